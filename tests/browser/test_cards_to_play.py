"""Which cards the table offers a player: every legal card drawn playable, wherever it lies.

Two ways it went wrong: Beyond's number cards share their names with its bids (``6C`` is a card
and a bid), and in the play the table took them for bids, greying them in the hand and offering
a bidding box; and a dummy's hand played by a live player showed its playable cards unmarked and
its other cards as pictures, so a click on one said nothing. Each seat is played over HTTP by its
first legal action until the moment sought; the page then shows that moment.
"""

from __future__ import annotations

import time
from typing import Any

from person import errors_of
from test_assist import open_table

from followsuit.cards import Card

SETTINGS = {"bot_delay": 0, "deal_pause": 0, "grace": 3600}


def act_until(server: Any, table: str, token: str, found: Any) -> dict[str, Any]:
    """Seat ``token`` takes its first legal action at each of its turns (and goes on past a
    deal's end) until ``found(its state)`` holds at one of them; returns that state."""
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline:
        state = server.get(f"/api/tables/{table}/state?token={token}")
        view = state["view"]
        if state["moment"]:
            server.post(f"/api/tables/{table}/continue", {"token": token})
            continue
        if not view["legal"]:
            time.sleep(0.01)  # the bots' turns
            continue
        if found(state):
            return state
        server.post(
            f"/api/tables/{table}/act",
            {"token": token, "action": view["legal"][0], "state_id": state["state_id"]},
        )
    raise AssertionError("the table never got there")


def cards_of(page: Any, selector: str) -> set[str]:
    return set(page.eval_on_selector_all(selector, "cs => cs.map((c) => c.dataset.card)"))


def test_beyond_number_cards_named_like_bids_are_cards_to_play(
    server: Any, browser: Any, artifacts: Any
) -> None:
    """In Beyond's play a legal 6C is a card of the hand, drawn playable, and no bid is offered."""
    page, table, token = open_table(server, browser, "beyond", settings=SETTINGS)
    errors = errors_of(page)

    def numbered_card_to_play(state: dict[str, Any]) -> bool:
        view = state["view"]
        return view["phase"] == "play" and any(c[0].isdigit() for c in view["legal"])

    state = act_until(server, table, token, numbered_card_to_play)
    page.wait_for_function(f"document.body.dataset.stateId === '{state['state_id']}'")
    legal = set(state["view"]["legal"])
    assert cards_of(page, "#hand.my-turn .card.legal") == legal
    assert cards_of(page, "#hand.my-turn .card.illegal") == set(state["view"]["hand"]) - legal
    assert page.query_selector_all("#actions .bidding-box, #actions [data-level]") == []
    assert "Play a highlighted card" in page.inner_text("#actions") or len(legal) == 1
    page.screenshot(path=str(artifacts / "beyond-number-cards-to-play.png"))
    assert errors == []
    page.close()


def test_a_dummys_playable_cards_are_marked_and_its_others_refused(
    server: Any, browser: Any, artifacts: Any
) -> None:
    """19 for two (N9): North plays a dummy's cards. Its legal cards are drawn playable, its
    others dimmed, and a click on one of those is refused with the rule, as in a hand of one's
    own, the refusal naming the card as the hand shows it (``7♣``, not ``7C``)."""
    page, table, token = open_table(
        server, browser, "nineteen", preset="two-players", seats=["you", "bot", "bot", "bot"]
    )
    errors = errors_of(page)

    def dummy_to_play(view: dict[str, Any]) -> int | None:
        """The dummy whose cards North plays now, where it holds a card it may not play."""
        legal = set(view["legal"])
        if view["phase"] != "play" or not legal or legal & set(view["hand"]):
            return None
        for seat, cards in enumerate(view["hands"]):
            held = set(cards or [])
            if seat != view["seat"] and legal <= held:
                return seat if held - legal else None
        return None

    state = act_until(server, table, token, lambda state: dummy_to_play(state["view"]) is not None)
    view = state["view"]
    dummy = dummy_to_play(view)
    page.wait_for_function(f"document.body.dataset.stateId === '{state['state_id']}'")
    shown = f'.seat[data-seat="{dummy}"] .exposed.my-turn'
    legal = set(view["legal"])
    assert cards_of(page, f"{shown} .card.legal") == legal
    others = cards_of(page, f"{shown} .card.illegal")
    assert others and others == set(view["hands"][dummy]) - legal
    ring = page.eval_on_selector(f"{shown} .card.legal", "c => getComputedStyle(c).boxShadow")
    assert ring != "none", "a playable card of the dummy is marked"
    page.screenshot(path=str(artifacts / "nineteen-two-players-dummy-to-play.png"))
    refused = sorted(others)[0]
    page.click(f'{shown} .card.illegal[data-card="{refused}"]')
    page.wait_for_function("document.getElementById('refusal').textContent !== ''")
    assert page.inner_text("#refusal").startswith(f"{Card.parse(refused).pretty()}:")
    now = server.get(f"/api/tables/{table}/state?token={token}")["state_id"]
    assert now == state["state_id"], "nothing was played"
    assert errors == []
    page.close()
