"""A hint: what the seat's own bot would do now, from the seat's view only.

Both apps ask it: the web table's Hint button and the terminal's ``hint`` command. The bot is
the game's heuristic (random where the game has none); a bot may say why through an optional
``reason(view, action)`` method; without one the hint gives the action alone and says so.

Where the view alone fixes every card still to be played (the last tricks, once the cards
seen and the voids shown leave no choice) and only trick play remains, the position is solved
exactly instead, and the hint cites each card's exact value: nothing but the view goes in, so a
solved hint shows nothing the seat could not work out itself.
"""

from __future__ import annotations

from dataclasses import dataclass
from random import Random
from typing import Any

from followsuit.bots import default_bot, make_bot
from followsuit.bots.search.sampling import hands_signature
from followsuit.bots.search.worlds import WorldSolver
from followsuit.engine import Deal, Game, View
from followsuit.errors import GameError

SAMPLES = 6
"""Samples of the view that must all hold the same hands for a hint to be solved exactly."""

EXACT = "exact solver"
"""The name a solved hint gives as its bot."""


@dataclass(frozen=True)
class Hint:
    """The action the bot would take, and its reason when it gives one; ``values``: each legal
    card's exact value (the seat's side's deal score against the other's, best play by all)
    where the position is solved."""

    action: str
    bot: str
    reason: str | None
    values: dict[str, float] | None = None

    def as_dict(self) -> dict[str, Any]:
        return {
            "action": self.action,
            "bot": self.bot,
            "reason": self.reason,
            "values": self.values,
        }

    def sentence(self) -> str:
        because = self.reason or f"the {self.bot} bot gives no reason"
        return f"The {self.bot} bot would play {self.action} ({because})."


def hint(game: Game, view: View, rng: Random) -> Hint | None:
    """What ``game``'s own bot would do in ``view`` (None when the seat has nothing to do)."""
    legal: list[str] = list(view.get("legal") or [])
    if not legal:
        return None
    name = default_bot(game)
    if len(legal) == 1:
        return Hint(legal[0], name, "the only legal action")
    exact = solved(game, view, rng)
    if exact is not None:
        return exact
    bot = make_bot(name, game, rng)
    action = bot.act(view)
    reason = None
    explain = getattr(bot, "reason", None)
    if callable(explain):
        said = explain(view, action)
        reason = str(said) if said else None
    return Hint(action, name, reason)


def solved(game: Game, view: View, rng: Random) -> Hint | None:
    """The exact hint where the view fixes every card still to be played and only trick play
    remains (module doc); None otherwise."""
    samples: list[Deal] = []
    for _ in range(SAMPLES):
        try:
            state = game.sample_state(view, rng)
        except (GameError, ValueError):
            return None
        if not isinstance(state, Deal):
            return None
        samples.append(state)
    first = hands_signature(samples[0])
    if any(hands_signature(sample) != first for sample in samples[1:]):
        return None
    values = WorldSolver(game).values(samples[0])
    if values is None:
        return None
    best = max(values.values())
    choice = next(text for text in view["legal"] if values.get(text) == best)
    return Hint(choice, EXACT, exact_reason(values, best), values)


def exact_reason(values: dict[str, float], best: float) -> str:
    """The solved hint's reason: the best cards' value and what the others give up."""
    tops = [text for text, worth in values.items() if worth == best]
    worse = sorted((worth, text) for text, worth in values.items() if worth != best)
    said = f"every card left is known: {' '.join(tops)} {_worth(best)}"
    if worse:
        said += "; " + ", ".join(f"{text} {_worth(worth)}" for worth, text in reversed(worse))
    return said + " (your side's deal score against the others', best play by all)"


def _worth(value: float) -> str:
    whole = round(value)
    number = str(whole) if abs(value - whole) < 1e-9 else f"{value:.2f}".rstrip("0")
    return number if number.startswith("-") else f"+{number}"
