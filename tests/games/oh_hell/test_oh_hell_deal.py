"""One deal of Oh Hell under ruling S4: dealing, the turn-up, bidding and the hook, trick play
and the score; and each option that changes a deal (S3)."""

from __future__ import annotations

import json

import pytest
from oh_hell_helpers import deal_of, oh_hell, pack_for, play

from followsuit.cards import Suit, bits
from followsuit.errors import IllegalAction, NotationError, OptionError

HANDS = {0: "AS KS 2H", 1: "QS 3H 4D", 2: "AH 5C 6C", 3: "JS 7C 8C"}


def test_s4_cards_are_dealt_singly_from_dealers_left() -> None:
    """S4 and G2: the pack is dealt from the top, one card at a time, clockwise from the
    player on dealer's left; the next card is turned up."""
    game = oh_hell(hand_sizes=(3,))
    pack = [str(c) for c in game.pack]  # AS KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S AH ...
    deal = game.new_deal(dealer=2, pack=pack)
    assert deal.view(3)["hand"] == ["AS", "TS", "6S"]  # West, on South's left, gets card 1
    assert deal.view(0)["hand"] == ["KS", "9S", "5S"]
    assert deal.view(1)["hand"] == ["QS", "8S", "4S"]
    assert deal.view(2)["hand"] == ["JS", "7S", "3S"]
    assert deal.turn_up_text == "2S"


def test_s4_the_turn_up_fixes_trumps_and_every_view_shows_it() -> None:
    """S4: "trump = the card turned up after the deal". It is in nobody's hand, every seat
    and a spectator see it, and it stays in the record's pack where it was dealt."""
    game = oh_hell(hand_sizes=(3,))
    deal = deal_of(game, 0, HANDS, turn_up="9D")
    assert deal.trump == Suit.DIAMONDS
    turn_up = deal.turn_up
    assert turn_up is not None
    assert all(not hand >> turn_up & 1 for hand in deal.hands)
    for seat in (None, 0, 1, 2, 3):
        view = deal.view(seat)
        assert view["details"]["turn_up"] == "9D" and view["details"]["trump"] == "D"
        assert deal.visible_to(seat) >> turn_up & 1
    assert deal.places()["turn-up"] == 1 << turn_up
    assert deal.record()["deals"][0]["pack"][12] == "9D"
    assert deal.view(0)["details"]["stock_size"] == 52 - 12 - 1


def test_s4_no_trumps_when_no_card_is_left_to_turn_up() -> None:
    """S4: "none when no card is left" (13 cards each to four players)."""
    deal = oh_hell(hand_sizes=(13,)).new_deal(seed=1)
    assert deal.turn_up is None and deal.trump is None and deal.stock == 0
    details = deal.view(None)["details"]
    assert details["trump"] is None and details["turn_up"] is None and details["stock_size"] == 0
    five = oh_hell(players=5, hand_sizes=(10,)).new_deal(seed=1)
    assert five.turn_up is not None and five.stock.bit_count() == 1


def test_the_stock_is_a_hidden_place_nobody_sees() -> None:
    """The undealt cards lie face down: in no hand, in no view."""
    deal = oh_hell(hand_sizes=(2,)).new_deal(seed=3)
    assert deal.stock.bit_count() == 52 - 8 - 1
    for seat in (None, 0, 1, 2, 3):
        assert not deal.visible_to(seat) & deal.stock


def test_s4_bidding_goes_round_from_dealers_left_and_the_dealer_bids_last() -> None:
    deal = deal_of(
        oh_hell(hand_sizes=(3,)),
        1,
        {0: "AS KS 2H", 1: "QS 3H 4D", 2: "AH 5C 6C", 3: "JS 7C 8C"},
        turn_up="9D",
    )
    order = []
    while deal.phase == "bid":
        assert deal.to_act is not None
        order.append(deal.to_act)
        deal.apply("0")
    assert order == [2, 3, 0, 1]


