"""Small pieces of text the renderers share: a seat's name, parts joined, a value in words,
a count of things, a score line."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from rich.text import Text

from followsuit.engine.points import points_text


def name_of(players: Sequence[str], seat: Any) -> str:
    """The name of ``seat`` (or of a side, given the sides' names); ``?`` for no seat."""
    if isinstance(seat, int) and 0 <= seat < len(players):
        return str(players[seat])
    return "?"


def joined(parts: Sequence[Text], separator: str = "  ") -> Text:
    """``parts`` one after another, a dim ``separator`` between them."""
    out = Text()
    for position, part in enumerate(parts):
        if position:
            out.append(separator, style="dim")
        out.append_text(part)
    return out


def value_text(value: Any) -> str:
    """A value of a view or a result in words: ``—`` for none, ``yes``/``no``, lists spaced."""
    if value is None:
        return "—"
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, list | tuple):
        return " ".join(value_text(v) for v in value) or "—"
    if isinstance(value, dict):
        return ", ".join(f"{k} {value_text(v)}" for k, v in value.items())
    if isinstance(value, float):
        return points_text(value)
    return str(value)


def count_text(count: int, unit: str) -> str:
    """``1 deal``, ``6 deals``, ``1 match``, ``2 matches``, ``1 duplicate deal``."""
    if count == 1:
        return f"{count} {unit}"
    return f"{count} {unit}es" if unit.endswith("ch") else f"{count} {unit}s"


def one_a_column(value: Any, columns: int) -> bool:
    """Whether a result field is one value a column (not objects, which read as notes)."""
    return (
        isinstance(value, list)
        and len(value) == columns
        and not any(isinstance(v, Mapping) for v in value)
    )


def kept(count: int, shown: Sequence[int] | None) -> list[int]:
    """The score columns to show of ``count``: those ``shown`` (None: every one)."""
    return list(range(count)) if shown is None else [i for i in shown if 0 <= i < count]


def scores_line(names: Sequence[str], values: Sequence[Any], shown: Sequence[int] | None) -> Text:
    """``North-South 120  East-West 80``: each score ``shown`` (None: every one) by its name."""
    count = min(len(names), len(values))
    return joined([Text(f"{names[i]} {value_text(values[i])}") for i in kept(count, shown)])
