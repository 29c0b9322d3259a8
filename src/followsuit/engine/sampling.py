"""Resampling hidden cards consistently with what a seat knows (for search bots).

What a seat has seen fixes some cards; the rest are dealt among the hidden places (other hands,
a stock, discards) so that each place gets its size and no place gets a card it cannot hold
(a suit its owner showed void in). OpenSpiel once shipped an Oh Hell resampler that ignored
voids; these functions never do.
"""

from __future__ import annotations

from collections.abc import Sequence
from random import Random


class NoSharing(ValueError):
    """The cards cannot be shared out as asked (the caller's sizes and limits): ``card`` is
    one that no place with room may hold, or None when each card has a place but not all of
    them at once (or the sizes do not add up). A view's places turn it into an
    :class:`~followsuit.errors.InconsistentView` naming the card and places."""

    def __init__(self, message: str, card: int | None = None) -> None:
        super().__init__(message)
        self.card = card


def deal_unknown(
    cards: Sequence[int],
    needs: Sequence[int],
    forbidden: Sequence[int],
    rng: Random,
    tries: int = 100,
) -> list[int]:
    """Share ``cards`` (physical indices) out: place ``i`` gets ``needs[i]`` of them, none in
    the mask ``forbidden[i]``. Returns one mask per place. Raises :class:`NoSharing` (a
    ``ValueError``) if impossible.
    """
    if sum(needs) != len(cards):
        raise NoSharing(f"{len(cards)} unknown cards for {sum(needs)} places")
    places = [p for p in range(len(needs)) if needs[p]]
    barred = 0
    for p in places:
        barred |= forbidden[p]
    bound = [c for c in cards if barred >> c & 1]
    free = [c for c in cards if not barred >> c & 1]
    allowed = {c: [p for p in places if not forbidden[p] >> c & 1] for c in bound}
    for card, where in allowed.items():
        if not where:
            raise NoSharing(f"card {card} can lie nowhere", card)
    for _ in range(tries):
        result = _greedy(bound, needs, allowed, rng)
        if result is not None:
            return _share_free(free, result, rng)
    result = _backtrack(bound, needs, allowed, rng)
    if result is None:
        raise NoSharing("no way to place the unknown cards under these constraints")
    return _share_free(free, result, rng)


def _share_free(free: list[int], placed: tuple[list[int], list[int]], rng: Random) -> list[int]:
    """The cards no place forbids fill the room left, shuffled: every way equally likely."""
    hands, room = placed
    rng.shuffle(free)
    at = 0
    for place, space in enumerate(room):
        for card in free[at : at + space]:
            hands[place] |= 1 << card
        at += space
    return hands


def _greedy(
    cards: Sequence[int], needs: Sequence[int], allowed: dict[int, list[int]], rng: Random
) -> tuple[list[int], list[int]] | None:
    """The constrained cards first, most constrained first, each to a place at random in
    proportion to its room. Returns the places' masks and the room left, or None (stuck)."""
    order = list(cards)
    rng.shuffle(order)
    order.sort(key=lambda c: len(allowed[c]))
    room = list(needs)
    hands = [0] * len(needs)
    for card in order:
        open_places = [p for p in allowed[card] if room[p]]
        if not open_places:
            return None
        if len(open_places) == 1:
            place = open_places[0]
        else:
            place = rng.choices(open_places, weights=[room[p] for p in open_places])[0]
        room[place] -= 1
        hands[place] |= 1 << card
    return hands, room


def _backtrack(
    cards: Sequence[int], needs: Sequence[int], allowed: dict[int, list[int]], rng: Random
) -> tuple[list[int], list[int]] | None:
    order = sorted(cards, key=lambda c: len(allowed[c]))
    room = list(needs)
    hands = [0] * len(needs)

    def place(k: int) -> bool:
        if k == len(order):
            return True
        card = order[k]
        options = [p for p in allowed[card] if room[p]]
        rng.shuffle(options)
        for p in options:
            room[p] -= 1
            hands[p] |= 1 << card
            if place(k + 1):
                return True
            room[p] += 1
            hands[p] &= ~(1 << card)
        return False

    return (hands, room) if place(0) else None
