"""The auction of 10 Bridge: rulings T1 (dealer calls first), T2 (levels, denominations,
double and redouble, forced Love No Trump) and T3 (declarer)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st
from ten_bridge_deals import DUMMY_REVEAL_HANDS, deal, game

from followsuit.errors import IllegalAction, NotationError
from followsuit.games.ten_bridge.contract import ALL_BIDS, Bid, Denomination


def test_t1_dealer_calls_first() -> None:
    """T1: "The dealer makes the first call, and thereafter each player calls in rotation."""
    for dealer in range(4):
        state = deal(DUMMY_REVEAL_HANDS, dealer)
        assert state.to_act == dealer
        state.apply("pass")
        assert state.to_act == (dealer + 1) % 4


def test_t1_forty_card_pack_ten_each() -> None:
    """T1: 40 cards, A K Q J 10 9 8 7 6 5; the 2s, 3s and 4s are not in the pack."""
    pack = game().pack
    assert len(pack) == 40
    assert {c.rank_symbol for c in pack} == set("AKQJT98765")
    state = game().new_deal(seed=3)
    assert [h.bit_count() for h in state.hands] == [10] * 4


def test_t2_bids_rank_by_level_then_denomination() -> None:
    """T2: levels 0 to 5; Minor < Red < Black < Major < NT at the same level."""
    assert [b.text for b in ALL_BIDS[:6]] == ["0MINOR", "0RED", "0BLACK", "0MAJOR", "0NT", "1MINOR"]
    assert ALL_BIDS[-1].text == "5NT"
    assert Bid.parse("1MINOR") > Bid.parse("0NT")
    assert Bid.parse("2major") == Bid(2, Denomination.MAJOR)
    assert Bid.parse("love nt") == Bid(0, Denomination.NT)


def test_t2_a_bid_must_supersede_the_last() -> None:
    """T2: a bid supersedes the previous bid only with a higher level, or the same level and a
    higher denomination."""
    state = deal(DUMMY_REVEAL_HANDS, 0, ["1BLACK"])
    assert not state.is_legal("1RED")
    assert not state.is_legal("1BLACK")
    assert not state.is_legal("0NT")
    assert state.is_legal("1MAJOR")
    assert state.is_legal("2MINOR")
    with pytest.raises(IllegalAction, match="does not supersede"):
        state.apply("1RED")


def test_t2_six_levels_only() -> None:
    """T2: bids name a level from love (0) to 5."""
    state = deal(DUMMY_REVEAL_HANDS, 0)
    for text in ("6NT", "¹NT", "1", "2XYZ", "love"):
        with pytest.raises(NotationError):
            state.parse(text)


def test_t2_double_only_an_opponents_last_bid() -> None:
    """T2: double only the last bid, made by an opponent, with nothing but passes since."""
    state = deal(DUMMY_REVEAL_HANDS, 0)
    assert "double" not in [a.text for a in state.legal_actions()]
    state.apply("1MAJOR")
    assert state.is_legal("double")  # East, an opponent
    state.apply("pass")
    assert not state.is_legal("double")  # South, the bidder's partner
    state.apply("pass")
    assert state.is_legal("double")  # West: only passes since North's bid
    state.apply("1NT")
    assert state.is_legal("double")  # North doubles West's bid


def test_t2_double_legality_by_side() -> None:
    """T2: the doubler must be an opponent of the last bidder."""
    state = deal(DUMMY_REVEAL_HANDS, 0, ["1MAJOR", "1NT"])
    assert state.is_legal("double")  # South doubles East
    state.apply("pass")
    assert not state.is_legal("double")  # West may not double partner East


def test_t2_redouble_only_an_opponents_double() -> None:
    """T2: redouble only the last double, made by an opponent, with only passes since."""
    state = deal(DUMMY_REVEAL_HANDS, 0, ["1MAJOR", "double"])
    assert state.is_legal("redouble")  # South, partner of the doubled bidder
    state.apply("pass")
    assert not state.is_legal("redouble")  # West, the doubler's partner
    state.apply("pass")
    assert state.is_legal("redouble")  # North: only passes since East's double
    assert not state.is_legal("double")
    state.apply("redouble")
    assert not state.is_legal("redouble")
    assert not state.is_legal("double")


