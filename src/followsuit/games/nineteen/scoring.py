"""19's scores as pure functions (N6, N8, N9): the game value, who pays whom, and the bonuses
of the declarations. A payment between two seats is made only when both are live players
(N9: a share that would fall to a dummy is not paid), so a deal's scores always sum to 0."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction

from followsuit.games.nineteen.cards import TO_WIN

BIDS = ("partnership", "preferred three", "preferred two", "preferred one", "solo")
"""N3: the bids, lowest first (a bid's rank is its index)."""
PARTNERSHIP, PREFERRED_THREE, PREFERRED_TWO, PREFERRED_ONE, SOLO = range(5)
MULTIPLIERS = (1, 3, 4, 5, 6)
"""N8: the bid's multiplier."""
GROUP_SIZES = {PREFERRED_THREE: 3, PREFERRED_TWO: 2, PREFERRED_ONE: 1}
"""N5: the size of the groups each preferred bid looks at."""
HOLDINGS = ("trumps", "honours", "kings", "royal")
ACHIEVEMENTS = ("sparrow", "slam")
DECLARATIONS = (*HOLDINGS, *ACHIEVEMENTS)
"""N6: every declaration, in the order an action names them."""
ACHIEVEMENT_POINTS = {"sparrow": 10, "slam": 20}
TRUMP_TIERS = ((8, 4), (10, 8), (12, 12))
"""N6: eight, ten and twelve trumps score 4, 8 and 12."""

Score = int | float


def game_value(points: int, bid: int, level: int = 1, contra: bool = False) -> int:
    """N8: (10 + |points - 60|) x the bid's multiplier x the level, doubled when contra'd."""
    value = (10 + abs(points - TO_WIN)) * MULTIPLIERS[bid] * level
    return value * 2 if contra else value


def won(points: int) -> bool:
    """N8: declarer's side wins with 60 card points or more."""
    return points >= TO_WIN


@dataclass(frozen=True, slots=True)
class Payment:
    """``amount`` paid by ``payer`` to ``payee`` for ``item`` (the bid, or a declaration)."""

    payer: int
    payee: int
    amount: Fraction
    item: str


def game_payments(
    value: int, made: bool, side: Sequence[int], defenders: Sequence[int], live: Sequence[int]
) -> list[Payment]:
    """N8: when the hand is won each defender pays the value to declarer's side, else the side
    pays it to each defender; the side's members share it equally. N9: between live players
    only."""
    payments = []
    share = Fraction(value, len(side))
    for defender in defenders:
        for member in side:
            if defender in live and member in live:
                payer, payee = (defender, member) if made else (member, defender)
                payments.append(Payment(payer, payee, share, "bid"))
    return payments


def holding_payments(seat: int, name: str, points: int, live: Sequence[int]) -> list[Payment]:
    """N6: a holding is paid to its holder by each other live player (partners included)."""
    return [Payment(other, seat, Fraction(points), name) for other in live if other != seat]


def achievement_payments(
    seat: int, name: str, made: bool, contra: bool, live: Sequence[int]
) -> list[Payment]:
    """N6: an achievement is paid by each other player when made, and to each when failed;
    a contra doubles every payment of it."""
    points = Fraction(ACHIEVEMENT_POINTS[name] * (2 if contra else 1))
    return [
        Payment(other, seat, points, name) if made else Payment(seat, other, points, name)
        for other in live
        if other != seat
    ]


def seat_scores(payments: Sequence[Payment], seats: int) -> tuple[Score, ...]:
    """Each seat's net score (what it received less what it paid): whole numbers stay ints,
    a half share (an odd value shared by two) is a float."""
    totals = [Fraction(0)] * seats
    for payment in payments:
        totals[payment.payer] -= payment.amount
        totals[payment.payee] += payment.amount
    return tuple(int(t) if t.denominator == 1 else float(t) for t in totals)


def preference_groups(bid: int) -> tuple[int, ...]:
    """N5: the six stock cards split into groups of three, two or one."""
    size = GROUP_SIZES[bid]
    return (size,) * (6 // size)
