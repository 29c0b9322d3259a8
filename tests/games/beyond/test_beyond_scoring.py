"""Scoring as pure functions: placement (B10), team bonus (B11), deal and pass-round scores
(B12), with the numbers worked out by hand."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from followsuit.games.beyond.scoring import (
    deal_scores,
    fulfilled,
    pass_round_scores,
    placement_key,
    placement_points,
    team_bonus,
)

N, E, S, W = 0, 1, 2, 3


def test_b10_fulfilled_players_rank_by_contract_then_the_rest_by_tricks() -> None:
    """B10: N 2 of 2, E 3 of 2 (failed), S 5 of 5, W 3 of 3: S 30, W 20, N 10, E 0."""
    assert placement_points([2, 2, 5, 3], [2, 3, 5, 3]) == (10, 0, 30, 20)


def test_b10_zero_bid_and_made_beats_thirteen_taken_on_twelve() -> None:
    """The text: "it is better to take 0 tricks if they are bid, than to take 13 tricks when
    you bid only 12"."""
    assert fulfilled(0, 0) and not fulfilled(12, 13)
    assert placement_key(0, 0) > placement_key(12, 13)
    assert placement_points([0, 12, 0, 0], [0, 13, 0, 0]) == (20, 0, 20, 20)


def test_b10_two_sharing_second_and_third_get_15_each() -> None:
    """B10, the text's example: two players sharing 2nd and 3rd place get 15 each."""
    # S fulfils 5 (1st); N and W fulfil 3 (2nd-3rd); E fails.
    assert placement_points([3, 4, 5, 3], [3, 2, 5, 3]) == (15, 0, 30, 15)


def test_b10_two_sharing_first_get_25_each() -> None:
    """B10: two fulfilled 4s share 1st and 2nd: (30 + 20) / 2 = 25 each."""
    assert placement_points([4, 2, 4, 1], [4, 3, 4, 2]) == (25, 10, 25, 0)


def test_b10_two_sharing_last_get_5_each() -> None:
    """B10: two failed players with equal tricks share 3rd and 4th: (10 + 0) / 2 = 5."""
    assert placement_points([6, 2, 1, 5], [6, 3, 1, 3]) == (30, 5, 20, 5)


def test_b10_three_way_tie_for_second_to_fourth_gets_10_each() -> None:
    """B10: N fulfils 4; E, S, W all fail with 3 tricks: (20 + 10 + 0) / 3 = 10 each."""
    assert placement_points([4, 2, 4, 1], [4, 3, 3, 3]) == (30, 10, 10, 10)


def test_b10_three_way_tie_for_first_gets_20_each() -> None:
    """B10: N, E, S fulfil 3 each; W bid 5 and took 4: (30 + 20 + 10) / 3 = 20 each."""
    assert placement_points([3, 3, 3, 5], [3, 3, 3, 4]) == (20, 20, 20, 0)


@given(
    st.lists(st.integers(0, 13), min_size=4, max_size=4),
    st.lists(st.integers(0, 13), min_size=3, max_size=3).filter(lambda t: sum(t) <= 13),
)
def test_b10_placement_points_always_share_out_60(contracts: list[int], some: list[int]) -> None:
    """B10: however players tie, the places' 30 + 20 + 10 + 0 are shared out exactly."""
    tricks = [*some, 13 - sum(some)]
    points = placement_points(contracts, tricks)
    assert sum(points) == 60
    for a in range(4):
        for b in range(4):
            if placement_key(contracts[a], tricks[a]) > placement_key(contracts[b], tricks[b]):
                assert points[a] > points[b]


@pytest.mark.parametrize(
    ("declarer", "no_trump", "raised", "expected"),
    [
        (N, False, 0, (20, 0)),  # declaring side: 20
        (N, True, 0, (40, 0)),  # + 20 for no trump
        (N, False, 1, (50, 0)),  # + 30 raised
        (N, False, 2, (80, 0)),  # + 60 re-raised
        (N, True, 2, (100, 0)),  # 20 + 20 + 60
        (E, False, 0, (40, 0)),  # North-South defending: 40
        (W, True, 1, (90, 0)),  # defending 40 + no trump 20 + raised 30
    ],
)
def test_b11_team_bonus(
    declarer: int, no_trump: bool, raised: int, expected: tuple[int, int]
) -> None:
    """B11: both North and South fulfil (2 and 5), East fails: only North-South earn it."""
    contracts, tricks = [2, 2, 5, 3], [2, 3, 5, 3]
    assert team_bonus(contracts, tricks, declarer, no_trump, raised) == expected


def test_b11_no_bonus_unless_both_partners_fulfil() -> None:
    """B11: West fulfils but East does not: East-West get no bonus."""
    assert team_bonus([2, 2, 5, 3], [2, 3, 5, 3], N, False, 0)[1] == 0
    assert team_bonus([2, 2, 4, 3], [2, 3, 5, 3], N, False, 0) == (0, 0)


def test_b12_deal_score_is_placement_plus_bonus() -> None:
    """B12, the text's example contract (2♠ re-raised by North; N 2, E 2, S 5, W 3) if East
    takes 3: North-South 10 + 30 + 20 + 60 = 120, East-West 0 + 20 = 20."""
    assert deal_scores([2, 2, 5, 3], [2, 3, 5, 3], N, False, 2) == (120, 20)


def test_b12_text_50_10_on_placement() -> None:
    """The text: if North-South take 10 tricks in the example they kill both opponents'
    contracts; "North and South will then win 50-10 on placement points" (both fail too)."""
    contracts, tricks = [2, 2, 5, 3], [4, 1, 6, 2]
    assert deal_scores(contracts, tricks, N, False, 2) == (50, 10)


def test_b12_pass_round_scores() -> None:
    """B12, pass round: 10 per trick the opponents took, 30 more if they took the last."""
    # North-South take 5, East-West 8, East the last trick.
    assert pass_round_scores([3, 4, 2, 4], E) == (110, 50)
    # the same tricks, North the last trick.
    assert pass_round_scores([3, 4, 2, 4], N) == (80, 80)


def test_b12_pass_round_all_thirteen_to_one_side_is_a_draw() -> None:
    """B12: "If one team takes all 13 tricks, the round is a draw 0-0"."""
    assert pass_round_scores([7, 0, 6, 0], N) == (0, 0)
    assert pass_round_scores([0, 13, 0, 0], E) == (0, 0)
