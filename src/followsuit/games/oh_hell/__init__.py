"""Oh Hell: 3 to 7 players bid to win an exact number of tricks (rulings S3, S4)."""

from followsuit.games import GameSpec, ResultFields, bot_from_rng, register
from followsuit.games.oh_hell.bot import HeuristicBot
from followsuit.games.oh_hell.options import OhHellOptions
from followsuit.games.oh_hell.play_value import play_scoring
from followsuit.games.oh_hell.rules import PRESET_NOTES, PRESETS, OhHellGame
from followsuit.games.oh_hell.state import OhHellDeal
from followsuit.games.oh_hell.words import deal_words, present

__all__ = ["HeuristicBot", "OhHellDeal", "OhHellGame", "OhHellOptions"]


register(
    GameSpec(
        summary="Everyone for themselves: bid the exact number of tricks; hand sizes go down "
        "and up.",
        options=OhHellOptions,
        game=OhHellGame,
        presets=PRESETS,
        preset_notes=PRESET_NOTES,
        heuristic=bot_from_rng(HeuristicBot),
        aliases=("ohhell",),
        play_scoring=play_scoring,
        result_fields=ResultFields(none={"trump": "none"}),
        words=deal_words,
        present=present,
    )
)
