"""Bézique's declarations (Z1, Z3: the game's own) as data for the engine's melds
(engine/melds.py); the tests run the texts' examples on them."""

from __future__ import annotations

from followsuit.cards import Card, Rank, Suit
from followsuit.engine.melds import MeldKind
from followsuit.games.bezique.declarations import kinds

PLAIN = (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS)


def any_of(rank: Rank) -> tuple[Card, ...]:
    return tuple(Card(suit, rank) for suit in PLAIN)


def bezique_kinds(trump: Suit, *, three_handed: bool = False) -> tuple[MeldKind, ...]:
    """Z1's combinations with ``trump`` trumps, as Bézique declares them
    (games/bezique/declarations.py); three-handed (Z3): a second double bezique may use a
    bezique already used in one, and triple bezique scores 1500."""
    return kinds(trump, many=three_handed)
