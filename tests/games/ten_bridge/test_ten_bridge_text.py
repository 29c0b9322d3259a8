"""The 10 Bridge text, sentence by sentence: each rule sentence that can be tested and that the
ruling tests (test_t1_ .. test_t7_) do not already name has a test here, quoting it."""

from __future__ import annotations

from random import Random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from ten_bridge_chart import RECORD
from ten_bridge_deals import DUMMY_REVEAL_AUCTION, DUMMY_REVEAL_HANDS, deal, game

from followsuit.cards import Card, Suit
from followsuit.engine import RandomBot
from followsuit.games.ten_bridge.contract import ALL_BIDS, TOP_LEVEL, Bid, Contract, Denomination
from followsuit.games.ten_bridge.scoring import GAME_LEVELS, score_deal
from followsuit.games.ten_bridge.state import TenBridgeDeal
from followsuit.records import loads, replay

# A deal for the reveal sentences: North declares 1MAJOR with spades trumps; East leads clubs
# and dummy (South) is void in clubs; later West, void in hearts, holds trumps.
REVEAL_HANDS = {
    0: "AS KS QS 5H 6H 7H 8H 5D 6D 7D",
    1: "AC KC QC JC 9H TH JH 8D 9D TD",
    2: "JS TS 9S 8S AH KH QH AD KD QD",
    3: "TC 9C 8C 7C 6C 5C 7S 6S 5S JD",
}
REVEAL_AUCTION = ["1MAJOR", "pass", "pass", "pass", "trump S"]


def legal(state: TenBridgeDeal) -> list[str]:
    return [a.text for a in state.legal_actions()]


# -- Naming and ABOUT THE GAME --------------------------------------------------------------


def test_ten_bridge_text_indicator_pack_is_the_twelve_2s_3s_4s() -> None:
    """ "Separate all 2, 3 and 4 spots ... These 12 cards are used for setting the trump suit
    and the game is played with the remaining 40 cards": no 2, 3 or 4 is dealt or recorded;
    the indicator card declarer sets is a 2 of the trump suit, outside the 40."""
    pack = game().pack
    assert not {c.rank_symbol for c in pack} & {"2", "3", "4"}
    assert len(pack) + 12 == 52
    state = deal(DUMMY_REVEAL_HANDS, 0, [*DUMMY_REVEAL_AUCTION, "trump S"])
    assert len(state.record()["deals"][0]["pack"]) == 40
    indicator = state.view(0)["details"]["indicator"]
    assert indicator == "2S" and Card.parse(indicator) not in set(pack)


def test_ten_bridge_text_ten_tricks() -> None:
    """ "So there are total 10 tricks in it": a deal ends after the tenth trick, every card
    played."""
    state = game().new_deal(seed=8, dealer=1)
    bot = RandomBot(Random(8))
    while state.to_act is not None:
        state.apply(bot.act(state.view(state.to_act)))
    assert state.tricks_played == 10 and sum(state.tricks_won) == 10
    assert state.played.bit_count() == 40


def test_ten_bridge_text_cards_rank_ace_down_to_five() -> None:
    """ "The cards of each suit rank in descending order: Ace, King, Queen, Jack, 10, 9, 8, 7,
    6, 5": the pack's suits rank so, and in No Trump the highest card of the suit led wins
    (North's king of hearts beats dummy's queen and East's ten)."""
    order = "AKQJT98765"
    pack = game().pack
    for suit in "SHDC":
        ranked = sorted((c for c in pack if c.suit is Suit.parse(suit)), key=lambda c: -c.rank)
        assert "".join(c.rank_symbol for c in ranked) == order
    state = deal(DUMMY_REVEAL_HANDS, 0, ["1NT", "pass", "pass", "pass", "TH", "QH", "5C", "KH"])
    assert state.tricks_won == [1, 0, 0, 0]


# -- THE DEAL ---------------------------------------------------------------------------------


