"""Bézique: two packs (more for three or four players), a stock with a turn-up, declarations
of combinations after each trick won, and the last eight tricks (rulings Z1-Z3)."""

from followsuit.games import GameSpec, ResultFields, bot_from_rng, register
from followsuit.games.bezique.bot import HeuristicBot
from followsuit.games.bezique.bot.hints import heuristic_decides
from followsuit.games.bezique.bot.settle import settle
from followsuit.games.bezique.options import BeziqueOptions, Form
from followsuit.games.bezique.play_value import play_scoring
from followsuit.games.bezique.rules import PRESET_NOTES, PRESETS, BeziqueGame
from followsuit.games.bezique.state import BeziqueDeal
from followsuit.games.bezique.words import deal_words, present

__all__ = ["BeziqueDeal", "BeziqueGame", "BeziqueOptions", "Form", "HeuristicBot"]

register(
    GameSpec(
        summary="Two packs, a stock and a turn-up: declare combinations, win aces and tens.",
        options=BeziqueOptions,
        game=BeziqueGame,
        presets=PRESETS,
        preset_notes=PRESET_NOTES,
        heuristic=bot_from_rng(HeuristicBot),
        settle=settle,
        heuristic_only=heuristic_decides,
        play_scoring=play_scoring,
        aliases=("besique",),
        result_fields=ResultFields(
            seats=("last_trick", "winner", "rubiconed"),
            none={"winner": "nobody (a drawn game)"},
            repeats={"scores": "score", "seat_scores": "score", "totals": "seat_scores"},
        ),
        words=deal_words,
        present=present,
    )
)
