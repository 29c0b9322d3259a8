"""19 in the browser (issue 10, the table): a person at a four-player table of bots, at
1280x800, goes through the auction, the stock, the discards and the declarations to the play.
The page draws tarot cards as cards (trumps by number, Tomfool, cavaliers, valets), shows the
bid, the called trump of a partnership, the stock's groups face up once a preferred bid passes
them by, and the declarations; the person's legal cards are accepted.

The seed and dealer are chosen so that the person bids first, holds Tomfool, the bots let the
bid stand, and bots declare (seed 14: South declares royal, West trumps).
"""

from __future__ import annotations

import random
import re
import time
from pathlib import Path
from typing import Any

from person import body, errors_of, take_turn, wait_turn_or

SEED = 14
TRICKS = 3


def open_table(server: Any, browser: Any) -> Any:
    """Seat 0 a person, the others the default bot; seat 0 bids first (the dealer is West)."""
    created = server.post(
        "/api/tables",
        {
            "game": "nineteen",
            "seed": SEED,
            "dealer": 3,
            "seats": ["you", "bot", "bot", "bot"],
            "settings": {"bot_delay": 0.02, "deal_pause": 0, "grace": 3600},
        },
    )
    page = browser.new_page(viewport={"width": 1280, "height": 800})
    page.goto(f"{server.base}/t/{created['table']}#token={created['token']}")
    page.wait_for_function("document.body.dataset.stateId !== undefined")
    return page


def act(page: Any, action: str) -> None:
    """Click the button of ``action`` and wait until the table accepts it."""
    state = body(page, "stateId")
    page.click(f'#actions button[data-action="{action}"]')
    page.wait_for_function(
        f"document.body.dataset.stateId !== '{state}' || "
        "document.getElementById('refusal').textContent !== ''"
    )
    assert page.inner_text("#refusal") == ""


def discard_all(page: Any) -> list[str]:
    """Discard while asked: a card chosen in the hand, then its discard button (a card that may
    not be discarded offers no button and is put back)."""
    discarded: list[str] = []
    while wait_turn_or(page, "false") and "discard" in page.inner_text("#actions"):
        for card in page.query_selector_all("#hand .card.legal"):
            text: str = card.get_attribute("data-card")
            card.click(position={"x": 6, "y": 24})
            if page.query_selector(f'#actions button[data-action="discard {text}"]'):
                act(page, f"discard {text}")
                discarded.append(text)
                break
            card.click(position={"x": 6, "y": 24})
        else:
            raise AssertionError("asked to discard, but no card of the hand may go")
    return discarded


def pass_until_play(page: Any) -> None:
    """Pass the declarations and contras the person is offered until the play starts."""
    while wait_turn_or(page, "false") and "phase play" not in info(page):
        assert page.query_selector('#actions button[data-action="pass"]'), info(page)
        act(page, "pass")


def hand(page: Any) -> list[str]:
    cards: list[str] = page.eval_on_selector_all(
        "#hand .card", "cards => cards.map((c) => c.dataset.card)"
    )
    return cards


def assert_tarot_drawn(page: Any) -> None:
    """The hand's tarot cards drawn as cards: a trump with its number and Roman numeral,
    Tomfool with its star and name, cavaliers and valets with their letter."""
    held = hand(page)
    trumps = [c for c in held if c[0] == "T" and c[1:].isdigit()]
    assert trumps, held
    number = int(trumps[0][1:])
    face = page.inner_html(f'#hand .card[data-card="{trumps[0]}"]')
    assert f">{number}<" in face and "#fbf3dc" in face  # the corner number on a trump's ground
    label = page.get_attribute(f'#hand .card[data-card="{trumps[0]}"]', "aria-label") or ""
    assert label.startswith(f"trump {number} ("), label
    assert "TF" in held, held
    fool = page.inner_html('#hand .card[data-card="TF"]')
    assert "\u2605" in fool and "Fool" in fool
    label = page.get_attribute('#hand .card[data-card="TF"]', "aria-label") or ""
    assert label.startswith("Tomfool"), label
    courts = [c for c in held if c[0] in "CV" and len(c) == 2]
    assert courts, held
    for court in courts:
        label = page.get_attribute(f'#hand .card[data-card="{court}"]', "aria-label") or ""
        assert label.split()[0] in ("cavalier", "valet"), label


