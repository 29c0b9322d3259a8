"""``followsuit replay FILE --detail``: each deal's result read like a score sheet. Seats are
the record's players by name, a field with nothing to say is left out unless the game says what
its being empty means, and a field repeating the deal's score is shown once, as the score."""

from __future__ import annotations

import json
import re
from pathlib import Path
from random import Random
from typing import Any

import pytest
from typer.testing import CliRunner

from followsuit import games, records
from followsuit.cli import app
from followsuit.engine import Match

GOLDEN = Path(__file__).parents[1] / "golden"
RECORDS = sorted(p for p in GOLDEN.glob("*/*.json") if not p.name.endswith(".expected.json"))


def _record(name: str) -> dict[str, Any]:
    with (GOLDEN / name).open(encoding="utf-8") as file:
        data: dict[str, Any] = json.load(file)
    return data


def _detail(runner: CliRunner, tmp_path: Path, record: dict[str, Any]) -> str:
    """What ``--detail`` adds to the replay of ``record``."""
    path = tmp_path / "record.json"
    path.write_text(records.dumps(record), encoding="utf-8")
    result = runner.invoke(app, ["replay", str(path), "--detail"])
    assert result.exit_code == 0, result.output
    lines = result.stdout.splitlines()
    return "\n".join(lines[lines.index("Deal 1") :])  # the deals' details, after the sheets


def _notes(output: str) -> list[str]:
    """The note lines (``field: value; ...``) under each deal's table."""
    return [line for line in output.splitlines() if re.match(r"^[a-z][a-z ]*: ", line)]


def _row(output: str, label: str) -> list[str]:
    """Every table row labelled ``label``, as its cells."""
    found = []
    for line in output.splitlines():
        cells = [c.strip() for c in re.split(r"[│┃]", line)]
        if len(cells) > 2 and cells[1] == label:
            found.append(cells[2:-1])
    return found


def test_seats_are_shown_by_the_names_of_the_records_players(
    runner: CliRunner, tmp_path: Path
) -> None:
    """19: declarer, partner and whoever declared, by the names the record gives."""
    record = _record("nineteen/game-partnership.json")
    record["players"] = ["Ann", "Bob", "Cy", "Di"]
    output = _detail(runner, tmp_path, record)
    notes = _notes(output)
    assert len(notes) == 4
    assert "declarer: Bob; partner: alone" in notes[0]
    assert "declarations: Bob: item slam, made no" in notes[0]
    assert "declarer: Di; partner: Ann" in notes[2]
    assert "declarations: Bob: item sparrow, made no · Bob: item slam, made no" in notes[3]
    assert not re.search(r"(declarer|partner|seat):? \d", output)
    assert "North" not in output  # the record's names, not the seats' usual ones


def test_ten_bridge_seats_by_name_and_no_empty_field(runner: CliRunner, tmp_path: Path) -> None:
    """10 Bridge: dealer, declarer and who asked for the trump by name; an undoubled
    contract says nothing of doubling, a deal without bonuses nothing of bonuses."""
    output = _detail(runner, tmp_path, _record("10-bridge/chart-session.json"))
    notes = _notes(output)
    assert len(notes) == 12
    assert notes[0].startswith("dealer: North; contract: 1MINOR; declarer: North;")
    assert "revealed by: East" in notes[0]
    assert "doubled" not in notes[0] and "bonuses" not in notes[0]
    assert "doubled: XX" in notes[1] and "bonuses: super game 40, overtrick 10" in notes[1]
    assert "trump" not in notes[1]  # a no-trump contract: nothing revealed, the contract says it
    for note in notes:
        assert not re.search(r": (;|—|$)", note), note


def test_a_pass_round_leaves_out_the_contract_it_does_not_have(
    runner: CliRunner, tmp_path: Path
) -> None:
    """Beyond's pass round: no contract, declarer, contracts or total to show."""
    output = _detail(runner, tmp_path, _record("beyond/pass_round.json"))
    (note,) = _notes(output)
    assert note == "pass round: yes; joker split: 1-1-1; last trick: East"


def test_a_field_repeating_the_deals_score_is_shown_once(runner: CliRunner, tmp_path: Path) -> None:
    """Bézique four-handed (each alone): seat scores and scores are the score; Beyond: scores
    are the score. The record's result data keep them (``--json`` is unchanged)."""
    bezique = _record("bezique/four-handed-deal.json")
    output = _detail(runner, tmp_path, bezique)
    assert _row(output, "score") == [["80", "320", "180", "60"]]
    assert _row(output, "scores") == [] and _row(output, "seat scores") == []
    assert _row(output, "declared") == [["60", "160", "80", "10"]]
    result = records.replay(bezique).summary["deals"][0]["result"]
    assert result["scores"] == result["seat_scores"] == [80, 320, 180, 60]

    output = _detail(runner, tmp_path, _record("beyond/reraised_nt.json"))
    assert len(_row(output, "score")) == 1 and _row(output, "scores") == []


