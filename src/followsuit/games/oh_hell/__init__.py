"""Oh Hell: 3 to 7 players bid to win an exact number of tricks (rulings S3, S4)."""

from random import Random

from followsuit.engine import Bot, Game, Options
from followsuit.games import GameSpec, register
from followsuit.games.oh_hell.bot import HeuristicBot
from followsuit.games.oh_hell.rules import PRESET_NOTES, PRESETS, OhHellGame, OhHellOptions
from followsuit.games.oh_hell.state import OhHellDeal

__all__ = ["HeuristicBot", "OhHellDeal", "OhHellGame", "OhHellOptions"]


def _make(options: Options) -> OhHellGame:
    assert isinstance(options, OhHellOptions)
    return OhHellGame(options)


def _heuristic(game: Game, rng: Random) -> Bot:
    return HeuristicBot(rng)


register(
    GameSpec(
        name="oh-hell",
        title="Oh Hell",
        summary="Everyone for themselves: bid the exact number of tricks; hand sizes go down "
        "and up.",
        options=OhHellOptions,
        make=_make,
        presets=PRESETS,
        preset_notes=PRESET_NOTES,
        heuristic=_heuristic,
        aliases=("ohhell",),
    )
)
