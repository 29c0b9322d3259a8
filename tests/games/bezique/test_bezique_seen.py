"""What a seat of Bézique has seen (``seen.BeziqueSeen``): the record a deal makes for a seat
is the record read back from that seat's view, at every position of every form."""

from __future__ import annotations

import json
from random import Random

import pytest

from followsuit import games
from followsuit.cards import Card, Suit
from followsuit.games.bezique.position import Clue
from followsuit.games.bezique.seen import read_seen, seen_by
from followsuit.games.bezique.state import BeziqueDeal

PRESETS = [preset for name, preset in games.all_presets() if name == "bezique"]
SEEDS = 3
"""Random deals played through for each form."""


@pytest.mark.parametrize("preset", PRESETS, ids=str)
def test_the_record_read_from_a_view_is_the_record_the_deal_makes(preset: str | None) -> None:
    """Every seat and the spectator, at every position of a few random deals: the record read
    back from the view (through JSON, as it arrives over the wire) equals the deal's."""
    game = games.load("bezique", preset=preset)
    checked = 0
    for seed in range(SEEDS):
        deal = game.new_deal(seed=seed, dealer=seed % game.players)
        assert isinstance(deal, BeziqueDeal)
        rng = Random(seed)
        while True:
            for seat in [None, *range(game.players)]:
                view = json.loads(json.dumps(deal.view(seat)))
                assert read_seen(game.pack, view) == deal.seen_by(seat), (seed, seat)
                checked += 1
            if deal.is_over:
                break
            deal.apply(rng.choice(deal.legal_actions()))
    assert checked > 100


def test_the_record_holds_cards_and_numbers() -> None:
    """North, once it has drawn three cards (8C, 7H, AH): its draws, the draws of all, the
    trump and the clues are cards, suits and numbers, not texts."""
    deal = games.load("bezique").new_deal(seed=1)
    assert isinstance(deal, BeziqueDeal)
    rng = Random(1)
    while len(deal.seen_by(0).drawn) < 3:
        deal.apply(rng.choice(deal.legal_actions()))
    seen = seen_by(deal, 0)
    assert seen.drawn == tuple(map(Card.parse, ["8C", "7H", "AH"]))
    assert sorted(seen.draws) == [0, 0, 0, 1, 1, 1]
    assert isinstance(seen.trump, Suit) and isinstance(seen.turned_up, Card)
    assert seen.clues and all(isinstance(c, Clue) and isinstance(c.card, Card) for c in seen.clues)
    assert seen_by(deal, None).drawn == ()
