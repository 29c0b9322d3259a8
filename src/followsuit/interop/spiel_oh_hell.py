"""One Oh Hell deal in OpenSpiel's ``oh_hell`` and in followsuit at once: the bridge for
matches between OpenSpiel's bots and ours.

With the last seat dealing, followsuit deals a pack order as OpenSpiel's chance steps do
(:mod:`followsuit.interop.spiel_cards`), and the card after the hands is the turn-up in both.
OpenSpiel runs with a fixed hand size (``num_tricks_fixed``); followsuit with
``hand_sizes=(size,)``. Both then follow the same rules (the differential tests check it), so
each action is played in both and checked at every step.
"""

from __future__ import annotations

from collections.abc import Sequence

import pyspiel

from followsuit.engine import Deal, View
from followsuit.games import load
from followsuit.interop.spiel_cards import action_text, card_names, legal_texts


class Mismatch(AssertionError):
    """The two engines disagree about who acts or what is legal."""


class TwinDeal:
    """The same Oh Hell deal in both engines, moved on together and checked at every step:
    the same seat to act and the same legal actions."""

    def __init__(self, players: int, tricks: int, order: Sequence[int]) -> None:
        """``order``: OpenSpiel's 52 card numbers, top first (hands, then the turn-up)."""
        self.spiel_game = pyspiel.load_game(
            "oh_hell", {"players": players, "num_tricks_fixed": tricks}
        )
        self.game = load("oh-hell", players=players, hand_sizes=(tricks,))
        dealer = players - 1
        spiel = self.spiel_game.new_initial_state()
        spiel.apply_action(tricks)
        spiel.apply_action(dealer)
        names = card_names(spiel)
        for card in order[: players * tricks + 1]:
            spiel.apply_action(card)
        self.spiel = spiel
        ours = self.game.new_deal(dealer=dealer, pack=[names[c] for c in order])
        assert isinstance(ours, Deal)
        self.ours = ours
        self._check()

    @property
    def to_act(self) -> int | None:
        return self.ours.to_act

    def view(self, seat: int) -> View:
        """followsuit's view of ``seat``: what our bots get."""
        return self.ours.view(seat)

    def apply(self, text: str) -> None:
        """Play the action ``text`` (followsuit's form) in both engines."""
        self.spiel.apply_action(legal_texts(self.spiel)[text])
        self.ours.apply(text)
        self._check()

    def spiel_action_text(self, action: int) -> str:
        return action_text(self.spiel, action)

    def scores(self) -> list[float]:
        """Each seat's score for the deal, the same in both engines."""
        ours = [float(s) for s in self.ours.outcome().scores]
        theirs = [float(s) for s in self.spiel.returns()]
        if ours != theirs:
            raise Mismatch(f"scores differ: followsuit {ours}, OpenSpiel {theirs}")
        return ours

    def _check(self) -> None:
        if self.ours.is_over:
            if not self.spiel.is_terminal():
                raise Mismatch("followsuit's deal is over, OpenSpiel's is not")
            return
        if self.ours.to_act != self.spiel.current_player():
            raise Mismatch(f"to act: {self.ours.to_act} and {self.spiel.current_player()}")
        mine = sorted(a.text for a in self.ours.legal_actions())
        theirs = sorted(legal_texts(self.spiel))
        if mine != theirs:
            raise Mismatch(f"legal actions differ: {mine} and {theirs}")
