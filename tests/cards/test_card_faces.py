"""A card is one object per face: what that must keep of a card as a value (equal faces equal
and hashed alike, the hash and order the dataclass gave, copies and pickles the same card)."""

from __future__ import annotations

import copy
import dataclasses
import operator
import pickle
from collections.abc import Callable
from typing import Any

import pytest

from followsuit import games
from followsuit.cards import (
    BIG_JOKER,
    JOKER,
    LITTLE_JOKER,
    TOMFOOL,
    Card,
    Rank,
    Suit,
    joker,
    tarot_trump,
)


def _game_packs() -> dict[str, tuple[Card, ...]]:
    """The pack of every game and preset, each distinct pack once, by the first to use it."""
    packs: dict[tuple[Card, ...], str] = {}
    for name, preset in games.all_presets():
        packs.setdefault(games.load(name, preset=preset).pack.cards, f"{name} {preset or ''}")
    return {label: cards for cards, label in packs.items()}


GAME_PACKS = _game_packs()
EVERY_FACE = sorted({card for cards in GAME_PACKS.values() for card in cards})
SOME_FACES = [
    Card.parse("AS"),
    Card.parse("2C"),
    Card.parse("TH"),
    joker(),
    joker(BIG_JOKER),
    tarot_trump(21),
    tarot_trump(TOMFOOL),
]
COMPARISONS: list[Callable[[Any, Any], Any]] = [
    operator.lt,
    operator.le,
    operator.gt,
    operator.ge,
    operator.eq,
    operator.ne,
]


def test_the_games_packs_hold_jokers_tarot_trumps_and_copies() -> None:
    """The faces below are those the games deal: jokers, tarot trumps, several packs."""
    assert joker() in EVERY_FACE and joker(BIG_JOKER) in EVERY_FACE
    assert tarot_trump(TOMFOOL) in EVERY_FACE and tarot_trump(21) in EVERY_FACE
    assert any(len(set(cards)) < len(cards) for cards in GAME_PACKS.values())


@pytest.mark.parametrize("label", sorted(GAME_PACKS))
def test_copies_of_a_face_are_one_card(label: str) -> None:
    cards = GAME_PACKS[label]
    for card in cards:
        twin = Card(card.suit, card.rank)
        assert twin == card and hash(twin) == hash(card)
        assert twin is card
    for a in cards:
        for b in cards:
            assert (a == b) == (a is b) == ((a.suit, a.rank) == (b.suit, b.rank))


def test_a_cards_hash_is_the_dataclass_hash() -> None:
    """``hash((suit, rank))``, as the dataclass hashed it: sets and dicts of cards keep the
    order they had, whatever PYTHONHASHSEED."""
    for card in EVERY_FACE:
        assert hash(card) == hash((card.suit, card.rank))
    for cards in GAME_PACKS.values():
        assert [(c.suit, c.rank) for c in set(cards)] == list({(c.suit, c.rank) for c in cards})


def test_cards_order_by_suit_then_rank_on_every_pack() -> None:
    for compare in COMPARISONS:
        for a in EVERY_FACE:
            for b in EVERY_FACE:
                assert compare(a, b) == compare((a.suit, a.rank), (b.suit, b.rank)), (
                    compare,
                    a,
                    b,
                )
    assert sorted(EVERY_FACE, key=lambda c: (c.suit, c.rank)) == EVERY_FACE


def test_a_card_does_not_order_against_other_values() -> None:
    card = Card.parse("QH")
    others: list[object] = [(Suit.HEARTS, Rank.QUEEN), Rank.QUEEN, "QH"]
    for other in others:
        assert card != other and other != card
        for compare in COMPARISONS[:4]:
            with pytest.raises(TypeError):
                compare(card, other)


@pytest.mark.parametrize("card", SOME_FACES, ids=str)
def test_copies_and_pickles_give_the_same_card(card: Card) -> None:
    assert copy.copy(card) is card
    assert copy.deepcopy(card) is card
    assert copy.deepcopy({"hand": [card]})["hand"][0] is card
    for protocol in range(pickle.HIGHEST_PROTOCOL + 1):
        assert pickle.loads(pickle.dumps(card, protocol)) is card
    assert dataclasses.replace(card) is card


def test_every_way_to_a_face_gives_the_one_card() -> None:
    assert Card.parse("AS") is Card(Suit.SPADES, Rank.ACE) is Card(suit=Suit.SPADES, rank=14)
    assert Card.parse("10h") is Card.parse("TH")
    assert dataclasses.replace(Card.parse("KS"), rank=Rank.QUEEN) is Card.parse("QS")
    assert Card.parse("JK") is joker() is joker(JOKER) is Card(Suit.JOKERS, JOKER)
    assert Card.parse("LJ") is joker(LITTLE_JOKER)
    assert Card.parse("T21") is tarot_trump(21) is Card(Suit.TRUMPS, 21)
    assert Card.parse("TF") is tarot_trump(TOMFOOL)


def test_a_plain_cards_rank_is_a_rank_however_asked() -> None:
    """A plain suit's rank is a :class:`Rank` (the kind the packs give), a trump's number and a
    joker's kind an int, whichever equal number the card was asked for with."""
    ace = Card(Suit.SPADES, 14)
    assert type(ace.rank) is Rank and ace.rank is Rank.ACE
    assert type(tarot_trump(21).rank) is int and type(joker(BIG_JOKER).rank) is int


def test_a_card_is_frozen() -> None:
    card = Card.parse("QH")
    with pytest.raises(dataclasses.FrozenInstanceError):
        card.rank = Rank.KING  # type: ignore[misc]
    # A name of no field: the frozen dataclass's refusal is a TypeError there (CPython 3.11).
    with pytest.raises((dataclasses.FrozenInstanceError, TypeError)):
        card.__hash__ = lambda: 0  # type: ignore[method-assign]
    assert hash(card) == hash((Suit.HEARTS, Rank.QUEEN))
    assert [f.name for f in dataclasses.fields(Card)] == ["suit", "rank"]


def test_a_face_of_no_pack_is_one_card_too() -> None:
    """A face no pack holds (a rank no game deals) is made on first asking, then the same."""
    odd = Card(Suit.SPADES, 1)
    assert odd is Card(Suit.SPADES, 1) and odd.rank == 1
    assert hash(odd) == hash((Suit.SPADES, 1)) and odd < Card.parse("2S")


def test_a_card_takes_no_subclass() -> None:
    """A subclass's objects would be cards of the same faces, unequal to the one card."""
    with pytest.raises(TypeError, match="one object per face"):
        type("Marked", (Card,), {})
