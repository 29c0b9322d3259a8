"""Bézique's steps for the ordinary game's phases (Z1-Z3): the play while the stock lasts,
the last eight tricks under their own follow rule (in pairs, four-handed), the trick winner's
declaration. Grand Bézique's carte blanche and Polish Bézique's declarations are in
:mod:`~followsuit.games.bezique.grand` and :mod:`~followsuit.games.bezique.polish`; the deal's
table is made of them by :func:`~followsuit.games.bezique.state.phase_table`."""

from __future__ import annotations

from followsuit.engine import Action, Follow
from followsuit.engine.phases import Step
from followsuit.engine.trickplay import PlayStep
from followsuit.engine.turns import Turns
from followsuit.games.bezique.actions import DRAW, EXCHANGE, PARTNER
from followsuit.games.bezique.position import BeziquePosition

LAST_TRICKS = 8
"""Z1: the last eight tricks (a pair's, four-handed)."""


class BeziquePlay(PlayStep[BeziquePosition]):
    """Z1: while the stock lasts any card may be played, from the hand or the table."""

    not_a_card = "now {player} must play a card"

    def refusal(self, deal: BeziquePosition, seat: int, action: Action) -> str | None:
        if action.kind not in ("play", "table"):
            return self.not_a_card.format(player=deal.game.player_names[seat])
        return deal.play_refusal(seat, action)

    def do(self, deal: BeziquePosition, seat: int, action: Action) -> None:
        deal.log.add(seat, "play", action.text, action)
        deal.play_card(seat, action)


class LastEightPlay(BeziquePlay):
    """Z1: the last eight tricks: follow suit and win the trick if able, trump when void if
    able. Z3: three-handed, the third hand that can neither follow nor win by trumping may
    throw away any card (``BeziqueDeal.play_mask``)."""

    follow = Follow.MUST_WIN

    def begin(self, deal: BeziquePosition) -> None:
        """Z1: the stock is gone: the table cards go back to the hands, known to all."""
        for seat, mask in enumerate(deal.on_table.masks):
            deal.shown[seat] |= mask
        deal.on_table.return_to_hands([0] * deal.players)

    def do(self, deal: BeziquePosition, seat: int, action: Action) -> None:
        voids = deal.voids[seat]
        trick = deal.trick
        thrown = deal.players == 3 and trick is not None and len(trick.cards) == 2
        super().do(deal, seat, action)
        if thrown:
            # Z3: the third hand that can neither follow nor win by trumping throws any card:
            # that shows no void in trumps.
            trump_bit = 1 << (deal.trump or 0)
            deal.voids[seat] = deal.voids[seat] & ~trump_bit | voids & trump_bit


class PairsPlay(LastEightPlay):
    """Z3, four players: the last eight tricks are played in two pairs, tricks of two
    (``begin``; ``BeziqueDeal.play_seat``, ``gather``)."""

    trick_size = 2

    def begin(self, deal: BeziquePosition) -> None:
        """Z3: "the winner of the last trick and the adversary to his left play their cards
        against each other, and then the other two similarly play theirs" (the winner's
        partner, or the next player, leading)."""
        super().begin(deal)
        trick = deal.trick
        assert trick is not None
        winner = trick.leader
        deal.pairs = [[winner, (winner + 1) % 4], [(winner + 2) % 4, (winner + 3) % 4]]
        deal.pairs_switch = deal.tricks_played + LAST_TRICKS


class WinnersTurn(Step[BeziquePosition]):
    """A step between tricks that the trick's winner takes (a declaration, in every form)."""

    def order(self, deal: BeziquePosition) -> Turns:
        """The trick's winner."""
        assert deal.last_winner is not None
        return Turns.each_once([deal.last_winner])

    def to_act(self, deal: BeziquePosition) -> int | None:
        return deal.turns.seat


class DeclareStep(WinnersTurn):
    """Z1, Z2: the trick's winner declares one combination, exchanges the seven of trumps, or
    draws; then every player draws, the winner first. Z3, four-handed partners: the winner
    may say ``partner`` to let the partner act instead (``Turns.hand_over``)."""

    def actions(self, deal: BeziquePosition, seat: int) -> list[Action]:
        actions = [DRAW, *deal.declarations(seat)]
        if not self.exchanged(deal) and deal.may_exchange(seat):
            actions.append(EXCHANGE)
        if self.may_pass(deal, seat):
            actions.append(PARTNER)
        return actions

    def exchanged(self, deal: BeziquePosition) -> bool:
        """Z2 option: the seat to act has just exchanged the seven of trumps (not the trick's
        declaration): it may still declare or draw."""
        return deal.history[-1].kind == "exchange"

    def may_pass(self, deal: BeziquePosition, seat: int) -> bool:
        """Z3: a player may declare when his partner takes a trick: the winner, before acting,
        may hand over its turn."""
        if not deal.game.partners or self.exchanged(deal):
            return False
        return seat == deal.last_winner

    def refusal(self, deal: BeziquePosition, seat: int, action: Action) -> str | None:
        if action == DRAW:
            return None
        if action == PARTNER:
            if self.may_pass(deal, seat):
                return None
            return "only the trick's winner in the partnership game lets the partner declare (Z3)"
        if action == EXCHANGE:
            if self.exchanged(deal):
                return "the seven of trumps has been exchanged this turn (Z1)"
            if deal.stock.turn_up is not None and deal.seven_of_trumps(seat):
                if deal.may_exchange(seat):
                    return None
                return "the turn-up is itself a seven: no exchange (Z1)"
            return "exchange needs a seven of trumps in the hand (not on the table) (Z1)"
        if action.kind == "declare":
            _, reason = deal.find(seat, action.cards)
            return None if reason is None else f"{reason} (Z1)"
        return f"{deal.game.player_names[seat]} won the trick: declare, exchange or draw (Z1)"

    def do(self, deal: BeziquePosition, seat: int, action: Action) -> None:
        deal.log.add(seat, action.kind, action.text, action)
        if action.kind == "partner":
            deal.turns.hand_over((seat + 2) % deal.players)
            return
        if action.kind == "declare":
            deal.declare(seat, action)
        elif action.kind == "exchange":
            deal.exchange(seat)
            if not deal.game.options.exchange_is_declaration:
                return  # the turn goes on (Z2 option)
        assert deal.last_winner is not None
        deal.turns.acted()
        deal.draw_all(deal.last_winner)
