"""Beyond: four players in partnerships, a downward auction, three jokers, and exact contracts
for all four players (rulings B1-B13)."""

from collections.abc import Sequence

from followsuit.games import GameSpec, ResultFields, bot_from_rng, register
from followsuit.games.beyond.bot import HeuristicBot
from followsuit.games.beyond.bot.hints import heuristic_decides
from followsuit.games.beyond.play_value import play_scoring
from followsuit.games.beyond.rules import PRESET_NOTES, PRESETS, BeyondGame, BeyondOptions
from followsuit.games.beyond.state import BeyondDeal
from followsuit.games.beyond.statistics import plot, statistics
from followsuit.games.beyond.words import deal_words, present

__all__ = ["BeyondDeal", "BeyondGame", "BeyondOptions", "HeuristicBot"]


def _explain(calls: Sequence[str]) -> list[str]:
    from followsuit.games.beyond.bot.system import explanations

    return explanations(calls)


register(
    GameSpec(
        summary="Partnership game bid downwards: every player contracts for exact tricks, jokers.",
        options=BeyondOptions,
        game=BeyondGame,
        presets=PRESETS,
        preset_notes=PRESET_NOTES,
        heuristic=bot_from_rng(HeuristicBot),
        explain=_explain,
        statistics=statistics,
        plot=plot,
        heuristic_only=heuristic_decides,
        play_scoring=play_scoring,
        result_fields=ResultFields(seats=("declarer", "last_trick"), repeats={"scores": "score"}),
        words=deal_words,
        present=present,
    )
)
