"""The changeable bid (option ``bid_changes``, preset ``changeable-bids``): the text's "A bid
may be changed only if the next player to the left has not yet bid"."""

from __future__ import annotations

import pytest
from oh_hell_helpers import oh_hell, play

from followsuit.errors import IllegalAction, OptionError
from followsuit.games.oh_hell import HeuristicBot


def test_s3_a_bid_may_be_changed_until_the_next_player_has_bid() -> None:
    """After each bid the bidder, before the next player bids, says keep or change N (G4:
    the "may" is an explicit choice); the dealer, whose left-hand player has already bid,
    has no such choice. The views and the record show the change."""
    game = oh_hell("changeable-bids", hand_sizes=(3,))
    deal = game.new_deal(dealer=3, seed=5)
    deal.apply("2")
    assert deal.phase == "change" and deal.to_act == 0
    assert [a.text for a in deal.legal_actions()] == ["keep", "change 0", "change 1", "change 3"]
    deal.apply("change 1")
    assert deal.phase == "bid" and deal.to_act == 1
    with pytest.raises(IllegalAction, match="before the next player bids"):
        deal.apply("change 2")  # North's chance has gone: East is to bid
    play(deal, "0 keep 1 decline")
    assert deal.to_act == 3 and deal.phase == "bid"
    deal.apply("0")  # the dealer: the next player (North) has bid long ago
    assert deal.phase == "play"
    for seat in (None, 0, 1, 2, 3):
        view = deal.view(seat)
        assert view["details"]["bids"] == ["1", "0", "1", "0"]
        assert view["details"]["changed_from"] == ["2", None, None, None]
        assert [e["text"] for e in view["log"]][:7] == [
            "2", "change 1", "0", "keep", "1", "keep", "0"
        ]  # fmt: skip
    actions = deal.record()["deals"][0]["actions"]
    assert actions[:7] == ["2", "change 1", "0", "keep", "1", "keep", "0"]


def test_s3_a_change_is_to_another_number_within_the_deal() -> None:
    deal = oh_hell("changeable-bids", hand_sizes=(3,)).new_deal(dealer=3, seed=5)
    deal.apply("2")
    with pytest.raises(IllegalAction, match="already 2: say keep"):
        deal.apply("change 2")
    with pytest.raises(IllegalAction, match="0 to 3"):
        deal.apply("change 4")
    with pytest.raises(IllegalAction, match="keep, or change"):
        deal.apply("1")


def test_s3_the_hook_counts_the_changed_bids() -> None:
    """The dealer's hook bid is worked out from the bids as changed."""
    deal = oh_hell("changeable-bids", hand_sizes=(3,)).new_deal(dealer=3, seed=5)
    for text in ("1", "change 2", "0", "keep", "0", "keep"):
        deal.apply(text)
    assert deal.view(3)["details"]["hook_bid"] == 1
    assert "1" not in [a.text for a in deal.legal_actions()]


def test_s3_bid_changes_need_bidding_in_turn() -> None:
    with pytest.raises(OptionError, match="bid_changes") as refused:
        oh_hell(bid_changes=True, bidding="simultaneous", hook=False)
    assert "bidding=simultaneous" in str(refused.value)


def test_heuristic_bot_keeps_its_bid() -> None:
    game = oh_hell("changeable-bids", hand_sizes=(3,))
    deal = game.new_deal(dealer=3, seed=5)
    deal.apply("2")
    assert HeuristicBot().act(deal.view(0)) == "keep"


def test_s4_without_the_option_a_bid_is_final() -> None:
    """S4's default: no change step; a change is refused, naming the option."""
    deal = oh_hell(hand_sizes=(3,)).new_deal(dealer=3, seed=5)
    deal.apply("2")
    assert deal.phase == "bid" and deal.to_act == 1
    assert "keep" not in [a.text for a in deal.legal_actions()]
    with pytest.raises(IllegalAction, match="bid_changes"):
        deal.apply("change 1")
    assert deal.view(0)["details"]["changed_from"] is None
