"""``followsuit replay FILE [--json]``: replay a record under the rules and show the scores;
``--analyse``: each card played with what it cost, double dummy (``bots.analysis``)."""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Annotated, Any

import typer
from rich import box
from rich.table import Table
from rich.text import Text

from followsuit import games, records
from followsuit.bots.analysis import Caps, analyse_record
from followsuit.bots.exact import NODES
from followsuit.cli.app import app, console, fail, user_errors
from followsuit.cli.render.analysis import analysis_lines
from followsuit.cli.render.generic import GenericRenderer
from followsuit.cli.render.pieces import count_text
from followsuit.engine import Match
from followsuit.engine.points import points_text
from followsuit.errors import RecordError
from followsuit.sim.playing import place_scores


@app.command()
def replay(
    file: Annotated[Path, typer.Argument(help="A record (followsuit/1 JSON); - for stdin.")],
    as_json: Annotated[
        bool,
        typer.Option(
            "--json", help="Print the replay summary as JSON (see docs/records.md) instead."
        ),
    ] = False,
    detail: Annotated[
        bool, typer.Option("--detail", "-d", help="Show each deal's result too.")
    ] = False,
    analyse: Annotated[
        bool,
        typer.Option(
            "--analyse",
            "--analysis",
            help="Solve each card played exactly (double dummy) and show what it cost.",
        ),
    ] = False,
    deal: Annotated[
        int | None,
        typer.Option("--deal", min=1, help="With --analyse: only this deal (1 the first)."),
    ] = None,
    nodes: Annotated[
        int,
        typer.Option(
            "--nodes", min=1, help="With --analyse: positions one solve may visit at most."
        ),
    ] = NODES,
) -> None:
    """Replay a record: every action checked, every deal scored.

    A record that does not replay prints which deal, which action and why, and exits 1.
    """
    with user_errors():
        record = read_record(file)
        done = records.replay(record)
        if deal is not None and not analyse:
            fail("--deal chooses the deal --analyse analyses: give --analyse too")
        if deal is not None and deal > len(done.match.deals):
            fail(f"--deal {deal}: the record holds {count_text(len(done.match.deals), 'deal')}")
        if analyse:
            analyses = analyse_record(record, deal, Caps(nodes=nodes))
    if analyse:
        if as_json:
            typer.echo(json.dumps({"deals": [a.as_dict() for a in analyses]}, ensure_ascii=False))
            return
        out = console()
        for number, analysis in enumerate(analyses):
            if number:
                out.print()
            for line in analysis_lines(analysis):
                out.print(line)
        return
    summary = done.summary
    out = console()
    if as_json:
        typer.echo(json.dumps(summary, ensure_ascii=False))
        return
    game = done.match.game
    spec = games.spec(game.name)
    players = [str(name) for name in record.get("players") or game.player_names]
    names = game.sides.score_names(players)
    shown = place_scores(game)  # the live players' scores: a dummy has none of its own
    played = played_text(done.match)
    own_sheet = spec.score_sheet
    if own_sheet is not None:  # the game's own sheet, shaped as its rule text keeps score
        out.print(Text(f"{game.title}: {played}", style="bold"))
        out.print(Text(own_sheet(summary).rstrip("\n")))
    else:
        hints = done.match.view(None).get("hints", {})
        columns = list(hints.get("sheet", []))
        if columns and summary["deals"]:  # the game's hints name what its sheet shows of each deal
            out.print(result_sheet(game.title, summary, players, columns, hints))
        out.print(score_sheet(game.title, names, summary, players, shown, played=played))
    if detail:
        renderer = GenericRenderer()
        view = done.match.view(None)["match"]
        for number in range(1, len(summary["deals"]) + 1):
            partial = {
                **view,
                "deal_scores": view["deal_scores"][:number],
                "deal_results": view["deal_results"][:number],
                "totals": [
                    sum(d[i] for d in view["deal_scores"][:number])
                    for i in range(len(view["totals"]))
                ],
            }
            out.print(renderer.deal_end(partial, players, spec.result_fields, shown))
    winner = summary["winner"]
    if summary.get("complete"):
        won = names[winner] if isinstance(winner, int) else "nobody (a tie)"
        out.print(Text(f"Winner: {won}", style="bold"))
    else:
        out.print(Text("The match is unfinished: totals of the deals played.", style="dim"))


def read_record(file: Path) -> records.Record:
    """The record in ``file`` (``-``: standard input), UTF-8 with or without a byte order
    mark; a file that holds no record is named in the refusal (``bad.json: not JSON: ...``)."""
    stdin = str(file) == "-"
    name = "standard input" if stdin else str(file)
    data = typer.get_binary_stream("stdin").read() if stdin else file.read_bytes()
    try:
        return records.loads(data.decode("utf-8-sig"))
    except UnicodeDecodeError:
        raise RecordError(f"{name}: not a text file") from None
    except RecordError as error:
        raise RecordError(f"{name}: {error}") from None


