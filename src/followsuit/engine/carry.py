"""What a match carries from one deal into the next, typed.

Every match carries its running scores and the number of deals played; a game adds its own
fields (Spades' bags, 10 Bridge's carried part scores) by subclassing :class:`Carry` as a
frozen, keyword-only, slotted dataclass. A carry is a value: ``after`` makes the next one, so a
cloned match shares it safely, and it round-trips through JSON for records and the server.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, fields, replace
from typing import Any, Self

from followsuit.engine.state import Score


@dataclass(frozen=True, slots=True, kw_only=True)
class Carry:
    """Scores so far (per side or seat, as the game scores) and deals played."""

    totals: tuple[Score, ...] = ()
    deals: int = 0

    @classmethod
    def start(cls, scorers: int, **game_fields: Any) -> Self:
        """The carry into a match's first deal: every total 0."""
        return cls(totals=(0,) * scorers, **game_fields)

    def after(self, scores: Sequence[Score], **changes: Any) -> Self:
        """The carry into the next deal: ``scores`` added to the totals, one more deal played,
        and the game's own fields changed as given."""
        if len(scores) != len(self.totals):
            raise ValueError(f"{len(scores)} scores for {len(self.totals)} totals")
        totals = tuple(total + score for total, score in zip(self.totals, scores, strict=True))
        return replace(self, totals=totals, deals=self.deals + 1, **changes)

    def as_json(self) -> dict[str, Any]:
        """Every field, tuples as lists: JSON-ready."""
        return {f.name: _to_json(getattr(self, f.name)) for f in fields(self)}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Self:
        """The carry ``as_json`` wrote (lists back to tuples); an unknown field is an error."""
        names = {f.name for f in fields(cls)}
        unknown = set(data) - names
        if unknown:
            raise ValueError(f"unknown carry fields: {', '.join(sorted(unknown))}")
        return cls(**{name: _from_json(value) for name, value in data.items()})


def _to_json(value: Any) -> Any:
    if isinstance(value, tuple | list):
        return [_to_json(item) for item in value]
    return value


def _from_json(value: Any) -> Any:
    if isinstance(value, list):
        return tuple(_from_json(item) for item in value)
    return value
