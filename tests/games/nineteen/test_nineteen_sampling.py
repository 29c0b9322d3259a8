"""The resampler and N4's discard limits and call: a sampled deal keeps every discard legal
(a trump only when the hand had no other card to give) and puts the called trump only where the
view allows it (N9: with three players its holder announces itself)."""

from __future__ import annotations

import json
from random import Random
from typing import Any

from nineteen_helpers import build, play

from followsuit.games.nineteen.state import NineteenDeal

SAMPLES = 3
"""Samples drawn for each seat at each point of a deal."""


def _without_match(view: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in view.items() if k != "match"}


def _samples(deal: NineteenDeal) -> list[tuple[int, NineteenDeal]]:
    """Every point of the deal from now to its end: each seat's samples, whose own view is
    the view they were drawn from."""
    game = deal.game
    found = []
    while not deal.is_over:
        for seat in range(4):
            view = json.loads(json.dumps(deal.view(seat)))
            for number in range(SAMPLES):
                sample = game.sample_state(view, Random(number))
                assert isinstance(sample, NineteenDeal)
                assert _without_match(sample.view(seat)) == _without_match(view)
                found.append((seat, sample))
        deal.apply(deal.legal_actions()[0])
    return found


def _after_discards(sample: NineteenDeal) -> NineteenDeal:
    """The sampled deal dealt again and played up to the end of its discards."""
    deal = sample.game.deal_from_order(sample.order, sample.dealer, sample.carry)
    assert isinstance(deal, NineteenDeal)
    for action in sample.history:
        if deal.phase not in ("auction", "exchange", "prefer", "discard"):
            break
        deal.apply(action.text)
    return deal


def _legal_piles(sample: NineteenDeal) -> bool:
    """N4: no pile holds a king or an honour, nor a trump beside a hand (as the discards left
    it) holding another card its owner could have discarded."""
    deal = _after_discards(sample)
    cards = deal.cards
    barred = cards.kings | cards.honours
    plain = deal.game.pack.full_mask & ~(barred | cards.trumps)
    for seat in range(4):
        pile = deal.discards[seat]
        if pile & barred or (pile & cards.trumps and deal.hands[seat] & plain):
            return False
    return True


def test_n4_sampling_puts_a_forced_trump_discard_in_another_seats_pile() -> None:
    """South holds only trumps, kings and honours, takes the trump T7 from the stock and must
    discard a trump: every seat's samples, to the last trick, keep a trump among the piles
    (North, whose hand after its discards is all trumps, may hold it too), every pile legal."""
    deal = build(
        {0: "T19 T18", 1: "T17", 2: "KS KH KD KC T1 T21 TF T2 T3 T4 T5 T6"},
        stock="7S 8S 9S TS T7 VS",
        no_trumps=[3],
    )
    play(deal, "partnership", "pass", "pass", "pass")
    samples = _samples(deal)
    assert deal.discards[2] & deal.cards.trumps
    for _seat, sample in samples:
        assert _legal_piles(sample)
    # The last trick, three cards played: to the seat still to play only the piles are unseen.
    last = [
        sample
        for seat, sample in samples
        if sample.tricks_played == 11 and len(sample.trick or ()) == 3 and sample.to_act == seat
    ]
    assert last
    for sample in last:
        piles = sample.discards[0] | sample.discards[1] | sample.discards[2] | sample.discards[3]
        assert piles & sample.cards.trumps


def test_n9_sampling_with_three_players_keeps_the_called_trump_out_of_the_live_hands() -> None:
    """Three players: North must discard the trump it then calls (T17), so it plays alone; no
    live player announced it, so no sample puts it in a live hand, nor, once the dummy is
    exposed and declarer is seen alone, in the dummy's."""
    deal = build(
        {0: "KS KH KD KC T1 T21 TF T19 T18 T16 T15 T14"},
        stock="T17 7S 8S 9S TS VS",
        preset="three-players",
        dealer=2,
    )
    play(deal, "partnership", "pass", "pass")
    play(deal, "discard 7S", "discard 8S", "discard 9S", "discard T17")
    while deal.phase == "discard":
        deal.apply(deal.legal_actions()[0])
    assert deal.called == 17 and deal.partner is None
    called = deal.cards.trump_index[17]
    for seat, sample in _samples(deal):
        assert _legal_piles(sample)
        assert sample.called == 17
        place = sample.holder(called)
        assert (place is not None and place[0] == "discard") or sample.partner == 3, seat
        if sample.phase in ("volunteer", "play"):
            assert sample.partner is None


def test_n6_sampling_keeps_a_declared_trump_tier_when_a_trump_may_lie_in_a_pile() -> None:
    """Two players: North declared 12+ trumps and discarded plain cards; a sample putting a
    trump in North's pile must still give its hand twelve trumps (a king moved out of the hand
    takes three places to mend: the sample is drawn afresh). Each view sampled at random
    points of a random deal (seed 14) is the view it came from."""
    from followsuit import games

    game = games.load("nineteen", preset="two-players")
    rng = Random(14)
    deal = game.new_match(seed=14).current
    assert isinstance(deal, NineteenDeal)
    checked = 0
    while not deal.is_over:
        if rng.random() < 0.3:
            seat = rng.randrange(4)
            view = json.loads(json.dumps(deal.view(seat)))
            sample = game.sample_state(view, Random(14))
            assert _without_match(sample.view(seat)) == _without_match(view)
            checked += 1
        deal.apply(rng.choice(deal.legal_actions()))
    assert checked
