"""The core's ISMCTS of the card play (``_core.ismcts``) against the Python engine.

On endings of every game and preset whose seats play for themselves, searched in the one true
world, ISMCTS must play the card a plain max^n over the engine's own play and scores
(``test_maxn``) shows clearly best: one whose value to the seat, with every other seat's
indifference broken against it, beats every other card's with indifference broken for it.
Over a pool of worlds drawn from a real view, the answer must be well formed: one entry for
each legal card, visits adding up to the iterations, means within the utility's reach, and
the same answer for the same seed.
"""

from __future__ import annotations

import math
from random import Random

import pytest

from conformance.support import load, preset_id
from followsuit import _core, games
from followsuit.bots import make_bot
from followsuit.bots.search.sampling import Sampler
from followsuit.bots.search.worlds import WorldSolver, world_setting
from followsuit.engine import Deal, Game
from native.test_maxn import EPSILON, SEATS_FOR_THEMSELVES, utilities
from native.test_worlds import endings

MARGIN = 1.0
"""How much better than every other card the best card must be for the test to ask for it."""

ROUNDS = 2
"""Sets of endings (``test_worlds.endings``) drawn for each preset."""

ITERATIONS = 20_000
"""Iterations of one search of one world: enough for a tree of three tricks to settle."""


def maxn(game: Game, deal: Deal, searcher: int, against: bool) -> list[float]:
    """Every seat's own deal score at the finish of ``deal`` with each seat playing for its
    own, a seat indifferent between cards playing the one worse (``against``) or better for
    ``searcher``."""
    if deal.to_act is None:
        return utilities(game, deal, "own")
    seat = deal.to_act
    best: list[float] | None = None
    for action in deal.legal_actions():
        child = deal.clone()
        child.apply(action)
        v = maxn(game, child, searcher, against)
        tied = best is not None and abs(v[seat] - best[seat]) <= EPSILON
        if (
            best is None
            or v[seat] > best[seat] + EPSILON
            or (tied and (v[searcher] < best[searcher]) == against)
        ):
            best = v
    assert best is not None
    return best


def clearly_best(game: Game, deal: Deal) -> str | None:
    """The card whose worst value (ties against the seat) beats every other card's best (ties
    for it) by ``MARGIN``, if there is one."""
    me = deal.to_act
    assert me is not None
    low: dict[str, float] = {}
    high: dict[str, float] = {}
    for action in deal.legal_actions():
        child = deal.clone()
        child.apply(action)
        low[action.text] = maxn(game, child, me, True)[me]
        high[action.text] = maxn(game, child, me, False)[me]
    best = max(low, key=lambda t: low[t])
    if all(low[best] >= high[t] + MARGIN for t in high if t != best):
        return best
    return None


def searched(
    game: Game, deal: Deal, worlds: list[Deal], rollout: str, **options: float | str
) -> tuple[_core.Searched, list[str]]:
    """The core's search of ``worlds`` (the first one's deal names the cards)."""
    settings = [world_setting(w) for w in worlds]
    assert all(s is not None for s in settings)
    first = settings[0]
    assert first is not None
    texts = first[0].table.texts
    solver = WorldSolver(game, reduction="maxn", utility="own")
    found = _core.ismcts(
        [s[3] for s in settings if s is not None],
        solver.utilities(first[0], first[1], first[2].hands),
        rollout=rollout,
        **options,  # type: ignore[arg-type]
    )
    return found, texts


@pytest.mark.parametrize(
    ("name", "preset"), SEATS_FOR_THEMSELVES, ids=[preset_id(p) for p in SEATS_FOR_THEMSELVES]
)
def test_in_one_world_ismcts_plays_the_clearly_best_max_n_card(
    name: str, preset: str | None
) -> None:
    game = load(name, preset)
    rng = Random(f"ismcts:{name}:{preset}")
    checked = 0
    for deal in [d for _ in range(ROUNDS) for d in endings(game, rng)]:
        if world_setting(deal) is None or len(deal.legal_actions()) < 2:
            continue
        best = clearly_best(game, deal)
        if best is None:
            continue
        for rollout in ("policy", "random"):
            found, texts = searched(game, deal, [deal], rollout, seed=3, iterations=ITERATIONS)
            top = max(found.cards, key=lambda c: c[1])
            assert texts[top[0]] == best, f"{rollout}: {deal.view(deal.to_act)}: {found.cards}"
        checked += 1
    if not checked:
        pytest.skip(f"{name}:{preset}: no ending with one card clearly best")


def oh_hell_view(seed: int) -> tuple[Game, Deal]:
    """A four-handed Oh Hell deal of five cards at its first card played."""
    game = games.load("oh-hell", hand_sizes=(5,))
    deal = game.new_deal(rng=Random(seed))
    assert isinstance(deal, Deal)
    bot = make_bot("heuristic", game, Random(seed))
    while world_setting(deal) is None:
        assert deal.to_act is not None
        deal.apply(bot.act(deal.view(deal.to_act)))
    return game, deal


