"""The play (ruling S2): the first lead, following suit, spades trumps and breaking spades."""

from __future__ import annotations

import pytest
from spades_helpers import EAST, NORTH, SOUTH, WEST, deal_with

from followsuit.errors import IllegalAction

BIDS = ["3", "3", "3", "3"]


def legal(deal: object) -> list[str]:
    return [a.text for a in deal.legal_actions()]  # type: ignore[attr-defined]


def test_s2_first_lead_from_dealers_left_not_a_spade() -> None:
    """S2: "First lead: dealer's left, any card but a spade unless holding only spades"."""
    deal = deal_with({EAST: "AS KS 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH"}, dealer=NORTH, actions=BIDS)
    assert deal.to_act == EAST
    assert not any(text.endswith("S") for text in legal(deal))
    with pytest.raises(IllegalAction, match="spades may not be led until broken"):
        deal.apply("AS")


def test_s2_first_lead_may_be_a_spade_from_a_hand_of_spades() -> None:
    deal = deal_with({NORTH: "AS KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S"}, actions=BIDS)
    assert deal.to_act == NORTH
    assert len(legal(deal)) == 13
    deal.apply("2S")
    assert deal.trick is not None and len(deal.trick.cards) == 1


def test_s2_must_follow_suit_if_able() -> None:
    """The text: "must follow suit if able; if unable to follow suit, the player may play any
    card"."""
    deal = deal_with(
        {
            NORTH: "2H 3C 4C 5C 6C 7C 8C 9C TC JC QC KC AC",
            EAST: "AH AS KS QS JS TS 9S 8S 7S 6S 5S 4S 3S",
        },
        actions=BIDS,
    )
    deal.apply("2H")
    assert legal(deal) == ["AH"]
    with pytest.raises(IllegalAction, match="must follow suit"):
        deal.apply("AS")


def test_s2_a_void_player_may_ruff_and_the_highest_spade_wins() -> None:
    deal = deal_with(
        {
            NORTH: "AH 3C 4C 5C 6C 7C 8C 9C TC JC QC KC AC",
            EAST: "2S 2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD",
            SOUTH: "KH QH JH TH 9H 8H 7H 6H 5H 4H 3H 2H AD",
        },
        actions=BIDS,
    )
    for card in ("AH", "2S", "KH"):
        deal.apply(card)
    assert len(legal(deal)) == 13  # West holds no heart: anything goes
    deal.apply("3S")
    assert deal.tricks_won[WEST] == 1 and deal.spades_broken


def test_s2_spades_not_led_until_broken() -> None:
    """S2: "Spades may not be led until broken (a spade played to another suit's lead) or the
    leader holds only spades". After trick one (no spade played) the leader still may not."""
    deal = deal_with(
        {
            NORTH: "AH 2S 4C 5C 6C 7C 8C 9C TC JC QC KC AC",
            EAST: "3H 3S 2D 3D 4D 5D 6D 7D 8D 9D TD JD QD",
            SOUTH: "KH QH JH TH 9H 8H 7H 6H 5H 4H 2H 4S AD",
        },
        actions=BIDS,
    )
    for card in ("AH", "3H", "2H"):
        deal.apply(card)
    deal.apply("KD")
    assert not deal.spades_broken
    assert deal.to_act == NORTH
    assert "2S" not in legal(deal)
    with pytest.raises(IllegalAction, match="spades may not be led"):
        deal.apply("2S")


def test_s2_a_spade_on_another_suits_lead_breaks_spades() -> None:
    deal = deal_with(
        {
            NORTH: "AH 2S 4C 5C 6C 7C 8C 9C TC JC QC KC AC",
            EAST: "3S 4S 2D 3D 4D 5D 6D 7D 8D 9D TD JD QD",
            SOUTH: "KH QH JH TH 9H 8H 7H AD KD 5S 6S 7S 8S",
            WEST: "6H 5H 4H 3H 2H 2C 3C 9S TS JS QS KS AS",
        },
        actions=BIDS,
    )
    deal.apply("AH")
    deal.apply("3S")  # East is void in hearts and ruffs: spades are broken
    assert deal.spades_broken
    deal.apply("7H")
    deal.apply("2H")
    assert deal.to_act == EAST
    assert "4S" in legal(deal)


def test_s2_leading_from_only_spades_does_not_break_them() -> None:
    """The ruling's definition of broken is a spade played to another suit's lead: a leader
    who holds only spades may lead one, and spades stay unbroken for the others."""
    deal = deal_with(
        {
            NORTH: "AS KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S",
            EAST: "AH KH QH JH TH 9H 8H 7H 6H 5H 4H 3H 2H",
        },
        actions=BIDS,
    )
    deal.apply("AS")
    assert not deal.spades_broken


def test_s3_spades_may_be_led_from_the_fourth_trick() -> None:
    """Barmore's rule as an option: "Spades may not be led in the first three tricks unless
    they have been broken ... From the fourth trick onwards any card can be led"."""
    hands = {
        NORTH: "AC KC QC 2S 3S 4S 5S 6S 7S 8S 9S TS JS",
        EAST: "2C 3C 4C 5C AH KH QH JH TH 9H 8H 7H 6H",
        SOUTH: "6C 7C 8C 9C AD KD QD JD TD 9D 8D 7D 6D",
        WEST: "TC JC 5H 4H 3H 2H 5D 4D 3D 2D QS KS AS",
    }
    deal = deal_with(hands, preset="no-spade-lead-first-three", actions=BIDS)
    for trick in (("AC", "2C", "6C", "TC"), ("KC", "3C", "7C", "JC")):
        assert not any(text.endswith("S") for text in legal(deal))
        for card in trick:
            deal.apply(card)
    assert not any(text.endswith("S") for text in legal(deal))  # trick three
    for card in ("QC", "4C", "8C", "5H"):
        deal.apply(card)
    assert deal.tricks_played == 3 and not deal.spades_broken and deal.to_act == NORTH
    assert "2S" in legal(deal)  # trick four: free


def test_s2_trick_goes_to_highest_of_suit_led_without_spades() -> None:
    """The text: "if no spade is played, the trick is won by the highest card of the suit
    led" (a higher card of another suit does not count)."""
    deal = deal_with(
        {
            NORTH: "2H AD 4C 5C 6C 7C 8C 9C TC JC QC KC AC",
            EAST: "3H KH QH JH TH 9H 8H 7H 6H 5H 4H AH 2S",
            SOUTH: "2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD 2C",
        },
        actions=BIDS,
    )
    for card in ("2H", "3H", "KD", "3C"):
        deal.apply(card)
    assert deal.tricks_won == [0, 1, 0, 0]