@pytest.mark.parametrize("dealer", range(4))
def test_ten_bridge_text_dealt_singly_from_dealers_left(dealer: int) -> None:
    """ "The dealer distributes the cards ... one at a time in clockwise rotation into four
    separate hands of ten cards each, the first card to the player on his left and the last
    card to himself" (G2: the pack's top card first)."""
    state = game().new_deal(seed=dealer, dealer=dealer)
    pack = game().pack
    for position, card in enumerate(state.order):
        seat = (dealer + 1 + position) % 4
        assert state.hands[seat] >> card & 1, f"card {position} should go to seat {seat}"
    assert state.hands[(dealer + 1) % 4] >> state.order[0] & 1
    assert state.hands[dealer] >> state.order[39] & 1
    assert all(hand.bit_count() == 10 for hand in state.hands)
    assert len(pack) == 40


def test_ten_bridge_text_turn_to_deal_passes_in_rotation() -> None:
    """ "The turn to deal passes in rotation": the chart's session is dealt by N, E, S, W in
    turn, three times round."""
    record = loads(RECORD.read_text())
    assert [d["dealer"] for d in record["deals"]] == [i % 4 for i in range(12)]
    match = replay(record).match
    assert [d.dealer for d in match.deals] == [i % 4 for i in range(12)]


# -- THE BIDDING ----------------------------------------------------------------------------


@pytest.mark.parametrize("level", range(TOP_LEVEL + 1))
def test_ten_bridge_text_levels_contract_for_five_to_ten_tricks(level: int) -> None:
    """ "Contract for 5 tricks: 'love' level ... Contract for 10 tricks: 5 level or 'Full
    House'": level L is a contract for 5 + L tricks."""
    for denomination in Denomination:
        contract = Contract(Bid(level, denomination))
        assert contract.tricks_needed == 5 + level
        assert contract.is_love == (level == 0)
    assert Bid.parse("love NT") == Bid(0, Denomination.NT)


def test_ten_bridge_text_higher_level_or_higher_denomination_supersedes() -> None:
    """ "A bid supersedes the previous bid if it names either a higher level or a higher
    denomination at the same level": after each bid the legal bids are exactly those."""
    state = deal(DUMMY_REVEAL_HANDS, 0)
    for bid in ("0RED", "0NT", "1MINOR", "3BLACK", "3MAJOR", "5MAJOR"):
        state.apply(bid)
        last = Bid.parse(bid)
        allowed = {
            b.text
            for b in ALL_BIDS
            if b.level > last.level
            or (b.level == last.level and b.denomination > last.denomination)
        }
        assert {t for t in legal(state) if t[0].isdigit()} == allowed


# -- DOUBLES AND REDOUBLES --------------------------------------------------------------------


def test_ten_bridge_text_double_only_the_last_bid_with_only_passes_since() -> None:
    """ "A player may double only the last preceding bid if it was made by an opponent and no
    call other than a 'pass' has intervened": once the bid is doubled (or redoubled) it may not
    be doubled again, and an opponent's later bid is what a double then applies to."""
    state = deal(DUMMY_REVEAL_HANDS, 0, ["1MAJOR", "double", "pass"])
    assert not state.is_legal("double")  # West: a double has intervened
    state.apply("pass")
    state.apply("redouble")
    assert not state.is_legal("double")  # East: a redouble has intervened
    state.apply("pass")
    state.apply("pass")
    assert not state.is_legal("double")  # West likewise
    state = deal(DUMMY_REVEAL_HANDS, 0, ["1MAJOR", "1NT", "pass", "pass", "double"])
    assert state.contract is None
    for _ in range(3):
        state.apply("pass")
    assert state.contract is not None and state.contract.text == "1NT X"  # East's bid


