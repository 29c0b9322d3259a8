"""The ends of a deal and of a match, drawn from the records' words (records/deal_end.py) and
the match's view: a base of :class:`~followsuit.cli.render.generic.GenericRenderer`."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text

from followsuit.cli.render.cards import card_text
from followsuit.cli.render.pieces import (
    joined,
    kept,
    name_of,
    one_a_column,
    scores_line,
    value_text,
)
from followsuit.games import ResultFields


class DealEnds:
    """How a renderer draws a finished deal and a finished match."""

    # -- deal and match ends ----------------------------------------------------------------

    def deal_moment(self, end: Mapping[str, Any], players: Sequence[str]) -> RenderableType:
        """The end of a deal in words (records/deal_end.py): its last trick and who took it,
        each score line, and the match's totals after it."""
        parts: list[RenderableType] = [Text(f"Deal {end['deal']} is over", style="bold")]
        trick = end.get("last_trick")
        if isinstance(trick, Mapping) and trick.get("cards"):
            line = Text("Last trick: ")
            cards = [
                Text(f"{name_of(players, c['seat'])} ") + card_text(str(c["card"]))
                for c in trick["cards"]
            ]
            line.append_text(joined(cards, ", "))
            if end.get("winner") is not None:
                line.append(f"; {name_of(players, end['winner'])} took it", style="bold")
            parts.append(line)
        parts.extend(Text(f"  {line}") for line in end.get("lines", []))
        names = list(end.get("score_names", []))
        totals = scores_line(names, list(end.get("totals", [])), end.get("shown"))
        parts.append(Text("Totals: ", style="bold") + totals)
        return Group(*parts)

    def deal_end(
        self,
        match: Mapping[str, Any],
        players: Sequence[str],
        fields: ResultFields | None = None,
        shown: Sequence[int] | None = None,
    ) -> RenderableType:
        """The deal just finished: what happened, its scores and the running totals. The
        result's fields read as the game's ``fields`` say (seats and sides by name, what an
        empty field means); a field with one value a column is a row, a partnership game's
        per-seat field a row of a table of seats, any other a ``field: value`` note; an empty
        field the game gives no words for, or one repeating another's values, is left out.
        ``shown``: the score columns to show (indices of the deal's scores; None: all), as on
        the score sheet, which leaves out a dummy's (no score of its own)."""
        fields = fields or ResultFields()
        names: list[str] = list(match.get("score_names", []))
        result: Mapping[str, Any] = match["deal_results"][-1]
        per_side = len(names) != len(players)
        every = names if per_side else list(players)
        keep = kept(len(every), shown)
        columns = [every[index] for index in keep]
        scores = [match["deal_scores"][-1][index] for index in keep]
        totals = [match["totals"][index] for index in keep]
        table = Table()
        table.add_column("")
        for name in columns:
            table.add_column(name, justify="right")
        seat_rows: list[tuple[str, list[str]]] = []
        notes: list[str] = []
        for key, value in result.items():
            repeated = fields.repeats.get(key)
            if repeated is not None and value == (
                scores if repeated == "score" else result.get(repeated)
            ):
                continue  # the same values under another name: shown once, there
            label = key.replace("_", " ")
            if one_a_column(value, len(every)):
                table.add_row(
                    label,
                    *[self.result_cell(key, value[i], players, names, fields) for i in keep],
                )
            elif per_side and one_a_column(value, len(players)):
                seat_rows.append(
                    (label, [self.result_cell(key, v, players, names, fields) for v in value])
                )
            else:
                text = self.result_text(key, value, players, names, fields)
                if text is not None:
                    notes.append(f"{label}: {text}")
        table.add_row("score", *[value_text(s) for s in scores], style="bold")
        table.add_row("total", *[value_text(t) for t in totals], style="bold")
        parts: list[RenderableType] = [Text(f"Deal {len(match['deal_scores'])}", style="bold")]
        if seat_rows:
            seats = Table(box=None)
            seats.add_column("")
            for name in players:
                seats.add_column(name, justify="right")
            for label, cells in seat_rows:
                seats.add_row(label, *cells)
            parts.append(seats)
        parts.append(table)
        if notes:
            parts.append(Text("; ".join(notes), style="dim"))
        return Group(*parts)

    def result_text(
        self,
        key: str,
        value: Any,
        players: Sequence[str],
        sides: Sequence[str],
        fields: ResultFields,
    ) -> str | None:
        """One field of a deal's result in words, or None when it has nothing to say: a seat
        or a side by its name, an index by the game's words for it (``values``), an object's
        fields in turn (its ``seat`` first, as whose it is), objects one after another; an
        empty field as the game's ``none`` says, if it says."""
        if value is None or value == "" or value == [] or value == {}:
            return fields.none.get(key)
        if isinstance(value, int) and not isinstance(value, bool):
            if key in fields.seats:
                return name_of(players, value)
            if key in fields.sides:
                return name_of(sides, value)
            words = fields.values.get(key, ())
            if 0 <= value < len(words):
                return words[value]
        if isinstance(value, Mapping):
            said = {
                str(k): self.result_text(str(k), v, players, sides, fields)
                for k, v in value.items()
            }
            whose = said.pop("seat", None) if "seat" in fields.seats else None
            text = ", ".join(f"{k.replace('_', ' ')} {v}" for k, v in said.items() if v is not None)
            return f"{whose}: {text}" if whose and text else whose or text or None
        if isinstance(value, list) and any(isinstance(v, Mapping) for v in value):
            shown = [self.result_text(key, v, players, sides, fields) for v in value]
            return " · ".join(t for t in shown if t) or fields.none.get(key)
        if isinstance(value, list):
            return " ".join(self.result_cell(key, v, players, sides, fields) for v in value)
        return value_text(value)

    def result_cell(
        self,
        key: str,
        value: Any,
        players: Sequence[str],
        sides: Sequence[str],
        fields: ResultFields,
    ) -> str:
        """One cell of a row (a field with a value for each seat or side): ``—`` where the
        value is empty, its column saying whose it is."""
        text = self.result_text(key, value, players, sides, fields)
        return "—" if text is None else text

    def match_end(self, match: Mapping[str, Any], shown: Sequence[int] | None = None) -> Text:
        """The final totals and the winner; ``shown``: the score columns to name (None: all;
        a dummy's left out)."""
        names: list[str] = list(match.get("score_names", []))
        totals = match.get("totals", [])
        text = Text("Final: ", style="bold") + scores_line(names, totals, shown)
        winner = match.get("winner")
        if match.get("over"):
            won = name_of(names, winner) if winner is not None else "nobody (a tie)"
            text.append(f".  Winner: {won}", style="bold")
        else:
            text.append(".  The match is unfinished.", style="dim")
        return text
