"""Perfect play of the last eight tricks (two players), by exhaustive search: once the stock
is gone every card is known, and only aces, tens and the last trick still score (Z1).

Cards are small ints (suit * 16 + power, trumps as suit 4) so that a position is a pair of
sorted tuples; values are memoised per trump suit."""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

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


@lru_cache(maxsize=400_000)
def value(a: Hand, b: Hand, led: int | None, last: int = LAST_TRICK) -> int:
    """The rest of the deal's points for A, to act (leading when ``led`` is None, else
    following B's lead), less B's; ``last``: what the last trick scores."""
    if not a:
        return 0
    return max(after(a, b, led, card, last) for card in legal(a, led))


def after(a: Hand, b: Hand, led: int | None, card: int, last: int = LAST_TRICK) -> int:
    rest = list(a)
    rest.remove(card)
    left = tuple(rest)
    if led is None:
        return -value(b, left, card, last)
    points = 10 * (brisque(card) + brisque(led)) + (last if not left else 0)
    if wins(card, led):
        return points + value(left, b, None, last)
    return -points - value(b, left, None, last)


def best_card(
    mine: Sequence[str],
    theirs: Sequence[str],
    led: str | None,
    trump: str,
    last: int = LAST_TRICK,
) -> str:
    """The card that scores most for the player to act (``mine``) against best defence."""
    texts = {code(card, trump): card for card in mine}
    a = tuple(sorted(code(c, trump) for c in mine))
    b = tuple(sorted(code(c, trump) for c in theirs))
    first = None if led is None else code(led, trump)
    choice = max(legal(a, first), key=lambda card: (after(a, b, first, card, last), -card))
    return texts[choice]
