"""The search bot's determinizations: every sample agrees with the view it was drawn from."""

from __future__ import annotations

from random import Random

import pytest

from followsuit import games
from followsuit.bots import make_bot
from followsuit.bots.search.rollout import policy_bots
from followsuit.bots.search.sampling import (
    FLOOR,
    SHARPNESS,
    InconsistentSample,
    Sampler,
    check_agrees,
    distance,
    hands_signature,
)
from followsuit.cards import bits
from followsuit.engine import Deal, Game, View

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


def bid_around(game: Game, seed: int, seats: int) -> Deal:
    """A deal of ``game`` after the heuristic bots' first ``seats`` bids."""
    deal = game.new_deal(seed=seed)
    assert isinstance(deal, Deal)
    bots = [make_bot("heuristic", game, Random(s)) for s in range(game.players)]
    for _ in range(seats):
        seat = deal.to_act
        assert seat is not None
        deal.apply(bots[seat].act(deal.view(seat)))
    return deal


def test_auction_inference_without_stated_chances_counts_miss_per_step_missed() -> None:
    """Spades, after three bids (its heuristic states no chances): samples where the heuristic
    would have bid otherwise count less, by ``miss`` per trick of difference; some samples
    keep the full weight."""
    game = games.load("spades")
    deal = bid_around(game, 4, 3)
    seat = deal.to_act
    assert seat is not None
    sampler = Sampler(game, policy_bots(game, Random(0)), miss=0.5)
    weights = [sampler.draw(deal.view(seat), Random(i)).weight for i in range(40)]
    assert max(weights) == 1.0
    assert min(weights) < 1.0
    assert all(round(w, 12) in {0.5**k for k in range(40)} for w in weights)


def oh_hell_bid_weights(bid: str, seed: int) -> tuple[float, float]:
    """Oh Hell at ten cards, the second bidder having bid ``bid`` (the first bid by the
    heuristic): the bidder's mean count of aces and trumps over 120 samples of the next seat's
    view, unweighted and weighted by the auction inference."""
    game = games.load("oh-hell", hand_sizes=(10,))
    deal = bid_around(game, seed, 1)
    bidder = deal.to_act
    deal.apply(bid)
    seat = deal.to_act
    assert seat is not None
    view = deal.view(seat)
    trump = view["details"]["trump"]
    sampler = Sampler(game, policy_bots(game, Random(0)), miss=0.5)
    rng = Random(seed)
    counts, weights = [], []
    for _ in range(120):
        sample = sampler.draw(view, rng)
        hand = sample.state.view(bidder)["hand"]
        counts.append(sum(card[0] == "A" or card[-1] == trump for card in hand))
        weights.append(sample.weight)
    plain = sum(counts) / len(counts)
    weighted = sum(w * c for w, c in zip(weights, counts, strict=True)) / sum(weights)
    return plain, weighted


@pytest.mark.parametrize("seed", [5, 6])
def test_auction_inference_from_stated_chances_favours_hands_that_fit_the_bids(seed: int) -> None:
    """Oh Hell's heuristic states its chances of each bid: after a bid of six of ten tricks,
    the samples where the bidder holds many aces and trumps weigh more; after a bid of none,
    fewer."""
    plain, weighted = oh_hell_bid_weights("6", seed)
    assert weighted > plain + 0.5
    plain, weighted = oh_hell_bid_weights("0", seed)
    assert weighted < plain - 0.5


def test_stated_chances_weigh_a_call_by_its_share_of_the_sharpened_chances() -> None:
    """A call's weight is its chance (plus ``FLOOR``) to the power ``SHARPNESS``, over the sum
    of every legal call's: the weights of all the calls add up to one."""

    class Stated:
        name = "stated"

        def act(self, view: View) -> str:
            raise AssertionError("a bot that states its chances is not asked to act")

        def call_chances(self, view: View) -> dict[str, float]:
            return {"0": 0.5, "1": 0.3, "2": 0.2}

    sampler = Sampler(games.load("oh-hell"), [], miss=0.5)
    shares = [sampler.likelihood(Stated(), {}, text) for text in ("0", "1", "2")]
    assert sum(shares) == pytest.approx(1.0)
    sharp = [(c + FLOOR) ** SHARPNESS for c in (0.5, 0.3, 0.2)]
    assert shares == pytest.approx([x / sum(sharp) for x in sharp])


def test_call_distance() -> None:
    assert distance("3", "3") == 0
    assert distance("1", "4") == 3
    assert distance("pass", "4S") == 1
