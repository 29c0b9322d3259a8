"""What a 10 Bridge session carries from deal to deal: each side's carried part score (T7)."""

from __future__ import annotations

from dataclasses import dataclass, field

from followsuit.engine.carry import Carry


@dataclass(frozen=True, slots=True)
class TenBridgeCarry(Carry):
    """What a session carries from deal to deal: each side's carried part score (T7), besides
    the sides' totals and the deals played. ``TenBridgeCarry(part_scores)``."""

    part_scores: tuple[int, int] = (0, 0)
    totals: tuple[int, int] = field(default=(0, 0), kw_only=True)
