"""The Python minimax (``bots/search/solver.py``) counting tricks: the oracle of the native
solver's trick values.

:class:`TrickCount` shows a deal to the minimax with its scores replaced by tricks: one score
for the seats of the side to act (a partnership, or one seat in a game where each plays for
itself) and one for everyone else. The minimax then searches two sides by alpha-beta, its
value the side's tricks minus the others' at the deal's end; from that, the tricks the side
takes from here on.
"""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

from followsuit.bots.search.solver import Solver
from followsuit.engine.deal import Deal


class TrickCount:
    """A deal whose "scores" at its end are the tricks of ``side`` and of everyone else."""

    def __init__(self, deal: Deal, side: frozenset[int]) -> None:
        self.deal = deal
        self.side = side

    @property
    def to_act(self) -> int | None:
        return self.deal.to_act

    def legal_actions(self) -> list[Any]:
        return self.deal.legal_actions()

    def clone(self) -> TrickCount:
        return TrickCount(self.deal.clone(), self.side)

    def apply(self, action: Any) -> None:
        self.deal.apply(action)

    @property
    def scores(self) -> SimpleNamespace:
        won = self.deal.tricks_won  # type: ignore[attr-defined]
        ours = sum(won[s] for s in self.side)
        return SimpleNamespace(deals=[(ours, sum(won) - ours)])


def minimax_tricks(deal: Deal, side: frozenset[int]) -> dict[str, int]:
    """Each legal card's tricks for ``side`` from here on, by the Python minimax with the side
    against everyone else (the seat to act must be of ``side``)."""
    seat = deal.to_act
    assert seat is not None and seat in side
    solver = Solver(deal.game, nodes=10**8)
    solver.index = [0 if s in side else 1 for s in range(deal.game.players)]
    solver.two_sides = True
    won = deal.tricks_won  # type: ignore[attr-defined]
    ours = sum(won[s] for s in side)
    theirs = sum(won) - ours
    left = deal.total_tricks - deal.tricks_played  # type: ignore[attr-defined]
    values = {}
    for action in deal.legal_actions():
        child = TrickCount(deal.clone(), side)
        child.apply(action)
        difference = solver._alphabeta(child, 0, float("-inf"), float("inf"))  # type: ignore[arg-type]
        # difference = (ours + x) - (theirs + left - x)
        values[action.text] = round((difference - ours + theirs + left) / 2)
    return values
