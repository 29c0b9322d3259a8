"""``followsuit replay FILE [--json]`` (DESIGN: records): the JSON object, a score sheet, and
a record that does not replay named by deal and action index, exit 1."""

from __future__ import annotations

import json
from pathlib import Path
from random import Random
from typing import Any

import pytest
from typer.testing import CliRunner

from followsuit import games, records
from followsuit.cli import app
from followsuit.cli.render.cards import is_card


def played(game_name: str, deals: int, seed: int) -> dict[str, Any]:
    """A record of ``deals`` deals played by random choices (the match unfinished)."""
    match = games.load(game_name).new_match(seed=seed)
    rng = Random(seed)
    while match.to_act is not None and len(match.finished) < deals:
        match.apply(rng.choice(match.legal_actions()))
    record = match.record()
    record["deals"] = record["deals"][: len(match.finished)]
    return record


def write(tmp_path: Path, record: dict[str, Any], name: str = "record.json") -> Path:
    path = tmp_path / name
    with path.open("w") as file:
        records.dump(record, file)
    return path


@pytest.mark.parametrize("game_name", ["spades", "oh-hell"])
def test_replay_json_prints_the_design_object(
    runner: CliRunner, tmp_path: Path, game_name: str
) -> None:
    """--json prints one object: deals (scores, result), totals, winner."""
    record = played(game_name, 2, seed=3)
    result = runner.invoke(app, ["replay", str(write(tmp_path, record)), "--json"])
    assert result.exit_code == 0, result.output
    printed = json.loads(result.stdout)
    assert {"deals", "totals", "winner"} <= set(printed)
    assert printed == records.replay(record).summary
    assert len(printed["deals"]) == 2
    for deal in printed["deals"]:
        assert set(deal) == {"scores", "result"}
    width = len(printed["totals"])
    assert printed["totals"] == [
        sum(d["scores"][i] for d in printed["deals"]) for i in range(width)
    ]


def test_replay_without_json_prints_a_score_sheet(runner: CliRunner, tmp_path: Path) -> None:
    record = played("spades", 3, seed=7)
    summary = records.replay(record).summary
    result = runner.invoke(app, ["replay", str(write(tmp_path, record))])
    assert result.exit_code == 0, result.output
    rows = [line for line in result.stdout.splitlines() if line.startswith("│")]
    for number, deal in enumerate(summary["deals"], 1):
        row = next(r for r in rows if r.split("│")[1].strip() == str(number))
        for score in deal["scores"]:
            assert str(score) in row
    totals = next(r for r in rows if "totals" in r)
    for total in summary["totals"]:
        assert str(total) in totals
    assert "unfinished" in result.stdout


@pytest.mark.parametrize(
    ("preset", "dummies"),
    [("two-players", ["East dummy", "West dummy"]), ("three-players", ["Dummy"])],
)
def test_n9_replay_score_sheet_leaves_out_the_dummies(
    runner: CliRunner, tmp_path: Path, preset: str, dummies: list[str]
) -> None:
    """N9: a dummy scores nothing of its own: the score sheet has a column for each live
    player alone, and its caption names the dummies left out."""
    match = games.load("nineteen", preset=preset).new_match(seed=4, dealer=0)
    rng = Random(4)
    while len(match.finished) < 2:
        match.apply(rng.choice(match.legal_actions()))
    record = match.record()
    record["deals"] = record["deals"][:2]
    result = runner.invoke(app, ["replay", str(write(tmp_path, record))])
    assert result.exit_code == 0, result.output
    sheet = result.stdout[result.stdout.index(": 2 deals") :]
    header = next(line for line in sheet.splitlines() if "deal" in line and "┃" in line)
    assert [cell.strip() for cell in header.strip("┃").split("┃")][1::2] == [
        name for name in ("North", "East", "South") if name not in "".join(dummies)
    ]
    assert f"no score of their own (N9): {', '.join(dummies)}" in sheet


def header_cells(output: str) -> list[list[str]]:
    """Each column's header of the table in ``output``, a piece a line (a name that wraps
    onto two lines is two pieces)."""
    lines = [line.strip("┃").split("┃") for line in output.splitlines() if line.startswith("┃")]
    return [[line[c].strip() for line in lines if line[c].strip()] for c in range(len(lines[0]))]