def play_tricks(page: Any, count: int) -> None:
    """The person plays ``count`` cards: each a legal card clicked, accepted, gone from the hand."""
    rng = random.Random(SEED)
    for _ in range(count):
        assert wait_turn_or(page, "document.body.dataset.dealsDone !== '0'")
        before = hand(page)
        played = take_turn(page, rng)
        assert played in before and played not in hand(page)


def test_a_person_bids_a_partnership_sees_the_called_trump_and_plays(
    server: Any, browser: Any, artifacts: Path
) -> None:
    page = open_table(server, browser)
    errors = errors_of(page)
    assert wait_turn_or(page, "false")
    assert_tarot_drawn(page)
    act(page, "partnership")
    assert re.search(r"(Bid|Contract) Partnership", info(page)), info(page)
    discarded = discard_all(page)
    assert len(discarded) == 4  # stock cards 1-4 to declarer, as many discarded (N4)
    called = re.search(r"Called trump T(\d+)", info(page))
    assert called, info(page)
    assert int(called[1]) < 20 and f"T{called[1]}" not in hand(page)
    pass_until_play(page)
    declared = re.search(r"declared: (.*)", info(page))
    assert declared and re.search(r"(North|East|South|West) \w+", declared[1]), info(page)
    play_tricks(page, TRICKS)
    page.screenshot(path=str(artifacts / "table-nineteen-partnership.png"))
    assert errors == []
    page.close()


def test_a_person_bids_preferred_three_and_the_group_passed_by_lies_face_up(
    server: Any, browser: Any, artifacts: Path
) -> None:
    page = open_table(server, browser)
    errors = errors_of(page)
    assert wait_turn_or(page, "false")
    act(page, "preferred three")
    assert wait_turn_or(page, "false")
    assert "contract preferred three" in info(page).lower(), info(page)
    act(page, "next")  # group 1 passed by: face up for everyone
    assert wait_turn_or(page, "false")
    group = page.query_selector_all("#info .chip:has-text('Stock group 1') .card")
    assert len(group) == 3, info(page)
    act(page, "take 2")
    assert re.search(r"level \d", info(page)), info(page)
    assert len(discard_all(page)) == 3
    shown = re.search(r"Stock group 1 \(face up\)", info(page))
    assert shown, info(page)
    pass_until_play(page)
    assert "declared" in info(page)
    play_tricks(page, TRICKS)
    page.screenshot(path=str(artifacts / "table-nineteen-preferred.png"))
    assert errors == []
    page.close()


def info(page: Any) -> str:
    """The deal panel's text (bid, called trump, stock groups) and the game's notes under the
    table (the sides, the declarations)."""
    text: str = page.inner_text("#info") + "\n" + page.inner_text("#table-notes")
    return text


def tarot_faces(page: Any) -> set[str]:
    """The card names the page draws as card faces (aria-labels), from the hand and the felt."""
    labels: list[str] = page.eval_on_selector_all(
        ".card[aria-label]", "cards => cards.map((c) => c.getAttribute('aria-label'))"
    )
    return set(labels)


def test_n9_a_dummy_scores_nothing_and_is_no_bot(server: Any, browser: Any) -> None:
    """19 for two: East and West are dummies, their cards played by the live players (N9).
    They hold no place in the scores (the header and the sheet name North and South alone, as
    `followsuit replay` does), are no bot's seat, and a dummy's chip names who plays it only
    once that is settled, never the dummy itself."""
    created = server.post(
        "/api/tables",
        {
            "game": "nineteen",
            "preset": "two-players",
            "seed": SEED,
            "dealer": 0,
            "seats": ["bot", "bot", "you", "bot"],
            "settings": {"bot_delay": 0.02, "deal_pause": 0, "grace": 3600},
        },
    )
    page = browser.new_page(viewport={"width": 1280, "height": 800})
    errors = errors_of(page)
    page.goto(f"{server.base}/t/{created['table']}#token={created['token']}")
    page.wait_for_function("document.body.dataset.stateId !== undefined")
    assert page.inner_text("#scores").split() == ["North", "0", "South", "0"]
    for dummy, name in ((1, "East dummy"), (3, "West dummy")):
        chips = page.eval_on_selector_all(
            f'.seat[data-seat="{dummy}"] .chip', "chips => chips.map((c) => c.textContent)"
        )
        assert "bot" not in chips, chips
        assert not any(name in chip for chip in chips), chips
    page.click("#btn-sheet")
    heads = page.eval_on_selector_all(
        "#dialog table.sheet thead th", "ths => ths.map((t) => t.textContent)"
    )
    assert heads == ["Deal", "North", "South", "What happened"]
    assert errors == []
    page.close()


