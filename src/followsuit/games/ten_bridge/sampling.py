"""10 Bridge's hooks into the one resampler (``engine.resample``): the carried part scores.

Dummy's hand, once exposed, is among the information state's ``hands``; the part scores the
session carried in are the seat's record (:class:`~followsuit.games.ten_bridge.seen.
TenBridgeSeen`, read back from a view's details by :meth:`TenBridgeSampling.seen`).
Declarer's trump choice is a secret log entry for the others until the reveal: a sample gives
it one of the denomination's two suits at random (the engine's default for a secret), as the
view cannot tell them apart (before the reveal a trump-suit card to another suit's lead is a
discard either way, so no trick's winner depends on the concealed trump).
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from followsuit.engine import View
from followsuit.engine.infostate import InfoState
from followsuit.engine.resample import Sampling
from followsuit.games.ten_bridge.carry import TenBridgeCarry
from followsuit.games.ten_bridge.seen import TenBridgeSeen

if TYPE_CHECKING:
    from followsuit.engine.resample import SampledGame


class TenBridgeSampling(Sampling):
    def seen(self, game: SampledGame, view: View) -> TenBridgeSeen:
        """The part scores carried in, as the view's details show them."""
        part_scores = view["details"]["part_scores"]
        return TenBridgeSeen((part_scores[0], part_scores[1]))

    def carry(self, game: SampledGame, info: InfoState) -> Any:
        seen: TenBridgeSeen = info.seen
        totals: Any = info.match_scores  # a pair: the sides'
        return replace(TenBridgeCarry(seen.part_scores), totals=totals)
