"""A hint: what the seat's own bot would do now, from the seat's view only.

Both apps ask it: the web table's Hint button and the terminal's ``hint`` command. The bot is
the game's heuristic (random where the game has none); a bot may say why through an optional
``reason(view, action)`` method; without one the hint gives the action alone and says so.
"""

from __future__ import annotations

from dataclasses import dataclass
from random import Random
from typing import Any

from followsuit.bots import default_bot, make_bot
from followsuit.engine import Game, View


@dataclass(frozen=True)
class Hint:
    """The action the bot would take, and its reason when it gives one."""

    action: str
    bot: str
    reason: str | None

    def as_dict(self) -> dict[str, Any]:
        return {"action": self.action, "bot": self.bot, "reason": self.reason}

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
    bot = make_bot(name, game, rng)
    action = bot.act(view)
    reason = None
    explain = getattr(bot, "reason", None)
    if callable(explain):
        said = explain(view, action)
        reason = str(said) if said else None
    return Hint(action, name, reason)
