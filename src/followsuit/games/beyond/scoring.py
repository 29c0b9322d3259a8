"""Beyond scoring (rulings B10-B12) as pure functions: contracts and tricks in, points out."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

PLACE_POINTS = (30, 20, 10, 0)
"""B10: points for 1st, 2nd, 3rd and 4th place."""


@dataclass(frozen=True)
class Bonuses:
    """B11: the team bonus, earned when both partners fulfil their contracts."""

    declaring: int = 20
    defending: int = 40
    no_trump: int = 20
    raised: int = 30
    reraised: int = 60


@dataclass(frozen=True)
class PassRoundPoints:
    """B12: a pass round's points."""

    per_trick: int = 10
    """For each trick the opponents take."""
    last_trick: int = 30
    """If the opponents take the last trick."""


def fulfilled(contract: int, tricks: int) -> bool:
    """B10: a contract is fulfilled when the tricks taken equal it exactly."""
    return contract == tricks


def placement_key(contract: int, tricks: int) -> tuple[int, int]:
    """B10's order, higher first: fulfilled players by contract, then the rest by tricks."""
    return (1, contract) if fulfilled(contract, tricks) else (0, tricks)


def placement_points(contracts: Sequence[int], tricks: Sequence[int]) -> tuple[int, ...]:
    """B10: each player's placement points. Players equal under the order share the places
    they occupy and split those places' points evenly (two sharing 2nd and 3rd get 15 each)."""
    keys = [placement_key(c, t) for c, t in zip(contracts, tricks, strict=True)]
    points = []
    for key in keys:
        above = sum(1 for other in keys if other > key)
        equal = sum(1 for other in keys if other == key)
        shared = sum(PLACE_POINTS[above : above + equal])
        points.append(shared // equal)  # with 30/20/10/0 every share is a whole number
    return tuple(points)


def team_bonus(
    contracts: Sequence[int],
    tricks: Sequence[int],
    declarer: int,
    no_trump: bool,
    raised: int,
    bonuses: Bonuses = Bonuses(),
) -> tuple[int, int]:
    """B11: the bonus of North-South and East-West. A side earns it when both partners fulfil:
    20 declaring or 40 defending, plus 20 for no trump, plus 30 raised or 60 re-raised."""
    result = [0, 0]
    for side in (0, 1):
        if not all(fulfilled(contracts[s], tricks[s]) for s in (side, side + 2)):
            continue
        points = bonuses.declaring if declarer % 2 == side else bonuses.defending
        if no_trump:
            points += bonuses.no_trump
        if raised == 1:
            points += bonuses.raised
        elif raised == 2:
            points += bonuses.reraised
        result[side] = points
    return result[0], result[1]


def deal_scores(
    contracts: Sequence[int],
    tricks: Sequence[int],
    declarer: int,
    no_trump: bool,
    raised: int,
    bonuses: Bonuses = Bonuses(),
) -> tuple[int, int]:
    """B12: a side's deal score is its two players' placement points plus its bonus."""
    places = placement_points(contracts, tricks)
    bonus = team_bonus(contracts, tricks, declarer, no_trump, raised, bonuses)
    return (places[0] + places[2] + bonus[0], places[1] + places[3] + bonus[1])


def pass_round_scores(
    tricks: Sequence[int], last_trick_winner: int, points: PassRoundPoints = PassRoundPoints()
) -> tuple[int, int]:
    """B12, pass round: each side scores 10 per trick its opponents took, plus 30 if its
    opponents took the last trick; if one side took all 13 tricks, both sides score 0."""
    side_tricks = (tricks[0] + tricks[2], tricks[1] + tricks[3])
    if 0 in side_tricks:
        return (0, 0)
    scores = [points.per_trick * side_tricks[1 - side] for side in (0, 1)]
    scores[1 - last_trick_winner % 2] += points.last_trick
    return scores[0], scores[1]
