"""10 Bridge's hooks into the one resampler (``engine.resample``): the carried part scores.

Dummy's hand, once exposed, is among the view's ``hands``. Declarer's trump choice is a secret
log entry for the others until the reveal: a sample gives it one of the denomination's two
suits at random (the engine's default for a secret), as the view cannot tell them apart
(before the reveal a trump-suit card to another suit's lead is a discard either way, so no
trick's winner depends on the concealed trump).
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from followsuit.engine.infostate import InfoState
from followsuit.engine.resample import Sampling
from followsuit.games.ten_bridge.carry import TenBridgeCarry

if TYPE_CHECKING:
    from followsuit.engine.resample import SampledGame


class TenBridgeSampling(Sampling):
    def carry(self, game: SampledGame, info: InfoState) -> Any:
        part_scores = info.details["part_scores"]
        carry = TenBridgeCarry((part_scores[0], part_scores[1]))
        totals: Any = info.match_scores  # a pair: the sides'
        return replace(carry, totals=totals)
