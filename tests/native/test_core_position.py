"""The core's ``Position`` as ``_core.pyi`` types it, built from a deal by ``native_play``."""

from __future__ import annotations

import gc
import weakref

import pytest

from followsuit import games
from followsuit.engine.native import PLAIN, native_play, native_rules
from followsuit.engine.trickplay import TrickPlay


def test_tricks_won_and_trick_are_lists_of_ints_not_bytes() -> None:
    """``tricks_won`` and ``trick`` are lists of ints, comparable with a deal's lists."""
    deal = games.load("spades").new_deal(seed=3, dealer=0)
    assert isinstance(deal, TrickPlay)
    while not (deal.trick is not None and deal.legal_actions()[0].kind == "play"):
        deal.apply(deal.legal_actions()[0])
    deal.apply(deal.legal_actions()[0])  # a lead: the trick holds one card
    native = native_play(deal)
    assert native is not None
    _, position = native
    assert position.tricks_won == deal.tricks_won == [0, 0, 0, 0]
    assert position.trick == deal.trick.cards
    assert all(type(n) is int for n in [*position.tricks_won, *position.trick])


def test_cached_native_rules_keep_the_suits_their_key_names_alive() -> None:
    """``native_rules`` keeps rules by the ids of a deal's suits and rank powers: it keeps
    those lists too, so no list made later takes their id and is given rules made from other
    suits."""

    class Suits(list[int]):
        """A list a weak reference can follow."""

    deal = games.load("spades").new_deal(seed=5, dealer=0)
    assert isinstance(deal, TrickPlay)
    original = deal.suit_of
    deal.suit_of = Suits(original)
    freed = weakref.ref(deal.suit_of)
    native_rules(deal, PLAIN)
    deal.suit_of = original
    gc.collect()
    assert freed() is not None


def test_the_rules_legal_mask_of_a_hand_is_the_positions() -> None:
    """``Rules.legal`` (a hand and the trick so far, no position) gives the cards a position
    holding that hand and trick gives, at every card of a deal of Spades: spades barred from
    the lead until broken, then following suit."""
    deal = games.load("spades").new_deal(seed=11, dealer=0)
    assert isinstance(deal, TrickPlay)
    checked = 0
    while not deal.is_over:
        native = native_play(deal)
        if native is not None:
            rules, position = native
            hand = deal.hands[deal.play_seat()]
            trick = deal.trick
            assert trick is not None
            legal = rules.legal(hand, trick.cards, deal.trumped, deal.tricks_played)
            assert legal == position.legal() == deal.play_mask(deal.play_seat())
            checked += 1
        deal.apply(deal.legal_actions()[-1])
    assert checked == 52


def test_the_rules_legal_mask_refuses_a_full_trick_and_cards_outside_the_pack() -> None:
    """A trick with no card to come, or a card or hand outside the pack, is a ValueError that
    says which."""
    deal = games.load("spades").new_deal(seed=11, dealer=0)
    assert isinstance(deal, TrickPlay)
    rules = native_rules(deal, PLAIN)
    with pytest.raises(ValueError, match="no card to come"):
        rules.legal(1, [0, 1, 2, 3])
    with pytest.raises(ValueError, match="card 60 is not in a pack of 52 cards"):
        rules.legal(1, [60])
    with pytest.raises(ValueError, match="outside the pack of 52 cards"):
        rules.legal(1 << 60, [])
