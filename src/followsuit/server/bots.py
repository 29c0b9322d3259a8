"""The bots that sit at tables, by name, from the bots registry (``followsuit.bots``)."""

from __future__ import annotations

from random import Random

from followsuit import bots, games
from followsuit.engine import Bot, Game

FAST_BOTS = frozenset({"random", "heuristic"})
"""Bots quick enough to run on the event loop; others think in a worker thread."""


def bot_names(game_name: str) -> list[str]:
    """The bots a table of ``game_name`` may seat, the strongest default first."""
    game = games.load(game_name)
    names = bots.bot_names(game)
    first = bots.default_bot(game)
    return [first, *(n for n in names if n != first)]


def default_bot(game_name: str) -> str:
    return bots.default_bot(games.load(game_name))


def make_bot(name: str, game: Game, rng: Random) -> Bot:
    """A bot by name for one seat of the table's game (under the table's options)."""
    return bots.make_bot(name, game, rng)
