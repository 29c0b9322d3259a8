"""The search bot's ISMCTS move choice (``method="ismcts"``): legal, seeded, budgeted."""

from __future__ import annotations

from random import Random

import pytest

from followsuit import games
from followsuit.bots.search import Budget, SearchBot

from .test_search_bot import FakeClock, play_with_search, views_to_decide


def ismcts(game: games.Game, seed: int, iterations: int) -> SearchBot:
    budget = Budget(seconds=None, samples=iterations)
    return SearchBot(game, Random(seed), budget=budget, method="ismcts")


@pytest.mark.parametrize("name", ["oh-hell", "spades"])
def test_ismcts_gives_the_same_move_for_a_seed(name: str) -> None:
    game = games.load(name)
    for view in views_to_decide(game, seed=5, count=2):
        first, again = ismcts(game, 9, 40), ismcts(game, 9, 40)
        assert first.act(view) == again.act(view)
        assert view["legal"].count(first.act(view)) == 1
        assert first.last is not None and first.last.samples == 40


def test_ismcts_stops_with_its_clock() -> None:
    game = games.load("oh-hell")
    view = views_to_decide(game, seed=2, count=1)[0]
    clock = FakeClock(0.01)
    bot = SearchBot(game, Random(1), budget=Budget(seconds=0.2), clock=clock, method="ismcts")
    bot.act(view)
    assert bot.last is not None
    assert 15 <= clock.reads <= 21 and bot.last.samples == clock.reads - 2


def test_ismcts_plays_a_deal_from_views_alone() -> None:
    """The real deal raises on any read while the bot thinks (as for PIMC)."""
    game = games.load("oh-hell", preset="seven")
    deal = play_with_search(game, seed=4, seats={0, 2}, samples=30, method="ismcts")
    assert deal.is_over
