"""Golden records (STYLE: "real hands as golden tests: a record in, exact scores out"): a whole
default Spades match played by the heuristic bots, and one hand-made deal, replayed to the
exact scores worked out by hand (rulings S1, S2)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from followsuit.records import load, replay

GOLDEN = Path(__file__).parents[2] / "golden" / "spades"


def _read(name: str) -> dict[str, Any]:
    with (GOLDEN / name).open(encoding="utf-8") as file:
        data: dict[str, Any] = json.load(file)
    return data


def _record(name: str) -> dict[str, Any]:
    with (GOLDEN / name).open(encoding="utf-8") as file:
        return load(file)


def test_s1_golden_match_replays_to_the_exact_scores() -> None:
    """The whole match replays to the expected per-deal scores, results, totals and winner."""
    summary = replay(_record("standard-match.json")).summary
    assert summary == _read("standard-match.expected.json")


def reference_side(bids: list[str], tricks: list[int], bags_before: int) -> tuple[int, int]:
    """S1 written out once more, apart from the engine: (points, bags carried after)."""
    contract = sum(int(b) for b in bids if b not in ("nil", "blind nil"))
    counted = sum(t for b, t in zip(bids, tricks, strict=True) if b not in ("nil", "blind nil"))
    bags = sum(t for b, t in zip(bids, tricks, strict=True) if b in ("nil", "blind nil"))
    points = 0
    if contract:
        if counted >= contract:
            points += 10 * contract
            bags += counted - contract
        else:
            points -= 10 * contract
    for bid, taken in zip(bids, tricks, strict=True):
        value = {"nil": 100, "blind nil": 200}.get(bid, 0)
        points += value if taken == 0 else -value
    points += bags
    total = bags_before + bags
    return points - 100 * (total // 10), total % 10


def test_s1_golden_match_expected_scores_follow_the_rules() -> None:
    """The expected file checked against S1 without the engine: each deal's 13 tricks, each
    side's score from its bids, tricks and carried bags; blind nil only for a side 100 or more
    behind; the deal passing left; totals the column sums; the match ending on the first deal
    where a side has 500 and leads."""
    expected = _read("standard-match.expected.json")
    record = _record("standard-match.json")
    dealers = [d["dealer"] for d in record["deals"]]
    assert dealers == [(dealers[0] + i) % 4 for i in range(len(dealers))]
    totals, bags = [0, 0], [0, 0]
    for number, deal in enumerate(expected["deals"], 1):
        bids, tricks = deal["result"]["bids"], deal["result"]["tricks"]
        assert sum(tricks) == 13
        for seat, bid in enumerate(bids):
            if bid == "blind nil":
                assert totals[1 - seat % 2] - totals[seat % 2] >= 100, f"deal {number}"
        for side in (0, 1):
            points, bags[side] = reference_side(
                [bids[side], bids[side + 2]], [tricks[side], tricks[side + 2]], bags[side]
            )
            assert deal["scores"][side] == points, f"deal {number}, side {side}"
            totals[side] += points
        over = max(totals) >= 500 and totals[0] != totals[1]
        assert over == (number == len(expected["deals"])), f"deal {number}: {totals}"
    assert expected["totals"] == totals == [425, 508]
    assert expected["winner"] == 1 and expected["complete"] is True


# Two deals of the match scored by hand (seats N=0 E=1 S=2 W=3; bags as carried in).
#
# Deal 7, South deals. North-South stand at -153 against 379: 532 behind, so North may bid
# blind nil, and does; East 4, South 3, West 3. Tricks N 0, E 5, S 5, W 3.
#   North-South: South's 3 made with 5: 30 + 2 bags = 32; blind nil made +200: 232.
#     Bags 7 carried + 2 = 9: no penalty.
#   East-West: 4 + 3 = 7 made with 5 + 3 = 8: 70 + 1 bag = 71; bags 9 carried + 1 = 10:
#     -100, 0 carried on: 71 - 100 = -29.
#
# Deal 10, East deals. North-South stand at 299 against 476: 177 behind, so South may bid
# blind nil; bids N 4, E 5, S blind nil, W 2. Tricks N 7, E 4, S 0, W 2.
#   North-South: North's 4 made with 7: 40 + 3 bags = 43; blind nil made +200: 243; bags
#     9 carried + 3 = 12: -100, 2 carried on: 143.
#   East-West: 5 + 2 = 7 bid, 4 + 2 = 6 taken: set, -70.
HAND_SCORED = {7: [232, -29], 10: [143, -70]}


def test_s1_golden_match_deals_scored_by_hand() -> None:
    deals = _read("standard-match.expected.json")["deals"]
    for number, scores in HAND_SCORED.items():
        assert deals[number - 1]["scores"] == scores
    assert deals[6]["result"]["bids"] == ["blind nil", "4", "3", "3"]
    assert deals[6]["result"]["bag_penalties"] == [0, 1]
    assert deals[9]["result"]["bids"] == ["4", "5", "blind nil", "2"]
    assert deals[9]["result"]["bag_penalties"] == [1, 0]


def test_s1_golden_match_blind_nil_exchanges_are_in_the_record() -> None:
    """Each blind nil is followed, after the bidding, by the two gives of the exchange."""
    record = _record("standard-match.json")
    expected = _read("standard-match.expected.json")
    for deal, result in zip(record["deals"], expected["deals"], strict=True):
        blind = result["result"]["bids"].count("blind nil")
        gives = [a for a in deal["actions"] if a.startswith("give ")]
        assert len(gives) == 2 * blind
        assert all(len(g.split()) == 3 for g in gives)


# The hand-made deal (West deals; North leads):
#   North AS KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2H, East AH..3H and 2S, South the diamonds,
#   West the clubs. Bids N 12, E nil, S nil, W 1.
#   Trick 1: North holds a heart, so may not lead a spade (S2): 2H; East must follow with a
#   heart: AH wins (no spade played). East's nil has failed.
#   Trick 2: spades are not broken and East holds hearts: East leads KH; North, void, ruffs
#   with 3S and wins; spades are broken.
#   Tricks 3-13: North leads spades from the top; East follows with 2S once, then hearts.
#   Tricks: N 12, E 1, S 0, W 0.
#   North-South: 12 made: 120; South's nil made: +100; 220.
#   East-West: East's nil failed: -100, its trick a bag: +1; West's 1 set: -10; -109.


def test_s1_s2_hand_made_deal_replays_to_the_scores_worked_by_hand() -> None:
    summary = replay(_record("hand-made-deal.json")).summary
    assert summary == _read("hand-made-deal.expected.json")
    assert summary["deals"][0]["scores"] == [220, -109]
