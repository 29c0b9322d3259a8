"""What an Oh Hell seat is shown of a deal beside the hands, the voids and the log: the deal's
place in the schedule, the jokers' kind, the turn-up and the stock's size
(:class:`OhHellSeen`, the game's record in a seat's information state: ``engine.infostate``).

The deal gives it (``OhHellDeal.seen_by``), the view writes its fields from it (``turn_up``,
``stock_size``, ``jokers``, ``deal_number`` in the details) and the resampler reads it back
from a view (``OhHellSampling.seen``): one record, read by both.
"""

from __future__ import annotations

from dataclasses import dataclass

from followsuit.cards import Card


@dataclass(frozen=True, slots=True)
class OhHellSeen:
    """What every seat (and a spectator) is shown of an Oh Hell deal beside the hands and the
    play; the same for all of them, and the same through the deal."""

    deal_number: int
    """The deal's place in the match's schedule, from 1."""
    jokers: str | None
    """The pack's jokers (``atkinson``: called high or low as they are played; None: none)."""
    turn_up: Card | None
    """The card turned up after the deal, which everyone sees (None: none)."""
    stock_size: int
    """How many cards lie undealt, face down: nobody sees them."""
