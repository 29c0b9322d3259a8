"""Dealing from a pack order, top card first (ruling G2)."""

from __future__ import annotations

from collections.abc import Sequence
from operator import itemgetter

BIT = [1 << i for i in range(256)]
"""``BIT[i] == 1 << i`` for the physical cards of any pack: a lookup allocates nothing."""


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
    position = start + players * sum(packets)
    if position > len(order):
        raise ValueError(f"the pack has {len(order)} cards; this deal needs {position}")
    if packets.count(1) == len(packets):
        try:
            return _deal_singly(order, players, first, len(packets), start), position
        except IndexError:  # a card numbered beyond BIT: the general way below
            pass
    hands = [0] * players
    at = start
    for size in packets:
        for offset in range(players):
            seat = (first + offset) % players
            for card in order[at : at + size]:
                hands[seat] |= 1 << card
            at += size
    return hands, position


def _deal_singly(
    order: Sequence[int], players: int, first: int, rounds: int, start: int
) -> list[int]:
    """One card at a time: seat ``first + k`` gets every ``players``-th card from
    ``start + k``. Physical indices are distinct, so the sum of their bits is their union."""
    hands = [0] * players
    if rounds == 0:
        return hands
    end = start + players * rounds
    for offset in range(players):
        cards = order[start + offset : end : players]
        seat = (first + offset) % players
        hands[seat] = sum(itemgetter(*cards)(BIT)) if rounds > 1 else BIT[cards[0]]
    return hands


def mask_of(indices: Sequence[int]) -> int:
    mask = 0
    for index in indices:
        mask |= 1 << index
    return mask
