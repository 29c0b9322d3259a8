"""A toy game for testing the generic machinery without any real game's rules: two players,
four cards (AS KS AH KH), two each, two tricks, follow suit, a point a trick. A match is
``deals`` deals; with ``instant`` the first deals of a match need no action at all."""

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
from followsuit.engine.grammar import Grammar
from followsuit.engine.trickplay import PlayStep, TrickPlay


@dataclass(frozen=True, kw_only=True)
class ToyOptions(Options):
    deals: int = 3
    instant: int = 0
    """The first this many deals of a match are over as soon as dealt."""

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
        """No action but a card: the grammar has no forms, the card table reads the cards."""
        return Grammar("toy", [])


PACK = Pack(
    tuple(c for c in standard() if c.rank >= 13 and c.suit in (Suit.SPADES, Suit.HEARTS)), "toy"
)
"""AS KS AH KH."""


class Phase(StrEnum):
    PLAY = "play"
    OVER = "over"


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
        self.trick = None if instant else Trick((dealer + 1) % 2)
        self.phase = Phase.OVER if instant else Phase.PLAY

    def _copy_into(self, new: Any) -> None:
        self._copy_play_into(new)

    def parse(self, text: str) -> Action:
        return self.game.grammar.parse(text, self.table.parse, self.legal_actions)

    def all_tricks_played(self) -> None:
        self.phase = Phase.OVER

    def outcome(self) -> DealOutcome:
        return DealOutcome(
            tuple(self.tricks_won), {"tricks": list(self.tricks_won)}, self.carry + 1
        )

    def view(self, seat: int | None) -> View:
        view: View = {
            "game": "toy",
            "seat": seat,
            "to_act": self.to_act,
            "legal": [a.text for a in self.legal_actions()] if seat == self.to_act else [],
            "hand": None if seat is None else self.cards_text(self.hands[seat]),
        }
        return view | self.play_view()


ToyDeal.phase_table = {Phase.PLAY: PlayStep()}
