"""The core's objective of a world's play: the deal's scoring over the rest of its play,
as tables over how the remaining tricks and card points fall (``_core.Objective``).

A seat's objective reads the deal's final scores through ``value`` (its side's score less the
other's with two sides; its score less the others' mean where each plays for itself), or with
weights, a max^n utility. The scores at the tables' cells are computed once for every seat's
table of a deal (``ScoreCells``), and only at cells a finished play can reach.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

from followsuit import _core
from followsuit.bots.search.value import Rivals, counted_scores, score_index, value
from followsuit.engine import Score
from followsuit.engine.play_value import Group, PlayScoring, points_of


def seat_objective(
    deal: Any,
    scoring: PlayScoring,
    seat: int,
    hands: int,
    rivals: Rivals = "mean",
    cells: ScoreCells | None = None,
) -> _core.Objective:
    """The core's objective of the deal's score ``value`` for ``seat``: its side's seats
    maximise where two sides score, the seat alone where each scores for itself (paranoid);
    ``cells``, the deal's scores at the tables' cells where another objective computed them."""
    game = deal.game
    mine = score_index(game, seat)
    if len(game.scorers) == 2:
        max_seats = sum(1 << s for s in range(hands) if score_index(game, s) == mine)
    else:
        max_seats = 1 << seat
    return build_objective(scoring, deal, mine, rivals, max_seats, cells=cells)


def tricks_left(deal: Any) -> int:
    """The tricks still to be played in ``deal``."""
    left: int = deal.total_tricks - deal.tricks_played
    return left


def quantity_ranges(scoring: PlayScoring, deal: Any) -> list[tuple[int, int]]:
    """Each group's quantity now and the most it may still reach by the end of the deal."""
    now = scoring.quantities(scoring.tricks_won, scoring.points_won)
    left = tricks_left(deal)
    mask = 0
    for hand in deal.hands:
        mask |= hand
    trick = deal.trick
    if trick is not None:
        for card in trick.cards:
            mask |= 1 << card
    points_left = scoring.last_trick_bonus + points_of(scoring.card_points, mask)
    ranges = []
    for group, q in zip(scoring.groups, now, strict=True):
        gains = [group.trick_weight * left, group.point_weight * points_left, group.last_weight]
        up = sum(g for g in gains if g > 0)
        down = sum(g for g in gains if g < 0)
        ranges.append((q + down, q + up))
    return ranges


def build_objective(
    scoring: PlayScoring,
    deal: Any,
    mine: int,
    rivals: Rivals,
    max_seats: int,
    weights: Sequence[float] | None = None,
    cells: ScoreCells | None = None,
) -> _core.Objective:
    """The core's objective: ``value`` of the deal's final scores for score ``mine``, as a sum
    of tables over the groups each score reads (one table over them all where ``value`` does
    not separate: ``rivals="best"`` with more than two scores); with ``weights``, each score
    times its weight instead (a max^n utility). ``cells``: the deal's scores at the tables'
    cells, shared with the other seats' objectives of the same deal (made here if None)."""
    if cells is None:
        cells = ScoreCells(scoring, quantity_ranges(scoring, deal), tricks_left(deal))
    ranges = cells.ranges
    scorers = len(scoring.terms)
    counted = counted_scores(deal.game)
    separable = rivals == "mean" or len(counted) <= 2 or weights is not None
    terms: list[tuple[list[int], list[int], list[int], list[float]]] = []
    if separable:
        if weights is None:
            weights = score_weights(scorers, mine, counted)
        for index, reads in enumerate(scoring.terms):
            weight = weights[index]
            if weight == 0:
                continue
            groups = sorted(reads)
            table = [weight * float(scores[index]) for scores in cells.over(groups)]
            lows = [ranges[g][0] for g in groups]
            sizes = [ranges[g][1] - ranges[g][0] + 1 for g in groups]
            if not groups:  # a score no trick changes: a constant, on any group's first cell
                groups, lows, sizes, table = [0], [ranges[0][0]], [1], table
            terms.append((groups, lows, sizes, table))
    else:
        groups = list(range(len(ranges)))
        table = [value(scores, mine, rivals, counted) for scores in cells.over(groups)]
        terms.append((groups, [r[0] for r in ranges], [r[1] - r[0] + 1 for r in ranges], table))
    return _core.Objective(
        groups=[(g.seats, g.trick_weight, g.point_weight, g.last_weight) for g in scoring.groups],
        terms=terms,
        max_seats=max_seats,
    )


