"""Two orders of turns Bézique's rules name that :mod:`followsuit.engine.turns` does not give
yet, written on its :class:`~followsuit.engine.turns.Turns` (each belongs there: nothing in
them is Bézique's own).

- "every player ..., the winner first": the seats from one seat itself round the table
  (:func:`round_from`; ``round_from_left`` starts on the seat's left);
- "the winner may let his partner declare": the seat to act hands its turn to another, who
  owes what it owed (:func:`hand_over`).
"""

from __future__ import annotations

from collections.abc import Container

from followsuit.engine.turns import Turns


def round_from(seat: int, players: int, among: Container[int] | None = None) -> list[int]:
    """The seats from ``seat`` itself round the table of ``players`` (clockwise); only those
    ``among`` a set of seats, when given."""
    order = [(seat + step) % players for step in range(players)]
    return order if among is None else [s for s in order if s in among]


def hand_over(turns: Turns, seat: int) -> None:
    """The seat to act gives its turn to ``seat``, which owes the actions it owed."""
    turns.queue[0] = (seat, turns.owed)
