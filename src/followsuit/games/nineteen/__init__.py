"""19: the tarot game for four, three and two players, a partner called by the trump below
the 20, and preference bids (rulings N1-N9)."""

from random import Random

from followsuit.engine import Bot, Game
from followsuit.engine.sides import DECLARER_SIDES
from followsuit.games import GameSpec, ResultFields, register
from followsuit.games.nineteen.options import NineteenOptions
from followsuit.games.nineteen.play_value import play_scoring
from followsuit.games.nineteen.rules import PRESET_NOTES, PRESETS, NineteenGame
from followsuit.games.nineteen.state import NineteenDeal
from followsuit.games.nineteen.words import deal_words, present

__all__ = ["NineteenDeal", "NineteenGame", "NineteenOptions"]


def _heuristic(game: Game, rng: Random) -> Bot:
    from followsuit.games.nineteen.bot import HeuristicBot

    return HeuristicBot(rng)


register(
    GameSpec(
        summary="Tarot for four (three, two with dummies): bid, call the trump below the 20 "
        "for a secret partner, or play alone with a preferred group of the stock.",
        options=NineteenOptions,
        game=NineteenGame,
        presets=PRESETS,
        preset_notes=PRESET_NOTES,
        heuristic=_heuristic,
        aliases=("19",),
        play_scoring=play_scoring,
        result_fields=ResultFields(
            seats=("declarer", "partner", "seat"),
            values={"sides": DECLARER_SIDES},  # side 0: declarer's (N4), as the deal's Sides
            none={"partner": "alone"},
        ),
        words=deal_words,
        present=present,
    )
)
