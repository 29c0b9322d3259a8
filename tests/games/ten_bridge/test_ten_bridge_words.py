"""A 10 Bridge deal's end in words (both apps show these lines)."""

from __future__ import annotations

from followsuit.records.deal_end import deal_words

PLAYERS = ["North", "East", "South", "West"]
SIDES = ["North-South", "East-West"]


def test_a_defeated_contract_says_its_undertricks_and_their_rate_in_words() -> None:
    """Issue 32, point 8: "down -2 (2x7)" said the chart's column; the words say down 2 and
    who scores what: 2 undertricks × 7 = 14."""
    result = {
        "declarer": 3,
        "contract": "2NT",
        "doubled": None,
        "trump": None,
        "tricks": [3, 5],
        "made": False,
        "result": "-2",
        "trick_points": 14,
        "bonuses": {},
        "explanation": "(2x7)",
    }
    lines = deal_words("10-bridge", result, [14, 0], PLAYERS, SIDES)
    assert lines[0] == "West declared 2NT; East-West took 5 of 8: down 2"
    assert lines[1] == "North-South score 2 undertricks × 7 = 14"


def test_a_made_contract_says_its_tricks_and_bonuses_in_words() -> None:
    result = {
        "declarer": 0,
        "contract": "3BLACK",
        "doubled": "X",
        "trump": "S",
        "tricks": [9, 1],
        "made": True,
        "result": "+3",
        "trick_points": 39,
        "bonuses": {"super game": 40, "overtrick": 10},
        "explanation": "(3x13) 40 Super Game 10 Overtrick Bonus",
    }
    lines = deal_words("10-bridge", result, [89, 0], PLAYERS, SIDES)
    assert lines[0] == "North declared 3BLACK doubled, trump ♠; North-South took 9 of 10: made +3"
    assert lines[1] == "North-South score 3 tricks × 13 = 39, super game 40, overtrick 10"


def test_undertricks_beyond_six_are_ignored_and_the_words_say_so() -> None:
    """Down 8 in 5NT doubled scores six undertricks at 9 (the text: "undertricks beyond 6 are
    ignored"); the words said "8 undertricks × 6 = 54", a product that does not hold."""
    result = {
        "declarer": 0,
        "contract": "5NT",
        "doubled": "X",
        "trump": None,
        "tricks": [2, 8],
        "made": False,
        "result": "-8",
        "trick_points": 54,
        "bonuses": {"undertrick": 160},
        "explanation": "(6x9)",
    }
    lines = deal_words("10-bridge", result, [0, 214], PLAYERS, SIDES)
    assert lines[1] == "East-West score 8 undertricks, 6 of them scored × 9 = 54, undertrick 160"
