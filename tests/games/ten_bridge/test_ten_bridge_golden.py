"""Golden records of whole 10 Bridge deals: a record in, exact scores out (rulings T2-T7).

Each ``tests/golden/10-bridge/NAME.json`` is a record; ``NAME.expected.json`` holds the scores
and results worked out by hand from the rules (its "about" says how).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from followsuit.records import explained_record, loads, replay

GOLDEN = Path(__file__).parents[2] / "golden" / "10-bridge"
NAMES = sorted(
    p.name.removesuffix(".json") for p in GOLDEN.glob("*.json") if ".expected" not in p.name
)
RESULT_KEYS = (
    "contract",
    "doubled",
    "declarer",
    "trump",
    "revealed_by",
    "tricks",
    "result",
    "part_scores",
)


def expected(name: str) -> dict[str, Any]:
    data: dict[str, Any] = json.loads((GOLDEN / f"{name}.expected.json").read_text())
    return data


def test_golden_records_present() -> None:
    """The hand-worked records, the dummy-reveal one among them, and the chart's session."""
    assert {"dummy-reveal", "forced-love-no-trump", "part-score-to-game", "chart-session"} <= set(
        NAMES
    )


@pytest.mark.parametrize("name", NAMES)
def test_golden_record_replays_to_exact_scores(name: str) -> None:
    """T2-T7: the record replays to the hand-worked scores, results and totals."""
    summary = replay(loads((GOLDEN / f"{name}.json").read_text())).summary
    want = expected(name)
    assert summary["totals"] == want["totals"]
    assert summary["winner"] == want["winner"]
    assert summary["complete"] == want["complete"]
    assert len(summary["deals"]) == len(want["deals"])
    for got, deal in zip(summary["deals"], want["deals"], strict=True):
        assert got["scores"] == deal["scores"]
        assert {k: got["result"][k] for k in RESULT_KEYS} == {k: deal[k] for k in RESULT_KEYS}


@pytest.mark.parametrize("name", NAMES)
def test_golden_record_round_trips(name: str) -> None:
    """Replaying a record and recording the match again gives the same record; each deal's
    stored explanations are one per call of its auction (their wording may change: replay
    ignores them)."""
    record = loads((GOLDEN / f"{name}.json").read_text())
    again = explained_record(replay(record).match)
    for stored, made in zip(record["deals"], again["deals"], strict=True):
        assert len(stored.pop("explanations")) == len(made.pop("explanations"))
    assert again == record