def test_a_seats_points_that_are_not_the_score_are_still_shown(
    runner: CliRunner, tmp_path: Path
) -> None:
    """Partnership Bézique: each seat's points make its side's score, so they differ from it
    and keep their row among the seats; Grand Bézique: the points beside the game's score."""
    output = _detail(runner, tmp_path, _record("bezique/four-handed-partners-deal.json"))
    assert "seat scores    120   170    230   670" in output
    assert _row(output, "score") == [["350", "840"]]
    output = _detail(runner, tmp_path, _record("bezique/grand-deal.json"))
    assert _row(output, "seat scores") == [["380", "470"]]
    assert _row(output, "totals") == []  # the same points: brisques were not counted
    assert _row(output, "score") == [["0", "2020"]]
    assert "winner: Player 2; rubiconed: Player 1" in output


@pytest.mark.parametrize(
    ("name", "live", "partners"),
    [
        ("two-players-game", ["North", "South"], ["West dummy", "West dummy", "East dummy"]),
        ("three-players-game", ["North", "East", "South"], ["South", "East", "Dummy"]),
    ],
)
def test_n9_each_deals_table_has_no_column_for_a_dummy(
    runner: CliRunner, tmp_path: Path, name: str, live: list[str], partners: list[str]
) -> None:
    """N9: a dummy scores nothing of its own (the score sheet has no column for it), so each
    deal's table has a column for each live player alone; a dummy called as the partner is
    still named in the deal's notes, which is all its row of sides said."""
    record = _record(f"nineteen/{name}.json")
    output = _detail(runner, tmp_path, record)
    assert _row(output, "") == [live] * 4  # each deal's header
    scores = records.replay(record).summary["deals"]
    seats = [record["players"].index(player) for player in live]
    assert _row(output, "score") == [[str(d["scores"][s]) for s in seats] for d in scores]
    assert all(len(row) == len(live) for row in _row(output, "total"))
    notes = _notes(output)
    assert [re.findall(r"partner: ([^;]+);", note)[0] for note in notes[:3]] == partners


def test_19s_sides_row_names_the_declarers_side_and_the_defenders(
    runner: CliRunner, tmp_path: Path
) -> None:
    """19: each seat's side is 0 (declarer's) or 1 (the defenders) in the result data; the
    row reads as the game names its sides, the data unchanged (``--json``)."""
    record = _record("nineteen/game-partnership.json")
    output = _detail(runner, tmp_path, record)
    declarers, defenders = "Declarer's side", "Defenders"
    assert _row(output, "sides") == [
        [defenders, declarers, defenders, defenders],  # East alone
        [defenders, declarers, defenders, defenders],
        [declarers, defenders, defenders, declarers],  # West with North
        [declarers, declarers, defenders, defenders],  # North with East
    ]
    result = records.replay(record).summary["deals"][2]["result"]
    assert result["sides"] == [0, 1, 1, 0]


@pytest.mark.parametrize("path", RECORDS, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_no_record_shows_a_seat_by_number_or_an_empty_field(
    runner: CliRunner, tmp_path: Path, path: Path
) -> None:
    """Every golden record: no field the game names a seat or a side, or gives words for its
    values, is shown as a number, no note is empty, and no row repeats the score row it is
    meant to be."""
    record = _record(f"{path.parent.name}/{path.name}")
    output = _detail(runner, tmp_path, record)
    fields = games.spec(record["game"]).result_fields
    for note in _notes(output):
        assert not re.search(r": (;|—|$)", note), note
        for name in (*fields.seats, *fields.sides, *fields.values):
            assert not re.search(rf"(^|; ){name.replace('_', ' ')}: \d", note), note
    for name in (*fields.seats, *fields.sides, *fields.values):
        for row in _row(output, name.replace("_", " ")):
            assert not any(cell.isdigit() for cell in row), (name, row)
    scores = _row(output, "score")
    for label in (k.replace("_", " ") for k, v in fields.repeats.items() if v == "score"):
        assert not any(row in scores for row in _row(output, label)), label


def test_the_example_in_the_docs_is_what_replay_prints(runner: CliRunner, tmp_path: Path) -> None:
    """docs/cli.md shows 10 Bridge's first deal: it is the command's output, line for line."""
    text = (Path(__file__).parents[2] / "docs" / "cli.md").read_text(encoding="utf-8")
    example = text.split("the\nfirst deal):\n\n", 1)[1].split("\n\n", 1)[0]
    shown = [line.removeprefix("    ") for line in example.splitlines()]
    output = _detail(runner, tmp_path, _record("10-bridge/chart-session.json"))
    assert output.splitlines()[: len(shown)] == shown


@pytest.mark.parametrize("name", games.names())
def test_the_fields_a_game_describes_are_fields_of_its_results(name: str) -> None:
    """Every field named in a game's ``result_fields`` is one its deals' results hold (at the
    top, or in the objects of a list), in four random deals of every preset: no misspelt name."""
    keys: set[str] = set()
    for game_name, preset in games.all_presets():
        if game_name != name:
            continue
        game = games.load(name, preset=preset)
        rng = Random(1)
        match = Match(game, rng=Random(1), dealer=0)
        while match.to_act is not None and len(match.finished) < 4:
            match.apply(rng.choice(match.legal_actions()))
        for outcome in match.finished:
            for key, value in outcome.result.items():
                keys.add(key)
                if isinstance(value, list):
                    keys.update(k for v in value if isinstance(v, dict) for k in v)
    fields = games.spec(name).result_fields
    repeated = {v for v in fields.repeats.values() if v != "score"}
    named = {*fields.seats, *fields.sides, *fields.values, *fields.none, *fields.repeats}
    named |= repeated
    assert named <= keys, named - keys
