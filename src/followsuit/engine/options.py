"""Variant options: frozen, keyword-only data, validated on creation, with named presets."""

from __future__ import annotations

import dataclasses
import enum
import types
import typing
from dataclasses import dataclass
from typing import Any, TypeVar

from followsuit.errors import OptionError

OptionsT = TypeVar("OptionsT", bound="Options")


@dataclass(frozen=True, kw_only=True)
class Options:
    """Base of every game's options. Subclasses validate in ``__post_init__``; the type of
    every option is checked before it, however the options are made (``games.load``,
    :meth:`replace` or the class called directly)."""

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        own = cls.__dict__.get("__post_init__")
        if own is None:
            return  # the base's (or a parent's) checks the types

        def __post_init__(self: Options) -> None:
            self._check_types()
            own(self)

        cls.__post_init__ = __post_init__  # type: ignore[method-assign]

    def __post_init__(self) -> None:
        self._check_types()

    def _check_types(self) -> None:
        """Each option's value fits its type (:class:`OptionError` naming it otherwise); an
        enum's value becomes its member."""
        hints = _hints(type(self))
        for item in dataclasses.fields(self):
            value = getattr(self, item.name)
            typed = _typed(item.name, hints.get(item.name, Any), value)
            if typed is not value:
                object.__setattr__(self, item.name, typed)

    def replace(self: OptionsT, **changes: Any) -> OptionsT:
        """A copy with ``changes``; an unknown name or bad value raises :class:`OptionError`."""
        known = {f.name for f in dataclasses.fields(self)}
        for name in changes:
            if name not in known:
                raise OptionError(
                    f"unknown option {name!r} for {type(self).__name__}; "
                    f"options are: {', '.join(sorted(known))}"
                )
        try:
            return dataclasses.replace(self, **changes)  # the types checked on creation
        except (TypeError, ValueError) as error:
            if isinstance(error, OptionError):
                raise
            raise OptionError(str(error)) from None

    def as_dict(self) -> dict[str, Any]:
        """Every option, JSON-ready (tuples as lists)."""
        return {f.name: _jsonable(getattr(self, f.name)) for f in dataclasses.fields(self)}

    def changes(self, base: Options | None = None) -> dict[str, Any]:
        """The options that differ from ``base`` (default: the defaults), JSON-ready: from the
        defaults, what a record stores; from a preset, what changes that preset."""
        base = type(self)() if base is None else base
        return {k: v for k, v in self.as_dict().items() if v != _jsonable(getattr(base, k))}


def _hints(cls: type[Options]) -> dict[str, Any]:
    try:
        return typing.get_type_hints(cls)
    except (NameError, TypeError):  # a hint that does not resolve is not checked
        return {}


def _typed(name: str, hint: Any, value: Any) -> Any:
    """``value`` if it fits the option's type (an enum's value becomes its member); else an
    :class:`OptionError` naming the option and the type it takes, never Python's internals."""
    accepted, converted = _fits(hint, value)
    if not accepted:
        shown = repr(value)
        if len(shown) > 40:
            shown = shown[:37] + "..."
        raise OptionError(f"option {name!r} takes {_describe(hint)}, not {shown}")
    return converted


def _fits(hint: Any, value: Any) -> tuple[bool, Any]:
    """Whether ``value`` fits ``hint``, and the value to use (JSON gives lists for tuples)."""
    origin, args = typing.get_origin(hint), typing.get_args(hint)
    if hint is Any or hint is object:
        return True, value
    if origin in (typing.Union, types.UnionType):
        for arg in args:
            accepted, converted = _fits(arg, value)
            if accepted:
                return True, converted
        return False, value
    if hint is type(None):
        return value is None, value
    if origin is typing.Literal:
        return value in args, value
    if isinstance(hint, type) and issubclass(hint, enum.Enum):
        if isinstance(value, hint):
            return True, value
        for member in hint:
            if member.value == value and type(member.value) is type(value):
                return True, member
        return False, value
    if hint is bool:
        return isinstance(value, bool), value
    if hint is int:
        return isinstance(value, int) and not isinstance(value, bool), value
    if hint is float:
        return isinstance(value, int | float) and not isinstance(value, bool), value
    if hint is str:
        return isinstance(value, str), value
    if origin in (tuple, list):
        item = args[0] if args and (len(args) == 1 or args[1] is Ellipsis) else Any
        if isinstance(value, tuple | list):
            return all(_fits(item, v)[0] for v in value), value
        # a single item (or, for words, a space-separated text) stands for a row of one
        return (item is not Any and _fits(item, value)[0]), value
    return True, value  # a type this check does not know: the options validate it


def _describe(hint: Any) -> str:
    """A type in words, as an error message names it."""
    origin, args = typing.get_origin(hint), typing.get_args(hint)
    if origin in (typing.Union, types.UnionType):
        words = [_describe(a) for a in args if a is not type(None)]
        text = " or ".join(words)
        return f"{text} or null" if type(None) in args else text
    if origin is typing.Literal:
        return "one of " + ", ".join(repr(a) for a in args)
    if isinstance(hint, type) and issubclass(hint, enum.Enum):
        return "one of " + ", ".join(repr(m.value) for m in hint)
    if origin in (tuple, list):
        item = args[0] if args else Any
        return f"a list of {_plural(_describe(item))}"
    return {
        bool: "true or false",
        int: "a whole number",
        float: "a number",
        str: "a text",
        type(None): "null",
    }.get(hint, getattr(hint, "__name__", str(hint)))


def _plural(words: str) -> str:
    for single, many in (("a whole number", "whole numbers"), ("a number", "numbers")):
        words = words.replace(single, many)
    return words.replace("a text", "texts")


def _jsonable(value: Any) -> Any:
    if isinstance(value, tuple | list):
        return [_jsonable(v) for v in value]
    if hasattr(value, "value") and not isinstance(value, int | str | float | bool):
        return value.value
    return value


def require(condition: bool, message: str) -> None:
    """Raise :class:`OptionError` with ``message`` unless ``condition`` holds."""
    if not condition:
        raise OptionError(message)
