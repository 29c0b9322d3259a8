"""The carry between deals (engine/carry.py): running totals and deals played, a game's own
fields added by subclassing, a value that round-trips through JSON."""

from __future__ import annotations

import json
from dataclasses import FrozenInstanceError, dataclass

import pytest

from followsuit.engine.carry import Carry


@dataclass(frozen=True, slots=True, kw_only=True)
class PartScoreCarry(Carry):
    """10 Bridge's kind of carry: each side's carried part score besides the totals (T7)."""

    part_scores: tuple[int, int] = (0, 0)


@dataclass(frozen=True, slots=True, kw_only=True)
class BagsCarry(Carry):
    """Spades' kind: bags per side and a side that has won outright (S1)."""

    bags: tuple[int, int] = (0, 0)
    decided: int | None = None


def test_a_match_starts_at_zero() -> None:
    carry = Carry.start(4)
    assert carry.totals == (0, 0, 0, 0) and carry.deals == 0


def test_after_adds_the_deals_scores_and_counts_the_deal() -> None:
    carry = Carry.start(2).after([30, -10]).after([5, 5])
    assert carry.totals == (35, -5) and carry.deals == 2
    with pytest.raises(ValueError):
        carry.after([1, 2, 3])


def test_a_games_own_fields_are_carried_and_changed() -> None:
    carry = PartScoreCarry.start(2)
    assert carry.part_scores == (0, 0)
    after = carry.after([8, 0], part_scores=(8, 0))
    assert isinstance(after, PartScoreCarry)
    assert after.part_scores == (8, 0) and after.totals == (8, 0)
    assert after.after([0, 0]).part_scores == (8, 0)  # unchanged unless given
    assert carry.part_scores == (0, 0)


def test_a_carry_is_a_value() -> None:
    carry = BagsCarry.start(2)
    with pytest.raises(FrozenInstanceError):
        carry.deals = 3  # type: ignore[misc]
    assert BagsCarry.start(2) == carry and hash(carry) == hash(BagsCarry.start(2))


def test_json_round_trip() -> None:
    carry = BagsCarry.start(2).after([120, -40], bags=(3, 11), decided=1)
    data = json.loads(json.dumps(carry.as_json()))
    assert data == {"totals": [120, -40], "deals": 1, "bags": [3, 11], "decided": 1}
    assert BagsCarry.from_json(data) == carry
    with pytest.raises(ValueError, match="colour"):
        BagsCarry.from_json(data | {"colour": 1})
