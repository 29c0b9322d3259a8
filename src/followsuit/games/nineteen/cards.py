"""19's cards (N1, N8): the 54-card tarot pack, its order of power, card points, honours and
kings, worked out once per pack as masks."""

from __future__ import annotations

from functools import cache

from followsuit.cards import TOMFOOL, Card, Pack, Rank, Suit, tarot

SUIT_POWER = {
    Rank.KING: 8,
    Rank.QUEEN: 7,
    Rank.CAVALIER: 6,
    Rank.VALET: 5,
    Rank.TEN: 4,
    Rank.NINE: 3,
    Rank.EIGHT: 2,
    Rank.SEVEN: 1,
}
"""N1: a suit ranks K Q C V 10 9 8 7, high to low."""
TOMFOOL_POWER = 22
"""N1: Tomfool is the top trump, above the World (21)."""
JUGGLER = Card(Suit.TRUMPS, 1)
WORLD = Card(Suit.TRUMPS, 21)
FOOL = Card(Suit.TRUMPS, TOMFOOL)
HONOURS = frozenset({JUGGLER, WORLD, FOOL})
"""N1: the Juggler, the World and Tomfool."""
KINGS = frozenset(
    Card(suit, Rank.KING) for suit in (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS)
)
POINTS_BY_RANK = {Rank.KING: 5, Rank.QUEEN: 4, Rank.CAVALIER: 3, Rank.VALET: 2}
TOTAL_POINTS = 118
"""N8: 106 card points and 12 tricks."""
TO_WIN = 60
"""N8: declarer's side wins with 60 or more."""


def power(card: Card) -> int:
    """A card's power within its suit (trumps 1..21, Tomfool 22)."""
    if card.suit is Suit.TRUMPS:
        return TOMFOOL_POWER if card.rank == TOMFOOL else card.rank
    return SUIT_POWER[Rank(card.rank)]


def card_points(card: Card) -> int:
    """N8: honours and kings 5, queens 4, cavaliers 3, valets 2, every other card 1."""
    if card in HONOURS:
        return 5
    if card.suit is Suit.TRUMPS:
        return 1
    return POINTS_BY_RANK.get(Rank(card.rank), 1)


def trump(number: int) -> Card:
    """Trump ``number`` (1..21; 0 is Tomfool)."""
    return Card(Suit.TRUMPS, number)


class Masks:
    """The pack's masks and per-card tables, made once (``masks(pack)``)."""

    def __init__(self, pack: Pack) -> None:
        self.pack = pack
        cards = pack.cards
        self.points = [card_points(c) for c in cards]
        self.power = [power(c) for c in cards]
        self.trumps = pack.mask_of(lambda c: c.suit is Suit.TRUMPS)
        self.honours = pack.mask_of(lambda c: c in HONOURS)
        self.kings = pack.mask_of(lambda c: c in KINGS)
        self.index = {c: i for i, c in enumerate(cards)}
        self.juggler = self.index[JUGGLER]
        self.world = self.index[WORLD]
        self.fool = self.index[FOOL]
        self.trump_index = {number: self.index[trump(number)] for number in range(22)}
        """Trump number (0: Tomfool) -> its physical card."""
        self.texts = [str(c) for c in cards]

    def points_of(self, mask: int) -> int:
        points = self.points
        total = 0
        while mask:
            low = mask & -mask
            total += points[low.bit_length() - 1]
            mask ^= low
        return total


@cache
def masks(pack: Pack) -> Masks:
    return Masks(pack)


@cache
def nineteen_pack() -> Pack:
    """N1: K Q C V 10 9 8 7 in four suits, trumps 1..21 and Tomfool."""
    return tarot("19")