def test_s4_bids_are_zero_to_the_hand_size() -> None:
    """DESIGN: bids are the texts "0".."13"; nobody may bid more tricks than there are."""
    deal = deal_of(oh_hell(hand_sizes=(3,)), 0, HANDS, turn_up="9D")
    assert [a.text for a in deal.legal_actions()] == ["0", "1", "2", "3"]
    with pytest.raises(IllegalAction, match="bid 0 to 3: there are only 3 tricks"):
        deal.apply("4")
    one = deal_of(oh_hell(hand_sizes=(1,)), 0, {0: "AS", 1: "KS", 2: "QS", 3: "JS"})
    with pytest.raises(IllegalAction, match="there is only 1 trick"):
        one.apply("2")


def test_s4_hook_rule_dealer_may_not_make_the_bids_total_the_tricks() -> None:
    """S4 and the text: "the dealer may not bid the number that would cause the total number
    of tricks bid to equal the number of tricks available"."""
    game = oh_hell(hand_sizes=(5,))
    deal = game.new_deal(dealer=0, seed=7)
    play(deal, "1 2 0")
    assert deal.to_act == 0
    assert "2" not in [a.text for a in deal.legal_actions()]
    assert deal.view(1)["details"]["hook_bid"] == 2
    with pytest.raises(
        IllegalAction,
        match=r"the dealer may not bid 2: the bids would total the 5 tricks \(hook rule\)",
    ):
        deal.apply("2")
    deal.apply("3")
    assert deal.phase == "play"


def test_s4_hook_binds_only_the_dealer() -> None:
    """The players before the dealer may bid so that the total so far equals the tricks; the
    dealer then may not bid 0."""
    deal = oh_hell(hand_sizes=(1,)).new_deal(dealer=0, seed=2)
    play(deal, "0 0 1")
    assert [a.text for a in deal.legal_actions()] == ["1"]
    with pytest.raises(IllegalAction, match="may not bid 0"):
        deal.apply("0")


def test_s3_without_the_hook_the_dealer_may_make_the_total() -> None:
    """The text: "Some people play without the hook rule, so the dealer is allowed to bid in
    such a way that everyone can win"."""
    deal = oh_hell("no-hook", hand_sizes=(5,)).new_deal(dealer=0, seed=7)
    play(deal, "1 2 0 2")
    assert deal.phase == "play"
    assert deal.view(0)["details"]["hook"] is False


def test_s4_eldest_leads_follow_suit_highest_trump_else_highest_of_suit_led_wins() -> None:
    """The text: "The play begins with the player to the dealer's left ... Each player must
    follow the suit led, if he can. If not, he may play any other card in his hand, including
    trump. The player who has played the highest trump card, or if no trump was played, the
    highest card of the suit led, wins the trick"."""
    game = oh_hell(hand_sizes=(3,))
    hands = {0: "AS KS 2H", 1: "QS 3H 4D", 2: "AH 5C 6C", 3: "JS 7C 8C"}
    deal = deal_of(game, 0, hands, turn_up="9H")  # hearts are trumps
    play(deal, "1 1 1 1")
    assert deal.to_act == 1  # East, on North's left, leads
    deal.apply("QS")
    assert sorted(a.text for a in deal.legal_actions()) == ["5C", "6C", "AH"]  # void: any
    deal.apply("5C")
    with pytest.raises(IllegalAction, match="must follow suit: you hold spades"):
        deal.apply("7C")
    deal.apply("JS")
    deal.apply("KS")  # North follows with KS: highest spade, no trump played
    assert deal.tricks_won == [1, 0, 0, 0]
    deal.apply("2H")  # North leads a trump
    play(deal, "3H AH 7C")
    assert deal.tricks_won == [1, 0, 1, 0]
    play(deal, "6C 8C AS 4D")  # South leads clubs: West's 8C wins, AS is a discard
    assert deal.tricks_won == [1, 0, 1, 1]
    assert deal.is_over


