"""``followsuit replay FILE --analyse``: each card played with what it cost, double dummy,
each player's losses; ``--json`` gives the analysis as it is; ``--deal`` chooses a deal."""

from __future__ import annotations

import json
from pathlib import Path

from tests.bots.test_analysis import nil_ending
from typer.testing import CliRunner

from followsuit import records
from followsuit.cli import app

NIL_PLAY = ["AH", "3C", "4C", "5C", "2C", "KD", "QD", "JD"]


def nil_record(tmp_path: Path) -> Path:
    """The Oh Hell ending of ``tests.bots.test_analysis``, North breaking its nil with AH."""
    game, deal = nil_ending()
    for text in NIL_PLAY:
        deal.apply(text)
    path = tmp_path / "nil.json"
    with path.open("w") as file:
        records.dump(game.record_of([deal.deal_record()]), file)
    return path


def test_analyse_prints_what_each_card_cost_and_each_players_losses(
    runner: CliRunner, tmp_path: Path
) -> None:
    result = runner.invoke(app, ["replay", str(nil_record(tmp_path)), "--analyse"])
    assert result.exit_code == 0, result.output
    lines = result.output.splitlines()
    assert lines[0] == "Deal 1: exact analysis, double dummy"
    assert "trick 1: North A♥ cost 12 points (best: 2♣, +2.67 instead of -9.33)" in lines
    assert "trick 1: West 5♣ cost 1 trick (best: J♦, 1 trick instead of 0)" in lines
    assert "trick 2: North 2♣ best" in lines
    assert "North: lost 12 points to 1 mistake (2 cards solved)" in lines
    assert "South: no mistake (2 cards solved)" in lines
    assert sum(line.startswith("trick ") for line in lines) == len(NIL_PLAY)


def test_analyse_json_is_the_analysis(runner: CliRunner, tmp_path: Path) -> None:
    result = runner.invoke(app, ["replay", str(nil_record(tmp_path)), "--analysis", "--json"])
    assert result.exit_code == 0, result.output
    [deal] = json.loads(result.stdout)["deals"]
    first = deal["plays"][0]
    assert (first["card"], first["seat"], first["trick"]) == ("AH", 0, 1)
    assert first["score"]["cost"] == 12 and first["score"]["best_cards"] == ["2C"]
    assert first["tricks"] == {
        "played": 1.0,
        "best": 1.0,
        "cost": 0.0,
        "best_cards": ["AH"],
        "values": {"AH": 1.0, "2C": 0.0},
    }
    assert deal["seats"][0]["points"] == 12


def test_a_cap_too_small_says_not_solved(runner: CliRunner, tmp_path: Path) -> None:
    """With one position a solve, nothing is solved: every card says so, nobody lost."""
    path = str(nil_record(tmp_path))
    result = runner.invoke(app, ["replay", path, "--analyse", "--nodes", "1"])
    assert result.exit_code == 0, result.output
    assert "trick 1: North A♥ not solved (too big)" in result.output.splitlines()


def test_deal_needs_analyse_and_a_deal_of_the_record(runner: CliRunner, tmp_path: Path) -> None:
    path = str(nil_record(tmp_path))
    alone = runner.invoke(app, ["replay", path, "--deal", "1"])
    assert alone.exit_code == 2
    assert "give --analyse too" in alone.output
    beyond = runner.invoke(app, ["replay", path, "--analyse", "--deal", "2"])
    assert beyond.exit_code == 2
    assert "--deal 2: the record holds 1 deal" in beyond.output
