"""Bézique's scores as pure functions (Z1): brisques, the last trick, a deal's total."""

from __future__ import annotations

from collections.abc import Sequence

from followsuit.cards import Pack, Rank

SEVEN = 10
"""Z1: the seven of trumps turned up, exchanged or declared."""
BRISQUE = 10
"""Z1: each ace and ten in the tricks taken."""
LAST_TRICK = 10
"""Z1: the last trick."""


def brisques(pack: Pack, taken: int) -> int:
    """How many aces and tens ``taken`` (a mask of cards won in tricks) holds."""
    count = 0
    while taken:
        low = taken & -taken
        if pack[low.bit_length() - 1].rank in (Rank.ACE, Rank.TEN):
            count += 1
        taken ^= low
    return count


def seat_scores(declared: Sequence[int], brisque_counts: Sequence[int], last: int) -> list[int]:
    """Each seat's deal: its declarations, 10 a brisque, and 10 for the last trick."""
    return [
        points + BRISQUE * count + (LAST_TRICK if seat == last else 0)
        for seat, (points, count) in enumerate(zip(declared, brisque_counts, strict=True))
    ]
