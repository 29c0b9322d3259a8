"""The one auction machine (engine/auction.py) running Beyond's (B2-B5), 10 Bridge's (T1-T3)
and 19's (N3) auctions from their rules as data (``auction_rules.py``): the texts' examples
call by call, and every random auction against each game's own auction."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from engine.auction_rules import (
    BEYOND,
    BEYOND_CODES,
    NINETEEN,
    NINETEEN_CODES,
    TEN_BRIDGE,
    TEN_BRIDGE_CODES,
    beyond_text,
    ten_bridge_text,
)
from followsuit.engine.auction import (
    PASS,
    AllPass,
    Auction,
    AuctionRules,
    Declarer,
    Escalation,
    escalation_code,
)
from followsuit.games.beyond import calls as beyond_calls
from followsuit.games.ten_bridge import auction as ten_bridge_auction
from followsuit.games.ten_bridge.contract import ALL_BIDS

NORTH, EAST, SOUTH, WEST = 0, 1, 2, 3

# Beyond's "Example of a bidding round" (dealer South), as in tests/games/beyond.
BEYOND_EXAMPLE = [
    *("pass", "13C", "pass", "13S", "pass", "4S", "3C", "pass", "2D", "pass"),
    *("pass", "2H", "raise", "2S", "raise", "reraise", "pass", "pass", "pass"),
]


def run(auction: Auction, texts: list[str], codes: dict[str, int]) -> Auction:
    for text in texts:
        code = codes[text]
        assert auction.refusal(code) is None, (text, auction.refusal(code))
        assert code in auction.legal()
        auction.call(code)
    return auction


def beyond(dealer: int = SOUTH) -> Auction:
    return Auction.start(BEYOND, players=4, first=(dealer + 1) % 4, dealer=dealer)


def ten_bridge(dealer: int = NORTH) -> Auction:
    return Auction.start(TEN_BRIDGE, players=4, first=dealer, dealer=dealer)


def nineteen(dealer: int = NORTH, players: int = 4, skip: tuple[int, ...] = ()) -> Auction:
    return Auction.start(
        NINETEEN, players=players, first=(dealer + 1) % players, dealer=dealer, skip=skip
    )


# -- Beyond --------------------------------------------------------------------------------


def test_beyond_text_example_auction() -> None:
    """B4, B5: the text's bidding round: West first, ... South re-raises, three passes; the
    contract is 2♠ by North, re-raised."""
    auction = beyond()
    seats = []
    for text in BEYOND_EXAMPLE:
        seats.append(auction.next_seat)
        run(auction, [text], BEYOND_CODES)
    assert seats == [WEST, NORTH, EAST, SOUTH] * 4 + [WEST, NORTH, EAST]
    result = auction.result()
    assert beyond_text(result.bid or 0) == "2S"
    assert result.declarer == NORTH and result.escalation == 2 and not result.passed_out
    assert auction.next_seat is None and auction.legal() == []


def test_beyond_b2_a_bid_must_outrank() -> None:
    auction = run(beyond(), ["4S"], BEYOND_CODES)
    for text in ("4H", "5C", "4S", "13C"):
        assert "outrank" in (auction.refusal(BEYOND_CODES[text]) or "")
        assert "(B2)" in (auction.refusal(BEYOND_CODES[text]) or "")
    assert auction.refusal(BEYOND_CODES["4NT"]) is None
    assert auction.refusal(BEYOND_CODES["3C"]) is None


def test_beyond_b3_raise_and_reraise_by_opponents_only() -> None:
    """B3: raise over an opponent's bid, re-raise over an opponent's raise, passes between
    allowed; a new bid cancels both."""
    raise_, reraise = BEYOND_CODES["raise"], BEYOND_CODES["reraise"]
    auction = beyond()
    assert auction.refusal(raise_) is not None  # no bid yet
    run(auction, ["5S"], BEYOND_CODES)  # West
    assert auction.refusal(raise_) is None  # North
    run(auction, ["pass"], BEYOND_CODES)
    assert "B3" in (auction.refusal(raise_) or "")  # East, West's partner
    run(auction, ["pass"], BEYOND_CODES)
    run(auction, ["raise"], BEYOND_CODES)  # South
    assert auction.escalation == 1
    assert auction.refusal(raise_) is not None  # a raise is not raised again
    run(auction, ["pass"], BEYOND_CODES)  # West
    assert auction.refusal(reraise) is not None  # North: the raise is his own side's
    run(auction, ["pass", "reraise"], BEYOND_CODES)  # North, East
    assert auction.escalation == 2
    run(auction, ["4C"], BEYOND_CODES)  # South
    assert auction.escalation == 0


def test_beyond_b4_four_passes_make_a_pass_round() -> None:
    auction = run(beyond(), ["pass"] * 3, BEYOND_CODES)
    assert not auction.is_over
    run(auction, ["pass"], BEYOND_CODES)
    result = auction.result()
    assert result.passed_out and result.bid is None and result.declarer is None


def test_beyond_b4_three_passes_then_a_bid_keeps_it_open() -> None:
    auction = run(beyond(), ["pass", "pass", "pass", "13C", "pass", "pass"], BEYOND_CODES)
    assert not auction.is_over
    run(auction, ["pass"], BEYOND_CODES)
    assert auction.result().declarer == SOUTH


# -- 10 Bridge -----------------------------------------------------------------------------


def test_ten_bridge_t1_dealer_calls_first() -> None:
    for dealer in range(4):
        auction = ten_bridge(dealer)
        assert auction.next_seat == dealer
        run(auction, ["pass"], TEN_BRIDGE_CODES)
        assert auction.next_seat == (dealer + 1) % 4


def test_ten_bridge_t2_double_redouble_and_three_passes() -> None:
    """T2: a doubled bid followed by three passes stands (the test of the game: 1RED X by
    East)."""
    auction = run(ten_bridge(), ["pass", "1RED", "double", "pass", "pass"], TEN_BRIDGE_CODES)
    assert not auction.is_over
    run(auction, ["pass"], TEN_BRIDGE_CODES)
    result = auction.result()
    assert ten_bridge_text(result.bid or 0) == "1RED" and result.escalation == 1
    assert result.declarer == EAST


def test_ten_bridge_t2_redouble_only_an_opponents_double() -> None:
    redouble = TEN_BRIDGE_CODES["redouble"]
    auction = run(ten_bridge(), ["1MAJOR", "double"], TEN_BRIDGE_CODES)
    assert auction.refusal(redouble) is None  # South
    run(auction, ["pass"], TEN_BRIDGE_CODES)
    assert "T2" in (auction.refusal(redouble) or "")  # West, the doubler's partner
    run(auction, ["pass", "redouble"], TEN_BRIDGE_CODES)
    assert auction.refusal(redouble) is not None
    assert auction.refusal(TEN_BRIDGE_CODES["double"]) is not None


def test_ten_bridge_t2_all_pass_dealer_plays_love_no_trump() -> None:
    for dealer in range(4):
        auction = run(ten_bridge(dealer), ["pass"] * 4, TEN_BRIDGE_CODES)
        result = auction.result()
        assert result.passed_out and result.declarer == dealer
        assert ten_bridge_text(result.bid or 0) == "0NT"


def test_ten_bridge_t3_first_of_the_side_to_name_the_denomination() -> None:
    """T3, the game's own examples: the final bidder's partner may declare; an opponent's
    earlier naming does not count."""
    cases = [
        (["pass", "1MAJOR", "pass", "2MAJOR", "pass", "pass", "pass"], EAST),
        (["1RED", "1MAJOR", "2MINOR", "2MAJOR", "3MINOR", "pass", "pass", "pass"], SOUTH),
        (["1RED", "1MAJOR", "2NT", "pass", "3RED", "pass", "pass", "pass"], NORTH),
        (["1MAJOR", "pass", "pass", "2MAJOR", "pass", "3MAJOR", "pass", "pass", "pass"], WEST),
        (["0MAJOR", "1RED", "pass", "2MAJOR", "pass", "pass", "pass"], WEST),
    ]
    for calls, declarer in cases:
        assert run(ten_bridge(), calls, TEN_BRIDGE_CODES).result().declarer == declarer


# -- 19 ------------------------------------------------------------------------------------


def test_n3_the_first_call_must_be_a_bid() -> None:
    auction = nineteen()
    assert PASS not in auction.legal()
    assert "N3" in (auction.refusal(PASS) or "")
    run(auction, ["partnership"], NINETEEN_CODES)
    assert PASS in auction.legal()


def test_n3_a_player_who_passes_is_out() -> None:
    """N3: each bid beats the highest so far; a pass puts the player out for good; the
    auction ends when all but the highest bidder have passed."""
    auction = nineteen(dealer=NORTH)
    seats = []
    for text in ("partnership", "pass", "preferred three", "pass", "preferred two"):
        seats.append(auction.next_seat)
        run(auction, [text], NINETEEN_CODES)
    assert seats == [EAST, SOUTH, WEST, NORTH, EAST]
    assert auction.next_seat == WEST  # South and North are out
    run(auction, ["pass"], NINETEEN_CODES)
    result = auction.result()
    assert result.declarer == EAST and NINETEEN_CODES["preferred two"] == result.bid


def test_n3_everyone_else_passing_leaves_eldest_declarer() -> None:
    auction = run(nineteen(dealer=WEST), ["partnership", "pass", "pass"], NINETEEN_CODES)
    assert not auction.is_over
    run(auction, ["pass"], NINETEEN_CODES)
    assert auction.result().declarer == NORTH and auction.result().bid == 0


def test_n3_solo_ends_the_auction_at_once() -> None:
    auction = run(nineteen(), ["partnership", "solo"], NINETEEN_CODES)
    assert auction.is_over and auction.result().declarer == SOUTH


def test_n3_a_bid_must_beat_the_highest_so_far() -> None:
    auction = run(nineteen(), ["preferred two"], NINETEEN_CODES)
    assert auction.legal() == [PASS, 3, 4]
    assert "N3" in (auction.refusal(NINETEEN_CODES["preferred three"]) or "")


def test_n9_three_players_the_dummy_does_not_bid() -> None:
    """N9: the fourth hand is a dummy; the auction is among the three live players."""
    auction = nineteen(dealer=NORTH, skip=(WEST,))
    assert auction.callers == (EAST, SOUTH, NORTH)
    run(auction, ["partnership", "preferred three", "pass"], NINETEEN_CODES)
    assert auction.next_seat == EAST
    run(auction, ["pass"], NINETEEN_CODES)
    assert auction.result().declarer == SOUTH


# -- the machine itself --------------------------------------------------------------------


def test_copy_is_independent() -> None:
    auction = run(ten_bridge(), ["1MAJOR"], TEN_BRIDGE_CODES)
    copy = auction.copy()
    run(copy, ["double", "pass", "pass", "pass"], TEN_BRIDGE_CODES)
    assert copy.is_over and not auction.is_over
    assert auction.escalation == 0 and len(auction.calls) == 1
    with pytest.raises(ValueError):
        auction.result()


def test_rules_are_checked_when_made() -> None:
    with pytest.raises(ValueError, match="unknown call"):
        AuctionRules(bids=3, escalations=(Escalation(name="redouble", over="double"),))
    with pytest.raises(ValueError, match="forced_bid"):
        AuctionRules(bids=3, all_pass=AllPass.DEALER_PLAYS)
    with pytest.raises(ValueError, match="strain_of"):
        AuctionRules(bids=3, declarer=Declarer.FIRST_TO_NAME)


def test_escalation_by_anyone_and_each_seat_its_own_side() -> None:
    """With no sides every other seat is an opponent; ``by_opponent=False`` lets anyone."""
    rules = AuctionRules(bids=2, escalations=(Escalation(name="double", by_opponent=False),))
    auction = Auction.start(rules, players=3, first=0, dealer=2)
    auction.call(0)
    assert escalation_code(0) in auction.legal()  # seat 1, anyone may
    auction.call(escalation_code(0))
    assert auction.escalation == 1


# -- every auction, against the games' own ----------------------------------------------------


def pick(legal: list[str], choice: int) -> str:
    """Pass half the time (so auctions end), else any legal call."""
    if choice % 2 and "pass" in legal:
        return "pass"
    return legal[choice // 2 % len(legal)]


def beyond_game_legal(game: beyond_calls.Auction) -> set[str]:
    return {a.text for a in game.legal(game.next_seat)}


@given(st.lists(st.integers(0, 10_000), max_size=60), st.integers(0, 3))
def test_beyond_rules_as_data_agree_with_beyonds_auction(choices: list[int], dealer: int) -> None:
    """Every random auction: the same legal calls, the same end, contract and declarer."""
    first = (dealer + 1) % 4
    game = beyond_calls.Auction(first)
    machine = beyond(dealer)
    actions = {a.text: a for a in beyond_calls.BID_ACTIONS} | {
        "pass": beyond_calls.PASS,
        "raise": beyond_calls.RAISE,
        "reraise": beyond_calls.RERAISE,
    }
    for choice in choices:
        assert game.is_over == machine.is_over
        if game.is_over:
            break
        assert game.next_seat == machine.next_seat
        legal = [beyond_text(c) for c in machine.legal()]
        assert set(legal) == beyond_game_legal(game)
        text = pick(legal, choice)
        game.call(actions[text])
        machine.call(BEYOND_CODES[text])
    if game.is_over:
        result = machine.result()
        assert result.passed_out == game.passed_out
        assert result.bid == game.bid and result.declarer == game.bidder
        assert result.escalation == game.raised


def ten_bridge_game_legal(game: ten_bridge_auction.Auction) -> set[str]:
    seat = game.next_seat
    legal = {"pass"} | {b.text for b in ALL_BIDS[game.lowest_bid_rank() :]}
    if game.double_refusal(seat) is None:
        legal.add("double")
    if game.redouble_refusal(seat) is None:
        legal.add("redouble")
    return legal


@given(st.lists(st.integers(0, 10_000), max_size=60), st.integers(0, 3))
def test_ten_bridge_rules_as_data_agree_with_ten_bridges_auction(
    choices: list[int], dealer: int
) -> None:
    game = ten_bridge_auction.Auction(dealer)
    machine = ten_bridge(dealer)
    for choice in choices:
        assert game.is_over == machine.is_over
        if game.is_over:
            break
        assert game.next_seat == machine.next_seat
        legal = [ten_bridge_text(c) for c in machine.legal()]
        assert set(legal) == ten_bridge_game_legal(game)
        text = pick(legal, choice)
        code = TEN_BRIDGE_CODES[text]
        kind = "bid" if code >= 0 else text
        game.call(kind, text, ALL_BIDS[code] if code >= 0 else None)
        machine.call(code)
    if game.is_over:
        result = machine.result()
        contract = game.contract()
        assert result.passed_out == game.passed_out
        assert result.bid == contract.bid.rank and result.escalation == contract.doubled
        assert result.declarer == game.declarer()


def test_action_texts_map_one_to_one() -> None:
    """Each config's call codes and texts round-trip (the games' canonical texts)."""
    assert len(BEYOND_CODES) == 70 + 3 and BEYOND_CODES["0NT"] == 69
    assert TEN_BRIDGE_CODES["5NT"] == 29 and TEN_BRIDGE_CODES["redouble"] == escalation_code(1)
    assert NINETEEN_CODES["pass"] == PASS and NINETEEN_CODES["solo"] == 4


@given(st.lists(st.integers(0, 10_000), min_size=20, max_size=20), st.integers(0, 3))
def test_n3_every_auction_passing_out(choices: list[int], dealer: int) -> None:
    """N3 on random auctions: bids rise, a player who passed never calls again, the auction
    ends with one player left in, who made the highest bid and declares."""
    auction = nineteen(dealer)
    passed: set[int] = set()
    highest = -1
    for choice in choices:
        if auction.is_over:
            break
        seat = auction.next_seat
        assert seat is not None and seat not in passed
        legal = auction.legal()
        code = legal[choice % len(legal)]
        if code == PASS:
            passed.add(seat)
        else:
            assert code > highest
            highest = code
        auction.call(code)
    assert auction.is_over  # at most 4 passes and 5 rising bids: it cannot last 20 calls
    result = auction.result()
    assert result.bid == highest and result.declarer not in passed
    assert highest == 4 or len(passed) == 3
