"""Beyond's heuristic bot: bids the text's "most common system" (bidding.py), claims its own
estimated tricks, and plays to take exactly its contract (play.py). It sees only views."""

from __future__ import annotations

from random import Random

from followsuit.engine import View
from followsuit.engine.views import CALL
from followsuit.games.beyond.bot.bidding import Bidder, claim
from followsuit.games.beyond.bot.hand import Holding
from followsuit.games.beyond.bot.play import choose_card
from followsuit.games.beyond.calls import STRAINS


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
            calls = [e["text"] for e in view["log"] if e["kind"] == CALL]
            return Bidder(Holding.parse(view["hand"]), calls, self.rng).call(legal)
        if phase == "claim":
            details = view["details"]
            trump = None if details["trump"] is None else STRAINS.index(details["trump"])
            return claim(Holding.parse(view["hand"]), trump, details["contracts"], legal)
        return choose_card(view, self.rng)
