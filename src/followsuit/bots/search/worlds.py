"""Sampled worlds solved exactly by the native core (the heart of PIMC in trick-taking games).

In a sampled world every card is known. Where only trick play remains to the end of the deal
(``games.play_scoring`` states the deal's scoring over the rest of its play), the native solver
gives every legal card its exact value: the seat's ``value`` of the deal's final scores, with
best play by all. Two sides are zero-sum (the seat's side maximises, the other minimises). A
seat playing for itself (``reduction``) is solved paranoid (every other seat plays against it),
the usual reduction of a game of several players to two, or max^n: every seat plays for its
own utility (``utility``: its own deal score, or its score less the others' mean) and the
searching seat reads its value off the finish that play reaches. Where a seat is indifferent
between cards, max^n plays the one worse for the searching seat (``core``'s ``ties``; ``Ties``
has the others). Max^n cannot prune as alpha-beta does: where a world is too big for it, it and
the rest of the decision's worlds are solved paranoid.

The scoring's tables are built once per decision: what is won so far and the contracts are
public, the same in every world of one view. The deal's scores at the tables' cells are
computed once for every seat's table (``ScoreCells``): Beyond's four utilities at its first
card took 112 ms in Python when each seat computed them anew, 31 ms shared (19's 11 ms, 2 ms).
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from typing import Any, Literal, get_args

from followsuit import _core, games
from followsuit.bots.search.objective import (
    ScoreCells,
    build_objective,
    quantity_ranges,
    scale,
    seat_objective,
    tricks_left,
)
from followsuit.bots.search.value import Rivals, counted_scores, score_index, value
from followsuit.engine import Game, Match, State
from followsuit.engine.native import native_play
from followsuit.engine.play_value import PlayScoring
from followsuit.engine.trickplay import TrickPlay

NODES = 200_000
"""Positions one world's solve may visit before it gives up (the world is then played out):
some tens of milliseconds, so that a decision solves many worlds rather than a few big ones."""

TABLE_BITS = 18
"""The solver's table: 2^18 positions (about 10 MB), kept between worlds."""

Reduction = Literal["paranoid", "maxn"]
"""How a world is solved where seats play for themselves (module doc)."""

Utility = Literal["own", "mean", "searcher-mean"]
"""What each seat plays for in a max^n solve: its own deal score, or its score less the
others' mean (``value``'s ``rivals="mean"``: every seat also plays against the others), or
the searching seat its score less the others' mean and every other seat its own score (the
searcher plays against the others where its own score allows, and expects them to play for
themselves)."""


Ties = Literal["against", "for", "even"]
"""How a max^n solve breaks a seat's ties between cards worth the same to it: the card worse
for the searching seat, the better, or each card's vector the mean of the two solves
(``WorldSolver``'s ``ties``)."""

Big = Literal["paranoid", "policy"]
"""How a world too big for the max^n solve is valued (``WorldSolver``'s ``big``): solved
paranoid (and where that too is too big, played out by the searcher's policy), or by native
playouts of each card, every seat playing for itself (``policy_card_values``)."""

BidRollout = Literal["policy", "random"]
"""How ``policy_value`` plays a world's deal out (``WorldSolver``'s ``bid_rollout``)."""

WorldSetting = tuple[TrickPlay, PlayScoring, _core.Rules, _core.Position]
"""A world's deal, its scoring over the rest of its play and the core's rules and position
(``world_setting``)."""


