"""The max^n solve of a world (``bots.search.worlds`` with ``reduction="maxn"``, the core's
``MaxnSolver``) against a plain max^n in Python over the engine's own play and scores.

For every game and preset whose seats play for themselves, random deals are played to their
last few tricks; where the native core can solve the position, every legal card's value must
be the Python max^n's exactly: every seat plays for its own utility (its deal score, or its
score less the others' mean), a seat indifferent between cards plays the one worse for the
searching seat, then the one lower for seat 0, 1, ... (the core's stated ties), and the
searching seat's ``value`` of the scores at the finish reached.
"""

from __future__ import annotations

from collections.abc import Iterator
from random import Random

import pytest

from conformance.support import PRESETS, load, preset_id
from followsuit import games
from followsuit.bots import make_bot
from followsuit.bots.search.value import score_index, value
from followsuit.bots.search.worlds import Ties, Utility, WorldSolver, world_setting
from followsuit.engine import Deal, Game
from followsuit.engine.sides import live_scores
from native.test_worlds import (
    ENDING_TRICKS,
    assert_card_values,
    endings,
    skip_unless_checked,
    solved_endings,
)

EPSILON = 1e-9


def utilities(game: Game, deal: Deal, utility: Utility, searcher: int | None = None) -> list[float]:
    """Each seat's utility at the end of ``deal`` (``searcher``'s, with ``"searcher-mean"``,
    its score less the others' mean, the others' their own)."""
    scores = [float(s) for s in deal.outcome().scores]
    counted = live_scores(game.scorers, game.live)  # a dummy's score is no other's
    result = []
    for seat in range(game.players):
        mine = score_index(game, seat)
        if utility == "own" or (utility == "searcher-mean" and seat != searcher):
            result.append(scores[mine])
        else:
            others = sum(scores[i] for i in counted if i != mine)
            result.append((len(counted) - 1) * scores[mine] - others)
    return result


def prefers(
    seat: int, searcher: int, v: list[float], best: list[float], ties: str = "against"
) -> bool:
    """Whether ``seat`` plays for the finish ``v`` rather than ``best`` (the core's ties:
    ``ties`` "against" or "for" the searching seat)."""
    if abs(v[seat] - best[seat]) > EPSILON:
        return v[seat] > best[seat]
    if abs(v[searcher] - best[searcher]) > EPSILON:
        return (v[searcher] < best[searcher]) == (ties == "against")
    for a, b in zip(v, best, strict=True):
        if abs(a - b) > EPSILON:
            return a < b
    return False


def maxn(
    game: Game, deal: Deal, searcher: int, utility: Utility, ties: str = "against"
) -> list[float]:
    """Every seat's utility at the finish of ``deal`` with each seat playing for its own."""
    if deal.to_act is None:
        return utilities(game, deal, utility, searcher)
    seat = deal.to_act
    best: list[float] | None = None
    for action in deal.legal_actions():
        child = deal.clone()
        child.apply(action)
        v = maxn(game, child, searcher, utility, ties)
        if best is None or prefers(seat, searcher, v, best, ties):
            best = v
    assert best is not None
    return best


def worth(game: Game, vector: list[float], seat: int, utility: Utility) -> float:
    """``seat``'s ``value`` of a finish from every seat's utility there."""
    if utility != "own":  # ``seat``'s utility is its score less the others' mean
        return vector[seat] / (len(live_scores(game.scorers, game.live)) - 1)
    scores = [0.0] * len(game.scorers)
    for s, u in enumerate(vector):
        scores[score_index(game, s)] = u
    return value(scores, score_index(game, seat), "mean", live_scores(game.scorers, game.live))


SEATS_FOR_THEMSELVES = [pair for pair in PRESETS if len(load(*pair).scorers) > 2]
"""The presets where each seat plays for itself: the others have two sides, solved zero-sum."""