def test_s4_a_deal_scores_one_per_trick_plus_ten_for_an_exact_bid() -> None:
    """The deal above, scored by hand: bids 1 1 1 1, tricks 1 0 1 1 -> 11 0 11 11."""
    game = oh_hell(hand_sizes=(3,))
    hands = {0: "AS KS 2H", 1: "QS 3H 4D", 2: "AH 5C 6C", 3: "JS 7C 8C"}
    deal = deal_of(game, 0, hands, turn_up="9H")
    play(deal, "1 1 1 1 QS 5C JS KS 2H 3H AH 7C 6C 8C AS 4D")
    outcome = deal.outcome()
    assert outcome.scores == (11, 0, 11, 11)
    assert outcome.result["made"] == [True, False, True, True]
    assert outcome.carry.totals == (11, 0, 11, 11)


def test_trump_may_be_led_at_any_time() -> None:
    """The text: "The lead may be any suit including trump"."""
    deal = deal_of(oh_hell(hand_sizes=(3,)), 0, HANDS, turn_up="9H")
    play(deal, "0 0 0 0")
    assert "3H" in [a.text for a in deal.legal_actions()]


def test_s3_must_trump_a_void_player_holding_trumps_must_trump() -> None:
    """David Wuori, La Podrida: "a player who has no card of the suit led must trump. Only if
    you have no cards of the suit led and no trumps can you discard"."""
    game = oh_hell("must-trump", hand_sizes=(3,))
    hands = {0: "AS KS 2H", 1: "QS 3H 4D", 2: "AH 5C 6C", 3: "JS 7C 8C"}
    deal = deal_of(game, 0, hands, turn_up="9H")
    play(deal, "1 1 1 1 QS")
    assert [a.text for a in deal.legal_actions()] == ["AH"]
    with pytest.raises(IllegalAction, match="must trump when void in the suit led"):
        deal.apply("5C")
    deal.apply("AH")
    deal.apply("JS")
    deal.apply("AS")
    assert deal.tricks_won == [0, 0, 1, 0]


def test_s3_must_trump_without_trumps_any_card() -> None:
    game = oh_hell("must-trump", hand_sizes=(3,))
    hands = {0: "AS KS 2H", 1: "QS 3H 4D", 2: "AH 5C 6C", 3: "JS 7C 8C"}
    deal = deal_of(game, 0, hands, turn_up="9H")
    play(deal, "0 0 0 0 4D")  # East leads diamonds: South void, holds AH: must trump
    assert [a.text for a in deal.legal_actions()] == ["AH"]
    play(deal, "AH")
    assert sorted(a.text for a in deal.legal_actions()) == ["7C", "8C", "JS"]  # no trump


def test_s3_identical_cards_the_second_played_beats_the_first() -> None:
    """Bryce Francis: "If duplicate cards are played to a trick, the second played beats the
    first" (a 65-card pack for five players)."""
    game = oh_hell("bust-5", hand_sizes=(2,))
    hands = {0: "2C AS", 1: "2C KS", 2: "3D QS", 3: "3H JS", 4: "4H TS"}
    deal = deal_of(game, 4, hands, turn_up="9S")  # North (0) leads
    assert deal.view(0)["details"]["ties"] == "last wins"
    play(deal, "0 0 0 0 1")
    play(deal, "2C 2C 3D 3H 4H")
    assert deal.tricks_won == [0, 1, 0, 0, 0]


def test_s3_three_players_with_thirty_nine_cards_deal_thirteen_each() -> None:
    game = oh_hell("three-players-39")
    deal = game.new_deal(seed=4)
    assert [h.bit_count() for h in deal.hands] == [13, 13, 13]
    assert deal.turn_up is None and deal.trump is None


