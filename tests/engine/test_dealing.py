"""Dealing from a pack order, top card first (ruling G2; engine/dealing.py)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from followsuit.cards import bits
from followsuit.engine import deal_hands, mask_of


def cards(mask: int) -> list[int]:
    return list(bits(mask))


def test_singly_from_the_dealers_left() -> None:
    """Spades, Beyond (B1): 13 each, one at a time, starting on the dealer's left."""
    order = list(range(52))
    hands, used = deal_hands(order, 4, first=1, packets=(1,) * 13)
    assert used == 52
    assert cards(hands[1]) == list(range(0, 52, 4))
    assert cards(hands[2]) == list(range(1, 52, 4))
    assert cards(hands[3]) == list(range(2, 52, 4))
    assert cards(hands[0]) == list(range(3, 52, 4))


def test_packets_of_three_two_three() -> None:
    """Bézique (Z1): eight each, by three, two and three, non-dealer first."""
    order = list(range(40, 72))  # physical indices in shuffled order, top first
    hands, used = deal_hands(order, 2, first=1, packets=(3, 2, 3))
    assert used == 16
    assert cards(hands[1]) == [40, 41, 42, 46, 47, 50, 51, 52]
    assert cards(hands[0]) == [43, 44, 45, 48, 49, 53, 54, 55]


def test_dealing_after_cards_set_aside() -> None:
    """19 (N2): six cards to the stock first, then two rounds of six from dealer's left."""
    order = list(range(54))[::-1]
    hands, used = deal_hands(order, 4, first=0, packets=(6, 6), start=6)
    assert used == 54
    assert cards(hands[0]) == sorted(order[6:12] + order[30:36])
    assert all(h.bit_count() == 12 for h in hands)


def test_a_pack_too_small_for_the_deal_is_an_error() -> None:
    with pytest.raises(ValueError, match="needs 56"):
        deal_hands(list(range(52)), 4, first=0, packets=(1,) * 14)


@given(
    players=st.integers(2, 6),
    packets=st.lists(st.integers(1, 4), min_size=1, max_size=4),
    first=st.integers(0, 5),
    data=st.data(),
)
def test_every_card_dealt_goes_to_exactly_one_hand(
    players: int, packets: list[int], first: int, data: st.DataObject
) -> None:
    needed = players * sum(packets)
    order = data.draw(st.permutations(range(needed + 3)))
    hands, used = deal_hands(order, players, first % players, packets)
    assert used == needed
    dealt = 0
    for hand in hands:
        assert not dealt & hand
        dealt |= hand
        assert hand.bit_count() == sum(packets)
    assert dealt == mask_of(order[:needed])
    assert hands[first % players] >> order[0] & 1


def test_mask_of() -> None:
    assert mask_of([]) == 0
    assert mask_of([0, 3, 5]) == 0b101001
