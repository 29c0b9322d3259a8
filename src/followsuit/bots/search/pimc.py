"""The move choice: perfect-information Monte Carlo (PIMC) over sampled deals.

For each sample of the view, every candidate action is tried on a copy and the deal played
out by the heuristic bot; an action's worth is its weighted mean value over the samples (every
candidate sees the same samples, which keeps the comparison fair and lets it be paired).

Two guards keep a small budget from making the bot worse than its own playout policy:

- **The heuristic as anchor.** The game's heuristic bot's choice for the real view is always a
  candidate, and another action replaces it only when its paired advantage over the samples
  is at least ``confidence`` standard errors above zero.
- **Few candidates in a wide auction.** With more than ``WIDE`` legal actions (an auction of
  every level in every strain), only the heuristic's choice, its neighbours within ``WINDOW``
  in the legal order (the next levels and strains around it) and the first legal action (a
  pass) are tried.

Candidates race: from the ``RACE_AFTER``-th sample on, a candidate (never the anchor) whose
paired deficit to the leader exceeds ``DROP`` standard errors is tried no more, so that the
budget goes to the moves still in contention.

A game may leave some decisions to its heuristic (``GameSpec.heuristic_only``: Bézique's
last eight tricks of two players, 10 Bridge's auction): those are played at once, unsampled.

When the first samples all hold the same hands (no card that will still be played is hidden),
the position is solved exactly instead, if the solver's caps allow.

Where only trick play remains to the end of the deal, each sample (a world where every card is
known) is solved exactly by the native core (``worlds``) instead of played out: every
candidate card gets its exact value in that world, with best play by all. Worlds too big for
the solver's caps are played out by the core (``PLAYOUT_RUNS`` playouts of each candidate by
its fast policy); what is not trick play alone is played out by the heuristic bots in Python.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, field
from random import Random
from typing import Literal

from followsuit import games
from followsuit.bots.search.budget import Timer
from followsuit.bots.search.exact_bids import NativeBids, judge, judges
from followsuit.bots.search.rollout import Playout
from followsuit.bots.search.sampling import InconsistentSample, Sample, Sampler, hands_signature
from followsuit.bots.search.solver import Solver, TooBig
from followsuit.bots.search.value import Rivals, counted_scores, score_index, value
from followsuit.bots.search.worlds import WorldSolver, tricks_alone
from followsuit.engine import Game, Match, State, View
from followsuit.engine.trickplay import TrickPlay
from followsuit.errors import IllegalAction, InconsistentView

PROBES = 6
"""Samples drawn first to tell whether any card that matters is still hidden."""

WIDE = 14
"""More legal actions than this (never a hand of cards) and only some are tried."""

WINDOW = 5
"""How far from the heuristic's choice, in the legal order, a wide choice looks."""

CONFIDENCE = 2.0
"""Standard errors by which a move must beat the heuristic's choice to replace it."""


POLICY_RUNS = 64
"""Native playouts of one auction candidate's play in a world (``policy_bids``)."""

TIE_WORLDS = 16
"""The move's first worlds in which cards tied at the top are played out (``tie_break``)."""

TIE_RUNS = 16
"""Native playouts of each tied card in each of those worlds (``tie_break``)."""

TIE = 1e-9
"""Means closer than this tie."""

TieBreak = Literal["anchor", "policy"]
"""How cards whose solved values tie at the top are told apart (``Pimc.tie_break``)."""

PLAYOUT_RUNS = 16
"""Native playouts of each candidate card in a world too big to solve
(``benchmarks/playout_quality.py``: their mean picks as well as the heuristic's one playout
in Python, at a tenth of its cost or less)."""

RACE_AFTER = 4
"""Samples every candidate gets before any is dropped."""

DROP = 2.0
"""Standard errors behind the leader at which a candidate is dropped."""


