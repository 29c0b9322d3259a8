"""Oh Hell's scoring over the rest of its play (S4), for an exact solver of trick play.

Once every bid is made each player scores alone, from its own bid and its own tricks (the
standard count or Blackout's): one group a seat, each score reading its own.
"""

from __future__ import annotations

from collections.abc import Sequence

from followsuit.engine.play_value import Group, PlayScoring, trick_play_scoring
from followsuit.engine.state import Score, State
from followsuit.games.oh_hell.scoring import deal_scores
from followsuit.games.oh_hell.state import PLAY, OhHellDeal


def play_scoring(deal: State) -> PlayScoring | None:
    """The deal's scoring by how its remaining tricks fall, once only the play is left."""
    if not isinstance(deal, OhHellDeal):
        raise TypeError(f"a deal of Oh Hell, not {type(deal).__name__}")
    if deal.phase != PLAY or deal.is_over:
        return None
    options = deal.game.options
    bids = tuple(bid for bid in deal.bids if bid is not None)
    method, bonus = options.scoring, options.exact_bonus

    def final_scores(quantities: Sequence[int]) -> tuple[Score, ...]:
        return deal_scores(bids, quantities, method, bonus)  # S4: each player alone

    players = deal.players
    return trick_play_scoring(
        deal.tricks_won,
        deal.taken,
        (0,) * len(deal.game.pack),
        [Group(1 << seat, trick_weight=1) for seat in range(players)],
        final_scores,
        [(seat,) for seat in range(players)],
    )
