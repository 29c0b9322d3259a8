"""A whole match (ruling S1): scores and bags carried, the deal passing left, the end at 500
(both over: the higher; a tie plays on), the lose-at-200 option, and Barmore's endings."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

from spades_helpers import EAST, NORTH, SOUTH, WEST, deal_with, heuristic_bots, spades

from followsuit.engine import Scores
from followsuit.games.spades.carry import SpadesCarry


def finished(totals: tuple[int, int], **carry: Any) -> Any:
    """What ``match_over`` and ``winner`` read of a match: its carry and its totals."""
    return SimpleNamespace(
        carry=SpadesCarry(totals, **carry), scores=Scores(((totals[0], totals[1]),), totals)
    )


def test_s1_game_ends_when_a_side_reaches_500() -> None:
    game = spades()
    assert not game.match_over(finished((499, 320)))
    assert game.match_over(finished((500, 320)))
    assert game.winner(finished((500, 320))) == 0


def test_s1_both_over_500_in_one_deal_the_higher_wins() -> None:
    """S1: "both over 500 in one deal: higher wins"."""
    game = spades()
    match = finished((512, 530))
    assert game.match_over(match) and game.winner(match) == 1


def test_s1_a_tie_plays_on() -> None:
    """S1: "a tie plays on", also at or over 500."""
    game = spades()
    assert not game.match_over(finished((510, 510)))
    assert not game.match_over(finished((-250, -250)))


def test_s1_lose_at_minus_200_is_an_option() -> None:
    """S1: "(option) lose at -200": off by default; on, a side at -200 or below loses."""
    assert not spades().match_over(finished((-200, 50)))
    game = spades("lose-at-200")
    assert not game.match_over(finished((-199, 50)))
    match = finished((-200, 50))
    assert game.match_over(match) and game.winner(match) == 1


def test_s1_target_is_an_option() -> None:
    game = spades(target=300)
    assert game.match_over(finished((300, 10)))


WALKOVER = {
    NORTH: "AC KC QC JC TC 9C 8C 7C 6C 5C 4C 3C 2C",
    EAST: "AS KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S",
    SOUTH: "AD KD QD JD TD 9D 8D 7D 6D 5D 4D 3D 2D",
    WEST: "AH KH QH JH TH 9H 8H 7H 6H 5H 4H 3H 2H",
}
"""East holds every spade: East takes all thirteen tricks whatever anyone plays."""


def play_any(deal: Any) -> Any:
    while deal.to_act is not None:
        deal.apply(deal.legal_actions()[0])
    return deal


def test_s1_deal_carries_scores_and_bags_into_the_match() -> None:
    """A deal's outcome adds its scores to the carried totals and its bags to the carried
    bags, past any penalty: EW bid 4 + 2 and take 13: 60 + 7 bags; with 5 carried, -100."""
    carry = SpadesCarry((120, 80), (3, 5), deals=4)
    deal = play_any(deal_with(WALKOVER, dealer=WEST, carry=carry, actions=["2", "4", "1", "2"]))
    outcome = deal.outcome()
    assert outcome.scores == (-30, 60 + 7 - 100)
    assert outcome.carry == SpadesCarry((90, 47), (3, 2), deals=5, sets_in_row=(1, 0))


def test_s1_deal_passes_to_the_left_and_a_whole_match_ends_at_500() -> None:
    """A whole match of heuristic bots: the deal rotates clockwise, the totals carry, and the
    match ends exactly when a side first reaches 500 and leads."""
    game = spades()
    match = game.new_match(seed=7, dealer=NORTH)
    bots = heuristic_bots(game, 7)
    while match.to_act is not None:
        seat = match.to_act
        match.apply(bots[seat].act(match.view(seat)))
    dealers = [d.dealer for d in match.deals]
    assert dealers == [(NORTH + i) % 4 for i in range(len(dealers))]
    running = [0, 0]
    for number, scores in enumerate(match.scores.deals):
        running = [running[0] + scores[0], running[1] + scores[1]]
        over = max(running) >= 500 and running[0] != running[1]
        assert over == (number == len(match.deals) - 1), f"deal {number + 1}: {running}"
    assert list(match.scores.totals) == running
    assert match.winner == running.index(max(running))


# -- Barmore's endings ---------------------------------------------------------------------

BARMORE_BIDS = ["tell 0 0", "4", "tell 13 0"]


def barmore_deal(east_west_bid: str, carry: SpadesCarry, preset: str = "barmore") -> Any:
    actions = [*BARMORE_BIDS, east_west_bid]
    return play_any(deal_with(WALKOVER, dealer=WEST, carry=carry, preset=preset, actions=actions))


def test_s3_barmore_set_twice_in_succession_loses_the_game() -> None:
    """Barmore: "If a team is set twice in succession ... they lose the whole game,
    irrespective of the scores". NS, set last deal, bid 4 and take nothing."""
    carry = SpadesCarry((150, 100), (0, 0), deals=5, sets_in_row=(1, 0))
    outcome = barmore_deal("9", carry).outcome()
    assert outcome.carry.sets_in_row[0] == 2
    assert outcome.carry.decided == 1 and outcome.result["decided"] == 1


