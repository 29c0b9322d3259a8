"""What a player reads of 19: refusals naming what is legal now, and the deal's end."""

from __future__ import annotations

import pytest

from followsuit import games
from followsuit.cli.table import TableSession
from followsuit.errors import GameError, NotationError


def test_n4_a_card_typed_alone_at_a_discard_is_told_how_to_discard() -> None:
    """A card typed without ``discard`` at the discard step is refused with the legal
    discards (``discard … (such as TS)``), not the cryptic ``(discard C)``."""
    game = games.load("nineteen", "two-players")
    session = TableSession(game, seed=1, humans=[0], bots=["heuristic"] * 4)
    while not session.human_to_act:
        session.bot_step()
    assert session.match.current is not None and session.match.current.phase == "discard"
    with pytest.raises(GameError) as refused:
        session.act("KH")
    assert "discards 2 more: discard … (such as TS) (N4)" in str(refused.value)


def test_n5_take_reads_its_number_with_leading_zeros_as_every_number() -> None:
    """``take 01`` is ``take 1``, as a number is read everywhere (a Spades bid ``013``)."""
    deal = games.load("nineteen").new_deal(seed=1)
    assert deal.parse("take 01").text == "take 1"


@pytest.mark.parametrize(
    ("text", "named"),
    [
        ("take 7", "'7' is not a number of stock cards: 1 to 6"),
        ("contra sparrows", "'sparrows' is not what a contra doubles"),
        ("declare trumps queens", "'queens' is not a declaration: trumps, honours"),
        ("declare slam slam", "'slam' is named twice"),
        ("discard 7S 8S", "'discard' names one card, such as discard 7H"),
        ("discard 2S", "'2s' is not a card of this game's pack"),
    ],
)
def test_n3_n6_a_bad_action_text_names_the_bad_word_and_what_was_expected(
    text: str, named: str
) -> None:
    """The parser's refusal (its detail) names the word it could not read and what the form
    wanted there; the player's line says what is accepted now."""
    deal = games.load("nineteen").new_deal(seed=1)
    with pytest.raises(NotationError) as refused:
        deal.parse(text)
    assert named in refused.value.detail
    assert "is not an action here: now" in str(refused.value)


def test_n8_the_deal_end_says_how_the_value_is_made() -> None:
    """Issue 32, point 8: "worth 138 (x3)" hid 23 × 3 × level 2; the words show each factor."""
    from followsuit.records.deal_end import deal_words

    result = {
        "bid": "preferred three",
        "declarer": 1,
        "partner": None,
        "called": None,
        "level": 2,
        "multiplier": 3,
        "contras": [],
        "points": [73, 45],
        "won": True,
        "value": 138,
        "declarations": [],
    }
    names = ["North", "East", "South", "West"]
    lines = deal_words("nineteen", result, [-46, 138, -46, -46], names, names)
    assert "worth 138 = 23 (10 + 13 over 60) × 3 × level 2." in lines[0], lines
    plain = {**result, "bid": "partnership", "level": 1, "multiplier": 1, "value": 23}
    assert "worth 23 (10 + 13 over 60)." in deal_words("nineteen", plain, [0] * 4, names, names)[0]
