"""Called jokers: a rule of trick play stated as data (Dick Atkinson's jokers in Oh Hell).

The called cards (the pack's jokers) are called as they are played: the first played to a
trick is called high (it wins the trick) or low (it loses it), the second is the opposite. A
joker may not be led while its holder has another card, nor played to the first trick unless
its holder has nothing else; to any other trick it may be played even holding the suit led,
and so shows no void. The suit led is the first suited card's: while only jokers are on the
trick, any card may follow.

A game states the rule by giving its :class:`~followsuit.engine.tricks.TrickRules` a
:class:`CalledJokers`. :class:`~followsuit.engine.trickplay.TrickPlay` consults it only in a
deal that has it, and only in hooks such a deal reaches: a deal with called jokers never plays
the plain way (no card played past its phase table, no native core: a joker's power is the
call made as it is played, which no table of powers by card and suit led states). A called
joker is played with ``TrickPlay.play_called``; which call the second joker gets, and whether
each joker was called high, the deal keeps in ``called_high``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

NO_SUIT = 99
"""The suit led of a trick begun with jokers, before any suited card is played to it."""
HIGH_POWER = 1_000_000
"""The power of a joker called high: above every card (a joker called low has none)."""


@dataclass(frozen=True, slots=True)
class CalledJokers:
    """The rule of called jokers (above) for a pack whose jokers are ``jokers``."""

    jokers: int
    """The called cards: a mask of physical cards, the pack's jokers (the cards whose suit
    for following is ``Suit.JOKERS``: trick play reads the rule for those alone)."""

    def lead(self, hand: int) -> int:
        """The cards of ``hand`` that may be led: no joker while it holds another card."""
        return hand & ~self.jokers or hand

    def led_suit(self, suit_of: Sequence[int], cards: Sequence[int]) -> int:
        """The suit led of a trick with ``cards`` on it: the first suited card's (else
        ``NO_SUIT``)."""
        jokers = self.jokers
        for card in cards:
            if not jokers >> card & 1:
                return suit_of[card]
        return NO_SUIT

    def playable(self, hand: int, mask: int, first_trick: bool) -> int:
        """The cards of ``hand`` that may be played to a begun trick, where ``mask`` is what
        the follow rule allows: no joker to the first trick, any joker to another (unless the
        hand holds jokers alone: then they)."""
        held = hand & self.jokers
        if not held or held == hand:
            return mask
        return mask & ~self.jokers if first_trick else mask | held

    def power(self, card: int, called_high: int) -> int:
        """A card's power in a trick where neither trumps nor the suit led give it one: a
        joker called high wins, any other such card cannot."""
        return HIGH_POWER if called_high >> card & 1 else 0

    def call(self, cards: Sequence[int], card: int, high: bool | None, called_high: int) -> int:
        """``called_high`` (the jokers called high so far, a mask) once joker ``card`` is
        played to a trick with ``cards`` on it, called ``high`` if it is the trick's first
        joker; the second is the opposite of the first, whatever ``high`` says."""
        jokers = self.jokers
        for other in cards:
            if jokers >> other & 1:
                high = not called_high >> other & 1
                break
        else:
            if high is None:
                raise ValueError("the first joker played to a trick is called high or low")
        return called_high | 1 << card if high else called_high

    def calls(
        self, seats: Sequence[int], cards: Sequence[int], called_high: int
    ) -> list[tuple[int, int, bool]]:
        """The jokers on a trick as (seat, physical card, called high), in the order played."""
        jokers = self.jokers
        return [
            (seat, card, bool(called_high >> card & 1))
            for seat, card in zip(seats, cards, strict=True)
            if jokers >> card & 1
        ]
