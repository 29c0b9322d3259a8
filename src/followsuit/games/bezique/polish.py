"""Polish (open) Bézique (Z3): scoring cards won are laid face up as open cards, and every
declaration is made from them with a card of the trick just won.

What differs from the ordinary game, as the text has it:

- the winner of a trick lays its scoring cards (aces, kings, queens, jacks, trump tens) face up
  among its open cards; open cards are never played again, and stay until the deal ends;
- aces and tens score 10 as soon as won; the seven of trumps scores 10 to the winner of the
  trick holding it, who may exchange it for the turn-up (which becomes an open card when it
  can be used in declaring);
- after winning a trick, and before drawing, the winner makes as many declarations as the
  trick's cards complete with the open cards, each of a different kind and each holding a
  card of that trick (compound declarations), then says ``draw``; no card from the hand is
  ever declared;
- declarations go on in the last eight tricks; the game is 2000.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import TYPE_CHECKING, Any

from followsuit.cards import Card, Rank, Suit
from followsuit.engine import Action, Trick
from followsuit.engine.melds import Declaration
from followsuit.engine.phases import Step
from followsuit.engine.table_cards import TableCards
from followsuit.games.bezique import scoring
from followsuit.games.bezique.actions import DRAW, EXCHANGE
from followsuit.games.bezique.declarations import book
from followsuit.games.bezique.state import (
    DECLARE,
    OVER,
    PLAY,
    BeziqueDeal,
    BeziquePlay,
    declare_action,
)

if TYPE_CHECKING:
    from followsuit.games.bezique.rules import BeziqueGame

OPEN_RANKS = (Rank.ACE, Rank.KING, Rank.QUEEN, Rank.JACK)


class PolishDeal(BeziqueDeal):
    """A deal of Polish Bézique: open cards in rows, declarations from the trick just won."""

    def __init__(self, game: BeziqueGame, order: Sequence[int], dealer: int, carry: Any) -> None:
        super().__init__(game, order, dealer, carry)
        assert self.trump is not None
        self.melds = book(
            game.pack, Suit(self.trump), game.options.bezique_change, self.players, seven=False
        )
        self.open = TableCards.empty(self.players, playable=False)
        self.fresh = 0
        """The open cards the trick just won added: each declaration holds one of them."""
        self.kinds_declared = 0
        """The kinds declared since the trick was won (a compound declaration: each once)."""
        self.seven_won = -1
        """The seven of trumps in the trick just won, while it may be exchanged."""

    def _copy_into(self, new: Any) -> None:
        super()._copy_into(new)
        new.open = self.open.copy()

    def opens(self, card: int) -> bool:
        """Aces, kings, queens, jacks and trump tens are laid among the open cards."""
        face = self.game.pack[card]
        return face.rank in OPEN_RANKS or (face.rank is Rank.TEN and face.suit == self.trump)

    def is_seven_of_trumps(self, card: int) -> bool:
        face = self.game.pack[card]
        return face.rank is Rank.SEVEN and face.suit == self.trump

    # -- a trick won --------------------------------------------------------------------------

    def trick_won(self, winner: int, trick: Trick) -> None:
        """Aces and tens score at once, the seven of trumps too; the scoring cards go face up
        among the winner's open cards; the winner may declare with them."""
        self.last_winner = winner
        fresh = 0
        self.seven_won = -1
        for card in trick.cards:
            face = self.game.pack[card]
            if face.rank in (Rank.ACE, Rank.TEN):
                self.points[winner] += scoring.BRISQUE
            if self.is_seven_of_trumps(card):
                self.points[winner] += scoring.SEVEN
                self.seven_won = card
            elif self.opens(card):
                fresh |= 1 << card
        self.open.put(winner, fresh)
        self.fresh = fresh
        self.kinds_declared = 0
        if not self.last_eight or self.declarations(winner) or self.may_exchange(winner):
            self.pause_play(DECLARE)

    def all_tricks_played(self) -> None:
        """After the last trick the winner may still declare (declarations go on in the last
        eight tricks); then the deal is over."""
        if self.phase == DECLARE:
            self.resume_phase = OVER
        else:
            self.phase = OVER

    # -- declarations and the exchange ----------------------------------------------------------

    def table_rows(self) -> list[int]:
        return self.open.masks

    def declarable(self, seat: int) -> list[Declaration]:
        """Only the winner of the trick just won, with its cards, may declare."""
        if self.phase != DECLARE or seat != self.last_winner:
            return []
        return self._found(seat)

    def declarable_key(self, seat: int) -> Hashable:
        return (
            self.phase,
            self.last_winner,
            self.fresh,
            self.open[seat],
            self.kinds_declared,
            len(self.melds.declared),
        )

    def _found(self, seat: int) -> list[Declaration]:
        found = self.melds.legal(self.fresh, self.open[seat] & ~self.fresh)
        return [d for d in found if not self.kinds_declared >> d.kind & 1]

    def declarations(self, seat: int) -> list[Action]:
        return list({d.text: declare_action(d) for d in self._found(seat)}.values())

    def declaration_action(self, faces: Sequence[Card]) -> Action:
        seat = self.last_winner
        if seat is not None and self.phase == DECLARE:
            found, _ = self.melds.find(faces, self.fresh, self.open[seat] & ~self.fresh)
            if found is not None:
                return declare_action(found)
        return Action("declare", "declare " + " ".join(map(str, faces)), -1, tuple(faces))

    def declaration_refusal(self, seat: int, action: Action) -> str | None:
        found, reason = self.melds.find(action.cards, self.fresh, self.open[seat] & ~self.fresh)
        if found is None:
            return f"{reason}: a declaration holds a card of the trick just won (Z3)"
        if self.kinds_declared >> found.kind & 1:
            return f"{self.melds.kinds[found.kind].name} is declared already for this trick (Z3)"
        return None

    def declare_open(self, seat: int, action: Action) -> None:
        found, reason = self.melds.find(action.cards, self.fresh, self.open[seat] & ~self.fresh)
        assert found is not None, reason
        self.points[seat] += self.melds.declare(seat, found)
        self.kinds_declared |= 1 << found.kind

    def may_exchange(self, seat: int) -> bool:
        """The winner of the trick holding the seven of trumps may exchange it for the
        turn-up (not for a seven)."""
        turn_up = self.stock.turn_up
        if self.seven_won < 0 or turn_up is None:
            return False
        return self.game.pack[turn_up].rank is not Rank.SEVEN

    def exchange(self, seat: int) -> None:
        """The seven from the trick for the turn-up: an ace or ten scores 10, and a card that
        can be declared becomes an open card."""
        seven = self.seven_won
        turn_up = self.stock.exchange(seven)
        swap = 1 << seven | 1 << turn_up
        self.taken[seat] ^= swap
        self.played ^= swap
        self.played_before_trick ^= swap  # between tricks: no card of the next is played
        if self.game.pack[turn_up].rank in (Rank.ACE, Rank.TEN):
            self.points[seat] += scoring.BRISQUE
        if self.opens(turn_up):
            self.open.put(seat, 1 << turn_up)
        self.seven_won = -1
        self.exchanged = seat

    def finish_declaring(self, seat: int) -> None:
        """``draw``: both draw while the stock lasts; then the next lead (or the deal's end)."""
        self.fresh = 0
        self.seven_won = -1
        if self.stock.size:
            self.draw_all(seat)
        else:
            self.resume_play()

    def brisque_counts(self) -> list[int]:
        """Aces and tens are scored as soon as won: none are left to count at the end."""
        return [0] * self.players


