"""The bidding of a deal (ruling S1): every player bids once from dealer's left, nil and blind
nil, the blind nil exchange, and the ruling-G4 choice to look."""

from __future__ import annotations

import pytest
from spades_helpers import EAST, NORTH, SOUTH, WEST, behind, deal_with, hand_of

from followsuit.engine.view_log import log_entry
from followsuit.errors import IllegalAction, NotationError

HANDS = {
    NORTH: "AS KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S",
    EAST: "AH KH QH JH TH 9H 8H 7H 6H 5H 4H 3H 2H",
    SOUTH: "AD KD QD JD TD 9D 8D 7D 6D 5D 4D 3D 2D",
    WEST: "AC KC QC JC TC 9C 8C 7C 6C 5C 4C 3C 2C",
}


def test_s1_bidding_starts_left_of_dealer_and_goes_clockwise() -> None:
    """The text: "The bidding begins with the player to dealer's left and continues
    clockwise"; each bids once; then the player on dealer's left leads."""
    deal = deal_with(HANDS, dealer=EAST)
    order = []
    for bid in ("3", "4", "nil", "2"):
        order.append(deal.to_act)
        deal.apply(bid)
    assert order == [SOUTH, WEST, NORTH, EAST]
    assert deal.phase == "play" and deal.to_act == SOUTH
    assert deal.view(None)["details"]["bids"] == ["nil", "2", "3", "4"]


def test_s1_bids_are_nil_or_one_to_thirteen_and_no_pass() -> None:
    """S1: bids 0..13 (0 = nil); the text: "players are not allowed to pass"."""
    deal = deal_with(HANDS)
    assert [a.text for a in deal.legal_actions()] == ["nil", *map(str, range(1, 14))]
    with pytest.raises(NotationError):
        deal.parse("14")
    with pytest.raises(NotationError):
        deal.apply("pass")


def test_s1_zero_is_read_as_nil() -> None:
    """The text: "It is not possible to bid no tricks without bidding a Nil"."""
    deal = deal_with(HANDS)
    assert deal.parse("0").text == "nil"


def test_s3_no_nil_option_bids_one_to_thirteen() -> None:
    deal = deal_with(HANDS, preset="no-nil")
    assert [a.text for a in deal.legal_actions()] == [str(n) for n in range(1, 14)]
    reason = deal.check(deal.parse("nil"))
    assert reason is not None and "nil is not allowed" in reason


def test_s1_blind_nil_closed_to_a_side_less_than_100_behind() -> None:
    """S1: blind nil is "allowed only to a side behind by 100 or more": 99 is not enough, and
    such a player has looked at the cards as usual. The refusal names the margin, not the
    look, which blind nil was never open to skip."""
    deal = deal_with(HANDS, dealer=WEST, carry=behind(99, side=0))
    assert deal.to_act == NORTH
    assert deal.view(NORTH)["hand"] is not None
    assert "blind nil" not in [a.text for a in deal.legal_actions()]
    reason = deal.check(deal.parse("blind nil"))
    assert reason == "blind nil is allowed only to a side behind by 100 points or more"


def test_s1_blind_nil_after_looking_is_refused_for_the_look() -> None:
    """G4: a player of a side 100 behind who has looked may no longer bid blind nil."""
    deal = deal_with(HANDS, dealer=WEST, carry=behind(100, side=0), actions=["look"])
    reason = deal.check(deal.parse("blind nil"))
    assert reason == "blind nil must be bid before looking at the cards"


def test_s1_blind_nil_open_at_exactly_100_behind_before_looking() -> None:
    """At 100 behind the side's players have not looked: the view shows no hand, and the only
    choices are blind nil or to look (G4); after looking, the ordinary bids."""
    deal = deal_with(HANDS, dealer=WEST, carry=behind(100, side=0))
    view = deal.view(NORTH)
    assert view["hand"] is None and view["legal"] == ["blind nil", "look"]
    assert deal.view(EAST)["hand"] is not None  # the side ahead looks as usual
    deal.apply("look")
    assert deal.to_act == NORTH and deal.view(NORTH)["hand"] is not None
    assert "blind nil" not in deal.view(NORTH)["legal"]
    assert deal.view(NORTH)["legal"][0] == "nil"