def test_ten_bridge_text_redouble_only_the_last_double() -> None:
    """ "A player may re-double only the last preceding double if it was made by an opponent
    and no call other than a 'pass' has intervened": a new bid after the double ends the
    chance to redouble it."""
    state = deal(DUMMY_REVEAL_HANDS, 0, ["1MAJOR", "double", "pass", "1NT"])
    assert not state.is_legal("redouble")  # North: West's bid intervened
    reason = state.check(state.parse("redouble"))
    assert reason is not None and "redouble only the last double" in reason
    assert state.is_legal("double")  # North may double West's bid instead
    state.apply("double")
    assert state.is_legal("redouble")  # East redoubles North's double of partner's bid


def test_ten_bridge_text_a_love_bid_may_be_doubled() -> None:
    """The chart's deal 9 ("0NT ... X: 'X' for record only"): a love bid may be doubled; the
    contract is recorded doubled."""
    state = deal(DUMMY_REVEAL_HANDS, 0, ["0NT", "double", "pass", "pass", "pass"])
    assert state.contract is not None and state.contract.text == "0NT X"


# -- DECLARER AND THE FINAL CONTRACT ------------------------------------------------------------

AUCTION_CALLS = st.lists(st.integers(0, 10_000), min_size=0, max_size=30)


@settings(max_examples=60, deadline=None)
@given(AUCTION_CALLS)
def test_ten_bridge_text_call_followed_by_three_passes_stands_as_final(choices: list[int]) -> None:
    """ "The call followed by three passes stands as final": the auction ends exactly when a
    bid, double or redouble is followed by three passes, or (no passed-out deal) when all four
    pass; the final contract is the last bid with the last double or redouble on it."""
    state = deal(DUMMY_REVEAL_HANDS, 2)
    calls: list[str] = []
    rng = Random(sum(choices))
    for choice in choices:
        if state.phase != "auction":
            break
        options = legal(state)
        # passes most of the time, so that auctions end
        call = "pass" if choice % 3 else options[rng.randrange(len(options))]
        state.apply(call)
        calls.append(call)
        over = state.phase != "auction"
        active = [c for c in calls if c != "pass"]
        assert over == (
            (bool(active) and calls[-3:] == ["pass"] * 3 and len(calls) >= 4)
            or calls == ["pass"] * 4
        )
        if over:
            bids = [c for c in calls if c[0].isdigit()]
            assert state.contract is not None
            if not bids:
                assert state.contract.text == "0NT" and state.declarer == 2
            else:
                after = calls[len(calls) - 1 - calls[::-1].index(bids[-1]) :]
                doubles = "XX" if "redouble" in after else "X" if "double" in after else ""
                assert state.contract.bid.text == bids[-1]
                assert state.contract.text == f"{bids[-1]} {doubles}".strip()


def test_ten_bridge_text_no_passed_out_deal() -> None:
    """ "If dealer's initial pass is followed by three passes; dealer is obliged to play that
    hand at 'Love No Trump'. So there is no passed out deal": the dealer declares, undoubled,
    with No Trump known to all, and the deal is played and scored as a love contract."""
    state = deal(DUMMY_REVEAL_HANDS, 3, ["pass"] * 4)
    assert state.contract is not None and state.contract.text == "0NT"
    assert state.declarer == 3 and state.dummy == 1
    assert not state.is_legal("double")
    bot = RandomBot(Random(1))
    while state.to_act is not None:
        state.apply(bot.act(state.view(state.to_act)))
    result = state.outcome().result
    assert result["forced"] and result["bonuses"] == {"love contract": 5}
    assert sum(state.outcome().scores) == 5


# -- CONTRACTS ----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("denominations", "never"),
    [((Denomination.MINOR, Denomination.RED), Suit.SPADES),
     ((Denomination.BLACK, Denomination.MAJOR), Suit.DIAMONDS)],
)  # fmt: skip
def test_ten_bridge_text_minor_never_spades_major_never_diamonds(
    denominations: tuple[Denomination, Denomination], never: Suit
) -> None:
    """ "So for a 'Minor Contract' the trump suit may be any of clubs, diamonds and hearts but
    never spades"; "for 'Major Contract', the trump suit may be any of hearts, spades and clubs
    but never diamonds": the trump choices offered, and the trump set whatever is named."""
    for denomination in denominations:
        auction = [f"1{denomination.name}", "pass", "pass", "pass"]
        state = deal(DUMMY_REVEAL_HANDS, 0, auction)
        assert f"trump {never.symbol}" not in legal(state)
        state.apply(f"trump {never.symbol}")
        assert state.trump_suit != never


