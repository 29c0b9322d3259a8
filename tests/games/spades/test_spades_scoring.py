"""Spades scoring as pure functions (ruling S1, and the text's team-bid variants), tested
without playing a deal."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from followsuit.games.spades.scoring import (
    BLIND_NIL,
    NIL,
    ScoringRules,
    bag_penalties,
    score_side,
    score_team,
)

BARMORE = ScoringRules(bag_limit=0, overtrick_points=0, set_on_bags=3, ten_bid_value=200)


def test_s1_made_contract_scores_ten_a_trick_bid_and_one_a_bag() -> None:
    """S1: "Made: 10 x bid + 1 per overtrick (bag)". Bids 4 + 3 = 7, tricks 5 + 4 = 9."""
    result = score_side([4, 3], [5, 4], bags_before=0)
    assert (result.points, result.contract, result.made, result.bags) == (72, 7, True, 2)


def test_s1_exact_contract_has_no_bags() -> None:
    result = score_side([2, 3], [4, 1], bags_before=3)
    assert (result.points, result.bags, result.bag_total) == (50, 0, 3)


def test_s1_set_contract_loses_ten_a_trick_bid() -> None:
    """S1: "set: -10 x bid", whatever tricks were taken, and a set side takes no bags."""
    result = score_side([5, 4], [4, 4], bags_before=0)
    assert (result.points, result.made, result.bags) == (-90, False, 0)


def test_s1_nil_made_scores_100_with_partners_contract() -> None:
    """S1: nil +100, in addition to the partner's bid."""
    result = score_side([NIL, 4], [0, 5], bags_before=0)
    assert (result.points, result.nil_points, result.bags) == (141, 100, 1)


def test_s1_nil_failed_loses_100_but_partner_still_scores() -> None:
    """The text: a failed nil loses the side 100 "but still receives any amount scored for the
    partner's bid". North nil takes 2; South bid 3 and took 3: 30 - 100 + 2 bags = -68."""
    result = score_side([NIL, 3], [2, 3], bags_before=0)
    assert result.points == 30 - 100 + 2
    assert result.made and result.bags == 2


def test_s1_failed_nil_tricks_count_as_bags_not_toward_partners_bid() -> None:
    """S1: "A failed nil's tricks do not count toward partner's bid but count as bags (a point
    each, and toward the 10-bag penalty, like any bag)". Partner bid 4 and took 3: set, even
    though the side took 5; the nil's 2 tricks are 2 bags, and with 8 carried they make 10."""
    result = score_side([NIL, 4], [2, 3], bags_before=8)
    assert result.tricks == 3 and not result.made
    assert result.bags == 2
    assert result.penalties == 1 and result.bag_total == 0
    assert result.points == -40 - 100 + 2 - 100


def test_s1_blind_nil_scores_plus_or_minus_200() -> None:
    """S1: blind nil +-200."""
    assert score_side([BLIND_NIL, 5], [0, 5], 0).points == 250
    assert score_side([BLIND_NIL, 5], [1, 5], 0).points == 50 - 200 + 1


def test_s1_both_partners_nil() -> None:
    """Two nils: no contract; each nil scores on its own; tricks taken are bags."""
    result = score_side([NIL, NIL], [0, 3], 0)
    assert result.points == 100 - 100 + 3
    assert result.contract == 0 and result.bags == 3


def test_s1_ten_bags_cost_100_and_the_excess_carries() -> None:
    """S1: "Every 10 bags accumulated: -100 (the excess carries)". 7 carried + 5 bags = 12:
    one penalty, 2 bags carried on."""
    result = score_side([3, 3], [6, 5], bags_before=7)
    assert result.bags == 5
    assert result.penalties == 1 and result.bag_total == 2
    assert result.points == 60 + 5 - 100


def test_s1_twenty_bags_cost_twice() -> None:
    """The text: "if they reached twenty overtricks they would lose another [100]"."""
    assert bag_penalties(9, 11, ScoringRules()) == (2, 0)
    assert bag_penalties(9, 0, ScoringRules()) == (0, 9)


def test_s1_text_example_bid_5_take_7_and_9() -> None:
    """The text's example: bid 5, win 7: 52; win 9: 54 and (with bags reaching ten) lose 100.
    The example's starting score was lost; its last digit is the side's bags (the text's note),
    so we start it with 6 bags carried."""
    assert score_side([5], [7], 6).points == 52
    nine = score_side([5], [9], 6)
    assert nine.points == 54 - 100 and nine.bag_total == 0


@given(
    bids=st.lists(st.integers(min_value=BLIND_NIL, max_value=13), min_size=2, max_size=2),
    tricks=st.lists(st.integers(min_value=0, max_value=13), min_size=2, max_size=2),
    bags_before=st.integers(min_value=0, max_value=9),
)
def test_s1_scores_decompose(bids: list[int], tricks: list[int], bags_before: int) -> None:
    """Any side: points = contract part + nil part + one a bag - 100 a penalty; bags carried
    stay below ten."""
    result = score_side(bids, tricks, bags_before)
    contract = sum(b for b in bids if b > 0)
    counted = sum(t for b, t in zip(bids, tricks, strict=True) if b > 0)
    part = 10 * contract if counted >= contract else -10 * contract
    assert result.points == part + result.nil_points + result.bags - 100 * result.penalties
    assert 0 <= result.bag_total < 10
    assert bags_before + result.bags == 10 * result.penalties + result.bag_total


# -- team bids (the partnership-bidding variants) ------------------------------------------


def test_s3_team_bid_scores_like_a_side_contract() -> None:
    """Partnership bidding with standard scoring: one bid per side, 10 a trick, a bag each."""
    assert score_team(6, False, 8, 0).points == 62
    assert score_team(6, False, 5, 0).points == -60


def test_s3_barmore_made_bid_has_nothing_for_overtricks() -> None:
    """Barmore: "For a successful bid they win 10 times the number bid, with nothing extra for
    overtricks"; one or two sandbags are allowed."""
    assert score_team(5, False, 5, 0, BARMORE).points == 50
    assert score_team(5, False, 7, 0, BARMORE).points == 50


def test_s3_barmore_three_bags_set_the_bid() -> None:
    """Barmore: a side that "wins three or more sandbags" is set: -10 a trick bid."""
    result = score_team(5, False, 8, 0, BARMORE)
    assert (result.points, result.made) == (-50, False)


def test_s3_barmore_ten_bid_scores_200() -> None:
    """Barmore: a 10 bid scores 200 on 10, 11 or 12 tricks (and 13 too: that wins the game,
    decided in the deal's outcome); fewer lose 200."""
    assert [score_team(10, False, t, 0, BARMORE).points for t in (9, 10, 12, 13)] == [
        -200,
        200,
        200,
        200,
    ]


def test_s3_barmore_blind_bid_doubles_if_made_and_is_single_if_lost() -> None:
    """Barmore: "A blind bid scores double if successful but only singly if lost", with no limit
    on sandbags; a blind 10 made is 400, failed -200."""
    assert score_team(6, True, 6, 0, BARMORE).points == 120
    assert score_team(6, True, 11, 0, BARMORE).points == 120
    assert score_team(7, True, 6, 0, BARMORE).points == -70
    assert score_team(10, True, 10, 0, BARMORE).points == 400
    assert score_team(10, True, 9, 0, BARMORE).points == -200


def test_s3_barmore_deal_without_bidding_scores_ten_a_trick() -> None:
    """Barmore: the first hand is played without bidding, "10 points per trick"."""
    result = score_team(None, False, 7, 0, BARMORE)
    assert (result.points, result.made) == (70, True)