def test_s1_blind_nil_not_for_the_side_ahead() -> None:
    deal = deal_with(HANDS, dealer=WEST, carry=behind(150, side=0), actions=["look", "3"])
    assert deal.to_act == EAST
    assert "blind nil" not in deal.view(EAST)["legal"]
    assert deal.check(deal.parse("blind nil")) is not None


def test_s1_one_blind_nil_per_side() -> None:
    """Our design: one blind nil per side. North's blind nil leaves South only to look."""
    deal = deal_with(HANDS, dealer=WEST, carry=behind(200), actions=["blind nil", "3"])
    assert deal.to_act == SOUTH
    assert deal.view(SOUTH)["legal"] == ["look"]
    reason = deal.check(deal.parse("blind nil"))
    assert reason is not None and "one per side" in reason


def test_s1_blind_nil_exchange_two_cards_each_way() -> None:
    """S1 and the text: after the bidding the blind nil bidder gives partner two cards face
    down, and partner gives two back; then the play starts from dealer's left."""
    deal = deal_with(HANDS, dealer=WEST, carry=behind(100), actions=["blind nil", "3"])
    deal.apply("look")
    deal.apply("5")
    deal.apply("4")
    assert deal.phase == "exchange" and deal.to_act == NORTH
    assert len(deal.legal_actions()) == 78 + 1  # any two of thirteen, or decline
    deal.apply("give AS KS")
    assert deal.to_act == SOUTH and len(hand_of(deal, SOUTH)) == 15
    with pytest.raises(IllegalAction):
        deal.apply("give AH KH")  # South holds no hearts
    deal.apply("give 2D AS")
    assert sorted(hand_of(deal, NORTH)) == sorted(
        ["QS", "JS", "TS", "9S", "8S", "7S", "6S", "5S", "4S", "3S", "2S", "2D", "AS"]
    )
    assert "KS" in hand_of(deal, SOUTH) and "2D" not in hand_of(deal, SOUTH)
    assert deal.phase == "play" and deal.to_act == NORTH


def test_g4_blind_nil_exchange_may_be_declined() -> None:
    """The text: the bidder "may exchange two cards with partner"; G4 makes the "may" a
    choice with a decline. Declining ends the exchange: nobody gives, the hands stay as dealt,
    everyone sees the decline, and the play starts from dealer's left."""
    actions = ["blind nil", "3", "look", "4", "4"]
    deal = deal_with(HANDS, dealer=WEST, carry=behind(150), actions=actions)
    assert deal.phase == "exchange" and deal.to_act == NORTH
    assert "decline" in deal.view(NORTH)["legal"]
    assert deal.parse("Decline").text == "decline"
    deal.apply("decline")
    assert deal.phase == "play" and deal.to_act == NORTH
    assert hand_of(deal, NORTH) == sorted(HANDS[NORTH].split())
    assert hand_of(deal, SOUTH) == sorted(HANDS[SOUTH].split())
    for seat in (None, NORTH, EAST, SOUTH, WEST):
        assert deal.view(seat)["log"][-1] == log_entry(NORTH, "decline", "decline")
    assert deal.view(NORTH)["details"]["gave"] == []
    assert deal.view(SOUTH)["details"]["partner_holds"] == []


def test_g4_only_the_blind_nil_bidder_may_decline_the_exchange() -> None:
    """Once the bidder has given two cards, partner must give two back: no decline."""
    actions = ["blind nil", "3", "look", "4", "4", "give AS KS"]
    deal = deal_with(HANDS, dealer=WEST, carry=behind(150), actions=actions)
    assert deal.to_act == SOUTH
    assert "decline" not in deal.view(SOUTH)["legal"]
    reason = deal.check(deal.parse("decline"))
    assert reason is not None and "give two back" in reason
    with pytest.raises(IllegalAction):
        deal.apply("decline")


