"""Bézique's declarations (Z1, Z3: the game's own) and 19's holdings (N6) as data for the
engine's melds (engine/melds.py); the tests run the texts' examples on them."""

from __future__ import annotations

from followsuit.cards import TOMFOOL, Card, Rank, Suit, tarot_trump
from followsuit.engine.melds import Holding, MeldKind
from followsuit.games.bezique.declarations import kinds

PLAIN = (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS)


def any_of(rank: Rank) -> tuple[Card, ...]:
    return tuple(Card(suit, rank) for suit in PLAIN)


def bezique_kinds(trump: Suit, *, three_handed: bool = False) -> tuple[MeldKind, ...]:
    """Z1's combinations with ``trump`` trumps, as Bézique declares them
    (games/bezique/declarations.py); three-handed (Z3): a second double bezique may use a
    bezique already used in one, and triple bezique scores 1500."""
    return kinds(trump, many=three_handed)


HONOURS = frozenset({tarot_trump(1), tarot_trump(21), tarot_trump(TOMFOOL)})
KINGS = frozenset(Card(suit, Rank.KING) for suit in PLAIN)
TRUMPS = frozenset(tarot_trump(n) for n in range(22))  # Tomfool is a trump (N6)

NINETEEN_HOLDINGS = (
    Holding("trumps", TRUMPS, ((8, 4), (10, 8), (12, 12))),
    Holding("honours", HONOURS, ((3, 8),), frozenset({"royal"})),
    Holding("kings", KINGS, ((4, 8),), frozenset({"royal"})),
    Holding("royal", HONOURS | KINGS, ((4, 12),), frozenset({"honours", "kings"})),
)
"""19's holding bonuses (N6); the achievements (sparrow, slam) are promises, not holdings."""