@pytest.mark.parametrize("columns", [80, 120])
@pytest.mark.parametrize("players", [5, 7])
def test_a_sheet_of_five_to_seven_players_fits_with_every_header_whole(
    runner: CliRunner, tmp_path: Path, players: int, columns: int
) -> None:
    """Oh Hell for five to seven: a column a player, each cell the deal's score → the running
    total, so that at 80 columns no header is cut ("Pla…", "tot…"), every seat is named and
    every total shown."""
    match = games.load("oh-hell", players=players).new_match(seed=3)
    rng = Random(3)
    while len(match.finished) < 3:
        match.apply(rng.choice(match.legal_actions()))
    record = match.record()
    record["deals"] = record["deals"][:3]
    summary = records.replay(record).summary
    path = write(tmp_path, record)
    result = runner.invoke(app, ["replay", str(path)], env={"COLUMNS": str(columns)})
    assert result.exit_code == 0, result.output
    assert max(len(line) for line in result.stdout.splitlines()) <= columns
    headers = header_cells(result.stdout)
    assert not [piece for header in headers for piece in header if piece.endswith("…")]
    assert [" ".join(header) for header in headers] == ["deal", *match.game.player_names]
    rows = [
        [cell.strip() for cell in line.strip("│").split("│")]
        for line in result.stdout.splitlines()
        if line.startswith("│")
    ]
    running = [0] * players
    for number, deal in enumerate(summary["deals"], 1):
        running = [total + score for total, score in zip(running, deal["scores"], strict=True)]
        cells = [f"{score} → {total}" for score, total in zip(deal["scores"], running, strict=True)]
        assert rows[number - 1] == [str(number), *cells]
    assert rows[-1] == ["totals", *[str(total) for total in summary["totals"]]]


def test_replay_detail_shows_each_deals_result(runner: CliRunner, tmp_path: Path) -> None:
    record = played("spades", 2, seed=1)
    result = runner.invoke(app, ["replay", str(write(tmp_path, record)), "--detail"])
    assert result.exit_code == 0, result.output
    assert "Deal 1" in result.stdout and "Deal 2" in result.stdout
    assert "tricks" in result.stdout


def test_replay_reads_standard_input(runner: CliRunner) -> None:
    record = played("oh-hell", 1, seed=2)
    result = runner.invoke(app, ["replay", "-", "--json"], input=records.dumps(record))
    assert result.exit_code == 0, result.output
    assert json.loads(result.stdout) == records.replay(record).summary


def test_replay_reads_a_record_saved_with_a_byte_order_mark(
    runner: CliRunner, tmp_path: Path
) -> None:
    """A UTF-8 record as some editors save it (a BOM first), from a file or standard input."""
    record = played("spades", 1, seed=4)
    data = "\ufeff".encode() + records.dumps(record).encode()
    path = tmp_path / "with-bom.json"
    path.write_bytes(data)
    for arguments, given in (
        (["replay", str(path), "--json"], None),
        (["replay", "-", "--json"], data),
    ):
        result = runner.invoke(app, arguments, input=given)
        assert result.exit_code == 0, result.output
        assert json.loads(result.stdout) == records.replay(record).summary


@pytest.mark.parametrize(
    ("given", "said"),
    [
        (b"\xff\xfe{}", "followsuit: error: standard input: not a text file"),
        (
            b"[" * 100_000 + b"]" * 100_000,
            "followsuit: error: standard input: not a record: nested too deeply",
        ),
        (b"{bad", "followsuit: error: standard input: not JSON"),
    ],
)
def test_standard_input_that_is_no_record_is_one_line_and_exit_1(
    runner: CliRunner, given: bytes, said: str
) -> None:
    result = runner.invoke(app, ["replay", "-"], input=given)
    assert result.exit_code == 1
    assert result.stderr.strip().startswith(said)
    assert "Traceback" not in result.output


@pytest.mark.parametrize("command", ["replay", "solve"])
def test_a_file_that_holds_no_record_is_named(
    runner: CliRunner, tmp_path: Path, command: str
) -> None:
    path = tmp_path / "bad.json"
    path.write_text("{bad")
    result = runner.invoke(app, [command, str(path)])
    assert result.exit_code == 1
    assert result.stderr.strip().startswith(f"followsuit: error: {path}: not JSON")


