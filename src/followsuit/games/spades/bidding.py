"""The bidding: each player in turn (nil, blind nil), or one agreed bid per side.

Players bid once each from dealer's left: ``nil`` or 1..13, no passing. A player whose side may
bid blind nil has not looked at the cards: at the turn to bid they say ``blind nil`` or
``look``. One blind nil per side.

Team bidding (the text's partnership bidding, Barmore): "beginning with the dealer's
opponents", then the dealer's side. The first partner of a side tells partner (and, as the text
says, everyone) ``tell BOOKS POSSIBLES``; the second partner then names the side's bid: one
round of turns, each in its phase (``Turns.in_phases``). A side that may bid
blind has not looked: its first partner says ``look`` or ``blind N``; after a blind bid below
10 the second partner, having looked, may ``come out`` to a bid of 10 or ``stay``.
"""

from __future__ import annotations

from collections.abc import Sequence

from followsuit.engine import Action
from followsuit.engine.deal import TurnStep
from followsuit.engine.turns import NO_TURNS, Turns
from followsuit.games.spades.actions import (
    BID_ACTIONS,
    BLIND_TEAM_BIDS,
    COME_OUT,
    LOOK,
    STAY,
    TELLS,
)
from followsuit.games.spades.actions import TELL as TELL_FORM
from followsuit.games.spades.phases import Phase
from followsuit.games.spades.position import SpadesPosition
from followsuit.games.spades.scoring import BLIND_NIL, NIL, TEN

BID, TELL, TEAM_BID, COME_OUT_PHASE = Phase.BID, Phase.TELL, Phase.TEAM_BID, Phase.COME_OUT


def side_totals(deal: SpadesPosition) -> list[int]:
    """Tricks each side bid (nil counts 0): what Mitchell's extra cards go by."""
    if deal.game.options.team_bidding:
        return [b or 0 for b in deal.team_bids]
    return [sum(max(b or 0, 0) for b in (deal.bids[side], deal.bids[side + 2])) for side in (0, 1)]


BIDS_WITH_NIL = tuple(BID_ACTIONS[n] for n in range(NIL, 14))
BIDS_WITHOUT_NIL = tuple(BID_ACTIONS[n] for n in range(1, 14))
"""A player's bids once looked: nil (with ``options.nil``) and 1..13."""


class PlayerBid(TurnStep[SpadesPosition]):
    """One player's bid: nil or 1..13; blind nil or look first if the side may bid blind."""

    def order(self, deal: SpadesPosition) -> Turns:
        """From the dealer's left, each player once, the dealer last; nobody on a deal played
        without bidding."""
        if not deal.bidding_this_deal:
            return NO_TURNS
        return Turns.each_from_left(deal.dealer, 4)

    def blind_nil_open(self, deal: SpadesPosition, seat: int) -> bool:
        partner = (seat + 2) % 4
        return (
            deal.game.options.blind_nil
            and deal.may_bid_blind(seat)
            and deal.bids[partner] != BLIND_NIL
        )

    def actions(self, deal: SpadesPosition, seat: int) -> Sequence[Action]:
        if not deal.looked[seat]:
            return [BID_ACTIONS[BLIND_NIL], LOOK] if self.blind_nil_open(deal, seat) else [LOOK]
        # shared between deals: the deal copies it for its callers
        return BIDS_WITH_NIL if deal.game.options.nil else BIDS_WITHOUT_NIL

    def refusal(self, deal: SpadesPosition, seat: int, action: Action) -> str | None:
        if action.kind not in ("bid", "look"):
            return "it is the bidding: bid nil or 1 to 13"
        if action in self.actions(deal, seat):
            return None
        if action == LOOK:
            return "you have already looked at your cards"
        if action.value == BLIND_NIL:  # the first reason that holds, the most lasting first
            if not deal.game.options.blind_nil:
                return "blind nil is not played in this game"
            if not deal.may_bid_blind(seat):
                return (
                    "blind nil is allowed only to a side behind by "
                    f"{deal.game.options.blind_margin} points or more"
                )
            if deal.bids[(seat + 2) % 4] == BLIND_NIL:
                return "partner has already bid blind nil: one per side"
            return "blind nil must be bid before looking at the cards"
        if not deal.looked[seat]:
            return "say 'blind nil' or 'look' before bidding"
        return "nil is not allowed in this game: bid 1 to 13"

    def do(self, deal: SpadesPosition, seat: int, action: Action) -> None:
        deal.log.add(seat, action.kind, action.text, action)
        if action.kind == LOOK.kind and action == LOOK:
            deal.looked[seat] = True
            return
        deal.bids[seat] = action.value
        if action.value == BLIND_NIL:
            deal.blind_nil_seat = seat
        deal.end_turn()


