"""Follow rules and trick winners (engine/tricks.py): who may play what, who wins."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from followsuit.engine import Follow, Ties, Trick, legal_plays, winning_position

# A toy layout of 16 cards: bits 0-3 clubs, 4-7 diamonds, 8-11 hearts, 12-15 spades.
CLUBS, DIAMONDS, HEARTS, SPADES = 0x000F, 0x00F0, 0x0F00, 0xF000
masks = st.integers(0, 0xFFFF)
suits = st.sampled_from([CLUBS, DIAMONDS, HEARTS, SPADES])


def test_free_play_allows_any_card() -> None:
    hand = 0b1001_0000_0011
    assert legal_plays(hand, Follow.FREE, HEARTS, SPADES) == hand


def test_leading_allows_any_card() -> None:
    """With nothing led (led mask 0) every follow rule allows the whole hand."""
    hand = 0x1234
    for follow in Follow:
        assert legal_plays(hand, follow, 0, SPADES) == hand


def test_must_follow_suit_when_able() -> None:
    hand = 0x0310  # two hearts, one diamond
    assert legal_plays(hand, Follow.MUST_FOLLOW, HEARTS, SPADES) == 0x0300


def test_must_follow_void_may_play_anything() -> None:
    """MUST_FOLLOW: a player void in the suit led may discard or trump at will."""
    hand = 0x1010  # a spade and a diamond, no heart
    assert legal_plays(hand, Follow.MUST_FOLLOW, HEARTS, SPADES) == hand


def test_must_trump_when_void() -> None:
    """MUST_TRUMP (19's N7): follow suit; if void, play a trump; if no trump, any card."""
    hand = 0x3011  # two spades, a diamond, a club
    assert legal_plays(hand, Follow.MUST_TRUMP, HEARTS, SPADES) == 0x3000
    assert legal_plays(0x0011, Follow.MUST_TRUMP, HEARTS, SPADES) == 0x0011
    assert legal_plays(0x3101, Follow.MUST_TRUMP, HEARTS, SPADES) == 0x0100


def test_must_win_follows_and_beats_if_able() -> None:
    """MUST_WIN (Bézique's last eight tricks): follow and win if possible, else follow."""
    hand = 0x0700  # three hearts
    beats = 0x0400  # only the highest would win
    assert legal_plays(hand, Follow.MUST_WIN, HEARTS, SPADES, beats) == 0x0400
    assert legal_plays(hand, Follow.MUST_WIN, HEARTS, SPADES, 0) == 0x0700


def test_must_win_when_void_trumps_overtrumping_if_able() -> None:
    hand = 0x3001  # two spades and a club, no heart
    assert legal_plays(hand, Follow.MUST_WIN, HEARTS, SPADES, 0x2000) == 0x2000
    assert legal_plays(hand, Follow.MUST_WIN, HEARTS, SPADES, 0) == 0x3000
    assert legal_plays(0x0011, Follow.MUST_WIN, HEARTS, SPADES, 0) == 0x0011


@given(hand=masks, led=suits, trumps=suits, beats=masks, follow=st.sampled_from(list(Follow)))
def test_legal_plays_are_the_rule_as_written(
    hand: int, led: int, trumps: int, beats: int, follow: Follow
) -> None:
    """Each rule in words, card by card; never an empty choice from a non-empty hand."""
    result = legal_plays(hand, follow, led, trumps, beats)
    cards = {c for c in range(16) if hand >> c & 1}
    chosen = {c for c in range(16) if result >> c & 1}
    assert chosen <= cards
    assert bool(chosen) == bool(cards)
    follows = {c for c in cards if led >> c & 1}
    trump_cards = {c for c in cards if trumps >> c & 1}
    winners = {c for c in range(16) if beats >> c & 1}
    if follow is Follow.FREE:
        expected = cards
    elif follows:
        expected = follows
        if follow is Follow.MUST_WIN and follows & winners:
            expected = follows & winners
    elif follow is Follow.MUST_FOLLOW or not trump_cards:
        expected = cards
    else:
        expected = trump_cards
        if follow is Follow.MUST_WIN and trump_cards & winners:
            expected = trump_cards & winners
    assert chosen == expected


@pytest.mark.parametrize(
    ("powers", "ties", "winner"),
    [
        ([108, 112, 0, 105], Ties.FIRST_WINS, 1),
        ([108, 0, 1005, 112], Ties.FIRST_WINS, 2),
        ([0, 0, 0, 0], Ties.FIRST_WINS, 0),
        ([110, 110, 0], Ties.FIRST_WINS, 0),
        ([110, 110, 0], Ties.LAST_WINS, 1),
        ([50, 50, 50], Ties.LAST_WINS, 2),
        ([7], Ties.LAST_WINS, 0),
    ],
)
def test_winning_position(powers: list[int], ties: Ties, winner: int) -> None:
    """The highest power wins; of equals (identical copies, jokers) the first played wins
    (Bézique Z1) or, with LAST_WINS, the last (Beyond's jokers, B8)."""
    assert winning_position(powers, ties) == winner


@given(powers=st.lists(st.integers(0, 5), min_size=1, max_size=6), ties=st.sampled_from(Ties))
def test_winning_position_is_the_first_or_last_best(powers: list[int], ties: Ties) -> None:
    """A card of power 0 (a discard) never beats a card that can win."""
    best = max(powers)
    places = [i for i, p in enumerate(powers) if p == best]
    expected = places[0] if ties is Ties.FIRST_WINS else places[-1]
    if best > 0:
        assert winning_position(powers, ties) == expected
        assert powers[winning_position(powers, ties)] > 0


def test_winning_position_defaults_to_first_wins() -> None:
    assert winning_position([3, 3]) == 0


def test_a_trick_copy_is_independent() -> None:
    trick = Trick(2)
    trick.add(2, 17)
    copy = trick.copy()
    copy.add(3, 5)
    assert trick.seats == [2] and trick.cards == [17] and len(trick) == 1
    assert copy.seats == [2, 3] and copy.cards == [17, 5] and copy.leader == 2