PAIRED_UP_TO = 4
"""The most score columns the score sheet gives a column of the deal's scores and one of the
running totals each; with more (Oh Hell for five to seven) each has one column whose cells read
``score → total``, so that seven players' sheet fits 80 columns with its names whole."""


def score_sheet(
    title: str,
    names: list[str],
    summary: dict[str, Any],
    players: list[str],
    shown: Sequence[int] | None = None,
    *,
    played: str | None = None,
) -> Table:
    """Each deal's scores with the running totals, then the totals: of the scores ``shown``
    (indices; None: all). A score left out (a dummy's, always 0) is named in the caption.
    ``played``: the title's count of deals (:func:`played_text`; None: the deals scored).
    Up to :data:`PAIRED_UP_TO` scores: a score column and a total column each; more: one
    column each, its cells ``score → total``."""
    columns = list(range(len(names))) if shown is None else list(shown)
    paired = len(columns) <= PAIRED_UP_TO
    left_out = [names[index] for index in range(len(names)) if index not in columns]
    notes = [] if paired else ["Each cell: the deal's score → the running total."]
    if left_out:
        notes.append(f"Not shown, no score of their own (N9): {', '.join(left_out)}")
    table = Table(
        title=f"{title}: {played or count_text(len(summary['deals']), 'deal')}",
        title_justify="left",
        caption="\n".join(notes) or None,
        caption_justify="left",
    )
    table.add_column("deal", justify="right")
    for index in columns:
        if paired:
            table.add_column(names[index], justify="right")
            table.add_column("total", justify="right", style="dim")
        else:  # a long name is folded onto a second line, never cut
            table.add_column(names[index], justify="right", overflow="fold")
    running = [0.0] * len(names)
    for number, deal in enumerate(summary["deals"], 1):
        cells: list[str | Text] = []
        for index in columns:
            score = deal["scores"][index]
            running[index] += score
            cells += _score_cells(score, running[index], paired=paired)
        table.add_row(str(number), *cells)
    table.add_section()
    totals = [_number(summary["totals"][index]) for index in columns]
    if paired:
        totals = [cell for total in totals for cell in ("", total)]
    table.add_row("totals", *totals, style="bold")
    return table


def _score_cells(score: float, total: float, *, paired: bool) -> list[str | Text]:
    """A deal's score and the running total after it: two cells, or one (``12 → 26``)."""
    if paired:
        return [_number(score), _number(total)]
    return [Text.assemble(_number(score), (f" → {_number(total)}", "dim"))]


def result_sheet(
    title: str,
    summary: dict[str, Any],
    players: list[str],
    columns: list[Mapping[str, Any]],
    hints: Mapping[str, Any],
) -> Table:
    """Each deal's result, one row a deal: the fields the game's hints name for its sheet
    (``hints.sheet``: field, label, how to show it), in their order."""
    labels: Mapping[str, str] = hints.get("labels", {})
    table = Table(
        title=f"{title}: each deal",
        title_justify="left",
        box=box.SIMPLE_HEAD,
        show_edge=False,
        pad_edge=False,
        padding=(0, 1, 0, 0),
    )
    table.add_column("deal", justify="right", no_wrap=True)
    for column in columns:
        table.add_column(str(column.get("label", column["field"])), no_wrap=True)
    for number, deal in enumerate(summary["deals"], 1):
        result = deal.get("result") or {}
        cells = [sheet_cell(result.get(c["field"]), c, players, labels) for c in columns]
        table.add_row(str(number), *cells)
    return table


def sheet_cell(
    value: Any, column: Mapping[str, Any], players: list[str], labels: Mapping[str, str]
) -> str:
    """One result field as the hint's ``show`` says: ``seat`` (a player's name), ``label``
    (through the hints' labels), ``list`` (joined), else the value; ``none`` when empty."""
    if value is None or value == []:
        return str(column.get("none", ""))
    show = column.get("show")
    if show == "seat" and isinstance(value, int) and 0 <= value < len(players):
        return players[value]
    if show == "label":
        return labels.get(str(value), str(value))
    if show == "list" and isinstance(value, list):
        return " ".join(_number(v) if isinstance(v, int | float) else str(v) for v in value)
    return _number(value) if isinstance(value, int | float) else str(value)


def played_text(match: Match) -> str:
    """The deals a replayed record holds: ``2 deals``, or with a deal it leaves unfinished
    ``2 deals finished; deal 3 in progress, 7 actions`` (the sheet scores only finished ones)."""
    finished = len(match.finished)
    if len(match.deals) <= finished:
        return count_text(finished, "deal")
    actions = len(match.deals[-1].history)
    return (
        f"{count_text(finished, 'deal')} finished; deal {finished + 1} in progress, "
        f"{actions} action{'' if actions == 1 else 's'}"
    )


def _number(value: float) -> str:
    return points_text(value)
