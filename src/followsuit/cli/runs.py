"""What ``simulate`` and ``arena`` share on the command line: the extras checked before a run
starts, the executor for ``--workers`` and ``--ray`` (a local Ray cluster shut down after),
the progress bar on standard error, the options both take and the words their summaries
share."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Annotated, TypeVar

import typer
from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeRemainingColumn

from followsuit.cli.app import FAILED, USAGE, fail
from followsuit.sim import ArenaPlan, BotFailure, Plan
from followsuit.sim.executors import Executor, RayCluster, executor_for
from followsuit.sim.reports import require_plotting
from followsuit.sim.runner import Progress as Advance
from followsuit.sim.summary import Rate

T = TypeVar("T")

Preset = Annotated[str | None, typer.Option(help="A named variant.")]
OptionChanges = Annotated[
    list[str] | None,
    typer.Option("--option", "-o", help="Change an option: name=value (repeatable)."),
]
Seed = Annotated[int, typer.Option(help="The run's seed: same seed, same deals.")]
Workers = Annotated[int, typer.Option(min=1, help="Local worker processes.")]
RayAddress = Annotated[
    str | None,
    typer.Option(
        help="Run on Ray: 'local' starts a cluster here (--workers CPUs), "
        "or the address of a running one."
    ),
]
AsJson = Annotated[bool, typer.Option("--json", help="Print the summary as JSON.")]
Seconds = Annotated[
    float | None,
    typer.Option(help="Time budget per move for bots that take one (search)."),
]
Samples = Annotated[
    int | None,
    typer.Option(
        help="Samples per move for bots that take them (search); without --seconds no "
        "time limit, so the result does not depend on the machine's load."
    ),
]


def check_extras(*, plots: bool, ray: str | None) -> None:
    """Fail now, saying what to install, if plots need matplotlib or ``--ray`` needs Ray and
    it is missing (rather than after the run)."""
    try:
        if plots:
            require_plotting()
        if ray is not None:
            RayCluster.require()
    except ImportError as error:
        fail(str(error), USAGE)


@contextmanager
def run_executor(workers: int, ray: str | None) -> Iterator[Executor]:
    """The executor for ``--workers`` and ``--ray``; a Ray cluster it started is shut down."""
    executor = executor_for(workers, ray)
    try:
        yield executor
    finally:
        if isinstance(executor, RayCluster):
            executor.close()


def progress_bar(out: Console) -> Progress:
    """A bar with units done of the total and the time left (gone when finished on a
    terminal)."""
    return Progress(
        TextColumn("{task.description}"),
        BarColumn(),
        MofNCompleteColumn(),
        TimeRemainingColumn(),
        console=out,
        transient=out.is_terminal,
    )


def run_with_progress(
    run: Callable[[Executor, Advance], T],
    *,
    workers: int,
    ray: str | None,
    description: str,
    total: int,
    errors: Console,
) -> T:
    """``run(executor, advance)`` on the executor for ``--workers`` and ``--ray``, with a
    progress bar of ``total`` units on ``errors``; a bot that fails ends the command."""
    with run_executor(workers, ray) as executor, progress_bar(errors) as progress:
        task = progress.add_task(description, total=total)
        try:
            return run(executor, lambda step: progress.advance(task, step))
        except BotFailure as error:
            fail(str(error), FAILED)


def plan_text(plan: Plan | ArenaPlan) -> str:
    """``seed K, preset P, options k=v, ...``: what a summary's first line says was played."""
    text = f"seed {plan.seed}"
    if plan.preset:
        text += f", preset {plan.preset}"
    if plan.options:
        text += ", options " + ", ".join(f"{k}={v}" for k, v in plan.options.items())
    return text


def rate_text(rate: Rate | None) -> str:
    """``12.5% (1/8)``, or a dash when there is nothing to count."""
    if rate is None or rate.value is None:
        return "—"
    return f"{100 * rate.value:.1f}% ({rate.hits}/{rate.out_of})"