def test_s3_coulon_a_low_turn_up_means_no_trumps() -> None:
    """Jean-Pierre Coulon: "If the rank of the turned up card is from 2 to 6, there are no
    trumps for the deal; if it is 7 or higher, the suit of the turned up card is trumps"."""
    game = oh_hell("coulon", hand_sizes=(3,))
    for turn_up, trump in (("2D", None), ("6H", None), ("7H", Suit.HEARTS), ("AD", Suit.DIAMONDS)):
        deal = deal_of(game, 0, HANDS, turn_up=turn_up)
        assert deal.turn_up_text == turn_up
        assert deal.trump == trump


def test_s3_rotating_trumps_follow_a_fixed_sequence() -> None:
    """The text: "some people go through the possible trump suits in a fixed sequence. This
    sequence may or may not include no trumps"; Dick Atkinson's is hearts, clubs, diamonds,
    spades. No card is turned up."""
    game = oh_hell("rotating-trumps")
    match = game.new_match(seed=1, dealer=0)
    trumps = []
    for _ in range(5):
        deal = match.current
        assert deal is not None
        trumps.append(deal.view(None)["details"]["trump"])
        assert deal.view(None)["details"]["turn_up"] is None
        while not deal.is_over:
            match.apply(match.legal_actions()[0])
    assert trumps == ["H", "C", "D", "S", "H"]
    with_nt = oh_hell("rotating-with-no-trumps")
    assert [with_nt.trump_of(i, None) for i in range(6)] == [
        Suit.HEARTS,
        Suit.CLUBS,
        Suit.DIAMONDS,
        Suit.SPADES,
        None,
        Suit.HEARTS,
    ]


def test_s3_no_trumps_option_never_turns_up_a_card() -> None:
    deal = oh_hell("no-trumps").new_deal(seed=5)
    assert deal.trump is None and deal.turn_up is None
    assert deal.stock.bit_count() == 52 - 40


def test_s3_largest_deals_without_trumps() -> None:
    """The text: "Some play the largest deals without trumps even if not all the cards are
    used"."""
    game = oh_hell("largest-no-trumps")
    assert game.trump_of(0, None) is None and not game.turns_up(0)  # the 10-card deal
    assert game.turns_up(1)
    largest = game.new_deal(seed=6)
    assert largest.hand_size == 10 and largest.trump is None and largest.turn_up is None


def test_s3_brader_jokers_a_joker_led_wins_unless_trumped() -> None:
    """Mark Brader: "These jokers are a suit of their own containing just two equal cards. If
    a joker is led it wins the trick unless trumped"; a player holding the other joker must
    follow with it, and the led one still wins."""
    game = oh_hell("jokers-brader", hand_sizes=(2,))
    hands = {0: "JK 2C", 1: "JK 3C", 2: "AS 4C", 3: "KS 5C"}
    deal = deal_of(game, 3, hands, turn_up="9H")
    play(deal, "0 0 0 0")
    assert deal.view(0)["legal"] == ["JK", "2C"]
    deal.apply("JK")
    assert [a.text for a in deal.legal_actions()] == ["JK"]
    play(deal, "JK AS KS")
    assert deal.tricks_won == [1, 0, 0, 0]
    trumped = deal_of(game, 3, {0: "JK 2C", 1: "2H 3C", 2: "AS 4C", 3: "KS 5C"}, turn_up="9H")
    play(trumped, "0 0 0 0 JK 2H AS KS")
    assert trumped.tricks_won == [0, 1, 0, 0]


def test_s3_brader_jokers_a_joker_turned_up_makes_the_other_joker_the_only_trump() -> None:
    """Mark Brader: "If a joker is turned up the other joker is the only trump"."""
    game = oh_hell("jokers-brader", hand_sizes=(2,))
    hands = {0: "AS 2C", 1: "JK 3C", 2: "KS 4C", 3: "QS 5C"}
    deal = deal_of(game, 3, hands, turn_up="JK")
    assert deal.trump == Suit.JOKERS and deal.view(2)["details"]["trump"] == "J"
    play(deal, "0 0 0 0 AS JK KS QS")
    assert deal.tricks_won == [0, 1, 0, 0]


