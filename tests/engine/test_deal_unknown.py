"""Resampling hidden cards (engine/sampling.py): every place gets its size and never a card it
cannot hold. OpenSpiel once shipped an Oh Hell resampler that ignored voids (STYLE)."""

from __future__ import annotations

from random import Random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from followsuit.engine import deal_unknown
from followsuit.engine.sampling import NoSharing


@st.composite
def feasible(draw: st.DrawFn) -> tuple[list[int], list[int], list[int]]:
    """Cards, needs and forbidden masks built around one valid assignment, so that a
    solution always exists."""
    places = draw(st.integers(1, 4))
    cards = draw(st.lists(st.integers(0, 60), unique=True, max_size=30))
    owner = {c: draw(st.integers(0, places - 1)) for c in cards}
    needs = [sum(1 for c in cards if owner[c] == p) for p in range(places)]
    forbidden = []
    for place in range(places):
        mask = 0
        for card in cards:
            if owner[card] != place and draw(st.booleans()):
                mask |= 1 << card
        forbidden.append(mask | draw(st.integers(0, 1)) << 61)
    return cards, needs, forbidden


@given(problem=feasible(), seed=st.integers(0, 2**32))
def test_each_place_gets_its_size_and_no_forbidden_card(
    problem: tuple[list[int], list[int], list[int]], seed: int
) -> None:
    cards, needs, forbidden = problem
    dealt = deal_unknown(cards, needs, forbidden, Random(seed))
    assert len(dealt) == len(needs)
    union = 0
    for place, mask in enumerate(dealt):
        assert mask.bit_count() == needs[place]
        assert not mask & forbidden[place], f"place {place} got a card it cannot hold"
        assert not union & mask
        union |= mask
    assert union == sum(1 << c for c in cards)


def test_a_void_player_never_gets_the_suit() -> None:
    """Three hidden hands; West showed out of the first suit (cards 0-4): never dealt one."""
    cards = list(range(15))
    void_west = 0b11111
    for seed in range(200):
        hands = deal_unknown(cards, [5, 5, 5], [0, 0, void_west], Random(seed))
        assert not hands[2] & void_west


def test_the_hidden_cards_vary() -> None:
    """Not one fixed assignment: many seeds give many deals."""
    deals = {
        tuple(deal_unknown(list(range(12)), [4, 4, 4], [0, 0, 0], Random(s))) for s in range(30)
    }
    assert len(deals) > 20


def test_the_same_generator_state_gives_the_same_deal() -> None:
    first = deal_unknown(list(range(20)), [10, 10], [0, 1], Random(9))
    assert first == deal_unknown(list(range(20)), [10, 10], [0, 1], Random(9))


def test_a_tightly_constrained_deal_is_found() -> None:
    """Only one assignment works: 0->a, 1->b, 2->c (the greedy pass may miss, the search
    must not)."""
    cards = [0, 1, 2]
    forbidden = [0b110, 0b101, 0b011]
    for seed in range(50):
        assert deal_unknown(cards, [1, 1, 1], forbidden, Random(seed)) == [0b001, 0b010, 0b100]


def test_sizes_that_do_not_add_up_are_an_error() -> None:
    with pytest.raises(ValueError, match="3 unknown cards for 4 places"):
        deal_unknown([0, 1, 2], [2, 2], [0, 0], Random(1))


def test_a_card_that_fits_nowhere_is_an_error() -> None:
    """The card is given with the error (``NoSharing.card``), so a view's places can name it."""
    with pytest.raises(NoSharing, match="card 1 can lie nowhere") as raised:
        deal_unknown([0, 1], [1, 1], [0b10, 0b10], Random(1))
    assert raised.value.card == 1


def test_an_impossible_combination_is_an_error() -> None:
    """Each card fits somewhere, yet the place that needs two cards can hold only one."""
    with pytest.raises(NoSharing, match="no way") as raised:
        deal_unknown([0, 1, 2], [1, 2], [0b000, 0b011], Random(1))
    assert raised.value.card is None and isinstance(raised.value, ValueError)


def test_no_cards_no_places() -> None:
    assert deal_unknown([], [0, 0], [0, 0], Random(1)) == [0, 0]
