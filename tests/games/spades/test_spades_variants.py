"""Every Spades variant of the text as an option or a named preset (ruling S3)."""

from __future__ import annotations

from typing import Any

import pytest
from spades_helpers import EAST, NORTH, SOUTH, WEST, behind, hand_of, pack_for, spades

from followsuit.cards import Card, bits
from followsuit.engine.view_log import log_entry
from followsuit.errors import IllegalAction, OptionError
from followsuit.games.spades import SpadesDeal
from followsuit.games.spades.carry import SpadesCarry
from followsuit.games.spades.rules import PRESET_NOTES, PRESETS


def legal(deal: SpadesDeal) -> list[str]:
    return [a.text for a in deal.legal_actions()]


def dealt(preset: str, hands: dict[int, str], dealer: int = WEST, **kw: Any) -> SpadesDeal:
    game = spades(preset)
    carry = kw.pop("carry", None)
    deal = game.new_deal(pack=pack_for(game, dealer, hands, **kw), dealer=dealer, carry=carry)
    assert isinstance(deal, SpadesDeal)
    return deal


def test_s3_the_texts_variants_are_named_presets() -> None:
    named = {
        "jokers-baxter",
        "jokers-redd",
        "jokers-redd-twos",
        "jokers-redd-black",
        "deuces-high",
        "lose-at-200",
        "no-blind-nil",
        "no-nil",
        "jokers-54",
        "jokers-54-discard-after",
        "jokers-54-two-of-clubs",
        "widow",
        "mitchell",
        "pass-three",
        "partnership-bidding",
        "french-cut",
        "no-spade-lead-first-three",
        "barmore",
        "barmore-three-sets",
    }
    assert named <= set(PRESETS)
    assert set(PRESET_NOTES) == set(PRESETS)


BAXTER_PACK = {"remove": ("2H", "2C"), "jokers": 2, "high_cards": ("BJ", "LJ", "2D", "2S")}


@pytest.mark.parametrize(
    ("options", "named"),
    [
        ({"jokers": 2}, "pack must have 52"),
        ({"extra_cards": "dealer"}, "extra_cards"),
        ({"extra_cards": "nobody"}, "extra_cards"),
        (
            {"jokers": 2, "high_cards": ("BJ", "LJ"), "extra_cards": "dealer", "remove": ("2C",)},
            "5",
        ),
        ({"pass_cards": 3}, "blind"),
        ({"team_bidding": True}, "team_bidding"),
        ({"blind_bids": True}, "blind_bids"),
        ({"set_on_bags": 3}, "set_on_bags"),
        ({"discard_after_bidding": True}, "discard_after_bidding"),
        ({"sets_to_lose": 0}, "sets_to_lose"),
        ({"nil": False}, "blind_nil"),
        ({"big_joker": "red"}, "big_joker"),
        ({**BAXTER_PACK, "big_joker": "green"}, "big_joker"),
        ({**BAXTER_PACK, "remove": ("2C", "2C")}, "remove names 2C more than once"),
        ({**BAXTER_PACK, "remove": ("10C", "TC")}, "remove names TC more than once"),
        ({**BAXTER_PACK, "high_cards": ("BJ", "LJ", "BJ")}, "high_cards names BJ more than"),
        ({**BAXTER_PACK, "high_cards": ("BJ", "LJ", "2H")}, "2H cannot be both removed and"),
        ({**BAXTER_PACK, "remove": ("JK", "2C")}, r"JK: not in the pack \(52 cards and the big"),
        ({**BAXTER_PACK, "high_cards": ("BJ", "LJ", "T1")}, "T1: not in the pack"),
        ({"remove": ("BJ",), "jokers": 0}, r"BJ: not in the pack \(52 cards\)"),
        ({"spades_led_freely_from": 14}, "a trick number of the deal's 13, or 0, not 14"),
        ({"spades_led_freely_from": -1}, "spades_led_freely_from must be"),
    ],
)
def test_s3_a_bad_option_is_an_error_naming_it(options: dict[str, Any], named: str) -> None:
    with pytest.raises(OptionError, match=named):
        spades(**options)


# -- packs with raised cards and jokers ---------------------------------------------------


