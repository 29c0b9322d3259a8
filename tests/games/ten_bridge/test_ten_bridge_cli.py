"""10 Bridge in the command line: ``followsuit replay`` prints the text's score sheet (the
GameSpec's ``score_sheet`` hook), and the terminal table shows the concealed trump to each seat
as that seat may know it (T4, T6)."""

from __future__ import annotations

import json
from pathlib import Path

from rich.console import Console
from ten_bridge_chart import CHART, RECORD
from ten_bridge_deals import DUMMY_REVEAL_AUCTION, DUMMY_REVEAL_HANDS, deal
from typer.testing import CliRunner

from followsuit.cli import app
from followsuit.cli.render import renderer_for
from followsuit.games import spec
from followsuit.games.ten_bridge.sheet import COLUMNS, format_sheet
from followsuit.records import loads, replay


def test_t7_replay_prints_the_charts_score_sheet() -> None:
    """T7: ``followsuit replay`` of the chart's session prints the sheet shaped like the text's
    chart: its columns, a row per deal, the end-of-session bonus row and the totals 187 and
    293."""
    result = CliRunner().invoke(app, ["replay", str(RECORD)])
    assert result.exit_code == 0, result.output
    lines = result.stdout.splitlines()
    header = next(i for i, line in enumerate(lines) if line.startswith("Deal No."))
    assert [cell.strip() for cell in lines[header].split("|")] == list(COLUMNS)
    rows = [[cell.strip() for cell in line.split("|")] for line in lines[header + 2 :]]
    for row, cells in zip(CHART, rows, strict=False):
        assert cells[:6] == [str(row.number), row.dealer, row.contract, row.by, row.doubles,
                             f"{row.result:+d}"]  # fmt: skip
        assert (cells[6], cells[9]) == tuple(str(p) if p else "" for p in row.points)
    bonus = rows[12]
    assert (bonus[6], bonus[9], bonus[10]) == ("5", "", "Bonus for CPS")
    total = rows[13]
    assert (total[0], total[6], total[9]) == ("Total", "187", "293")
    assert "Winner: East-West" in result.stdout


def test_t7_unfinished_session_sheet_has_no_end_of_session_bonus(tmp_path: Path) -> None:
    """T7: the end-of-session bonus is scored only when the session ends: the sheet of the
    chart's first three deals totals them alone (97 and 20), with no bonus row."""
    record = loads(RECORD.read_text())
    record["deals"] = record["deals"][:3]
    path = tmp_path / "three.json"
    path.write_text(json.dumps(record))
    result = CliRunner().invoke(app, ["replay", str(path)])
    assert result.exit_code == 0, result.output
    assert "Bonus for CPS" not in result.stdout
    total = next(line for line in result.stdout.splitlines() if line.startswith("Total"))
    assert [cell.strip() for cell in total.split("|")][6:10] == ["97", "", "", "20"]
    assert "unfinished" in result.stdout


def test_replay_prints_the_games_own_sheet_through_the_spec() -> None:
    """The GameSpec hook: 10 Bridge names its sheet, and replay prints exactly what it returns
    for the record's summary; games without one keep the generic table."""
    sheet = spec("10-bridge").score_sheet
    assert sheet is format_sheet
    assert spec("spades").score_sheet is None
    summary = replay(loads(RECORD.read_text())).summary
    result = CliRunner().invoke(app, ["replay", str(RECORD)])
    assert result.exit_code == 0, result.output
    assert sheet(summary).rstrip("\n") in result.stdout


def test_replay_json_is_the_design_object_without_a_sheet() -> None:
    """``--json`` still prints the DESIGN's one object, no sheet."""
    result = CliRunner().invoke(app, ["replay", str(RECORD), "--json"])
    assert result.exit_code == 0, result.output
    printed = json.loads(result.stdout)
    assert printed["totals"] == [187, 293]
    assert "Deal No." not in result.stdout


def trump_row(seat: int | None, actions: list[str]) -> str:
    """The terminal table's Trump row as ``seat`` sees it after ``actions``."""
    view = deal(DUMMY_REVEAL_HANDS, 0, actions).view(seat)
    rows = dict(renderer_for("10-bridge").rows(view))
    text = rows.get("Trump")
    assert text is not None
    console = Console(width=120, record=True)
    console.print(text)
    return console.export_text().strip()


def test_t4_terminal_shows_the_concealed_trump_only_to_declarer() -> None:
    """T4: before the reveal the defenders and dummy see "hidden (hearts or spades)";
    declarer sees the suit set."""
    actions = [*DUMMY_REVEAL_AUCTION, "trump S", "9D"]
    for seat in (1, 2, 3, None):
        assert trump_row(seat, actions) == "hidden (hearts or spades)"
    assert "spades" in trump_row(0, actions) and "hidden" not in trump_row(0, actions)


def test_t6_terminal_shows_the_revealed_trump_to_everybody() -> None:
    """T6: once the trump is revealed (here for dummy), every seat's table names it."""
    actions = [*DUMMY_REVEAL_AUCTION, "trump S", "9D", "6D", "AD", "5D", "AC", "6C", "9S"]
    actions.append("reveal")
    for seat in (0, 1, 2, 3, None):
        assert trump_row(seat, actions) == "♠ spades"
