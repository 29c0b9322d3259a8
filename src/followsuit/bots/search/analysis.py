"""Exact analysis of a position where every card is known: each legal card's value, solved.

``trick_values(deal)`` asks the native core's exact solver for the tricks the side (or seat)
to act takes from here on with each legal card, every seat playing best: a side's partners
play for its tricks and everyone else against them. Where each seat plays for itself (Oh Hell)
that is the paranoid reduction: the other seats all play to hold the seat to act to as few
tricks as they can. It solves the deal's trick play as ``engine.native.native_play`` states
it, so only positions in the play whose rules the core holds as data.
"""

from __future__ import annotations

from dataclasses import dataclass

from followsuit import _core
from followsuit.engine.deal import Deal
from followsuit.engine.native import native_play
from followsuit.engine.trickplay import TrickPlay
from followsuit.errors import GameError

TABLE_BITS = 20
"""The solver's transposition table: 2^20 entries."""

PHASE_WORDS = {"bid": "the bidding", "auction": "the auction"}


class Unsolvable(GameError):
    """A position the exact solver cannot value (not in the play, or rules it cannot hold)."""


@dataclass(frozen=True)
class TrickValues:
    """The tricks the side of ``to_act`` takes from here on with each legal card (by action
    text), every seat playing best; ``side``: the seats whose tricks count."""

    to_act: int
    side: tuple[int, ...]
    values: dict[str, int]
    nodes: int


def trick_values(
    deal: Deal, *, nodes: int = 0, seconds: float | None = None, table_bits: int = TABLE_BITS
) -> TrickValues:
    """Each legal card's remaining tricks for the side to act in ``deal`` (see the module).

    Raises :class:`Unsolvable` (its text says what the position is: "is in the auction:
    nothing to solve yet") for a deal that is over, a position not in the trick
    play, a game whose trick rules the core does not hold, or limits that stop the search."""
    seat = deal.to_act
    if seat is None:
        raise Unsolvable("is at the deal's end: nothing to solve")
    trick = getattr(deal, "trick", None)
    if not isinstance(deal, TrickPlay) or trick is None or deal.phase.value != "play":
        phase = getattr(deal.phase, "value", str(deal.phase))
        words = PHASE_WORDS.get(phase, f"the {phase} phase")
        raise Unsolvable(f"is in {words}: nothing to solve yet")
    native = native_play(deal)
    if native is None:
        raise Unsolvable(
            f"is in {deal.game.title}'s trick play, which the exact solver does not hold as"
            " data yet"
        )
    _rules, position = native
    sides = deal.game.sides
    side = tuple(s for s in range(len(deal.hands)) if sides.score_of(s) == sides.score_of(seat))
    mask = sum(1 << s for s in side)
    tricks = deal.total_tricks
    objective = _core.Objective(
        groups=[(mask, 1, 0)],
        terms=[([0], [0], [tricks + 1], [float(k) for k in range(tricks + 1)])],
        max_seats=mask,
    )
    solved = _core.Solver(table_bits).solve(position, objective, nodes=nodes, seconds=seconds)
    if not solved.complete:
        raise Unsolvable(f"was not solved: the search stopped after {solved.nodes} positions")
    before = sum(deal.tricks_won[s] for s in side)
    values: dict[str, int] = {}
    for card, value in solved.values:
        text = deal.cards_text(1 << card)[0]
        values[text] = max(values.get(text, -1), round(value) - before)
    return TrickValues(seat, side, values, solved.nodes)
