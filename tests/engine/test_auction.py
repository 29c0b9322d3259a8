"""Auctions (engine/auction.py): calls in turn; the end comes after players - 1 passes follow
a bid (bridge-like, Beyond B4, 10 Bridge T2), or after everyone passes without a bid."""

from __future__ import annotations

from followsuit.engine import Auction


def calls(auction: Auction, *texts: str) -> Auction:
    for text in texts:
        auction.call(text, is_pass=text == "pass")
    return auction


def test_calls_go_clockwise_from_the_first_caller() -> None:
    auction = Auction(players=4, first=3)
    seats = []
    for text in ("1S", "pass", "2S", "pass", "pass"):
        seats.append(auction.next_seat)
        calls(auction, text)
    assert seats == [3, 0, 1, 2, 3]
    assert [seat for seat, _ in auction.calls] == seats


def test_three_passes_after_a_bid_end_the_auction() -> None:
    auction = calls(Auction(4, 0), "4H", "pass", "pass")
    assert not auction.is_over
    calls(auction, "pass")
    assert auction.is_over and not auction.passed_out
    assert auction.last_bid == "4H" and auction.last_bidder == 0


def test_a_bid_restarts_the_count_of_passes() -> None:
    auction = calls(Auction(4, 1), "pass", "1C", "pass", "pass", "2C", "pass", "pass")
    assert not auction.is_over
    assert auction.last_bidder == 1  # seats 1 2 3 0 1: the fifth call is seat 1's
    calls(auction, "pass")
    assert auction.is_over
    assert auction.last_bid == "2C"


def test_all_players_passing_is_a_pass_out() -> None:
    """Beyond B4: four passes at the start make a pass round."""
    auction = calls(Auction(4, 2), "pass", "pass", "pass")
    assert not auction.is_over and not auction.passed_out
    calls(auction, "pass")
    assert auction.is_over and auction.passed_out
    assert auction.last_bid is None and auction.last_bidder is None


def test_passes_before_a_bid_do_not_end_it() -> None:
    auction = calls(Auction(4, 0), "pass", "pass", "pass", "7D")
    assert not auction.is_over
    calls(auction, "pass", "pass", "pass")
    assert auction.is_over and auction.last_bidder == 3


def test_three_players_need_two_passes() -> None:
    auction = calls(Auction(3, 0), "bid", "pass")
    assert not auction.is_over
    assert calls(auction, "pass").is_over


def test_a_copy_is_independent() -> None:
    auction = calls(Auction(4, 0), "1S", "pass")
    copy = auction.copy()
    calls(copy, "pass", "pass")
    assert copy.is_over and not auction.is_over
    assert len(auction.calls) == 2 and auction.passes_in_row == 1
