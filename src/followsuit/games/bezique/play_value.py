"""Bézique's scoring over its last eight tricks (Z1-Z4), for an exact solver of trick play.

Once the stock is gone nothing is declared or exchanged any more (Z1): the deal's scores rest
on what was declared and on the tricks still to fall, the brisques (each ace and ten won,
counted at the end) and the last trick. The ordinary game and its three- and four-handed
forms score each player (or each side) its declarations, 10 a brisque and 10 for the last
trick: one group a scorer, brisques and last trick counted alike. Grand Bézique scores a game
of Rubicon (Z4): the last trick is 50 and the brisques count only to break a tie or save a
rubicon, so each player's group keeps them apart: twice the brisques, plus one for the last
trick. Polish Bézique has no such position: declarations go on in the last eight (Z3).
"""

from __future__ import annotations

from collections.abc import Sequence

from followsuit.cards import Rank
from followsuit.engine.play_value import (
    Group,
    PlayScoring,
    every_score_reads_all,
    seat_mask,
    trick_play_scoring,
)
from followsuit.engine.state import Score, State
from followsuit.games.bezique import scoring
from followsuit.games.bezique.phases import LAST_EIGHT
from followsuit.games.bezique.state import BeziqueDeal


def play_scoring(deal: State) -> PlayScoring | None:
    """The deal's scoring by how its last eight tricks fall, once they are under way."""
    if not isinstance(deal, BeziqueDeal):
        raise TypeError(f"a deal of Bézique, not {type(deal).__name__}")
    if deal.phase is not LAST_EIGHT or deal.is_over or deal.form.open_cards:
        return None
    pack = deal.game.pack
    brisques = tuple(int(card.rank in (Rank.ACE, Rank.TEN)) for card in pack.cards)
    declared = tuple(deal.points)
    if deal.form.rubicon:
        return grand_scoring(deal, brisques, declared)
    scorers = deal.game.sides.scorers()
    own = tuple(sum(declared[seat] for seat in members) for members in scorers)

    def final_scores(quantities: Sequence[int]) -> tuple[Score, ...]:
        # Z1: declarations, then 10 a brisque and 10 for the last trick
        return tuple(
            points + scoring.BRISQUE * counted
            for points, counted in zip(own, quantities, strict=True)
        )

    return trick_play_scoring(
        deal.tricks_won,
        deal.taken,
        brisques,
        [Group(seat_mask(members), point_weight=1) for members in scorers],
        final_scores,
        [(scorer,) for scorer in range(len(scorers))],
        last_trick_bonus=scoring.LAST_TRICK // scoring.BRISQUE,
    )


def grand_scoring(
    deal: BeziqueDeal, brisques: tuple[int, ...], declared: tuple[int, ...]
) -> PlayScoring:
    """Z4: a game of Rubicon from each player's brisques and the last trick (50)."""

    def final_scores(quantities: Sequence[int]) -> tuple[Score, ...]:
        points = [
            own + (scoring.GRAND_LAST_TRICK if quantity % 2 else 0)
            for own, quantity in zip(declared, quantities, strict=True)
        ]
        game = scoring.rubicon_game(points, [quantity // 2 for quantity in quantities])
        return tuple(game.game)

    players = deal.players
    return trick_play_scoring(
        deal.tricks_won,
        deal.taken,
        brisques,
        [Group(1 << seat, point_weight=2, last_weight=1) for seat in range(players)],
        final_scores,
        every_score_reads_all(players, players),
        last_cards=deal.game.pack.full_mask,
    )
