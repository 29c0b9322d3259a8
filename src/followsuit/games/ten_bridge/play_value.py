"""10 Bridge's scoring over the rest of its play (T7), for an exact solver of trick play.

Once the contract is settled, the deal scores by the tricks the declaring side takes, with
the doubling and both sides' carried part scores: one group, declarer's side. The trump
need not be revealed yet: the deal knows it.
"""

from __future__ import annotations

from collections.abc import Sequence

from followsuit.engine.play_value import Group, PlayScoring, trick_play_scoring
from followsuit.engine.state import Score, State
from followsuit.games.ten_bridge.scoring import score_deal
from followsuit.games.ten_bridge.state import PLAY, TenBridgeDeal


def play_scoring(deal: State) -> PlayScoring | None:
    """The deal's scoring by how its remaining tricks fall, once only the play is left."""
    if not isinstance(deal, TenBridgeDeal):
        raise TypeError(f"a deal of 10 Bridge, not {type(deal).__name__}")
    if deal.phase != PLAY or deal.is_over:
        return None
    contract, declarer = deal.contract, deal.declarer
    assert contract is not None and declarer is not None
    side = declarer % 2
    before = deal.carry_state.part_scores

    def final_scores(quantities: Sequence[int]) -> tuple[Score, ...]:
        return score_deal(contract, side, quantities[0], before).points

    return trick_play_scoring(
        deal.tricks_won,
        deal.taken,
        (0,) * len(deal.game.pack),
        [Group(0b0101 << side, trick_weight=1)],
        final_scores,
        [(0,), (0,)],
    )
