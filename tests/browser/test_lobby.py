"""The lobby's new-table form in the browser: its seat plan follows the preset and options
chosen (how many seats, which are dummies), so every preset can be started from it."""

from __future__ import annotations

from typing import Any

import pytest
from person import errors_of

from followsuit import games


def open_lobby(server: Any, browser: Any, game: str, preset: str) -> Any:
    page = browser.new_page(viewport={"width": 1280, "height": 800})
    page.goto(server.base + "/")
    page.wait_for_selector(f'#game option[value="{game}"]', state="attached")
    page.select_option("#game", game)
    page.select_option("#preset", preset)
    return page


def create(page: Any) -> dict[str, Any]:
    """Create the table as the form stands; the table's summary as the page has it."""
    page.click("text=Table settings")
    page.fill("#set-bot_delay", "10")  # the bots wait: the table is looked at, not played
    page.click("#create button[type=submit]")
    page.wait_for_url("**/t/*")
    page.wait_for_function("document.body.dataset.stateId !== undefined")
    table: dict[str, Any] = page.evaluate("window.followsuit.table")
    return table


@pytest.mark.parametrize(
    ("game", "preset"),
    [("bezique", "three-handed"), ("bezique", "four-handed-partners"), ("oh-hell", "bust-5")],
)
def test_a_preset_for_more_or_fewer_players_seats_them_all(
    server: Any, browser: Any, game: str, preset: str
) -> None:
    """Three-handed Bézique has three seats, not the two of the game's defaults: the plan
    offers a choice for each, and the table is created with the person in one of them."""
    players = games.load(game, preset).player_names
    page = open_lobby(server, browser, game, preset)
    errors = errors_of(page)
    choices = "document.querySelectorAll('#seat-plan select').length"
    page.wait_for_function(f"{choices} === {len(players)}")
    labels = page.eval_on_selector_all("#seat-plan label", "ls => ls.map(l => l.textContent)")
    assert labels == players
    table = create(page)
    assert [s["position"] for s in table["seats"]] == players
    assert [s["kind"] for s in table["seats"]].count("human") == 1
    assert errors == []
    page.close()


def test_an_option_that_changes_the_players_changes_the_seats(server: Any, browser: Any) -> None:
    """Oh Hell with its ``players`` option set to 5 in the form: five seats to fill."""
    page = open_lobby(server, browser, "oh-hell", "")
    errors = errors_of(page)
    page.click("text=Options")
    page.fill("#opt-players", "5")
    page.press("#opt-players", "Tab")
    page.wait_for_function("document.querySelectorAll('#seat-plan select').length === 5")
    table = create(page)
    assert len(table["seats"]) == 5
    assert errors == []
    page.close()


def test_a_dummy_is_named_and_nobody_is_offered_its_seat(server: Any, browser: Any) -> None:
    """19 for two: East and West are dummies, played by the live players; the plan names them
    and offers no choice there, and the table starts at once with the person at South."""
    page = open_lobby(server, browser, "nineteen", "two-players")
    errors = errors_of(page)
    page.wait_for_selector("#seat-plan [data-dummy]")
    assert page.locator("#seat-plan select").count() == 2
    assert "dummy" in page.inner_text("#seat-1") and "dummy" in page.inner_text("#seat-3")
    table = create(page)
    assert table["status"] == "playing"
    human = [s["position"] for s in table["seats"] if s["kind"] == "human"]
    assert human == ["South"]
    assert errors == []
    page.close()


def test_the_tables_list_names_a_dummy_as_a_dummy(server: Any, browser: Any) -> None:
    """The lobby's list of tables names each seat's player; a dummy's seat is nobody's (no
    bot plays it), so it reads "dummy"."""
    created = server.post(
        "/api/tables",
        {
            "game": "nineteen",
            "preset": "three-players",
            "seats": ["bot", "bot", "you", "bot"],
            "name": "Ann",
            "settings": {"bot_delay": 10},
        },
    )
    page = browser.new_page(viewport={"width": 1280, "height": 800})
    page.goto(server.base + "/")
    row = page.locator(f'#open-tables tr:has(a[href="/t/{created["table"]}"])')
    row.wait_for()
    assert row.locator("td").nth(1).inner_text() == "bot, bot, Ann, dummy"
    page.close()
