"""10 Bridge's hooks into the one resampler (``engine.resample``).

Dummy's hand, once exposed, is known where it lies. Declarer's trump choice is secret to the
others until the reveal: a sample gives it one of the denomination's two suits at random, as
the view cannot tell them apart (before the reveal a trump-suit card to another suit's lead is
a discard either way, so no trick's winner depends on the concealed trump).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from followsuit.engine import View
from followsuit.engine.resample import PLAY, Entry, Places, Sampling, hand

if TYPE_CHECKING:
    from followsuit.engine import Deal, Game

HIDDEN_TRUMP = "trump"
"""How the declarer's trump choice shows in the log of a seat that does not know it."""


class TenBridgeSampling(Sampling):
    def entries(self, view: View) -> list[Entry]:
        if view["log"] and isinstance(view["log"][0], dict):
            return super().entries(view)
        cards = set(view["played"])
        return [
            Entry(seat, "trump", text, True)
            if text == HIDDEN_TRUMP
            else Entry(seat, PLAY if text in cards else text.split()[0], text)
            for seat, text in view["log"]
        ]

    def carry(self, game: Game, view: View) -> Any:
        from followsuit.games.ten_bridge.rules import TenBridgeCarry

        part_scores = view["part_scores"]
        return TenBridgeCarry((part_scores[0], part_scores[1]))

    def places(self, game: Game, view: View, entries: list[Entry], probe: Deal) -> Places:
        """The holdings, and dummy's hand where the viewer sees it exposed."""
        places = super().places(game, view, entries, probe)
        dummy = view["dummy"]
        if view["dummy_hand"] is not None and dummy != view["seat"] and "hands" not in view:
            places.know(hand(dummy), view["dummy_hand"])
        return places
