"""A person at the table, as a test drives it: clicks what a person would click."""

from __future__ import annotations

import random
from typing import Any

TURN_TIMEOUT = 60_000


def errors_of(page: Any) -> list[str]:
    """Collect the page's script errors (a test fails on any)."""
    found: list[str] = []
    page.on("pageerror", lambda error: found.append(str(error)))
    page.on("console", lambda m: found.append(m.text) if m.type == "error" else None)
    return found


def body(page: Any, name: str) -> str:
    value: str = page.evaluate(f"document.body.dataset.{name} || ''")
    return value


def create_from_lobby(page: Any, base: str, game: str, seats: list[str], bot_delay: float) -> str:
    """Fill in the lobby's new-table form and create the table; returns the table's id."""
    page.goto(base + "/")
    page.wait_for_selector(f'#game option[value="{game}"]', state="attached")
    page.select_option("#game", game)
    for index, seat in enumerate(seats):
        if seat != "bot":  # "bot": leave the game's default bot chosen
            page.select_option(f"#seat-{index}", seat)
    page.click("text=Table settings")
    page.fill("#set-bot_delay", str(bot_delay))
    page.click("#create button[type=submit]")
    page.wait_for_url("**/t/*")
    page.wait_for_function("document.body.dataset.stateId !== undefined")
    table_id: str = page.url.rsplit("/", 1)[1]
    return table_id


def wait_turn_or(page: Any, condition: str) -> bool:
    """Wait until it is this person's turn (True) or ``condition`` holds (False)."""
    page.wait_for_function(
        f"document.body.dataset.myTurn === 'true' || ({condition})", timeout=TURN_TIMEOUT
    )
    return body(page, "myTurn") == "true"


def take_turn(page: Any, rng: random.Random) -> str:
    """Click a legal card, or a button offered for the turn; returns what was clicked."""
    state = body(page, "stateId")
    page.evaluate("document.getElementById('refusal').textContent = ''")
    # Cards to play: not those being chosen for a verb (aria-pressed), such as a declaration.
    cards = page.query_selector_all(
        "#hand.my-turn .card.legal:not([aria-pressed]), .exposed .card.legal"
    )
    if cards:
        card = rng.choice(cards)
        text: str = card.get_attribute("data-card")
        card.click(position={"x": 6, "y": 24})  # the visible edge, where a person taps
    else:
        levels = page.query_selector_all("#actions button[data-level]:not([disabled])")
        if levels and (rng.random() < 0.5 or not page.query_selector("#actions [data-action]")):
            rng.choice(levels).click()  # the bidding box: a level first, then its strains
            page.wait_for_selector("#actions button[data-strain][data-action]")
        buttons = page.query_selector_all("#actions button[data-action]:not([disabled])")
        assert buttons, "my turn, but nothing to click"
        button = rng.choice(buttons)
        text = button.get_attribute("data-action")
        button.click()
    page.wait_for_function(
        f"document.body.dataset.stateId !== '{state}' || "
        "document.getElementById('refusal').textContent !== ''",
        timeout=TURN_TIMEOUT,
    )
    refusal = page.inner_text("#refusal")
    assert not refusal, f"{text!r} was refused: {refusal}"
    return text
