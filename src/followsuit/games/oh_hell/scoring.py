"""Oh Hell scoring (ruling S4 and the text's Blackout) as pure functions: bids and tricks in,
points out."""

from __future__ import annotations

from collections.abc import Sequence

STANDARD = "standard"
"""1 point per trick won, plus a bonus (10) for winning exactly the tricks bid (S4)."""
BLACKOUT = "blackout"
"""Blackout, or Blob: 10 plus the bid for an exact bid, nothing otherwise."""
METHODS = (STANDARD, BLACKOUT)

EXACT_BONUS = 10


def made(bid: int, tricks: int) -> bool:
    """A bid is made when the tricks won equal it exactly, no more and no fewer."""
    return bid == tricks


def score_standard(bid: int, tricks: int, bonus: int = EXACT_BONUS) -> int:
    """One point per trick won, plus ``bonus`` when exactly the tricks bid were won."""
    return tricks + (bonus if made(bid, tricks) else 0)


def score_blackout(bid: int, tricks: int, bonus: int = EXACT_BONUS) -> int:
    """``bonus`` plus the bid when exactly the tricks bid were won (10 for 0, 11 for 1, ...);
    otherwise nothing: the scorer blacks the bid out."""
    return bonus + bid if made(bid, tricks) else 0


def score_player(bid: int, tricks: int, method: str = STANDARD, bonus: int = EXACT_BONUS) -> int:
    """One player's points for a deal under a scoring ``method``."""
    if method == STANDARD:
        return score_standard(bid, tricks, bonus)
    if method == BLACKOUT:
        return score_blackout(bid, tricks, bonus)
    raise ValueError(f"unknown scoring method {method!r}: expected one of {', '.join(METHODS)}")


def deal_scores(
    bids: Sequence[int],
    tricks: Sequence[int],
    method: str = STANDARD,
    bonus: int = EXACT_BONUS,
) -> tuple[int, ...]:
    """Every seat's points for a deal; each player scores alone."""
    return tuple(
        score_player(bid, won, method, bonus) for bid, won in zip(bids, tricks, strict=True)
    )


def hook_bid(bids: Sequence[int], tricks: int) -> int | None:
    """The one bid the dealer may not make under the hook rule: the one that would make the
    bids total the tricks in the deal (None when that number is out of reach)."""
    forbidden = tricks - sum(bids)
    return forbidden if 0 <= forbidden <= tricks else None
