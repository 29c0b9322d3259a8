"""The move choice: perfect-information Monte Carlo (PIMC) over sampled deals.

For each sample of the view, every legal action is tried on a copy and the deal played out
by the heuristic bot; an action's worth is its weighted mean value over the samples (every
action sees the same samples, which keeps the comparison fair). When the first samples all
hold the same hands (no card that will still be played is hidden), the position is solved
exactly instead, if the solver's node cap allows.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from random import Random

from followsuit.bots.search.budget import Timer
from followsuit.bots.search.rollout import Playout
from followsuit.bots.search.sampling import Sample, Sampler, hands_signature
from followsuit.bots.search.solver import Solver, TooBig
from followsuit.bots.search.value import Rivals, score_index, value
from followsuit.engine import Game, View

PROBES = 6
"""Samples drawn first to tell whether any card that matters is still hidden."""


@dataclass
class Tally:
    """An action's weighted sum of values and weight over the samples tried."""

    total: float = 0.0
    weight: float = 0.0
    tries: int = 0

    @property
    def mean(self) -> float:
        return self.total / self.weight if self.weight > 0 else float("-inf")


@dataclass
class Thought:
    """What one move's search did: the choice, how, and each action's tally (for tests and
    for explaining the bot)."""

    choice: str
    how: str
    """``only`` (one legal action), ``exact`` (solved) or ``sampled`` (PIMC)."""
    samples: int = 0
    playouts: int = 0
    tallies: dict[str, Tally] = field(default_factory=dict)


class Pimc:
    """PIMC for one seat of ``game``: samples from ``sampler``, playouts by ``playout``."""

    def __init__(
        self,
        game: Game,
        sampler: Sampler,
        playout: Playout,
        solver: Solver | None,
        *,
        rivals: Rivals = "mean",
    ) -> None:
        self.game = game
        self.sampler = sampler
        self.playout = playout
        self.solver = solver
        self.rivals = rivals

    def choose(self, view: View, rng: Random, timer: Timer) -> Thought:
        legal: list[str] = view["legal"]
        if len(legal) == 1:
            return Thought(legal[0], "only")
        mine = score_index(self.game, view["seat"])
        samples: list[Sample] = []
        while len(samples) < PROBES and timer.new_sample():
            samples.append(self.sampler.draw(view, rng))
        if not samples:  # no time at all: the heuristic's own choice on one sample
            samples.append(self.sampler.draw(view, rng))
        exact = self._solve(samples, timer.time_left)
        if exact is not None:
            return exact
        tallies = {text: Tally() for text in legal}
        thought = Thought(legal[0], "sampled", tallies=tallies)
        pending = iter(samples)
        while True:
            sample = next(pending, None)
            if sample is None:
                if not timer.new_sample():
                    break
                sample = self.sampler.draw(view, rng)
            thought.samples += 1
            if not self._try_all(sample, legal, tallies, mine, rng, timer.time_left):
                break
            thought.playouts += len(legal)
        thought.choice = max(legal, key=lambda text: (tallies[text].mean, -legal.index(text)))
        return thought

    def _try_all(
        self,
        sample: Sample,
        legal: list[str],
        tallies: dict[str, Tally],
        mine: int,
        rng: Random,
        time_left: Callable[[], bool],
    ) -> bool:
        """Play every legal action out on ``sample`` (in a random order, so that running out
        of time favours none); False if time ran out first."""
        order = legal[:]
        rng.shuffle(order)
        for text in order:
            if not time_left():
                return False
            state = sample.state.clone()
            state.apply(text)
            scores = self.playout.finish(state)
            tally = tallies[text]
            tally.total += sample.weight * value(scores, mine, self.rivals)
            tally.weight += sample.weight
            tally.tries += 1
        return True

    def _solve(self, samples: list[Sample], time_left: Callable[[], bool]) -> Thought | None:
        """The exact choice when every sample holds the same hands and the tree is small."""
        if self.solver is None or len(samples) < PROBES:
            return None
        first = hands_signature(samples[0].state)
        if any(hands_signature(s.state) != first for s in samples[1:]):
            return None
        try:
            choice, _ = self.solver.best(samples[0].state, time_left)
        except TooBig:
            return None
        return Thought(choice, "exact", samples=len(samples))
