"""The card value type and its text notation (``QH``, ``TS``, ``T21``, ``TF``, ``JK``, ``BJ``)."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import Any, final

from followsuit.cards.suits import Rank, Suit
from followsuit.errors import NotationError

# Tarot trumps are numbered 1 (the Juggler) to 21 (the World); Tomfool is number 0.
TOMFOOL = 0
# Joker kinds, kept in the rank field of a card of suit JOKERS.
JOKER = 0
LITTLE_JOKER = 1
BIG_JOKER = 2

HOW_TO_WRITE = "write rank then suit, such as QH or 10S"
"""How a card is written, in a refusal's words."""
_JOKER_TEXT = {JOKER: "JK", LITTLE_JOKER: "LJ", BIG_JOKER: "BJ"}
_JOKER_BY_TEXT = {text: kind for kind, text in _JOKER_TEXT.items()}


class _Face:
    """What the one object of a face keeps worked out when it is made: its hash and its place
    in the order of cards.

    ``hash(card)`` looks ``__hash__`` up on the class, finds this slot's descriptor, reads the
    object's value (the bound ``__index__`` of its hash, a built-in) and calls it: no Python
    frame, where a ``def __hash__`` costs one a call. Cards key many dicts and sets.
    """

    __slots__ = ("__hash__", "_order")
    _order: tuple[Suit, int]
    """``(suit, rank)``: cards order by suit, then rank."""


@final
@dataclass(frozen=True, slots=True, init=False, eq=False)
class Card(_Face):
    """One card face. Two physical copies of a face are equal (several packs, identical jokers).

    ``rank`` is a :class:`Rank` value for plain suits, the trump number for ``Suit.TRUMPS``
    (0 for Tomfool) and the joker kind for ``Suit.JOKERS``.

    There is one object per face: ``Card(suit, rank)`` returns it (made on first asking), and
    so do ``Card.parse``, ``dataclasses.replace``, copies and pickles. Equality is therefore
    identity (``object``'s, in C); the hash is the one the dataclass gave, ``hash((suit,
    rank))``, so sets of cards keep their order; cards order by suit, then rank.
    """

    suit: Suit
    rank: int

    def __new__(cls, suit: Suit, rank: int) -> Card:
        card = _FACES.get((suit, rank))
        if card is None:
            card = _FACES.setdefault((suit, rank), _face(suit, rank))
        return card

    def __init_subclass__(cls, **kwargs: Any) -> None:
        raise TypeError(f"{cls.__name__}: a Card is one object per face and takes no subclass")

    def __reduce__(self) -> tuple[Any, ...]:
        return (Card, (self.suit, self.rank))

    def __copy__(self) -> Card:
        return self

    def __deepcopy__(self, memo: dict[int, Any]) -> Card:
        return self

    def __lt__(self, other: object) -> bool:
        if type(other) is Card:
            return self._order < other._order
        return NotImplemented

    def __le__(self, other: object) -> bool:
        if type(other) is Card:
            return self._order <= other._order
        return NotImplemented

    def __gt__(self, other: object) -> bool:
        if type(other) is Card:
            return self._order > other._order
        return NotImplemented

    def __ge__(self, other: object) -> bool:
        if type(other) is Card:
            return self._order >= other._order
        return NotImplemented

    @staticmethod
    def parse(text: str) -> Card:
        """Read a card: ``QH``, ``10S``, ``T1``..``T21``, ``TF``, ``JK``, ``BJ``, ``LJ``."""
        card = _BY_TEXT.get(text)  # a card's own text, as views and records write it
        if card is not None:
            return card
        return _parse(text.strip().upper())

    @property
    def is_joker(self) -> bool:
        return self.suit is Suit.JOKERS

    @property
    def is_tarot_trump(self) -> bool:
        return self.suit is Suit.TRUMPS

    @property
    def rank_symbol(self) -> str:
        return Rank(self.rank).symbol

    def __str__(self) -> str:
        return _text(self)

    def pretty(self) -> str:
        """Text with suit glyphs for people: ``Q♥``, ``10♠``, ``T21``, ``JK``."""
        if self.suit.is_plain:
            rank = "10" if self.rank == Rank.TEN else Rank(self.rank).symbol
            return rank + self.suit.glyph
        return str(self)

    def __repr__(self) -> str:
        return f"Card.parse({str(self)!r})"


_FACES: dict[tuple[Suit, int], Card] = {}
"""Every face made so far, by ``(suit, rank)``."""

_BY_TEXT: dict[str, Card] = {}
"""Every pack's face by its own text (``str(card)``): ``Card.parse``'s way round reading it."""


def _face(suit: Suit, rank: int) -> Card:
    """A new face's one object, its hash set."""
    card = object.__new__(Card)
    object.__setattr__(card, "suit", suit)
    object.__setattr__(card, "rank", rank)
    order = (suit, rank)
    object.__setattr__(card, "_order", order)
    object.__setattr__(card, "__hash__", hash(order).__index__)
    return card


def _make_the_packs_faces() -> None:
    """The faces of every pack, made first with the ranks' kinds the packs give them (a plain
    suit's rank a Rank, a trump's number and a joker's kind an int): a face asked for later
    with an equal rank of another kind (14 for Rank.ACE) is the same object."""
    for suit in Suit:
        if suit.is_plain:
            for rank in Rank:
                Card(suit, rank)
    for number in range(TOMFOOL, 22):
        Card(Suit.TRUMPS, number)
    for kind in (JOKER, LITTLE_JOKER, BIG_JOKER):
        Card(Suit.JOKERS, kind)


_make_the_packs_faces()


@cache
def _text(card: Card) -> str:
    if card.suit is Suit.JOKERS:
        return _JOKER_TEXT[card.rank]
    if card.suit is Suit.TRUMPS:
        return "TF" if card.rank == TOMFOOL else f"T{card.rank}"
    return Rank(card.rank).symbol + card.suit.symbol


@cache
def _parse(text: str) -> Card:
    if text in _JOKER_BY_TEXT:
        return Card(Suit.JOKERS, _JOKER_BY_TEXT[text])
    if text == "TF":
        return Card(Suit.TRUMPS, TOMFOOL)
    if len(text) >= 2 and text[0] == "T" and text[1:].isdigit():
        number = int(text[1:])
        if 1 <= number <= 21 and text[1] != "0":
            return Card(Suit.TRUMPS, number)
        raise NotationError(f"{text!r} is not a card: tarot trumps are T1 to T21 and TF")
    if len(text) < 2:
        raise NotationError(f"{text!r} is not a card: {HOW_TO_WRITE}")
    try:
        rank = Rank.parse(text[:-1])
        suit = Suit.parse(text[-1])
    except NotationError as error:
        raise NotationError(
            f"{text!r} is not a card: {HOW_TO_WRITE}", f"unknown card {text!r}: {error}"
        ) from None
    return Card(suit, rank)


def joker(kind: int = JOKER) -> Card:
    """A joker: ``JOKER`` (identical jokers), ``LITTLE_JOKER`` or ``BIG_JOKER``."""
    return Card(Suit.JOKERS, kind)


def tarot_trump(number: int) -> Card:
    """Tarot trump ``number`` (1..21), or Tomfool for 0."""
    return Card(Suit.TRUMPS, number)


def parse_cards(text: str) -> list[Card]:
    """Read cards separated by spaces or commas."""
    return [Card.parse(part) for part in text.replace(",", " ").split()]


_BY_TEXT.update((str(card), card) for card in list(_FACES.values()))
