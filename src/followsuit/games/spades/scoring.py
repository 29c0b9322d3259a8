"""Spades scoring (ruling S1) as pure functions: a deal's bids and tricks in, points out."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

NIL = 0
BLIND_NIL = -1
"""A bid is a number of tricks 1..13, ``NIL`` (0) or ``BLIND_NIL``."""


@dataclass(frozen=True)
class ScoringRules:
    """The numbers scoring uses (options may change them)."""

    nil_bonus: int = 100
    blind_nil_bonus: int = 200
    bag_limit: int = 10
    bag_penalty: int = 100
    trick_value: int = 10


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
    nil_points: int


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
            points += rules.trick_value * contract + (counted - contract)
            bags += counted - contract
        else:
            points -= rules.trick_value * contract
    nil_points = 0
    for bid, taken in zip(bids, tricks, strict=True):
        if bid <= 0:
            value = rules.blind_nil_bonus if bid == BLIND_NIL else rules.nil_bonus
            nil_points += value if taken == 0 else -value
    points += nil_points + nil_tricks
    total = bags_before + bags
    penalties = total // rules.bag_limit if rules.bag_limit else 0
    points -= penalties * rules.bag_penalty
    return SideScore(
        points=points,
        contract=contract,
        tricks=counted,
        made=made,
        bags=bags,
        bag_total=total - penalties * rules.bag_limit,
        penalties=penalties,
        nil_points=nil_points,
    )