def test_t2_a_new_bid_cancels_the_double() -> None:
    """T2: a double applies to the last bid; a new bid is undoubled."""
    state = deal(DUMMY_REVEAL_HANDS, 0, ["1MAJOR", "double", "2MAJOR", "pass", "pass", "pass"])
    assert state.contract is not None
    assert state.contract.text == "2MAJOR"


def test_t2_call_and_three_passes_end_the_auction() -> None:
    """T2: the call followed by three passes stands as final, a double included."""
    state = deal(DUMMY_REVEAL_HANDS, 0, ["pass", "1RED", "double", "pass", "pass"])
    assert state.phase == "auction"
    state.apply("pass")
    assert state.phase == "trump"
    assert state.contract is not None and state.contract.text == "1RED X"
    assert state.declarer == 1


def test_t2_forced_love_no_trump() -> None:
    """T2: "If dealer's initial pass is followed by three passes; dealer is obliged to play
    that hand at Love No Trump." No trump to set: play starts at once."""
    for dealer in range(4):
        state = deal(DUMMY_REVEAL_HANDS, dealer, ["pass"] * 4)
        assert state.contract is not None
        assert state.contract.text == "0NT"
        assert state.declarer == dealer
        assert state.phase == "play"
        assert state.auction.passed_out


def test_t2_three_passes_then_a_bid_is_no_pass_out() -> None:
    """T2: only four passes from the dealer on force Love No Trump; a fourth-hand bid plays."""
    state = deal(DUMMY_REVEAL_HANDS, 0, ["pass", "pass", "pass", "0MINOR", "pass", "pass"])
    assert state.phase == "auction"
    state.apply("pass")
    assert state.contract is not None and state.contract.text == "0MINOR"
    assert state.declarer == 3


def test_t3_declarer_first_named_the_denomination() -> None:
    """T3: declarer is the first of the final side to name the final denomination, even when
    partner made the final bid."""
    state = deal(
        DUMMY_REVEAL_HANDS, 0, ["pass", "1MAJOR", "pass", "2MAJOR", "pass", "pass", "pass"]
    )
    assert state.declarer == 1  # East named Major; West made the final bid
    state = deal(
        DUMMY_REVEAL_HANDS,
        0,
        ["1RED", "1MAJOR", "2MINOR", "2MAJOR", "3MINOR", "pass", "pass", "pass"],
    )
    assert state.declarer == 2  # South named Minor; North made the final bid


def test_t3_declarer_partner_of_the_final_bidder() -> None:
    """T3: "Final bidder may be any of two partners but the declarer is always the first who
    named that denomination"; an opponent naming it first does not count."""
    state = deal(
        DUMMY_REVEAL_HANDS,
        0,
        ["1RED", "1MAJOR", "2NT", "pass", "3RED", "pass", "pass", "pass"],
    )
    assert state.declarer == 0  # North named Red; North's final bid
    state = deal(
        DUMMY_REVEAL_HANDS,
        0,
        ["1MAJOR", "pass", "pass", "2MAJOR", "pass", "3MAJOR", "pass", "pass", "pass"],
    )
    # North named Major first, but East-West made the final bid: West named it first for them.
    assert state.declarer == 3
    state = deal(
        DUMMY_REVEAL_HANDS,
        0,
        ["0MAJOR", "1RED", "pass", "2MAJOR", "pass", "pass", "pass"],
    )
    # North named Major at love, but East-West's final 2MAJOR is West's naming: West declares.
    assert state.declarer == 3


@given(st.lists(st.integers(0, 1000), min_size=1, max_size=40))
def test_t2_legal_calls_are_exactly_the_accepted_ones(choices: list[int]) -> None:
    """T2: every listed call is accepted, and every bid, double or redouble not listed is
    refused with a reason."""
    state = deal(DUMMY_REVEAL_HANDS, 0)
    every = ["pass", "double", "redouble", *(b.text for b in ALL_BIDS)]
    for choice in choices:
        if state.phase != "auction":
            break
        legal = [a.text for a in state.legal_actions()]
        for text in every:
            assert state.is_legal(text) == (text in legal)
        state.apply(legal[choice % len(legal)])
