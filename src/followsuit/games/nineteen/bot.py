"""19's heuristic player (to come): the random choice meanwhile."""

from __future__ import annotations

from followsuit.engine import View
from followsuit.engine.bots import HeuristicBase


class HeuristicBot(HeuristicBase):
    def choose(self, view: View, legal: list[str]) -> str:
        return self.rng.choice(legal)
