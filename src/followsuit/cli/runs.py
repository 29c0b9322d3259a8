"""What ``simulate`` and ``arena`` share on the command line: the extras checked before a run
starts, the warnings about options with no effect, the executor for ``--workers`` and
``--ray`` (a local Ray cluster shut down after), the progress bar on standard error (with what
an interrupted or resumed run says), the options both take and the words their summaries
share."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Annotated, TypeVar

import typer
from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeRemainingColumn

from followsuit.bots import takes_samples, takes_seconds
from followsuit.cli.app import FAILED, USAGE, fail
from followsuit.cli.options_text import show_value
from followsuit.cli.render.pieces import count_text
from followsuit.sim import ArenaPlan, BotFailure, Plan
from followsuit.sim.executors import Executor, RayCluster, executor_for
from followsuit.sim.reports import require_plotting
from followsuit.sim.runner import Progress as Advance
from followsuit.sim.summary import Rate

T = TypeVar("T")

INTERRUPTED = 130
"""Exit code of a run stopped by Ctrl-C (128 + SIGINT, as the shell reports it)."""

NOT_AVAILABLE = "n/a"
"""What a standard deviation or an interval shows from a single deal or match (no spread)."""

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


def warn_unused_budget(
    bots: Sequence[str], *, seconds: float | None, samples: int | None, errors: Console
) -> None:
    """Say so when ``--seconds`` or ``--samples`` is given and no bot of the run takes it
    (the run goes on: the bots keep their own)."""
    names = list(dict.fromkeys(bots))
    if seconds is not None and not any(takes_seconds(name) for name in names):
        errors.print(f"--seconds: {_none_take(names, 'a budget')}")
    if samples is not None and not any(takes_samples(name) for name in names):
        errors.print(f"--samples: {_none_take(names, 'samples')}")


def _none_take(names: Sequence[str], what: str) -> str:
    """``heuristic takes no budget``, ``neither heuristic nor random takes a budget``,
    ``none of a, b, c takes samples``."""
    if len(names) == 1:
        return f"{names[0]} takes no {what.removeprefix('a ')}"
    if len(names) == 2:
        return f"neither {names[0]} nor {names[1]} takes {what}"
    return f"none of {', '.join(names)} takes {what}"


def warn_without_out(out: Path | None, errors: Console, **flags: bool) -> None:
    """Say so for each ``--no-FLAG`` given (its value False) that means nothing without
    ``--out``: ``warn_without_out(out, errors, plots=plots)``."""
    if out is not None:
        return
    for name, value in flags.items():
        if not value:
            errors.print(f"--no-{name}: no effect without --out")


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
    unit: str,
    errors: Console,
    out: Path | None = None,
    played: int = 0,
) -> T:
    """``run(executor, advance)`` on the executor for ``--workers`` and ``--ray``, with a
    progress bar of ``total`` units (``unit``: ``deal``, ``match``) on ``errors``; a bot that
    fails ends the command. ``played`` units already in ``out`` are said before the bar; on
    Ctrl-C the command says how far it got (and, with ``out``, that it resumes) and exits
    130."""
    if played:
        errors.print(f"resuming: {played} of {count_text(total, unit)} already played in {out}")
    done = 0
    try:
        with run_executor(workers, ray) as executor, progress_bar(errors) as progress:
            task = progress.add_task(description, total=total)

            def advance(step: int) -> None:
                nonlocal done
                done += step
                progress.advance(task, step)

            try:
                return run(executor, advance)
            except BotFailure as error:
                fail(str(error), FAILED)
    except KeyboardInterrupt:
        resume = "" if out is None else f"; the same command again resumes from {out}"
        errors.print(f"interrupted after {done} of {count_text(total, unit)}{resume}")
        raise typer.Exit(INTERRUPTED) from None


def spread_text(value: float | None, digits: int) -> str:
    """A standard deviation or a half-width with ``digits`` decimals, or ``n/a`` where one
    value has none."""
    return NOT_AVAILABLE if value is None else f"{value:.{digits}f}"


def option_text(value: object) -> str:
    """An option's value as typed after ``name=`` on the command line: a list of cards as
    ``2H,2C``, yes/no, none."""
    if isinstance(value, tuple | list):
        return ",".join(show_value(item) for item in value) if value else "none"
    return show_value(value)


def plan_text(plan: Plan | ArenaPlan) -> str:
    """``seed K, preset P, options k=v, ...``: what a summary's first line says was played."""
    text = f"seed {plan.seed}"
    if plan.preset:
        text += f", preset {plan.preset}"
    if plan.options:
        text += ", options " + ", ".join(f"{k}={option_text(v)}" for k, v in plan.options.items())
    return text


def rate_text(rate: Rate | None) -> str:
    """``12.5% (1/8)``, or a dash when there is nothing to count."""
    if rate is None or rate.value is None:
        return "—"
    return f"{100 * rate.value:.1f}% ({rate.hits}/{rate.out_of})"
