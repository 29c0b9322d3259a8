"""Beyond's heuristic bot: bids the text's "most common system" (bidding.py), claims its own
estimated tricks, and plays to take exactly its contract (play.py). It sees only views."""

from __future__ import annotations

from followsuit.engine import View
from followsuit.engine.bots import HeuristicBase
from followsuit.engine.views import CALL
from followsuit.games.beyond.bot.bidding import Bidder, claim
from followsuit.games.beyond.bot.hand import Holding
from followsuit.games.beyond.bot.play import choose_card
from followsuit.games.beyond.calls import STRAINS


class HeuristicBot(HeuristicBase):
    """The text's system and its advice on play, from a seat's view."""

    def choose(self, view: View, legal: list[str]) -> str:
        phase = view["phase"]
        if phase == "auction":
            calls = [e["text"] for e in view["log"] if e["kind"] == CALL]
            return Bidder(Holding.parse(view["hand"]), calls, self.rng).call(legal)
        if phase == "claim":
            details = view["details"]
            trump = None if details["trump"] is None else STRAINS.index(details["trump"])
            return claim(Holding.parse(view["hand"]), trump, details["contracts"], legal)
        return choose_card(view, self.rng)