def test_s3_baxter_jokers_and_the_two_of_diamonds_are_spades() -> None:
    """Baxter: 2H and 2C out; big joker, little joker, 2D, 2S above AS; "for the purpose of
    following suit, the jokers and the two of diamonds count as spades"."""
    game = spades("jokers-baxter")
    texts = [str(c) for c in game.pack]
    assert "2H" not in texts and "2C" not in texts and {"BJ", "LJ"} <= set(texts)
    hands = {
        NORTH: "BJ 2D AH KH QH JH TH 9H 8H 7H 6H 5H 4H",
        EAST: "AS LJ 2S 3D 4D 5D 6D 7D 8D 9D TD JD QD",
    }
    deal = dealt("jokers-baxter", hands)
    for bid in ("3", "3", "3", "3"):
        deal.apply(bid)
    assert "2D" not in legal(deal) and "BJ" not in legal(deal)  # spades not yet broken
    deal.apply("AH")
    assert "2S" in legal(deal) and "AS" in legal(deal)  # East has no heart: anything


def test_s3_baxter_order_of_the_top_spades() -> None:
    game = spades("jokers-baxter")
    power = {str(c): game.rank_power[i] for i, c in enumerate(game.pack)}
    assert power["BJ"] > power["LJ"] > power["2D"] > power["2S"] > power["AS"] > power["KS"]


def test_s3_baxter_big_joker_is_red() -> None:
    """Baxter: "big red joker, small black joker": the views say which joker is which."""
    deal = dealt("jokers-baxter", {})
    assert deal.view(NORTH)["details"]["joker_colours"] == {"big": "red", "little": "black"}
    assert dealt("standard", {}).view(NORTH)["details"]["joker_colours"] is None


@pytest.mark.parametrize("preset", ["jokers-redd-twos", "jokers-redd"])
def test_s3_redd_keeps_the_two_of_clubs_as_lowest_club(preset: str) -> None:
    """Redd's first change: "keep the 2[C] as the lowest club and instead remove both red
    twos": of Baxter's raised deuces only the 2S is left."""
    game = spades(preset)
    suit = {str(c): game.suit_of[i] for i, c in enumerate(game.pack)}
    power = {str(c): game.rank_power[i] for i, c in enumerate(game.pack)}
    assert "2H" not in suit and "2D" not in suit
    assert suit["2C"] == suit["3C"] and power["2C"] < power["3C"]
    assert power["BJ"] > power["LJ"] > power["2S"] > power["AS"]


@pytest.mark.parametrize(("preset", "big"), [("jokers-redd-twos", "red"), ("jokers-redd", "black")])
def test_s3_redd_twos_alone_keeps_baxters_jokers(preset: str, big: str) -> None:
    """The two changes are separate: the deuces alone keep Baxter's big red joker."""
    assert dealt(preset, {}).view(None)["details"]["joker_colours"]["big"] == big


def test_s3_redd_black_joker_highest_on_baxters_pack() -> None:
    """Redd's second change: "count the black joker as the highest trump followed by the red
    Joker, so that the top trumps are big black joker, small red joker, 2[D], 2[S], A, K":
    Baxter's pack and order, the black joker the big one."""
    game = spades("jokers-redd-black")
    baxter = spades("jokers-baxter")
    assert [str(c) for c in game.pack] == [str(c) for c in baxter.pack]
    assert game.rank_power == baxter.rank_power and game.suit_of == baxter.suit_of
    power = {str(c): game.rank_power[i] for i, c in enumerate(game.pack)}
    assert power["BJ"] > power["LJ"] > power["2D"] > power["2S"] > power["AS"]
    assert dealt("jokers-redd-black", {}).view(EAST)["details"]["joker_colours"] == {
        "big": "black",
        "little": "red",
    }


def test_s3_big_joker_colour_is_read_loosely() -> None:
    assert spades("jokers-baxter", big_joker="Black").options.big_joker == "black"


def test_s3_deuces_high_all_twos_are_top_spades() -> None:
    game = spades("deuces-high")
    suit = {str(c): game.suit_of[i] for i, c in enumerate(game.pack)}
    power = {str(c): game.rank_power[i] for i, c in enumerate(game.pack)}
    assert suit["2H"] == suit["2C"] == suit["2D"] == suit["AS"]
    assert power["2S"] > power["2D"] > power["2C"] > power["2H"] > power["AS"]


# -- the 54-card pack: the two cards left over ---------------------------------------------

FIFTY_FOUR = {NORTH: "AS KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S"}


