"""A person plays whole deals against bots by clicking (issue 4: must show)."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest
from person import body, create_from_lobby, errors_of, take_turn, wait_turn_or

from followsuit import games


def play_deal(page: Any, rng: random.Random, *, shots: Path | None = None) -> int:
    """Click through one whole deal; returns how many actions this person took."""
    taken = 0
    while wait_turn_or(page, "document.body.dataset.dealsDone !== '0'"):
        take_turn(page, rng)
        taken += 1
        if shots is not None and taken == 6:
            page.screenshot(path=str(shots))
    return taken


def test_a_person_plays_a_whole_spades_deal_by_clicking(
    server: Any, browser: Any, artifacts: Path
) -> None:
    """Issue 4: a person plays a whole Spades deal against bots in the browser; illegal cards
    are refused with the rule's reason; a card can be played from the keyboard."""
    page = browser.new_page(viewport={"width": 1200, "height": 820})
    errors = errors_of(page)
    create_from_lobby(page, server.base, "spades", ["bot", "bot", "you", "bot"], 0.05)
    rng = random.Random(4)
    refused = keyed = False
    taken = 0
    while wait_turn_or(page, "document.body.dataset.dealsDone !== '0'"):
        illegal = page.query_selector_all("#hand.my-turn .card.illegal")
        if illegal and not refused:
            state = body(page, "stateId")
            illegal[0].click()
            page.wait_for_function("document.getElementById('refusal').textContent !== ''")
            assert "must" in page.inner_text("#refusal") or "may not" in page.inner_text("#refusal")
            assert body(page, "stateId") == state
            refused = True
        if page.query_selector("#hand.my-turn .card.legal") and not keyed:
            state = body(page, "stateId")
            page.focus('#hand .card[tabindex="0"]')
            page.keyboard.press("Enter")
            page.wait_for_function(f"document.body.dataset.stateId !== '{state}'")
            keyed = True
        else:
            take_turn(page, rng)
        taken += 1
        if taken == 8:
            page.screenshot(path=str(artifacts / "table-spades.png"))
    assert taken >= 14, "a Spades deal is a bid and 13 cards for each player"
    assert refused and keyed
    page.wait_for_function("document.body.dataset.dealsDone !== '0'")
    page.click("#btn-sheet")
    sheet = page.inner_text("#dialog-body")
    assert "North-South" in sheet and "Total" in sheet
    page.screenshot(path=str(artifacts / "table-spades-score-sheet.png"))
    page.keyboard.press("Escape")
    assert errors == []
    page.close()


@pytest.mark.skipif("beyond" not in games.names(), reason="Beyond is not registered yet")
def test_a_person_plays_a_whole_beyond_deal_by_clicking(
    server: Any, browser: Any, artifacts: Path
) -> None:
    """Issue 4: a person plays a whole Beyond deal (auction, claims, thirteen tricks) against
    bots by clicking; the auction shows the bids' explanations."""
    page = browser.new_page(viewport={"width": 1200, "height": 900})
    errors = errors_of(page)
    create_from_lobby(page, server.base, "beyond", ["bot", "bot", "you", "bot"], 0.05)
    taken = play_deal(page, random.Random(7), shots=artifacts / "table-beyond.png")
    assert taken >= 13
    page.click("#btn-history")
    page.click("[data-replay='1']")
    page.wait_for_selector(".replay-hands")
    page.click("[data-step='last']")
    assert "Scores" in page.inner_text("#dialog-body")
    page.screenshot(path=str(artifacts / "table-beyond-replay.png"))
    assert errors == []
    page.close()


@pytest.mark.parametrize("game", ["oh-hell", "10-bridge"])
def test_the_table_draws_other_games(server: Any, browser: Any, artifacts: Path, game: str) -> None:
    """Issue 4: every registered game is drawn by the generic client (and its hook): a
    screenshot of the table mid-deal is saved for each."""
    if game not in games.names():
        pytest.skip(f"{game} is not registered yet")
    page = browser.new_page(viewport={"width": 1200, "height": 820})
    errors = errors_of(page)
    create_from_lobby(page, server.base, game, ["bot", "bot", "you", "bot"], 0.05)
    rng = random.Random(11)
    for _ in range(4):
        if not wait_turn_or(page, "document.body.dataset.dealsDone !== '0'"):
            break
        take_turn(page, rng)
    page.screenshot(path=str(artifacts / f"table-{game}.png"))
    page.set_viewport_size({"width": 390, "height": 844})
    page.screenshot(path=str(artifacts / f"table-{game}-phone.png"), full_page=True)
    assert errors == []
    page.close()


def test_every_kind_of_card_is_drawn(server: Any, browser: Any, artifacts: Path) -> None:
    """Issue 4: cards drawn as SVG: standard, jokers, tarot trumps and tarot suits."""
    page = browser.new_page(viewport={"width": 1000, "height": 900})
    errors = errors_of(page)
    page.goto(server.base + "/static/cards.html")
    page.wait_for_function("document.body.dataset.ready === 'true'")
    assert page.locator(".gallery .card svg").count() == 52 + 3 + 1 + 22 + 32
    assert page.get_by_role("img", name="trump 21 (the World)").count() == 1
    assert page.get_by_role("img", name="cavalier of hearts").count() == 1
    page.screenshot(path=str(artifacts / "cards.png"), full_page=True)
    assert errors == []
    page.close()


def test_confirm_before_play_needs_a_second_click(server: Any, browser: Any) -> None:
    """Issue 4: with "confirm before playing" on, a first click only raises the card."""
    page = browser.new_page(viewport={"width": 1200, "height": 820})
    errors = errors_of(page)
    create_from_lobby(page, server.base, "spades", ["bot", "bot", "you", "bot"], 0.05)
    page.click("#btn-menu")
    page.check("#opt-confirm")
    page.keyboard.press("Escape")
    rng = random.Random(2)
    while wait_turn_or(page, "false") and not page.query_selector("#hand.my-turn .card.legal"):
        take_turn(page, rng)
    state = body(page, "stateId")
    card = page.query_selector_all("#hand.my-turn .card.legal")[-1]
    text = card.get_attribute("data-card")
    card.click(position={"x": 6, "y": 24})
    page.wait_for_selector(f'#hand .card.pending[data-card="{text}"]')
    page.wait_for_timeout(300)
    assert body(page, "stateId") == state, "the first click does not play"
    page.click("#confirm-play")
    page.wait_for_function(f"document.body.dataset.stateId !== '{state}'")
    log = page.evaluate("window.followsuit.view.log")
    assert {"seat": 2, "kind": "play", "text": text} in log, "South played it"
    page.evaluate("localStorage.removeItem('followsuit:confirm')")
    assert errors == []
    page.close()
