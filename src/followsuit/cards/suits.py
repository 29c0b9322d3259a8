"""Suits and ranks, with the one-letter symbols of the card notation."""

from __future__ import annotations

from enum import IntEnum

from followsuit.errors import NotationError


class Suit(IntEnum):
    """A suit. ``TRUMPS`` is the tarot trump series; ``JOKERS`` holds jokers."""

    CLUBS = 0
    DIAMONDS = 1
    HEARTS = 2
    SPADES = 3
    TRUMPS = 4
    JOKERS = 5

    @property
    def symbol(self) -> str:
        return _SUIT_SYMBOLS[self]

    @property
    def glyph(self) -> str:
        return _SUIT_GLYPHS[self]

    @property
    def is_plain(self) -> bool:
        """True for the four French suits."""
        return self <= Suit.SPADES

    @classmethod
    def parse(cls, text: str) -> Suit:
        try:
            return _SUIT_BY_SYMBOL[text.strip().upper()]
        except KeyError:
            raise NotationError(f"unknown suit {text!r}: expected one of S H D C") from None

    def __str__(self) -> str:
        return self.symbol


_SUIT_SYMBOLS = {
    Suit.CLUBS: "C",
    Suit.DIAMONDS: "D",
    Suit.HEARTS: "H",
    Suit.SPADES: "S",
    Suit.TRUMPS: "T",
    Suit.JOKERS: "J",
}
_SUIT_GLYPHS = {
    Suit.CLUBS: "♣",
    Suit.DIAMONDS: "♦",
    Suit.HEARTS: "♥",
    Suit.SPADES: "♠",
    Suit.TRUMPS: "T",
    Suit.JOKERS: "★",
}
_SUIT_BY_SYMBOL = {s.symbol: s for s in Suit if s.is_plain} | {
    s.glyph: s for s in Suit if s.is_plain
}

PLAIN_SUITS: tuple[Suit, ...] = (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS)
"""The four French suits in the notation's display order S H D C."""


class Rank(IntEnum):
    """A rank of a plain suit. Values are identities, not a game's order of power."""

    TWO = 2
    THREE = 3
    FOUR = 4
    FIVE = 5
    SIX = 6
    SEVEN = 7
    EIGHT = 8
    NINE = 9
    TEN = 10
    JACK = 11
    QUEEN = 12
    KING = 13
    ACE = 14
    VALET = 15
    CAVALIER = 16

    @property
    def symbol(self) -> str:
        return _RANK_SYMBOLS[self]

    @classmethod
    def parse(cls, text: str) -> Rank:
        try:
            return _RANK_BY_SYMBOL[text.strip().upper()]
        except KeyError:
            raise NotationError(
                f"unknown rank {text!r}: expected one of A K Q J T 9 8 7 6 5 4 3 2 (C V for tarot)"
            ) from None

    def __str__(self) -> str:
        return self.symbol


_RANK_SYMBOLS = {r: str(r.value) for r in Rank if r.value <= 9} | {
    Rank.TEN: "T",
    Rank.JACK: "J",
    Rank.QUEEN: "Q",
    Rank.KING: "K",
    Rank.ACE: "A",
    Rank.VALET: "V",
    Rank.CAVALIER: "C",
}
_RANK_BY_SYMBOL = {sym: r for r, sym in _RANK_SYMBOLS.items()} | {"10": Rank.TEN}

STANDARD_RANKS: tuple[Rank, ...] = tuple(sorted((r for r in Rank if r <= Rank.ACE), reverse=True))
"""A K Q J T 9 .. 2, high to low."""
