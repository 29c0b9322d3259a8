"""``--samples`` and ``--seconds`` beyond the arena: simulate and play give them to the bots
that take them (the search bot), so a run with samples alone is the same on any machine."""

from __future__ import annotations

import pytest

from followsuit import games
from followsuit.bots.search import SearchBot
from followsuit.cli.table import TableSession
from followsuit.errors import OptionError
from followsuit.sim import prepare, simulate
from followsuit.sim.batches import plan_json


def test_simulate_with_samples_alone_plays_the_same_deals_the_same_way() -> None:
    run = dict(deals=1, bots="search,heuristic,heuristic,heuristic", seed=3, samples=2)
    first = simulate("oh-hell", **run)  # type: ignore[arg-type]
    again = simulate("oh-hell", **run)  # type: ignore[arg-type]
    assert first.samples == again.samples


def test_a_simulations_plan_keeps_its_budget_and_refuses_a_bad_one() -> None:
    plan = prepare("spades", deals=1, bots="search,heuristic,search,heuristic", samples=4)
    assert plan.samples == 4 and plan.seconds is None
    assert plan_json(plan)["samples"] == 4
    assert "samples" not in plan_json(prepare("spades", deals=1, bots="heuristic"))
    with pytest.raises(OptionError, match="samples per move"):
        prepare("spades", deals=1, bots="search", samples=0)
    with pytest.raises(OptionError, match="seconds per move"):
        prepare("spades", deals=1, bots="search", seconds=-1.0)


def test_plays_bots_take_the_samples_given_with_no_time_limit() -> None:
    game = games.load("spades")
    session = TableSession(
        game, seed=1, humans=[0], bots=["heuristic", "search", "heuristic", "search"], samples=3
    )
    searchers = [bot for bot in session.bots if isinstance(bot, SearchBot)]
    assert len(searchers) == 2
    assert all(bot.budget.samples == 3 and bot.budget.seconds is None for bot in searchers)
