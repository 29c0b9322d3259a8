"""A phase the rules play only in some deals (``When`` in an order of play): the deal enters
it when its rule holds as the phase before ends, and otherwise passes over it without
beginning it (the toy game's bidding and play, under rules made up for the test)."""

from __future__ import annotations

import pickle
from collections.abc import Sequence
from typing import Any, ClassVar

from tests.engine.toy import Phase, ToyDeal, ToyGame, ToyOptions

from followsuit.engine.phases import When

BIDDING = ToyGame(ToyOptions(bidding=True))


def everyone_bids(deal: ToyDeal) -> bool:
    """Made up: the bidding is always played."""
    return True


def nobody_bids(deal: ToyDeal) -> bool:
    """Made up: the bidding is never played."""
    return False


def anyone_bid_a_trick(deal: ToyDeal) -> bool:
    """Made up: the cards are played only when someone bid a trick or more."""
    return any(bid for bid in deal.bids)


class OrderedDeal(ToyDeal):
    """The toy deal, run through the order under test instead of its own."""

    phases: ClassVar[Sequence[Any]] = ()

    def run(self, phases: Sequence[Any]) -> None:
        super().run(self.phases)


class BiddingWhenAllBid(OrderedDeal):
    phases = (When(Phase.BID, everyone_bids), Phase.PLAY, Phase.OVER)


class BiddingLeftOut(OrderedDeal):
    phases = (When(Phase.BID, nobody_bids), Phase.PLAY, Phase.OVER)


class PlayWhenATrickIsBid(OrderedDeal):
    phases = (Phase.BID, When(Phase.PLAY, anyone_bid_a_trick), Phase.OVER)


def a_deal(cls: type[OrderedDeal]) -> OrderedDeal:
    deal = cls(BIDDING, [0, 1, 2, 3], 1, BIDDING.initial_carry())
    assert isinstance(deal, cls)
    return deal


def test_a_phase_whose_rule_holds_is_entered() -> None:
    deal = a_deal(BiddingWhenAllBid)
    assert deal.phase == Phase.BID and deal.to_act == 0 and deal.turns.seats == [0, 1]


def test_a_phase_whose_rule_fails_is_passed_over_without_beginning() -> None:
    """The bidding left out: the play is entered at once, its first lead made (its begin)."""
    deal = a_deal(BiddingLeftOut)
    assert deal.phase == Phase.PLAY and deal.trick is not None and deal.to_act == 0
    assert deal.turns.seat is None


def test_the_rule_is_read_as_the_phase_before_ends() -> None:
    """The play is played only when someone bid a trick: the bids decide it, once made."""
    deal = a_deal(PlayWhenATrickIsBid)
    deal.apply("bid 0")
    deal.apply("bid 1")
    assert deal.phase == Phase.PLAY and deal.to_act == 0 and not deal.is_over

    deal = a_deal(PlayWhenATrickIsBid)
    deal.apply("bid 0")
    assert deal.phase == Phase.BID and deal.to_act == 1
    deal.apply("bid 0")
    assert deal.phase == Phase.OVER and deal.is_over and deal.to_act is None
    assert deal.trick is None  # the play was never begun: no first lead


def test_a_deal_with_a_when_in_its_order_pickles_and_clones() -> None:
    deal = a_deal(BiddingWhenAllBid)
    twin = deal.clone()
    deal.apply("bid 2")
    assert twin.order_of_play == deal.order_of_play and twin.to_act == 0
    again = pickle.loads(pickle.dumps(deal))
    assert again.order_of_play == deal.order_of_play and again.to_act == 1
