"""Bézique's declarations as data for the engine's melds (Z1; Z3's second double and triple
bezique): what each combination is, what it scores, and which reuse rules tie the kinds."""

from __future__ import annotations

from functools import lru_cache

from followsuit.cards import Card, Pack, Rank, Suit
from followsuit.cards.suits import PLAIN_SUITS
from followsuit.engine.melds import MeldBook, MeldKind

SEVEN_OF_TRUMPS = "seven of trumps"
DOUBLE_BEZIQUE = "double bezique"


def bezique_cards(trump: Suit, change: bool) -> tuple[Card, Card]:
    """Z1: bezique is Q♠ J♦; Z2's option changes it to Q♣ J♥ when spades or diamonds are
    trumps."""
    if change and trump in (Suit.SPADES, Suit.DIAMONDS):
        return Card(Suit.CLUBS, Rank.QUEEN), Card(Suit.HEARTS, Rank.JACK)
    return Card(Suit.SPADES, Rank.QUEEN), Card(Suit.DIAMONDS, Rank.JACK)


def _any(rank: Rank) -> tuple[Card, ...]:
    return tuple(Card(suit, rank) for suit in PLAIN_SUITS)


@lru_cache(maxsize=64)
def kinds(
    trump: Suit, change: bool = False, many: bool = False, seven: bool = True
) -> tuple[MeldKind, ...]:
    """The combinations with ``trump`` trumps (Z1). A sequence's king and queen count as
    married (a royal marriage after it scores nothing); a double bezique's cards count as
    beziques (declared at once it scores 500 only). ``many`` (three or four players, Z3): a
    second double bezique may take one bezique already used in a double (two fresh cards),
    and triple bezique scores 1500. ``seven``: the seven of trumps is declared (not in Polish
    Bézique, where it scores when won)."""
    queen, jack = bezique_cards(trump, change)
    t = trump.symbol
    result = [
        MeldKind(
            "marriage",
            20,
            tuple((Card(s, Rank.KING), Card(s, Rank.QUEEN)) for s in PLAIN_SUITS if s != trump),
        ),
        MeldKind.combination("royal marriage", 40, f"K{t}", f"Q{t}"),
        MeldKind.combination("bezique", 40, queen, jack),
        MeldKind.combination(
            DOUBLE_BEZIQUE,
            500,
            queen,
            queen,
            jack,
            jack,
            also_uses=[("bezique", [queen, queen, jack, jack])],
            min_fresh=2 if many else None,
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
        MeldKind.combination("four aces", 100, *[_any(Rank.ACE)] * 4),
        MeldKind.combination("four kings", 80, *[_any(Rank.KING)] * 4),
        MeldKind.combination("four queens", 60, *[_any(Rank.QUEEN)] * 4),
        MeldKind.combination("four jacks", 40, *[_any(Rank.JACK)] * 4),
    ]
    if seven:
        result.append(MeldKind.combination(SEVEN_OF_TRUMPS, 10, f"7{t}"))
    if many:
        result.append(MeldKind.combination("triple bezique", 1500, *[queen] * 3, *[jack] * 3))
    return tuple(result)


def declaration_texts(players: int) -> list[str]:
    """Every ``declare`` text any deal of this many players can offer, in a stable order."""
    texts: dict[str, None] = {}
    for change in (False, True):
        for trump in PLAIN_SUITS:
            for kind in kinds(trump, change, players > 2):
                for pattern in kind.patterns:
                    texts["declare " + " ".join(str(face) for face in pattern)] = None
    return list(texts)


def book(pack: Pack, trump: Suit, change: bool, players: int, seven: bool = True) -> MeldBook:
    """A fresh book of declarations for one deal (one scorer per seat)."""
    return MeldBook.of(pack, kinds(trump, change, players > 2, seven), players)
