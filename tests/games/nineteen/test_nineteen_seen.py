"""What a seat of 19 has seen (``seen.NineteenSeen``): the record a deal makes for a seat is
the record read back from that seat's view, at every position of every preset."""

from __future__ import annotations

import json
from random import Random

import pytest

from followsuit import games
from followsuit.cards import Card
from followsuit.games.nineteen.seen import Group, read_seen
from followsuit.games.nineteen.state import NineteenDeal

PRESETS = [preset for name, preset in games.all_presets() if name == "nineteen"]
SEEDS = 4
"""Random matches played through for each preset (their first two deals)."""


@pytest.mark.parametrize("preset", PRESETS, ids=str)
def test_the_record_read_from_a_view_is_the_record_the_deal_makes(preset: str | None) -> None:
    """Every seat and the spectator, at every position of a few random deals (the second of
    a match too: its deal number): the record read back from the view (through JSON, as it
    arrives over the wire) equals the deal's."""
    game = games.load("nineteen", preset=preset)
    checked = 0
    for seed in range(SEEDS):
        match = game.new_match(seed=seed)
        rng = Random(seed)
        while len(match.finished) < 2 and match.to_act is not None:
            deal = match.current
            assert isinstance(deal, NineteenDeal)
            for seat in [None, *range(4)]:
                view = json.loads(json.dumps(deal.view(seat)))
                assert read_seen(game.pack, view) == deal.seen_by(seat), (seed, seat)
                checked += 1
            match.apply(rng.choice(match.legal_actions()))
    assert checked > 100


def test_n5_the_record_holds_the_groups_as_the_seat_knows_them() -> None:
    """A preferred bid: declarer looks at the first group of three, the others know only its
    state; the record holds cards and numbers, not texts."""
    deal = games.load("nineteen").new_deal(seed=0)
    assert isinstance(deal, NineteenDeal)
    deal.apply("preferred three")
    while deal.phase == "auction":
        deal.apply("pass")
    assert deal.phase == "prefer"
    declarer = deal.declarer
    assert declarer is not None
    mine = deal.seen_by(declarer)
    other = deal.seen_by((declarer + 1) % 4)
    assert mine.contract == other.contract == 1  # preferred three (N3)
    assert mine.groups is not None and other.groups is not None
    first = mine.groups[0]
    assert first.number == 1 and first.state == "seen"
    assert first.cards is not None and all(isinstance(c, Card) for c in first.cards)
    assert other.groups[0] == Group(1, "seen", None)
