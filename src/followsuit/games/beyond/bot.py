"""Beyond's heuristic bot: bids the text's "most common system" (bidding.py), claims its own
estimated tricks, and plays to take exactly its contract (play.py). It sees only views."""

from __future__ import annotations

from random import Random

from followsuit.engine import View
from followsuit.games.beyond.bidding import Bidder, claim
from followsuit.games.beyond.calls import STRAINS
from followsuit.games.beyond.hand import Holding
from followsuit.games.beyond.play import choose_card


class HeuristicBot:
    """The text's system and its advice on play, from a seat's view."""

    name = "heuristic"

    def __init__(self, rng: Random | None = None) -> None:
        self.rng = rng if rng is not None else Random()

    def act(self, view: View) -> str:
        legal: list[str] = view["legal"]
        if len(legal) == 1:
            return legal[0]
        phase = view["phase"]
        if phase == "auction":
            calls = [call for _, call in view["auction"]]
            return Bidder(Holding.parse(view["hand"]), calls, self.rng).call(legal)
        if phase == "claim":
            trump = None if view["trump"] is None else STRAINS.index(view["trump"])
            return claim(Holding.parse(view["hand"]), trump, view["contracts"], legal)
        return choose_card(view, self.rng)