@dataclass
class Tally:
    """An action's values on each sample tried (by sample number) and their weights."""

    values: dict[int, float] = field(default_factory=dict)
    weights: dict[int, float] = field(default_factory=dict)

    @property
    def tries(self) -> int:
        return len(self.values)

    @property
    def mean(self) -> float:
        total = sum(self.weights.values())
        if total <= 0:
            return float("-inf")
        return sum(self.weights[i] * v for i, v in self.values.items()) / total

    def add(self, sample: int, weight: float, worth: float) -> None:
        self.values[sample] = worth
        self.weights[sample] = weight


def advantage(better: Tally, base: Tally) -> tuple[float, float]:
    """The weighted mean of ``better``'s value minus ``base``'s on the samples both tried,
    and its standard error (infinite with fewer than two samples)."""
    both = [i for i in better.values if i in base.values]
    weights = [base.weights[i] for i in both]
    total = sum(weights)
    if len(both) < 2 or total <= 0:
        return 0.0, math.inf
    diffs = [better.values[i] - base.values[i] for i in both]
    mean = sum(w * d for w, d in zip(weights, diffs, strict=True)) / total
    var = sum(w * (d - mean) ** 2 for w, d in zip(weights, diffs, strict=True)) / total
    effective = total**2 / sum(w * w for w in weights)
    return mean, math.sqrt(var / max(effective - 1, 1e-9))


@dataclass
class Thought:
    """What one move's search did: the choice, how, and each action's tally (for tests and
    for explaining the bot)."""

    choice: str
    how: str
    """``only`` (one legal action), ``exact`` (solved), ``sampled`` (PIMC's best),
    ``anchor`` (the heuristic's choice, nothing shown better), ``tied`` (of the cards whose
    solved values tie at the top, the best by native playouts: ``tie_break``), ``heuristic``
    (a decision the game leaves to its heuristic, ``GameSpec.heuristic_only``: not sampled) or
    ``native`` (an exact bid judged by the native core, ``exact_bids``)."""
    anchor: str = ""
    samples: int = 0
    rejected: int = 0
    """Samples refused: the resampler failed or disagreed with the view (a bug to report)."""
    playouts: int = 0
    solved: int = 0
    """Worlds solved exactly by the native core (``worlds``)."""
    exact: int = 0
    """Samples in which every candidate was valued by an exact solve."""
    policy: int = 0
    """Samples in which every candidate was valued by native playouts of the play after it
    (``policy_bids``)."""
    tallies: dict[str, Tally] = field(default_factory=dict)


def candidates(legal: list[str], anchor: str) -> list[str]:
    """The actions worth trying (see the module's docstring), in the legal order."""
    if len(legal) <= WIDE:
        return legal
    at = legal.index(anchor)
    near = set(legal[max(0, at - WINDOW) : at + WINDOW + 1]) | {legal[0]}
    return [text for text in legal if text in near]


def race(active: list[str], anchor: str, tallies: dict[str, Tally]) -> list[str]:
    """The candidates still in contention: the anchor, the leader, and every other not
    ``DROP`` standard errors behind the leader."""
    leader = max(active, key=lambda text: tallies[text].mean)
    kept = []
    for text in active:
        if text not in (anchor, leader):
            gain, error = advantage(tallies[leader], tallies[text])
            if gain > DROP * error:
                continue
        kept.append(text)
    return kept


