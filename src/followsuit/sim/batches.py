"""A simulation plan split into independent batches, each deal or match seeded by its index.

Every deal (or match) draws its pack and its bots' choices from generators seeded by the plan's
seed and its own index, never from a batch's or a worker's, so a run gives the same samples
whatever the batch size, the number of workers or where they run.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from random import Random
from typing import Any, Literal

from followsuit import games
from followsuit.bots import make_bot
from followsuit.engine import Bot, Game, Match, Score
from followsuit.errors import OptionError
from followsuit.sim.playing import dealer_of, place_scores, play_match, play_out
from followsuit.sim.runner import Batch

Unit = Literal["deal", "match"]


@dataclass(frozen=True)
class Plan:
    """What to simulate: a game under options, one bot name per seat, how many of what."""

    game: str
    bots: tuple[str, ...]
    count: int
    unit: Unit = "deal"
    seed: int = 0
    preset: str | None = None
    options: Mapping[str, Any] = field(default_factory=dict)
    max_deals: int = 100
    """A match still going after this many deals is stopped and counted unfinished."""
    seconds: float | None = None
    """The time per move given to bots that take one (search; None: their own)."""
    samples: int | None = None
    """The samples per move given to bots that take them; without ``seconds`` they think
    with no time limit, so the run does not depend on the machine's load."""

    def load(self) -> Game:
        return games.load(self.game, self.preset, **self.options)


@dataclass(frozen=True)
class Sample:
    """One simulated deal or match: what each side or seat scored, and who won."""

    index: int
    dealer: int
    scores: tuple[Score, ...]
    """The deal's scores, or the match's totals."""
    winner: int | None
    """The side or seat that won (a deal: the strictly highest score); None: a tie or
    an unfinished match."""
    complete: bool
    deal_scores: tuple[tuple[Score, ...], ...]
    results: tuple[Mapping[str, Any], ...]
    """Each finished deal's result (game-specific), in order."""


MAX_SECONDS = 60.0
"""The most time per move a run may give a bot."""


def check_budget(seconds: float | None, samples: int | None) -> None:
    """Refuse a time or a number of samples per move no bot could take (``OptionError``)."""
    if seconds is not None and not 0 < seconds <= MAX_SECONDS:
        raise OptionError(f"seconds per move must be above 0 and at most {MAX_SECONDS:g}")
    if samples is not None and (
        isinstance(samples, bool) or not isinstance(samples, int) or samples < 1
    ):
        raise OptionError(f"samples per move must be a whole number at least 1, not {samples}")


def generator(plan: Plan, index: int, part: str) -> Random:
    """The generator of one part (``pack``, ``bot2``) of deal or match ``index``."""
    return Random(f"followsuit-sim/{plan.seed}/{plan.unit}/{index}/{part}")


def sample_json(sample: Sample) -> dict[str, Any]:
    """A sample as JSON-ready data (what a run's store keeps)."""
    return {
        "index": sample.index,
        "dealer": sample.dealer,
        "scores": list(sample.scores),
        "winner": sample.winner,
        "complete": sample.complete,
        "deal_scores": [list(scores) for scores in sample.deal_scores],
        "results": [dict(result) for result in sample.results],
    }


def sample_from_json(data: Mapping[str, Any]) -> Sample:
    """A sample back from :func:`sample_json`'s data."""
    return Sample(
        index=int(data["index"]),
        dealer=int(data["dealer"]),
        scores=tuple(data["scores"]),
        winner=data["winner"],
        complete=bool(data["complete"]),
        deal_scores=tuple(tuple(scores) for scores in data["deal_scores"]),
        results=tuple(data["results"]),
    )


def plan_json(plan: Plan) -> dict[str, Any]:
    """What a plan plays, as JSON-ready data (a run's store checks it on resuming)."""
    return {
        "game": plan.game,
        "bots": list(plan.bots),
        "count": plan.count,
        "unit": plan.unit,
        "seed": plan.seed,
        "preset": plan.preset,
        "options": dict(plan.options),
        "max_deals": plan.max_deals,
        **({"seconds": plan.seconds} if plan.seconds is not None else {}),
        **({"samples": plan.samples} if plan.samples is not None else {}),
    }


def seat_bots(plan: Plan, game: Game, index: int) -> list[Bot]:
    return [
        make_bot(
            name,
            game,
            generator(plan, index, f"bot{seat}"),
            seconds=plan.seconds,
            samples=plan.samples,
        )
        for seat, name in enumerate(plan.bots)
    ]


def strict_winner(scores: tuple[Score, ...], places: Sequence[int] | None = None) -> int | None:
    """The score strictly highest among ``places`` (indices of ``scores``; None: all of them),
    or None on a tie."""
    held = range(len(scores)) if places is None else places
    best = max(scores[i] for i in held)
    leaders = [i for i in held if scores[i] == best]
    return leaders[0] if len(leaders) == 1 else None


def run_batch(batch: Batch[Plan]) -> list[Sample]:
    """Play a batch's deals or matches (the function workers run)."""
    plan = batch.plan
    game = plan.load()
    places = place_scores(game)
    samples = []
    for index in range(batch.start, batch.stop):
        dealer = dealer_of(game, index)
        bots = seat_bots(plan, game, index)
        if plan.unit == "deal":
            deal = game.new_deal(dealer=dealer, rng=generator(plan, index, "pack"))
            play_out(deal, bots)
            outcome = deal.outcome()
            samples.append(
                Sample(
                    index=index,
                    dealer=dealer,
                    scores=outcome.scores,
                    winner=strict_winner(outcome.scores, places),
                    complete=True,
                    deal_scores=(outcome.scores,),
                    results=(outcome.result,),
                )
            )
        else:
            match = Match(game, rng=generator(plan, index, "pack"), dealer=dealer)
            play_match(match, bots, plan.max_deals)
            scores = match.scores
            samples.append(
                Sample(
                    index=index,
                    dealer=dealer,
                    scores=scores.totals,
                    winner=match.winner,
                    complete=match.match_is_over,
                    deal_scores=scores.deals,
                    results=tuple(o.result for o in match.finished),
                )
            )
    return samples
