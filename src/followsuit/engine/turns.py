"""Turn order: who acts in a phase, in what order, and how many actions each owes there.

The rule texts name their orders in a few words: "each player in turn from declarer's left
round to declarer", "then each who declared", "declarer discards four, then the player
opposite one, then the player on his left one". A deal keeps the phase's order as
:class:`Turns`, a queue of seats each with the actions it still owes, made from those words
(:func:`round_from_left`, :meth:`Turns.each_once`, :meth:`Turns.of`); the phase's step reads
the seat to act from it (``deal.turns.seat``) and ends each action with :meth:`Turns.acted`,
which says when the phase's turns have run out.
"""

from __future__ import annotations

from collections.abc import Container, Iterable
from dataclasses import dataclass, field


def round_from_left(seat: int, players: int, among: Container[int] | None = None) -> list[int]:
    """The seats from ``seat``'s left round to ``seat`` itself, of a table of ``players``;
    only those ``among`` a set of seats (the live players), when given."""
    order = [(seat + step) % players for step in range(1, players + 1)]
    return order if among is None else [s for s in order if s in among]


@dataclass(slots=True)
class Turns:
    """The seats still to act in a phase, in order, each with the actions it still owes."""

    queue: list[tuple[int, int]] = field(default_factory=list)
    """(seat, actions still owed), the seat to act first."""

    @classmethod
    def each_once(cls, seats: Iterable[int]) -> Turns:
        """Each of ``seats`` acts once, in that order."""
        return cls([(seat, 1) for seat in seats])

    @classmethod
    def of(cls, owed: Iterable[tuple[int, int]]) -> Turns:
        """Each (seat, actions) in order: the seat acts that many times before the next."""
        return cls(list(owed))

    @property
    def seat(self) -> int | None:
        """The seat to act (None: the phase's turns have run out)."""
        return self.queue[0][0] if self.queue else None

    @property
    def owed(self) -> int:
        """How many actions the seat to act still owes (0: nobody is to act)."""
        return self.queue[0][1] if self.queue else 0

    @property
    def seats(self) -> list[int]:
        """The seats still to act, in order."""
        return [seat for seat, _ in self.queue]

    def __len__(self) -> int:
        return len(self.queue)

    def acted(self) -> bool:
        """The seat to act has taken one of its actions; True when that ends the turns."""
        seat, owed = self.queue[0]
        if owed > 1:
            self.queue[0] = (seat, owed - 1)
            return False
        self.queue.pop(0)
        return not self.queue

    def clear(self) -> None:
        """Nobody is left to act (a volunteer ends the asking)."""
        self.queue.clear()

    def copy(self) -> Turns:
        return Turns(self.queue[:])
