"""The errors a caller can act on; every one subclasses :class:`GameError`."""

from __future__ import annotations


class GameError(Exception):
    """Base of every error followsuit raises on purpose."""


class NotationError(GameError, ValueError):
    """A card, seat or action text that does not parse. ``str`` is one short line for a
    player; ``detail`` says what the parser found, for a programmer."""

    def __init__(self, message: str, detail: str | None = None) -> None:
        super().__init__(message)
        self.detail = detail if detail is not None else message


class OptionError(GameError, ValueError):
    """A game option or preset that does not exist or has a bad value."""


class RunError(GameError, ValueError):
    """A simulation or arena run that cannot be set up as asked (an executor's bad address)."""


class IllegalAction(GameError):
    """An action the rules forbid now; ``reason`` says which rule."""

    def __init__(self, action: str, reason: str) -> None:
        super().__init__(f"{action}: {reason}")
        self.action = action
        self.reason = reason


class AmbiguousAction(NotationError):
    """An action text that could mean more than one legal action."""


class ViewError(GameError, ValueError):
    """What a game was given as a view and is none of its views: another game's, a table of
    another size, or not a view at all."""


class InconsistentView(ViewError):
    """A view of the game whose parts contradict each other or the game's pack: a card placed
    twice or no card of the pack, more cards known in a place than it holds, an unseen card no
    place may hold, hand sizes the deal does not deal, a log no sampled deal fits. No view a
    state gives does, unless a game's sampling hooks miss an inference (then only the last)."""


class RecordError(GameError, ValueError):
    """A record that is malformed or does not replay under the rules."""
