"""Packs (cards/packs.py): the physical cards a game deals, copies of a face included (G3)."""

from __future__ import annotations

import re
from collections import Counter
from random import Random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from followsuit.cards import (
    Card,
    Pack,
    Rank,
    Suit,
    bits,
    combine,
    forty,
    parse_cards,
    piquet,
    standard,
    tarot,
)
from followsuit.errors import NotationError

PACKS = {
    "standard": standard(),
    "beyond": standard(remove=["8C", "8D", "8H"], jokers=3),
    "spades jokers": standard(remove=["2H", "2C"], jokers=2, distinct_jokers=True),
    "forty": forty(),
    "piquet": piquet(),
    "two piquet packs": combine(piquet(), piquet()),
    "four piquet packs": combine(*[piquet()] * 4),
    "tarot": tarot(),
}


def test_a_standard_pack_is_52_cards_in_s_h_d_c() -> None:
    pack = standard()
    assert len(pack) == 52 and not pack.has_copies
    assert [str(c) for c in pack.cards[:3]] == ["AS", "KS", "QS"]
    assert str(pack[51]) == "2C"
    assert Counter(c.suit for c in pack) == {
        Suit.SPADES: 13,
        Suit.HEARTS: 13,
        Suit.DIAMONDS: 13,
        Suit.CLUBS: 13,
    }


def test_beyond_pack_has_three_identical_jokers() -> None:
    """B1: 52 cards less 8C 8D 8H, plus three identical jokers."""
    pack = PACKS["beyond"]
    assert len(pack) == 52 and pack.has_copies
    assert pack.counts[Card.parse("JK")] == 3
    assert Card.parse("8S") in pack.faces and Card.parse("8H") not in pack.faces
    assert len(pack.copies[Card.parse("JK")]) == 3


def test_distinct_jokers_come_as_a_pair() -> None:
    pack = PACKS["spades jokers"]
    assert {str(c) for c in pack if c.is_joker} == {"BJ", "LJ"}
    with pytest.raises(NotationError, match="pair"):
        standard(jokers=1, distinct_jokers=True)


def test_distinct_jokers_with_no_jokers_is_a_pack_without_jokers() -> None:
    """The flag says which kind of jokers, the count how many: none asked, none given."""
    pack = standard(jokers=0, distinct_jokers=True)
    assert len(pack) == 52 and not any(card.is_joker for card in pack)
    assert pack.cards == standard().cards


@pytest.mark.parametrize("jokers", [-1, -3, 1.0, "2", True, None])
def test_a_count_of_jokers_that_is_no_count_is_refused(jokers: object) -> None:
    """Not silently no jokers (``[JK] * -1`` is empty): the argument and its value named,
    whichever kind of jokers is asked."""
    for distinct in (False, True):
        with pytest.raises(ValueError, match=rf"jokers must be .*, not {re.escape(repr(jokers))}$"):
            standard(jokers=jokers, distinct_jokers=distinct)  # type: ignore[arg-type]


def test_a_count_of_jokers_may_be_any_integer_type() -> None:
    """An integer that is not Python's int (numpy's) counts as its value."""
    numpy = pytest.importorskip("numpy", reason="numpy comes with the interop extra")
    assert standard(jokers=numpy.int64(3)).cards == standard(jokers=3).cards
    assert standard(jokers=0).cards == standard().cards


def test_removing_a_card_not_in_the_pack_is_an_error() -> None:
    with pytest.raises(NotationError, match="cannot remove T21"):
        standard(remove=["T21"])
    with pytest.raises(NotationError):
        standard(remove=["ZZ"])


def test_forty_piquet_and_tarot() -> None:
    """T1: A K Q J 10 9 8 7 6 5; Z1: A 10 K Q J 9 8 7; N1: K Q C V 10 9 8 7 and 22 trumps."""
    assert {c.rank_symbol for c in forty()} == set("AKQJT98765")
    assert {c.rank_symbol for c in piquet()} == set("AKQJT987")
    trumps = [c for c in tarot() if c.is_tarot_trump]
    assert len(tarot()) == 54 and len(trumps) == 22
    assert {str(c) for c in tarot() if c.suit is Suit.HEARTS} == {
        "KH",
        "QH",
        "CH",
        "VH",
        "TH",
        "9H",
        "8H",
        "7H",
    }


def test_combined_packs_hold_copies_of_each_face() -> None:
    """Bézique's two piquet packs: every face twice, as different physical cards."""
    pack = PACKS["two piquet packs"]
    assert len(pack) == 64 and len(pack.faces) == 32
    assert all(len(idx) == 2 for idx in pack.copies.values())
    assert pack.copies[Card.parse("QS")] == (2, 34)


def test_mask_from_cards_takes_free_copies() -> None:
    pack = PACKS["two piquet packs"]
    queen = Card.parse("QS")
    both = pack.mask_from_cards([queen, queen])
    assert list(bits(both)) == [2, 34]
    assert pack.mask_from_cards([queen], within=1 << 34) == 1 << 34
    with pytest.raises(NotationError, match="QS is not available"):
        pack.mask_from_cards([queen, queen, queen])
    with pytest.raises(NotationError):
        pack.mask_from_cards([queen], within=0)


@pytest.mark.parametrize("name", list(PACKS))
def test_every_pack_order_maps_back_to_physical_cards(name: str) -> None:
    pack = PACKS[name]
    order = pack.shuffled(Random(len(name)))
    assert sorted(order) == list(range(len(pack)))
    faces = [pack[i] for i in order]
    again = pack.order_from_cards(faces)
    assert [pack[i] for i in again] == faces
    assert sorted(again) == list(range(len(pack)))


def test_a_pack_order_must_be_exactly_the_pack() -> None:
    pack = standard(name="spades")
    cards = list(pack)
    with pytest.raises(NotationError, match="not the spades pack: missing 2C"):
        pack.order_from_cards(cards[:-1])
    with pytest.raises(NotationError, match="not in the pack JK"):
        pack.order_from_cards([*cards[:-1], Card.parse("JK")])


def test_shuffles_come_only_from_the_generator() -> None:
    """G2: a seeded generator gives the same order; no module-level randomness."""
    pack = standard()
    assert pack.shuffled(Random(3)) == pack.shuffled(Random(3))
    assert pack.shuffled(Random(3)) != pack.shuffled(Random(4))


def test_suit_masks_and_cards_of() -> None:
    pack = standard()
    hearts = pack.suit_masks[Suit.HEARTS]
    assert hearts.bit_count() == 13
    assert pack.cards_of(hearts)[0] == Card.parse("AH")
    assert pack.mask_of(lambda c: c.rank == Rank.ACE).bit_count() == 4
    assert pack.full_mask == (1 << 52) - 1


@given(st.sampled_from(list(PACKS)), st.data())
def test_cards_of_a_mask_are_its_faces(name: str, data: st.DataObject) -> None:
    pack: Pack = PACKS[name]
    indices = data.draw(st.sets(st.integers(0, len(pack) - 1)))
    mask = sum(1 << i for i in indices)
    assert pack.cards_of(mask) == [pack[i] for i in sorted(indices)]
    assert pack.mask_from_cards(pack.cards_of(mask), within=mask) == mask


def test_parse_cards_reads_spaces_and_commas() -> None:
    assert parse_cards("QH, 10s  JK,T21") == [
        Card.parse("QH"),
        Card.parse("TS"),
        Card.parse("JK"),
        Card.parse("T21"),
    ]