def test_s3_simultaneous_bids_are_hidden_until_all_have_bid() -> None:
    """The text: "Some play with simultaneous bidding ... with this method, there's no
    restriction against the total number of bid tricks being equal to the number of cards
    dealt". Bids are taken in turn but nobody sees another's until all have bid."""
    game = oh_hell("simultaneous", hand_sizes=(1,))
    deal = game.new_deal(dealer=0, seed=8)
    play(deal, "0 1 0")
    view = deal.view(0)
    assert view["details"]["bids"] == [None, "?", "?", "?"]
    assert [e["text"] for e in view["log"]] == ["bid", "bid", "bid"]
    assert deal.view(2)["details"]["bids"] == [None, "?", "1", "?"]
    assert [e["text"] for e in deal.view(2)["log"]] == ["bid", "1", "bid"]
    assert [a.text for a in deal.legal_actions()] == ["0", "1"]  # no hook
    deal.apply("0")  # the total 1 equals the tricks: allowed
    assert deal.view(1)["details"]["bids"] == ["0", "0", "1", "0"]
    assert [e["text"] for e in deal.view(3)["log"]] == ["0", "1", "0", "0"]


def test_actions_parse_from_their_text() -> None:
    """DESIGN: bids are "0".."13", a card is its text; anything else is a NotationError that
    says what the game accepts now (here the bids), with the parser's findings in ``detail``."""
    deal = oh_hell(hand_sizes=(10,)).new_deal(seed=9)
    assert deal.parse("10").kind == "bid" and deal.parse("10").value == 10
    assert deal.parse(" 3 ").text == "3"
    assert deal.parse("qh").text == "QH" and deal.parse("10S").text == "TS"
    with pytest.raises(NotationError, match="now bid 0 to 10") as refused:
        deal.parse("nil")
    assert "not an Oh Hell action" in refused.value.detail
    with pytest.raises(NotationError, match="now bid 0 to 10"):
        deal.parse("²")  # a digit to str.isdigit, not a number of tricks


def test_a_bid_typed_as_the_legal_list_says_it_is_the_bid() -> None:
    """The legal list says "bid N, N from 0 to 10", so ``bid 2`` is the bid ``2`` (it was
    refused: "'bid 2' is not an action here"); the record still writes it ``2``."""
    deal = oh_hell(hand_sizes=(10,)).new_deal(seed=9)
    assert deal.parse("bid 2") == deal.parse("2") and deal.parse("bid 2").text == "2"
    with pytest.raises(NotationError, match="now bid 0 to 10"):
        deal.parse("bid x")


@pytest.mark.parametrize(
    ("text", "named"),
    [
        ("change x", "'x' is not a number of tricks to change the bid to"),
        ("change", "'change' names a number of tricks"),
        ("keep 3", "'3' is not part of 'keep'"),
        ("play QH", "'qh' is not part of 'play'"),
    ],
)
def test_a_bad_action_text_names_the_bad_word_and_what_was_expected(text: str, named: str) -> None:
    """The parser's refusal (its detail) names the word it could not read and what the form
    wanted there; the player's line says what is accepted now."""
    deal = oh_hell(hand_sizes=(10,)).new_deal(seed=9)
    with pytest.raises(NotationError, match="now bid 0 to 10") as refused:
        deal.parse(text)
    assert named in refused.value.detail


def test_a_mistyped_card_called_high_is_refused_with_what_is_accepted_now() -> None:
    """``ZZ high`` names no card: refused as any text that names no action, with what the
    game accepts now (the bids), not with the card parser's own line."""
    deal = oh_hell(hand_sizes=(10,)).new_deal(seed=9)
    with pytest.raises(NotationError, match="now bid 0 to 10") as refused:
        deal.parse("ZZ high")
    assert "'ZZ'" in refused.value.detail
    with pytest.raises(IllegalAction, match="it is the bidding"):
        deal.apply("QH")


