"""Cards, suits, ranks, packs, notation and seats."""

from followsuit.cards.card import (
    BIG_JOKER,
    JOKER,
    LITTLE_JOKER,
    TOMFOOL,
    Card,
    joker,
    parse_cards,
    tarot_trump,
)
from followsuit.cards.packs import (
    TAROT_SUIT_RANKS,
    Pack,
    bits,
    combine,
    forty,
    piquet,
    standard,
    tarot,
)
from followsuit.cards.seats import PARTNERSHIP_SIDES, Seat, left, right, seat_names
from followsuit.cards.suits import PLAIN_SUITS, STANDARD_RANKS, Rank, Suit

__all__ = [
    "BIG_JOKER",
    "JOKER",
    "LITTLE_JOKER",
    "PARTNERSHIP_SIDES",
    "PLAIN_SUITS",
    "STANDARD_RANKS",
    "TAROT_SUIT_RANKS",
    "TOMFOOL",
    "Card",
    "Pack",
    "Rank",
    "Seat",
    "Suit",
    "bits",
    "combine",
    "forty",
    "joker",
    "left",
    "parse_cards",
    "piquet",
    "right",
    "seat_names",
    "standard",
    "tarot",
    "tarot_trump",
]
