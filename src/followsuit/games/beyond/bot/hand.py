"""What the heuristic bot reads off a view: its hand by suit, and the cards still out."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from followsuit.cards import Card, Suit

JOKER = Card.parse("JK")
ALL_JOKERS = 3
RANKS_IN_SUIT = {
    Suit.CLUBS: (14, 13, 12, 11, 10, 9, 7, 6, 5, 4, 3, 2),
    Suit.DIAMONDS: (14, 13, 12, 11, 10, 9, 7, 6, 5, 4, 3, 2),
    Suit.HEARTS: (14, 13, 12, 11, 10, 9, 7, 6, 5, 4, 3, 2),
    Suit.SPADES: (14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2),
}
"""B1: the ranks of each suit, high first (no eights of clubs, diamonds, hearts)."""


@dataclass(frozen=True)
class Holding:
    """Cards by suit: ``suits[s]`` the ranks held in suit s (clubs 0 .. spades 3), high
    first; ``jokers`` how many jokers."""

    suits: tuple[tuple[int, ...], ...]
    jokers: int

    @staticmethod
    def of(cards: Iterable[Card]) -> Holding:
        by_suit: list[list[int]] = [[], [], [], []]
        jokers = 0
        for card in cards:
            if card.is_joker:
                jokers += 1
            else:
                by_suit[card.suit].append(card.rank)
        return Holding(tuple(tuple(sorted(s, reverse=True)) for s in by_suit), jokers)

    @staticmethod
    def parse(texts: Sequence[str]) -> Holding:
        return Holding.of(Card.parse(t) for t in texts)

    def length(self, suit: int) -> int:
        return len(self.suits[suit])


def outstanding(hand: Holding, played: Holding) -> Holding:
    """The cards neither in ``hand`` nor played: those the other three hold between them."""
    suits = []
    for suit in range(4):
        gone = set(hand.suits[suit]) | set(played.suits[suit])
        suits.append(tuple(r for r in RANKS_IN_SUIT[Suit(suit)] if r not in gone))
    return Holding(tuple(suits), ALL_JOKERS - hand.jokers - played.jokers)


def higher(out: Holding, suit: int, rank: int) -> int:
    """How many outstanding cards of ``suit`` outrank ``rank``."""
    return sum(1 for r in out.suits[suit] if r > rank)
