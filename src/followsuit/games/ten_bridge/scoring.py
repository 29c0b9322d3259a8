"""10 Bridge scoring (ruling T7) as pure functions: a contract and its result in, points out.

A deal is scored from the contract, the declaring side, the tricks that side took and both
sides' carried part scores before the deal; it returns each side's points, the bonuses that
made them, and the carried part scores after it. The text's 12-deal chart is the test.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from followsuit.games.ten_bridge.contract import BOOK, DOUBLED_TEXT, TOP_LEVEL, Contract, Kind

TRICK_RATES: dict[Kind, tuple[int, int, int]] = {
    Kind.MINOR: (4, 6, 10),
    Kind.MAJOR: (5, 7, 11),
    Kind.NO_TRUMP: (7, 9, 13),
}
"""Trick points per trick: plain, doubled, redoubled (the text's TRICK POINTS chart)."""
GAME_LEVELS: dict[Kind, int] = {Kind.MINOR: 4, Kind.MAJOR: 3, Kind.NO_TRUMP: 2}
"""The lowest plain level that makes game: the basis of the extra level bonus."""
GAME_POINTS = 13
SUPER_GAME_POINTS = 25
GAME_BONUS = 20
SUPER_GAME_BONUS = 40
EXTRA_LEVEL_BONUS = 10
FULL_HOUSE_BONUS = 50
LOVE_BONUS = 5
SESSION_BONUS = 5
"""To each side with a carried part score at the end of the session (an option, T7)."""
OVERTRICK_BONUS: tuple[tuple[int, ...], ...] = ((), (5, 10, 20, 40), (10, 20, 40, 80))
"""Bonus for 1..4 overtricks in a doubled and a redoubled contract (none when plain)."""
UNDERTRICK_BONUS: tuple[tuple[int, ...], ...] = (
    (),
    (5, 10, 20, 40, 80, 160),
    (10, 20, 40, 80, 160, 320),
)
"""Bonus to the opponents for 1..6 undertricks doubled and redoubled (none when plain)."""
MAX_UNDERTRICKS = 6
"""Undertricks beyond six are ignored (the text's UNDERTRICK BONUS)."""


@dataclass(frozen=True)
class DealScore:
    """What one deal scores, and the carried part scores it leaves."""

    points: tuple[int, int]
    """North-South, East-West."""
    made: bool
    result: int
    """As the chart writes it: tricks above five when made, tricks short of the contract
    (negative) when defeated."""
    trick_points: int
    """Rate × tricks above five (made) or rate × undertricks (defeated)."""
    part_score: int
    """Bid points added to the declaring side's carried part score this deal (0: none)."""
    bonuses: tuple[tuple[str, int], ...]
    part_scores: tuple[int, int]
    """Carried part scores after the deal."""
    explanation: str
    """The chart's explanation column: ``(3x13) 40 Super Game 10 Overtrick Bonus``."""


def trick_rate(contract: Contract) -> int:
    """Trick points per trick for this contract's kind and doubling."""
    return TRICK_RATES[contract.denomination.kind][contract.doubled]


def chart_result(contract: Contract, tricks: int) -> int:
    """The chart's result column: ``+k`` tricks above five when made, ``-k`` short when not."""
    if tricks >= contract.tricks_needed:
        return tricks - BOOK
    return tricks - contract.tricks_needed


def score_deal(
    contract: Contract,
    declarer_side: int,
    tricks: int,
    part_scores: Sequence[int] = (0, 0),
) -> DealScore:
    """Score one deal: ``tricks`` taken by the declaring side (0 North-South, 1 East-West),
    with both sides' carried part scores before the deal (T7)."""
    if not 0 <= tricks <= BOOK + TOP_LEVEL:
        raise ValueError(f"a side takes 0 to 10 tricks, not {tricks}")
    carried = (part_scores[0], part_scores[1])
    result = chart_result(contract, tricks)
    if contract.is_love:
        return _score_love(contract, declarer_side, tricks, carried, result)
    if tricks >= contract.tricks_needed:
        return _score_made(contract, declarer_side, tricks, carried, result)
    return _score_defeated(contract, declarer_side, tricks, carried, result)


def _side_points(side: int, points: int) -> tuple[int, int]:
    return (points, 0) if side == 0 else (0, points)


def _score_love(
    contract: Contract, side: int, tricks: int, carried: tuple[int, int], result: int
) -> DealScore:
    """A love contract is a battle for 5 points; doubles and overtricks change nothing."""
    made = tricks >= contract.tricks_needed
    winner = side if made else 1 - side
    return DealScore(
        points=_side_points(winner, LOVE_BONUS),
        made=made,
        result=result,
        trick_points=0,
        part_score=0,
        bonuses=(("love contract", LOVE_BONUS),),
        part_scores=carried,
        explanation=f"Love contract: {LOVE_BONUS} bonus, no trick points",
    )


def _score_made(
    contract: Contract, side: int, tricks: int, carried: tuple[int, int], result: int
) -> DealScore:
    rate = trick_rate(contract)
    level = contract.level
    trick_points = rate * result
    bid_points = rate * level
    bonuses: list[tuple[str, int]] = []
    carry = list(carried)
    part_score = 0
    if bid_points >= SUPER_GAME_POINTS:
        bonuses.append(("super game", SUPER_GAME_BONUS))
    elif bid_points >= GAME_POINTS:
        if carry[side] + bid_points >= SUPER_GAME_POINTS:
            bonuses.append(("super game", SUPER_GAME_BONUS))
            carry = [0, 0]
        else:
            bonuses.append(("game", GAME_BONUS))
    else:
        part_score = bid_points
        carry[side] += bid_points
        if carry[side] >= GAME_POINTS:
            bonuses.append(("game", GAME_BONUS))
            carry = [0, 0]
    extra = level - GAME_LEVELS[contract.denomination.kind]
    if extra > 0:
        bonuses.append(("extra level", EXTRA_LEVEL_BONUS * extra))
    if level == TOP_LEVEL:
        bonuses.append(("full house", FULL_HOUSE_BONUS))
    overtricks = tricks - contract.tricks_needed
    if overtricks and contract.doubled:
        bonuses.append(("overtrick", OVERTRICK_BONUS[contract.doubled][overtricks - 1]))
    total = trick_points + sum(points for _, points in bonuses)
    return DealScore(
        points=_side_points(side, total),
        made=True,
        result=result,
        trick_points=trick_points,
        part_score=part_score,
        bonuses=tuple(bonuses),
        part_scores=(carry[0], carry[1]),
        explanation=_explain(result, rate, bonuses),
    )


def _score_defeated(
    contract: Contract, side: int, tricks: int, carried: tuple[int, int], result: int
) -> DealScore:
    """The opponents score the undertricks; nothing enters a carried part score."""
    rate = trick_rate(contract)
    undertricks = min(contract.tricks_needed - tricks, MAX_UNDERTRICKS)
    bonuses: list[tuple[str, int]] = []
    if contract.doubled:
        bonuses.append(("undertrick", UNDERTRICK_BONUS[contract.doubled][undertricks - 1]))
    total = rate * undertricks + sum(points for _, points in bonuses)
    return DealScore(
        points=_side_points(1 - side, total),
        made=False,
        result=result,
        trick_points=rate * undertricks,
        part_score=0,
        bonuses=tuple(bonuses),
        part_scores=carried,
        explanation=_explain(undertricks, rate, bonuses),
    )


_BONUS_NAMES = {
    "game": "Game",
    "super game": "Super Game",
    "extra level": "Extra Level",
    "full house": "Full House",
    "overtrick": "Overtrick Bonus",
    "undertrick": "Undertrick Bonus",
}


def _explain(count: int, rate: int, bonuses: Sequence[tuple[str, int]]) -> str:
    parts = [f"({count}x{rate})"]
    parts += [f"{points} {_BONUS_NAMES[name]}" for name, points in bonuses]
    return " ".join(parts)


def deal_result(
    contract: Contract,
    declarer: int,
    dealer: int,
    tricks: Sequence[int],
    score: DealScore,
    part_scores_before: Sequence[int],
    *,
    trump: str | None = None,
    revealed_by: int | None = None,
    forced: bool = False,
) -> dict[str, Any]:
    """A deal's result as records and the score sheet show it (JSON-ready): ``tricks`` per
    side, ``trump`` the trump suit's symbol, ``revealed_by`` the hand whose call revealed it."""
    return {
        "dealer": dealer,
        "contract": contract.bid.text,
        "doubled": DOUBLED_TEXT[contract.doubled],
        "declarer": declarer,
        "forced": forced,
        "trump": trump,
        "revealed_by": revealed_by,
        "tricks": list(tricks),
        "made": score.made,
        "result": f"{score.result:+d}",
        "trick_points": score.trick_points,
        "bonuses": dict(score.bonuses),
        "part_score": score.part_score,
        "part_scores_before": list(part_scores_before),
        "part_scores": list(score.part_scores),
        "explanation": score.explanation,
    }


def session_bonus(part_scores: Sequence[int], bonus: int = SESSION_BONUS) -> tuple[int, int]:
    """At the end of the session, ``bonus`` to each side with a carried part score (T7)."""
    return (bonus if part_scores[0] > 0 else 0, bonus if part_scores[1] > 0 else 0)
