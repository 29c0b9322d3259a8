"""Oh Hell's hooks into the one resampler (``engine.resample``).

Beside the hands lie the turn-up, which everyone sees, and the undealt stock, which nobody
sees (its cards are unconstrained and its order is shuffled). In Devil's Bridge a player sees
the others' cards on their foreheads and not its own. A bid not yet shown (simultaneous
bidding) is any legal bid. An Atkinson joker played while holding the suit led shows no void,
and the view's voids say so.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from followsuit.engine import View
from followsuit.engine.resample import PLAY, Entry, Places, Sampling, hand
from followsuit.games.oh_hell.state import HIDDEN_BID_LOG

if TYPE_CHECKING:
    from followsuit.engine import Deal, Game


class OhHellSampling(Sampling):
    def entries(self, view: View) -> list[Entry]:
        if view["log"] and isinstance(view["log"][0], dict):
            return super().entries(view)
        return [
            Entry(seat, "bid", text, True)
            if text == HIDDEN_BID_LOG
            else Entry(seat, "bid" if text.isdigit() else PLAY, text)
            for seat, text in view["log"]
        ]

    def carry(self, game: Game, view: View) -> Any:
        from followsuit.games.oh_hell.rules import OhHellCarry

        return OhHellCarry(tuple(view["match_scores"]), view["deal_number"] - 1)

    def places(self, game: Game, view: View, entries: list[Entry], probe: Deal) -> Places:
        """The holdings (with the cards seen on foreheads), the turn-up and the stock."""
        places = super().places(game, view, entries, probe)
        if "hands" not in view:
            for seat, card in enumerate(view.get("foreheads") or ()):
                if card is not None:
                    places.know(hand(seat), [card])
        places.add("turn-up", 0 if view["turn_up"] is None else 1)
        if view["turn_up"] is not None:
            places.know("turn-up", [view["turn_up"]])
        places.add("stock", view["stock_size"])
        return places
