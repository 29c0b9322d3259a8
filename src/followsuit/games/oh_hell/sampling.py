"""Oh Hell's hooks into the one resampler (``engine.resample``): the carry, the turn-up and the
stock, and what an Atkinson joker played shows.

Beside the hands lie the turn-up, which everyone sees, and the undealt stock, which nobody
sees (its cards are unconstrained and its order is shuffled). In Devil's Bridge the cards seen
on the others' foreheads are among the view's ``hands``. A bid not yet shown (simultaneous
bidding) is a secret log entry: any legal bid (the engine's default). An Atkinson joker played
while holding the suit led shows no void, and the view's voids say so.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from followsuit.cards import Suit
from followsuit.engine.infostate import InfoState
from followsuit.engine.resample import Places, Sampling, hand
from followsuit.games.oh_hell.carry import OhHellCarry

if TYPE_CHECKING:
    from followsuit.engine import Deal
    from followsuit.engine.resample import SampledGame


class OhHellSampling(Sampling):
    def carry(self, game: SampledGame, info: InfoState) -> Any:
        return OhHellCarry(info.match_scores, info.details["deal_number"] - 1)

    def places(self, game: SampledGame, info: InfoState, probe: Deal) -> Places:
        """The holdings, the turn-up and the stock."""
        places = super().places(game, info, probe)
        details = info.details
        places.add("turn-up", 0 if details["turn_up"] is None else 1)
        if details["turn_up"] is not None:
            places.know("turn-up", [details["turn_up"]])
        places.add("stock", details["stock_size"])
        if details["jokers"] == "atkinson":
            self.forbid_beside_jokers(game, info, probe, places)
        return places

    def forbid_beside_jokers(
        self, game: SampledGame, info: InfoState, probe: Deal, places: Places
    ) -> None:
        """An Atkinson joker is never led, nor played to the first trick, by a hand holding
        another card: a joker so played shows a hand of jokers only."""
        jokers: int = probe.suit_masks[Suit.JOKERS]  # type: ignore[attr-defined]
        others = game.pack.full_mask & ~jokers
        for number, trick in enumerate(info.tricks(game.players)):
            for position, play in enumerate(trick):
                card = places.copies_of(play.named(info.entries[play.position]))
                if (number == 0 or position == 0) and card & jokers:
                    places.forbid(hand(play.seat), others)
