"""Card texts as the bot reads them from a view: power in a trick, brisques, what to keep."""

from __future__ import annotations

from collections.abc import Sequence

POWER = {"A": 8, "T": 7, "K": 6, "Q": 5, "J": 4, "9": 3, "8": 2, "7": 1}
"""Z1: A 10 K Q J 9 8 7."""


def rank(card: str) -> str:
    return card[0]


def suit(card: str) -> str:
    return card[1]


def is_brisque(card: str) -> bool:
    return card[0] in "AT"


def strength(card: str, led: str, trump: str) -> int:
    """A card's power in a trick led in suit ``led`` (0: it cannot win)."""
    if suit(card) == trump:
        return 100 + POWER[rank(card)]
    if suit(card) == led:
        return POWER[rank(card)]
    return 0


def beats(card: str, played: Sequence[str], trump: str) -> bool:
    """Whether ``card`` played now wins over the cards already in the trick (the first of
    identical cards wins, Z1)."""
    led = suit(played[0])
    best = max(strength(c, led, trump) for c in played)
    return strength(card, led, trump) > best


def bezique_faces(trump: str, change: bool) -> tuple[str, str]:
    if change and trump in "SD":
        return "QC", "JH"
    return "QS", "JD"
