"""Actions: small immutable values with a canonical text form (``str(action)``)."""

from __future__ import annotations

from dataclasses import dataclass

from followsuit.cards import Card


@dataclass(frozen=True, slots=True)
class Action:
    """One player's action. ``kind`` groups actions (``bid``, ``play``, ``pass``, ...);
    ``value`` is a game's small int for it (a bid's level, a card's index, ...); ``cards``
    names the cards it moves. Equal texts mean equal actions within one game."""

    kind: str
    text: str
    value: int = 0
    cards: tuple[Card, ...] = ()

    def __str__(self) -> str:
        return self.text

    def __repr__(self) -> str:
        return f"<Action {self.text}>"


def normalise(text: str) -> str:
    """Canonical spacing and case of an action text as typed by a person."""
    return " ".join(text.strip().split()).lower()
