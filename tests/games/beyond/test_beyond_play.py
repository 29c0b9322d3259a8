"""Play with jokers (ruling B8) and the blocking rule (B9)."""

from __future__ import annotations

import pytest
from beyond_helpers import EAST, NORTH, SOUTH, WEST, apply_all, deal_of

from followsuit.errors import IllegalAction

# North: two jokers and eleven spades; East: a joker, two spades, ten hearts; South: two
# hearts and eleven diamonds; West: a diamond and the twelve clubs.
JOKER_HANDS = {
    NORTH: "JK JK AS KS QS JS TS 9S 8S 7S 6S 5S 4S",
    EAST: "JK 3S 2S AH KH QH JH TH 9H 7H 6H 5H 4H",
    SOUTH: "3H 2H AD KD QD JD TD 9D 7D 6D 5D 4D 3D",
    WEST: "2D AC KC QC JC TC 9C 7C 6C 5C 4C 3C 2C",
}
HEARTS_BY_NORTH = ["5H", "pass", "pass", "pass", "claim 3", "claim 2", "claim 0"]


def north_leads_in_hearts() -> object:
    """Dealer West, so North leads; North declares 5♥ (hearts trumps)."""
    return apply_all(deal_of(JOKER_HANDS, WEST), HEARTS_BY_NORTH)


def test_b8_trumps_cannot_win_a_joker_lead() -> None:
    """B8: when a joker is led anyone may play any card, and the trick goes to the last
    joker played: here the leader's, over the ace of trumps."""
    deal = north_leads_in_hearts()
    assert deal.to_act == NORTH
    deal.apply("JK")
    assert {"AH", "3S", "JK"} <= {a.text for a in deal.legal_actions()}  # East plays anything
    apply_all(deal, ["AH", "3H", "2C"])
    assert deal.tricks_won == [1, 0, 0, 0]


def test_b8_the_last_joker_played_wins() -> None:
    """B8: a joker led is "covered" by a later joker."""
    deal = north_leads_in_hearts()
    apply_all(deal, ["JK", "JK", "3H", "2C"])
    assert deal.tricks_won == [0, 1, 0, 0]


def test_b8_a_joker_may_not_be_played_to_a_suit_lead_when_able_to_follow() -> None:
    """B8: a joker may be played to a suit lead only by a player void in that suit."""
    deal = north_leads_in_hearts()
    deal.apply("4S")
    assert deal.to_act == EAST
    assert "JK" not in [a.text for a in deal.legal_actions()]
    with pytest.raises(IllegalAction, match="follow suit"):
        deal.apply("JK")


def test_b8_jokers_played_to_a_suit_lead_cannot_win() -> None:
    """B8: two jokers thrown on a diamond lead by players void in diamonds; the ace wins."""
    deal = apply_all(deal_of(JOKER_HANDS, EAST), ["pass"] * 4)  # pass round: South leads
    assert deal.to_act == SOUTH
    apply_all(deal, ["4D", "2D", "JK", "JK"])
    assert deal.tricks_won == [0, 0, 1, 0]
    view = deal.view(WEST)
    assert "D" in view["voids"][NORTH] and "D" in view["voids"][EAST]


def test_b9_no_joker_lead_right_after_a_joker_lead() -> None:
    """B9: after a trick to which a joker was led, the next lead must be a suit card."""
    deal = north_leads_in_hearts()
    apply_all(deal, ["JK", "AH", "3H", "2C"])
    assert deal.to_act == NORTH and deal.view(NORTH)["details"]["joker_block"]
    assert "JK" not in [a.text for a in deal.legal_actions()]
    with pytest.raises(IllegalAction, match="B9"):
        deal.apply("JK")


def test_b9_the_block_lasts_one_lead_only() -> None:
    """B9 blocks the lead after a joker-led trick, not later leads."""
    deal = north_leads_in_hearts()
    apply_all(deal, ["JK", "AH", "3H", "2C"])  # North wins with the joker
    apply_all(deal, ["AS", "2S", "2H", "3C"])  # South trumps
    apply_all(deal, ["3D", "2D", "4S", "3S"])  # South leads; North and East discard
    assert deal.tricks_won == [1, 0, 2, 0]
    apply_all(deal, ["4D", "4C", "5S", "4H"])  # East trumps the diamond
    assert deal.to_act == EAST
    assert "JK" in [a.text for a in deal.legal_actions()]  # a suit card was led last


def test_b9_a_hand_of_only_jokers_may_lead_one() -> None:
    """B9: "unless you have nothing but jokers left in your hand"."""
    deal = north_leads_in_hearts()
    apply_all(deal, ["JK", "AH", "3H", "2C"])
    jokers = deal.game.joker_mask & deal.hands[NORTH]
    assert deal.lead_mask(NORTH, jokers) == jokers
    assert deal.lead_mask(NORTH, deal.hands[NORTH]) == deal.hands[NORTH] & ~jokers


def test_b7_dealers_left_leads_to_the_first_trick() -> None:
    """B7: the player left of the dealer leads, whoever declared."""
    for dealer in range(4):
        deal = apply_all(deal_of(JOKER_HANDS, dealer), ["pass"] * 4)
        assert deal.to_act == (dealer + 1) % 4
