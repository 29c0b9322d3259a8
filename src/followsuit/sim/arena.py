"""The arena: two bots compared over duplicate deals, in parallel and reproducibly.

>>> from followsuit.sim.arena import arena
>>> run = arena("spades", bots="heuristic,random", deals=4, seed=1)
>>> len(run.deals), len(run.deals[0].plays)
(4, 2)

Each deal's pack and every bot's choices come from generators seeded by the run's seed, the
deal's index, the rotation and the seat, never by a batch or a worker, so a run gives the same
deals whatever the executor, the number of workers, the batch size or a restart. Batches run
and resume exactly as a simulation's (``followsuit.sim.runner``).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from random import Random
from typing import Any

from followsuit import games
from followsuit.bots import UnknownBot, make_bot, takes_samples, takes_seconds
from followsuit.engine import Bot, Game
from followsuit.errors import OptionError
from followsuit.sim.arena_summary import ArenaSummary, summarise_arena
from followsuit.sim.batches import check_budget
from followsuit.sim.duplicate import (
    DuplicateDeal,
    deal_from_json,
    deal_json,
    places,
    play_duplicate,
    record,
)
from followsuit.sim.executors import Executor
from followsuit.sim.playing import dealer_of
from followsuit.sim.runner import Batch, Progress, run_plan
from followsuit.sim.store import BatchStore


@dataclass(frozen=True)
class ArenaPlan:
    """What to play: a game under options, bot A against bot B, how many duplicate deals."""

    game: str
    bots: tuple[str, str]
    deals: int
    seed: int = 0
    preset: str | None = None
    options: Mapping[str, Any] = field(default_factory=dict)
    seconds: float | None = None
    """The time budget per move given to bots that take one (None: their own default)."""
    samples: int | None = None
    """The samples per move given to bots that take them (search); without ``seconds`` they
    think with no time limit, so the run does not depend on the machine's load."""

    @property
    def count(self) -> int:
        return self.deals

    def load(self) -> Game:
        return games.load(self.game, self.preset, **self.options)

    def as_json(self) -> dict[str, Any]:
        """What the plan plays, as JSON-ready data (a run's store checks it on resuming)."""
        return {
            "game": self.game,
            "bots": list(self.bots),
            "deals": self.deals,
            "seed": self.seed,
            "preset": self.preset,
            "options": dict(self.options),
            "seconds": self.seconds,
            **({"samples": self.samples} if self.samples is not None else {}),
        }


def generator(plan: ArenaPlan, index: int, part: str) -> Random:
    """The generator of one part (``pack``, ``r1/bot2``) of duplicate deal ``index``."""
    return Random(f"followsuit-arena/{plan.seed}/{index}/{part}")


def bot_pair(bots: str | Sequence[str]) -> tuple[str, str]:
    """Two bot names from ``"a,b"`` (or a pair); :class:`UnknownBot` if not exactly two."""
    parts = bots.split(",") if isinstance(bots, str) else list(bots)
    names = [p.strip().lower() for p in parts]
    if len(names) != 2 or not all(names):
        raise UnknownBot(
            f"an arena compares two bots: give --bots A,B (two names), not {','.join(parts)!r}"
        )
    return names[0], names[1]


def prepare_arena(
    game: str,
    *,
    bots: str | Sequence[str],
    deals: int,
    seed: int = 0,
    preset: str | None = None,
    options: Mapping[str, Any] | None = None,
    seconds: float | None = None,
    samples: int | None = None,
) -> ArenaPlan:
    """Check what to play and return the plan: a bad game, option, bot, count or budget
    fails here (:class:`~followsuit.errors.OptionError`), before any worker starts."""
    if isinstance(deals, bool) or not isinstance(deals, int) or deals < 1:
        raise OptionError(f"the number of deals must be a whole number at least 1, not {deals}")
    check_budget(seconds, samples)
    pair = bot_pair(bots)
    loaded = games.load(game, preset, **(options or {}))
    if len(places(loaded)) < 2:
        raise OptionError(f"{loaded.title} has a single scoring side: nothing to compare")
    for name in dict.fromkeys(pair):
        make_bot(name, loaded, Random(0), seconds=seconds, samples=samples)  # fails here
    return ArenaPlan(
        game=games.spec(game).name,
        bots=pair,
        deals=deals,
        seed=seed,
        preset=preset,
        options=dict(options or {}),
        seconds=seconds,
        samples=samples,
    )


