"""What ``simulate`` and ``arena`` share on the command line: the extras checked before a run
starts, the executor for ``--workers`` and ``--ray`` (a local Ray cluster shut down after),
the progress bar on standard error, and the options both take."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Annotated

import typer
from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeRemainingColumn

from followsuit.cli.app import USAGE, fail
from followsuit.sim.executors import Executor, RayCluster, executor_for
from followsuit.sim.reports import require_plotting

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