def test_s3_jokers_54_dealer_takes_two_and_discards_before_bidding() -> None:
    """The text: with 54 cards the two left over "are given to the dealer. Having looked at all
    15 cards, the dealer discards any two cards face down"; then the bidding."""
    deal = dealt("jokers-54", FIFTY_FOUR, dealer=WEST, leftover=["BJ", "LJ"])
    assert deal.phase == "discard" and deal.to_act == WEST
    assert [len(hand_of(deal, s)) for s in range(4)] == [13, 13, 13, 15]
    assert len(legal(deal)) == 105  # any two of fifteen
    assert "BJ" in hand_of(deal, WEST)
    with pytest.raises(IllegalAction, match="discard exactly 2"):
        deal.apply("discard BJ")
    deal.apply("discard LJ BJ")
    assert deal.phase == "bid" and deal.to_act == NORTH
    assert [len(hand_of(deal, s)) for s in range(4)] == [13, 13, 13, 13]
    assert deal.view(WEST)["details"]["discarded"] == ["BJ", "LJ"]
    assert deal.view(NORTH)["log"] == [log_entry(WEST, "discard", "discard", True)]
    assert deal.view(NORTH)["details"]["discards"] == [0, 0, 0, 2]
    joker = deal.card_index(Card.parse("BJ"))
    assert deal.visible_to(WEST) >> joker & 1 and not deal.visible_to(NORTH) >> joker & 1


def test_s3_jokers_54_discard_after_the_bidding() -> None:
    """The text: "Some play that the discard takes place after the bidding": the dealer holds
    15 cards through the bidding."""
    deal = dealt("jokers-54-discard-after", FIFTY_FOUR, dealer=EAST, leftover=["BJ", "LJ"])
    assert deal.phase == "bid" and deal.to_act == SOUTH
    assert len(hand_of(deal, EAST)) == 15
    for bid in ("3", "3", "3", "3"):
        deal.apply(bid)
    assert deal.phase == "discard" and deal.to_act == EAST
    deal.apply("discard 2H 3H" if "2H" in hand_of(deal, EAST) else legal(deal)[0])
    assert deal.phase == "play" and deal.to_act == SOUTH


def test_s3_jokers_54_two_of_clubs_holder_takes_the_extra_cards() -> None:
    """The text: "Some play that the two extra cards are given to the holder of the two of
    clubs". Everyone sees who that is, so the 2C is shown until its holder discards."""
    hands = {SOUTH: "2C AH KH QH JH TH 9H 8H 7H 6H 5H 4H 3H"}
    deal = dealt("jokers-54-two-of-clubs", hands, dealer=WEST, leftover=["BJ", "LJ"])
    assert deal.to_act == SOUTH and len(hand_of(deal, SOUTH)) == 15
    assert deal.view(EAST)["details"]["shown"][SOUTH] == ["2C"]
    assert deal.view(EAST)["details"]["extra_cards"]["holder"] == SOUTH
    deal.apply("discard 3H 2C")
    assert deal.view(EAST)["details"]["shown"] == [[], [], [], []]


def test_s3_two_of_clubs_left_over_goes_to_the_dealer() -> None:
    """Our reading: if the 2C is itself one of the two cards left over, the dealer takes them."""
    deal = dealt("jokers-54-two-of-clubs", FIFTY_FOUR, dealer=NORTH, leftover=["2C", "BJ"])
    assert deal.to_act == NORTH and len(hand_of(deal, NORTH)) == 15


def test_s3_widow_cards_are_set_aside_unseen_until_after_the_play() -> None:
    """Widow Spades: "the two cards remaining at the end of the deal are set aside unseen - no
    one may look at them until after the play"."""
    deal = dealt("widow", FIFTY_FOUR, dealer=WEST, leftover=["BJ", "LJ"])
    assert deal.phase == "bid" and [len(hand_of(deal, s)) for s in range(4)] == [13] * 4
    joker = deal.card_index(Card.parse("BJ"))
    assert not any(deal.visible_to(s) >> joker & 1 for s in (None, 0, 1, 2, 3))
    assert deal.view(NORTH)["details"]["extra_cards"] == {
        "rule": "widow",
        "holder": None,
        "count": 2,
        "cards": None,
    }
    while deal.to_act is not None:
        deal.apply(legal(deal)[0])
    assert deal.view(NORTH)["details"]["extra_cards"]["cards"] == ["BJ", "LJ"]


def mitchell(bids: list[str], dealer: int = WEST) -> SpadesDeal:
    deal = dealt("mitchell", FIFTY_FOUR, dealer=dealer, leftover=["BJ", "LJ"])
    for bid in bids:
        deal.apply(bid)
    return deal


def test_s3_mitchell_side_that_bids_more_takes_the_two_cards() -> None:
    """Mitchell: the two cards left over "are taken by the team that bids the greater number of
    tricks. They may agree to take one card each, or for one player to take both"; takers
    discard to 13 before the play. Our choice: the side's first bidder says how many it keeps
    (take 2, 1 or 0), partner takes the rest."""
    deal = mitchell(["5", "2", "3", "2"])  # NS 8, EW 4
    assert deal.phase == "take" and deal.to_act == NORTH
    assert legal(deal) == ["take 2", "take 1", "take 0"]
    deal.apply("take 1")
    assert "BJ" in hand_of(deal, NORTH) and "LJ" in hand_of(deal, SOUTH)
    assert deal.phase == "discard" and deal.to_act == NORTH
    deal.apply(legal(deal)[-1])
    assert deal.to_act == SOUTH
    deal.apply(legal(deal)[-1])
    assert deal.phase == "play" and [len(hand_of(deal, s)) for s in range(4)] == [13] * 4