def test_s3_barmore_both_set_twice_the_higher_score_wins() -> None:
    """Barmore: "If both teams are set on two consecutive deals, the team with the higher score
    wins". EW bid 9 and take 13: four sandbags set them too."""
    carry = SpadesCarry((100, 50), (0, 0), deals=5, sets_in_row=(1, 1))
    outcome = barmore_deal("9", carry).outcome()
    assert outcome.scores == (-40, -90)
    assert outcome.carry.sets_in_row == (2, 2)
    assert outcome.carry.decided == 0


def test_s3_barmore_boston_on_a_ten_bid_wins_the_game() -> None:
    """Barmore: "If they bid 10 and win all 13 tricks they win the whole game"."""
    carry = SpadesCarry((0, 0), (0, 0), deals=5)
    deal = barmore_deal("10", carry)
    outcome = deal.outcome()
    assert outcome.scores == (-40, 200)
    assert outcome.carry.decided == 1
    game = deal.game
    match = finished(outcome.carry.totals, deals=6, decided=1)
    assert game.match_over(match) and game.winner(match) == 1


def test_s3_barmore_redd_three_sets_in_a_row() -> None:
    """Redd's groups: "a team survives two consecutive sets but loses ... three times"."""
    carry = SpadesCarry((150, 100), (0, 0), deals=5, sets_in_row=(1, 0))
    assert barmore_deal("9", carry, "barmore-three-sets").outcome().carry.decided is None
    carry = SpadesCarry((150, 100), (0, 0), deals=5, sets_in_row=(2, 0))
    assert barmore_deal("9", carry, "barmore-three-sets").outcome().carry.decided == 1


def test_s3_barmore_first_deal_has_no_bidding() -> None:
    """Barmore: "The first hand of a new game is normally played without any bidding ... 10
    points per trick"; later deals are bid."""
    first = deal_with(WALKOVER, dealer=WEST, preset="barmore")
    assert first.phase == "play" and first.to_act == NORTH
    assert play_any(first).outcome().scores == (0, 130)
    second = deal_with(WALKOVER, dealer=WEST, preset="barmore", carry=SpadesCarry(deals=1))
    assert second.phase == "tell" and second.to_act == NORTH


def test_s3_barmore_match_starts_unbid_and_ends() -> None:
    """A Barmore match of heuristic bots: deal one unbid, the others bid; it ends by 500, a
    Boston or a side set twice in a row, and the winner is the one the ending names."""
    game = spades("barmore")
    match = game.new_match(seed=3, dealer=EAST)
    bots = heuristic_bots(game, 3)
    while match.to_act is not None:
        seat = match.to_act
        match.apply(bots[seat].act(match.view(seat)))
    first = match.finished[0].result
    assert first["team_bids"] == [None, None]
    assert all(None not in o.result["team_bids"] for o in match.finished[1:])
    carry = match.carry
    if carry.decided is None:
        assert max(carry.totals) >= 500 and match.winner == carry.totals.index(max(carry.totals))
    else:
        assert match.winner == carry.decided
