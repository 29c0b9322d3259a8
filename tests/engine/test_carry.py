"""The carry between deals (engine/carry.py): running totals and deals played, a game's own
fields added by subclassing, a value that round-trips through JSON; every game's carry one."""

from __future__ import annotations

import json
from dataclasses import FrozenInstanceError, dataclass
from random import Random

import pytest

from followsuit import games
from followsuit.engine import Match
from followsuit.engine.carry import Carry
from followsuit.games.beyond.rules import BeyondCarry
from followsuit.games.oh_hell.carry import OhHellCarry
from followsuit.games.spades.carry import SpadesCarry
from followsuit.games.ten_bridge.carry import TenBridgeCarry


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


# -- every game's carry -----------------------------------------------------------------------


@pytest.mark.parametrize("name", ["spades", "oh-hell", "beyond", "10-bridge"])
def test_every_games_carry_is_a_carry_of_its_deals(name: str) -> None:
    """Each game's carry subclasses Carry: it starts at zero, and after each deal its totals are
    the deals' scores summed and ``deals`` the deals played; it round-trips through JSON."""
    game = games.load(name)
    start = game.initial_carry()
    assert isinstance(start, Carry)
    assert start.deals == 0 and start.totals == (0,) * len(game.score_names)
    rng = Random(7)
    match = Match(game, rng=Random(7), dealer=0)
    while match.to_act is not None and len(match.finished) < 3:
        match.apply(rng.choice(match.legal_actions()))
    assert len(match.finished) == 3
    for played, outcome in enumerate(match.finished, start=1):
        carry = outcome.carry
        assert type(carry) is type(start) and carry.deals == played
        sums = [sum(o.scores[i] for o in match.finished[:played]) for i in range(len(start.totals))]
        assert list(carry.totals) == sums
        assert type(carry).from_json(json.loads(json.dumps(carry.as_json()))) == carry


def test_the_views_show_the_carry_as_before() -> None:
    """The running totals stay the views' ``match_scores`` (Spades, Oh Hell, Beyond), Spades'
    whole carry its ``carry`` and 10 Bridge's part scores its ``part_scores`` (in the game's
    own ``details`` for the games on the typed view core)."""
    spades = games.load("spades").new_deal(
        seed=1, carry=SpadesCarry((120, 80), (3, 5), deals=4, sets_in_row=(1, 0))
    )
    view = spades.view(0)
    assert view["match_scores"] == [120, 80] and view["details"]["bags"] == [3, 5]
    assert view["details"]["carry"] == {
        "totals": [120, 80],
        "bags": [3, 5],
        "deals": 4,
        "sets_in_row": [1, 0],
        "decided": None,
    }
    beyond = games.load("beyond").new_deal(seed=1, carry=BeyondCarry(totals=(40, -10), deals=2))
    assert beyond.view(None)["match_scores"] == [40, -10]
    oh_hell = games.load("oh-hell").new_deal(seed=1, carry=OhHellCarry((5, 0, 11, 2), 3))
    assert oh_hell.view(None)["match_scores"] == [5, 0, 11, 2]
    assert oh_hell.view(None)["details"]["deal_number"] == 4
    ten_bridge = games.load("10-bridge").new_deal(seed=1, carry=TenBridgeCarry((8, 0)))
    assert ten_bridge.view(None)["details"]["part_scores"] == [8, 0]


def test_the_games_build_their_carry_as_before() -> None:
    """Spades' ``(totals, bags)``, Oh Hell's ``(totals, deals)`` and 10 Bridge's
    ``(part_scores)`` positionally, as the samplers and tests build them; the rest by keyword."""
    assert SpadesCarry((1, 2), (3, 4), deals=5).bags == (3, 4)
    with pytest.raises(TypeError):
        SpadesCarry((1, 2), (3, 4), 5)  # type: ignore[misc]
    assert OhHellCarry((1, 2, 3), 4).deals_played == 4
    assert TenBridgeCarry((8, 0)).totals == (0, 0)
    assert BeyondCarry().totals == (0, 0)
