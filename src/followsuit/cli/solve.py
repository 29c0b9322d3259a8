"""``followsuit solve RECORD [--deal N] [--after K] [--tricks] [--json]``: every legal action's
exact value at a position of a record, every card being known."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Annotated

import typer
from rich.table import Table

from followsuit import records
from followsuit.bots.search.analysis import TrickValues, Unsolvable, trick_values
from followsuit.cli.app import app, console, fail, user_errors
from followsuit.cli.replay import _read
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
    position). With --tricks the value is the tricks the side (or seat) to act takes from
    there on; score values are not available yet.
    """
    with user_errors():
        record = records.loads(_read(file))
        spot = records.replay_to(record, deal, after)
    game = spot.match.game
    current = spot.match.deals[spot.deal - 1]
    where = f"deal {spot.deal} after {spot.after} action{'' if spot.after == 1 else 's'}"
    if not tricks:
        if current.to_act is None or getattr(current.phase, "value", None) != "play":
            # The position's own error first: a deal over or not yet in the play.
            _values(current, where)
        fail(
            f"score values are not available yet for {game.title}: the solver does not hold "
            "its scoring; --tricks gives each card's tricks from here on"
        )
    solved = _values(current, where)
    if as_json:
        typer.echo(json.dumps({"to_act": solved.to_act, "values": solved.values}))
        return
    players = [str(name) for name in record.get("players") or game.player_names]
    side = game.sides.score_names(players)[game.sides.score_of(solved.to_act)]
    table = Table(
        title=f"{game.title}, {where}: {players[solved.to_act]} to play",
        title_justify="left",
        caption=f"{side}'s tricks from here on, every seat playing its best",
        caption_justify="left",
    )
    table.add_column("card")
    table.add_column("tricks", justify="right")
    best = max(solved.values.values(), default=0)
    for text, value in sorted(solved.values.items(), key=lambda item: -item[1]):
        table.add_row(text, str(value), style="bold" if value == best else None)
    console().print(table)


def _values(current: Deal, where: str) -> TrickValues:
    """The position's trick values, or one line naming why it has none."""
    try:
        return trick_values(current)
    except Unsolvable as error:
        earlier = "; --after K solves an earlier position" if current.to_act is None else ""
        fail(f"{where} {error}{earlier}")