def test_s3_mitchell_equal_bids_one_card_to_each_side() -> None:
    """Mitchell: "If the teams bid equal numbers ... each team gets one of the remaining
    cards"; the non-dealers (who bid first) get the first."""
    deal = mitchell(["3", "4", "3", "2"], dealer=WEST)  # NS 6, EW 6
    assert deal.phase == "take" and deal.to_act == NORTH
    assert legal(deal) == ["take 1", "take 0"]
    deal.apply("take 0")
    assert deal.to_act == EAST
    deal.apply("take 1")
    assert "BJ" in hand_of(deal, SOUTH) and "LJ" in hand_of(deal, EAST)
    assert deal.turns.seats == [EAST, SOUTH]


# -- passing, partnership bidding, the French cut -------------------------------------------


def test_s3_pass_three_cards_to_partner_before_the_bidding_all_at_once() -> None:
    """The text: "before the bidding, each player passes three cards face down to partner ...
    simultaneously - players must decide what to pass before knowing what they will receive"."""
    hands = {
        NORTH: "AS KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S",
        SOUTH: "AD KD QD JD TD 9D 8D 7D 6D 5D 4D 3D 2D",
    }
    deal = dealt("pass-three", hands, dealer=WEST)
    assert deal.phase == "pass" and deal.to_act == NORTH
    deal.apply("pass AS KS QS")
    assert "AS" in hand_of(deal, NORTH)  # nothing moves until all have passed
    assert deal.view(SOUTH)["log"] == [log_entry(NORTH, "pass", "pass", True)]
    assert deal.view(NORTH)["log"] == [log_entry(NORTH, "pass", "pass AS KS QS")]
    deal.apply(legal(deal)[0])
    deal.apply("pass 4D 3D 2D")
    assert deal.view(NORTH)["log"][2] == log_entry(SOUTH, "pass", "pass", True)
    deal.apply(legal(deal)[0])
    assert deal.phase == "bid"
    assert {"AS", "KS", "QS"} <= set(hand_of(deal, SOUTH))
    assert {"4D", "3D", "2D"} <= set(hand_of(deal, NORTH))
    assert deal.view(SOUTH)["log"][0] == log_entry(NORTH, "pass", "pass AS KS QS")
    assert deal.view(EAST)["log"][0] == log_entry(NORTH, "pass", "pass", True)
    assert deal.view(NORTH)["details"]["partner_holds"] == ["AS", "KS", "QS"]


def test_s3_partnership_bidding_non_dealers_first_one_bid_a_side() -> None:
    """The text: "each partnership agrees on a bid ... First the non-dealer's side". Our
    design: the side's first player tells books and possibles, partner names the bid."""
    deal = dealt("partnership-bidding", {}, dealer=WEST)
    assert deal.phase == "tell" and deal.to_act == NORTH
    assert "tell 3 1" in legal(deal) and "nil" not in legal(deal)
    deal.apply("tell 3 1")
    assert deal.phase == "team bid" and deal.to_act == SOUTH
    assert legal(deal) == [str(n) for n in range(1, 14)]
    deal.apply("6")
    assert deal.to_act == EAST
    deal.apply("tell 2 2")
    deal.apply("5")
    assert deal.phase == "play" and deal.to_act == NORTH
    assert deal.team_bids == [6, 5]
    assert deal.view(WEST)["details"]["tells"] == [[3, 1], [2, 2], None, None]


def test_s3_french_cut_four_cards_dealt_face_up_by_the_cutter() -> None:
    """The French cut: the player on dealer's right turns up four cards and "decides who gets
    what card"; the rest are dealt 12 each; "each player has one card that is known to
    everyone"."""
    game = spades("french-cut")
    turned = ["AS", "2H", "KD", "7C"]
    order = pack_for(game, SOUTH, {}, turned=turned)
    deal = game.new_deal(pack=order, dealer=SOUTH)
    assert isinstance(deal, SpadesDeal)
    assert deal.phase == "cut" and deal.to_act == EAST
    assert deal.view(NORTH)["hand"] is None and deal.view(NORTH)["details"]["turned"] == turned
    assert len(legal(deal)) == 24
    deal.apply("cut 2H AS 7C KD")  # West, North, East, South
    assert deal.phase == "bid" and deal.to_act == WEST
    shown = deal.view(WEST)["details"]["shown"]
    assert shown == [["AS"], ["7C"], ["KD"], ["2H"]]
    assert all(len(hand_of(deal, s)) == 13 for s in range(4))
    for seat, cards in enumerate(shown):
        index = deal.card_index(Card.parse(cards[0]))
        assert deal.hands[seat] >> index & 1
        assert all(deal.visible_to(s) >> index & 1 for s in (None, 0, 1, 2, 3))


