"""Trick play: who may play what (follow rules) and who wins (orders of power, ties).

Games give each physical card an effective suit for following and a rank power within it;
these functions do the rest with bitmasks.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum

from followsuit.cards import Suit
from followsuit.engine.called_jokers import CalledJokers


class Follow(Enum):
    """What a player must play to a lead."""

    FREE = "free"
    """Any card."""
    MUST_FOLLOW = "must follow"
    """A card of the suit led if able, else any card."""
    MUST_TRUMP = "must trump"
    """Follow if able; if void, a trump if able; else any card."""
    MUST_WIN = "must win"
    """Follow and beat the trick if able; if void, trump (overtrumping if able); else any."""


class Ties(Enum):
    """Which of two equal cards (identical copies, jokers) wins a trick."""

    FIRST_WINS = "first played wins"
    LAST_WINS = "last played wins"


@dataclass(frozen=True, slots=True)
class TrickRules:
    """How one game's cards follow and win, built once per game and given to each deal.

    ``suit_of``: each physical card's suit for following (jokers may count as spades);
    ``suit_masks``: for each suit value, the cards that count as it; ``rank_power``: each card's
    power within its suit; ``follow``: what a player must play to a lead; ``ties``: which of two
    equal cards wins; ``trumps_barred``: for how many tricks from the first trumps may not be
    led until broken (a trump played to the lead of another suit), unless the leader holds
    only trumps (0: trumps may be led at any time); ``called_jokers``: the jokers are called
    high or low as they are played (:mod:`~followsuit.engine.called_jokers`; None: no such
    rule). The trump suit is the deal's (a turn-up, a contract), not the game's."""

    suit_of: Sequence[int]
    suit_masks: Sequence[int]
    rank_power: Sequence[int]
    follow: Follow = Follow.MUST_FOLLOW
    ties: Ties = Ties.FIRST_WINS
    trumps_barred: int = 0
    called_jokers: CalledJokers | None = None


def masks_by_suit(suit_of: Sequence[int]) -> list[int]:
    """For each suit value, the mask of the physical cards whose suit for following it is."""
    masks = [0] * len(Suit)
    for index, suit in enumerate(suit_of):
        masks[suit] |= 1 << index
    return masks


def legal_plays(
    hand: int,
    follow: Follow,
    led_mask: int,
    trump_mask: int = 0,
    beats: int = 0,
) -> int:
    """The cards of ``hand`` that may be played to a trick.

    ``led_mask``: the cards that count as the suit led (0 when leading or when any card may be
    played). ``trump_mask``: the trump cards. ``beats``: the cards that would win the trick as
    it stands (only ``MUST_WIN`` looks at it).
    """
    if not led_mask or follow is Follow.FREE:
        return hand
    same = hand & led_mask
    if same:
        if follow is Follow.MUST_WIN:
            return (same & beats) or same
        return same
    if follow is not Follow.MUST_FOLLOW:
        trumps = hand & trump_mask
        if trumps:
            if follow is Follow.MUST_WIN:
                return (trumps & beats) or trumps
            return trumps
    return hand


def winning_position(powers: Sequence[int], ties: Ties = Ties.FIRST_WINS) -> int:
    """The position in the trick of the winning card, given each card's power (0 cannot win)."""
    best = 0
    for position in range(1, len(powers)):
        power = powers[position]
        if power > powers[best] or (ties is Ties.LAST_WINS and power == powers[best]):
            best = position
    return best


@dataclass(slots=True, init=False)
class Trick:
    """The cards played to the current trick, by seat, in order."""

    leader: int
    seats: list[int]
    cards: list[int]
    """Physical card indices."""

    def __init__(
        self, leader: int, seats: list[int] | None = None, cards: list[int] | None = None
    ) -> None:
        # By hand rather than the dataclass's default factories: a deal makes one a trick.
        self.leader = leader
        self.seats = [] if seats is None else seats
        self.cards = [] if cards is None else cards

    def add(self, seat: int, card: int) -> None:
        self.seats.append(seat)
        self.cards.append(card)

    def __len__(self) -> int:
        return len(self.cards)

    def copy(self) -> Trick:
        return Trick(self.leader, self.seats[:], self.cards[:])


def plain_power(suit: int, rank_power: int, led: int, trump: int | None) -> int:
    """The power of a card of ``suit`` in a trick whose led suit is ``led``, the rule of trick
    play's hook ``TrickPlay.power`` by default: a trump 1000 and its rank power, a card of the
    suit led 100 and its rank power, any other 0 (it cannot win: the card led has 100 or
    more)."""
    if suit == trump:
        return 1000 + rank_power
    if suit == led:
        return 100 + rank_power
    return 0


def led_powers(
    suit_of: Sequence[int], rank_power: Sequence[int], trump: int | None
) -> list[list[int]]:
    """For each suit value led, each physical card's :func:`plain_power`: the native rules'
    powers under a trump the deal's ``power`` hook does not know (``NativeExtras.trump``)."""
    return [
        [
            plain_power(suit, power, led, trump)
            for suit, power in zip(suit_of, rank_power, strict=True)
        ]
        for led in range(max(suit_of, default=0) + 1)
    ]
