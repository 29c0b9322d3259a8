"""Sides for one deal: who plays with whom, and what each seat knows of it.

Partnerships may be fixed (0+2 against 1+3, ruling G1), absent (each for himself), or decided in
the deal: declarer and a partner against the rest, the partner possibly secret (19's called
trump: only its holder knows until it falls; declarer alone when it lies in a discard). Code
that summarises deals asks a deal's ``Sides`` and never assumes ``seat % 2``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from followsuit.cards import PARTNERSHIP_SIDES, seat_names

DECLARER_SIDES: tuple[str, str] = ("Declarer's side", "Defenders")
"""Side names when declarer (and a partner) play against the rest; side 0 is declarer's."""


def live_scores(scorers: Sequence[Sequence[int]], live: Sequence[int]) -> list[int]:
    """The scores a live player's play makes (indices of the deal's scores): every one, unless
    the game has dummies, whose cards the live players play and who score nothing of their
    own (19 for two or three players): a dummy's score is no place to count, rank or compare."""
    return [score for score, seats in enumerate(scorers) if any(s in live for s in seats)]


@dataclass(slots=True)
class Sides:
    """Each seat's side, the sides' names, and which seats' sides each seat knows."""

    side_of: list[int]
    names: tuple[str, ...]
    known: list[int]
    """Per seat, the mask of seats whose side it knows (beyond ``public``)."""
    public: int
    """Mask of seats whose side everyone knows."""
    per_seat_scores: bool = False
    """Scores are kept per seat even though sides play together (19, N8)."""

    # -- the kinds of sides -------------------------------------------------------------------

    @classmethod
    def partnerships(cls, players: int = 4) -> Sides:
        """Fixed partnerships, partners opposite (G1: 0+2 against 1+3), known to all."""
        if players != 4:
            raise ValueError("fixed partnerships are for four players")
        everyone = (1 << players) - 1
        return cls([0, 1, 0, 1], PARTNERSHIP_SIDES, [everyone] * players, everyone)

    @classmethod
    def each_alone(cls, players: int, names: Sequence[str] | None = None) -> Sides:
        """No partnerships: each seat is its own side."""
        everyone = (1 << players) - 1
        side_names = tuple(names) if names is not None else tuple(seat_names(players))
        return cls(list(range(players)), side_names, [everyone] * players, everyone, True)

    @classmethod
    def declarer_and_partner(
        cls,
        players: int,
        declarer: int,
        partner: int | None,
        *,
        secret: bool = False,
        names: tuple[str, str] = DECLARER_SIDES,
        per_seat_scores: bool = True,
    ) -> Sides:
        """Declarer (side 0) with ``partner`` (None: alone) against the rest (side 1).

        With ``secret``, everyone knows declarer's side and his own; the partner knows all;
        declarer does not know who the partner is, nor a defender who the other defenders are.
        """
        if partner == declarer:
            raise ValueError("declarer cannot be his own partner")
        side_of = [1] * players
        side_of[declarer] = 0
        if partner is not None:
            side_of[partner] = 0
        everyone = (1 << players) - 1
        if not secret:
            return cls(side_of, names, [everyone] * players, everyone, per_seat_scores)
        known = [1 << seat | 1 << declarer for seat in range(players)]
        if partner is not None:
            known[partner] = everyone
        return cls(side_of, names, known, 1 << declarer, per_seat_scores)

    def copy(self) -> Sides:
        return Sides(self.side_of[:], self.names, self.known[:], self.public, self.per_seat_scores)

    # -- lookups ------------------------------------------------------------------------------

    @property
    def players(self) -> int:
        return len(self.side_of)

    def side(self, seat: int) -> int:
        return self.side_of[seat]

    def members(self, side: int) -> list[int]:
        """The seats of ``side``, lowest first."""
        return [seat for seat, s in enumerate(self.side_of) if s == side]

    def same_side(self, a: int, b: int) -> bool:
        return self.side_of[a] == self.side_of[b]

    def opponents(self, seat: int) -> list[int]:
        side = self.side_of[seat]
        return [other for other, s in enumerate(self.side_of) if s != side]

    def score_names(self, player_names: Sequence[str] | None = None) -> list[str]:
        """Who scores in this deal: the seats (``per_seat_scores``) or the sides."""
        if self.per_seat_scores:
            return list(player_names) if player_names is not None else seat_names(self.players)
        return list(self.names)

    def scorers(self) -> list[tuple[int, ...]]:
        """For each score of ``score_names``, the seats whose play makes it."""
        if self.per_seat_scores:
            return [(seat,) for seat in range(self.players)]
        return [tuple(self.members(side)) for side in range(len(self.names))]

    def score_of(self, seat: int) -> int:
        """Which of ``score_names`` is ``seat``'s: its own (``per_seat_scores``) or its side's."""
        return seat if self.per_seat_scores else self.side_of[seat]

    def per_seat(self, side_scores: Sequence[Any]) -> list[Any]:
        """Each seat's share of the sides' scores, as summaries per seat need: its side's."""
        return [side_scores[side] for side in self.side_of]

    # -- knowledge ----------------------------------------------------------------------------

    @property
    def is_public(self) -> bool:
        """True when every seat knows every side."""
        return self.public == (1 << len(self.side_of)) - 1

    def knows(self, viewer: int | None, seat: int) -> bool:
        """Whether ``viewer`` (None: a spectator) knows ``seat``'s side."""
        mask = self.public if viewer is None else self.public | self.known[viewer]
        return bool(mask >> seat & 1)

    def tell(self, viewer: int) -> None:
        """``viewer`` learns every side (19: who discarded the called trump knows declarer is
        alone)."""
        self.known[viewer] = (1 << len(self.side_of)) - 1

    def reveal(self) -> None:
        """Everyone learns every side (the called trump falls; the play shows it)."""
        everyone = (1 << len(self.side_of)) - 1
        self.public = everyone
        self.known = [everyone] * len(self.side_of)

    def view(self, viewer: int | None) -> list[int | None]:
        """Each seat's side as ``viewer`` knows it, None where it does not."""
        mask = self.public if viewer is None else self.public | self.known[viewer]
        return [side if mask >> seat & 1 else None for seat, side in enumerate(self.side_of)]

    def as_json(self, viewer: int | None) -> dict[str, Any]:
        return {"sides": self.view(viewer), "names": list(self.names)}
