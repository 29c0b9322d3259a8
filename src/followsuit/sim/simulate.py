"""Simulate many deals or matches of a game between bots, in parallel and reproducibly.

>>> from followsuit.sim import simulate
>>> run = simulate("spades", deals=8, bots="random", seed=1)
>>> len(run.samples)
8
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from random import Random
from typing import Any

from followsuit import games
from followsuit.bots import make_bot, seat_bots
from followsuit.errors import OptionError
from followsuit.sim.batches import (
    Plan,
    Sample,
    Unit,
    check_budget,
    plan_json,
    run_batch,
    sample_from_json,
    sample_json,
)
from followsuit.sim.executors import Executor
from followsuit.sim.runner import Progress, run_plan
from followsuit.sim.store import BatchStore
from followsuit.sim.summary import Summary, summarise


@dataclass(frozen=True)
class Simulation:
    """A finished run: the plan, every sample in order, and what it comes to."""

    plan: Plan
    title: str
    score_names: tuple[str, ...]
    scorers: tuple[tuple[int, ...], ...]
    player_names: tuple[str, ...]
    live: tuple[int, ...]
    """The seats players hold (the others are dummies, which hold no place)."""
    samples: tuple[Sample, ...]

    @property
    def results(self) -> list[Mapping[str, Any]]:
        """Every finished deal's result, in order (what designer statistics read)."""
        return [r for sample in self.samples for r in sample.results]

    def summary(self) -> Summary:
        return summarise(
            self.samples,
            unit=self.plan.unit,
            score_names=self.score_names,
            scorers=self.scorers,
            player_names=self.player_names,
            bots=self.plan.bots,
            live=self.live,
        )

    def statistics(self) -> list[tuple[str, str, str]] | None:
        """The game's own designer statistics (what, measured, reference), if it has any."""
        spec = games.spec(self.plan.game)
        return None if spec.statistics is None else spec.statistics(self.results)

    def plot(self, path: str) -> bool:
        """Draw the game's statistics to a PNG at ``path``; False if the game has no plot."""
        spec = games.spec(self.plan.game)
        if spec.plot is None:
            return False
        spec.plot(self.results, path)
        return True

    def as_dict(self) -> dict[str, Any]:
        """The summary as JSON-ready data, with the plan it came from: ``plan`` whole, as
        ``run.json`` keeps it (as an arena's summary has it), and its game, preset, options,
        bots, seed and unit beside the summary's figures, where scripts read them."""
        plan = self.plan
        data: dict[str, Any] = {
            "plan": plan_json(plan),
            "game": plan.game,
            "preset": plan.preset,
            "options": dict(plan.options),
            "bots": list(plan.bots),
            "seed": plan.seed,
            "unit": plan.unit,
        }
        data.update(self.summary().as_dict())
        rows = self.statistics()
        if rows is not None:
            data["statistics"] = [list(row) for row in rows]
        return data


def prepare(
    game: str,
    *,
    deals: int | None = None,
    matches: int | None = None,
    bots: str | Sequence[str] = "random",
    preset: str | None = None,
    options: Mapping[str, Any] | None = None,
    seed: int = 0,
    max_deals: int = 100,
    seconds: float | None = None,
    samples: int | None = None,
) -> Plan:
    """Check what to play and return the plan: a bad game, option, bot, count or budget
    (``seconds`` or ``samples`` a move, for the bots that take them) fails here
    (:class:`~followsuit.errors.OptionError`), before any worker starts."""
    check_budget(seconds, samples)
    if (deals is None) == (matches is None):
        raise OptionError("say how many deals or how many matches to play (one of them)")
    count = deals if deals is not None else matches
    assert count is not None
    if count < 1:
        raise OptionError(f"the number of deals or matches must be at least 1, not {count}")
    if max_deals < 1:
        raise OptionError(f"max_deals must be at least 1, not {max_deals}")
    unit: Unit = "deal" if deals is not None else "match"
    loaded = games.load(game, preset, **(options or {}))
    names = seat_bots(bots, loaded.players, loaded.live)
    for name in set(names):
        make_bot(name, loaded, Random(0))  # a bot the game lacks fails here, not in a worker
    return Plan(
        game=games.spec(game).name,
        bots=tuple(names),
        count=count,
        unit=unit,
        seed=seed,
        preset=preset,
        options=dict(options or {}),
        max_deals=max_deals,
        seconds=seconds,
        samples=samples,
    )


def run(
    plan: Plan,
    *,
    workers: int = 1,
    executor: Executor | None = None,
    batch_size: int | None = None,
    progress: Progress | None = None,
    out: str | Path | None = None,
) -> Simulation:
    """Play a plan's deals or matches in batches run by ``executor`` (default: ``workers``
    local processes). The samples never depend on ``workers``, ``executor`` or
    ``batch_size``. With ``out``, each finished batch is kept in that directory and a run
    started again there plays only the batches not yet finished."""
    loaded = plan.load()
    found = run_plan(
        run_batch,
        plan,
        header=_header(plan),
        encode=sample_json,
        decode=sample_from_json,
        workers=workers,
        executor=executor,
        batch_size=batch_size,
        out=out,
        progress=progress,
    )
    return Simulation(
        plan=plan,
        title=loaded.title,
        score_names=tuple(loaded.score_names),
        scorers=tuple(loaded.scorers),
        player_names=tuple(loaded.player_names),
        live=tuple(loaded.live),
        samples=tuple(found),
    )


def _header(plan: Plan) -> dict[str, Any]:
    """What a run's directory keeps of what it plays (``run.json``), checked on resuming."""
    return {"kind": "simulate", "plan": plan_json(plan)}


def check_out(plan: Plan, out: str | Path) -> int:
    """Refuse now (``OptionError``) a directory :func:`run` could not keep ``plan``'s batches
    in, a file or another run's directory, so that a command says so before it starts; else
    how many of the plan's units the batches finished there hold (a run resumed)."""
    return BatchStore(out, _header(plan)).played(plan.count)


def simulate(
    game: str,
    *,
    deals: int | None = None,
    matches: int | None = None,
    bots: str | Sequence[str] = "random",
    preset: str | None = None,
    options: Mapping[str, Any] | None = None,
    seed: int = 0,
    workers: int = 1,
    executor: Executor | None = None,
    batch_size: int | None = None,
    max_deals: int = 100,
    progress: Progress | None = None,
    out: str | Path | None = None,
    seconds: float | None = None,
    samples: int | None = None,
) -> Simulation:
    """Play ``deals`` whole deals (dealer rotating, nothing carried between them) or
    ``matches`` whole matches of ``game`` with ``bots`` (one name for every seat, or one per
    seat): :func:`prepare` then :func:`run`.

    The samples depend only on what to play and ``seed``: never on ``workers``, ``executor``
    or ``batch_size``.
    """
    plan = prepare(
        game,
        deals=deals,
        matches=matches,
        bots=bots,
        preset=preset,
        options=options,
        seed=seed,
        max_deals=max_deals,
        seconds=seconds,
        samples=samples,
    )
    return run(
        plan,
        workers=workers,
        executor=executor,
        batch_size=batch_size,
        progress=progress,
        out=out,
    )
