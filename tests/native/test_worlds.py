"""The search bot's exact values of a world (``bots.search.worlds``: the native solver over the
game's scoring tables) against a plain minimax in Python over the engine's own play and scores.

For every game and preset, random deals are played to their last few tricks; where the native
core can solve the position, every legal card's value must be the minimax's exactly: the
seat's ``value`` of the deal's final scores (``deal.outcome().scores``), its side maximising
and the other minimising, or with seats playing for themselves, the seat maximising against
every other (paranoid). The Python side knows nothing of the core: it plays the engine's
actions and reads the engine's scores.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterator
from random import Random

import pytest

from conformance.support import each_preset, load
from followsuit import games
from followsuit.bots import make_bot
from followsuit.bots.search.value import score_index, value
from followsuit.bots.search.worlds import WorldSolver
from followsuit.engine import Deal, Game
from followsuit.engine.sides import live_scores

ENDING_TRICKS = 3
"""Tricks left when the ending is solved both ways (small enough for the Python minimax)."""

DEALS = 6


def minimax(game: Game, deal: Deal, me: int, alpha: float, beta: float) -> float:
    """The value for seat ``me`` of the rest of ``deal``: ``me``'s side maximises (with two
    sides), or ``me`` alone against every other seat."""
    if deal.to_act is None:
        counted = live_scores(game.scorers, game.live)  # a dummy's score is no other's
        return value(deal.outcome().scores, score_index(game, me), "mean", counted)
    seat = deal.to_act
    two_sides = len(game.scorers) == 2
    mine = score_index(game, seat) == score_index(game, me) if two_sides else seat == me
    best = -math.inf if mine else math.inf
    for action in deal.legal_actions():
        child = deal.clone()
        child.apply(action)
        worth = minimax(game, child, me, alpha, beta)
        if mine:
            best = max(best, worth)
            alpha = max(alpha, best)
        else:
            best = min(best, worth)
            beta = min(beta, best)
        if alpha >= beta:
            break
    return best


def endings(game: Game, rng: Random, tricks: int = ENDING_TRICKS) -> list[Deal]:
    """Positions with ``tricks`` tricks or fewer left, from random deals."""
    found = []
    for _ in range(DEALS):
        deal = game.new_deal(seed=rng.randrange(2**31))
        bots = [make_bot("random", game, Random(rng.randrange(2**31))) for _ in range(game.players)]
        while deal.to_act is not None:
            left = getattr(deal, "total_tricks", 0) - getattr(deal, "tricks_played", 0)
            if left <= tricks and games.play_scoring(deal) is not None:
                found.append(deal.clone())
                break
            deal.apply(bots[deal.to_act].act(deal.view(deal.to_act)))
    return found


def solved_endings(
    game: Game, rng: Random, solver: WorldSolver
) -> Iterator[tuple[Deal, dict[str, float]]]:
    """The ``endings`` the native ``solver`` values, each with its card values."""
    for deal in endings(game, rng):
        solver.begin()
        values = solver.values(deal)
        if values is not None:
            yield deal, values


def skip_unless_checked(checked: int, name: str, preset: str | None) -> None:
    """Skips, saying why, a test that found no ending the native core plays."""
    if not checked:
        pytest.skip(f"{name}:{preset}: no ending the native core plays (see engine.native)")


def assert_card_values(
    deal: Deal, values: dict[str, float], expected: Callable[[Deal, int], float], oracle: str
) -> None:
    """Each legal card's native value in ``deal`` is ``expected`` of the deal after it for the
    seat to act (the ``oracle``'s value, named in a failure)."""
    me = deal.to_act
    assert me is not None
    for action in deal.legal_actions():
        child = deal.clone()
        child.apply(action)
        want = expected(child, me)
        assert values[action.text] == pytest.approx(want), (
            f"{action.text}: native {values[action.text]}, {oracle} {want}"
        )


@each_preset()
def test_world_values_are_the_engines_minimax(name: str, preset: str | None) -> None:
    game = load(name, preset)
    rng = Random(f"{name}:{preset}")
    checked = 0
    for deal, values in solved_endings(game, rng, WorldSolver(game)):
        assert_card_values(
            deal, values, lambda child, me: minimax(game, child, me, -math.inf, math.inf), "minimax"
        )
        checked += 1
    skip_unless_checked(checked, name, preset)


@each_preset()
def test_a_worlds_position_value_is_the_engines_minimax(name: str, preset: str | None) -> None:
    """The value of the position itself (one search, not one a card), for the seat to act
    and for the next seat, whose side may be the other."""
    game = load(name, preset)
    rng = Random(f"position:{name}:{preset}")
    solver = WorldSolver(game)
    checked = 0
    for deal in endings(game, rng):
        me = deal.to_act
        assert me is not None
        for seat in (me, (me + 1) % game.players):
            solver.begin()
            found = solver.position_value(deal, seat)
            if found is None:
                break
            assert found == pytest.approx(minimax(game, deal, seat, -math.inf, math.inf))
            checked += 1
    skip_unless_checked(checked, name, preset)
