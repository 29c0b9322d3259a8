"""Spades scoring (ruling S1, and the text's partnership-bidding variants) as pure functions.

Two ways a side gets its contract: each player bids (``score_side``: nil and blind nil
possible), or the partners agree one team bid (``score_team``: blind team bids, the 10 bid,
Barmore's set for too many bags). Both take the bags a side carried in and return a
:class:`SideScore`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

NIL = 0
BLIND_NIL = -1
"""A player's bid is a number of tricks 1..13, ``NIL`` (0) or ``BLIND_NIL``."""

TEN = 10
"""The team bid with its own value in Barmore's rules (``ScoringRules.ten_bid_value``)."""


@dataclass(frozen=True)
class ScoringRules:
    """The numbers scoring uses (options may change them)."""

    nil_bonus: int = 100
    blind_nil_bonus: int = 200
    bag_limit: int = 10
    """Every this many bags accumulated cost ``bag_penalty`` (0: bags are never penalised)."""
    bag_penalty: int = 100
    trick_value: int = 10
    overtrick_points: int = 1
    """Points per overtrick (Barmore: 0, "nothing extra for overtricks")."""
    set_on_bags: int | None = None
    """A non-blind team bid below 10 is set on taking this many overtricks (Barmore: 3)."""
    ten_bid_value: int | None = None
    """What a team bid of 10 wins or loses instead of 10 x 10 (Barmore: 200)."""
    blind_multiplier: int = 2
    """A made blind team bid scores this many times its value; a failed one loses it once."""


@dataclass(frozen=True)
class SideScore:
    """One side's score for a deal and how it arose."""

    points: int
    contract: int
    tricks: int
    """Tricks counted toward the contract (a failed nil's tricks are not)."""
    made: bool
    bags: int
    """Bags taken this deal (overtricks and a failed nil's tricks)."""
    bag_total: int
    """Bags carried after this deal, past any penalty."""
    penalties: int
    """How many bag penalties this deal triggered."""
    nil_points: int = 0


def bag_penalties(bags_before: int, bags: int, rules: ScoringRules) -> tuple[int, int]:
    """Bag penalties triggered and bags carried on: every ``bag_limit`` bags cost once, and
    the excess carries to the next cycle (S1)."""
    total = bags_before + bags
    if not rules.bag_limit:
        return 0, total
    penalties = total // rules.bag_limit
    return penalties, total - penalties * rules.bag_limit


def score_side(
    bids: Sequence[int],
    tricks: Sequence[int],
    bags_before: int,
    rules: ScoringRules = ScoringRules(),
) -> SideScore:
    """Score one side from its two players' bids and tricks and the bags it carried in.

    Contract = the sum of non-nil bids; made: 10 per trick bid plus 1 per overtrick (a bag);
    set: minus 10 per trick bid. Nil: plus or minus 100 (blind nil 200); a failed nil's tricks
    do not help the partner's bid but count as bags. Every 10 bags accumulated cost 100.
    """
    contract = sum(b for b in bids if b > 0)
    counted = sum(t for b, t in zip(bids, tricks, strict=True) if b > 0)
    nil_tricks = sum(t for b, t in zip(bids, tricks, strict=True) if b <= 0)
    points = 0
    bags = nil_tricks
    made = counted >= contract
    if contract > 0:
        if made:
            points += rules.trick_value * contract
            bags += counted - contract
        else:
            points -= rules.trick_value * contract
    nil_points = 0
    for bid, taken in zip(bids, tricks, strict=True):
        if bid <= 0:
            value = rules.blind_nil_bonus if bid == BLIND_NIL else rules.nil_bonus
            nil_points += value if taken == 0 else -value
    points += nil_points + bags * rules.overtrick_points
    penalties, carried = bag_penalties(bags_before, bags, rules)
    points -= penalties * rules.bag_penalty
    return SideScore(
        points=points,
        contract=contract,
        tricks=counted,
        made=made,
        bags=bags,
        bag_total=carried,
        penalties=penalties,
        nil_points=nil_points,
    )


def team_bid_value(bid: int, rules: ScoringRules) -> int:
    """What a team bid is worth once: 10 a trick, or the special value of a 10 bid."""
    if bid == TEN and rules.ten_bid_value is not None:
        return rules.ten_bid_value
    return rules.trick_value * bid


def score_team(
    bid: int | None,
    blind: bool,
    tricks: int,
    bags_before: int,
    rules: ScoringRules = ScoringRules(),
) -> SideScore:
    """Score a side's agreed team bid (the partnership-bidding variants).

    ``bid`` None: a deal played without bidding (Barmore's first deal), 10 per trick taken.
    Made (tricks >= bid): the bid's value, times ``blind_multiplier`` if blind, plus overtrick
    points; a non-blind bid below 10 taking ``set_on_bags`` overtricks or more is set instead.
    Set: minus the bid's value, once, blind or not.
    """
    if bid is None:
        return SideScore(rules.trick_value * tricks, 0, tricks, True, 0, bags_before, 0)
    value = team_bid_value(bid, rules)
    over = tricks - bid
    too_many_bags = (
        not blind and bid < TEN and rules.set_on_bags is not None and over >= rules.set_on_bags
    )
    if over < 0 or too_many_bags:
        return SideScore(-value, bid, tricks, False, 0, bags_before, 0)
    points = value * (rules.blind_multiplier if blind else 1) + over * rules.overtrick_points
    penalties, carried = bag_penalties(bags_before, over, rules)
    return SideScore(
        points=points - penalties * rules.bag_penalty,
        contract=bid,
        tricks=tricks,
        made=True,
        bags=over,
        bag_total=carried,
        penalties=penalties,
    )


@dataclass(frozen=True)
class Contracts:
    """What a deal's play is scored against once the bidding is over: each seat's bid (or
    each side's team bid, None for a deal played without bidding), which team bids are
    blind, and the bags each side carried in."""

    rules: ScoringRules
    team_bidding: bool
    bids: tuple[int | None, ...]
    team_bids: tuple[int | None, ...]
    blind: tuple[bool, bool]
    bags: tuple[int, ...]

    def side_scores(self, tricks_won: Sequence[int]) -> list[SideScore]:
        """Both sides' scores from each seat's tricks (``score_team`` or ``score_side``)."""
        sides = []
        for side in (0, 1):
            seats = (side, side + 2)
            tricks = [tricks_won[s] for s in seats]
            if self.team_bidding:
                bid, blind, bags = self.team_bids[side], self.blind[side], self.bags[side]
                sides.append(score_team(bid, blind, sum(tricks), bags, self.rules))
            else:
                bids = [b for b in (self.bids[s] for s in seats) if b is not None]
                sides.append(score_side(bids, tricks, self.bags[side], self.rules))
        return sides
