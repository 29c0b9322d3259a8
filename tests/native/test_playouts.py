"""The core's playouts (``_core.playouts``, ``WorldSolver.playout_values``) against the engine.

Two tricks from the end of a deal, a playout plays some legal finish: each legal card's
playout value must lie within the least and greatest values the engine's own finishes after it
give (every line of play, scored by ``deal.outcome()``), and on the last trick, where no hand
has a choice, be that one value. The search uses playouts for worlds too big to solve
(``pimc``): there every card's tally comes from them, with no playout in Python.
"""

from __future__ import annotations

from random import Random

import pytest

from conformance.support import each_preset, load
from followsuit import games
from followsuit.bots import make_bot
from followsuit.bots.search import Budget, SearchBot
from followsuit.bots.search.pimc import RACE_AFTER
from followsuit.bots.search.value import score_index, value
from followsuit.bots.search.worlds import WorldSolver
from followsuit.engine import Deal, Game
from followsuit.engine.sides import live_scores
from native.test_worlds import endings, skip_unless_checked


def finishes(game: Game, deal: Deal, me: int) -> list[float]:
    """``me``'s value of every line of play from ``deal`` to its end."""
    if deal.to_act is None:
        counted = live_scores(game.scorers, game.live)  # a dummy's score is no other's
        return [value(deal.outcome().scores, score_index(game, me), "mean", counted)]
    found = []
    for action in deal.legal_actions():
        child = deal.clone()
        child.apply(action)
        found.extend(finishes(game, child, me))
    return found


@each_preset()
def test_playout_values_are_finishes_the_engine_allows(name: str, preset: str | None) -> None:
    game = load(name, preset)
    rng = Random(f"playouts:{name}:{preset}")
    worlds = WorldSolver(game)
    checked = 0
    for deal in endings(game, rng, 2):
        worlds.begin()
        values = worlds.playout_values(deal, runs=3, seed=checked)
        if values is None:
            continue
        me = deal.to_act
        assert me is not None
        assert set(values) == {action.text for action in deal.legal_actions()}
        last_trick = deal.total_tricks - deal.tricks_played == 1  # type: ignore[attr-defined]
        for action in deal.legal_actions():
            child = deal.clone()
            child.apply(action)
            lines = finishes(game, child, me)
            worth = values[action.text]
            if last_trick:
                assert lines == [pytest.approx(worth)], action.text
            assert min(lines) - 1e-9 <= worth <= max(lines) + 1e-9, (
                f"{action.text}: playouts {worth}, the engine's finishes {min(lines)}..{max(lines)}"
            )
        checked += 1
    skip_unless_checked(checked, name, preset)


def test_a_world_too_big_to_solve_is_played_out_by_the_core() -> None:
    """With a node cap no world fits in, a card play of Spades is valued by the core's
    playouts alone: every sample tallied (a candidate may drop out of the race), none exact,
    no playout in Python."""
    game = games.load("spades")
    deal = game.new_deal(seed=7)
    bots = [make_bot("heuristic", game, Random(seat)) for seat in range(game.players)]
    while games.play_scoring(deal) is None or len(deal.legal_actions()) < 2:
        deal.apply(bots[deal.to_act].act(deal.view(deal.to_act)))  # type: ignore[index]
    bot = SearchBot(game, Random(1), budget=Budget(seconds=None, samples=12))
    assert bot.search.worlds is not None
    bot.search.worlds.nodes = 1
    seat = deal.to_act
    assert seat is not None
    bot.act(deal.view(seat))
    thought = bot.last
    assert thought is not None and thought.samples == 12
    assert thought.exact == 0 and thought.solved == 0
    assert bot.search.playout.actions == 0
    assert thought.tallies[thought.anchor].tries == 12
    assert all(tally.tries >= RACE_AFTER for tally in thought.tallies.values())