def cards_played(state: State) -> int | None:
    """The cards played so far in ``state``'s deal (None where it is not a deal of trick
    play)."""
    deal = state.current if isinstance(state, Match) else state
    return deal.played if isinstance(deal, TrickPlay) else None


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
        confidence: float = CONFIDENCE,
        heuristic_only: Callable[[View], bool] | None = None,
        worlds: WorldSolver | None = None,
        simulate_bids: bool | None = None,
        policy_bids: bool = False,
        native_bids: NativeBids | None = None,
        tie_break: TieBreak = "anchor",
    ) -> None:
        self.game = game
        self.tie_break = tie_break
        """Where every world was solved and more than one card has the best mean, the move is
        the heuristic's card if it is among them (``anchor``), or (``policy``) the one of them
        with the best mean over ``TIE_RUNS`` native playouts in each of the move's first
        ``TIE_WORLDS`` worlds, every seat playing for itself by the core's fast policy (a card
        that only a seat seeing every card could play safely loses there)."""
        self.worlds = worlds
        self._seat = 0
        """The seat whose move is being chosen."""
        self.simulate_bids = len(game.scorers) == 2 if simulate_bids is None else simulate_bids
        """A candidate of the auction is judged in each world by the play that follows it,
        solved exactly (bidding by simulation): the calls still to come are the playout bots'
        in that world (each sees only its own hand there). By default with two sides only.
        Where seats play for themselves, bids are judged by playouts: judged by the paranoid
        solve (every other seat against one) or by the max^n solve, they measured worse
        (peer_oh_hell.py, docs/bots.md)."""
        self.policy_bids = policy_bids
        """A candidate of the auction is judged in each world by ``POLICY_RUNS`` native
        playouts of the play that follows it, every seat playing for its own deal score by the
        core's fast policy (``worlds.policy_value``; the calls still to come are the playout
        bots' in that world), and the best mean is the move, as where every world is solved;
        only where the play that follows scores tricks alone (no card points: the policy knows
        tricks, not points). Off by default: in the peer match (``peer_oh_hell.py``) it bid
        better than the heuristic's playouts on the deals it was chosen on and the next, but
        not on fresh ones (docs/bots.md)."""
        self.native_bids = native_bids if judges(game) else None
        """An exact bid (Oh Hell's) is judged by the native core over many fresh worlds
        (``exact_bids``), where the deal is one it models (the search bot's default)."""
        self.sampler = sampler
        self.playout = playout
        self.solver = solver
        self.rivals = rivals
        self.counted = counted_scores(game)
        """The scores a seat's is set against (a dummy's is not), read once for every
        playout's value."""
        self.confidence = confidence
        self.heuristic_only = heuristic_only

    def choose(self, view: View, rng: Random, timer: Timer) -> Thought:
        legal: list[str] = view["legal"]
        if len(legal) == 1:
            return Thought(legal[0], "only")
        seat: int = view["seat"]
        if self.heuristic_only is not None and self.heuristic_only(view):
            anchor = self.playout.bots[seat].act(view)
            return Thought(anchor, "heuristic", anchor=anchor)
        mine = score_index(self.game, seat)
        self._seat = seat
        if self.native_bids is not None and view.get("phase") == "bid":
            native = self._judge_bid(view, rng, timer, mine)
            if native is not None:
                return native
        if self.worlds is not None:
            self.worlds.begin()
        samples: list[Sample] = []
        rejected = 0
        while len(samples) < PROBES and rejected < PROBES and timer.new_sample():
            sample = self._draw(view, rng)
            if sample is None:
                rejected += 1
            else:
                samples.append(sample)
        solved = self._solve(samples, timer.time_left) if not rejected else None
        if solved is not None:
            return solved
        anchor = self.playout.bots[seat].act(view)
        tried = candidates(legal, anchor)
        tallies = {text: Tally() for text in tried}
        active = tried
        thought = Thought(anchor, "anchor", anchor=anchor, tallies=tallies, rejected=rejected)
        pending = iter(samples)
        kept: list[Sample] = []
        """The move's first worlds, kept only for ``tie_break`` "policy"."""
        keep = TIE_WORLDS if self.tie_break == "policy" else 0
        while thought.rejected < PROBES:
            sample = next(pending, None)
            if sample is None:
                if not timer.new_sample():
                    break
                sample = self._draw(view, rng)
                if sample is None:
                    thought.rejected += 1
                    continue
            if len(kept) < keep:
                kept.append(sample)
            number = thought.samples
            thought.samples += 1
            done, how = self._try_all(sample, number, active, anchor, tallies, mine, rng, timer)
            thought.playouts += done
            thought.exact += how == "exact"
            thought.policy += how == "policy"
            if done < len(active):
                break
            if thought.samples >= RACE_AFTER:
                active = race(active, anchor, tallies)
        if self.worlds is not None:
            thought.solved = self.worlds.solved
        best = max(tried, key=lambda text: (tallies[text].mean, text == anchor))
        if best != anchor:
            gain, error = advantage(tallies[best], tallies[anchor])
            # Where every sample was solved exactly, each value is exact in its world and
            # PIMC's own choice, the best mean, stands (peer_oh_hell.py, docs/bots.md); so
            # where every bid was judged by the policy's playouts of the play after it.
            judged = thought.exact + thought.policy
            all_judged = thought.samples > 0 and judged == thought.samples
            if gain > (0.0 if all_judged else self.confidence * error):
                thought.choice, thought.how = best, "sampled"
        if self.tie_break == "policy" and thought.samples and thought.exact == thought.samples:
            top = tallies[best].mean
            tied = [text for text in tried if tallies[text].mean >= top - TIE]
            if len(tied) > 1:
                broken = self._break_tie(tied, anchor, kept, rng)
                if broken is not None:
                    thought.choice, thought.how = broken, "tied"
        return thought

    def _break_tie(
        self, tied: list[str], anchor: str, kept: list[Sample], rng: Random
    ) -> str | None:
        """Of the ``tied`` cards, the best mean over native playouts by the core's fast policy
        in the ``kept`` worlds (``tie_break``), the anchor first among equals; None where a
        world is not trick play to the end."""
        assert self.worlds is not None
        totals = dict.fromkeys(tied, 0.0)
        for sample in kept:
            values = self.worlds.policy_card_values(
                sample.state, self._seat, TIE_RUNS, rng.getrandbits(63)
            )
            if values is None:
                return None
            for text in tied:
                totals[text] += sample.weight * values[text]
        return max(tied, key=lambda text: (round(totals[text], 9), text == anchor))

    def _judge_bid(self, view: View, rng: Random, timer: Timer, mine: int) -> Thought | None:
        """The bid judged natively (``native_bids``) from one sample of the view, or None
        where the judge does not model the deal (the move is then PIMC's)."""
        assert self.native_bids is not None
        sample = self._draw(view, rng)
        if sample is None:
            return None
        seat: int = view["seat"]
        how = self.native_bids
        found = judge(
            sample.state,
            seat,
            view["legal"],
            mine,
            self.playout,
            how,
            self.rivals,
            timer,
            rng.getrandbits(63),
        )
        if found is None:
            return None
        tallies = {text: Tally({0: worth}, {0: 1.0}) for text, worth in found.values.items()}
        return Thought(
            found.choice, "native", samples=1, playouts=found.simulations, tallies=tallies
        )

    def _draw(self, view: View, rng: Random) -> Sample | None:
        """A sample of the view, or None if the resampler found the view inconsistent (no
        sample fitting its log: a game's hooks may miss an inference) or gave a deal that
        disagrees with the view (the move then rests on the other samples, or the anchor).
        Any other error, a plain ValueError among them, is a bug and goes up."""
        try:
            return self.sampler.draw(view, rng)
        except (InconsistentSample, InconsistentView, IllegalAction):
            return None

    def _try_all(
        self,
        sample: Sample,
        number: int,
        tried: list[str],
        anchor: str,
        tallies: dict[str, Tally],
        mine: int,
        rng: Random,
        timer: Timer,
    ) -> tuple[int, str]:
        """Play each candidate out on ``sample``: the anchor first, then the others in a random
        order (so that running out of time favours none); how many were played, and how every
        one was valued: ``exact``, ``policy`` (``_worth``), else ``""``. A world the native core
        solves gives every candidate its exact value at once."""
        if self.worlds is not None:
            values = self.worlds.values(sample.state, timer.world_seconds())
            exact = values is not None
            how = "exact" if exact else ""
            if values is None and self.worlds.too_big:
                seed = rng.getrandbits(63)
                if self.worlds.big_by_policy(sample.state):
                    values = self.worlds.policy_card_values(
                        sample.state, self._seat, PLAYOUT_RUNS, seed
                    )
                    how = "policy"
                else:
                    values = self.worlds.playout_values(sample.state, PLAYOUT_RUNS, seed)
            if values is not None and all(text in values for text in tried):
                for text in tried:
                    tallies[text].add(number, sample.weight, values[text])
                return len(tried), how
        others = [text for text in tried if text != anchor]
        rng.shuffle(others)
        seed = rng.getrandbits(63)  # one for every candidate: their playouts are paired
        done = 0
        hows = set()
        for text in [anchor, *others]:
            if not timer.time_left():
                break
            state = sample.state.clone()
            state.apply(text)
            found = self._worth(state, mine, timer, seed)
            if found is None:
                break
            worth, how = found
            hows.add(how)
            tallies[text].add(number, sample.weight, worth)
            done += 1
        alike = hows.pop() if len(hows) == 1 and done == len(tried) else ""
        return done, "" if alike == "playout" else alike

    def _worth(self, state: State, mine: int, timer: Timer, seed: int) -> tuple[float, str] | None:
        """The value of ``state`` (a sample after a candidate) for score ``mine``, and how it
        was found: played on by the playout bots until only trick play remains and then solved
        exactly by the native core (``exact``: an auction's candidate judged by the play that
        follows it, ``simulate_bids``) or played out natively by every seat for itself
        (``policy``, ``policy_bids``; ``seed`` the playouts'), or played out to the end by the
        heuristic bots (``playout``) where the world is too big (judged by the core's playouts
        instead, Spades' bids measured worse: docs/bots.md); None if the move's time ran out."""
        seat = self._seat
        worlds = self.worlds
        simulate = self.simulate_bids or self.policy_bids
        if worlds is not None and (simulate or games.play_scoring(state) is not None):
            played = cards_played(state)
            stopped, scores = self.playout.play(
                state, timer.overdue, lambda s: games.play_scoring(s) is not None
            )
            if stopped:
                # The calls made on the way are this world's and this candidate's: the
                # scoring's tables of the last world do not hold.
                worlds.forget()
                if self.policy_bids and tricks_alone(state):
                    found = worlds.policy_value(state, seat, POLICY_RUNS, seed)
                    if found is not None:
                        return found, "policy"
                exact = worlds.position_value(state, seat, timer.world_seconds())
                if exact is not None:
                    # Cards the playout bots played first (Bézique's, to the end of the
                    # stock) make the value a playout's, however its end was found.
                    return exact, "exact" if cards_played(state) == played else "playout"
                scores = self.playout.finish(state, timer.overdue)
        else:
            scores = self.playout.finish(state, timer.overdue)
        if scores is None:
            return None
        return value(scores, mine, self.rivals, self.counted), "playout"

    def _solve(self, samples: list[Sample], time_left: Callable[[], bool]) -> Thought | None:
        """The exact choice when every sample holds the same hands and the tree is small: by
        the native core where it can solve the position, else by the Python solver."""
        if len(samples) < PROBES:
            return None
        first = hands_signature(samples[0].state)
        if any(hands_signature(s.state) != first for s in samples[1:]):
            return None
        if self.worlds is not None:
            exact = self.worlds.values(samples[0].state)
            if exact is not None:
                choice = max(exact, key=lambda text: exact[text])
                return Thought(choice, "exact", samples=len(samples), solved=1)
        if self.solver is None:
            return None
        try:
            choice, _ = self.solver.best(samples[0].state, time_left)
        except TooBig:
            return None
        return Thought(choice, "exact", samples=len(samples))
