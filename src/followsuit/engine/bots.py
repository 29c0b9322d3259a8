"""The bot protocol: a bot sees a view (with its legal actions) and answers an action text."""

from __future__ import annotations

from random import Random
from typing import Protocol, runtime_checkable

from followsuit.engine.state import View


class Bot(Protocol):
    """Anything that chooses an action from a seat's view. Bots never see a state."""

    name: str

    def act(self, view: View) -> str:
        """The action text to play; ``view['legal']`` lists the legal ones."""
        ...


@runtime_checkable
class CallChances(Protocol):
    """A bot that can say how likely it is to make each of its legal calls (bids, passes):
    what inference from the auction weighs a sampled hand by (``bots.search.sampling``)."""

    def call_chances(self, view: View) -> dict[str, float] | None:
        """Each legal action's weight, the larger the likelier this bot plays it, or None
        where the bot states none (a card to play, a call it does not weigh)."""
        ...


class RandomBot:
    """Picks uniformly among the legal actions: the baseline every game gets."""

    name = "random"

    def __init__(self, rng: Random | None = None) -> None:
        self.rng = rng if rng is not None else Random()

    def act(self, view: View) -> str:
        legal: list[str] = view["legal"]
        return self.rng.choice(legal)


class HeuristicBase:
    """The base of a game's own bot: a generator of its own, and no thought when only one
    action is legal; the game's bot says how it chooses among several (``choose``)."""

    name = "heuristic"

    def __init__(self, rng: Random | None = None) -> None:
        self.rng = rng if rng is not None else Random()

    def act(self, view: View) -> str:
        legal: list[str] = view["legal"]
        if len(legal) == 1:
            return legal[0]
        return self.choose(view, legal)

    def choose(self, view: View, legal: list[str]) -> str:
        """The action to play among ``legal`` (two or more)."""
        raise NotImplementedError
