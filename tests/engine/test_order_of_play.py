"""The order of play (``Deal.run``): a deal runs through its phases as the rules order them,
each one's step saying what it does as it begins and who acts in it, in turn (the toy game's
bidding, then its play)."""

from __future__ import annotations

import pytest
from tests.engine.toy import BID_FORM, ORDER_OF_PLAY, Phase, ToyDeal, ToyGame, ToyOptions

from followsuit.errors import IllegalAction

BIDDING = ToyGame(ToyOptions(bidding=True))


def a_deal(game: ToyGame = BIDDING, dealer: int = 1) -> ToyDeal:
    deal = game.new_deal(pack=["AS", "KS", "AH", "KH"], dealer=dealer)
    assert isinstance(deal, ToyDeal)
    return deal


def test_the_toy_deal_runs_its_order_of_play_bidding_then_play_then_over() -> None:
    deal = a_deal()
    assert deal.order_of_play == ORDER_OF_PLAY
    assert deal.phase == Phase.BID and deal.to_act == 0  # the dealer's left bids first
    assert [a.text for a in deal.legal_actions()] == ["bid 0", "bid 1", "bid 2"]
    deal.apply("bid 1")
    assert deal.phase == Phase.BID and deal.to_act == 1  # then the dealer, last
    deal.apply("bid 0")
    # the bidding's turns have run out: the play begins, the dealer's left leading
    assert deal.phase == Phase.PLAY and deal.trick is not None and deal.to_act == 0
    while not deal.is_over:
        deal.apply(deal.legal_actions()[0])
    assert deal.phase == Phase.OVER and deal.bids == [1, 0]
    assert deal.outcome().result == {"tricks": list(deal.tricks_won), "bids": [1, 0]}


def test_a_phase_that_queues_nobody_is_passed_over() -> None:
    """Without the option ``bidding`` the bidding's order queues nobody: the deal begins with
    the play, as the toy game always did."""
    deal = a_deal(ToyGame())
    assert deal.phase == Phase.PLAY and deal.to_act == 0 and deal.turns.seat is None
    assert [a.text for a in deal.legal_actions()] == ["AS", "AH"]


def test_the_toys_bids_are_read_by_its_grammar_and_refused_by_its_step() -> None:
    deal = a_deal()
    assert deal.parse("BID 2") is BID_FORM(2)
    with pytest.raises(IllegalAction, match="it is the bidding: bid 0 to 2 tricks"):
        deal.apply("AS")
    assert deal.to_act == 0 and deal.history == []


def test_a_clone_in_the_bidding_takes_its_own_turns() -> None:
    deal = a_deal()
    twin = deal.clone()
    deal.apply("bid 2")
    assert twin.to_act == 0 and twin.turns.seats == [0, 1] and deal.turns.seats == [1]
    twin.apply("bid 0")
    twin.apply("bid 0")
    assert twin.phase == Phase.PLAY and deal.phase == Phase.BID
