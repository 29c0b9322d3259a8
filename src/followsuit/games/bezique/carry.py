"""What a match of Bézique carries from deal to deal: the running totals (Z2)."""

from __future__ import annotations

from dataclasses import dataclass

from followsuit.engine.carry import Carry


@dataclass(frozen=True, slots=True, kw_only=True)
class BeziqueCarry(Carry):
    """The running totals (per seat, or per side in the partnership game) and deals played."""
