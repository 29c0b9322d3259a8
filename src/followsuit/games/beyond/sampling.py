"""Beyond's hooks into the one resampler (``engine.resample``): every action is public, so
only the log's kinds need reading (the calls, then the claims, then the cards played)."""

from __future__ import annotations

from followsuit.engine import View
from followsuit.engine.resample import PLAY, Entry, Sampling


class BeyondSampling(Sampling):
    def entries(self, view: View) -> list[Entry]:
        """The first entries are the auction's calls (``4S`` is a bid there, not a card)."""
        if view["log"] and isinstance(view["log"][0], dict):
            return super().entries(view)
        calls = len(view["auction"])
        return [
            Entry(
                seat, "call" if i < calls else "claim" if text.startswith("claim") else PLAY, text
            )
            for i, (seat, text) in enumerate(view["log"])
        ]