@pytest.mark.parametrize(("bid", "trump", "rate"), [("1RED", "H", 4), ("1BLACK", "C", 5)])
def test_ten_bridge_text_contract_kind_follows_the_denomination(
    bid: str, trump: str, rate: int
) -> None:
    """ "If the auction closes at 'Red' and the player chooses hearts as the trump suit, it is
    regarded and scored as a minor contract"; Black with clubs "is regarded as a major
    contract": a whole deal so played scores at the minor (4) or major (5) rate."""
    state = deal(DUMMY_REVEAL_HANDS, 0, [bid, "pass", "pass", "pass", f"trump {trump}"])
    bot = RandomBot(Random(4))
    while state.to_act is not None:
        state.apply(bot.act(state.view(state.to_act)))
    result = state.outcome().result
    counted = abs(int(result["result"]))
    assert result["trick_points"] == rate * counted


def test_ten_bridge_text_no_trump_known_to_everybody() -> None:
    """ "NO TRUMP CONTRACT: ... It is known to everybody as soon as auction ends": the play
    starts at once; every seat's view shows the No Trump contract, no trump to choose between,
    no indicator and nothing hidden in the log."""
    state = deal(DUMMY_REVEAL_HANDS, 0, ["1NT", "pass", "pass", "pass"])
    assert state.phase == "play"
    for seat in (0, 1, 2, 3, None):
        view = state.view(seat)
        assert view["details"]["contract"]["text"] == "1NT"
        assert view["details"]["trump_suits"] == [] and view["details"]["trump"] is None
        assert view["details"]["indicator"] is None
        assert [entry["text"] for entry in view["log"]] == ["1NT", "pass", "pass", "pass"]


def test_ten_bridge_text_trump_not_disclosed_at_the_start() -> None:
    """ "In 10 BRIDGE the exact trump suit is not disclosed at the start. As soon as auction
    ends, the declarer sets trump suit ... and puts that deck face down": declarer alone sees
    the indicator card; the others see the pack face down (no indicator) and which two suits
    it may be."""
    state = deal(DUMMY_REVEAL_HANDS, 0, DUMMY_REVEAL_AUCTION)
    assert state.phase == "trump" and state.to_act == state.declarer == 0
    assert all(not state.view(s)["legal"] for s in (1, 2, 3))
    state.apply("trump S")
    assert (
        state.view(0)["details"]["indicator"] == "2S" and state.view(0)["details"]["trump"] == "S"
    )
    for seat in (1, 2, 3, None):
        view = state.view(seat)
        assert view["details"]["indicator"] is None and view["details"]["trump"] is None
        assert view["details"]["trump_suits"] == ["H", "S"]


# -- DISCLOSURE OF THE TRUMP SUIT --------------------------------------------------------------


def test_ten_bridge_text_play_follows_suit_as_in_bridge() -> None:
    """ "Once the trump suit is set by the declarer, play starts in similar fashion to bridge":
    a player holding the suit led must follow; the refusal says why."""
    state = deal(REVEAL_HANDS, 0, [*REVEAL_AUCTION, "9H"])
    assert state.hand_to_play == 2
    assert set(legal(state)) == {"AH", "KH", "QH"}
    reason = state.check(state.parse("AD"))
    assert reason is not None and "follow" in reason


