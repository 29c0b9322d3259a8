"""The search bot's levels for players: how long each thinks per move, and how many samples.

``search`` is ``medium``. The easy level caps its samples too, so that a fast machine does
not make it strong.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from random import Random

from followsuit.bots.search.bot import SearchBot
from followsuit.bots.search.budget import Budget
from followsuit.engine import Game

LEVELS: dict[str, Budget] = {
    "easy": Budget(seconds=0.1, samples=8),
    "medium": Budget(seconds=0.4),
    "hard": Budget(seconds=1.0),
}
DEFAULT_LEVEL = "medium"


def make_search(level: str) -> Callable[..., SearchBot]:
    """A bot factory (``register_bot``) for the search bot at ``level``; ``seconds`` (from
    ``make_bot(..., seconds=S)``) replaces the level's time per move, ``samples`` its samples
    per move; samples without seconds drop the time limit (the deterministic mode)."""
    budget = LEVELS[level]

    def make(
        game: Game, rng: Random, seconds: float | None = None, samples: int | None = None
    ) -> SearchBot:
        timed = budget
        if samples is not None:
            timed = Budget(seconds=seconds, samples=samples)
        elif seconds is not None:
            timed = replace(budget, seconds=seconds)
        return SearchBot(game, rng, budget=timed)

    return make
