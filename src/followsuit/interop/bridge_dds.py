"""Bridge deals as the native core plays them and as DDS, the bridge double-dummy solver
(``endplay``), reads them: the one statement of bridge's trick play in the core's data that the
solver's DDS test and ``benchmarks/dds.py`` share.

A card is ``suit * 13 + rank``: clubs 0, diamonds 1, hearts 2, spades 3; the two 0 to the
ace 12. A hand is a mask of cards; hands run north, east, south, west. Nothing here imports
``endplay``: PBN text is what DDS reads.
"""

from __future__ import annotations

from followsuit import _core

SUITS = "CDHS"
RANKS = "23456789TJQKA"
SEATS = ("north", "east", "south", "west")
STRAINS: tuple[int | None, ...] = (None, 0, 1, 2, 3)
"""No trump, then clubs to spades as trumps."""


def bridge_rules(trump: int | None) -> _core.Rules:
    """Bridge's trick play as the core's data: follow suit, the highest trump or else the
    highest card of the suit led wins."""
    suit_of = [card // 13 for card in range(52)]
    follow = [0] * 8
    for card, suit in enumerate(suit_of):
        follow[suit] |= 1 << card
    powers = [
        [
            1000 + card % 13 + 1
            if suit_of[card] == trump
            else (100 + card % 13 + 1 if suit_of[card] == led else 0)
            for card in range(52)
        ]
        for led in range(8)
    ]
    return _core.Rules(
        hands=4,
        suit_of=suit_of,
        follow_masks=follow,
        powers=powers,
        rank_order=[card % 13 for card in range(52)],
        trumps=follow[trump] if trump is not None else 0,
    )


def side_tricks(side: int) -> _core.Objective:
    """The tricks of the side of hand ``side`` (0: north-south, 1: east-west), for it."""
    hands = (1 << side) | (1 << (side + 2))
    table = [float(k) for k in range(14)]
    return _core.Objective(
        groups=[(hands, 1, 0, 0)], terms=[([0], [0], [14], table)], max_seats=hands
    )


def card_text(card: int) -> str:
    """A card as DDS's ``Card`` reads it: suit, then rank (``"SA"``)."""
    return SUITS[card // 13] + RANKS[card % 13]


def pbn(hands: list[int]) -> str:
    """Hands (masks, north first) as a PBN deal."""
    return "N:" + " ".join(
        ".".join(
            "".join(RANKS[r] for r in range(12, -1, -1) if hand >> (13 * s + r) & 1)
            for s in (3, 2, 1, 0)
        )
        for hand in hands
    )
