"""Records: the ``followsuit/1`` JSON format, and replay that checks and scores them."""

from followsuit.records.explain import explained_record, explained_view, explanations
from followsuit.records.format import Record, check_shape, dump, dumps, load, loads
from followsuit.records.replay import Replay, Spot, game_of, replay, replay_to, summarise

__all__ = [
    "Record",
    "Replay",
    "Spot",
    "check_shape",
    "dump",
    "dumps",
    "explained_record",
    "explained_view",
    "explanations",
    "game_of",
    "load",
    "loads",
    "replay",
    "replay_to",
    "summarise",
]
