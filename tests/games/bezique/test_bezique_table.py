"""The table as people see it: the terminal shows each player's declared cards, the turn-up,
the stock's size and the declarations' scores; the browser draws the same presentation: the
declared cards before each seat, the points declared under its name."""

from __future__ import annotations

from bezique_helpers import deal, play
from rich.console import Console

from followsuit.cli.render.generic import GenericRenderer
from followsuit.engine.grammar import Word
from followsuit.games.bezique.actions import grammar
from followsuit.games.bezique.view import HINTS
from followsuit.games.bezique.words import present


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


def test_declared_cards_lie_before_the_seat_and_stay_in_its_owners_hand() -> None:
    """Z1: declared cards are laid face up on the table and still played from there; the other
    player sees them before the seat, their owner in the hand, named under the name."""
    position = deal(["7C 7C 8C 8C 9C 9C 8H 9H", "AC QS JD 7S 8S 9S 7H 8S"], "AD")
    play(position, "AC", "7C", "declare QS JD")
    other, owner = present(position.view(0)), present(position.view(1))
    assert other["shown"] == [[], ["QS", "JD"]]
    assert owner["shown"] == [[], []]
    assert [chip["label"] for chip in owner["seats"][1]] == ["declared", "on the table"]
    assert [chip["label"] for chip in other["seats"][1]] == ["declared"]
    assert other["seats"][1][0]["pieces"] == [{"text": "40"}]


def test_every_word_a_trick_winner_may_say_has_its_meaning_on_the_table() -> None:
    """The calls panel explains each word the table offers as a button after a trick (draw,
    exchange, the partnership game's partner): a button with no meaning left a player of the
    four-handed partnership game guessing what "partner" does."""
    meanings = HINTS["meanings"]
    words = [form.text for form in grammar(grand=False).forms if isinstance(form, Word)]
    assert words == ["draw", "exchange", "partner"]
    assert all(meanings.get(word) for word in words), meanings


def test_the_meaning_of_draw_holds_for_three_and_four_players() -> None:
    """Three- and four-handed Bézique: every player draws after a trick, not "both"."""
    assert "both" not in HINTS["meanings"]["draw"]
    assert "each player draws" in HINTS["meanings"]["draw"]
