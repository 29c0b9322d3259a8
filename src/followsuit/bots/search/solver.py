"""The exact solver: once no card is hidden, search the rest of the deal exhaustively.

Every seat plays for its own value (``value.value`` of the game's deal scores for its side):
with two sides that is minimax on the score difference, searched with alpha-beta; with more
seats each playing for itself it is max^n (each seat takes the move best for itself, ties to
the first). A node cap bounds the work: a search that would pass it gives up (``TooBig``) and
the caller falls back to sampling.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from followsuit.bots.search.value import Rivals, counted_scores, score_index, value
from followsuit.engine import Game, Score, State

DEFAULT_NODES = 50_000

CHECK_EVERY = 64
"""Positions between two readings of the clock."""


class TooBig(Exception):
    """The deal's remaining tree has more nodes than the cap allows."""


class Solver:
    """Solves a position exactly for ``game`` with at most ``nodes`` positions visited."""

    def __init__(self, game: Game, *, nodes: int = DEFAULT_NODES, rivals: Rivals = "mean") -> None:
        self.game = game
        self.cap = nodes
        self.rivals = rivals
        self.nodes = 0
        self.index = [score_index(game, seat) for seat in range(game.players)]
        self.counted = counted_scores(game)
        self.two_sides = len(game.scorers) == 2
        self.time_left: Callable[[], bool] = lambda: True

    def best(self, state: State, time_left: Callable[[], bool] = lambda: True) -> tuple[str, float]:
        """The best action text for the seat to act and its value for that seat.

        Raises :class:`TooBig` when the node cap is reached or ``time_left()`` turns false."""
        self.time_left = time_left
        seat = state.to_act
        if seat is None:
            raise ValueError("the deal is over: nothing to choose")
        self.nodes = 0
        mine = self.index[seat]
        best_text = ""
        best_value = float("-inf")
        for action in state.legal_actions():
            child = state.clone()
            child.apply(action)
            if self.two_sides:
                score = self._alphabeta(child, mine, best_value, float("inf"))
            else:
                score = value(self._maxn(child), mine, self.rivals, self.counted)
            if score > best_value:
                best_text, best_value = action.text, score
        return best_text, best_value

    def _visit(self) -> None:
        self.nodes += 1
        if self.nodes > self.cap:
            raise TooBig(f"more than {self.cap} positions")
        if self.nodes % CHECK_EVERY == 0 and not self.time_left():
            raise TooBig(f"out of time after {self.nodes} positions")

    def _alphabeta(self, state: State, side: int, alpha: float, beta: float) -> float:
        """The value for ``side`` (its score minus the other's) with both sides playing best."""
        self._visit()
        seat = state.to_act
        if seat is None:
            return value(state.scores.deals[-1], side)
        maximise = self.index[seat] == side
        best = float("-inf") if maximise else float("inf")
        for action in state.legal_actions():
            child = state.clone()
            child.apply(action)
            score = self._alphabeta(child, side, alpha, beta)
            if maximise:
                best = max(best, score)
                alpha = max(alpha, best)
            else:
                best = min(best, score)
                beta = min(beta, best)
            if alpha >= beta:
                break
        return best

    def _maxn(self, state: State) -> Sequence[Score]:
        """The deal's scores when every seat in turn takes the move best for itself."""
        self._visit()
        seat = state.to_act
        if seat is None:
            return state.scores.deals[-1]
        mine = self.index[seat]
        best: Sequence[Score] | None = None
        best_value = float("-inf")
        for action in state.legal_actions():
            child = state.clone()
            child.apply(action)
            scores = self._maxn(child)
            score = value(scores, mine, self.rivals, self.counted)
            if score > best_value:
                best, best_value = scores, score
        assert best is not None
        return best