def test_views_show_own_hand_and_public_facts_only() -> None:
    """A seat's view holds its own hand, the bids, the turn-up, hand sizes and the pack's
    make-up; legal actions only for the seat to act; no other hand."""
    game = oh_hell(hand_sizes=(3,))
    deal = deal_of(game, 0, HANDS, turn_up="9D")
    view = deal.view(2)
    assert view["hand"] == ["AH", "6C", "5C"]
    assert view["legal"] == [] and deal.view(1)["legal"] == ["0", "1", "2", "3"]
    assert view["hand_sizes"] == [3, 3, 3, 3] and view["details"]["hand_size"] == 3
    assert view["details"]["deal_number"] == 1 and view["details"]["deals"] == 1
    assert view["details"]["pack"] == {
        "ranks": dict.fromkeys("SHDC", "AKQJT98765432"),
        "jokers": 0,
    }
    for seat in (0, 1, 3):
        for card in deal.game.pack.cards_of(deal.hands[seat]):
            assert str(card) not in view["hand"]
    assert deal.view(None)["hand"] is None


def test_pack_for_helper_deals_what_it_says() -> None:
    """The test helper itself: a hand-made pack deals the hands given."""
    game = oh_hell(hand_sizes=(3,))
    pack = pack_for(game, 1, HANDS, turn_up="9D")
    deal = game.new_deal(dealer=1, pack=pack)
    for seat, text in HANDS.items():
        assert sorted(deal.view(seat)["hand"]) == sorted(text.split())
    assert sum(1 for _ in bits(deal.stock)) == 39


def test_s3_devils_bridge_the_last_card_is_held_on_the_forehead() -> None:
    """Dan Strohm's Devil's Bridge: "the hand size increases and then decreases. On the final
    1 card hand, the players must each hold their card on their forehead, so each player can
    see all the other player's cards but not their own"."""
    game = oh_hell("devils-bridge")
    assert game.hand_sizes == (1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1)
    assert not game.is_forehead(0) and game.is_forehead(18)
    single = oh_hell("devils-bridge", hand_sizes=(1,))
    deal = deal_of(single, 3, {0: "AS", 1: "KH", 2: "QD", 3: "JC"}, turn_up="2C")
    assert deal.forehead
    north = deal.view(0)
    assert north["hand"] is None
    assert north["details"]["foreheads"] == [None, "KH", "QD", "JC"]
    assert "AS" not in json.dumps(north)
    assert deal.view(None)["details"]["foreheads"] == [None, None, None, None]
    assert not deal.visible_to(0) & deal.hands[0]
    assert deal.visible_to(0) & deal.hands[1]
    play(deal, "0 1 0 1")
    assert deal.view(0)["legal"] == ["play"]
    with pytest.raises(IllegalAction, match="your card is on your forehead"):
        deal.apply("AS")
    play(deal, "play play play play")  # North's AS led; West's JC trumps
    assert deal.tricks_won == [0, 0, 0, 1]
    assert [e["text"] for e in deal.view(2)["log"]][4:] == ["AS", "KH", "QD", "JC"]
    assert deal.record()["deals"][0]["actions"][4:] == ["play"] * 4


def test_s3_devils_bridge_needs_a_last_one_card_deal() -> None:
    with pytest.raises(OptionError, match="forehead_last"):
        oh_hell(forehead_last=True)  # 10 down to 1 and back up to 10: the last deal has 10


@pytest.mark.parametrize(
    ("options", "pack"),
    [
        ({"remove_low_cards": 50}, "4 players and a 2-card pack"),
        ({"remove_low_cards": 49}, "4 players and a 3-card pack"),
        ({"players": 7, "remove_low_cards": 46}, "7 players and a 6-card pack"),
    ],
)
def test_a_pack_too_small_to_deal_each_player_a_card_is_refused_naming_it(
    options: dict[str, int], pack: str
) -> None:
    """A pack smaller than the table leaves no schedule at all: refused when the options are
    made, as any size that does not fit is (it used to fail with an IndexError)."""
    with pytest.raises(OptionError, match=f"{pack} .*cannot deal every player a card"):
        oh_hell(**options)
    assert oh_hell(players=7, remove_low_cards=45).players == 7  # 7 cards: one each