@pytest.mark.parametrize("utility", ["own", "mean", "searcher-mean"])
@pytest.mark.parametrize(
    ("name", "preset"), SEATS_FOR_THEMSELVES, ids=[preset_id(p) for p in SEATS_FOR_THEMSELVES]
)
def test_maxn_values_are_the_engines_maxn(name: str, preset: str | None, utility: Utility) -> None:
    game = load(name, preset)
    rng = Random(f"maxn:{name}:{preset}")
    solver = WorldSolver(game, reduction="maxn", utility=utility)
    checked = 0
    for deal, values in solved_endings(game, rng, solver):
        me = deal.to_act
        assert me is not None
        assert_card_values(
            deal,
            values,
            lambda child, seat: worth(game, maxn(game, child, seat, utility), seat, utility),
            "max^n",
        )
        # The position's value for another seat: the seat to act plays for itself.
        other = (me + 1) % game.players
        solver.begin()
        found = solver.position_value(deal, other)
        assert found is not None
        expected = worth(game, maxn(game, deal, other, utility), other, utility)
        assert found == pytest.approx(expected)
        checked += 1
    skip_unless_checked(checked, name, preset)


@pytest.mark.parametrize("ties", ["for", "even"])
@pytest.mark.parametrize(
    ("name", "preset"), SEATS_FOR_THEMSELVES, ids=[preset_id(p) for p in SEATS_FOR_THEMSELVES]
)
def test_maxn_ties_for_the_searcher_or_even_are_the_engines_maxn(
    name: str, preset: str | None, ties: Ties
) -> None:
    """With ``ties="for"`` a seat indifferent between cards plays the one better for the
    searching seat; with ``"even"`` each card's vector is the mean of the two solves'."""
    game = load(name, preset)
    rng = Random(f"maxn-ties:{name}:{preset}")

    def expected(child: Deal, seat: int) -> float:
        ways = ["against", "for"] if ties == "even" else [ties]
        vectors = [maxn(game, child, seat, "own", way) for way in ways]
        mean = [sum(column) / len(vectors) for column in zip(*vectors, strict=True)]
        return worth(game, mean, seat, "own")

    checked = 0
    for deal, values in solved_endings(game, rng, WorldSolver(game, reduction="maxn", ties=ties)):
        assert_card_values(deal, values, expected, f"max^n, ties {ties}")
        checked += 1
    skip_unless_checked(checked, name, preset)


def test_an_unknown_way_of_breaking_ties_is_refused_by_name() -> None:
    with pytest.raises(ValueError, match="'sideways'"):
        WorldSolver(load("oh_hell", None), reduction="maxn", ties="sideways")  # type: ignore[arg-type]


def both_valued(
    game: Game, rng: Random, low: WorldSolver, high: WorldSolver, tricks: int = ENDING_TRICKS
) -> Iterator[tuple[dict[str, float], dict[str, float]]]:
    """Each solver's card values in the endings (twice as many as ``endings`` gives) that both
    value."""
    for deal in endings(game, rng, tricks) + endings(game, rng, tricks):
        low.begin()
        high.begin()
        first, second = low.values(deal), high.values(deal)
        if first is not None and second is not None:
            yield first, second


def test_ties_for_the_searcher_change_values_in_oh_hell_endings() -> None:
    """The way ties fall is a real choice: over Oh Hell endings, some card's value differs
    between ties against the searching seat and for it."""
    game = load("oh_hell", None)
    rng = Random("maxn-ties-differ")
    against = WorldSolver(game, reduction="maxn")
    for_root = WorldSolver(game, reduction="maxn", ties="for")
    differs = sum(low != high for low, high in both_valued(game, rng, against, for_root, 4))
    assert differs > 0


def played_to(game: Game, seed: int, tricks: int | None = None) -> Deal:
    """A deal of ``game`` played by the heuristic bot to the start of its trick play, or with
    ``tricks``, until that many tricks have been played."""
    deal = game.new_deal(seed=seed)
    bots = [make_bot("heuristic", game, Random(s)) for s in range(game.players)]

    def done() -> bool:
        if tricks is None:
            return games.play_scoring(deal) is not None
        return bool(getattr(deal, "tricks_played", 0) >= tricks)

    while not done():
        assert deal.to_act is not None
        deal.apply(bots[deal.to_act].act(deal.view(deal.to_act)))
    return deal


