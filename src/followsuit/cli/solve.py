"""``followsuit solve RECORD [--deal N] [--after K] [--tricks] [--json]``: every legal action's
exact value at a position of a record, every card being known."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Annotated

import typer
from rich.table import Table

from followsuit import records
from followsuit.bots.exact import CardValues, Measure, Unsolvable, position_values
from followsuit.cli.app import app, console, fail, user_errors
from followsuit.cli.replay import read_record
from followsuit.engine.deal import Deal


@app.command()
def solve(
    file: Annotated[Path, typer.Argument(help="A record (followsuit/1 JSON); - for stdin.")],
    deal: Annotated[
        int | None,
        typer.Option("--deal", help="The deal, counted from 1 (default: the record's last)."),
    ] = None,
    after: Annotated[
        int | None,
        typer.Option(
            "--after",
            help="The position after this many of the deal's actions (default: all of them).",
        ),
    ] = None,
    tricks: Annotated[
        bool,
        typer.Option(
            "--tricks",
            help="Value each action by the tricks the side to act takes from here on.",
        ),
    ] = False,
    as_json: Annotated[
        bool, typer.Option("--json", help='Print {"to_act": seat, "values": {...}} instead.')
    ] = False,
) -> None:
    """Solve a position of a record exactly: each legal action's value, best play by all.

    The position is the one after --after actions of deal --deal (default: the record's last
    position). The value is the deal's score under the game's own scoring (the side's against
    the other's; where each seat plays for itself, its score less the mean of the others', the
    others playing against it); with --tricks, the tricks the side (or seat) to act takes from
    there on.
    """
    with user_errors():
        record = read_record(file)
        spot = records.replay_to(record, deal, after)
    game = spot.match.game
    current = spot.match.deals[spot.deal - 1]
    where = f"deal {spot.deal} after {spot.after} action{'' if spot.after == 1 else 's'}"
    solved = _values(current, where, "tricks" if tricks else "score")
    if as_json:
        typer.echo(json.dumps({"to_act": solved.seat, "values": _numbers(solved.values)}))
        return
    players = [str(name) for name in record.get("players") or game.player_names]
    side = game.sides.score_names(players)[game.sides.score_of(solved.seat)]
    if tricks:
        caption = f"{side}'s tricks from here on, every seat playing its best"
    elif len(game.scorers) == 2:
        caption = f"{side}'s deal score against the other side's, every seat playing its best"
    else:
        caption = (
            f"{players[solved.seat]}'s deal score less the mean of the others', the others "
            "playing against it"
        )
    table = Table(
        title=f"{game.title}, {where}: {players[solved.seat]} to play",
        title_justify="left",
        caption=caption,
        caption_justify="left",
    )
    table.add_column("card")
    table.add_column("tricks" if tricks else "value", justify="right")
    best = solved.best
    for text, value in sorted(solved.values.items(), key=lambda item: -item[1]):
        table.add_row(text, _number(value), style="bold" if value == best else None)
    console().print(table)


def _values(current: Deal, where: str, measure: Measure) -> CardValues:
    """The position's values, or one line naming why it has none."""
    try:
        return position_values(current, measure)
    except Unsolvable as error:
        earlier = "; --after K solves an earlier position" if current.to_act is None else ""
        fail(f"{where} {error}{earlier}")


def _number(value: float) -> str:
    """A value as players write it: whole numbers whole, others to two places."""
    return str(round(value)) if value == round(value) else f"{value:.2f}"


def _numbers(values: dict[str, float]) -> dict[str, float | int]:
    """The values for JSON: whole numbers as integers."""
    return {text: round(v) if v == round(v) else v for text, v in values.items()}
