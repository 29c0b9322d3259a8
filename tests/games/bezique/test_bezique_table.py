"""The table as people see it: the terminal shows each player's declared cards, the turn-up,
the stock's size and the declarations' scores; the browser has the game's drawing hook."""

from __future__ import annotations

from bezique_helpers import deal, play
from rich.console import Console

from followsuit.cli.render.generic import GenericRenderer
from followsuit.server.catalog import hook_file


def rendered(view: dict[str, object]) -> str:
    console = Console(width=120, record=True, color_system=None)
    console.print(GenericRenderer().table(view, "Bézique"))
    return console.export_text()


def test_the_terminal_shows_table_cards_turn_up_stock_and_declarations() -> None:
    position = deal(["7C 7C 8C 8C 9C 9C 8H 9H", "AC QS JD 7S 8S 9S 7H 8S"], "AD")
    play(position, "AC", "7C", "declare QS JD")
    text = rendered(position.view(0))
    assert "Stock" in text and "46 cards" in text and "turn-up" in text
    assert "Table" in text and "Player 2" in text
    assert "Declared" in text and "bezique Q♠ J♦ 40" in text  # cards as the hand shows them


def test_the_browser_has_a_bezique_hook() -> None:
    assert hook_file("bezique") == "bezique.js"
