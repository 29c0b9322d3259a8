"""What a match of Beyond carries from deal to deal: the sides' running totals (B13)."""

from __future__ import annotations

from dataclasses import dataclass

from followsuit.engine.carry import Carry


@dataclass(frozen=True, slots=True, kw_only=True)
class BeyondCarry(Carry):
    """What a match carries from deal to deal: the running totals of North-South and
    East-West (shown as the view's ``match_scores``) and the deals played."""

    totals: tuple[int, int] = (0, 0)
