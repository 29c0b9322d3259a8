"""The core's ``Position`` as ``_core.pyi`` types it, built from a deal by ``native_play``."""

from __future__ import annotations

import gc
import weakref

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