def play_arena_batch(batch: Batch[ArenaPlan]) -> list[DuplicateDeal]:
    """Play a batch's duplicate deals (the function workers run)."""
    plan = batch.plan
    game = plan.load()
    found = []
    for index in range(batch.start, batch.stop):
        makers = [_maker(plan, game, index, name) for name in plan.bots]
        found.append(
            play_duplicate(
                game, index, dealer_of(game, index), generator(plan, index, "pack"), makers
            )
        )
    return found


def _maker(plan: ArenaPlan, game: Game, index: int, name: str) -> Callable[[int, int], Bot]:
    def make(rotation: int, seat: int) -> Bot:
        rng = generator(plan, index, f"r{rotation}/bot{seat}")
        return make_bot(name, game, rng, seconds=plan.seconds, samples=plan.samples)

    return make


@dataclass(frozen=True)
class Arena:
    """A finished arena: the plan and every duplicate deal in order."""

    plan: ArenaPlan
    game: Game
    deals: tuple[DuplicateDeal, ...]

    def summary(self) -> ArenaSummary:
        return summarise_arena(self.deals, self.plan.bots, self.game)

    def as_dict(self) -> dict[str, Any]:
        """The plan and the summary as JSON-ready data (``summary.json``)."""
        return {"plan": self.plan.as_json(), "title": self.game.title, **self.summary().as_dict()}

    def records(self) -> Iterator[tuple[str, dict[str, Any]]]:
        """Every rotation of every deal as a record, with a file name: ``DEAL-ROTATION.json``
        (deal from 1, rotation from 0: the place bot A held)."""
        for deal in self.deals:
            for rotation in range(len(deal.plays)):
                name = f"{deal.index + 1:06d}-{rotation}.json"
                yield name, record(self.game, deal, rotation, self.plan.bots)


def run_arena(
    plan: ArenaPlan,
    *,
    workers: int = 1,
    executor: Executor | None = None,
    batch_size: int | None = None,
    progress: Progress | None = None,
    out: str | Path | None = None,
) -> Arena:
    """Play a plan's duplicate deals in batches run by ``executor`` (default: ``workers``
    local processes). The deals never depend on ``workers``, ``executor`` or ``batch_size``.
    With ``out``, each finished batch is kept in that directory and a run started again there
    plays only the batches not yet finished."""
    if not batch_size and any(takes_seconds(bot) or takes_samples(bot) for bot in plan.bots):
        batch_size = 1  # each deal takes seconds a move: progress and resuming go deal by deal
    found = run_plan(
        play_arena_batch,
        plan,
        header=_header(plan),
        encode=deal_json,
        decode=deal_from_json,
        workers=workers,
        executor=executor,
        batch_size=batch_size,
        out=out,
        progress=progress,
    )
    return Arena(plan=plan, game=plan.load(), deals=tuple(found))


def _header(plan: ArenaPlan) -> dict[str, Any]:
    """What an arena's directory keeps of what it plays (``run.json``), checked on resuming."""
    return {"kind": "arena", "plan": plan.as_json()}


def check_arena_out(plan: ArenaPlan, out: str | Path) -> int:
    """Refuse now (``OptionError``) a directory :func:`run_arena` could not keep ``plan``'s
    batches in, a file or another run's directory, so that a command says so before it
    starts; else how many of its deals the batches finished there hold (a run resumed)."""
    return BatchStore(out, _header(plan)).played(plan.count)


def arena(
    game: str,
    *,
    bots: str | Sequence[str],
    deals: int,
    seed: int = 0,
    preset: str | None = None,
    options: Mapping[str, Any] | None = None,
    seconds: float | None = None,
    samples: int | None = None,
    workers: int = 1,
    executor: Executor | None = None,
    batch_size: int | None = None,
    progress: Progress | None = None,
    out: str | Path | None = None,
) -> Arena:
    """Compare bot A and bot B (``"a,b"``) over ``deals`` duplicate deals of ``game``:
    :func:`prepare_arena` then :func:`run_arena`."""
    plan = prepare_arena(
        game,
        bots=bots,
        deals=deals,
        seed=seed,
        preset=preset,
        options=options,
        seconds=seconds,
        samples=samples,
    )
    return run_arena(
        plan,
        workers=workers,
        executor=executor,
        batch_size=batch_size,
        progress=progress,
        out=out,
    )
