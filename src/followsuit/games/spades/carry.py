"""What a Spades match carries from deal to deal: each side's running total and its bags."""

from __future__ import annotations

from dataclasses import dataclass, field

from followsuit.engine.carry import Carry


@dataclass(frozen=True, slots=True)
class SpadesCarry(Carry):
    """What a Spades match carries from deal to deal: each side's total and bags, besides the
    deals played. ``SpadesCarry(totals, bags, deals=...)``; the rest by keyword."""

    totals: tuple[int, int] = (0, 0)
    bags: tuple[int, int] = (0, 0)
    sets_in_row: tuple[int, int] = field(default=(0, 0), kw_only=True)
    """How many deals in a row each side has been set (for ``sets_to_lose``)."""
    decided: int | None = field(default=None, kw_only=True)
    """A side that has won outright, whatever the scores (Boston, opponents set too often)."""
