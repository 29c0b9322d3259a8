"""``followsuit bench``: how fast the engine plays (the benchmark lives in followsuit.sim.bench)."""

from __future__ import annotations

import importlib
import importlib.util
from typing import Annotated

import typer

from followsuit.cli.app import FAILED, app, console, fail, user_errors


@app.command()
def bench(
    games: Annotated[
        list[str] | None, typer.Argument(help="Games to time (default: every game).")
    ] = None,
    seconds: Annotated[float, typer.Option(min=0.1, help="Seconds of playouts a game.")] = 3.0,
    openspiel: Annotated[
        bool, typer.Option(help="Compare with OpenSpiel when it is installed.")
    ] = True,
    solver: Annotated[
        bool,
        typer.Option(
            help="Time the native solver too: positions/s, and worlds a decision of the "
            "search bot at its default level."
        ),
    ] = True,
) -> None:
    """Time random playouts, clones and views of each game (beside OpenSpiel if installed)."""
    if importlib.util.find_spec("followsuit.sim.bench") is None:
        fail("the benchmark (followsuit.sim.bench) is not part of this installation", FAILED)
    module = importlib.import_module("followsuit.sim.bench")
    with user_errors():
        module.run(games or None, seconds=seconds, openspiel=openspiel, console=console())
        if solver:
            from followsuit import games as registry
            from followsuit.sim import bench_solver

            bench_solver.run(games or registry.names(), seconds=seconds, console=console())