def test_ten_bridge_text_declarer_unasked_ruff_is_a_discard() -> None:
    """ "If he fails to ask for the trump suit to be shown, the card played by the declarer will
    be regarded as discard": North, void in clubs, plays the ace of trumps without calling for
    the reveal, and East's club wins the trick."""
    state = deal(REVEAL_HANDS, 0, [*REVEAL_AUCTION, "AC", "8S", "5C"])
    assert state.to_act == 0 and "reveal" in legal(state)
    state.apply("AS")
    assert state.tricks_won == [0, 1, 0, 0]
    assert not state.revealed


def test_ten_bridge_text_may_simply_discard_instead_of_asking() -> None:
    """ "He has option to know the trump suit. But it is not mandatory, he may choose simply to
    discard instead" (G4: the reveal is offered as an action beside the cards; playing a card
    declines it): every card of a void hand is legal without the reveal."""
    state = deal(REVEAL_HANDS, 0, [*REVEAL_AUCTION, "AC"])
    assert state.hand_to_play == 2
    assert set(legal(state)) == {"reveal", *REVEAL_HANDS[2].split()}


def test_ten_bridge_text_revealed_trump_known_to_everybody() -> None:
    """ "Once the face down deck of 12 cards is turned face up, everybody knows the trump
    suit": after the reveal every view names the trump and shows the indicator face up, and
    the log shows declarer's choice to all."""
    state = deal(REVEAL_HANDS, 0, [*REVEAL_AUCTION, "AC", "reveal"])
    for seat in (0, 1, 2, 3, None):
        view = state.view(seat)
        assert (
            view["details"]["trump"] == "S"
            and view["details"]["indicator"] == "2S"
            and view["details"]["revealed"]
        )
        assert {"seat": 0, "kind": "trump", "text": "trump S"} in view["log"]
        assert view["details"]["reveal"] == {"seat": 2, "trick": 0, "position": 1}


def test_ten_bridge_text_after_the_reveal_ruffing_is_not_compulsory() -> None:
    """ "After that to ruff is not compulsory for anybody, as in bridge": in the reveal's trick
    North, void in clubs with trumps, may discard; in a later trick West, void in hearts with
    trumps, may discard too, and a ruff by anyone wins."""
    state = deal(REVEAL_HANDS, 0, [*REVEAL_AUCTION, "AC", "reveal", "8S", "5C"])
    assert set(legal(state)) == set(REVEAL_HANDS[0].split())  # North: anything
    state.apply("5D")
    assert state.tricks_won == [0, 0, 1, 0]  # dummy's 8S ruff wins
    state.apply("AH")
    assert {"7S", "TC", "JD"} <= set(legal(state))  # West: void in hearts, any card
    state.apply("7S")  # a trump, played after the reveal: it wins
    state.apply("5H")
    state.apply("9H")
    assert state.tricks_won == [0, 0, 1, 1]


def test_ten_bridge_text_dummy_is_silent() -> None:
    """ "The role of dummy is always silent during the play of the hand": from the opening
    lead on, the dummy's seat never acts and never has a legal action; declarer plays its
    cards."""
    for seed in range(6):
        state = game().new_deal(seed=seed, dealer=seed % 4)
        bot = RandomBot(Random(seed))
        while state.to_act is not None:
            if state.phase == "play":
                assert state.dummy is not None
                assert state.to_act != state.dummy
                assert state.view(state.dummy)["legal"] == []
                if state.hand_to_play == state.dummy:
                    assert state.to_act == state.declarer
            state.apply(bot.act(state.view(state.to_act)))


# -- TRICK POINTS and BONUS POINTS ------------------------------------------------------------


def test_ten_bridge_text_game_levels_for_a_plain_game() -> None:
    """ "Minor Contract: minimum level is 4, as 4 x 4 = 16. Major Contract: minimum level is 3,
    as 3 x 5 = 15. No Trump Contract: minimum level is 2, as 2 x 7 = 14": made from no part
    score, the level below gives no game and that level does."""
    for denomination in Denomination:
        game_level = GAME_LEVELS[denomination.kind]
        below = score_deal(Contract(Bid(game_level - 1, denomination)), 0, 10)
        at = score_deal(Contract(Bid(game_level, denomination)), 0, 10)
        assert "game" not in dict(below.bonuses) and "super game" not in dict(below.bonuses)
        assert "game" in dict(at.bonuses) or "super game" in dict(at.bonuses)


