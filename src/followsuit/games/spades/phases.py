"""The phases of a deal of Spades, in the order they may run (each only when its option asks)."""

from __future__ import annotations

from enum import StrEnum


class Phase(StrEnum):
    CUT = "cut"
    """French cut: the cutter gives out the four face-up cards."""
    EXTRAS = "extras"
    """With 54 cards, the two left over go to their place (nobody acts: it is passed over)."""
    DISCARD = "discard"
    """A player holding extra cards discards as many face down."""
    PASS = "pass"
    """Each player passes cards face down to partner."""
    BID = "bid"
    """One player's bid (nil, 1..13, blind nil or look first)."""
    TELL = "tell"
    """Team bidding: the first partner tells books and possibles."""
    TEAM_BID = "team bid"
    """Team bidding: the second partner names the side's bid."""
    COME_OUT = "come out"
    """After a blind team bid below 10, partner may come out to 10 or stay."""
    TAKE = "take"
    """Mitchell: the side that bid more takes the cards left over."""
    EXCHANGE = "exchange"
    """After a blind nil, the bidder and partner exchange two cards face down."""
    PLAY = "play"
    OVER = "over"