class Tell(TurnStep[SpadesPosition]):
    """The first partner of a side: look or bid blind, then tell books and possibles."""

    def order(self, deal: SpadesPosition) -> Turns:
        """Partnership bidding, beginning with the dealer's opponents: on each side the
        partner on the dealer's left tells, then the other names the side's bid (after a blind
        bid, comes out or stays); nobody on a deal played without bidding."""
        if not deal.bidding_this_deal:
            return NO_TURNS
        dealer = deal.dealer
        first = ((dealer + 1) % 4, (dealer + 2) % 4)  # the dealer's opponents' side first
        return Turns.in_phases(
            turn for seat in first for turn in ((TELL, seat), (TEAM_BID, (seat + 2) % 4))
        )

    def actions(self, deal: SpadesPosition, seat: int) -> list[Action]:
        if deal.looked[seat]:
            return list(TELLS)
        options = deal.game.options
        low, high = options.blind_bid_min, options.team_bid_max
        return [BLIND_TEAM_BIDS[n] for n in range(low, high + 1)] + [LOOK]

    def refusal(self, deal: SpadesPosition, seat: int, action: Action) -> str | None:
        if action in self.actions(deal, seat):
            return None
        if action.kind == "blind":
            if deal.looked[seat]:
                return "a blind bid is made before looking at the cards"
            options = deal.game.options
            return f"a blind bid is {options.blind_bid_min} to {options.team_bid_max} tricks"
        if not deal.looked[seat]:
            return "your side may bid blind: say 'blind N' or 'look' first"
        if action == LOOK:
            return "you have already looked at your cards"
        return "tell partner your books and possibles (tell 3 1); partner names the bid"

    def do(self, deal: SpadesPosition, seat: int, action: Action) -> None:
        side, partner = seat % 2, (seat + 2) % 4
        deal.note(seat, action.kind, action)
        if action == LOOK:
            deal.looked[seat] = deal.looked[partner] = True
            return
        if action.kind == "blind":
            deal.team_bids[side] = action.value
            deal.blind[side] = True
            deal.looked[seat] = deal.looked[partner] = True
            if action.value < TEN <= deal.game.options.team_bid_max:
                deal.turns.next_in(COME_OUT_PHASE)  # partner may come out to 10, or stay
            else:
                deal.turns.skip_next()  # the side's bid is made
        else:
            deal.tells[seat] = TELL_FORM.fields(action)  # (books, possibles)
        deal.end_turn()


class TeamBid(TurnStep[SpadesPosition]):
    """The second partner names the side's bid."""

    def actions(self, deal: SpadesPosition, seat: int) -> list[Action]:
        options = deal.game.options
        return [BID_ACTIONS[n] for n in range(options.team_bid_min, options.team_bid_max + 1)]

    def refusal(self, deal: SpadesPosition, seat: int, action: Action) -> str | None:
        if action in self.actions(deal, seat):
            return None
        options = deal.game.options
        return f"name your side's bid: {options.team_bid_min} to {options.team_bid_max} tricks"

    def do(self, deal: SpadesPosition, seat: int, action: Action) -> None:
        deal.team_bids[seat % 2] = action.value
        deal.note(seat, action.kind, action)
        deal.end_turn()


class ComeOut(TurnStep[SpadesPosition]):
    """After a blind bid below 10, partner (having looked) may come out to a bid of 10."""

    def actions(self, deal: SpadesPosition, seat: int) -> list[Action]:
        return [COME_OUT, STAY]

    def refusal(self, deal: SpadesPosition, seat: int, action: Action) -> str | None:
        if action in (COME_OUT, STAY):
            return None
        return "after the blind bid: 'come out' to a bid of 10, or 'stay'"

    def do(self, deal: SpadesPosition, seat: int, action: Action) -> None:
        side = seat % 2
        if action == COME_OUT:
            deal.team_bids[side] = TEN
            deal.blind[side] = False
            deal.came_out[side] = True
        deal.note(seat, action.kind, action)
        deal.end_turn()


BIDDING_STEPS: dict[Phase, PlayerBid | Tell | TeamBid | ComeOut] = {
    BID: PlayerBid(),
    TELL: Tell(),
    TEAM_BID: TeamBid(),
    COME_OUT_PHASE: ComeOut(),
}