def score_weights(scorers: int, mine: int, counted: Sequence[int]) -> list[float]:
    """``value``'s weight of each of the ``scorers`` scores with ``rivals="mean"`` (mine, less
    the mean of the others ``counted``; a score not counted, a dummy's, weighs nothing), times
    :func:`scale`: whole numbers, so that whole-number scores give whole-number values (which
    the solver finds by null-window searches)."""
    if len(counted) == 1:
        return [float(i == mine) for i in range(scorers)]
    return [
        float(len(counted) - 1) if i == mine else -1.0 if i in counted else 0.0
        for i in range(scorers)
    ]


def scale(counted: int, rivals: Rivals) -> float:
    """What the objective's values are ``value``'s times, with ``counted`` scores set against
    each other (``counted_scores``)."""
    return float(counted - 1) if rivals == "mean" and counted > 2 else 1.0


class ScoreCells:
    """The deal's scores at the cells of the objective's tables, each computed once.

    A table spans every quantity each of its groups may reach, but not every combination of
    them can happen: groups that count only tricks, over seats no other such group counts,
    share the tricks left between them. A cell they cannot reach together is never a
    finished play's; it gets the scores of the reachable cell nearest it (each group in
    turn keeps its tricks while the tricks left allow), which keeps the solver's bounds over
    reach sound (its box of cells holds every reachable one) and about as tight. Beyond's four
    seat groups reach 560 of a table's 38,416 cells at the start of play, and the deal's
    scores are computed once a cell, whichever tables read it.
    """

    def __init__(
        self, scoring: PlayScoring, ranges: Sequence[tuple[int, int]], tricks_left: int
    ) -> None:
        self.scoring = scoring
        self.ranges = ranges
        self.base = [low for low, _ in ranges]
        self.left = tricks_left
        self.sharing = _sharing_tricks(scoring.groups)
        self.now = scoring.quantities(scoring.tricks_won, scoring.points_won)
        self._scores: dict[tuple[int, ...], tuple[Score, ...]] = {}
        self._tables: dict[tuple[int, ...], list[tuple[Score, ...]]] = {}

    def over(self, groups: list[int]) -> list[tuple[Score, ...]]:
        """The deal's scores at every quantity of ``groups`` in their ranges (the last group
        fastest), the other groups at the least they may end with."""
        key = tuple(groups)
        found = self._tables.get(key)
        if found is None:
            found = self._tables[key] = self._over(groups)
        return found

    def _over(self, groups: list[int]) -> list[tuple[Score, ...]]:
        weights = dict(self.sharing)
        sizes = [self.ranges[g][1] - self.ranges[g][0] + 1 for g in groups]
        # cells from each group on: how many, and whether all those groups share the tricks
        blocks = [math.prod(sizes[k:]) for k in range(len(groups) + 1)]
        shared = [all(g in weights for g in groups[k:]) for k in range(len(groups) + 1)]
        result: list[tuple[Score, ...]] = []
        quantities = list(self.base)

        def fill(k: int, budget: int) -> None:
            """The cells from group ``k`` on, the groups before it set in ``quantities``, with
            ``budget`` tricks left to the groups that share them."""
            if k == len(groups):
                result.append(self._at(tuple(quantities)))
                return
            if budget == 0 and shared[k]:  # every cell on is the one with no more tricks
                for g in groups[k:]:
                    quantities[g] = self.now[g]
                result.extend([self._at(tuple(quantities))] * blocks[k])
                return
            g = groups[k]
            weight = weights.get(g)
            for q in range(self.ranges[g][0], self.ranges[g][1] + 1):
                if weight is None:
                    quantities[g] = q
                    fill(k + 1, budget)
                    continue
                tricks = min((q - self.now[g]) // weight, budget)
                quantities[g] = self.now[g] + tricks * weight
                fill(k + 1, budget - tricks)

        fill(0, self.left)
        return result

    def _at(self, quantities: tuple[int, ...]) -> tuple[Score, ...]:
        found = self._scores.get(quantities)
        if found is None:
            found = self._scores[quantities] = self.scoring.final_scores(quantities)
        return found


def _sharing_tricks(groups: Sequence[Group]) -> list[tuple[int, int]]:
    """(group, trick weight) of the groups that count only tricks (a positive weight), over
    seats no other such group counts: their tricks to come add up to the tricks left. Empty
    where fewer than two such groups share the tricks (no cell is then out of reach)."""
    chosen: list[tuple[int, int]] = []
    seats = 0
    for index, group in enumerate(groups):
        pure = group.trick_weight > 0 and group.point_weight == 0 and group.last_weight == 0
        if pure and not group.seats & seats:
            chosen.append((index, group.trick_weight))
            seats |= group.seats
    return chosen if len(chosen) > 1 else []
