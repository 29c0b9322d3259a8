"""A deal's scoring as a value table over the rest of its trick play.

Where only trick play remains to the end of a deal, what the deal scores depends only on how
the remaining tricks and card points fall. :class:`PlayScoring` states that dependence as
data an exact solver of trick play can evaluate without the game's Python objects:

- ``card_points``: each physical card's points (integers: a game counting halves doubles
  them), and ``last_trick_bonus``, points to the winner of the deal's last trick;
- ``groups``: a few integer quantities, each a weighted sum over a set of seats of the tricks
  and points they win, and ``last_weight`` when one of them wins the deal's last trick with
  one of ``last_cards`` (19's sparrow: the Juggler winning it);
- ``final_scores``: the deal's scores, exactly as ``deal.outcome().scores`` gives them, from
  each group's final quantity (after every trick is played);
- ``terms``: which groups each score reads, so a solver may keep apart what separates.

Per seat, ``tricks_won`` and ``points_won`` say what is won already (``points_won`` also
counts points won outside the tricks, such as 19's discards). A seat is a hand of the deal:
a dummy's tricks are its own hand's, whoever plays it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from followsuit.engine.state import Score

FinalScores = Callable[[Sequence[int]], tuple[Score, ...]]
"""Each group's final quantity -> the deal's scores (per scorer: a side or a seat)."""


@dataclass(frozen=True, slots=True)
class Group:
    """A quantity the deal's score depends on: over the seats of ``seats`` (a mask), the sum
    of ``trick_weight`` times each one's tricks and ``point_weight`` times its points, plus
    ``last_weight`` when one of them wins the deal's last trick with a card of
    ``PlayScoring.last_cards``."""

    seats: int
    trick_weight: int = 0
    point_weight: int = 0
    last_weight: int = 0

    def quantity(
        self, tricks: Sequence[int], points: Sequence[int], last_counts: int | None
    ) -> int:
        """This group's quantity from each seat's tricks and points and the seat whose win of
        the last trick counts (``last_counts``, None: no such win)."""
        total = 0
        for seat, (won, scored) in enumerate(zip(tricks, points, strict=True)):
            if self.seats >> seat & 1:
                total += self.trick_weight * won + self.point_weight * scored
        if last_counts is not None and self.seats >> last_counts & 1:
            total += self.last_weight
        return total


@dataclass(frozen=True, slots=True)
class PlayScoring:
    """The deal's scoring as a function of how its remaining tricks fall (module doc)."""

    card_points: tuple[int, ...]
    """Per physical card of the game's pack, its points to the seat that wins it."""
    last_trick_bonus: int
    """Points to the winner of the deal's last trick (0: none)."""
    groups: tuple[Group, ...]
    tricks_won: tuple[int, ...]
    """Per seat, the tricks it has won so far in this deal."""
    points_won: tuple[int, ...]
    """Per seat, the points it has won so far (in ``card_points``' units)."""
    final_scores: FinalScores
    """Each group's final quantity -> the deal's scores, as ``deal.outcome().scores``."""
    terms: tuple[tuple[int, ...], ...]
    """Per score (``final_scores``' places), the groups it reads: a score is unchanged by a
    group it does not name."""
    last_cards: int = 0
    """The cards whose win of the deal's last trick counts for ``Group.last_weight``."""

    def __post_init__(self) -> None:
        seats = len(self.tricks_won)
        if len(self.points_won) != seats:
            raise ValueError(
                f"points_won has {len(self.points_won)} seats, tricks_won {seats}: one a seat"
            )
        for index, group in enumerate(self.groups):
            if not 0 < group.seats < 1 << seats:
                raise ValueError(f"group {index} has seats {group.seats:#b}: none of {seats}")
        for score, term in enumerate(self.terms):
            wrong = [g for g in term if not 0 <= g < len(self.groups)]
            if wrong:
                raise ValueError(f"score {score} reads groups {wrong}: there are {len(self)}")

    def __len__(self) -> int:
        return len(self.groups)

    def quantities(
        self,
        tricks: Sequence[int],
        points: Sequence[int],
        last_winner: int | None = None,
        last_card: int | None = None,
    ) -> tuple[int, ...]:
        """Each group's quantity from each seat's tricks and points (the last trick's bonus
        included) and who won the deal's last trick with which card (None: not yet played)."""
        counts = (
            last_winner
            if last_winner is not None
            and last_card is not None
            and self.last_cards >> last_card & 1
            else None
        )
        return tuple(group.quantity(tricks, points, counts) for group in self.groups)

    def scores(
        self,
        tricks: Sequence[int],
        points: Sequence[int],
        last_winner: int | None = None,
        last_card: int | None = None,
    ) -> tuple[Score, ...]:
        """The deal's scores from each seat's final tricks and points (``quantities``)."""
        return self.final_scores(self.quantities(tricks, points, last_winner, last_card))


def points_of(card_points: Sequence[int], mask: int) -> int:
    """The points of the cards of ``mask`` (physical card indices)."""
    total = 0
    while mask:
        low = mask & -mask
        total += card_points[low.bit_length() - 1]
        mask ^= low
    return total


def seat_mask(seats: Sequence[int]) -> int:
    """The mask of ``seats``."""
    mask = 0
    for seat in seats:
        mask |= 1 << seat
    return mask


def every_score_reads_all(scores: int, groups: int) -> tuple[tuple[int, ...], ...]:
    """``terms`` when no score separates: each of ``scores`` reads every group."""
    return tuple(tuple(range(groups)) for _ in range(scores))


def trick_play_scoring(
    tricks_won: Sequence[int],
    taken: Sequence[int],
    card_points: Sequence[int],
    groups: Sequence[Group],
    final_scores: FinalScores,
    terms: Sequence[Sequence[int]],
    *,
    last_trick_bonus: int = 0,
    last_cards: int = 0,
    outside: Sequence[int] | None = None,
) -> PlayScoring:
    """A :class:`PlayScoring` of a deal of trick play from its ``tricks_won`` and ``taken``
    (each seat's mask of cards won), plus the points each seat won ``outside`` the tricks."""
    points = [points_of(card_points, mask) for mask in taken]
    if outside is not None:
        points = [p + extra for p, extra in zip(points, outside, strict=True)]
    return PlayScoring(
        card_points=tuple(card_points),
        last_trick_bonus=last_trick_bonus,
        groups=tuple(groups),
        tricks_won=tuple(tricks_won),
        points_won=tuple(points),
        final_scores=final_scores,
        terms=tuple(tuple(term) for term in terms),
        last_cards=last_cards,
    )