OVERFLOW = """() => {
  const panel = document.getElementById("info").getBoundingClientRect();
  return [...document.querySelectorAll("#info .chip")]
    .filter((chip) => chip.getBoundingClientRect().right > panel.right + 0.5)
    .map((chip) => chip.textContent);
}"""
"""The deal panel's facts that run past its right edge (cut off from sight)."""


def test_a_long_fact_of_the_deal_panel_wraps_inside_it(server: Any, browser: Any) -> None:
    """A fact longer than the panel is wide ("bid preferred three ×3, level 3 by South",
    "declared North royal; South trumps sparrow slam") wraps onto a second line inside the
    panel instead of running past its edge, where it was cut off. Seed 1 for three players:
    North, taking its first choice each turn, sees South's preferred three at level 3."""
    created = server.post(
        "/api/tables",
        {
            "game": "nineteen",
            "preset": "three-players",
            "seed": 1,
            "dealer": 2,
            "seats": ["you", "bot", "bot", "bot"],
            "settings": {"bot_delay": 0, "deal_pause": 0, "grace": 3600},
        },
    )
    table, token = created["table"], created["token"]
    page = browser.new_page(viewport={"width": 1280, "height": 800})
    errors = errors_of(page)
    page.goto(f"{server.base}/t/{table}#token={token}")
    seen: list[str] = []
    for _ in range(12):
        state = server.get(f"/api/tables/{table}/state?token={token}")
        deadline = time.time() + 60
        while state["view"]["to_act"] != 0:  # the bots play on (no pause) until North's turn
            assert time.time() < deadline, "North's turn never came"
            time.sleep(0.02)
            state = server.get(f"/api/tables/{table}/state?token={token}")
        page.wait_for_function(f"document.body.dataset.stateId === '{state['state_id']}'")
        seen.append(page.inner_text("#info"))
        assert page.evaluate(OVERFLOW) == []
        server.post(
            f"/api/tables/{table}/act",
            {"token": token, "action": state["view"]["legal"][0], "state_id": state["state_id"]},
        )
    assert any("level 3 by South" in text for text in seen), seen
    assert errors == []
    page.close()


SCREENS = Path(__file__).parents[2] / "docs" / "screens"


def test_19s_flow_note_is_on_the_web_table_as_in_the_terminal(
    server: Any, browser: Any, artifacts: Path
) -> None:
    """Issue 30: 19's ``flow_note`` (what the table would say aloud at this step: with two
    players there is no auction, N9) was shown in the terminal's Note row but not on the web
    table, whose game module read its notes by name. The page draws every note of the game's
    hints (``hints.notes``) whose field is set, as the terminal does."""
    created = server.post(
        "/api/tables",
        {
            "game": "nineteen",
            "preset": "two-players",
            "seed": SEED,
            "dealer": 0,
            "seats": ["bot", "bot", "you", "bot"],
            "settings": {"bot_delay": 3600, "deal_pause": 0, "grace": 3600},
        },
    )
    view = server.hall.rooms[created["table"]].table.match.view(2)
    flow = view["details"]["flow_note"]
    assert flow and "no auction" in flow, view["details"]
    page = browser.new_page(viewport={"width": 1280, "height": 800})
    errors = errors_of(page)
    page.goto(f"{server.base}/t/{created['table']}#token={created['token']}")
    page.wait_for_selector("#table-notes:not([hidden])")
    notes = page.inner_text("#table-notes")
    assert "two players: no auction" in notes and "plays Partnership (N9)" in notes, notes
    if "you took from the stock" in notes:  # its cards with glyphs, its words as they are
        assert "discard as many (N4)" in notes, notes
    page.screenshot(path=str(artifacts / "nineteen-flow-note.png"))
    page.screenshot(path=str(SCREENS / "web-nineteen-flow-note.png"))
    assert errors == []
    page.close()
