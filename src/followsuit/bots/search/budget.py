"""How long the search bot thinks about one move: a wall-clock budget, a sample count, or both.

The clock is read inside the search loop (before every playout), so a move stops on time
whatever the game; a fixed number of samples with no time limit makes a move depend only on
the bot's seed (the deterministic mode tests use). No budget may exceed the hard cap.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable
from dataclasses import dataclass

HARD_CAP = 5.0
"""No move thinks longer than this many seconds, whatever it was asked."""

DEFAULT_SECONDS = 1.0

WORLD_SHARE = 0.25
"""The most of a move's seconds one sampled world's exact solve may take: a world too big to
solve in it leaves the rest of the move to the other samples, played out."""

RESERVE = 0.03
"""The share of a move's seconds kept back from the search, for what follows its last check
(choosing among the tallies, returning the move) on a loaded machine."""

Clock = Callable[[], float]
"""Seconds from some fixed point, as ``time.perf_counter``."""


@dataclass(frozen=True)
class Budget:
    """Seconds per move (None: no time limit, the deterministic mode) and samples per move
    (None: as many as the time allows). At least one of them must be given."""

    seconds: float | None = DEFAULT_SECONDS
    samples: int | None = None

    def __post_init__(self) -> None:
        if self.seconds is None and self.samples is None:
            raise ValueError("a search budget needs seconds, samples or both")
        if self.seconds is not None and self.seconds <= 0:
            raise ValueError(f"seconds must be positive, not {self.seconds}")
        if self.samples is not None and self.samples < 1:
            raise ValueError(f"samples must be at least 1, not {self.samples}")

    @property
    def limit(self) -> float:
        """The wall time a move may take: its seconds, never above the hard cap; with no
        seconds (the deterministic mode) no wall-time limit at all, so that the samples
        alone decide the move."""
        return math.inf if self.seconds is None else min(self.seconds, HARD_CAP)

    def start(self, clock: Clock = time.perf_counter) -> Timer:
        return Timer(self, clock)


class Timer:
    """One move's budget being spent: ``more()`` before each unit of work says whether to go on.

    ``checks`` counts how often the clock was read, ``samples`` how many samples were begun."""

    def __init__(self, budget: Budget, clock: Clock) -> None:
        self.budget = budget
        self.clock = clock
        self.began = clock()
        self.deadline = self.began + budget.limit * (1 - RESERVE)
        self.checks = 0
        self.samples = 0
        self.previous: float | None = None

    def time_left(self) -> bool:
        """Whether the wall-clock budget still allows one more unit of work (reads the
        clock): the time since the last reading must fit once more before the deadline, so
        that a move ends by its budget rather than one playout after it."""
        self.checks += 1
        now = self.clock()
        step = 0.0 if self.previous is None else now - self.previous
        self.previous = now
        return now + step < self.deadline

    def overdue(self) -> bool:
        """Whether the deadline has passed (reads the clock only when there is one): a playout
        asks this as it goes and is abandoned once it is true."""
        if math.isinf(self.deadline):
            return False
        self.checks += 1
        return self.clock() >= self.deadline

    def new_sample(self) -> bool:
        """Whether another sample may begin; counts it if so."""
        cap = self.budget.samples
        if cap is not None and self.samples >= cap:
            return False
        if not self.time_left():
            return False
        self.samples += 1
        return True

    def seconds_left(self) -> float | None:
        """Seconds until the deadline (None: no time limit; reads the clock)."""
        if math.isinf(self.deadline):
            return None
        return max(0.0, self.deadline - self.clock())

    def world_seconds(self) -> float | None:
        """Seconds one world's solve may take (``WORLD_SHARE`` of the move, never past the
        deadline; None: no time limit)."""
        left = self.seconds_left()
        if left is None:
            return None
        return min(left, self.budget.limit * WORLD_SHARE)

    def elapsed(self) -> float:
        return self.clock() - self.began
