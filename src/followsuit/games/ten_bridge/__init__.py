"""10 Bridge: four players in partnerships, 40 cards, a secret trump revealed on call, carried
part scores over a session (rulings T1-T7)."""

from collections.abc import Sequence
from random import Random

from followsuit.engine import Bot, Game
from followsuit.games import GameSpec, ResultFields, register
from followsuit.games.ten_bridge.bot.hints import heuristic_decides
from followsuit.games.ten_bridge.carry import TenBridgeCarry
from followsuit.games.ten_bridge.options import TenBridgeOptions
from followsuit.games.ten_bridge.play_value import play_scoring
from followsuit.games.ten_bridge.rules import PRESET_NOTES, PRESETS, TenBridgeGame
from followsuit.games.ten_bridge.sheet import format_sheet
from followsuit.games.ten_bridge.state import TenBridgeDeal
from followsuit.games.ten_bridge.statistics import statistics
from followsuit.games.ten_bridge.words import deal_words, present

__all__ = ["TenBridgeCarry", "TenBridgeDeal", "TenBridgeGame", "TenBridgeOptions"]


def _heuristic(game: Game, rng: Random) -> Bot:
    from followsuit.games.ten_bridge.bot import HeuristicBot

    return HeuristicBot(rng)


def _explain(calls: Sequence[str]) -> list[str]:
    from followsuit.games.ten_bridge.bot.system import meanings

    return [meaning.text for meaning in meanings(calls)]


register(
    GameSpec(
        summary="Bridge with 40 cards and five denominations; the trump stays secret until asked.",
        options=TenBridgeOptions,
        game=TenBridgeGame,
        presets=PRESETS,
        preset_notes=PRESET_NOTES,
        heuristic=_heuristic,
        explain=_explain,
        aliases=("ten-bridge", "10bridge"),
        statistics=statistics,
        score_sheet=format_sheet,
        play_scoring=play_scoring,
        heuristic_only=heuristic_decides,
        result_fields=ResultFields(seats=("dealer", "declarer", "revealed_by")),
        words=deal_words,
        present=present,
    )
)
