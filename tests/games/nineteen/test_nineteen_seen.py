"""What a seat of 19 has seen (``seen.NineteenSeen``): the record a deal makes for a seat is
the record read back from that seat's view, at every position of every preset."""

from __future__ import annotations

import json
from random import Random

import pytest
from nineteen_helpers import build, play

from followsuit import games
from followsuit.cards import Card
from followsuit.engine.view_pieces import view_memo
from followsuit.games.nineteen.seen import Group, read_seen, seen_and_sides
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


def same_kept_and_made(deal: NineteenDeal, rng: Random | None = None) -> list[bool]:
    """Play ``deal`` out (random actions, else the first legal one), checking at every
    position, for every seat and the spectator, that the record and sides kept in the view
    memo equal those made anew; whether the sides were public at each position."""
    public = []
    while not deal.is_over:
        for seat in [None, *range(4)]:
            kept = seen_and_sides(deal, seat, view_memo(deal))
            assert kept == seen_and_sides(deal, seat, None), (len(deal.history), seat)
        public.append(deal.sides is not None and deal.sides.is_public)
        legal = deal.legal_actions()
        deal.apply(legal[0] if rng is None else rng.choice(legal))
    return public


@pytest.mark.parametrize("preset", PRESETS, ids=str)
def test_the_record_kept_while_what_it_is_made_from_stays_is_the_record_made_anew(
    preset: str | None,
) -> None:
    """A seat's record and sides, kept in the deal's view memo while what they are made from
    stays (``seen_and_sides``), equal those made anew at every position of a few random
    deals: through the auction, the stock, the discards and the call."""
    game = games.load("nineteen", preset=preset)
    for seed in range(SEEDS):
        deal = game.new_deal(seed=seed)
        assert isinstance(deal, NineteenDeal)
        same_kept_and_made(deal, Random(seed))


def test_n4_the_record_kept_shows_the_partner_once_the_called_trump_falls() -> None:
    """N4: the sides change in place in the play (the called trump falls: every seat learns
    the partner); the records kept before it give way to the new ones."""
    deal = build({0: "T19 T18", 1: "T17"}, stock="7S 8S 9S TS VS CS", no_trumps=[2, 3])
    play(deal, "partnership", "pass", "pass", "pass")
    public = same_kept_and_made(deal)
    assert deal.partner == 1
    assert False in public and public[-1], "the partnership is shown in the play"


def test_n4_the_record_kept_shows_the_seat_told_that_declarer_is_alone() -> None:
    """N4: declarer discarded the trump it calls; the sides it is told change in place."""
    plain = "KS KH KD KC T1 T21 TF"
    deal = build({0: f"{plain} T19 T18 T17 T16 T15"}, stock="T14 T13 T12 T11 T10 T9")
    play(deal, "partnership", "pass", "pass", "pass")
    play(deal, "discard T16", "discard T17", "discard T18", "discard T19")
    same_kept_and_made(deal)
    assert deal.partner is None
