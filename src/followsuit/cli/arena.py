"""``followsuit arena GAME --bots A,B --deals N``: two bots compared over duplicate deals."""

from __future__ import annotations

import json
from collections.abc import Sequence
from pathlib import Path
from typing import Annotated

import typer
from rich.console import Console
from rich.table import Table

from followsuit import games as registry
from followsuit.bots import takes_samples, takes_seconds
from followsuit.cli.app import app, console, user_errors
from followsuit.cli.options_text import parse_assignments
from followsuit.cli.render.pieces import count_text
from followsuit.cli.runs import (
    NOT_AVAILABLE,
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
from followsuit.sim.arena import Arena, check_arena_out, prepare_arena, run_arena
from followsuit.sim.arena_reports import write_arena_reports
from followsuit.sim.arena_summary import BotStats, MoveTimes
from followsuit.sim.duplicate import places


@app.command(name="arena")
def arena_command(
    game: Annotated[str, typer.Argument(help="The game: see `followsuit games`.")],
    bots: Annotated[str, typer.Option(help="The two bots to compare: A,B (heuristic,random).")],
    deals: Annotated[int, typer.Option(help="How many duplicate deals to play.")],
    seconds: Seconds = None,
    samples: Samples = None,
    preset: Preset = None,
    option: OptionChanges = None,
    seed: Seed = 0,
    workers: Workers = 1,
    ray: RayAddress = None,
    out: Annotated[
        Path | None,
        typer.Option(
            help="Keep each finished batch, the records, summary.json and plots in this "
            "directory; the same command again resumes an interrupted run."
        ),
    ] = None,
    plots: Annotated[
        bool, typer.Option(help="With --out: draw difference.png and means.png (matplotlib).")
    ] = True,
    with_records: Annotated[
        bool,
        typer.Option(
            "--records/--no-records", help="With --out: write every deal played as a record."
        ),
    ] = True,
    as_json: AsJson = False,
) -> None:
    """Compare two bots over duplicate deals (every hand held by each bot in turn).

    Each deal is replayed with the seats rotated so that every bot holds every hand; the
    summary is the mean score difference per deal with its 95% CI."""
    errors = console(stderr=True)
    with user_errors():
        spec = registry.spec(game)
        changes = parse_assignments(option or [], spec.options)
        plan = prepare_arena(
            spec.name,
            bots=bots,
            deals=deals,
            seed=seed,
            preset=preset,
            options=changes,
            seconds=seconds,
            samples=samples,
        )
        check_extras(plots=out is not None and plots, ray=ray)
        played = 0
        if out is not None:
            played = check_arena_out(plan, out)  # another run's directory: refused before the bar
        warn_unused_budget(plan.bots, seconds=seconds, samples=samples, errors=errors)
        warn_without_out(out, errors, plots=plots, records=with_records)
        done = run_with_progress(
            lambda executor, advance: run_arena(plan, executor=executor, progress=advance, out=out),
            workers=workers,
            ray=ray,
            description=f"{spec.name}: {plan.bots[0]} v {plan.bots[1]}",
            total=deals,
            unit="deal",
            errors=errors,
            out=out,
            played=played,
        )
        if out is not None:
            write_arena_reports(done, out, plots=plots, with_records=with_records)
    if as_json:
        typer.echo(json.dumps(done.as_dict(), ensure_ascii=False))
        return
    show(done, console())
    if out is not None:
        kept = ["batches", *(["records"] if with_records else []), "summary.json"]
        kept += ["plots"] if plots else []
        console().print(f"{', '.join(kept[:-1])} and {kept[-1]} in {out}")


def _seconds(value: float) -> str:
    if value >= 1:
        return f"{value:.2f} s"
    if value >= 0.001:
        return f"{value * 1000:.1f} ms"
    return f"{value * 1e6:.0f} µs"


def _spread(times: MoveTimes) -> list[str]:
    """Median, p90 and max of one clock's move times (dashes where none were counted)."""
    if not times.moves:
        return ["—", "—", "—"]
    return [_seconds(times.median), _seconds(times.p90), _seconds(times.max)]


def move_times_table(bots: Sequence[BotStats]) -> Table:
    """Each bot's seconds per move by the wall clock and by the CPU clock: a row a clock."""
    table = Table(title="Seconds per move", title_justify="left")
    table.add_column("bot", no_wrap=True)
    table.add_column("clock")
    for column in ("moves", "median", "p90", "max"):
        table.add_column(column, justify="right")
    for bot in bots:
        for clock, times in (("wall", bot.times), ("CPU", bot.cpu)):
            table.add_row(f"{bot.role}: {bot.name}", clock, str(times.moves), *_spread(times))
    return table


def budget(seconds: float | None, samples: int | None) -> str:
    """The budget per move as the header says it (nothing when the bots keep their own): the
    parts a bot of the run takes."""
    if samples is None:
        return "" if seconds is None else f", {seconds:g} s per move"
    if seconds is None:
        return f", {samples} samples per move (no time limit)"
    return f", {samples} samples per move within {seconds:g} s"


def show(run: Arena, out: Console) -> None:
    """Each bot's scores, the difference with its confidence interval, then the move times."""
    summary = run.summary()
    plan = run.plan
    a, b = summary.bots
    out.print(
        f"[bold]{run.game.title}[/bold]: {count_text(summary.deals, 'duplicate deal')}, "
        f"{summary.rotations} rotations each, {plan_text(plan)}"
        + budget(
            plan.seconds if any(takes_seconds(name) for name in plan.bots) else None,
            plan.samples if any(takes_samples(name) for name in plan.bots) else None,
        )
    )
    held = "seat" if all(len(seats) == 1 for seats in places(run.game)) else "side"
    table = Table(title=f"Score per {held} held, per deal", title_justify="left")
    table.add_column("bot", no_wrap=True)  # a name shows whole, the numbers wrap first
    table.add_column("mean ± 95%", justify="right")
    table.add_column("stdev", justify="right")
    has_made = a.made is not None
    if has_made:
        table.add_column("made", justify="right")
    for bot in summary.bots:
        row = [
            f"{bot.role}: {bot.name}",
            f"{bot.mean:.2f} ± {spread_text(bot.ci95, 2)}",
            spread_text(bot.stdev, 1),
        ]
        if has_made:
            row.append(rate_text(bot.made))
        table.add_row(*row)
    out.print(table)
    low, high = summary.low, summary.high
    interval = NOT_AVAILABLE if low is None or high is None else f"[{low:.2f}, {high:.2f}]"
    out.print(
        f"[bold]A - B: {summary.difference:+.2f} ± {spread_text(summary.ci95, 2)}[/bold] per "
        f"deal (95% CI {interval}); "
        f"A ahead on {100 * (summary.a_ahead.value or 0):.1f}% of deals"
    )
    if low is None or high is None:
        verdict = "one deal cannot tell them apart (no interval): play more deals"
    elif low > 0:
        verdict = f"{a.name} scores more than {b.name}"
    elif high < 0:
        verdict = f"{b.name} scores more than {a.name}"
    else:
        verdict = "no difference shown at 95% (the interval holds 0)"
    out.print(verdict)
    if has_made:
        out.print(
            "made: contracts made out of contracts held (the result's 'made' list per seat or "
            "side; Beyond's 'fulfilled': the exact contract)."
        )
    out.print(move_times_table(summary.bots))
    out.print(
        "Times: seconds per move around the bot's act(view), every move counted; wall time "
        "grows with the machine's load, CPU time (the playing thread's) does not."
    )