@pytest.mark.parametrize(
    ("text", "doubled", "bonus"),
    [("2MINOR", 1, None), ("2MINOR", 2, "game"), ("1NT", 2, "game"), ("2MAJOR", 1, "game"),
     ("3MINOR", 2, "super game"), ("2NT", 2, "super game"), ("1MAJOR", 2, None)],
)  # fmt: skip
def test_ten_bridge_text_doubled_contracts_reach_game_at_lower_levels(
    text: str, doubled: int, bonus: str | None
) -> None:
    """ "In doubled and redoubled contracts, the minimum level will naturally be less. But for
    awarding the extra level bonus, the basis is the score for a simple game": bid points at
    the doubled rate decide game; the extra level bonus counts from the plain game level."""
    score = score_deal(Contract(Bid.parse(text), doubled), 0, 10)
    bonuses = dict(score.bonuses)
    got = "super game" if "super game" in bonuses else "game" if "game" in bonuses else None
    assert got == bonus
    assert "extra level" not in bonuses


@settings(max_examples=200, deadline=None)
@given(
    st.integers(1, 5),
    st.sampled_from(list(Denomination)),
    st.integers(0, 2),
    st.integers(0, 10),
    st.integers(0, 12),
    st.integers(0, 12),
)
def test_ten_bridge_text_super_game_replaces_game(
    level: int, denomination: Denomination, doubled: int, tricks: int, ns: int, ew: int
) -> None:
    """ "The Super Game Bonus replaces the ordinary Game Bonus - it is not additional, that is
    no 20 + 40"."""
    score = score_deal(Contract(Bid(level, denomination), doubled), 0, tricks, (ns, ew))
    names = [name for name, _ in score.bonuses]
    assert not {"game", "super game"} <= set(names)


@pytest.mark.parametrize(
    ("text", "bonus"),
    [("5MAJOR", "super game"), ("4NT", "super game"), ("5NT", "super game"),
     ("5MINOR", "game"), ("4MAJOR", "game"), ("3NT", "game")],
)  # fmt: skip
def test_ten_bridge_text_super_game_is_25_bid_points_in_one_hand(text: str, bonus: str) -> None:
    """ "At least 25 Trick Points scored in a single hand gives a 40 point Game Bonus" (T7:
    the points bid): 5 Major (25), 4 NT (28) are super games; 5 Minor (20), 4 Major (20) and
    3 NT (21) are games."""
    score = score_deal(Contract(Bid.parse(text)), 1, 10)
    assert bonus in dict(score.bonuses)
    assert dict(score.bonuses)[bonus] == (40 if bonus == "super game" else 20)


def test_ten_bridge_text_part_score_in_one_hand_is_4_to_12() -> None:
    """ "Any 'Trick Point' score less than the game level is known as a part score ... in
    single hand it may be any from 4 to 12 points": every made contract below game adds 4 to
    12 to the carried part score, and every value from 4 to 12 occurs."""
    added = set()
    for bid in ALL_BIDS:
        for doubled in range(3):
            score = score_deal(Contract(bid, doubled), 0, 10)
            if score.part_score:
                added.add(score.part_score)
    assert added == set(range(4, 13))


def test_ten_bridge_text_game_bid_in_one_hand_leaves_the_part_score_structure() -> None:
    """ "If either side bids enough for a whole game, this is scored separately and does not
    effect the structure of part score in any way": a game bid by either side leaves both
    carried part scores as they were (T7: unless it lifts a side's own to super game)."""
    for side in (0, 1):
        score = score_deal(Contract(Bid.parse("3MAJOR")), side, 8, (5, 6))
        assert dict(score.bonuses) == {"game": 20}
        assert score.part_scores == (5, 6)