# -- Barmore's partnership bidding ----------------------------------------------------------


def barmore(carry: SpadesCarry) -> SpadesDeal:
    return dealt("barmore", {}, dealer=WEST, carry=carry)


def test_s3_barmore_team_bids_four_to_ten_and_no_nil() -> None:
    """Barmore: "The minimum bid for each team is 4 and the maximum is [10]. There are no Nil
    bids." (The text lost the maximum; its scoring covers bids 4 to 10, so 10.)"""
    deal = barmore(SpadesCarry(deals=1))
    deal.apply("tell 2 1")
    assert legal(deal) == [str(n) for n in range(4, 11)]


def test_s3_barmore_blind_bid_when_100_behind_before_looking() -> None:
    """Barmore: a side "losing by a margin of at least [100] points may choose not to look at
    their cards, but bid blind. The minimum blind bid is 6"."""
    deal = barmore(behind(100))
    assert deal.view(NORTH)["hand"] is None and deal.view(SOUTH)["hand"] is None
    assert legal(deal) == [f"blind {n}" for n in range(6, 11)] + ["look"]
    deal.apply("blind 7")
    assert deal.view(SOUTH)["hand"] is not None
    assert deal.phase == "come out" and deal.to_act == SOUTH
    assert legal(deal) == ["come out", "stay"]
    deal.apply("come out")
    assert deal.team_bids[0] == 10 and deal.blind == [False, False]
    assert deal.came_out == [True, False]


def test_s3_barmore_side_that_looks_bids_as_usual() -> None:
    deal = barmore(behind(100))
    deal.apply("look")
    assert deal.view(NORTH)["hand"] is not None and deal.view(SOUTH)["hand"] is not None
    assert "tell 0 0" in legal(deal)


def test_s3_barmore_blind_ten_has_no_coming_out() -> None:
    """Coming out is a bid of 10: after a blind 10 there is nothing to come out to."""
    deal = barmore(behind(150))
    deal.apply("blind 10")
    assert deal.to_act == EAST and deal.phase == "tell"
    assert deal.team_bids == [10, None] and deal.blind == [True, False]


def test_s3_barmore_no_blind_for_the_side_ahead() -> None:
    deal = barmore(behind(50))
    assert not any(t.startswith("blind") for t in legal(deal))


def test_s3_variant_cards_all_conserved_after_every_step() -> None:
    """Every card lies in exactly one place through the steps the variants add."""
    for preset in ("jokers-54", "mitchell", "widow", "pass-three", "french-cut"):
        game = spades(preset)
        deal = game.new_deal(seed=11, dealer=NORTH)
        assert isinstance(deal, SpadesDeal)
        while deal.to_act is not None:
            seen = 0
            for mask in deal.places().values():
                assert not seen & mask
                seen |= mask
            assert seen == game.pack.full_mask, preset
            deal.apply(legal(deal)[-1])
        assert sum(len(list(bits(m))) for m in deal.discards) in (0, 2)


@pytest.mark.parametrize(
    ("options", "fix"),
    [
        ({"jokers": 2}, r"remove 2 cards \(remove=...\) or .*extra_cards=dealer, two-of-clubs"),
        ({"remove": ("2H",)}, "remove 1 card fewer"),
        ({"remove": ("BJ",), "jokers": 0}, "jokers=2 adds the jokers"),
        ({"nil": False}, "set blind_nil=no too"),
        ({"team_bidding": True}, "set nil=no, blind_nil=no"),
        ({"set_on_bags": 3}, "needs team_bidding=yes"),
        ({"big_joker": "green", **BAXTER_PACK}, "red, black or none"),
    ],
)
def test_s3_a_bad_option_says_how_to_mend_it_as_the_command_line_spells_it(
    options: dict[str, Any], fix: str
) -> None:
    """The refusal names the options that would mend it, spelled as ``-o`` takes them (yes,
    no, none), not as Python does (True, False, None)."""
    with pytest.raises(OptionError, match=fix) as refused:
        spades(**options)
    assert not {"True", "False", "None"} & set(str(refused.value).replace(",", " ").split())
