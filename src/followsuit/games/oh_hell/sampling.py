"""Oh Hell's hooks into the one resampler (``engine.resample``): the carry, the turn-up and the
stock, and what an Atkinson joker played shows.

Beside the hands lie the turn-up, which everyone sees, and the undealt stock, which nobody
sees (its cards are unconstrained and its order is shuffled): both are in the seat's record
(:class:`~followsuit.games.oh_hell.seen.OhHellSeen`), read back from a view's details by
:meth:`OhHellSampling.seen`. In Devil's Bridge the cards seen on the others' foreheads are
among the information state's ``hands``. A bid not yet shown (simultaneous bidding) is a
secret log entry: any legal bid (the engine's default). An Atkinson joker played while
holding the suit led shows no void, and the voids say so.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from followsuit.cards import Suit
from followsuit.engine import View
from followsuit.engine.infostate import InfoState, read_card
from followsuit.engine.resample import Places, Sampling, hand
from followsuit.games.oh_hell.carry import OhHellCarry
from followsuit.games.oh_hell.seen import OhHellSeen

if TYPE_CHECKING:
    from followsuit.engine import Deal
    from followsuit.engine.resample import SampledGame

TURN_UP = "turn-up"


class OhHellSampling(Sampling):
    def seen(self, game: SampledGame, view: View) -> OhHellSeen:
        """The deal's number, the jokers, the turn-up and the stock's size, as the view's
        details show them."""
        details = view["details"]
        turn_up = details["turn_up"]
        return OhHellSeen(
            deal_number=details["deal_number"],
            jokers=details["jokers"],
            turn_up=None if turn_up is None else read_card(game.pack, turn_up, TURN_UP),
            stock_size=details["stock_size"],
        )

    def carry(self, game: SampledGame, info: InfoState) -> Any:
        seen: OhHellSeen = info.seen
        return OhHellCarry(info.match_scores, seen.deal_number - 1)

    def places(self, game: SampledGame, info: InfoState, probe: Deal) -> Places:
        """The holdings, the turn-up and the stock."""
        places = super().places(game, info, probe)
        seen: OhHellSeen = info.seen
        places.add(TURN_UP, 0 if seen.turn_up is None else 1)
        if seen.turn_up is not None:
            places.know(TURN_UP, [seen.turn_up])
        places.add("stock", seen.stock_size)
        if seen.jokers == "atkinson":
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
