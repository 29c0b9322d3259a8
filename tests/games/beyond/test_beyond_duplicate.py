"""Duplicate play (B13): the same deals at two tables, seats turned, compared deal by deal."""

from __future__ import annotations

from random import Random

from beyond_helpers import game

from followsuit.engine import RandomBot
from followsuit.games.beyond.bot import HeuristicBot
from followsuit.games.beyond.duplicate import play_duplicate


def test_b13_duplicate_same_deals_seats_turned() -> None:
    """B13: both tables play the same pack orders and dealers; side A sits North-South at
    table 1 and East-West at table 2, and each board compares the same cards' scores."""
    result = play_duplicate(
        game(),
        lambda seat: HeuristicBot(Random(seat)),
        lambda seat: RandomBot(Random(100 + seat)),
        deals=4,
        seed=9,
    )
    assert len(result.boards) == 4
    for number, board in enumerate(result.boards):
        one, two = (r["deals"][0] for r in board.records)
        assert one["pack"] == two["pack"] == board.pack
        assert one["dealer"] == two["dealer"] == board.dealer == number % 4
        assert board.side_a == (board.table1[0], board.table2[1])
        assert board.side_b == (board.table1[1], board.table2[0])
        assert board.swing == (board.table1[0] - board.table2[0]) + (
            board.table2[1] - board.table1[1]
        )
    assert result.swing == sum(b.swing for b in result.boards)
    assert result.total_a - result.total_b == result.swing
    won, tied, lost = result.boards_won
    assert won + tied + lost == 4


def test_b13_identical_sides_tie_every_board() -> None:
    """With the same bot on both sides the two tables play alike: every swing is 0, so the
    comparison removes the luck of the cards."""
    result = play_duplicate(
        game(),
        lambda seat: HeuristicBot(Random(seat)),
        lambda seat: HeuristicBot(Random(seat)),
        deals=4,
        seed=2,
    )
    assert [b.swing for b in result.boards] == [0, 0, 0, 0]
    assert result.winner is None


def test_b13_heuristic_beats_random_in_duplicate() -> None:
    """The heuristic bot, playing for exact contracts, outscores random play on the same
    cards."""
    result = play_duplicate(
        game(),
        lambda seat: HeuristicBot(Random(seat)),
        lambda seat: RandomBot(Random(50 + seat)),
        deals=8,
        seed=4,
    )
    assert result.winner == "A"
