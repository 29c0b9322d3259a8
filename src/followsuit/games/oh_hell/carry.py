"""What an Oh Hell match carries from deal to deal: each seat's running total and the deals
of the schedule played."""

from __future__ import annotations

from dataclasses import dataclass

from followsuit.engine.carry import Carry


@dataclass(frozen=True, slots=True)
class OhHellCarry(Carry):
    """What a match carries from deal to deal: each seat's running total and how many deals
    of the schedule have been played. ``OhHellCarry(totals, deals)``."""

    totals: tuple[int, ...] = ()
    deals: int = 0

    @property
    def deals_played(self) -> int:
        """The deals of the schedule played so far (``deals``): where the next one stands."""
        return self.deals
