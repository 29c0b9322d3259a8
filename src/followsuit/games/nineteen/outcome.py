"""The end of a deal of 19 (N6, N8, N9): card points per side, the game value, and every
payment between live players, worked out by the pure functions of ``scoring``."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from followsuit.engine import DealOutcome
from followsuit.games.nineteen.position import NineteenPosition
from followsuit.games.nineteen.scoring import (
    BIDS,
    MULTIPLIERS,
    Payment,
    achievement_payments,
    game_payments,
    game_value,
    holding_payments,
    seat_scores,
    won,
)


def side_points(deal: NineteenPosition) -> tuple[int, int]:
    """N8: card points of the tricks and discards of each side, plus 1 per trick won; the
    stock cards nobody took count to the defenders (cards only)."""
    assert deal.sides is not None
    cards = deal.cards
    points = [0, 0]
    for seat in range(4):
        side = deal.sides.side(seat)
        points[side] += cards.points_of(deal.taken[seat] | deal.discards[seat])
        points[side] += deal.tricks_won[seat]
    points[1] += cards.points_of(deal.stock.mask)
    return points[0], points[1]


def achievement_made(deal: NineteenPosition, seat: int, name: str) -> bool:
    """N6: the sparrow: the Juggler wins the last trick for the declarant's side; the slam:
    that side wins every trick."""
    assert deal.sides is not None
    side = deal.sides.side(seat)
    if name == "slam":
        return all(deal.tricks_won[s] == 0 for s in range(4) if deal.sides.side(s) != side)
    last = deal.last_trick
    assert last is not None
    winner = deal.trick_winner(last)
    juggler = deal.cards.juggler
    return deal.sides.side(winner) == side and last.cards[last.seats.index(winner)] == juggler


Declarations = Sequence[tuple[int, tuple[str, ...], tuple[int, ...]]]
"""A deal's declarations: (seat, names, the points each holding scores)."""


@dataclass(frozen=True, slots=True)
class Contract:
    """What a deal's payments rest on, settled before the play (N3-N6): the bid, its level,
    the contras, declarer's side and the defenders, the live seats and the declarations."""

    bid: int
    level: int
    contras: frozenset[str]
    side: tuple[int, ...]
    defenders: tuple[int, ...]
    live: tuple[int, ...]
    declarations: Declarations

    @classmethod
    def of(cls, deal: NineteenPosition) -> Contract:
        assert deal.sides is not None and deal.bid is not None
        return cls(
            bid=deal.bid,
            level=deal.level,
            contras=frozenset(deal.contras),
            side=tuple(deal.sides.members(0)),
            defenders=tuple(deal.sides.members(1)),
            live=tuple(deal.live),
            declarations=tuple(deal.declarations),
        )

    def payments(
        self, declarer_points: int, made: Callable[[int, str], bool]
    ) -> tuple[int, list[Payment], list[dict[str, Any]]]:
        """N6, N8: the game value from declarer's side's points, every payment between live
        players, and the declarations as the result lists them; ``made(seat, name)`` says
        whether an achievement was made."""
        live = self.live
        value = game_value(declarer_points, self.bid, self.level, "bid" in self.contras)
        made_bid = won(declarer_points)
        payments = game_payments(value, made_bid, self.side, self.defenders, live)
        declared: list[dict[str, Any]] = []
        for seat, names, held in self.declarations:
            for name, points_held in zip(names, held, strict=True):
                if name in ("sparrow", "slam"):
                    done = made(seat, name)
                    contra = name in self.contras
                    payments += achievement_payments(seat, name, done, contra, live)
                    declared.append({"seat": seat, "item": name, "made": done})
                else:
                    payments += holding_payments(seat, name, points_held, live)
                    declared.append({"seat": seat, "item": name, "points": points_held})
        return value, payments, declared


def deal_outcome(deal: NineteenPosition) -> DealOutcome:
    assert deal.sides is not None and deal.bid is not None and deal.declarer is not None
    points = side_points(deal)
    made = won(points[0])
    value, payments, declared = Contract.of(deal).payments(
        points[0], lambda seat, name: achievement_made(deal, seat, name)
    )
    scores = seat_scores(payments, 4)
    result: dict[str, Any] = {
        "bid": BIDS[deal.bid],
        "declarer": deal.declarer,
        "partner": deal.partner,
        "called": deal.called,
        "level": deal.level,
        "multiplier": MULTIPLIERS[deal.bid],
        "contras": sorted(deal.contras),
        "points": list(points),
        "won": made,
        "value": value,
        "declarations": declared,
        "sides": deal.sides.side_of[:],
    }
    return DealOutcome(scores, result, deal.carry.after(scores))
