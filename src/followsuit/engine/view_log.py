"""A deal's log, as each seat may read it: one entry per action, in order.

An entry is ``{"seat", "kind", "text"}`` with the action's kind (``bid``, ``play``, ``pass``,
``discard`` ...) and its text as the seat may see it; an entry the seat may not read in full (a
secret trump, cards given face down, a bid not yet shown) has ``"secret": true`` and a public
text in place of the action's. A deal keeps its log as it plays (:class:`ViewLog`); its views
(:mod:`followsuit.engine.views`) show it.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from typing import NotRequired, TypedDict

from followsuit.engine.actions import Action


class LogEntry(TypedDict):
    """One action of the deal as a seat sees it."""

    seat: int
    kind: str
    text: str
    secret: NotRequired[bool]
    """Present and true when the seat sees only a public text in place of the action's."""


def log_entry(seat: int, kind: str, text: str, secret: bool = False) -> LogEntry:
    """One entry of a view's log."""
    if secret:
        return {"seat": seat, "kind": kind, "text": text, "secret": True}
    return {"seat": seat, "kind": kind, "text": text}


@cache
def stand_in(kind: str, public: str) -> Action:
    """The typed form of a secret entry's public text: its kind, no number, no cards (what
    the seats outside its audience are shown)."""
    return Action(kind, public)


class ViewLog:
    """A deal's log, one entry per action, kept as views show it.

    An entry is kept as a small tuple, made when the action is taken and shared by every
    clone (never changed in place); views get read-only dicts of them, each made once
    (``kept``). An entry some seats may not read keeps its public form in ``entries`` and its
    full form, with the mask of the seats that read it (its audience), in ``hidden``;
    :meth:`reveal` makes it public for good, :meth:`reaudience` changes who reads it.
    Each entry's action, typed, is kept beside it the same way (``actions``, ``secret``).
    """

    __slots__ = ("actions", "entries", "hidden", "reveals", "secret")

    def __init__(self) -> None:
        self.entries: list[tuple[int, str, str, bool]] = []
        """Each entry as everyone may read it: (seat, kind, text, whether it is secret)."""
        self.hidden: dict[int, tuple[tuple[int, str, str], int]] = {}
        """Index of a secret entry -> (its full form (seat, kind, text), the mask of the
        seats that read it)."""
        self.reveals = 0
        """How many times entries were made public: a view's kept copy of the log (``kept``)
        holds while it stays the same."""
        self.actions: list[Action] = []
        """Each entry's action, typed, as everyone may read it (a secret one's stand-in)."""
        self.secret: dict[int, Action] = {}
        """Index of a secret entry -> the action taken, typed (its full form's)."""

    def __len__(self) -> int:
        return len(self.entries)

    def copy(self) -> ViewLog:
        new = ViewLog.__new__(ViewLog)
        new.entries = self.entries[:]
        new.hidden = dict(self.hidden) if self.hidden else {}
        new.reveals = self.reveals
        new.actions = self.actions[:]
        new.secret = dict(self.secret) if self.secret else {}
        return new

    def add(self, seat: int, kind: str, text: str, action: Action) -> None:
        """An action everyone may read: its text, and ``action`` typed."""
        self.entries.append((seat, kind, text, False))
        self.actions.append(action)

    def add_secret(
        self, seat: int, kind: str, text: str, public: str, audience: int, action: Action
    ) -> None:
        """An action only the seats of ``audience`` (a mask) read (its text, and ``action``
        typed); the others see ``public`` (typed: :func:`stand_in`)."""
        index = len(self.entries)
        self.hidden[index] = ((seat, kind, text), audience)
        self.secret[index] = action
        self.entries.append((seat, kind, public, True))
        self.actions.append(stand_in(kind, public))

    def reveal(self, index: int | None = None) -> None:
        """Make one secret entry (or, with None, every one) public: the rules have shown it."""
        indices = list(self.hidden) if index is None else [index]
        for i in indices:
            (seat, kind, text), _ = self.hidden.pop(i)
            self.entries[i] = (seat, kind, text, False)
            self.actions[i] = self.secret.pop(i)
        self.reveals += 1

    def reaudience(self, change: Callable[[int, str, int], int]) -> None:
        """Each secret entry is read from now on by ``change(seat, kind, audience)``: the
        seats its action is shown to, or no longer known to (cards passed, then discarded)."""
        self.hidden = {
            index: (full, change(full[0], full[1], audience))
            for index, (full, audience) in self.hidden.items()
        }

    def for_seat(self, seat: int | None) -> list[LogEntry]:
        """The log as ``seat`` reads it (None: a spectator, who reads only public texts)."""
        entries = [log_entry(*entry) for entry in self.entries]
        if self.hidden and seat is not None:
            bit = 1 << seat
            for index, (full, audience) in self.hidden.items():
                if audience & bit:
                    entries[index] = log_entry(*full)
        return entries
