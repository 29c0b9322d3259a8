"""Bids judged by the play that follows them: each candidate valued under its own contract."""

from __future__ import annotations

from random import Random

import pytest

from followsuit import games
from followsuit.bots import make_bot
from followsuit.bots.search import Budget, SearchBot
from followsuit.bots.search.worlds import WorldSolver
from followsuit.engine import Deal, State


def at_dealers_bid(seed: int) -> State:
    """A four-handed Oh Hell deal of five cards with every bid made but the dealer's."""
    game = games.load("oh-hell", hand_sizes=(5,))
    deal = game.new_deal(dealer=3, rng=Random(seed))
    assert isinstance(deal, Deal)
    bot = make_bot("heuristic", game, Random(seed))
    while deal.to_act != 3:
        assert deal.to_act is not None
        deal.apply(bot.act(deal.view(deal.to_act)))
    return deal


@pytest.mark.parametrize("policy", [False, True])
def test_each_candidate_bid_is_valued_with_its_own_contract(policy: bool) -> None:
    """The dealer's candidate bids, valued one after the other in the same world, each get the
    value a fresh solver gives the play after it: the scoring's tables of one candidate's
    contract are not reused for the next (they were, keyed by what the bids do not change)."""
    deal = at_dealers_bid(5)
    legal = [a.text for a in deal.legal_actions()]
    bot = SearchBot(
        deal.game,
        Random(1),
        budget=Budget(seconds=None, samples=1),
        simulate_bids=not policy,
        policy_bids=policy,
    )
    pimc = bot.search
    pimc._seat = 3  # the seat whose move is being chosen, as ``choose`` sets it
    values = {}
    expected = {}
    for text in legal:
        after = deal.clone()
        after.apply(text)
        found = pimc._worth(after.clone(), 3, bot.budget.start(), seed=9)
        assert found is not None
        values[text] = found[0]
        fresh = WorldSolver(deal.game, reduction="maxn")
        if policy:
            expected[text] = fresh.policy_value(after, 3, runs=64, seed=9)
        else:
            expected[text] = fresh.position_value(after, 3)
    assert values == expected
    assert len(set(values.values())) > 1


def test_bids_may_be_judged_by_native_playouts_of_the_play_after_them() -> None:
    """Bids judged by PIMC (``native_bids=None``) with native playouts (``policy_bids=True``):
    each candidate valued in every world by playouts of the play after it, every seat for
    itself, and the best mean is the bid (no heuristic anchor to beat by standard errors);
    without ``policy_bids``, by heuristic playouts."""
    deal = at_dealers_bid(5)
    budget = Budget(seconds=None, samples=8)
    bot = SearchBot(deal.game, Random(3), budget=budget, policy_bids=True, native_bids=None)
    bot.act(deal.view(3))
    thought = bot.last
    assert thought is not None
    assert thought.samples == 8 and thought.policy == 8 and thought.exact == 0
    best = max(thought.tallies, key=lambda text: thought.tallies[text].mean)
    assert thought.choice == best
    default = SearchBot(deal.game, Random(3), budget=budget, native_bids=None)
    default.act(deal.view(3))
    assert default.last is not None and default.last.policy == 0