def test_maxn_differs_from_paranoid_where_the_others_play_for_their_own_bids() -> None:
    """Over Oh Hell endings, max^n with each seat playing for its score less the others' mean
    values some cards above the paranoid solve (the others do not all play against the
    searching seat) and never below it (paranoid is the worst the others can do to it)."""
    game = load("oh_hell", None)
    rng = Random("maxn-vs-paranoid")
    paranoid = WorldSolver(game)
    each = WorldSolver(game, reduction="maxn", utility="mean")
    above = 0
    for low, high in both_valued(game, rng, paranoid, each):
        for text, v in low.items():
            assert high[text] >= v - EPSILON, f"{text}: max^n {high[text]} < paranoid {v}"
            above += high[text] > v + EPSILON
    assert above > 0


def test_a_world_too_big_for_max_n_is_solved_paranoid_and_as_big_ones_are_not_tried() -> None:
    """Max^n cannot prune: where a world needs more positions than the cap and the paranoid
    solve fits, the world's values are the paranoid ones, and later worlds with as many cards
    go straight to the paranoid solve."""
    game = games.load("oh-hell", hand_sizes=(6,))
    deal = played_to(game, 5)
    setting = world_setting(deal)
    assert setting is not None
    each = WorldSolver(game, reduction="maxn", nodes=0)
    found = each._maxn(deal, None, None)
    paranoid = WorldSolver(game, nodes=0)
    solved = paranoid.solve(deal)
    assert found is not None and solved is not None
    assert each.maxn is not None
    utilities = each.utilities(setting[0], setting[1], 4)
    maxn_nodes = each.maxn.solve(setting[3], utilities).nodes
    assert solved.nodes < maxn_nodes
    capped = WorldSolver(game, reduction="maxn", nodes=(solved.nodes + maxn_nodes) // 2)
    capped.begin()
    assert capped.values(deal) == paranoid.values(deal)
    assert capped.maxn_too_big and capped.maxn_fails_at is not None
    capped.begin()
    assert capped.values(deal) == paranoid.values(deal)
    assert capped.maxn_too_big


def test_a_new_deal_tries_max_n_again_on_worlds_as_big_as_one_too_big_before() -> None:
    """The memory of a world too big for max^n lasts for a deal: offered a world with more
    cards than the last (a new deal), the solver tries max^n again."""
    game = games.load("oh-hell", hand_sizes=(6,))
    start, deal = played_to(game, 5), played_to(game, 5, tricks=4)
    solver = WorldSolver(game, reduction="maxn", nodes=100)
    solver.begin()
    solver.values(start)
    assert solver.maxn_fails_at is not None
    solver.nodes = 0
    solver.begin()
    solver.values(deal)  # the same deal later on, fewer cards: max^n tried, the memory kept
    assert solver.maxn_fails_at is not None
    solver.begin()
    exact = WorldSolver(game, reduction="maxn", nodes=0)
    assert solver.values(start) == exact.values(start)
    assert solver.maxn_fails_at is None and not solver.maxn_too_big


class CountingSolver:
    """A core solver that counts the solves asked of it."""

    def __init__(self, solver: object) -> None:
        self.solver = solver
        self.calls = 0

    def solve(self, *args: object, **kwargs: object) -> object:
        self.calls += 1
        return self.solver.solve(*args, **kwargs)  # type: ignore[attr-defined]


def test_a_world_too_big_to_solve_is_not_tried_again_at_as_many_cards_in_the_deal() -> None:
    """A world past the solve's positions is played out; later decisions of the deal do not
    try worlds of as many cards again (a bid decision's worlds and the first card's are the
    same size), try them once the deal has fewer cards, and a new deal tries again."""
    game = games.load("spades")
    start, deal = played_to(game, 3), played_to(game, 3, tricks=11)
    worlds = WorldSolver(game, nodes=100)
    counting = CountingSolver(worlds.solver)
    worlds.solver = counting  # type: ignore[assignment]
    worlds.begin()
    assert worlds.values(start) is None and worlds.too_big
    assert worlds.sizes.at == 52 and counting.calls == 1
    worlds.begin()
    assert worlds.values(start) is None and worlds.too_big
    assert counting.calls == 1  # as many cards: not tried
    worlds.begin()
    late = worlds.values(deal)  # eight cards: tried, and solved within 100 positions
    assert counting.calls == 2
    assert late == WorldSolver(game, nodes=0).values(deal)
    worlds.begin()
    worlds.values(start)  # more cards than the last world: a new deal, tried again
    assert counting.calls == 3
