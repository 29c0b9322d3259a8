"""Bézique's last eight tricks settled at once (``settle``): the heuristic plays them
perfectly for both players, so a playout may stop where they begin.

Z1: once the stock is gone every card is known; the deal's end is the endgame's minimax
value. The heuristic must reach it from every position, following included (it once took a
led card off the opponent's hand twice, losing a copy the opponent still held)."""

from __future__ import annotations

from random import Random

import pytest

from followsuit import games
from followsuit.bots import make_bot
from followsuit.bots.search.rollout import Playout
from followsuit.engine import Score, State
from followsuit.games.bezique.bot.settle import settle


def heuristic_deal(name: str, seed: int, preset: str | None = None) -> list[State]:
    """Every position of a seeded heuristic-against-heuristic deal, the last one over."""
    game = games.load(name, preset=preset)
    rng = Random(seed)
    order = list(range(len(game.pack)))
    rng.shuffle(order)
    state = game.deal_from_order(order, seed % game.players, game.initial_carry())
    bots = [make_bot("heuristic", game, Random(seed * 10 + s)) for s in range(game.players)]
    positions = [state.clone()]
    while (seat := state.to_act) is not None:
        state.apply(bots[seat].act(state.view(seat)))
        positions.append(state.clone())
    return positions


@pytest.mark.parametrize("seed", range(12))
def test_z1_the_heuristics_last_eight_scores_what_settle_says(seed: int) -> None:
    positions = heuristic_deal("bezique", seed)
    final = positions[-1].scores.deals[-1]
    settled = [s for s in map(settle, positions[:-1]) if s is not None]
    assert len(settled) >= 15  # every position of the last eight (some may be forced)
    assert settled == [final] * len(settled)


def test_the_led_cards_twin_in_the_opponents_hand_is_not_forgotten() -> None:
    """Deal 0 of the seeds above: the opponent leads AC holding the other AC; following
    with TH (not QH) keeps the last eight's minimax value (the bug lost 20 points)."""
    positions = heuristic_deal("bezique", 0)
    assert settle(positions[-2]) == positions[-1].scores.deals[-1]
    values = {s for s in map(settle, positions[:-1]) if s is not None}
    assert len(values) == 1


def test_settle_waits_for_the_last_eight() -> None:
    positions = heuristic_deal("bezique", 3)
    first = next(i for i, p in enumerate(positions) if settle(p) is not None)
    assert all(settle(p) is None for p in positions[:first])
    assert positions[first].last_eight  # type: ignore[attr-defined]
    assert settle(positions[-1]) is None  # the deal is over: nothing left to settle


@pytest.mark.parametrize("preset", ["grand", "polish", "three-handed"])
def test_other_forms_are_played_out(preset: str) -> None:
    spec = games.spec("bezique")
    if preset not in spec.presets:
        pytest.skip(f"no {preset} preset")
    positions = heuristic_deal("bezique", 1, preset)
    assert all(settle(p) is None for p in positions)


def test_a_playout_with_settle_scores_as_one_played_out() -> None:
    game = games.load("bezique")
    positions = heuristic_deal("bezique", 5)
    start = next(p for p in positions if settle(p) is None and p.to_act is not None)
    played: list[tuple[Score, ...] | None] = []
    for rule in (None, settle):
        bots = [make_bot("heuristic", game, Random(s)) for s in range(2)]
        playout = Playout(bots, rule)
        played.append(playout.finish(start.clone()))
        if rule is settle:
            assert playout.actions < 100  # it stopped where the last eight began
    assert played[0] == played[1]
