"""What the lobby offers: every registered game, its presets, its bots, and a form for its
options generated from the options dataclass (types, defaults and the fields' docstrings)."""

from __future__ import annotations

import ast
import dataclasses
import enum
import inspect
import textwrap
import types
import typing
from functools import cache
from typing import Any

from followsuit import games
from followsuit.engine import Options
from followsuit.games.guides import how_to_play, rule_tags
from followsuit.server.bots import bot_names, default_bot


def catalog() -> list[dict[str, Any]]:
    """Every game as the lobby shows it."""
    return [describe(name) for name in games.names()]


@cache
def describe(name: str) -> dict[str, Any]:
    spec = games.spec(name)
    default = spec.options()
    game = spec.make(default)
    return {
        "name": spec.name,
        "title": spec.title,
        "summary": spec.summary,
        "players": game.players,
        "positions": game.player_names,
        "live": list(game.live),
        "score_names": game.score_names,
        "presets": [
            {
                "name": preset,
                "note": spec.preset_notes.get(preset, ""),
                "options": options.changes(),
            }
            for preset, options in spec.presets.items()
        ],
        "options": option_fields(spec.options),
        "bots": bot_names(spec.name),
        "default_bot": default_bot(spec.name),
    }


@cache
def guide(name: str) -> dict[str, Any]:
    """How to play the game (Markdown) and its rule tags with their meanings, as the game's
    docs page has them; an unknown game raises the registry's error."""
    spec = games.spec(name)
    return {
        "game": spec.name,
        "title": spec.title,
        "how_to_play": how_to_play(spec.name),
        "rule_tags": [{"tag": tag, "text": text} for tag, text in rule_tags(spec.name)],
    }


def option_fields(options: type[Options]) -> list[dict[str, Any]]:
    """One form field per option: name, kind, default, choices, and its docstring."""
    hints = typing.get_type_hints(options)
    docs = _field_docs(options)
    defaults = options().as_dict()
    fields = []
    for field in dataclasses.fields(options):
        kind, optional, choices = _kind(hints.get(field.name, Any))
        entry: dict[str, Any] = {
            "name": field.name,
            "kind": kind,
            "optional": optional,
            "default": defaults[field.name],
            "doc": docs.get(field.name, ""),
        }
        if choices:
            entry["choices"] = choices
        fields.append(entry)
    return fields


def _kind(hint: Any) -> tuple[str, bool, list[Any]]:
    """The form kind of a type: int, float, bool, str, list (of words), choice or json."""
    optional = False
    args = typing.get_args(hint)
    origin = typing.get_origin(hint)
    if origin in (typing.Union, types.UnionType) and type(None) in args:
        optional = True
        rest = [a for a in args if a is not type(None)]
        hint = rest[0] if len(rest) == 1 else Any
        origin, args = typing.get_origin(hint), typing.get_args(hint)
    if origin is typing.Literal:
        return "choice", optional, list(args)
    if inspect.isclass(hint) and issubclass(hint, enum.Enum):
        return "choice", optional, [member.value for member in hint]
    if hint is bool:
        return "bool", optional, []
    if hint is int:
        return "int", optional, []
    if hint is float:
        return "float", optional, []
    if hint is str:
        return "str", optional, []
    if origin in (tuple, list) and all(a in (str, Ellipsis) for a in args):
        return "list", optional, []
    return "json", optional, []


def _field_docs(options: type[Options]) -> dict[str, str]:
    """The docstrings written under each field in the class body (and its bases)."""
    docs: dict[str, str] = {}
    for cls in reversed(options.__mro__):
        if not (inspect.isclass(cls) and issubclass(cls, Options)):
            continue
        try:
            source = textwrap.dedent(inspect.getsource(cls))
        except (OSError, TypeError):
            continue
        body = ast.parse(source).body[0]
        if not isinstance(body, ast.ClassDef):
            continue
        previous: str | None = None
        for node in body.body:
            if isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
                previous = node.target.id
            elif (
                previous is not None
                and isinstance(node, ast.Expr)
                and isinstance(node.value, ast.Constant)
                and isinstance(node.value.value, str)
            ):
                docs[previous] = " ".join(node.value.value.split())
                previous = None
            else:
                previous = None
    return docs
