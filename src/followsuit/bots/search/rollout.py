"""Playing a sampled deal out to its end with the game's own heuristic bot in every seat.

Each seat's bot sees only its view of the sampled state, as in a real deal; a game with no
heuristic bot is played out at random. The playout returns the deal's scores, or nothing
when the move's deadline passed on the way (a long playout, as Bézique's early in a deal, is
abandoned rather than let the move run over its time). A game whose rest of a deal is
already decided (``GameSpec.settle``: Bézique's last eight tricks, which its heuristic plays
perfectly) is scored there instead of played out, unless the caller stops the playout there
first (the search, which solves the rest natively: Bézique's last eight in about a
millisecond, where its Python minimax takes tens).
"""

from __future__ import annotations

from collections.abc import Callable
from random import Random

from followsuit import games
from followsuit.engine import Bot, Game, RandomBot, Score, State


def policy_bots(game: Game, rng: Random) -> list[Bot]:
    """One playout bot per seat: the game's heuristic, else random; seeded from ``rng``."""
    make = games.spec(game.name).heuristic
    seeds = [rng.getrandbits(64) for _ in range(game.players)]
    if make is None:
        return [RandomBot(Random(seed)) for seed in seeds]
    return [make(game, Random(seed)) for seed in seeds]


CHECK_EVERY = 8
"""Actions between two readings of the clock during a playout."""


Settle = Callable[[State], tuple[Score, ...] | None]
"""A game's ``settle`` (``GameSpec.settle``): the deal's scores once its rest is decided."""


class Playout:
    """Plays sampled deals to the end with ``bots`` (one per seat); counts the actions taken.
    With ``settle`` (the game's), a playout stops as soon as it gives the deal's scores."""

    def __init__(self, bots: list[Bot], settle: Settle | None = None) -> None:
        self.bots = bots
        self.settle = settle
        self.actions = 0

    def finish(
        self, state: State, overdue: Callable[[], bool] | None = None
    ) -> tuple[Score, ...] | None:
        """Play ``state`` (changed in place) to the end of its deal; the deal's scores, or
        None if ``overdue()`` (asked every ``CHECK_EVERY`` actions) said to stop first."""
        return self.play(state, overdue)[1]

    def play(
        self,
        state: State,
        overdue: Callable[[], bool] | None = None,
        stop: Callable[[State], bool] | None = None,
    ) -> tuple[bool, tuple[Score, ...] | None]:
        """Play ``state`` (changed in place) on until the deal ends (or ``settle`` scores it),
        or until ``stop(state)`` is true (asked before each action, and before ``settle``);
        whether it stopped there, and the deal's scores where it ended (None: stopped, or
        ``overdue()`` said to give up)."""
        bots = self.bots
        settle = self.settle
        seat = state.to_act
        taken = 0
        while seat is not None:
            if stop is not None and stop(state):
                return True, None
            if settle is not None:
                settled = settle(state)
                if settled is not None:
                    return False, settled
            if overdue is not None and taken % CHECK_EVERY == CHECK_EVERY - 1 and overdue():
                return False, None
            state.apply(bots[seat].act(state.view(seat)))
            taken += 1
            self.actions += 1
            seat = state.to_act
        return False, state.scores.deals[-1]
