"""Oh Hell's hooks into the one resampler (``engine.resample``).

Beside the hands lie the turn-up, which everyone sees, and the undealt stock, which nobody
sees (its cards are unconstrained and its order is shuffled). In Devil's Bridge a player sees
the others' cards on their foreheads and not its own. A bid not yet shown (simultaneous
bidding) is any legal bid. An Atkinson joker played while holding the suit led shows no void,
and the view's voids say so.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from followsuit.cards import Suit
from followsuit.engine import View
from followsuit.engine.resample import PLAY, Entry, Places, Sampling, hand, played_tricks
from followsuit.games.oh_hell.state import HIDDEN_BID_LOG, is_bidding_text

if TYPE_CHECKING:
    from followsuit.engine import Deal, Game


class OhHellSampling(Sampling):
    def entries(self, view: View) -> list[Entry]:
        if view["log"] and isinstance(view["log"][0], dict):
            return super().entries(view)
        return [
            Entry(seat, "bid", text, True)
            if text == HIDDEN_BID_LOG
            else Entry(seat, _bidding_kind(text) if is_bidding_text(text) else PLAY, text)
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
        if view["jokers"] == "atkinson":
            self.forbid_beside_jokers(game, entries, probe, places)
        return places

    def forbid_beside_jokers(
        self, game: Game, entries: list[Entry], probe: Deal, places: Places
    ) -> None:
        """An Atkinson joker is never led, nor played to the first trick, by a hand holding
        another card: a joker so played shows a hand of jokers only."""
        jokers: int = probe.suit_masks[Suit.JOKERS]  # type: ignore[attr-defined]
        others = game.pack.full_mask & ~jokers
        for number, trick in enumerate(played_tricks(entries, game.players)):
            for position, entry in enumerate(trick):
                if (number == 0 or position == 0) and places.copies_of(
                    entry.text.split()[0]
                ) & jokers:
                    places.forbid(hand(entry.seat), others)


def _bidding_kind(text: str) -> str:
    """A bid (``3``), or what follows it under bid changes (``keep``, ``change 2``)."""
    return "bid" if text.isdigit() else text.split()[0]
