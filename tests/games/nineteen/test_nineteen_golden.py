"""Golden records (STYLE: "a record in, exact scores out"): a deal of each bid, a three- and a
two-player deal, and a whole game of four deals, replayed to the expected summaries, which an
independent scorer written from the rule text agrees with (``nineteen_reference``)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from nineteen_reference import score_deal

from followsuit.records import load, replay

GOLDEN = Path(__file__).parents[2] / "golden" / "nineteen"
NAMES = [
    "partnership",
    "preferred-three",
    "preferred-two",
    "preferred-one",
    "solo",
    "three-players-deal",
    "two-players-deal",
    "standard-match",
]


def _read(name: str) -> dict[str, Any]:
    with (GOLDEN / name).open(encoding="utf-8") as file:
        data: dict[str, Any] = json.load(file)
    return data


@pytest.mark.parametrize("name", NAMES)
def test_n8_golden_record_replays_to_the_expected_scores(name: str) -> None:
    with (GOLDEN / f"{name}.json").open(encoding="utf-8") as file:
        summary = replay(load(file)).summary
    assert summary == _read(f"{name}.expected.json")


@pytest.mark.parametrize("name", NAMES)
def test_n8_golden_scores_agree_with_an_independent_scorer(name: str) -> None:
    """Points, value and every seat's score, worked out again from the record alone; each
    deal sums to 0 and the totals are the column sums."""
    record = _read(f"{name}.json")
    expected = _read(f"{name}.expected.json")
    players = record.get("options", {}).get("players", 4)
    for deal, outcome in zip(record["deals"], expected["deals"], strict=True):
        reference = score_deal(deal, players)
        assert outcome["scores"] == reference["scores"]
        assert outcome["result"]["points"] == reference["points"]
        assert outcome["result"]["value"] == reference["value"]
        assert outcome["result"]["bid"] == reference["bid"]
        assert outcome["result"]["level"] == reference["level"]
        assert outcome["result"]["partner"] == reference["partner"]
        assert sum(reference["points"]) == 118
        assert sum(outcome["scores"]) == 0
    totals = [sum(d["scores"][seat] for d in expected["deals"]) for seat in range(4)]
    assert expected["totals"] == totals


def test_golden_records_cover_every_bid() -> None:
    bids = {_read(f"{n}.expected.json")["deals"][0]["result"]["bid"] for n in NAMES[:5]}
    assert bids == {"partnership", "preferred three", "preferred two", "preferred one", "solo"}
