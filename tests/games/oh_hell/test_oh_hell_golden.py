"""Golden records (STYLE: "real hands as golden tests: a record in, exact scores out"): a whole
default Oh Hell match, and one hand-made deal, replayed to the exact scores worked out by hand
(ruling S4)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from followsuit.errors import RecordError
from followsuit.records import load, replay

GOLDEN = Path(__file__).parents[2] / "golden" / "oh-hell"


def _read(name: str) -> dict[str, Any]:
    with (GOLDEN / name).open(encoding="utf-8") as file:
        data: dict[str, Any] = json.load(file)
    return data


def _record(name: str) -> dict[str, Any]:
    with (GOLDEN / name).open(encoding="utf-8") as file:
        return load(file)


def test_s4_golden_match_replays_to_the_exact_scores() -> None:
    """The whole default schedule (19 deals) replays to the expected per-deal scores, results,
    totals and winner."""
    summary = replay(_record("standard-match.json")).summary
    assert summary == _read("standard-match.expected.json")


def test_s4_golden_match_expected_scores_follow_the_rules() -> None:
    """The expected file checked against S4 without the engine: hand sizes 10..1..10; each
    deal's tricks make up the hand size; the dealer's hook kept the bids off the hand size;
    each score is 1 per trick plus 10 for an exact bid; totals are the column sums; the winner
    is the highest total."""
    expected = _read("standard-match.expected.json")
    record = _record("standard-match.json")
    sizes = [*range(10, 0, -1), *range(2, 11)]
    assert [d["result"]["hand_size"] for d in expected["deals"]] == sizes
    dealers = [d["dealer"] for d in record["deals"]]
    assert dealers == [(dealers[0] + i) % 4 for i in range(19)]  # the deal passes left
    for size, deal in zip(sizes, expected["deals"], strict=True):
        bids, tricks = deal["result"]["bids"], deal["result"]["tricks"]
        assert sum(tricks) == size
        assert sum(bids) != size
        exact = [b == t for b, t in zip(bids, tricks, strict=True)]
        assert deal["scores"] == [t + (10 if e else 0) for t, e in zip(tricks, exact, strict=True)]
    totals = [sum(d["scores"][seat] for d in expected["deals"]) for seat in range(4)]
    assert expected["totals"] == totals == [116, 120, 166, 107]
    assert expected["winner"] == totals.index(max(totals)) == 2


# Deals worked out by hand from the record (seats N=0 E=1 S=2 W=3; dealt singly from dealer's
# left; the ninth card after a 2-card deal, the fifth after a 1-card deal, is the turn-up).
#
# Deal 9, North deals 2 each: pack QD JS 8S 8H 4H 9D AS 3C | 2H.
#   East QD 4H, South JS 9D, West 8S AS, North 8H 3C; hearts trumps.
#   Bids from East: E 1, S 0, W 0, N 0 (hooked off 1: 1+0+0+1 would be 2).
#   East leads QD, South 9D, West AS (void), North 3C (void): QD wins, East.
#   East leads 4H, South JS, West 8S, North 8H: the higher trump, North.
#   N bid 0 took 1: 1. E bid 1 took 1: 11. S 0/0: 10. W 0/0: 10.
# Deal 10, East deals 1 each: pack TC JH 3H 3S | 2H.
#   South TC, West JH, North 3H, East 3S; hearts trumps.
#   Bids from South: S 0, W 1, N 1, E 0 (no hook bid: the others already bid 2 > 1).
#   South leads TC, West trumps JH, North 3H, East 3S: JH wins, West.
#   N 1/0: 0. E 0/0: 10. S 0/0: 10. W 1/1: 11.
# Deal 11, South deals 2 each: pack QS 7H KS 5H 3C 9S 8D QH | 5S.
#   West QS 3C, North 7H 9S, East KS 8D, South 5H QH; spades trumps.
#   Bids from West: W 1, N 1, E 1, S 0 (others bid 3 > 2: no hook bid).
#   West leads QS, North 9S, East KS, South QH (void): KS wins, East.
#   East leads 8D, South 5H, West 3C, North 7H (all void): 8D wins, East.
#   N 1/0: 0. E 1/2: 2. S 0/0: 10. W 1/0: 0.
HAND_CHECKED = {
    9: {
        "pack": "QD JS 8S 8H 4H 9D AS 3C 2H",
        "actions": "1 0 0 0 QD 9D AS 3C 4H JS 8S 8H",
        "result": {"trump": "H", "bids": [0, 1, 0, 0], "tricks": [1, 1, 0, 0]},
        "scores": [1, 11, 10, 10],
    },
    10: {
        "pack": "TC JH 3H 3S 2H",
        "actions": "0 1 1 0 TC JH 3H 3S",
        "result": {"trump": "H", "bids": [1, 0, 0, 1], "tricks": [0, 0, 0, 1]},
        "scores": [0, 10, 10, 11],
    },
    11: {
        "pack": "QS 7H KS 5H 3C 9S 8D QH 5S",
        "actions": "1 1 1 0 QS 9S KS QH 8D 5H 3C 7H",
        "result": {"trump": "S", "bids": [1, 1, 0, 1], "tricks": [0, 2, 0, 0]},
        "scores": [0, 2, 10, 0],
    },
}


@pytest.mark.parametrize("number", sorted(HAND_CHECKED))
def test_s4_golden_match_deals_checked_by_hand(number: int) -> None:
    """Three short deals of the golden match, dealt and played out by hand (above): the
    record holds that pack and those actions, and the expected file those scores."""
    checked = HAND_CHECKED[number]
    deal = _record("standard-match.json")["deals"][number - 1]
    pack = str(checked["pack"]).split()
    assert deal["pack"][: len(pack)] == pack
    assert deal["actions"] == str(checked["actions"]).split()
    expected = _read("standard-match.expected.json")["deals"][number - 1]
    assert expected["scores"] == checked["scores"]
    result = checked["result"]
    assert isinstance(result, dict)
    for key, value in result.items():
        assert expected["result"][key] == value


# The hand-made deal, worked out by hand. West deals 5 each from North:
#   North AS KS 7H 4D 2C, East QS 9H 8H KD 5C, South 3S AH QH 6D 9C, West TS 5H 2H AC KC;
#   the turn-up 6H makes hearts trumps.
# Bids from North: N 2, E 1, S 2; the dealer may not bid 0 (2+1+2+0 = 5 tricks), bids 1.
#   1. North AS, East QS, South 3S, West TS: AS wins, North.
#   2. North KS, East 8H (ruffs), South QH (overruffs), West 5H: QH wins, South.
#   3. South 6D, West AC (void), North 4D, East KD: KD wins, East.
#   4. East 5C, South 9C, West KC, North 2C: KC wins, West.
#   5. West 2H, North 7H, East 9H, South AH: AH wins, South.
# Tricks N 1, E 1, S 2, W 1. North bid 2 took 1: 1. East 1/1: 11. South 2/2: 12. West 1/1: 11.
HAND_MADE_SCORES = [1, 11, 12, 11]


def test_s4_hand_made_deal_replays_to_the_scores_worked_out_by_hand() -> None:
    expected = _read("hand-made-deal.expected.json")
    assert expected["deals"][0]["scores"] == HAND_MADE_SCORES
    assert expected["totals"] == HAND_MADE_SCORES and expected["winner"] == 2
    record = _record("hand-made-deal.json")
    assert record["deals"][0]["pack"][20] == "6H"
    assert replay(record).summary == expected


def test_s4_a_record_breaking_the_hook_rule_does_not_replay() -> None:
    """The same record with the dealer bidding 0 fails at that action, naming the rule."""
    record = _record("hand-made-deal.json")
    record["deals"][0]["actions"][3] = "0"
    with pytest.raises(RecordError, match=r"deal 1, action 4 .*hook rule"):  # from 1
        replay(record)


def test_a_played_match_record_replays_to_the_same_scores() -> None:
    """A record written by a match reads back to the same scores, deal by deal."""
    from random import Random

    from oh_hell_helpers import oh_hell

    from followsuit.games.oh_hell import HeuristicBot

    game = oh_hell("blackout", schedule="up", max_hand=4)
    match = game.new_match(seed=77)
    bots = [HeuristicBot(Random(s)) for s in range(4)]
    while match.to_act is not None:
        match.apply(bots[match.to_act].act(match.view(match.to_act)))
    again = replay(json.loads(json.dumps(match.record())))
    assert again.summary["totals"] == list(match.scores.totals)
    assert again.summary["deals"] == [
        {"scores": list(s), "result": o.result}
        for s, o in zip(match.scores.deals, match.finished, strict=True)
    ]
