"""The card value type and its text notation (``QH``, ``TS``, ``T21``, ``TF``, ``JK``, ``BJ``)."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

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


@dataclass(frozen=True, slots=True, order=True)
class Card:
    """One card face. Two physical copies of a face are equal (several packs, identical jokers).

    ``rank`` is a :class:`Rank` value for plain suits, the trump number for ``Suit.TRUMPS``
    (0 for Tomfool) and the joker kind for ``Suit.JOKERS``.
    """

    suit: Suit
    rank: int

    @staticmethod
    def parse(text: str) -> Card:
        """Read a card: ``QH``, ``10S``, ``T1``..``T21``, ``TF``, ``JK``, ``BJ``, ``LJ``."""
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