def test_s3_atkinson_jokers_with_a_forehead_last_deal_are_refused_naming_both() -> None:
    """An Atkinson joker is called high or low by the player who plays it, who cannot see a
    card on the forehead: the combination is refused when the options are made (the play
    used to fail when the leader's forehead card was a joker)."""
    with pytest.raises(OptionError) as refused:
        oh_hell("atkinson-6", hand_sizes=(1,), forehead_last=True)
    assert "jokers=atkinson" in str(refused.value) and "forehead_last" in str(refused.value)
    assert oh_hell("atkinson-6", hand_sizes=(1,)).hand_sizes == (1,)
    assert oh_hell("devils-bridge", jokers="brader").options.forehead_last


def test_play_without_a_card_is_refused_outside_a_forehead_deal() -> None:
    deal = deal_of(oh_hell(hand_sizes=(3,)), 0, HANDS, turn_up="9D")
    play(deal, "0 0 0 0")
    with pytest.raises(IllegalAction, match="name the card to play"):
        deal.apply("play")


ATKINSON = {0: "AS KS JK", 1: "QS 3C 4C", 2: "JS 3D 4D", 3: "TS 5C 5D", 4: "9S 8S JK"}


def test_s3_atkinson_jokers_not_led_nor_played_to_the_first_trick() -> None:
    """Dick Atkinson: "Jokers could not be led unless the player had no other cards and could
    not be played in the first trick"."""
    game = oh_hell("atkinson-5", hand_sizes=(3,))
    deal = deal_of(game, 4, ATKINSON)  # hearts are trumps in the first deal; North leads
    play(deal, "1 0 0 0 1")
    assert deal.view(0)["legal"] == ["AS", "KS"]
    with pytest.raises(IllegalAction, match="a joker may not be played to the first trick"):
        deal.apply("JK high")
    with pytest.raises(IllegalAction, match="a joker may not be played to the first trick"):
        deal.apply("JK")  # not "is called: JK high or JK low", which is refused in turn
    play(deal, "AS QS JS TS")
    assert deal.view(4)["legal"] == ["9S", "8S"]
    with pytest.raises(IllegalAction, match="first trick"):
        deal.apply("JK low")
    deal.apply("9S")
    assert deal.tricks_won[0] == 1
    with pytest.raises(IllegalAction, match="a joker may not be led while you hold another"):
        deal.apply("JK high")


def test_s3_atkinson_a_joker_called_high_wins_even_by_a_player_who_could_follow() -> None:
    """Dick Atkinson: "a joker could be played to any trick even if the player could have
    followed suit. The first player of a joker could nominate it as either high, automatically
    winning the trick or low, automatically losing"."""
    game = oh_hell("atkinson-5", hand_sizes=(3,))
    deal = deal_of(game, 4, ATKINSON)
    play(deal, "1 0 0 0 1 AS QS JS TS 9S")
    play(deal, "KS 3C 3D 5C")
    assert deal.view(4)["legal"] == ["JK high", "JK low", "8S"]  # holds a spade: may still
    deal.apply("JK high")
    assert deal.tricks_won == [1, 0, 0, 0, 1]
    assert "S" not in deal.view(0)["voids"][4]  # the joker shows no void
    play(deal, "8S")  # P5 leads its last card; North's only card is the joker
    assert deal.view(0)["legal"] == ["JK high", "JK low"]
    deal.apply("JK low")
    play(deal, "4C 4D 5D")
    assert deal.tricks_won == [1, 0, 0, 0, 2]
    assert deal.outcome().scores == (11, 10, 10, 10, 0)  # blackout: 10 + bid if exact