def test_s1_exchange_is_secret_from_the_opponents() -> None:
    """The exchange is face down: each partner sees the cards given, the opponents only that
    two cards changed hands; a card given stays known to its giver while partner holds it."""
    deal = deal_with(HANDS, dealer=WEST, carry=behind(100), actions=["blind nil", "3", "look"])
    for text in ("5", "4", "give AS KS", "give 3D 2D"):
        deal.apply(text)
    given = [log_entry(NORTH, "give", "give AS KS"), log_entry(SOUTH, "give", "give 3D 2D")]
    secret = [log_entry(NORTH, "give", "give", True), log_entry(SOUTH, "give", "give", True)]
    assert deal.view(NORTH)["log"][-2:] == given
    assert deal.view(SOUTH)["log"][-2:] == given
    assert deal.view(EAST)["log"][-2:] == secret
    assert deal.view(None)["log"][-2:] == secret
    assert deal.view(NORTH)["details"]["partner_holds"] == ["AS", "KS"]
    ace = deal.card_index(deal.game.pack[0])  # AS: the pack lists spades first
    assert deal.visible_to(NORTH) >> ace & 1 and not deal.visible_to(EAST) >> ace & 1


def test_s1_blind_nil_exchange_legal_texts_are_canonical() -> None:
    """A give names its cards in pack order, whatever order they are typed in."""
    deal = deal_with(HANDS, dealer=WEST, carry=behind(100), actions=["blind nil", "3", "look"])
    deal.apply("5")
    deal.apply("4")
    assert deal.parse("give ks as").text == "give AS KS"


@pytest.mark.parametrize("text", ["²", "tell ³ 1", "blind ¹", "14", "blind 14", "tell 9 9"])
def test_s1_bad_bid_texts_are_notation_errors(text: str) -> None:
    """Text that is no Spades action is a NotationError (never a crash), even digits that are
    not plain 0-9."""
    deal = deal_with(HANDS)
    with pytest.raises(NotationError):
        deal.parse(text)


@pytest.mark.parametrize(
    ("text", "named"),
    [
        ("blind 14", "'14' is not a blind bid: 1 to 13 tricks"),
        ("tell 3 x", "'x' is not a number of tricks"),
        ("give 7H ZZ", "'zz' is not a card"),
        ("take 5", "'5' is not a number of the extra cards: 0, 1 or 2"),
        ("give", "'give' names the cards"),
    ],
)
def test_s1_a_bad_action_text_names_the_bad_word_and_what_was_expected(
    text: str, named: str
) -> None:
    """The parser's refusal (its detail) names the word it could not read and what the form
    wanted there; the player's line says what is accepted now."""
    deal = deal_with(HANDS)
    with pytest.raises(NotationError) as refused:
        deal.parse(text)
    assert named in refused.value.detail
    assert "now bid nil, 1 to 13" in str(refused.value)


def test_s1_numbers_are_read_with_leading_zeros_as_everywhere() -> None:
    """A number is its digits, leading zeros and all, in every Spades text: ``00`` is nil as
    ``013`` is 13, and ``take 01`` takes one card."""
    deal = deal_with(HANDS)
    assert deal.parse("00").text == "nil"
    assert deal.parse("013").text == "13"
    assert deal.parse("take 01").text == "take 1"


def test_s3_no_blind_nil_preset_looks_and_keeps_nil() -> None:
    """Preset no-blind-nil: even 200 behind, a side looks at its cards as usual; nil stays."""
    deal = deal_with(HANDS, dealer=WEST, carry=behind(200), preset="no-blind-nil")
    assert deal.view(NORTH)["hand"] is not None
    assert deal.view(NORTH)["legal"][0] == "nil"
    assert "blind nil" not in deal.view(NORTH)["legal"]
    reason = deal.check(deal.parse("blind nil"))
    assert reason is not None and "not played" in reason
