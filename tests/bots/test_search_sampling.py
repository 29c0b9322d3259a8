"""The search bot's determinizations: every sample agrees with the view it was drawn from."""

from __future__ import annotations

from random import Random

import pytest

from followsuit import games
from followsuit.bots import make_bot
from followsuit.bots.search.rollout import policy_bots
from followsuit.bots.search.sampling import (
    InconsistentSample,
    Sampler,
    check_agrees,
    distance,
    hands_signature,
)
from followsuit.cards import bits
from followsuit.engine import Deal, Game

PRESETS = games.all_presets()


def faces(game: Game, mask: int) -> list[str]:
    """The card texts of a mask (identical copies of a card are one face)."""
    return sorted(str(game.pack[i]) for i in bits(mask))


@pytest.mark.parametrize(("name", "preset"), PRESETS, ids=[f"{n}-{p}" for n, p in PRESETS])
def test_every_sample_agrees_with_the_view(name: str, preset: str | None) -> None:
    """At every few steps of a deal, in every preset: a sample shows the seat to act exactly
    its view (hand, hand sizes, voids, cards played, the trick, the log, the legal actions),
    and holds the cards the viewer holds."""
    game = games.load(name, preset=preset)
    match = game.new_match(seed=11)
    deal = match.current
    assert deal is not None
    bots = [make_bot("heuristic", game, Random(s)) for s in range(game.players)]
    sampler = Sampler(game, policy_bots(game, Random(0)), miss=0.5)
    rng = Random(5)
    step = 0
    while not deal.is_over:
        seat = deal.to_act
        assert seat is not None
        view = deal.view(seat)
        if step % 7 == 0:
            sample = sampler.draw(view, rng)
            assert sample.state.view(seat) == view
            assert 0 < sample.weight <= 1
            held = sample.state.places()[f"hand {seat}"]
            if view["hand"]:  # dealt (Spades' French cut comes before the deal)
                assert faces(game, held) == sorted(view["hand"])
        deal.apply(bots[seat].act(view))
        step += 1


def test_a_sample_that_differs_from_its_view_is_refused() -> None:
    game = games.load("oh-hell")
    deal = game.new_deal(seed=1)
    view = deal.view(0)
    other = game.new_deal(seed=2)
    with pytest.raises(InconsistentSample):
        check_agrees(other, view)


def test_samples_of_a_hidden_deal_differ_and_of_a_known_one_agree() -> None:
    """The signature the exact solver relies on: unseen hands vary from sample to sample."""
    game = games.load("spades")
    deal = game.new_deal(seed=3)
    view = deal.view(deal.to_act)
    rng = Random(1)
    signatures = set()
    for _ in range(5):
        state = game.sample_state(view, rng)
        assert isinstance(state, Deal)
        signatures.add(hands_signature(state))
    assert len(signatures) == 5
    spectator_of_all = dict(view, hands=[deal.view(s)["hand"] for s in range(4)])
    known = {hands_signature(game.sample_state(spectator_of_all, rng)) for _ in range(3)}  # type: ignore[arg-type]
    assert known == {hands_signature(deal)}


def test_auction_inference_weights_samples_by_the_calls_the_heuristic_would_make() -> None:
    """Oh Hell, after three bids: samples where the heuristic would have bid otherwise count
    less, by ``miss`` per trick of difference; some samples keep the full weight."""
    game = games.load("oh-hell")
    deal = game.new_deal(seed=4)
    bots = [make_bot("heuristic", game, Random(s)) for s in range(4)]
    for _ in range(3):
        seat = deal.to_act
        assert seat is not None
        deal.apply(bots[seat].act(deal.view(seat)))
    seat = deal.to_act
    assert seat is not None
    sampler = Sampler(game, policy_bots(game, Random(0)), miss=0.5)
    weights = [sampler.draw(deal.view(seat), Random(i)).weight for i in range(40)]
    assert max(weights) == 1.0
    assert min(weights) < 1.0
    assert all(round(w.__pow__(1.0), 12) in {0.5**k for k in range(40)} for w in weights)


def test_call_distance() -> None:
    assert distance("3", "3") == 0
    assert distance("1", "4") == 3
    assert distance("pass", "4S") == 1
