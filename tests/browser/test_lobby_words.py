"""The lobby's words: option help with its code shown as code, the presets by their own names,
the person's own tables as their seat, and each finished match with its players and result."""

from __future__ import annotations

import time
from typing import Any

from person import errors_of

from followsuit import games


def lobby(server: Any, browser: Any) -> Any:
    page = browser.new_page(viewport={"width": 1280, "height": 800})
    page.goto(server.base + "/")
    page.wait_for_selector('#game option[value="bezique"]', state="attached")
    return page


def finished_match(server: Any, name: str) -> str:
    """A one-card Oh Hell match with ``name`` at North, played out by bots (the person never
    comes: their grace is 0); its table's id once it is stored finished."""
    created = server.post(
        "/api/tables",
        {
            "game": "oh-hell",
            "options": {"hand_sizes": [1]},
            "seats": ["you", "bot", "bot", "bot"],
            "name": name,
            "settings": {"bot_delay": 0, "grace": 0},
        },
    )
    table: str = created["table"]
    deadline = time.time() + 30
    while table not in [t["id"] for t in server.get("/api/finished")]:
        assert time.time() < deadline, "the match did not finish"
        time.sleep(0.05)
    return table


def test_option_help_shows_code_as_code_not_as_backticks(server: Any, browser: Any) -> None:
    """The options' docstrings mark code as ``draw``: the form shows ``draw`` in a <code>,
    and no option's help, in any game, shows a backtick."""
    page = lobby(server, browser)
    errors = errors_of(page)
    page.click("text=Options")
    for name in games.names():
        page.select_option("#game", name)
        assert "`" not in page.inner_text("#options"), name
    page.select_option("#game", "bezique")
    codes = page.eval_on_selector_all(
        "#opt-exchange_is_declaration-doc code", "cs => cs.map(c => c.textContent)"
    )
    assert codes == ["draw"]
    assert errors == []
    page.close()


def test_the_presets_are_offered_by_their_own_names_once_each(server: Any, browser: Any) -> None:
    """Bézique has no preset "standard": its plain game is "ordinary", offered once, first,
    with its note. Every game's presets are offered under their own names, each once."""
    page = lobby(server, browser)
    errors = errors_of(page)
    for name in games.names():
        page.select_option("#game", name)
        labels = page.eval_on_selector_all("#preset option", "os => os.map(o => o.textContent)")
        assert labels == list(games.spec(name).presets), name
    page.select_option("#game", "bezique")
    assert page.input_value("#preset") == ""  # the game's defaults, as the lobby always asked
    assert page.inner_text("#preset-note") == games.spec("bezique").preset_notes["ordinary"]
    assert errors == []
    page.close()


def test_the_persons_own_table_is_listed_as_their_seat(server: Any, browser: Any) -> None:
    """A table whose seat token this browser keeps is the person's: its link takes them back
    to their seat and says so; somebody else's full table is there to watch."""
    request = {
        "game": "spades",
        "seats": ["you", "bot", "bot", "bot"],
        "settings": {"bot_delay": 10},
    }
    mine = server.post("/api/tables", {**request, "name": "Ann"})
    theirs = server.post("/api/tables", {**request, "name": "Bea"})
    page = lobby(server, browser)
    page.evaluate(
        "([table, token]) => localStorage.setItem(`followsuit:seat:${table}`, token)",
        [mine["table"], mine["token"]],
    )
    page.reload()
    link = page.locator(f'#open-tables a[href="/t/{mine["table"]}"]')
    link.wait_for()
    assert link.inner_text() == "Your seat"
    assert page.locator(f'#open-tables a[href="/t/{theirs["table"]}"]').inner_text() == "Watch"
    page.close()


def test_a_finished_match_is_listed_with_its_game_players_and_result(
    server: Any, browser: Any
) -> None:
    """The finished list names the game by its title (not its registry name), the players,
    and how the match ended, as /api/finished gives it."""
    table = finished_match(server, "Ann")
    entry = next(t for t in server.get("/api/finished") if t["id"] == table)
    page = lobby(server, browser)
    errors = errors_of(page)
    item = page.locator(f'#finished-tables li:has(a[href="/t/{table}"])')
    item.wait_for()
    text = item.inner_text()
    assert "Oh Hell" in text and "oh-hell" not in text
    assert "Ann" in text
    winner = entry["winner"]
    if winner is None:
        assert "tie" in text
    else:
        seats = entry["scorers"][winner]
        assert " and ".join(entry["names"][s] or entry["positions"][s] for s in seats) in text
        assert "win" in text
    for total in entry["totals"]:
        assert str(total) in text
    assert errors == []
    page.close()
