"""19's scoring over the rest of its play (N6, N8, N9), for an exact solver of trick play.

Once the play begins everything else is settled: the bid and its level, the contras, the
sides, the declarations. What is left to the tricks is declarer's side's points (N8: the card
points of its tricks and discards, plus 1 a trick), the sparrow (the Juggler winning the last
trick for the declarant's side) and the slam (that side winning every trick).
"""

from __future__ import annotations

from collections.abc import Sequence

from followsuit.engine.play_value import (
    Group,
    PlayScoring,
    every_score_reads_all,
    seat_mask,
    trick_play_scoring,
)
from followsuit.engine.state import Score, State
from followsuit.games.nineteen.outcome import Contract
from followsuit.games.nineteen.phases import Phase
from followsuit.games.nineteen.scoring import seat_scores
from followsuit.games.nineteen.state import NineteenDeal

SEATS = 4
"""Dummies included: a dummy's tricks are its hand's, on its side (N9)."""


def play_scoring(deal: State) -> PlayScoring | None:
    """The deal's scoring by how its remaining tricks fall, once only the play is left."""
    if not isinstance(deal, NineteenDeal):
        raise TypeError(f"a deal of 19, not {type(deal).__name__}")
    if deal.phase != Phase.PLAY or deal.sides is None:
        return None
    sides = deal.sides
    cards = deal.cards
    contract = Contract.of(deal)
    # Group 0: declarer's side's points (N8); then one group per achievement declared.
    groups = [Group(seat_mask(sides.members(0)), trick_weight=1, point_weight=1)]
    achievements: dict[tuple[int, str], int] = {}
    for seat, names, _ in contract.declarations:
        for name in names:
            own = sides.side(seat)
            if name == "sparrow":  # the Juggler wins the last trick for the side (N6)
                groups.append(Group(seat_mask(sides.members(own)), last_weight=1))
            elif name == "slam":  # the other side wins no trick (N6)
                groups.append(Group(seat_mask(sides.members(1 - own)), trick_weight=1))
            else:
                continue
            achievements[seat, name] = len(groups) - 1

    def final_scores(quantities: Sequence[int]) -> tuple[Score, ...]:
        def made(seat: int, name: str) -> bool:
            quantity = quantities[achievements[seat, name]]
            return quantity == 1 if name == "sparrow" else quantity == 0

        _, payments, _ = contract.payments(quantities[0], made)
        return seat_scores(payments, SEATS)

    return trick_play_scoring(
        deal.tricks_won,
        deal.taken,
        cards.points,
        groups,
        final_scores,
        every_score_reads_all(SEATS, len(groups)),
        last_cards=1 << cards.juggler,
        outside=[cards.points_of(deal.discards[seat]) for seat in range(SEATS)],
    )
