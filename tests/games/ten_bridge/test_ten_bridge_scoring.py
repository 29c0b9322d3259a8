"""10 Bridge scoring rules one by one (ruling T7), beyond the chart's twelve deals."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from followsuit.games.ten_bridge.contract import Bid, Contract, Denomination
from followsuit.games.ten_bridge.scoring import score_deal, session_bonus


def contract(text: str) -> Contract:
    bid, _, doubles = text.partition(" ")
    return Contract(Bid.parse(bid), len(doubles))


@pytest.mark.parametrize(
    ("text", "rate"),
    [("1MINOR", 4), ("1RED", 4), ("1BLACK", 5), ("1MAJOR", 5), ("1NT", 7),
     ("1MINOR X", 6), ("1RED X", 6), ("1BLACK X", 7), ("1MAJOR X", 7), ("1NT X", 9),
     ("1MINOR XX", 10), ("1RED XX", 10), ("1BLACK XX", 11), ("1MAJOR XX", 11), ("1NT XX", 13)],
)  # fmt: skip
def test_t7_trick_rates(text: str, rate: int) -> None:
    """T7: Minor and Red 4/6/10, Black and Major 5/7/11, NT 7/9/13 per trick above five."""
    score = score_deal(contract(text), 0, 6)
    assert score.trick_points == rate


def test_t7_red_with_hearts_scores_as_a_minor_contract() -> None:
    """The text: a Red contract with hearts trumps "is regarded and scored as a minor
    contract"; Black with clubs as a major one. Scoring depends only on the denomination."""
    assert Denomination.RED.kind is Denomination.MINOR.kind
    assert Denomination.BLACK.kind is Denomination.MAJOR.kind


def test_t7_made_scores_every_trick_above_five() -> None:
    """T7: made: rate × all tricks above five (chart deal 1: 1Minor +2 scores 8)."""
    assert score_deal(contract("1MINOR"), 1, 9).points == (0, 16)


def test_t7_part_score_is_bid_points_only() -> None:
    """T7: only the tricks bid count toward the carried part score, not overtricks."""
    score = score_deal(contract("2MAJOR"), 0, 10)
    assert score.part_score == 10 and score.part_scores == (10, 0)


def test_t7_game_from_carried_part_score_resets_both() -> None:
    """T7: P < 13: C += P; reaching 13 scores game 20 and resets both sides' C."""
    score = score_deal(contract("1NT"), 0, 6, (7, 9))
    assert score.points == (7 + 20, 0)
    assert score.part_scores == (0, 0)
    assert score.bonuses == (("game", 20),)


def test_t7_game_bid_in_one_hand_leaves_part_scores() -> None:
    """T7: 13 <= P < 25 with C + P < 25: game 20, carried part scores unchanged."""
    score = score_deal(contract("2NT"), 1, 7, (3, 10))
    assert score.points == (0, 14 + 20)
    assert score.part_scores == (3, 10)


def test_t7_super_game_from_carried_part_score() -> None:
    """T7: 13 <= P < 25 and C + P >= 25: super game 40 and both C reset."""
    score = score_deal(contract("3MAJOR"), 1, 8, (6, 10))
    assert score.points == (0, 15 + 40)
    assert score.part_scores == (0, 0)


def test_t7_super_game_bid_in_one_hand_leaves_part_scores() -> None:
    """T7: P >= 25: super game 40, carried part scores unchanged."""
    score = score_deal(contract("4NT"), 0, 10, (12, 4))
    assert score.points == (35 + 40 + 20, 0)
    assert score.part_scores == (12, 4)


@pytest.mark.parametrize(
    ("text", "extra"),
    [("4MINOR", 0), ("5MINOR", 10), ("3MAJOR", 0), ("4BLACK", 10), ("5MAJOR", 20),
     ("2NT", 0), ("3NT", 10), ("4NT", 20), ("5NT", 30), ("3MINOR", 0), ("1NT", 0)],
)  # fmt: skip
def test_t7_extra_level_bonus(text: str, extra: int) -> None:
    """T7: 10 per level above the plain game level (Minor 4, Major 3, NT 2), doubled or not."""
    for doubles in ("", " X", " XX"):
        score = score_deal(contract(text + doubles), 0, 10)
        assert dict(score.bonuses).get("extra level", 0) == extra