def test_a_record_that_does_not_replay_names_deal_and_action(
    runner: CliRunner, tmp_path: Path
) -> None:
    """DESIGN: an illegal action prints which deal, which action index and why, and exits 1."""
    record = played("spades", 2, seed=5)
    actions = record["deals"][1]["actions"]
    index = next(i for i, a in enumerate(actions) if is_card(a))
    actions[index] = "nil"  # a bid in the middle of the play
    result = runner.invoke(app, ["replay", str(write(tmp_path, record)), "--json"])
    assert result.exit_code == 1
    assert result.stdout == ""
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1
    assert f"deal 2, action {index + 1}" in lines[0]
    assert "Traceback" not in result.output


@pytest.mark.parametrize(
    "text",
    [
        "not json at all",
        '{"format": "followsuit/1", "game": "spades", "deals": []}',
        '{"format": "followsuit/1", "game": "whist", "deals": [{"dealer": 0, "pack": [], '
        '"actions": []}]}',
        '{"format": "other/9", "game": "spades", "deals": []}',
    ],
)
def test_a_broken_record_is_one_line_and_exit_1(
    runner: CliRunner, tmp_path: Path, text: str
) -> None:
    path = tmp_path / "broken.json"
    path.write_text(text)
    result = runner.invoke(app, ["replay", str(path)])
    assert result.exit_code == 1
    assert len(result.stderr.strip().splitlines()) == 1
    assert "Traceback" not in result.output


@pytest.mark.parametrize(
    ("game_name", "finished"), [("spades", 0), ("spades", 1), ("bezique", 0), ("nineteen", 0)]
)
def test_replay_names_the_deal_a_record_leaves_in_progress(
    runner: CliRunner, tmp_path: Path, game_name: str, finished: int
) -> None:
    """A record ending in a deal not finished (a match saved while it was played): the sheet
    scores the finished deals and says the next one is in progress, with its actions."""
    match = games.load(game_name).new_match(seed=5)
    rng = Random(5)
    while len(match.finished) < finished:
        match.apply(rng.choice(match.legal_actions()))
    for _ in range(7):
        match.apply(rng.choice(match.legal_actions()))
    record = match.record()
    result = runner.invoke(app, ["replay", str(write(tmp_path, record))])
    assert result.exit_code == 0, result.output
    deals = "1 deal" if finished == 1 else f"{finished} deals"
    said = f"{deals} finished; deal {finished + 1} in progress, 7 actions"
    assert said in " ".join(result.stdout.split())


def test_replay_of_whole_deals_names_no_deal_in_progress(runner: CliRunner, tmp_path: Path) -> None:
    result = runner.invoke(app, ["replay", str(write(tmp_path, played("spades", 2, seed=7)))])
    assert result.exit_code == 0, result.output
    assert "2 deals" in result.stdout
    assert "in progress" not in result.stdout


def test_a_record_that_does_not_replay_counts_its_actions_from_1(
    runner: CliRunner, tmp_path: Path
) -> None:
    """Issue 32, point 8: deals were counted from 1 and actions from 0 in the same line; the
    first action of a deal is action 1."""
    record = played("spades", 1, 4)
    record["deals"][0]["actions"] = ["QH"]  # the first action: a card in the bidding
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(record))
    result = runner.invoke(app, ["replay", str(path)])
    assert result.exit_code == 1
    assert "deal 1, action 1 ('QH')" in result.stderr, result.stderr


def test_a_record_with_no_finished_deal_prints_no_empty_table_of_deals(
    runner: CliRunner, tmp_path: Path
) -> None:
    """19's sheet of each deal's result printed its header and rule with no row under them
    for a record whose first deal is unfinished; the score sheet and its note remain."""
    match = games.load("nineteen").new_match(seed=3)
    for _ in range(3):
        match.apply(match.legal_actions()[0])
    result = runner.invoke(app, ["replay", str(write(tmp_path, match.record()))])
    assert result.exit_code == 0, result.output
    assert "each deal" not in result.stdout
    assert "unfinished" in result.stdout
