"""The generic search bot: PIMC over states sampled from its view, for every game.

Modules: ``budget`` (time and samples per move), ``sampling`` (determinization and auction
inference), ``rollout`` (heuristic playouts), ``value`` (the game's deal scores as one number
for a seat), ``solver`` (exact endgames), ``pimc`` (the move choice), ``bot`` (the ``Bot``),
``levels`` (easy, medium, hard). docs/bots.md explains it and gives its measured strength.
"""

from followsuit.bots.search.bot import SearchBot
from followsuit.bots.search.budget import HARD_CAP, Budget, Timer
from followsuit.bots.search.levels import DEFAULT_LEVEL, LEVELS, make_search
from followsuit.bots.search.pimc import Thought
from followsuit.bots.search.solver import Solver, TooBig

__all__ = [
    "DEFAULT_LEVEL",
    "HARD_CAP",
    "LEVELS",
    "Budget",
    "SearchBot",
    "Solver",
    "Thought",
    "Timer",
    "TooBig",
    "make_search",
]
