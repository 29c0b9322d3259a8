"""Bézique's declarations (Z1, with the three-handed and Grand forms of Z3/Z4) and 19's
holdings (N6) as data for the engine's melds (engine/melds.py). A game can lift these as they
are; the tests run the texts' examples on them."""

from __future__ import annotations

from followsuit.cards import TOMFOOL, Card, Rank, Suit, parse_cards, tarot_trump
from followsuit.engine.melds import Holding, MeldKind

PLAIN = (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS)


def any_of(rank: Rank) -> tuple[Card, ...]:
    return tuple(Card(suit, rank) for suit in PLAIN)


def bezique_kinds(
    trump: Suit, bezique: str = "QS JD", *, three_handed: bool = False
) -> tuple[MeldKind, ...]:
    """Z1's combinations with ``trump`` trumps. A sequence's king and queen count as married;
    a double bezique uses its cards as beziques too (declared at once it scores 500 only).
    Three-handed (Z3): a second double bezique may use a bezique already used in one, and
    triple bezique scores 1500."""
    queen, jack = parse_cards(bezique)
    t = trump.symbol
    kinds = [
        MeldKind(
            "marriage",
            20,
            tuple((Card(s, Rank.KING), Card(s, Rank.QUEEN)) for s in PLAIN if s != trump),
        ),
        MeldKind.combination("royal marriage", 40, f"K{t}", f"Q{t}"),
        MeldKind.combination("bezique", 40, queen, jack),
        MeldKind.combination(
            "double bezique",
            500,
            queen,
            queen,
            jack,
            jack,
            also_uses=[("bezique", [queen, queen, jack, jack])],
            min_fresh=2 if three_handed else None,
        ),
        MeldKind.combination(
            "sequence",
            250,
            f"A{t}",
            f"T{t}",
            f"K{t}",
            f"Q{t}",
            f"J{t}",
            also_uses=[("royal marriage", f"K{t} Q{t}")],
        ),
        MeldKind.combination("four aces", 100, *[any_of(Rank.ACE)] * 4),
        MeldKind.combination("four kings", 80, *[any_of(Rank.KING)] * 4),
        MeldKind.combination("four queens", 60, *[any_of(Rank.QUEEN)] * 4),
        MeldKind.combination("four jacks", 40, *[any_of(Rank.JACK)] * 4),
        MeldKind.combination("seven of trumps", 10, f"7{t}"),
    ]
    if three_handed:
        kinds.append(MeldKind.combination("triple bezique", 1500, *[queen] * 3, *[jack] * 3))
    return tuple(kinds)


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
