"""Bézique in the browser: a person plays some tricks against the heuristic bot by clicking;
the table shows the turn-up, the stock and the declarations (issue 11, the table)."""

from __future__ import annotations

import random
import time
from pathlib import Path
from typing import Any

from person import body, create_from_lobby, errors_of, take_turn, wait_turn_or


def test_a_person_plays_bezique_and_sees_the_stock_and_turn_up(
    server: Any, browser: Any, artifacts: Path
) -> None:
    page = browser.new_page(viewport={"width": 1200, "height": 820})
    errors = errors_of(page)
    create_from_lobby(page, server.base, "bezique", ["bot", "you"], 0.02)
    rng = random.Random(5)
    for _ in range(12):
        if not wait_turn_or(page, "document.body.dataset.dealsDone !== '0'"):
            break
        take_turn(page, rng)
    text = page.inner_text("body")
    assert "turn-up" in text and "stock" in text and "declared" in text
    page.screenshot(path=str(artifacts / "table-bezique.png"))
    assert errors == []
    page.close()


def open_cards_moment(server: Any, seed: int) -> tuple[str, str, list[str]] | None:
    """A Polish table played over HTTP by seeded random choices against a bot until it is the
    person's turn to play a card with open cards of their own; its id, token and those cards."""
    created = server.post(
        "/api/tables",
        {
            "game": "bezique",
            "preset": "polish",
            "seed": seed,
            "seats": ["you", "bot"],
            "settings": {"bot_delay": 0, "deal_pause": 0},
        },
    )
    table, token = created["table"], created["token"]
    rng = random.Random(seed)
    for _ in range(120):
        state = server.get(f"/api/tables/{table}/state?token={token}")
        view = state["view"]
        if view["to_act"] != view["seat"]:
            time.sleep(0.02)  # the bot's turn
            continue
        own = view["details"]["table"][view["seat"]]
        if own and view["phase"] == "play":
            return table, token, own
        server.post(
            f"/api/tables/{table}/act",
            {"token": token, "action": rng.choice(view["legal"]), "state_id": state["state_id"]},
        )
    return None


def test_polish_open_cards_of_your_own_are_drawn_as_cards(
    server: Any, browser: Any, artifacts: Path
) -> None:
    """Polish Bézique (Z3): the person's open cards lie face up before their seat as cards,
    as the opponent's do, not as a line of text; never played again, they are not offered
    to play, and the hand's cards still are."""
    found = next(filter(None, (open_cards_moment(server, seed) for seed in range(1, 6))))
    table, token, own = found
    page = browser.new_page(viewport={"width": 1280, "height": 800})
    errors = errors_of(page)
    page.goto(f"{server.base}/t/{table}#token={token}")
    page.wait_for_function("document.body.dataset.myTurn === 'true'")
    page.screenshot(path=str(artifacts / "table-bezique-polish-open-cards.png"))
    drawn = page.query_selector_all(".seat.me .exposed .card")
    assert len(drawn) == len(own), f"{len(drawn)} cards drawn for the open cards {own}"
    assert "on the table" not in page.inner_text("#seats")
    assert page.query_selector_all(".seat .exposed .card.legal") == []
    assert page.query_selector_all("#hand .card.legal")
    state = body(page, "stateId")
    assert take_turn(page, random.Random(1))
    page.wait_for_function(f"document.body.dataset.stateId !== '{state}'")
    assert errors == []
    page.close()
