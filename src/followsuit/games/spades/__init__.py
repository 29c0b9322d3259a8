"""Spades: four players in partnerships, spades always trumps (rulings S1-S3)."""

from random import Random

from followsuit.engine import Bot, Game
from followsuit.games import GameSpec, ResultFields, register
from followsuit.games.spades.bot import SpadesBot
from followsuit.games.spades.options import SpadesOptions
from followsuit.games.spades.play_value import play_scoring
from followsuit.games.spades.rules import PRESET_NOTES, PRESETS, SpadesGame
from followsuit.games.spades.state import SpadesDeal
from followsuit.games.spades.words import deal_words, present

__all__ = ["SpadesBot", "SpadesDeal", "SpadesGame", "SpadesOptions"]


def _heuristic(game: Game, rng: Random) -> Bot:
    assert isinstance(game, SpadesGame)
    return SpadesBot(game, rng)


register(
    GameSpec(
        summary="Partnership bidding game: spades are trumps, nil and blind nil, bags.",
        options=SpadesOptions,
        game=SpadesGame,
        presets=PRESETS,
        preset_notes=PRESET_NOTES,
        heuristic=_heuristic,
        play_scoring=play_scoring,
        result_fields=ResultFields(sides=("decided",)),
        words=deal_words,
        present=present,
    )
)
