"""Records: golden whole deals replay to their scores; a match of N deals (B13) records and
replays exactly; explanations travel in the record and replay ignores them."""

from __future__ import annotations

import json
from pathlib import Path
from random import Random

import pytest
from beyond_helpers import game

from followsuit.errors import OptionError
from followsuit.games.beyond.bot import HeuristicBot
from followsuit.games.beyond.rules import BeyondOptions
from followsuit.records import explained_record, replay

GOLDEN = Path(__file__).parents[2] / "golden" / "beyond"


@pytest.mark.parametrize("name", ["pass_round", "reraised_nt", "match"])
def test_golden_record_replays_to_its_scores(name: str) -> None:
    """B12 (a pass round), B11 (a re-raised NT contract with the team bonus) and B13 (a whole
    match of 8 deals): the record replays call by call and card by card to the scores in the
    expected file."""
    record = json.loads((GOLDEN / f"{name}.json").read_text())
    expected = json.loads((GOLDEN / f"{name}.expected.json").read_text())
    summary = replay(record).summary
    assert summary["deals"] == expected["deals"]
    assert summary["totals"] == expected["totals"]
    if name == "match":
        assert summary == expected  # what ``followsuit replay match.json --json`` prints


def test_b13_golden_match_runs_8_deals_to_its_end_higher_total_wins() -> None:
    """B13: the golden match is 8 deals, the deal passing left each time; the running totals
    are the sums of the deals' scores, and the side with the higher total after the eighth
    wins. Worked by hand from the expected deals: 80-30, 90-10, 30-30, 50-10, 120-40 (the pass
    round), 10-100, 10-50, 30-70: North-South 420, East-West 340."""
    record = json.loads((GOLDEN / "match.json").read_text())
    expected = json.loads((GOLDEN / "match.expected.json").read_text())
    assert [deal["dealer"] for deal in record["deals"]] == [0, 1, 2, 3, 0, 1, 2, 3]
    running = [0, 0]
    after = []
    for deal in expected["deals"]:
        running = [total + score for total, score in zip(running, deal["scores"], strict=True)]
        after.append(running)
    assert after == [
        [80, 30],
        [170, 40],
        [200, 70],
        [250, 80],
        [370, 120],
        [380, 220],
        [390, 270],
        [420, 340],
    ]
    assert expected["totals"] == [420, 340]
    assert expected["winner"] == 0 and expected["complete"] is True


def test_golden_match_shows_raised_suit_contracts_a_pass_round_and_shared_places() -> None:
    """What the golden match is kept for: raised suit contracts made with the team bonus
    (B11: 20 declaring + 30 raised, to either side), the defenders' bonus (40), a pass round
    (B12: 10 a trick the opponents took + 30 for the last trick) and shared places (B10: two
    sharing 2nd and 3rd score 15 each; two sharing 3rd and 4th, 5 each)."""
    deals = json.loads((GOLDEN / "match.expected.json").read_text())["deals"]
    results = [deal["result"] for deal in deals]
    assert results[0]["contract"] == "3S raised" and results[0]["bonus"] == [50, 0]
    assert results[5]["contract"] == "2D raised" and results[5]["bonus"] == [0, 50]
    assert results[1]["declarer"] == 3 and results[1]["bonus"] == [40, 0]
    assert results[4]["pass_round"] and results[4]["tricks"] == [2, 7, 2, 2]
    assert deals[4]["scores"] == [10 * (7 + 2) + 30, 10 * (2 + 2)]  # East took the last trick
    assert results[0]["placement"] == [15, 30, 15, 0]
    assert results[6]["placement"] == [5, 30, 5, 20]


def test_golden_reraised_nt_has_the_bonus() -> None:
    """B11: declaring 20 + no trump 20 + re-raised 60 = 100 to North-South."""
    expected = json.loads((GOLDEN / "reraised_nt.expected.json").read_text())
    result = expected["deals"][0]["result"]
    assert result["contract"] == "4NT re-raised"
    assert result["bonus"] == [100, 0]


def test_golden_pass_round_is_a_pass_round() -> None:
    record = json.loads((GOLDEN / "pass_round.json").read_text())
    assert record["deals"][0]["actions"][:4] == ["pass"] * 4


def test_a_changed_card_does_not_replay() -> None:
    """An illegal action in a record is refused, naming the deal and action."""
    from followsuit.errors import RecordError

    record = json.loads((GOLDEN / "reraised_nt.json").read_text())
    record["deals"][0]["actions"][6] = "claim 99"
    with pytest.raises(RecordError, match="deal 1, action 7"):  # counted from 1
        replay(record)


def play_match(deals: int, seed: int) -> object:
    beyond = game(deals=deals)
    match = beyond.new_match(seed=seed, dealer=0)
    bots = [HeuristicBot(Random(seed + s)) for s in range(4)]
    while match.to_act is not None:
        seat = match.to_act
        match.apply(bots[seat].act(match.view(seat)))
    return match


def test_b13_a_match_is_8_deals_and_replays_exactly() -> None:
    """B13: a match is 8 deals by default; its record replays to the same scores."""
    match = play_match(8, seed=3)
    assert len(match.finished) == 8  # type: ignore[attr-defined]
    record = explained_record(match)
    assert [d["dealer"] for d in record["deals"]] == [0, 1, 2, 3, 0, 1, 2, 3]
    assert all(len(d["explanations"]) >= 4 for d in record["deals"])
    summary = replay(json.loads(json.dumps(record))).summary
    assert summary["totals"] == list(match.scores.totals)  # type: ignore[attr-defined]
    assert summary["complete"] is True
    totals = [sum(d["scores"][i] for d in summary["deals"]) for i in (0, 1)]
    assert totals == summary["totals"]


def test_b13_deals_option_any_multiple_of_4() -> None:
    """B13: any multiple of 4; anything else is an error naming the option."""
    assert len(play_match(4, seed=5).finished) == 4  # type: ignore[attr-defined]
    assert BeyondOptions(deals=12).deals == 12
    for bad in (0, 6, -4):
        with pytest.raises(OptionError, match="deals"):
            BeyondOptions(deals=bad)


def test_record_options_keep_a_changed_deal_count() -> None:
    match = play_match(4, seed=6)
    assert match.record()["options"] == {"deals": 4}  # type: ignore[attr-defined]