def test_s3_atkinson_the_second_joker_has_no_choice() -> None:
    """Dick Atkinson: "The player of the second joker had no choice: it would be low if the
    first joker was high and high if the first was low"."""
    game = oh_hell("atkinson-5", hand_sizes=(2,))
    hands = {0: "AS 3S", 1: "JK 4C", 2: "KS 3D", 3: "QS 3H", 4: "JK 5C"}
    deal = deal_of(game, 4, hands)
    play(deal, "0 0 0 0 0 AS 4C KS QS 5C")
    play(deal, "3S")
    deal.apply("JK low")
    assert deal.view(0)["details"]["joker_calls"] == [[1, "low"]]
    play(deal, "3D 3H")  # West trumps
    assert deal.view(4)["legal"] == ["JK"]
    with pytest.raises(IllegalAction, match="the first was low, so it is high: JK"):
        deal.apply("JK high")
    deal.apply("JK")
    assert deal.tricks_won == [1, 0, 0, 0, 1]  # the high joker beats West's trump


def test_s3_atkinson_after_a_joker_lead_the_first_suited_card_sets_the_suit() -> None:
    """Dick Atkinson: "If a player was forced to lead a joker, the first suited card played
    determined the suit of the trick"."""
    game = oh_hell("atkinson-5", hand_sizes=(3,))
    hands = {
        0: "AS JK JK",
        1: "KS 4C 6D",
        2: "QS 5C 4D",
        3: "JS 5D 6C",
        4: "TS 7C 7D",
    }
    deal = deal_of(game, 4, hands)
    play(deal, "1 0 0 0 0 AS KS QS JS TS")
    assert deal.view(0)["legal"] == ["JK high", "JK low"]
    deal.apply("JK low")
    assert sorted(deal.view(1)["legal"]) == ["4C", "6D"]  # no suit yet: anything
    deal.apply("4C")
    assert deal.view(2)["legal"] == ["5C"]  # clubs it is
    play(deal, "5C 6C 7C")
    assert deal.tricks_won == [1, 0, 0, 0, 1]
    play(deal, "7D")
    deal.apply("JK high")  # a new trick: North's other joker is its first joker
    play(deal, "6D 4D 5D")
    assert deal.tricks_won == [2, 0, 0, 0, 1]


def test_s3_atkinson_jokers_are_the_games_trick_rules_on_its_one_deal_class() -> None:
    """Atkinson's jokers are data (``TrickRules.called_jokers``) on Oh Hell's one deal
    class, not a deal class of their own; a clone keeps the call made in the trick."""
    atkinson = oh_hell("atkinson-5", hand_sizes=(2,))
    assert oh_hell().trick_rules.called_jokers is None
    assert atkinson.trick_rules.called_jokers is not None
    assert atkinson.deal_class is oh_hell().deal_class
    hands = {0: "AS 3S", 1: "JK 4C", 2: "KS 3D", 3: "QS 3H", 4: "JK 5C"}
    deal = deal_of(atkinson, 4, hands)
    play(deal, "0 0 0 0 0 AS 4C KS QS 5C 3S")
    deal.apply("JK high")
    clone = deal.clone()
    assert isinstance(clone, type(deal))
    for position in (deal, clone):
        play(position, "3D 3H")
        assert position.view(4)["legal"] == ["JK"]  # the second joker: low
        position.apply("JK")
        assert position.tricks_won == [1, 1, 0, 0, 0]  # the high joker wins


def test_a_card_other_than_a_joker_is_not_called() -> None:
    deal = deal_of(oh_hell(hand_sizes=(3,)), 0, HANDS, turn_up="9D")
    with pytest.raises(NotationError, match="only a joker is called"):
        deal.parse("AS high")
    brader = oh_hell("jokers-brader", hand_sizes=(2,))
    joker_deal = deal_of(brader, 3, {0: "JK 2C", 1: "JK 3C", 2: "AS 4C", 3: "KS 5C"})
    play(joker_deal, "0 0 0 0")
    with pytest.raises(IllegalAction, match="not called high or low in this game"):
        joker_deal.apply("JK high")