@pytest.mark.parametrize("nodes", ["own hand", "shared", "searcher"])
@pytest.mark.parametrize("rollout", ["policy", "random"])
def test_a_pool_of_worlds_gives_well_formed_visits_and_values(rollout: str, nodes: str) -> None:
    game, deal = oh_hell_view(11)
    seat = deal.to_act
    assert seat is not None
    view = deal.view(seat)
    sampler = Sampler(game, [make_bot("heuristic", game, Random(s)) for s in range(4)])
    rng = Random(2)
    worlds = [sampler.draw(view, rng).state for _ in range(12)]
    assert isinstance(worlds[0], Deal)
    found, texts = searched(game, deal, worlds, rollout, seed=5, iterations=2000, nodes=nodes)
    again, _ = searched(game, deal, worlds, rollout, seed=5, iterations=2000, nodes=nodes)
    assert found.cards == again.cards
    assert found.iterations == 2000
    assert sorted(texts[c] for c, _, _ in found.cards) == sorted(view["legal"])
    assert sum(v for _, v, _ in found.cards) == 2000
    # An Oh Hell score of five tricks: at most 10 plus the bid, never below nothing.
    assert all(0.0 <= mean <= 15.0 for _, v, mean in found.cards if v > 0)
    assert found.nodes > 1


def test_worlds_that_disagree_or_bad_options_are_refused() -> None:
    game, deal = oh_hell_view(11)
    setting = world_setting(deal)
    assert setting is not None
    _, scoring, rules, position = setting
    solver = WorldSolver(game, reduction="maxn", utility="own")
    utility = solver.utilities(deal, scoring, rules.hands)
    later = position.clone()
    later.play(next(c for c in range(52) if position.legal() >> c & 1))
    with pytest.raises(ValueError, match="another hand to play"):
        _core.ismcts([position, later], utility, seed=1, iterations=10)
    with pytest.raises(ValueError, match="3 utilities for 4 seats"):
        _core.ismcts([position], utility[:3], seed=1, iterations=10)
    with pytest.raises(ValueError, match="iterations, a finite number of seconds, or both"):
        _core.ismcts([position], utility, seed=1)
    with pytest.raises(ValueError, match="iterations, a finite number of seconds, or both"):
        _core.ismcts([position], utility, seed=1, seconds=math.inf)
    for seconds in (math.nan, -1.0):
        with pytest.raises(ValueError, match="not a non-negative number"):
            _core.ismcts([position], utility, seed=1, iterations=10, seconds=seconds)
    assert _core.ismcts([position], utility, seed=1, iterations=10, seconds=1e30).iterations == 10
    with pytest.raises(ValueError, match="no rollout"):
        _core.ismcts([position], utility, seed=1, iterations=10, rollout="greedy")
    with pytest.raises(ValueError, match="no world"):
        _core.ismcts([], utility, seed=1, iterations=10)


@pytest.mark.parametrize(
    ("name", "preset"), SEATS_FOR_THEMSELVES, ids=[preset_id(p) for p in SEATS_FOR_THEMSELVES]
)
def test_random_playouts_of_a_last_trick_are_its_engine_scores(
    name: str, preset: str | None
) -> None:
    """With one card a hand left, a random playout has one way to go: every seat's mean
    utility is its deal score once the engine plays the last trick."""
    game = load(name, preset)
    rng = Random(f"random playouts:{name}:{preset}")
    checked = 0
    for deal in endings(game, rng, tricks=1):
        setting = world_setting(deal)
        if setting is None:
            continue
        _, scoring, rules, position = setting
        solver = WorldSolver(game, reduction="maxn", utility="own")
        found = _core.random_playouts(
            position, solver.utilities(deal, scoring, rules.hands), runs=4, seed=1
        )
        end = deal.clone()
        while end.to_act is not None:
            end.apply(end.legal_actions()[0])
        assert found == pytest.approx(utilities(game, end, "own"))
        checked += 1
    if not checked:
        pytest.skip(f"{name}:{preset}: no last trick the native core plays")


def test_a_position_whose_hands_run_out_before_the_deal_ends_is_refused() -> None:
    """A hand built with fewer cards than its turns left would leave a playout nothing to
    play (the core stopped on it): every search and playout refuses it, naming the hand."""
    game, deal = oh_hell_view(11)
    setting = world_setting(deal)
    assert setting is not None
    _, scoring, rules, position = setting
    utility = WorldSolver(game, reduction="maxn", utility="own").utilities(
        deal, scoring, rules.hands
    )
    hands = list(position.hands)
    other = (position.leader + 1) % 4
    hands[other] &= hands[other] - 1  # one card fewer
    assert position.trick == []  # the first card of five-card hands
    short = _core.Position(rules, hands=hands, leader=position.leader, total_tricks=5)
    with pytest.raises(ValueError, match=f"hand {other} has no card to play"):
        _core.ismcts([short], utility, seed=1, iterations=10)
    with pytest.raises(ValueError, match=f"hand {other} has no card to play"):
        _core.random_playouts(short, utility, runs=4, seed=1)
    with pytest.raises(ValueError, match=f"hand {other} has no card to play"):
        _core.playouts_each(short, utility, runs=4, seed=1)
    with pytest.raises(ValueError, match="runs must be at least 1"):
        _core.random_playouts(position, utility, runs=0, seed=1)
