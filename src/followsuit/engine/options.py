"""Variant options: frozen, keyword-only data, validated on creation, with named presets."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any, TypeVar

from followsuit.errors import OptionError

OptionsT = TypeVar("OptionsT", bound="Options")


@dataclass(frozen=True, kw_only=True)
class Options:
    """Base of every game's options. Subclasses validate in ``__post_init__``."""

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
            return dataclasses.replace(self, **changes)
        except (TypeError, ValueError) as error:
            if isinstance(error, OptionError):
                raise
            raise OptionError(str(error)) from None

    def as_dict(self) -> dict[str, Any]:
        """Every option, JSON-ready (tuples as lists)."""
        return {f.name: _jsonable(getattr(self, f.name)) for f in dataclasses.fields(self)}

    def changes(self) -> dict[str, Any]:
        """The options that differ from the defaults, JSON-ready: what a record stores."""
        default = type(self)()
        return {k: v for k, v in self.as_dict().items() if v != _jsonable(getattr(default, k))}


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
