"""A toy game for testing the generic machinery without any real game's rules: two players,
four cards (AS KS AH KH), two each, two tricks, follow suit, a point a trick. A match is
``deals`` deals; with ``instant`` the first deals of a match need no action at all. With
``bidding``, each player first bids once, from the dealer's left, the tricks it will take
(``bid 0`` to ``bid 2``); a bid made exactly scores ten more.

It is written from the engine's blocks alone: its order of play (``ORDER_OF_PLAY``: the
bidding, the play, over) is the deal's ``run``; the bidding's turns are the turn-order block's
(``Turns.each_once(round_from_left(...))``, ended by ``deal.end_turn()``), the play is the
engine's ``PlayStep``, and every text is read by the action grammar (its bid form) and the
card table. No queue of turns, no phase set by hand, no parser of its own."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum
from functools import cached_property
from random import Random
from typing import Any

from followsuit.cards import Pack, Suit, standard
from followsuit.engine import (
    Action,
    DealOutcome,
    Game,
    Match,
    Options,
    State,
    Trick,
    View,
    deal_hands,
    require,
)
from followsuit.engine.deal import TurnStep
from followsuit.engine.grammar import Grammar, Numbered
from followsuit.engine.trickplay import PlayStep, TrickPlay
from followsuit.engine.turns import Turns, round_from_left


@dataclass(frozen=True, kw_only=True)
class ToyOptions(Options):
    deals: int = 3
    instant: int = 0
    """The first this many deals of a match are over as soon as dealt."""
    bidding: bool = False
    """Each player bids its tricks before the play; a bid made exactly scores ten more."""

    def __post_init__(self) -> None:
        require(self.deals > 0, "deals must be positive")


class ToyGame(Game):
    name = "toy"
    title = "Toy"

    def __init__(self, options: ToyOptions | None = None) -> None:
        super().__init__(options or ToyOptions())
        self.options: ToyOptions = options or ToyOptions()

    @property
    def players(self) -> int:
        return 2

    @property
    def pack(self) -> Pack:
        return PACK

    def deal_from_order(self, order: Sequence[int], dealer: int, carry: Any) -> ToyDeal:
        return ToyDeal(self, order, dealer, carry)

    def initial_carry(self) -> int:
        return 0

    def match_over(self, match: Match) -> bool:
        return len(match.finished) >= self.options.deals

    def sample_state(self, view: View, rng: Random) -> State:
        raise NotImplementedError

    @cached_property
    def grammar(self) -> Grammar:
        """A bid (``bid 1``) or a card, which the card table reads."""
        return Grammar("toy", [BID_FORM])


PACK = Pack(
    tuple(c for c in standard() if c.rank >= 13 and c.suit in (Suit.SPADES, Suit.HEARTS)), "toy"
)
"""AS KS AH KH."""


class Phase(StrEnum):
    BID = "bid"
    PLAY = "play"
    OVER = "over"


ORDER_OF_PLAY = (Phase.BID, Phase.PLAY, Phase.OVER)
"""The bidding (with the option ``bidding``; else passed over: nobody bids), then the play."""
DEALT_OVER = (Phase.OVER,)
"""An ``instant`` deal: over as soon as dealt."""
BID_FORM = Numbered("bid", "bid", range(3), "a number of tricks from 0 to 2")
BIDS = [BID_FORM(n) for n in range(3)]


class ToyDeal(TrickPlay):
    game: ToyGame

    def __init__(self, game: ToyGame, order: Sequence[int], dealer: int, carry: Any) -> None:
        super().__init__(game, order, dealer, carry)
        pack = game.pack
        self.suit_of = [int(c.suit) for c in pack]
        self.suit_masks = [pack.suit_masks[s] for s in Suit]
        self.rank_power = [c.rank for c in pack]
        self.trump = None
        hands, _ = deal_hands(order, 2, (dealer + 1) % 2, (1, 1))
        instant = carry < game.options.instant
        self.setup_play(hands, 0 if instant else 2)
        self.bids: list[int | None] = [None, None]
        self.run(DEALT_OVER if instant else ORDER_OF_PLAY)

    def _copy_into(self, new: Any) -> None:
        self._copy_play_into(new)
        new.bids = self.bids[:]
        new.turns = self.turns.copy()

    def parse(self, text: str) -> Action:
        return self.game.grammar.parse(text, self.table.parse, self.legal_actions)

    def all_tricks_played(self) -> None:
        self.next_phase()

    def outcome(self) -> DealOutcome:
        tricks = self.tricks_won
        if not self.game.options.bidding:
            return DealOutcome(tuple(tricks), {"tricks": list(tricks)}, self.carry + 1)
        scores = tuple(t + (10 if t == b else 0) for t, b in zip(tricks, self.bids, strict=True))
        return DealOutcome(scores, {"tricks": list(tricks), "bids": self.bids[:]}, self.carry + 1)

    def view(self, seat: int | None) -> View:
        view: View = {
            "game": "toy",
            "seat": seat,
            "to_act": self.to_act,
            "legal": [a.text for a in self.legal_actions()] if seat == self.to_act else [],
            "hand": None if seat is None else self.cards_text(self.hands[seat]),
        }
        if self.game.options.bidding:
            view |= {"phase": str(self.phase), "bids": self.bids[:]}
        return view | self.play_view()


class Bidding(TurnStep[ToyDeal]):
    """Each player once, from the dealer's left, bids 0 to 2 tricks (with ``bidding``)."""

    def order(self, deal: ToyDeal) -> Turns:
        if not deal.game.options.bidding:
            return Turns()
        return Turns.each_once(round_from_left(deal.dealer, deal.players))

    def actions(self, deal: ToyDeal, seat: int) -> list[Action]:
        return BIDS

    def refusal(self, deal: ToyDeal, seat: int, action: Action) -> str | None:
        return None if action in BIDS else "it is the bidding: bid 0 to 2 tricks"

    def do(self, deal: ToyDeal, seat: int, action: Action) -> None:
        deal.bids[seat] = action.value
        deal.end_turn()


class Play(PlayStep[ToyDeal]):
    """The dealer's left leads; follow suit; the highest card of the suit led wins."""

    def begin(self, deal: ToyDeal) -> None:
        deal.trick = Trick((deal.dealer + 1) % deal.players)


ToyDeal.phase_table = {Phase.BID: Bidding(), Phase.PLAY: Play()}
