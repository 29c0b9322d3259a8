"""Golden records (STYLE: "a record in, exact scores out"): a deal of each bid, a three- and a
two-player deal, and whole games of four deals (one in which each bid is played, one for three
and one for two players), replayed to the expected summaries, which an independent scorer
written from the rule text agrees with (``nineteen_reference``) deal by deal and in the running
totals."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from nineteen_reference import score_deal

from followsuit.records import load, replay

GOLDEN = Path(__file__).parents[2] / "golden" / "nineteen"
WHOLE_GAMES = {
    "game-partnership": "partnership",
    "game-preferred-three": "preferred three",
    "game-preferred-two": "preferred two",
    "game-preferred-one": "preferred one",
    "game-solo": "solo",
    "three-players-game": "partnership",
    "two-players-game": "partnership",
}
"""Each whole game and a bid played in it."""
NAMES = [
    "partnership",
    "preferred-three",
    "preferred-two",
    "preferred-one",
    "solo",
    "three-players-deal",
    "two-players-deal",
    "standard-match",
    *WHOLE_GAMES,
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
    running = [0.0] * 4
    for deal in record["deals"]:
        reference = score_deal(deal, players)
        running = [total + score for total, score in zip(running, reference["scores"], strict=True)]
    assert expected["totals"] == running


def test_golden_records_cover_every_bid() -> None:
    bids = {_read(f"{n}.expected.json")["deals"][0]["result"]["bid"] for n in NAMES[:5]}
    assert bids == {"partnership", "preferred three", "preferred two", "preferred one", "solo"}


@pytest.mark.parametrize("name", list(WHOLE_GAMES))
def test_n8_whole_game_golden_is_four_deals_with_its_bid(name: str) -> None:
    """A game is four deals (N8); each whole-game golden plays the bid it is named after."""
    expected = _read(f"{name}.expected.json")
    record = _read(f"{name}.json")
    assert len(record["deals"]) == len(expected["deals"]) == 4
    assert expected["complete"] is True
    assert WHOLE_GAMES[name] in {d["result"]["bid"] for d in expected["deals"]}


def test_whole_game_goldens_cover_every_bid_and_the_small_games() -> None:
    games = [_read(f"{n}.expected.json") for n in list(WHOLE_GAMES)[:5]]
    bids = {d["result"]["bid"] for game in games for d in game["deals"]}
    assert bids == {"partnership", "preferred three", "preferred two", "preferred one", "solo"}
    sizes = {_read(f"{n}.json").get("options", {}).get("players", 4) for n in WHOLE_GAMES}
    assert sizes == {4, 3, 2}
