"""The downward auction (rulings B2-B5) and the text's example bidding round."""

from __future__ import annotations

import pytest
from beyond_helpers import (
    EAST,
    EXAMPLE_AUCTION,
    NORTH,
    SOUTH,
    WEST,
    apply_all,
    example_deal,
    game,
)

from followsuit.errors import IllegalAction
from followsuit.games.beyond.calls import BID_ACTIONS, bid_rank, bid_text, parse_bid
from followsuit.records import explained_record, explained_view


def test_text_example_auction_accepted_call_by_call() -> None:
    """The text's example: dealer South; West passes, North 13♣, ... South re-raises, three
    passes: the contract is 2♠ by North, re-raised (B4, B5)."""
    deal = example_deal()
    expected_seats = [WEST, NORTH, EAST, SOUTH] * 5
    for index, call in enumerate(EXAMPLE_AUCTION):
        assert deal.phase == "auction"
        assert deal.to_act == expected_seats[index], f"call {index} {call}"
        assert call in [a.text for a in deal.legal_actions()], f"call {index} {call}"
        deal.apply(call)
    assert deal.phase == "claim"
    assert deal.declarer == NORTH
    assert deal.contract_text() == "2S re-raised"
    assert deal.contracts == [2, None, None, None]
    assert deal.trump == 3  # spades


def test_b2_lower_level_outranks_and_strain_breaks_ties() -> None:
    """B2: 13♣ is the lowest bid, then 13♦ .. 13NT, 12♣ ...; 0NT is the highest."""
    order = [a.text for a in BID_ACTIONS]
    assert order[:6] == ["13C", "13D", "13H", "13S", "13NT", "12C"]
    assert order[-1] == "0NT"
    assert bid_rank(4, 3) > bid_rank(5, 4) > bid_rank(5, 0)
    assert bid_text(bid_rank(2, 3)) == "2S"


def test_b2_a_bid_must_outrank_the_current_bid() -> None:
    """B2: after 4♠, 4NT and 3♣ are legal, 4♥ and 5♣ are not."""
    deal = apply_all(example_deal(), ["4S"])
    assert deal.is_legal("4NT") and deal.is_legal("3C")
    for call in ("4H", "5C", "4S", "13C"):
        with pytest.raises(IllegalAction, match="outrank"):
            deal.apply(call)


def test_b3_raise_only_over_an_opponents_bid() -> None:
    """B3: raise is legal when the last call other than pass is a bid by an opponent."""
    deal = example_deal()  # West first
    assert not deal.is_legal("raise")  # no bid yet
    deal.apply("5S")  # West
    assert deal.is_legal("raise")  # North, an opponent
    deal.apply("pass")  # North
    assert not deal.is_legal("raise")  # East: West's partner
    deal.apply("pass")  # East
    assert deal.is_legal("raise")  # South: an opponent, past two passes


def test_b3_raise_refused_for_partners_bid() -> None:
    """B3: partner's bid may not be raised; passes in between do not change that."""
    deal = apply_all(example_deal(), ["5S", "pass"])  # West bids, North passes
    assert deal.to_act == EAST
    with pytest.raises(IllegalAction, match="B3"):
        deal.apply("raise")
    deal.apply("pass")  # East
    assert deal.to_act == SOUTH
    assert deal.is_legal("raise")  # South is West's opponent


def test_b3_reraise_only_over_an_opponents_raise() -> None:
    """B3: re-raise is legal when the last call other than pass is a raise by an opponent;
    a raise may not be raised again, and a new bid cancels raise and re-raise."""
    deal = apply_all(example_deal(), ["5S", "raise"])  # West bids, North raises
    assert deal.to_act == EAST
    assert deal.is_legal("reraise")
    with pytest.raises(IllegalAction, match="B3"):
        deal.apply("raise")
    deal.apply("pass")  # East
    with pytest.raises(IllegalAction, match="B3"):
        deal.apply("reraise")  # South: North's partner, the raise is his own side's
    deal.apply("pass")  # South
    assert deal.is_legal("reraise")  # West, the bidder, an opponent of the raiser
    deal.apply("reraise")
    assert deal.auction.raised == 2
    assert not deal.is_legal("reraise") and not deal.is_legal("raise")  # North
    deal.apply("4C")  # North bids: raise and re-raise are gone
    assert deal.auction.raised == 0


