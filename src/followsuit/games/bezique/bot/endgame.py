"""Perfect play of the last eight tricks (two players), by exhaustive search: once the stock
is gone every card is known, and only aces, tens and the last trick still score (Z1).

Cards are small ints (suit * 16 + power, trumps as suit 4) so that a position is a pair of
sorted tuples (trumps coded alike whatever the suit). Alpha-beta with a table of bounds
per position finds the same card as a full minimax, far faster."""

from __future__ import annotations

from collections.abc import Sequence

from followsuit.games.bezique.bot.cards import POWER

Hand = tuple[int, ...]
SUITS = "SHDC"
TRUMP = 4


def code(card: str, trump: str) -> int:
    suit = TRUMP if card[1] == trump else SUITS.index(card[1])
    return suit * 16 + POWER[card[0]]


def brisque(card: int) -> int:
    return 1 if card & 15 >= POWER["T"] else 0


def wins(card: int, led: int) -> bool:
    """Whether ``card`` played second beats ``led`` (the first of identical cards wins)."""
    if card >> 4 == led >> 4:
        return card > led
    return card >> 4 == TRUMP


def legal(hand: Hand, led: int | None) -> list[int]:
    """Z1's last eight: follow suit and win if able; trump when void if able; else any."""
    cards = sorted(set(hand))
    if led is None:
        return cards
    same = [c for c in cards if c >> 4 == led >> 4]
    if same:
        return [c for c in same if c > led] or same
    return [c for c in cards if c >> 4 == TRUMP] or cards


LAST_TRICK = 10
"""Z1: the last trick scores 10 (Grand Bézique, Z4: 50)."""

INFINITY = 10_000
"""More than any deal's remaining card points."""

TABLE_SIZE = 400_000
"""Positions kept between searches (the table is emptied when it grows past this)."""

_BOUNDS: dict[tuple[Hand, Hand, int | None, int], tuple[int, int]] = {}
"""Known bounds (lowest, highest) on ``value`` of a position (and last trick's worth), from
earlier searches."""


def value(a: Hand, b: Hand, led: int | None, last: int = LAST_TRICK) -> int:
    """The rest of the deal's points for A, to act (leading when ``led`` is None, else
    following B's lead), less B's; ``last``: what the last trick scores."""
    return search(a, b, led, -INFINITY, INFINITY, last)


def search(a: Hand, b: Hand, led: int | None, alpha: int, beta: int, last: int) -> int:
    """``value`` by alpha-beta (negamax, fail-soft): exact when strictly between ``alpha``
    and ``beta``, else a bound on that side; positions' bounds are kept in ``_BOUNDS``."""
    if not a:
        return 0
    key = (a, b, led, last)
    low, high = _BOUNDS.get(key, (-INFINITY, INFINITY))
    if low >= beta or low == high:
        return low
    if high <= alpha:
        return high
    floor, ceiling = max(alpha, low), min(beta, high)
    window = floor
    best = -INFINITY
    for card in reversed(legal(a, led)):
        score = after(a, b, led, card, last, window, ceiling)
        if score > best:
            best = score
            if score > window:
                window = score
                if window >= ceiling:
                    break
    if best <= floor:
        high = min(high, best)
    elif best >= ceiling:
        low = max(low, best)
    else:
        low = high = best
    if len(_BOUNDS) >= TABLE_SIZE:
        _BOUNDS.clear()
    _BOUNDS[key] = (low, high)
    return best


def after(
    a: Hand,
    b: Hand,
    led: int | None,
    card: int,
    last: int = LAST_TRICK,
    alpha: int = -INFINITY,
    beta: int = INFINITY,
) -> int:
    """A's value after playing ``card`` (exact within ``alpha`` and ``beta``, as ``search``)."""
    rest = list(a)
    rest.remove(card)
    left = tuple(rest)
    if led is None:
        return -search(b, left, card, -beta, -alpha, last)
    points = 10 * (brisque(card) + brisque(led)) + (last if not left else 0)
    if wins(card, led):
        return points + search(left, b, None, alpha - points, beta - points, last)
    return -points - search(b, left, None, -beta - points, -alpha - points, last)


def best_card(
    mine: Sequence[str],
    theirs: Sequence[str],
    led: str | None,
    trump: str,
    last: int = LAST_TRICK,
) -> str:
    """The card that scores most for the player to act (``mine``) against best defence; of
    equal cards the least (in ``legal``'s order): each later card is searched only for
    whether it does better than the best so far. ``last``: what the last trick scores."""
    texts = {code(card, trump): card for card in mine}
    a = tuple(sorted(code(c, trump) for c in mine))
    b = tuple(sorted(code(c, trump) for c in theirs))
    first = None if led is None else code(led, trump)
    choice: int | None = None
    best = -INFINITY
    for card in legal(a, first):
        score = after(a, b, first, card, last, best, INFINITY)
        if choice is None or score > best:
            choice, best = card, score
    assert choice is not None
    return texts[choice]