class OpenDeclareStep(Step[PolishDeal]):
    """Polish Bézique: the trick's winner declares with its cards and the open cards, as many
    kinds as they complete, exchanges a seven of trumps won, then says ``draw``."""

    def to_act(self, deal: PolishDeal) -> int | None:
        return deal.last_winner

    def actions(self, deal: PolishDeal, seat: int) -> list[Action]:
        actions = [DRAW, *deal.declarations(seat)]
        if deal.may_exchange(seat):
            actions.append(EXCHANGE)
        return actions

    def refusal(self, deal: PolishDeal, seat: int, action: Action) -> str | None:
        if action == DRAW:
            return None
        if action == EXCHANGE:
            if deal.may_exchange(seat):
                return None
            return "only the winner of the trick holding the seven of trumps exchanges it (Z3)"
        if action.kind == "declare":
            return deal.declaration_refusal(seat, action)
        name = deal.game.player_names[seat]
        return f"{name} won the trick: declare with its cards, exchange, or draw (Z3)"

    def do(self, deal: PolishDeal, seat: int, action: Action) -> None:
        deal.log.add(seat, action.kind, action.text)
        if action.kind == "declare":
            deal.declare_open(seat, action)
        elif action.kind == "exchange":
            deal.exchange(seat)
        else:
            deal.finish_declaring(seat)


PolishDeal.phase_table = {PLAY: BeziquePlay(), DECLARE: OpenDeclareStep()}
