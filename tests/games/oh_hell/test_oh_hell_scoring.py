"""Oh Hell scoring tables as pure functions (ruling S4; the text's Blackout)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from followsuit.games.oh_hell.scoring import (
    BLACKOUT,
    STANDARD,
    deal_scores,
    hook_bid,
    score_blackout,
    score_player,
    score_standard,
)


@pytest.mark.parametrize(
    ("bid", "tricks", "points"),
    [
        (0, 0, 10),
        (0, 1, 1),
        (1, 1, 11),
        (2, 2, 12),
        (2, 1, 1),
        (2, 3, 3),
        (5, 0, 0),
        (10, 10, 20),
    ],
)
def test_s4_one_point_per_trick_plus_ten_for_an_exact_bid(
    bid: int, tricks: int, points: int
) -> None:
    """S4 and the text: "1 point for each trick won plus a bonus of 10 points for players who
    win exactly the number of tricks they bid ... a player who bid 2 would score 12 points for
    winning exactly 2 tricks, but only 1 for 1 trick and 3 for 3 tricks"."""
    assert score_standard(bid, tricks) == points
    assert score_player(bid, tricks, STANDARD) == points


@pytest.mark.parametrize(
    ("bid", "tricks", "points"),
    [(0, 0, 10), (1, 1, 11), (2, 2, 12), (7, 7, 17), (2, 1, 0), (2, 3, 0), (0, 1, 0)],
)
def test_blackout_ten_plus_the_bid_if_exact_else_nothing(
    bid: int, tricks: int, points: int
) -> None:
    """The text's simplest version (Blackout, Blob): "10 plus the number of tricks bid - 10
    points for zero tricks, 11 for 1 trick, 12 for two tricks, etc. Players who take more or
    fewer tricks than they bid score nothing"."""
    assert score_blackout(bid, tricks) == points
    assert score_player(bid, tricks, BLACKOUT) == points


@given(st.integers(0, 13), st.integers(0, 13), st.integers(0, 50))
def test_exact_bonus_is_the_only_difference_between_exact_and_not(
    bid: int, tricks: int, bonus: int
) -> None:
    """Standard scoring: the tricks always count; the bonus only for an exact bid."""
    points = score_standard(bid, tricks, bonus)
    assert points == tricks + (bonus if bid == tricks else 0)


def test_deal_scores_score_each_player_alone() -> None:
    """Everyone scores for themselves: a deal's scores are the players' own."""
    assert deal_scores([1, 0, 2, 1], [1, 1, 2, 0]) == (11, 1, 12, 0)
    assert deal_scores([1, 0, 2, 1], [1, 1, 2, 0], BLACKOUT) == (11, 0, 12, 0)


def test_unknown_scoring_method_is_refused() -> None:
    with pytest.raises(ValueError, match="unknown scoring method"):
        score_player(1, 1, "bridge")


@pytest.mark.parametrize(
    ("bids", "tricks", "forbidden"),
    [([1, 2, 1], 5, 1), ([0, 0, 0], 1, 1), ([2, 2, 2], 5, None), ([0, 0], 3, 3), ([3, 2], 5, 0)],
)
def test_s4_hook_forbids_the_bid_that_makes_the_total_equal_the_tricks(
    bids: list[int], tricks: int, forbidden: int | None
) -> None:
    """S4: "the dealer may not bid the number that would cause the total number of tricks bid
    to equal the number of tricks available" (none when the others already bid too many)."""
    assert hook_bid(bids, tricks) == forbidden
