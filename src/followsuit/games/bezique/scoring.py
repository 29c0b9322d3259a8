"""Bézique's scores as pure functions (Z1): brisques, the last trick, a deal's total."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from followsuit.cards import Pack, Rank

SEVEN = 10
"""Z1: the seven of trumps turned up, exchanged or declared."""
BRISQUE = 10
"""Z1: each ace and ten in the tricks taken."""
LAST_TRICK = 10
"""Z1: the last trick."""


def brisques(pack: Pack, taken: int) -> int:
    """How many aces and tens ``taken`` (a mask of cards won in tricks) holds."""
    count = 0
    while taken:
        low = taken & -taken
        if pack[low.bit_length() - 1].rank in (Rank.ACE, Rank.TEN):
            count += 1
        taken ^= low
    return count


def seat_scores(declared: Sequence[int], brisque_counts: Sequence[int], last: int) -> list[int]:
    """Each seat's deal: its declarations, 10 a brisque, and 10 for the last trick."""
    return [
        points + BRISQUE * count + (LAST_TRICK if seat == last else 0)
        for seat, (points, count) in enumerate(zip(declared, brisque_counts, strict=True))
    ]


# -- Grand Bézique: Rubicon's scoring (Z4) ----------------------------------------------------

CARTE_BLANCHE = 50
"""Z4 (Rubicon): a hand without a king, queen or jack, and each card drawn after it that is
not one."""
GRAND_LAST_TRICK = 50
"""Z4 (Rubicon): the last trick of the deal."""
RUBICON = 1000
"""Z4 (Rubicon): a loser with fewer points is rubiconed."""
GAME_BONUS = 500
"""Z4 (Rubicon): the winner's bonus for the game."""
RUBICON_BONUS = 1000
"""Z4 (Rubicon): the winner's bonus when the loser is rubiconed (instead of 500)."""
ALL_BRISQUES = 320
"""Z4 (Rubicon): the brisques of four packs (32 aces and tens at 10), given to the winner
when the loser is rubiconed."""


def hundreds(points: int) -> int:
    """Z4 (Rubicon): fractions of a hundred are disregarded in the game's score."""
    return points - points % 100


@dataclass(frozen=True, slots=True)
class RubiconGame:
    """A deal of Grand Bézique scored as a game of Rubicon Bézique."""

    totals: list[int]
    """Each player's total: points, with the brisques when they were counted."""
    brisques_counted: bool
    winner: int | None
    """None: a drawn game (tied even with the brisques)."""
    rubiconed: int | None
    """The loser, when short of 1000."""
    game: list[int]
    """What each player scores for the game (the loser 0)."""


def rubicon_game(points: Sequence[int], brisque_counts: Sequence[int]) -> RubiconGame:
    """One deal of Grand Bézique scored as a game of Rubicon Bézique (two players, Z4).

    ``points``: each player's declarations, carte blanche and last trick. Brisques (10 each)
    are counted, for both players, only when the points are tied or when the lower player's
    own brisques lift him to 1000 (saving his rubicon, Z5). The totals then decide all: the
    higher wins (the winner may change), and a loser short of 1000 including his brisques is
    rubiconed. The winner scores 500 plus the difference of the totals in hundreds, or, the
    loser rubiconed, 1000 plus both totals in hundreds plus 320 for the brisques. A tie even
    with the brisques is a drawn game: nothing is scored.
    """
    first, second = points
    with_brisques = [p + BRISQUE * b for p, b in zip(points, brisque_counts, strict=True)]
    lower = 0 if first < second else 1
    saved = points[lower] < RUBICON <= with_brisques[lower]
    counted = first == second or saved
    totals = with_brisques if counted else list(points)
    if totals[0] == totals[1]:
        return RubiconGame(totals, counted, None, None, [0, 0])
    winner = 0 if totals[0] > totals[1] else 1
    loser = 1 - winner
    game = [0, 0]
    rubiconed: int | None = None
    if totals[loser] < RUBICON:
        rubiconed = loser
        game[winner] = (
            RUBICON_BONUS + hundreds(totals[winner]) + hundreds(totals[loser]) + ALL_BRISQUES
        )
    else:
        game[winner] = GAME_BONUS + hundreds(totals[winner]) - hundreds(totals[loser])
    return RubiconGame(totals, counted, winner, rubiconed, game)
