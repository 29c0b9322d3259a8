"""``followsuit simulate GAME``: many deals or matches between bots, then what they come to."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Annotated

import typer
from rich.console import Console
from rich.table import Table
from rich.text import Text

from followsuit import games as registry
from followsuit.bots import default_bot
from followsuit.cli.app import FAILED, USAGE, app, console, fail, unwritable, user_errors
from followsuit.cli.options_text import parse_assignments
from followsuit.cli.render.pieces import count_text
from followsuit.cli.runs import (
    AsJson,
    OptionChanges,
    Preset,
    RayAddress,
    Samples,
    Seconds,
    Seed,
    Workers,
    check_extras,
    plan_text,
    rate_text,
    run_with_progress,
    spread_text,
    warn_unused_budget,
    warn_without_out,
)
from followsuit.sim import Simulation, prepare, run
from followsuit.sim.reports import write_reports
from followsuit.sim.simulate import check_out
from followsuit.sim.summary import Rate


@app.command(name="simulate")
def simulate_command(
    game: Annotated[str, typer.Argument(help="The game: see `followsuit games`.")],
    deals: Annotated[int | None, typer.Option(min=1, help="Play this many whole deals.")] = None,
    matches: Annotated[int | None, typer.Option(min=1, help="Or this many whole matches.")] = None,
    bots: Annotated[
        str | None,
        typer.Option(
            help="One bot for every seat, or one per seat (or live seat): heuristic,random,..."
        ),
    ] = None,
    seconds: Seconds = None,
    samples: Samples = None,
    preset: Preset = None,
    option: OptionChanges = None,
    seed: Seed = 0,
    workers: Workers = 1,
    max_deals: Annotated[
        int, typer.Option(min=1, help="Stop a match after this many deals (unfinished).")
    ] = 100,
    plot: Annotated[
        Path | None, typer.Option(help="Draw the game's statistics to this PNG file.")
    ] = None,
    as_json: AsJson = False,
    ray: RayAddress = None,
    out: Annotated[
        Path | None,
        typer.Option(
            help="Keep each finished batch, summary.json and plots in this directory; "
            "the same command again resumes an interrupted run."
        ),
    ] = None,
    plots: Annotated[
        bool, typer.Option(help="With --out: draw scores.png and means.png (matplotlib).")
    ] = True,
) -> None:
    """Simulate deals or matches between bots and print summary statistics."""
    if (deals is None) == (matches is None):
        fail("give --deals N or --matches M (one of them)", USAGE)
    count = deals if deals is not None else matches
    assert count is not None
    errors = console(stderr=True)
    with user_errors():
        spec = registry.spec(game)
        changes = parse_assignments(option or [], spec.options)
        loaded = registry.load(game, preset, **changes)
        names = default_bot(loaded) if bots is None else bots
        if plot is not None:
            if spec.plot is None:
                fail(f"{spec.title} has no plot of its statistics", USAGE)
            plot = plot_path(plot)
        check_extras(plots=plot is not None or (out is not None and plots), ray=ray)
        plan = prepare(
            spec.name,
            deals=deals,
            matches=matches,
            bots=names,
            preset=preset,
            options=changes,
            seed=seed,
            max_deals=max_deals,
            seconds=seconds,
            samples=samples,
        )
        played = 0
        if out is not None:
            played = check_out(plan, out)  # another run's directory is refused before the bar
        warn_unused_budget(plan.bots, seconds=seconds, samples=samples, errors=errors)
        warn_without_out(out, errors, plots=plots)
        done = run_with_progress(
            lambda executor, advance: run(plan, executor=executor, progress=advance, out=out),
            workers=workers,
            ray=ray,
            description=f"{spec.name}: {'deals' if plan.unit == 'deal' else 'matches'}",
            total=count,
            unit=plan.unit,
            errors=errors,
            out=out,
            played=played,
        )
    if plot is not None:
        try:
            done.plot(str(plot))
        except OSError as error:
            fail(f"--plot {plot}: {error.strerror or error}", FAILED)
    if out is not None:
        write_reports(done, out, plots=plots)
    if as_json:
        typer.echo(json.dumps(done.as_dict(), ensure_ascii=False))
        return
    show(done, console())
    if plot is not None:
        console().print(f"Plot written to {plot}")
    if out is not None:
        console().print(f"Batches, summary.json{' and plots' if plots else ''} in {out}")


PLOT_SUFFIX = ".png"


def plot_path(plot: Path) -> Path:
    """``--plot``'s file, checked before the run: a PNG (``.png`` added to a name without a
    suffix), in a folder that can be written to."""
    if not plot.suffix and not plot.is_dir():
        plot = plot.with_suffix(PLOT_SUFFIX)
    elif plot.suffix.lower() != PLOT_SUFFIX and not plot.is_dir():
        fail(f"--plot {plot}: the plot is a PNG file: give a name ending in .png", USAGE)
    refused = unwritable(plot, "scores.png", make_folder=True)
    if refused is not None:
        fail(f"--plot {plot}: {refused}", USAGE)
    return plot


def _percent(rate: Rate | None) -> str:
    if rate is None or rate.value is None:
        return "—"
    return f"{100 * rate.value:.1f}%"


def show(run: Simulation, out: Console) -> None:
    """The summary tables: scores, wins and contracts per side or seat; designer statistics."""
    summary = run.summary()
    plan = run.plan
    what = count_text(summary.count, summary.unit)
    if summary.unit == "match":
        what += f", {count_text(summary.deals, 'deal')}"
    out.print(f"[bold]{run.title}[/bold]: {what}, {plan_text(plan)}")
    per = "deal" if summary.unit == "deal" else "match"
    table = Table(title=f"Score per {per}", title_justify="left")
    table.add_column("side" if len(run.score_names) != len(run.player_names) else "seat")
    table.add_column("bots")
    table.add_column("mean ± 95%", justify="right")
    table.add_column("stdev", justify="right")
    table.add_column("wins", justify="right")
    has_made = any(side.made is not None for side in summary.sides)
    if has_made:
        table.add_column("made", justify="right")
    for side in summary.sides:
        row = [
            side.name,
            ",".join(dict.fromkeys(side.bots)),
            f"{side.mean:.1f} ± {spread_text(side.ci95, 1)}",
            spread_text(side.stdev, 1),
            _percent(side.wins),
        ]
        if has_made:
            row.append(_percent(side.made))
        table.add_row(*row)
    out.print(table)
    if summary.dummies:
        out.print(f"Dummies (played by the live players, no place): {', '.join(summary.dummies)}")
    out.print(
        f"mean ± 95%: mean score per {per}, with the half-width of its 95% confidence "
        f"interval (normal approximation; n/a from a single {per})."
    )
    if has_made:
        out.print("made: contracts made out of contracts bid (the game's result 'made').")
    out.print(f"No outright winner: {rate_text(summary.ties)}")
    if summary.unfinished:
        out.print(
            f"[yellow]{summary.unfinished} matches stopped unfinished after "
            f"{plan.max_deals} deals (--max-deals)[/yellow]"
        )
    if summary.seats_made:
        seats = Table(title="Contracts made per seat", title_justify="left")
        seats.add_column("seat")
        seats.add_column("bot")
        seats.add_column("made", justify="right")
        for seat, (name, rate) in zip(run.live, summary.seats_made, strict=True):
            seats.add_row(name, plan.bots[seat], rate_text(rate))
        out.print(seats)
    rows = run.statistics()
    if rows:
        designer = Table(title=f"{run.title}: designer statistics", title_justify="left")
        designer.add_column("what")
        designer.add_column("measured", justify="right")
        designer.add_column("reference", justify="right")
        for what_row, measured, reference in rows:
            designer.add_row(Text(what_row), Text(measured), Text(reference))
        out.print(designer)
