"""Turn order: who acts in a phase, in what order, and how many actions each owes there.

The rule texts name their orders in a few words: "each player in turn from declarer's left
round to declarer", "then each who declared", "declarer discards four, then the player
opposite one", "beginning with the dealer's opponents, partners tell each other their books,
then agree a bid". A deal keeps the phase's order as :class:`Turns`, a queue of seats each
with the actions it still owes, made from those words (:func:`round_from_left`,
:func:`round_from`, :meth:`Turns.each_from_left`, :meth:`Turns.each_once`, :meth:`Turns.of`,
:meth:`Turns.in_phases`). The phase's step gives it (``Step.order``) as the deal enters the
phase; the seat to act is the queue's head (``deal.turns.seat``: a ``TurnStep``), and each
turn taken goes on to the next (``Turns.acted``; the deal's ``end_turn`` does it and, once the
turns have run out, enters the next phase of the deal's order of play).

A round's turns may each be taken in a phase of its own (:meth:`Turns.in_phases`): in Spades'
partnership bidding the first partner tells and the second names the side's bid, each in turn;
in Oh Hell with changeable bids a player bids, then keeps or changes the bid before the next
player bids. The deal moves to each turn's phase as the turn comes.
"""

from __future__ import annotations

from collections.abc import Container, Iterable
from dataclasses import dataclass, field
from typing import Any


def round_from_left(seat: int, players: int, among: Container[int] | None = None) -> list[int]:
    """The seats from ``seat``'s left round to ``seat`` itself, of a table of ``players``;
    only those ``among`` a set of seats (the live players), when given."""
    order = [(seat + step) % players for step in range(1, players + 1)]
    return order if among is None else [s for s in order if s in among]


def round_from(seat: int, players: int, among: Container[int] | None = None) -> list[int]:
    """The seats from ``seat`` itself round the table of ``players`` (clockwise): "every
    player ..., the winner first" (Bézique's draw); only those ``among`` a set of seats, when
    given. :func:`round_from_left` starts on the seat's left instead."""
    order = [(seat + step) % players for step in range(players)]
    return order if among is None else [s for s in order if s in among]


_ROUNDS: dict[int, tuple[tuple[tuple[int, int], ...], ...]] = {}
"""The queue of :meth:`Turns.each_from_left` by the number of players and the seat, made once."""


def _rounds(players: int) -> tuple[tuple[tuple[int, int], ...], ...]:
    """The queues of :meth:`Turns.each_from_left` of a table of ``players``, by seat."""
    rounds = _ROUNDS[players] = tuple(
        tuple((other, 1) for other in round_from_left(seat, players)) for seat in range(players)
    )
    return rounds


@dataclass(slots=True)
class Turns:
    """The seats still to act in a phase, in order, each with the actions it still owes."""

    queue: list[tuple[int, int]] = field(default_factory=list)
    """(seat, actions still owed), the seat to act first."""
    phases: list[Any] = field(default_factory=list)
    """The phase each turn of the queue is taken in, when the turns name theirs
    (:meth:`in_phases`); else empty: every turn is of the phase the turns were queued in."""

    @classmethod
    def each_once(cls, seats: Iterable[int]) -> Turns:
        """Each of ``seats`` acts once, in that order."""
        return cls([(seat, 1) for seat in seats])

    @classmethod
    def each_from_left(cls, seat: int, players: int) -> Turns:
        """Each player once, from ``seat``'s left round to ``seat`` itself (the dealer bids
        last): ``each_once(round_from_left(seat, players))``, its queue made once."""
        rounds = _ROUNDS.get(players) or _rounds(players)
        return cls(list(rounds[seat % players]))

    @classmethod
    def of(cls, owed: Iterable[tuple[int, int]]) -> Turns:
        """Each (seat, actions) in order: the seat acts that many times before the next."""
        return cls(list(owed))

    @classmethod
    def in_phases(cls, turns: Iterable[tuple[Any, int]]) -> Turns:
        """Each (phase, seat) in order: the seat acts once, in that phase (a round whose turns
        are of different kinds: a tell, then a bid). The first is the phase entered."""
        listed = list(turns)
        return cls([(seat, 1) for _, seat in listed], [phase for phase, _ in listed])

    @property
    def seat(self) -> int | None:
        """The seat to act (None: the phase's turns have run out)."""
        return self.queue[0][0] if self.queue else None

    @property
    def owed(self) -> int:
        """How many actions the seat to act still owes (0: nobody is to act)."""
        return self.queue[0][1] if self.queue else 0

    @property
    def phase(self) -> Any:
        """The phase the seat to act takes its turn in, when the turns name theirs (None: they
        do not, or nobody is to act)."""
        return self.phases[0] if self.phases else None

    @property
    def seats(self) -> list[int]:
        """The seats still to act, in order."""
        return [seat for seat, _ in self.queue]

    def __len__(self) -> int:
        return len(self.queue)

    def acted(self) -> bool:
        """The seat to act has taken one of its actions; True when that ends the turns."""
        queue = self.queue
        seat, owed = queue[0]
        if owed > 1:
            queue[0] = (seat, owed - 1)
            return False
        del queue[0]
        if self.phases:
            del self.phases[0]
        return not queue

    def next_in(self, phase: Any) -> None:
        """The turn after the seat to act's is taken in ``phase`` instead of its own, in a round
        of turns in phases (Spades: after a blind bid, partner comes out or stays instead of
        naming the side's bid)."""
        self.phases[1] = phase

    def hand_over(self, seat: int) -> None:
        """The seat to act gives its turn to ``seat``, which owes the actions it owed
        (four-handed Bézique: the trick's winner lets his partner declare)."""
        self.queue[0] = (seat, self.owed)

    def skip_next(self) -> None:
        """The turn after the seat to act's is not taken (Spades: a blind bid of ten or more
        leaves partner nothing to say)."""
        del self.queue[1]
        if self.phases:
            del self.phases[1]

    def clear(self) -> None:
        """Nobody is left to act (a volunteer ends the asking)."""
        self.queue.clear()
        self.phases.clear()

    def copy(self) -> Turns:
        return Turns(self.queue[:], self.phases[:])


NO_TURNS = Turns()
"""The turns of a phase whose step says who acts by itself (an auction's turn, the trick's
leader), or of a deal that is over: nobody queued. Shared by every deal: never changed."""
