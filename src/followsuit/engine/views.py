"""Typed views: the core every game's view shares, and the game's own section beside it.

A view is plain JSON data (``dict``), typed here as :class:`CoreView` so that the CLI, the web
client, the bots and the resampler read fields by name and never re-parse display strings. A
game fills the core with :func:`core_view` and puts what is its own under ``details`` (its own
``TypedDict``) and how to show it under ``hints``.

The log has one entry per action of the deal, in order: ``{"seat", "kind", "text"}`` with the
action's kind (``bid``, ``play``, ``pass``, ``discard`` ...) and its text as this seat may see
it. An entry the seat may not read in full (a secret trump, cards given face down, a bid not
yet shown) has ``"secret": true`` and a public text in place of the action's (``trump``,
``discard 2``, ``bid``).
"""

from __future__ import annotations

from typing import Any, NotRequired, TypedDict

from followsuit.engine.state import Score


class PlayedCard(TypedDict):
    seat: int
    card: str


class TrickView(TypedDict):
    leader: int
    cards: list[PlayedCard]


class LogEntry(TypedDict):
    """One action of the deal as a seat sees it."""

    seat: int
    kind: str
    text: str
    secret: NotRequired[bool]
    """Present and true when the seat sees only a public text in place of the action's."""


class CoreView(TypedDict):
    """What every game's view holds (DESIGN: typed views)."""

    game: str
    seat: int | None
    """Whose view this is (None: a spectator)."""
    players: list[str]
    dealer: int
    phase: str
    to_act: int | None
    legal: list[str]
    """The viewer's legal action texts when it is to act, else empty."""
    hand: list[str] | None
    """The viewer's own hand, in the game's display order (None: a spectator)."""
    hands: list[list[str] | None]
    """Every hand as the viewer may see it: its own, an exposed dummy ...; None where hidden."""
    hand_sizes: list[int]
    trick: TrickView | None
    last_trick: TrickView | None
    tricks_won: list[int]
    voids: list[list[str]]
    """The suits each seat has shown it lacks (suit letters)."""
    played: list[str]
    log: list[LogEntry]
    match_scores: list[Score]
    """The match's running scores before this deal, per side or per seat."""
    details: dict[str, Any]
    """The game's own section (typed by the game)."""
    hints: dict[str, Any]
    """How to show the game (suit order, action groups ...): the game's, read by the apps."""


def log_entry(seat: int, kind: str, text: str, secret: bool = False) -> LogEntry:
    """One entry of a view's log."""
    if secret:
        return {"seat": seat, "kind": kind, "text": text, "secret": True}
    return {"seat": seat, "kind": kind, "text": text}
