"""The play value block (``engine.play_value``): groups, quantities, and what it refuses."""

from __future__ import annotations

from collections.abc import Sequence

import pytest

from followsuit.engine.play_value import (
    Group,
    PlayScoring,
    every_score_reads_all,
    points_of,
    seat_mask,
    trick_play_scoring,
)
from followsuit.engine.state import Score


def difference(quantities: Sequence[int]) -> tuple[Score, ...]:
    return quantities[0] - quantities[1], quantities[1] - quantities[0]


def sides_scoring(last_cards: int = 0) -> PlayScoring:
    """Two sides of two seats (0 and 2, 1 and 3) over a pack of four cards worth 0, 1, 2, 3,
    10 for the last trick, and 100 to a side whose last trick is won by card 3."""
    return trick_play_scoring(
        tricks_won=[1, 0, 0, 1],
        taken=[0b0011, 0, 0, 0b0100],
        card_points=[0, 1, 2, 3],
        groups=[
            Group(seat_mask([0, 2]), trick_weight=1, point_weight=1, last_weight=100),
            Group(seat_mask([1, 3]), trick_weight=1, point_weight=1, last_weight=100),
        ],
        final_scores=difference,
        terms=every_score_reads_all(2, 2),
        last_trick_bonus=10,
        last_cards=last_cards,
    )


def test_points_won_are_the_card_points_of_the_cards_taken() -> None:
    scoring = sides_scoring()
    assert scoring.points_won == (1, 0, 0, 2)
    assert points_of(scoring.card_points, 0b1111) == 6


def test_a_group_adds_up_its_seats_tricks_and_points_by_their_weights() -> None:
    scoring = sides_scoring()
    assert scoring.quantities([2, 1, 1, 0], [11, 0, 3, 2]) == (3 + 14, 1 + 2)
    assert scoring.scores([2, 1, 1, 0], [11, 0, 3, 2]) == (14, -14)


def test_the_last_trick_won_by_a_card_of_last_cards_counts_its_weight_to_the_winner() -> None:
    """19's sparrow: the Juggler winning the last trick counts; another card does not."""
    scoring = sides_scoring(last_cards=0b1000)
    assert scoring.quantities([1, 1, 1, 1], [0, 0, 0, 0], last_winner=3, last_card=3) == (2, 102)
    assert scoring.quantities([1, 1, 1, 1], [0, 0, 0, 0], last_winner=3, last_card=2) == (2, 2)


def test_points_won_outside_the_tricks_count_to_their_seat() -> None:
    """19's discards count to the side that made them (N8)."""
    scoring = trick_play_scoring(
        [0, 0], [0b01, 0], [5, 7], [Group(0b01, point_weight=1)], tuple, [(0,)], outside=[4, 9]
    )
    assert scoring.points_won == (9, 9)


def test_a_group_without_seats_is_refused() -> None:
    with pytest.raises(ValueError, match="none of 2"):
        PlayScoring((0,), 0, (Group(0),), (0, 0), (0, 0), tuple, ((0,),))


def test_a_term_naming_no_group_is_refused() -> None:
    with pytest.raises(ValueError, match="reads groups \\[1\\]"):
        PlayScoring((0,), 0, (Group(0b1),), (0, 0), (0, 0), tuple, ((0, 1),))


def test_points_won_for_another_number_of_seats_are_refused() -> None:
    with pytest.raises(ValueError, match="one a seat"):
        PlayScoring((0,), 0, (Group(0b1),), (0, 0), (0,), tuple, ((0,),))
