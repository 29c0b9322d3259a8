"""The State protocol every game implements (DESIGN: the engine contract)."""

from __future__ import annotations

import operator
from abc import ABC, abstractmethod
from dataclasses import dataclass
from typing import Any, Protocol

from followsuit.cards import Pack
from followsuit.engine.actions import Action
from followsuit.errors import IllegalAction, OptionError

View = dict[str, Any]
"""What one seat (or a spectator, seat None) may know: JSON-serialisable."""

Score = int | float


@dataclass(frozen=True)
class Scores:
    """Scores per finished deal and cumulative, per side or per seat as the game counts."""

    deals: tuple[tuple[Score, ...], ...]
    totals: tuple[Score, ...]


class GameRules(Protocol):
    """The game a position is played under, as the engine's positions read it: a
    :class:`~followsuit.engine.game.Game` (which makes them) is one. A game's own deal class
    names its own game class (``game: SpadesGame``)."""

    @property
    def name(self) -> str: ...

    @property
    def players(self) -> int: ...

    @property
    def pack(self) -> Pack: ...

    @property
    def player_names(self) -> list[str]: ...

    @property
    def score_names(self) -> list[str]: ...

    def record_of(
        self, deals: list[dict[str, Any]], players: list[str] | None = None
    ) -> dict[str, Any]: ...


class State(ABC):
    """A position in a deal or a match: who acts, what they may do, and what each seat sees."""

    game: GameRules

    @property
    @abstractmethod
    def to_act(self) -> int | None:
        """The seat to act, or None when the deal or match is over."""

    @property
    def is_over(self) -> bool:
        return self.to_act is None

    @abstractmethod
    def legal_actions(self) -> list[Action]:
        """Every legal action of the seat to act, each once, in a stable order."""

    @abstractmethod
    def parse(self, text: str) -> Action:
        """Read an action text (syntax only; legality is :meth:`check`'s)."""

    @abstractmethod
    def check(self, action: Action) -> str | None:
        """None if ``action`` is legal now, else the reason, naming the rule."""

    @abstractmethod
    def _perform(self, action: Action) -> None:
        """Carry out a legal action."""

    def apply(self, action: Action | str) -> None:
        """Carry out ``action``; on an illegal one raise :class:`IllegalAction`, state unchanged."""
        if isinstance(action, str):
            action = self.parse(action)
        reason = self.check(action)
        if reason is not None:
            raise IllegalAction(str(action), reason)
        self._perform(action)

    def is_legal(self, action: Action | str) -> bool:
        if isinstance(action, str):
            action = self.parse(action)
        return self.check(action) is None

    @abstractmethod
    def view(self, seat: int | None) -> View:
        """What ``seat`` may know (None: a spectator). The only thing bots and clients get."""

    @property
    @abstractmethod
    def scores(self) -> Scores: ...

    @abstractmethod
    def clone(self) -> State: ...

    @abstractmethod
    def record(self) -> dict[str, Any]:
        """The record (DESIGN: records) of everything played so far."""


def check_viewer(seat: object, players: int) -> None:
    """Refuse a viewer that is no seat of the table (None, a spectator, is one); a deal of
    trick play checks it in ``TrickPlay.view``."""
    if seat is not None and (type(seat) is not int or not 0 <= seat < players):
        raise ValueError(
            f"no seat {seat!r} to view from: a seat is 0 to {players - 1}, or None for a spectator"
        )


def number_below(value: object, count: int) -> int | None:
    """``value`` as a whole number from 0 to ``count - 1`` (an ``int``, a
    :class:`~followsuit.cards.Seat`, any integer type; never a bool, never wrapped: -1 is none),
    or None."""
    if isinstance(value, bool):
        return None
    try:
        number = operator.index(value)  # type: ignore[arg-type]
    except TypeError:
        return None
    return number if 0 <= number < count else None


def dealer_seat(dealer: object, players: int) -> int:
    """``dealer`` as a seat of a table of ``players``: a whole number from 0 to ``players - 1``
    (:func:`number_below`); anything else is an :class:`OptionError` saying what a dealer is."""
    seat = number_below(dealer, players)
    if seat is not None:
        return seat
    raise OptionError(
        f"dealer must be a seat, a whole number from 0 to {players - 1}, not {dealer!r:.60}"
    )
