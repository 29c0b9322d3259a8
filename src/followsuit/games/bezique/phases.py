"""The phases of a deal of Bézique, as the rules run them (Z1, Z3, Z4)."""

from __future__ import annotations

from enum import StrEnum


class Phase(StrEnum):
    """The order of a deal: (Grand Bézique's carte blanche,) tricks while the stock lasts with
    a declaration after each, the last eight tricks, the end."""

    CARTE = "carte blanche"
    """Z4: a player holding no court card shows carte blanche or passes (at the deal, and
    after drawing while still blank)."""
    PLAY = "play"
    """Z1: tricks while the stock lasts: any card may be played."""
    DECLARE = "declare"
    """Z1: after each trick while the stock lasts, its winner declares, exchanges or draws
    (Polish: declares with the trick just won, the last eight tricks included)."""
    LAST_EIGHT = "last eight"
    """Z1: the stock is gone: follow suit and win the trick if able, trump when void if able.
    A view shows it as ``play``: to the players it is the play going on under other rules."""
    OVER = "over"


CARTE, PLAY, DECLARE, LAST_EIGHT, OVER = (
    Phase.CARTE,
    Phase.PLAY,
    Phase.DECLARE,
    Phase.LAST_EIGHT,
    Phase.OVER,
)