@pytest.mark.parametrize("dealer", [NORTH, EAST, SOUTH, WEST])
def test_b4_the_auction_starts_with_the_player_on_dealers_left(dealer: int) -> None:
    """The text: "The player left of the dealer start the auction" (B4); then the calls go
    on clockwise, whatever each one is."""
    deal = game().new_deal(seed=dealer, dealer=dealer)
    assert deal.phase == "auction"
    for step, call in enumerate(["13C", "pass", "12C"]):
        assert deal.to_act == (dealer + 1 + step) % 4
        deal.apply(call)


def test_b4_three_passes_end_the_auction_after_a_raise() -> None:
    """B4: three passes after a raise end the auction; the contract is raised (B5)."""
    deal = apply_all(example_deal(), ["5S", "raise", "pass", "pass", "pass"])
    assert deal.phase == "claim"
    assert deal.declarer == WEST
    assert deal.contract_text() == "5S raised"


def test_b4_four_passes_at_the_start_make_a_pass_round() -> None:
    """B4: all four pass at their first turn: a pass round, played without trumps (B7)."""
    deal = apply_all(example_deal(), ["pass"] * 3)
    assert deal.phase == "auction"
    deal.apply("pass")
    assert deal.phase == "play" and deal.pass_round
    assert deal.trump is None
    assert deal.to_act == WEST  # dealer's left leads


def test_b4_a_late_bid_after_three_passes_keeps_the_auction_open() -> None:
    """B4: three passes at the start do not end it; a bid by the fourth player opens it."""
    deal = apply_all(example_deal(), ["pass", "pass", "pass", "13C"])
    assert deal.phase == "auction"
    apply_all(deal, ["pass", "pass", "pass"])
    assert deal.phase == "claim" and deal.declarer == SOUTH


def test_every_call_gets_an_explanation_in_views_and_record() -> None:
    """The text forbids secret systems: each call's meaning is public (views, record)."""
    deal = apply_all(example_deal(), EXAMPLE_AUCTION)
    for seat in (None, NORTH, EAST, SOUTH, WEST):
        view = explained_view(deal.view(seat))
        assert [e["text"] for e in view["log"] if e["kind"] == "call"] == EXAMPLE_AUCTION
        assert len(view["explanations"]) == len(EXAMPLE_AUCTION)
    meanings = explained_record(deal)["deals"][0]["explanations"]
    assert len(meanings) == len(EXAMPLE_AUCTION)
    assert meanings[1] == "information: my strongest suit is clubs"
    assert meanings[3] == "information: my strongest suit is spades"
    assert meanings[5].startswith("real: I will take exactly 4 tricks with spades trumps")
    assert meanings[6].startswith("demand: partner, bid diamonds")
    assert meanings[8].startswith("support: answering partner's demand")
    assert meanings[11].startswith("demand: partner, bid spades")
    assert meanings[13].startswith("support: answering partner's demand")
    assert meanings[14].startswith("raise")
    assert meanings[15].startswith("re-raise")


def test_bid_and_card_texts_are_read_by_phase() -> None:
    """DESIGN: "4S" is four spades in the auction and the four of spades in the play."""
    deal = example_deal()
    assert deal.parse("4S").kind == "bid"
    apply_all(deal, ["pass"] * 4)
    assert deal.parse("4S").kind == "play"


def test_b2_every_bid_is_read_back_from_its_own_text() -> None:
    """B2: each of the 70 bids parses from its text in any case, spaced or not, and with the
    suit's symbol (the explanations read the calls again at every call)."""
    for action in BID_ACTIONS:
        text = action.text
        level = text.rstrip("CDHSNT")
        assert parse_bid(text.lower()) is action
        assert parse_bid(level + " " + text[len(level) :].lower()) is action
    assert parse_bid("4♠") is BID_ACTIONS[bid_rank(4, 3)] and parse_bid("0n") is BID_ACTIONS[-1]
    for junk in ("14s", "4x", "s4", "4", ""):
        assert parse_bid(junk) is None
