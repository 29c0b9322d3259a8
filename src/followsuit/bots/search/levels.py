"""The search bot's levels for players: how long each thinks per move, and how many samples.

``search`` is ``medium``. Samples are capped too so that a fast machine does not make the
easy level strong.
"""

from __future__ import annotations

from collections.abc import Callable
from random import Random

from followsuit.bots.search.bot import SearchBot
from followsuit.bots.search.budget import Budget
from followsuit.engine import Game

LEVELS: dict[str, Budget] = {
    "easy": Budget(seconds=0.1, samples=8),
    "medium": Budget(seconds=0.4, samples=200),
    "hard": Budget(seconds=1.0),
}
DEFAULT_LEVEL = "medium"


def make_search(level: str) -> Callable[[Game, Random], SearchBot]:
    """A bot factory (``register_bot``) for the search bot at ``level``."""
    budget = LEVELS[level]

    def make(game: Game, rng: Random) -> SearchBot:
        return SearchBot(game, rng, budget=budget)

    return make