def test_t7_full_house_bonus() -> None:
    """T7: bidding level 5 and taking all ten tricks: 50."""
    assert dict(score_deal(contract("5NT"), 0, 10).bonuses)["full house"] == 50
    assert "full house" not in dict(score_deal(contract("4NT"), 0, 10).bonuses)


@pytest.mark.parametrize("overtricks", [1, 2, 3, 4])
def test_t7_doubled_and_redoubled_overtricks(overtricks: int) -> None:
    """T7: doubled overtricks 5/10/20/40, redoubled 10/20/40/80; none when plain."""
    tricks = 6 + overtricks
    plain = score_deal(contract("1MINOR"), 0, tricks)
    doubled = score_deal(contract("1MINOR X"), 0, tricks)
    redoubled = score_deal(contract("1MINOR XX"), 0, tricks)
    assert "overtrick" not in dict(plain.bonuses)
    assert dict(doubled.bonuses)["overtrick"] == (5, 10, 20, 40)[overtricks - 1]
    assert dict(redoubled.bonuses)["overtrick"] == (10, 20, 40, 80)[overtricks - 1]


@pytest.mark.parametrize("undertricks", [1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
def test_t7_undertricks_beyond_six_ignored(undertricks: int) -> None:
    """T7: defeated: the opponents score rate × undertricks plus 5..160 doubled, 10..320
    redoubled; undertricks beyond 6 are ignored."""
    counted = min(undertricks, 6)
    tricks = 10 - undertricks
    assert score_deal(contract("5NT"), 0, tricks).points == (0, 7 * counted)
    doubled = (5, 10, 20, 40, 80, 160)[counted - 1]
    assert score_deal(contract("5NT X"), 0, tricks).points == (0, 9 * counted + doubled)
    redoubled = (10, 20, 40, 80, 160, 320)[counted - 1]
    assert score_deal(contract("5NT XX"), 0, tricks).points == (0, 13 * counted + redoubled)


def test_t7_undertricks_never_enter_part_scores() -> None:
    """T7: a defeated contract leaves both carried part scores as they were."""
    score = score_deal(contract("3MAJOR X"), 0, 6, (5, 8))
    assert score.part_scores == (5, 8)
    assert score.part_score == 0


@given(st.sampled_from(["", " X", " XX"]), st.sampled_from(list(Denomination)), st.integers(0, 10))
def test_t7_love_contract_is_a_battle_for_five(
    doubles: str, denomination: Denomination, tricks: int
) -> None:
    """T7: a love contract scores 5 to declarer's side with 5 tricks or more, else 5 to the
    opponents; nothing else, doubles change nothing, part scores untouched."""
    love = contract(f"0{denomination.name}{doubles}")
    score = score_deal(love, 1, tricks, (4, 9))
    assert score.points == ((0, 5) if tricks >= 5 else (5, 0))
    assert score.part_scores == (4, 9)


def test_t7_session_bonus() -> None:
    """T7 (option): 5 to each side with a carried part score above 0 at the end."""
    assert session_bonus((8, 0)) == (5, 0)
    assert session_bonus((3, 12)) == (5, 5)
    assert session_bonus((0, 0)) == (0, 0)
    assert session_bonus((8, 4), bonus=0) == (0, 0)


@given(
    st.integers(0, 5),
    st.sampled_from(list(Denomination)),
    st.integers(0, 2),
    st.integers(0, 1),
    st.integers(0, 10),
    st.integers(0, 12),
    st.integers(0, 12),
)
def test_t7_points_go_to_one_side_and_part_scores_stay_under_game(
    level: int, denomination: Denomination, doubled: int, side: int, tricks: int, ns: int, ew: int
) -> None:
    """T7: a deal's points go to one side only (declarer's if made, else the opponents'), and a
    carried part score never stays at 13 or more."""
    score = score_deal(Contract(Bid(level, denomination), doubled), side, tricks, (ns, ew))
    winner = side if score.made else 1 - side
    assert score.points[1 - winner] == 0 and score.points[winner] > 0
    assert all(0 <= c < 13 for c in score.part_scores)
