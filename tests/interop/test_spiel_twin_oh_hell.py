"""The bridge for matches between OpenSpiel's bots and ours: one Oh Hell deal in both engines."""

from __future__ import annotations

from random import Random

import pytest

pytest.importorskip(
    "pyspiel", reason="OpenSpiel is not installed (pip install 'followsuit[openspiel]')"
)

from followsuit.bots.search import Budget, SearchBot
from followsuit.interop.spiel_oh_hell import TwinDeal


@pytest.mark.parametrize(("players", "tricks"), [(4, 5), (3, 7), (4, 10)])
def test_a_twin_deal_agrees_at_every_step_and_in_the_scores(players: int, tricks: int) -> None:
    """Random legal actions: both engines name the same seat and legal actions at every step
    (the bridge checks it) and score each seat alike at the end."""
    for seed in range(6):
        rng = Random(seed)
        order = list(range(52))
        rng.shuffle(order)
        twin = TwinDeal(players, tricks, order)
        steps = 0
        while twin.to_act is not None:
            legal = twin.view(twin.to_act)["legal"]
            twin.apply(rng.choice(legal))
            steps += 1
        assert steps == players + players * tricks
        assert len(twin.scores()) == players


def test_openspiel_moves_reach_followsuit_and_the_search_bot_plays_from_views() -> None:
    """One seat searching from followsuit's views, the others choosing OpenSpiel actions."""
    rng = Random(3)
    order = list(range(52))
    rng.shuffle(order)
    twin = TwinDeal(4, 3, order)
    bot = SearchBot(twin.game, Random(1), budget=Budget(seconds=None, samples=3))
    while twin.to_act is not None:
        seat = twin.to_act
        if seat == 0:
            twin.apply(bot.act(twin.view(seat)))
        else:
            action = rng.choice(twin.spiel.legal_actions())
            twin.apply(twin.spiel_action_text(action))
    assert twin.scores()[0] >= 0
