"""Spades' scoring over the rest of its play (S1), for an exact solver of trick play.

Once the bidding is over a side's score depends on its tricks alone: together, when both its
players bid tricks (or it made a team bid), each player's own when one bid nil or blind nil
(a nil's tricks are bags and do not help the partner's bid). Bags carried in and their
penalty are the carry's, settled before the play.
"""

from __future__ import annotations

from collections.abc import Sequence

from followsuit.engine.play_value import Group, PlayScoring, trick_play_scoring
from followsuit.engine.state import Score, State
from followsuit.games.spades.state import PLAY, SpadesDeal

SIDES = ((0, 2), (1, 3))


def play_scoring(deal: State) -> PlayScoring | None:
    """The deal's scoring by how its remaining tricks fall, once only the play is left."""
    if not isinstance(deal, SpadesDeal):
        raise TypeError(f"a deal of Spades, not {type(deal).__name__}")
    if deal.phase != PLAY or deal.is_over:
        return None
    contracts = deal.contracts()
    groups: list[Group] = []
    terms: list[tuple[int, ...]] = []
    places: list[tuple[int, int]] = []  # per side, each seat's group (-1: counted with its partner)
    for seats in SIDES:
        together = contracts.team_bidding or all(
            bid is not None and bid > 0 for bid in (contracts.bids[s] for s in seats)
        )
        first = len(groups)
        if together:  # S1: the side's tricks count toward its contract as one
            groups.append(Group(1 << seats[0] | 1 << seats[1], trick_weight=1))
            places.append((first, -1))
        else:  # S1: a nil is made or set by its own player's tricks
            groups += [Group(1 << seat, trick_weight=1) for seat in seats]
            places.append((first, first + 1))
        terms.append(tuple(range(first, len(groups))))

    def final_scores(quantities: Sequence[int]) -> tuple[Score, ...]:
        tricks = [0] * 4
        for seats, where in zip(SIDES, places, strict=True):
            for seat, group in zip(seats, where, strict=True):
                tricks[seat] = quantities[group] if group >= 0 else 0
        first, second = contracts.side_scores(tricks)
        return first.points, second.points

    card_points = (0,) * len(deal.game.pack)
    return trick_play_scoring(deal.tricks_won, deal.taken, card_points, groups, final_scores, terms)
