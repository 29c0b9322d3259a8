"""A phase of play that the order of play enters (``Deal.run``, ``next_phase``) and whose step
names trick rules of its own (``PlayStep.follow``, ``PlayStep.trick_size``) is played by them,
as a phase a deal enters itself is (``enter``): Bézique's last eight tricks, follow suit and
win if able. The toy game, its play made up for the test: any card may be played."""

from __future__ import annotations

import pytest
from tests.engine.toy import ORDER_OF_PLAY, Phase, Play, ToyDeal, ToyGame, ToyOptions

from followsuit.engine.tricks import Follow


class FreePlay(Play):
    """Made up: any card may be played to a lead, holding the suit led or not."""

    follow = Follow.FREE


class FreeDeal(ToyDeal):
    """The toy deal whose play is ``FreePlay``."""


FreeDeal.phase_table = {**ToyDeal.phase_table, Phase.PLAY: FreePlay()}

ORDER = [0, 1, 2, 3]
"""AS AH to the dealer's left (seat 0, the first to lead), KS KH to the dealer."""


@pytest.mark.parametrize("bidding", [False, True], ids=["first phase", "after the bidding"])
def test_a_phase_entered_by_the_order_of_play_plays_by_its_steps_own_follow_rule(
    bidding: bool,
) -> None:
    game = ToyGame(ToyOptions(bidding=bidding))
    deal = FreeDeal(game, ORDER, 1, game.initial_carry())
    assert deal.order_of_play == ORDER_OF_PLAY
    if bidding:
        deal.apply("bid 1")
        deal.apply("bid 1")
    assert deal.phase == Phase.PLAY
    assert deal.cards_text(deal.hands[0]) == ["AS", "AH"]
    deal.apply("AS")
    # Any card may follow: KH, though the hand holds a spade.
    assert sorted(a.text for a in deal.legal_actions()) == ["KH", "KS"]
    assert deal.check(deal.parse("KH")) is None
    assert deal.follow is Follow.FREE
    deal.apply("KH")
    assert deal.voids[1] == 1 << int(deal.suit_of[deal.table.parse("AS").value])
