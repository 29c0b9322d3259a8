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


MARRIAGE = "marriage in "
SEQUENCE = "sequence in "
ROYAL_MARRIAGE, BACK_DOOR = 40, 150
"""Z4 (Rubicon): a marriage in trumps 40 (the first marriage fixes trumps: it is one), a
sequence in a plain suit 150."""
QUADRUPLE_BEZIQUE = 4500


@lru_cache(maxsize=1)
def grand_kinds() -> tuple[MeldKind, ...]:
    """Grand Bézique's combinations (Z4, Rubicon's table), the same whatever the trump: a
    marriage and a sequence in each suit (their points follow the trump: 20 or 40, 150 or
    250), bezique up to quadruple, the four of a rank; no seven of trumps. Each bezique kind
    declared at once leaves none of the smaller in its cards (as Z1's double)."""
    queen, jack = bezique_cards(Suit.SPADES, False)
    result = []
    for suit in PLAIN_SUITS:
        name = suit.name.lower()
        king = Card(suit, Rank.KING)
        lady = Card(suit, Rank.QUEEN)
        result.append(MeldKind.combination(MARRIAGE + name, 20, king, lady))
        result.append(
            MeldKind.combination(
                SEQUENCE + name,
                BACK_DOOR,
                *(Card(suit, rank) for rank in (Rank.ACE, Rank.TEN, Rank.KING, Rank.QUEEN)),
                Card(suit, Rank.JACK),
                also_uses=[(MARRIAGE + name, [king, lady])],
            )
        )
    beziques = [("bezique", 40), (DOUBLE_BEZIQUE, 500), ("triple bezique", 1500)]
    beziques.append(("quadruple bezique", QUADRUPLE_BEZIQUE))
    for size, (name, points) in enumerate(beziques, start=1):
        cards = [queen] * size + [jack] * size
        smaller = [(other, cards) for other, _ in beziques[: size - 1]]
        result.append(MeldKind.combination(name, points, *cards, also_uses=smaller))
    result += [
        MeldKind.combination("four aces", 100, *[_any(Rank.ACE)] * 4),
        MeldKind.combination("four kings", 80, *[_any(Rank.KING)] * 4),
        MeldKind.combination("four queens", 60, *[_any(Rank.QUEEN)] * 4),
        MeldKind.combination("four jacks", 40, *[_any(Rank.JACK)] * 4),
    ]
    return tuple(result)


def grand_book(pack: Pack, players: int) -> MeldBook:
    """Grand Bézique's book: a combination re-formed after one of its cards is played scores
    again (Z4: the engine's ``reform``), identical table cards taken by what they serve in."""
    return _empty_grand_book(pack, players).copy()


@lru_cache(maxsize=16)
def _empty_grand_book(pack: Pack, players: int) -> MeldBook:
    from followsuit.games.bezique.grand_book import GrandBook

    return GrandBook.grand(pack, grand_kinds(), players)


def declaration_texts(players: int, grand: bool = False) -> list[str]:
    """Every ``declare`` text any deal of this many players (or of Grand Bézique) can offer,
    in a stable order."""
    texts: dict[str, None] = {}
    groups = (
        [grand_kinds()]
        if grand
        else [
            kinds(trump, change, players > 2) for change in (False, True) for trump in PLAIN_SUITS
        ]
    )
    for group in groups:
        for kind in group:
            for pattern in kind.patterns:
                texts["declare " + " ".join(str(face) for face in pattern)] = None
    return list(texts)


def book(pack: Pack, trump: Suit, change: bool, players: int, seven: bool = True) -> MeldBook:
    """A fresh book of declarations for one deal (one scorer per seat): a copy of the empty
    book of these rules, made once, whose tables of patterns every copy shares read-only
    (making them is most of the time of a new deal)."""
    return _empty_book(pack, trump, change, players, seven).copy()


@lru_cache(maxsize=64)
def _empty_book(pack: Pack, trump: Suit, change: bool, players: int, seven: bool) -> MeldBook:
    """The book no deal declares in: ``book`` copies it."""
    return MeldBook.of(pack, kinds(trump, change, players > 2, seven), players)
