"""Dealing from a pack order, top card first (ruling G2)."""

from __future__ import annotations

from collections.abc import Sequence


def deal_hands(
    order: Sequence[int],
    players: int,
    first: int,
    packets: Sequence[int],
    start: int = 0,
) -> tuple[list[int], int]:
    """Deal rounds of packets clockwise from seat ``first``.

    ``packets`` gives the size of each round's packet (``(1,) * 13`` deals singly;
    ``(3, 2, 3)`` deals 8 by 3-2-3). Cards are taken from ``order[start:]``. Returns the
    hand masks and the position of the next undealt card.
    """
    hands = [0] * players
    position = start
    for size in packets:
        for offset in range(players):
            seat = (first + offset) % players
            for card in order[position : position + size]:
                hands[seat] |= 1 << card
            position += size
    if position > len(order):
        raise ValueError(f"the pack has {len(order)} cards; this deal needs {position}")
    return hands, position


def mask_of(indices: Sequence[int]) -> int:
    mask = 0
    for index in indices:
        mask |= 1 << index
    return mask