class WorldSolver:
    """Solves sampled worlds of ``game`` for the seat to act (module doc)."""

    def __init__(
        self,
        game: Game,
        *,
        rivals: Rivals = "mean",
        nodes: int = NODES,
        reduction: Reduction = "paranoid",
        utility: Utility = "own",
        bid_rollout: BidRollout = "policy",
        likeness: bool = False,
        ties: Ties = "against",
        big: Big = "paranoid",
    ) -> None:
        if ties not in get_args(Ties):
            raise ValueError(f"no ties {ties!r}: {', '.join(get_args(Ties))}")
        if big not in get_args(Big):
            raise ValueError(f"no big {big!r}: {', '.join(get_args(Big))}")
        self.game = game
        self.big = big
        """How a world too big for the max^n solve is valued (``Big``): with "policy" such a
        world is left to the caller (``too_big`` set), which plays it out by
        ``policy_card_values``."""
        self.ties = ties
        """How the max^n solve breaks ties (``Ties``)."""
        self.likeness = likeness
        """Worlds whose play the core cannot play by the deal's own rules are solved in the
        likeness the deal states for a search (``world_setting``): a search's values, not an
        exact answer (the hint and the analysis leave it off)."""
        self.bid_rollout = bid_rollout
        """How ``policy_value`` plays the deal out: by the core's fast policy, or at random."""
        self.rivals = rivals
        self.nodes = nodes
        self.solver = _core.Solver(TABLE_BITS)
        self.maxn = _core.MaxnSolver(TABLE_BITS) if reduction == "maxn" else None
        """The max^n solver, where seats playing for themselves are solved max^n (two sides
        are always zero-sum)."""
        self.utility = utility
        self._scorers = len(game.scorers)
        self._counted = counted_scores(game)
        """The scores a seat's is set against (a dummy's is not: ``counted_scores``)."""
        self._score_of = [score_index(game, seat) for seat in range(game.players)]
        """Each seat's score index (``score_index``), read once: a world's values read it for
        every card."""
        self._objectives: dict[Any, _core.Objective] = {}
        self._cells: dict[Any, ScoreCells] = {}
        """The deal's scores at the tables' cells, shared by every seat's objective (the
        same keys as the objectives', but the seat's)."""
        self.solved = 0
        """Worlds solved since the last ``begin``."""
        self.too_big = False
        """A world of this decision was too big to solve."""
        self.maxn_too_big = False
        """A world of this decision was too big for the max^n solve (the rest of the
        decision's worlds are solved paranoid, as they are as big)."""
        self.maxn_sizes = TooBig()
        """Worlds of as many cards as one too big for the max^n solve are solved paranoid
        without trying."""
        self.sizes = TooBig()
        """Worlds of as many cards as one too big for the solve (past its positions) are
        played out without trying."""

    def begin(self) -> None:
        """A new decision: forget the last one's tables."""
        self._objectives.clear()
        self._cells.clear()
        self.solved = 0
        self.too_big = False
        self.maxn_too_big = False

    def forget(self) -> None:
        """Forget the scoring's tables: the next world's contracts may differ from the last's
        (a world reached by playing out an auction, whose calls differ from world to world and
        from candidate to candidate), which the tables' keys do not tell apart."""
        self._objectives.clear()
        self._cells.clear()

    def solve(self, state: State, seconds: float | None = None) -> _core.Solved | None:
        """The native solve of ``state`` (a world) for the seat to act: every legal card's
        value, as the core gives it (``scale`` times ``value``), complete or cut by the caps;
        None where the world is not trick play to the end of the deal."""
        began = time.perf_counter()
        setting = world_setting(state, self.likeness)
        if setting is None:
            return None
        solved, _ = self._solve(setting, seconds, began)
        return solved

    @property
    def maxn_fails_at(self) -> int | None:
        """The fewest cards left in a world too big for the max^n solve in this deal."""
        return self.maxn_sizes.at

    def _solve(
        self, setting: WorldSetting, seconds: float | None, began: float
    ) -> tuple[_core.Solved, float]:
        """The native solve of a world (its ``world_setting``) for the seat to act, and what
        its values are ``value``'s times (``scale``); ``seconds`` counted from ``began``."""
        deal, _, _, position = setting
        assert deal.to_act is not None
        objective, seconds = self._timed_objective(setting, deal.to_act, seconds, began)
        solved = self.solver.solve(position, objective, nodes=self.nodes, seconds=seconds)
        return solved, scale(len(self._counted), self.rivals)

    def _timed_objective(
        self, setting: WorldSetting, seat: int, seconds: float | None, began: float
    ) -> tuple[_core.Objective, float | None]:
        """``seat``'s objective in a world (its ``world_setting``), and what is left of
        ``seconds`` counted from ``began``: building the objective comes off the solve's time."""
        deal, scoring, rules, _ = setting
        objective = self._objective(deal, scoring, seat, rules.hands)
        if seconds is not None:
            seconds = max(0.0, seconds - (time.perf_counter() - began))
        return objective, seconds

    def _solved(
        self, state: State, seconds: float | None
    ) -> tuple[list[tuple[int, float]], TrickPlay] | None:
        """Each legal card's value for the seat to act in ``state`` (a world), ``value`` of
        the deal's scores, where the solve finished, with the world's deal; None where the
        world is not trick play to the end, or too big (``_to_try``, ``_gave_up``). Where the
        seat to act plays for itself and the reduction is max^n, the values are its own at the
        finish each card leads to with every seat playing for itself (``_maxn``), or where
        that is too big, paranoid."""
        if self.too_big:
            return None
        found_maxn = self._maxn(state, seconds, None) if self._use_maxn() else None
        if found_maxn is None and self._use_maxn():
            return None  # not trick play to the end
        if self.big_by_policy(state):
            self.too_big = True  # played out by every seat for itself, not solved paranoid
            return None
        if found_maxn is not None:
            vectors, deal = found_maxn
            acting = deal.to_act
            assert acting is not None
            return [(card, self._worth(vector, acting)) for card, vector in vectors], deal
        began = time.perf_counter()
        tried = self._to_try(state)
        if tried is None:
            return None
        setting, cards = tried
        solved, times = self._solve(setting, seconds, began)
        if not solved.complete:
            self._gave_up(solved.nodes, cards)
            return None
        self.solved += 1
        deal, _, _, _ = setting
        return [(card, worth / times) for card, worth in solved.values], deal

    def _to_try(self, state: State) -> tuple[WorldSetting, int] | None:
        """A world's ``world_setting`` and its cards, where it is trick play to the end and
        worth a solve: None where it is not, or where this decision or this deal found a
        world as big too big (``too_big``, ``sizes``)."""
        if self.too_big:
            return None
        setting = world_setting(state, self.likeness)
        if setting is None:
            return None
        cards = world_cards(setting[3])
        if self.sizes.skip(cards):  # as big as one too big in this deal: not tried, nor the
            self.too_big = True  # rest of the decision (its worlds are as big)
            return None
        return setting, cards

    def _gave_up(self, nodes: int, cards: int) -> None:
        """A solve of a world of ``cards`` cards stopped after ``nodes`` positions: the rest
        of the decision is not tried, nor worlds as big in this deal where it stopped past its
        positions (not its time)."""
        if self.nodes and nodes >= self.nodes:
            self.sizes.failed(cards)
        self.too_big = True

    def _maxn(
        self, state: State, seconds: float | None, seat: int | None
    ) -> tuple[list[tuple[int, list[float]]], TrickPlay] | None:
        """The max^n solve of ``state`` (a world): each legal card's vector of every seat's
        utility, ties broken against ``seat`` (default: the seat to act); None where it is not
        trick play to the end, or too big (``maxn_too_big`` is then set): not tried where as
        many cards were too big before (``maxn_sizes``)."""
        assert self.maxn is not None
        setting = world_setting(state, self.likeness)
        if setting is None:
            return None
        deal, scoring, rules, position = setting
        cards = world_cards(position)
        if self.maxn_sizes.skip(cards):
            self.maxn_too_big = True
            return None
        utilities = self.utilities(deal, scoring, rules.hands, seat)
        found: list[list[tuple[int, list[float]]]] = []
        began = time.perf_counter()
        for ties in ("against", "for") if self.ties == "even" else (self.ties,):
            left = seconds  # the second of "even"'s solves has what the first left of it
            if found and seconds is not None:
                left = max(0.0, seconds - (time.perf_counter() - began))
            solved = self.maxn.solve(
                position,
                utilities,
                max_sum=0.0 if self.utility == "mean" else None,
                ties=ties,
                searcher=seat,
                nodes=self.nodes,
                seconds=left,
            )
            if not solved.complete:
                self.maxn_too_big = True
                self.maxn_sizes.failed(cards)
                return None
            found.append(solved.values)
        self.solved += 1
        if len(found) == 1:
            return found[0], deal
        others = dict(found[1])
        return [
            (card, [(a + b) / 2 for a, b in zip(vector, others[card], strict=True)])
            for card, vector in found[0]
        ], deal

    def big_by_policy(self, state: State) -> bool:
        """Whether ``state`` (a world) is valued by ``policy_card_values`` rather than solved
        paranoid: a world of this decision was too big for the max^n solve, ``big`` says so,
        and the play left scores tricks alone (the core's policy knows tricks, not points)."""
        return self.maxn_too_big and self.big == "policy" and tricks_alone(state)

    def _use_maxn(self) -> bool:
        """Whether worlds are solved max^n now: seats play for themselves, the reduction is
        max^n and no world of this decision was too big for it (then they are solved
        paranoid, which fits where max^n does not: it prunes)."""
        return self.maxn is not None and self._scorers > 2 and not self.maxn_too_big

    def _worth(self, vector: Sequence[float], seat: int) -> float:
        """``seat``'s ``value`` of a finish from every seat's utility there."""
        scorers = self._scorers
        if self.utility != "own":  # the searcher's utility is its score less the others' mean
            return vector[seat] / scale(len(self._counted), "mean")
        scores = [0.0] * scorers
        score_of = self._score_of
        for s, utility in enumerate(vector):
            scores[score_of[s]] = utility
        return value(scores, score_of[seat], self.rivals, self._counted)

    def values(self, state: State, seconds: float | None = None) -> dict[str, float] | None:
        """Each legal card's exact value in ``state`` (a world) for the seat to act, keyed by
        action text (``value`` of the deal's scores); None where the world is not trick play to
        the end, or too big (``_solved``)."""
        found = self._solved(state, seconds)
        if found is None:
            return None
        solved, deal = found
        texts = deal.table.texts
        result: dict[str, float] = {}
        for card, worth in solved:
            result.setdefault(texts[card], worth)
        return result

    def playout_values(self, state: State, runs: int, seed: int) -> dict[str, float] | None:
        """Each legal card's mean value in ``state`` (a world) for the seat to act over ``runs``
        native playouts of the rest of the deal after it (the core's fast policy), keyed by
        action text; None where the world is not trick play to the end of the deal."""
        setting = world_setting(state, self.likeness)
        if setting is None:
            return None
        deal, scoring, rules, position = setting
        assert deal.to_act is not None
        objective = self._objective(deal, scoring, deal.to_act, rules.hands)
        times = scale(len(self._counted), self.rivals)
        texts = deal.table.texts
        found = _core.playouts(position, objective, runs=runs, seed=seed)
        return {texts[card]: worth / times for card, worth in found}

    def policy_vectors(
        self, state: State, runs: int, seed: int, whole: bool = False, searcher: int | None = None
    ) -> tuple[list[tuple[int, list[float]]], TrickPlay] | None:
        """Each legal card of the seat to act in ``state`` (a world) with every seat's mean
        utility (``utility``) over ``runs`` native playouts of the rest of the deal after it,
        each seat played by the core's fast policy for its own utility (no seat sees another's
        cards); with ``whole``, one entry for the playouts from ``state`` itself. None where
        the world is not trick play to the end of the deal."""
        setting = world_setting(state, self.likeness)
        if setting is None:
            return None
        deal, scoring, rules, position = setting
        utilities = self.utilities(deal, scoring, rules.hands, searcher)
        found = _core.playouts_each(position, utilities, runs=runs, seed=seed, whole=whole)
        return found, deal

    def policy_card_values(
        self, state: State, seat: int, runs: int, seed: int
    ) -> dict[str, float] | None:
        """Each legal card's value in ``state`` (a world) for ``seat``, the seat to act, over
        ``runs`` native playouts of the rest of the deal after it, every seat playing for itself
        by the core's fast policy (``policy_vectors``), keyed by action text; None where the
        world is not trick play to the end of the deal."""
        found = self.policy_vectors(state, runs, seed, searcher=seat)
        if found is None:
            return None
        vectors, deal = found
        texts = deal.table.texts
        return {texts[card]: self._worth(vector, seat) for card, vector in vectors}

    def policy_value(self, state: State, seat: int, runs: int, seed: int) -> float | None:
        """``seat``'s value of ``state`` (a world) over ``runs`` native playouts of the rest of
        the deal, every seat playing for itself by the core's fast policy (``policy_vectors``),
        or with ``bid_rollout`` "random", every seat playing any legal card;
        None where the world is not trick play to the end of the deal."""
        if self.bid_rollout == "random":
            setting = world_setting(state, self.likeness)
            if setting is None:
                return None
            deal, scoring, rules, position = setting
            utilities = self.utilities(deal, scoring, rules.hands, seat)
            return self._worth(
                _core.random_playouts(position, utilities, runs=runs, seed=seed), seat
            )
        found = self.policy_vectors(state, runs, seed, whole=True, searcher=seat)
        if found is None:
            return None
        vectors, _ = found
        return self._worth(vectors[0][1], seat)

    def position_value(self, state: State, seat: int, seconds: float | None = None) -> float | None:
        """The exact value of ``state`` (a world) for ``seat``, best play by all (``value`` of
        the deal's scores); None where it is not trick play to the end, or too big."""
        found_maxn = self._maxn(state, seconds, seat) if self._use_maxn() else None
        if found_maxn is None and self._use_maxn():
            return None  # not trick play to the end
        if found_maxn is not None:
            vectors, deal = found_maxn
            assert deal.to_act is not None
            mover: int = deal.to_act
            # The seat to act plays for its utility, with the solve's ties (``core``'s
            # ``prefers``): worse for ``seat``, then lower for seat 0, 1, ...
            best = max(
                vectors,
                key=lambda item: (
                    round(item[1][mover], 9),
                    -round(item[1][seat], 9),
                    [-round(u, 9) for u in item[1]],
                ),
            )
            return self._worth(best[1], seat)
        return self._value(state, seconds, seat)

    def _value(self, state: State, seconds: float | None, seat: int) -> float | None:
        """The exact value of ``state`` (a world) for ``seat`` by the paranoid or two-sided
        solve of the position itself (``core``'s ``value``: the best of its cards' values for
        the seat to act, from one search); None where it is not trick play to the end, or too
        big (``_to_try``, ``_gave_up``)."""
        began = time.perf_counter()
        tried = self._to_try(state)
        if tried is None:
            return None
        setting, cards = tried
        _, _, _, position = setting
        objective, seconds = self._timed_objective(setting, seat, seconds, began)
        found, nodes = self.solver.value(position, objective, nodes=self.nodes, seconds=seconds)
        if found is None:
            self._gave_up(nodes, cards)
            return None
        self.solved += 1
        return found / scale(len(self._counted), self.rivals)

    def utilities(
        self, deal: Any, scoring: PlayScoring, hands: int, searcher: int | None = None
    ) -> list[_core.Objective]:
        """Every seat's utility in ``deal`` (a world), as a max^n solve takes them
        (``utility``; ``searcher``, default the seat to act, is the one playing for its score
        less the others' mean with ``"searcher-mean"``); the same in every world of one view
        (the scoring is public)."""
        if searcher is None:
            searcher = deal.to_act
        return [self._utility(deal, scoring, s, hands, searcher) for s in range(self.game.players)]

    def _utility(
        self, deal: Any, scoring: PlayScoring, seat: int, hands: int, searcher: int | None
    ) -> _core.Objective:
        """``seat``'s utility in a max^n solve (``utility``; ``searcher``: ``utilities``)."""
        kind = self.utility
        if kind == "searcher-mean":
            kind = "mean" if seat == searcher else "own"
        key = (
            "maxn",
            kind,
            seat,
            scoring.groups,
            scoring.terms,
            scoring.tricks_won,
            scoring.points_won,
        )
        objective = self._objectives.get(key)
        if objective is None:
            mine = self._score_of[seat]
            weights = None
            if kind == "own":
                weights = [float(i == mine) for i in range(len(scoring.terms))]
            cells = self._cells_of(deal, scoring)
            objective = build_objective(scoring, deal, mine, "mean", 1 << seat, weights, cells)
            self._objectives[key] = objective
        return objective

    def _cells_of(self, deal: Any, scoring: PlayScoring) -> ScoreCells:
        """The deal's scores at the tables' cells, computed once for every seat's objective."""
        key = (scoring.groups, scoring.terms, scoring.tricks_won, scoring.points_won)
        cells = self._cells.get(key)
        if cells is None:
            cells = ScoreCells(scoring, quantity_ranges(scoring, deal), tricks_left(deal))
            self._cells[key] = cells
        return cells

    def _objective(self, deal: Any, scoring: PlayScoring, seat: int, hands: int) -> _core.Objective:
        key = (seat, scoring.groups, scoring.terms, scoring.tricks_won, scoring.points_won)
        objective = self._objectives.get(key)
        if objective is None:
            cells = self._cells_of(deal, scoring)
            objective = seat_objective(deal, scoring, seat, hands, self.rivals, cells)
            self._objectives[key] = objective
        return objective


