"""The objective's tables (``bots.search.objective.ScoreCells``): every cell a finished play can
reach holds the deal's own scores there; a cell out of reach (more tricks to the seats that
share them than are left) holds the scores of a reachable cell, so the solver's bounds over
its box of cells stay sound.

Beyond is the case that needs it: one group a seat and every score reading all four, so its
tables span 14^4 cells at the start of play where 560 can happen.
"""

from __future__ import annotations

import itertools
from random import Random

import pytest

from followsuit import games
from followsuit.bots import make_bot
from followsuit.bots.search.objective import ScoreCells, _sharing_tricks, quantity_ranges
from followsuit.bots.search.worlds import world_setting
from followsuit.engine.play_value import Group, PlayScoring


def play_positions(name: str, seed: int) -> list[tuple[object, PlayScoring]]:
    """(deal, scoring) at each card play of a deal of ``name`` once only trick play remains."""
    game = games.load(name)
    rng = Random(seed)
    deal = game.new_deal(seed=rng.randrange(2**31))
    bots = [make_bot("heuristic", game, Random(rng.randrange(2**31))) for _ in range(game.players)]
    found = []
    while deal.to_act is not None:
        setting = world_setting(deal)
        if setting is not None:
            found.append((setting[0], setting[1]))
        deal.apply(bots[deal.to_act].act(deal.view(deal.to_act)))
    return found


def reachable(scoring: PlayScoring, cell: tuple[int, ...], left: int) -> bool:
    """Whether the seat groups that count only tricks can all end at ``cell`` together."""
    now = scoring.quantities(scoring.tricks_won, scoring.points_won)
    gained = sum(
        (q - n) // g.trick_weight
        for q, n, g in zip(cell, now, scoring.groups, strict=True)
        if g.trick_weight > 0 and not g.point_weight and not g.last_weight
    )
    return gained <= left


@pytest.mark.parametrize("seed", [1, 2])
def test_score_cells_hold_the_deals_scores_where_reachable(seed: int) -> None:
    positions = play_positions("beyond", seed)
    assert positions, "a deal of Beyond reaches its play"
    for deal, scoring in positions[:: max(1, len(positions) // 6)]:
        left = deal.total_tricks - deal.tricks_played  # type: ignore[attr-defined]
        ranges = quantity_ranges(scoring, deal)
        cells = ScoreCells(scoring, ranges, left)
        groups = list(range(len(scoring.groups)))
        table = cells.over(groups)
        points = list(itertools.product(*(range(lo, hi + 1) for lo, hi in ranges)))
        assert len(table) == len(points)
        out_of_reach = 0
        reachable_scores = {scoring.final_scores(p) for p in points if reachable(scoring, p, left)}
        for point, scores in zip(points, table, strict=True):
            if reachable(scoring, point, left):
                assert scores == scoring.final_scores(point), point
            else:
                out_of_reach += 1
                assert scores in reachable_scores, point
        if left > 1:
            assert out_of_reach, "four seat groups cannot all take every trick left"


def test_groups_sharing_seats_do_not_bound_each_other() -> None:
    """A nil bidder's group inside its side's (Spades) counts the same tricks twice: only the
    groups over seats no other counts share the tricks left."""
    side = Group(0b0101, trick_weight=1)
    nil = Group(0b0001, trick_weight=1)
    other = Group(0b1010, trick_weight=1)
    assert _sharing_tricks([side, nil, other]) == [(0, 1), (2, 1)]
    points = Group(0b0001, point_weight=1)
    assert _sharing_tricks([side, points]) == []
