"""Beyond's scoring over the rest of its play (B10-B12), for an exact solver of trick play.

With contracts, the placement of each player rests on its own contract and tricks (B10) and
the team bonus on both partners' (B11): one group a seat, every score reading all four. In a
pass round (B12) a side scores by its opponents' tricks and who took the last trick: one
group a side, twice its tricks plus one for the last trick.
"""

from __future__ import annotations

from collections.abc import Sequence

from followsuit.engine.play_value import (
    Group,
    PlayScoring,
    every_score_reads_all,
    trick_play_scoring,
)
from followsuit.engine.state import Score, State
from followsuit.games.beyond import scoring
from followsuit.games.beyond.calls import NT, bid_strain
from followsuit.games.beyond.state import PLAY, BeyondDeal

SIDES = (0b0101, 0b1010)
"""North-South (seats 0 and 2), East-West (1 and 3)."""


def play_scoring(deal: State) -> PlayScoring | None:
    """The deal's scoring by how its remaining tricks fall, once only the play is left."""
    if not isinstance(deal, BeyondDeal):
        raise TypeError(f"a deal of Beyond, not {type(deal).__name__}")
    if deal.phase != PLAY or deal.is_over:
        return None
    no_points = (0,) * len(deal.game.pack)
    if deal.pass_round:
        return trick_play_scoring(
            deal.tricks_won,
            deal.taken,
            no_points,
            [Group(side, trick_weight=2, last_weight=1) for side in SIDES],
            pass_round_scores,
            every_score_reads_all(2, 2),
            last_cards=deal.game.pack.full_mask,
        )
    contracts = tuple(c for c in deal.contracts if c is not None)
    declarer, contract = deal.declarer, deal.contract
    assert declarer is not None and contract is not None and len(contracts) == 4
    no_trump = bid_strain(contract) == NT
    raised = deal.auction.raised

    def final_scores(quantities: Sequence[int]) -> tuple[Score, ...]:
        return scoring.deal_scores(contracts, quantities, declarer, no_trump, raised)

    return trick_play_scoring(
        deal.tricks_won,
        deal.taken,
        no_points,
        [Group(1 << seat, trick_weight=1) for seat in range(4)],
        final_scores,
        every_score_reads_all(2, 4),
    )


def pass_round_scores(quantities: Sequence[int]) -> tuple[Score, ...]:
    """B12: each side's quantity is twice its tricks, plus one if it took the last trick."""
    tricks = [quantities[0] // 2, quantities[1] // 2, 0, 0]
    last = 0 if quantities[0] % 2 else 1
    return scoring.pass_round_scores(tricks, last)
