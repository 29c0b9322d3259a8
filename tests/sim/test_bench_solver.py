"""The bench's solver table (followsuit.sim.bench_solver): worlds a decision are counted for the
search bot's own card plays, in one seat of one deal."""

from __future__ import annotations

from random import Random

import pytest

from followsuit import games
from followsuit.sim.bench_solver import worlds_a_decision

pytestmark = pytest.mark.slow  # the search bot at its default level: about 0.4 s a move


def test_worlds_a_decision_counts_the_search_seats_card_plays_alone() -> None:
    """Four cards a hand: the search seat has at most three card plays with a choice (the last
    card is forced), where four search seats had up to twelve; each counted decision solved
    its worlds (every world of so small a deal fits the solver)."""
    game = games.load("oh-hell", hand_sizes=(4,))
    decisions, worlds, solving = worlds_a_decision(game, Random(1))
    assert 1 <= decisions <= 3
    assert solving == decisions and worlds >= decisions
