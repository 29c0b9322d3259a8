"""Game options as people type and read them: ``key=value`` parsed by the option's type, and
each option's type, default and documentation for ``followsuit rules``."""

from __future__ import annotations

import ast
import dataclasses
import inspect
import io
import json
import textwrap
import tokenize
import types
import typing
from collections.abc import Iterable
from dataclasses import dataclass
from enum import Enum
from typing import Any

from followsuit.engine import Options
from followsuit.errors import OptionError

TRUE = {"true", "yes", "on", "1"}
FALSE = {"false", "no", "off", "0"}
NONE = {"none", "null", "-"}


@dataclass(frozen=True)
class OptionDoc:
    name: str
    type: str
    default: Any
    doc: str


def type_hints(options: type[Options]) -> dict[str, Any]:
    try:
        return typing.get_type_hints(options)
    except Exception:  # a hint that names something imported only for type checking
        return {}


def parse_assignments(items: Iterable[str], options: type[Options]) -> dict[str, Any]:
    """``["target=300", "remove=2H 2C"]`` -> ``{"target": 300, "remove": ("2H", "2C")}``,
    each value read by its option's type. Unknown names are left for the game to refuse."""
    hints = type_hints(options)
    fields = {f.name: f for f in dataclasses.fields(options)}
    parsed: dict[str, Any] = {}
    for item in items:
        key, equals, text = item.partition("=")
        key = key.strip().replace("-", "_")
        if not equals or not key:
            raise OptionError(f"write an option as name=value, not {item!r}")
        if key not in fields:
            raise OptionError(f"unknown option {key!r}; options are: {', '.join(sorted(fields))}")
        hint = hints.get(key)
        if hint is None:
            field = fields[key]
            hint = type(field.default) if field.default is not dataclasses.MISSING else str
        try:
            parsed[key] = coerce(text.strip(), hint)
        except (ValueError, TypeError) as error:
            raise OptionError(f"option {key}: {error}") from None
    return parsed


def coerce(text: str, hint: Any) -> Any:
    """Read ``text`` as a value of type ``hint`` (bool, int, float, str, enums, literals,
    optional values, tuples and lists written with spaces or commas)."""
    origin = typing.get_origin(hint)
    args = typing.get_args(hint)
    if origin in (typing.Union, types.UnionType):
        if text.lower() in NONE and type(None) in args:
            return None
        errors = []
        for arg in args:
            if arg is type(None):
                continue
            try:
                return coerce(text, arg)
            except (ValueError, TypeError) as error:
                errors.append(str(error))
        raise ValueError("; ".join(errors))
    if origin is typing.Literal:
        for value in args:
            if str(value).lower() == text.lower():
                return value
        raise ValueError(f"{text!r} is not one of {', '.join(map(str, args))}")
    if origin in (tuple, list):
        if text.strip().lower() in NONE:  # none of them, as `rules` shows an empty one
            return () if origin is tuple else []
        item = args[0] if args else str
        parts = [p for p in text.replace(",", " ").split() if p]
        values = [coerce(p, item) for p in parts]
        return tuple(values) if origin is tuple else values
    if hint is bool:
        if text.lower() in TRUE:
            return True
        if text.lower() in FALSE:
            return False
        raise ValueError(f"{text!r} is not yes or no")
    if hint is int:
        try:
            return int(text)
        except ValueError:
            raise ValueError(f"{text!r} is not a whole number") from None
    if hint is float:
        try:
            return float(text)
        except ValueError:
            raise ValueError(f"{text!r} is not a number") from None
    if hint is str:
        return text
    if isinstance(hint, type) and issubclass(hint, Enum):
        for member in hint:
            if text.lower() in (str(member.value).lower(), member.name.lower()):
                return member
        raise ValueError(f"{text!r} is not one of {', '.join(str(m.value) for m in hint)}")
    try:
        return json.loads(text)
    except json.JSONDecodeError:
        return text


def describe(options: type[Options]) -> list[OptionDoc]:
    """Every option of a game: name, type as written, default, and the docstring or comment
    written beside it in the source."""
    docs = source_docs(options)
    result = []
    for field in dataclasses.fields(options):
        if field.default is not dataclasses.MISSING:
            default: Any = field.default
        elif field.default_factory is not dataclasses.MISSING:
            default = field.default_factory()
        else:
            default = None
        kind = field.type if isinstance(field.type, str) else getattr(field.type, "__name__", "")
        result.append(OptionDoc(field.name, str(kind), default, docs.get(field.name, "")))
    return result


def source_docs(options: type[Options]) -> dict[str, str]:
    """Attribute docstrings (a string after the field) or trailing comments, by field name,
    from the options class and its bases."""
    docs: dict[str, str] = {}
    for cls in reversed(options.__mro__):
        if not (isinstance(cls, type) and issubclass(cls, Options)):
            continue
        try:
            source = textwrap.dedent(inspect.getsource(cls))
        except (OSError, TypeError):
            continue
        comments = _comments(source)
        body = ast.parse(source).body
        if not body or not isinstance(body[0], ast.ClassDef):
            continue
        statements = body[0].body
        for position, node in enumerate(statements):
            if not isinstance(node, ast.AnnAssign) or not isinstance(node.target, ast.Name):
                continue
            name = node.target.id
            after = statements[position + 1] if position + 1 < len(statements) else None
            if (
                isinstance(after, ast.Expr)
                and isinstance(after.value, ast.Constant)
                and isinstance(after.value.value, str)
            ):
                docs[name] = " ".join(inspect.cleandoc(after.value.value).split())
            elif node.end_lineno in comments:
                docs[name] = comments[node.end_lineno]
    return docs


def _comments(source: str) -> dict[int, str]:
    found: dict[int, str] = {}
    try:
        for token in tokenize.generate_tokens(io.StringIO(source).readline):
            if token.type == tokenize.COMMENT:
                found[token.start[0]] = token.string.lstrip("#").strip()
    except (tokenize.TokenError, SyntaxError):
        pass
    return found


def show_value(value: Any) -> str:
    """An option value as one would type it after ``name=``."""
    if value is None:
        return "none"
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, Enum):
        return str(value.value)
    if isinstance(value, tuple | list):
        return " ".join(show_value(v) for v in value) if value else "(none)"
    return str(value)