class TooBig:
    """The fewest cards left in a world too big to solve so far, for one deal: a deal's
    worlds shrink as it goes on, so worlds of as many cards are not tried again until the
    deal has played a card; a world with more cards than the last one offered begins a new
    deal, which forgets it (its hands may be smaller than the last's)."""

    def __init__(self) -> None:
        self.at: int | None = None
        self._last = 0
        """The cards of the last world offered."""

    def skip(self, cards: int) -> bool:
        """Whether a world of ``cards`` cards is as big as one too big before."""
        if cards > self._last:
            self.at = None
        self._last = cards
        return self.at is not None and cards >= self.at

    def failed(self, cards: int) -> None:
        """A world of ``cards`` cards was too big."""
        self.at = cards if self.at is None else min(cards, self.at)


def tricks_alone(state: State) -> bool:
    """Whether the play that remains in ``state`` scores tricks alone (no card points)."""
    scoring = games.play_scoring(state)
    return scoring is not None and not any(scoring.card_points) and not scoring.last_trick_bonus


def world_cards(position: _core.Position) -> int:
    """The cards still to be played in a world: in the hands and on the table."""
    return sum(hand.bit_count() for hand in position.hands) + len(position.trick)


def world_setting(state: State, likeness: bool = False) -> WorldSetting | None:
    """A world's deal, its scoring over the rest of its play and the core's rules and
    position, where it is at a card play with only trick play left to its end, in rules the
    core plays (with ``likeness``, or in the likeness of them the deal states for a search,
    ``engine.native.search_extras``); else None."""
    deal = state.current if isinstance(state, Match) else state
    if not isinstance(deal, TrickPlay) or deal.is_over or deal.to_act is None:
        return None
    scoring = games.play_scoring(deal)
    if scoring is None:
        return None
    native = native_play(deal, scoring, likeness)
    if native is None:
        return None
    rules, position = native
    if position.to_play() is None or not position.legal():
        return None
    return deal, scoring, rules, position
