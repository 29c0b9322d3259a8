"""``followsuit replay``'s sheet of each deal's result, drawn from the game's presentation hints
(``hints.sheet``): 19's bid, declarer, partner, contras, multiplier, level, points and value,
beside the per-seat scores and running totals; a game without the hint gets the scores alone."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from followsuit import games, records
from followsuit.cli import app
from followsuit.cli.replay import sheet_cell
from followsuit.sim.playing import place_scores

GOLDEN = Path(__file__).parents[1] / "golden" / "nineteen"
WHOLE_GAMES = [
    "game-partnership",
    "game-preferred-three",
    "game-preferred-two",
    "game-preferred-one",
    "game-solo",
    "three-players-game",
    "two-players-game",
]


def _expected(name: str) -> dict[str, Any]:
    with (GOLDEN / f"{name}.expected.json").open(encoding="utf-8") as file:
        data: dict[str, Any] = json.load(file)
    return data


def _rows(output: str, title: str) -> dict[int, str]:
    """The rows of the table under ``title``, by deal number."""
    lines = output.splitlines()
    start = next(i for i, line in enumerate(lines) if line.startswith(title))
    rows: dict[int, str] = {}
    for line in lines[start + 1 :]:
        line = line.replace("│", " ").strip()
        first = line.split(maxsplit=1)
        if first and first[0].isdigit():
            rows[int(first[0])] = line
        elif rows and not line.strip(" ─├┼┤"):
            continue
        elif rows:
            break
    return rows


@pytest.mark.parametrize("name", WHOLE_GAMES)
def test_replay_of_a_19_game_shows_each_deals_bid_sides_contras_and_value(
    runner: CliRunner, name: str
) -> None:
    """Each deal's row names the bid (as the hints label it), declarer, the partner (or
    alone), the contras, the multiplier, the level, the points and the value."""
    result = runner.invoke(app, ["replay", str(GOLDEN / f"{name}.json")])
    assert result.exit_code == 0, result.output
    match = records.replay(records.loads((GOLDEN / f"{name}.json").read_text())).match
    labels = match.view(None)["hints"]["labels"]
    players = match.game.player_names
    rows = _rows(result.output, "19: each deal")
    deals = _expected(name)["deals"]
    assert sorted(rows) == list(range(1, len(deals) + 1))
    for number, deal in enumerate(deals, 1):
        outcome = deal["result"]
        cells = rows[number].split()
        row = " ".join(cells)
        assert labels[outcome["bid"]] in row
        assert players[outcome["declarer"]] in cells
        partner = outcome["partner"]
        assert (players[partner] if partner is not None else "alone") in row
        assert (" ".join(outcome["contras"]) or "-") in row
        tail = [str(outcome["multiplier"]), str(outcome["level"])]
        tail += [str(p) for p in outcome["points"]] + [str(outcome["value"])]
        assert cells[-len(tail) :] == tail


@pytest.mark.parametrize("name", WHOLE_GAMES)
def test_replay_of_a_19_game_shows_each_seats_payment_and_running_total(
    runner: CliRunner, name: str
) -> None:
    """A live player's column each (N9: a dummy scores nothing of its own and has none)."""
    result = runner.invoke(app, ["replay", str(GOLDEN / f"{name}.json")])
    rows = _rows(result.output, "19: 4 deals")
    game = records.replay(records.loads((GOLDEN / f"{name}.json").read_text())).match.game
    live = place_scores(game)
    running = [0.0] * 4
    for number, deal in enumerate(_expected(name)["deals"], 1):
        cells = rows[number].split()
        running = [total + score for total, score in zip(running, deal["scores"], strict=True)]
        shown = [float(c) for c in cells[1:]]
        pairs = [value for score in live for value in (deal["scores"][score], running[score])]
        assert shown == pairs


@pytest.mark.parametrize("name", WHOLE_GAMES)
def test_replay_json_of_a_19_whole_game_reproduces_its_golden(runner: CliRunner, name: str) -> None:
    result = runner.invoke(app, ["replay", str(GOLDEN / f"{name}.json"), "--json"])
    assert result.exit_code == 0, result.output
    assert json.loads(result.output) == _expected(name)


def test_a_game_without_sheet_hints_shows_the_scores_alone(
    runner: CliRunner, tmp_path: Path
) -> None:
    match = games.load("spades").new_match(seed=3)
    assert "sheet" not in match.view(None).get("hints", {})
    while match.to_act is not None and not match.finished:
        match.apply(match.legal_actions()[0])
    record = match.record()
    record["deals"] = record["deals"][:1]
    path = tmp_path / "spades.json"
    path.write_text(records.dumps(record))
    result = runner.invoke(app, ["replay", str(path)])
    assert result.exit_code == 0, result.output
    assert "each deal" not in result.output
    assert "1 deal" in result.output


def test_sheet_cells_show_seats_labels_lists_and_the_empty_word() -> None:
    players = ["North", "East", "South", "West"]
    labels = {"solo": "Solo"}
    assert sheet_cell(2, {"field": "declarer", "show": "seat"}, players, labels) == "South"
    assert sheet_cell(None, {"field": "partner", "show": "seat", "none": "alone"}, players, {}) == (
        "alone"
    )
    assert sheet_cell("solo", {"field": "bid", "show": "label"}, players, labels) == "Solo"
    assert sheet_cell([], {"field": "contras", "show": "list", "none": "-"}, players, {}) == "-"
    assert sheet_cell(["bid", "slam"], {"field": "c", "show": "list"}, players, {}) == "bid slam"
    assert sheet_cell(44.5, {"field": "value"}, players, {}) == "44.5"
