"""The value of a finished deal for one seat: its side's deal score against the others'.

The game's own scoring decides (exact contracts in Beyond and Oh Hell, the side's contract
and nil in Spades): a deal's scores are per side or per seat as ``game.scorers`` says. With
two sides the value is the difference; with more, each playing for itself, it is the seat's
score minus the mean of the others' (``rivals="mean"``, what a duplicate comparison of seats
measures) or minus the best other's (``rivals="best"``, a race). A dummy's score (19 for two
or three players) is no other's: a dummy scores nothing of its own (``counted_scores``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Literal

from followsuit.engine import Game, Score
from followsuit.engine.sides import live_scores

Rivals = Literal["mean", "best"]


def score_index(game: Game, seat: int) -> int:
    """Which of the deal's scores is ``seat``'s (its side's, in a partnership game)."""
    return game.sides.score_of(seat)


def counted_scores(game: Game) -> tuple[int, ...]:
    """The scores ``value`` sets a seat's against: every one but a dummy's (``live_scores``)."""
    return tuple(live_scores(game.scorers, game.live))


def value(
    scores: Sequence[Score],
    mine: int,
    rivals: Rivals = "mean",
    counted: Sequence[int] | None = None,
) -> float:
    """``scores[mine]`` against the other scores of ``counted`` (``counted_scores``; None:
    every score), as the module's docstring says."""
    indices = range(len(scores)) if counted is None else counted
    others = [float(scores[i]) for i in indices if i != mine]
    if not others:
        return float(scores[mine])
    against = max(others) if rivals == "best" else sum(others) / len(others)
    return float(scores[mine]) - against
