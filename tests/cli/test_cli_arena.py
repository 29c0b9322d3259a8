"""``followsuit arena``: the difference with its confidence interval and the move times, the
same numbers on any number of workers, records and reports in ``--out``, one-line errors."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from followsuit.cli import app, runs
from followsuit.cli import arena as arena_command
from followsuit.sim.arena import arena

ARENA = ["arena", "spades", "--bots", "heuristic,random", "--deals", "6", "--seed", "2"]


def without_times(data: dict[str, Any]) -> dict[str, Any]:
    return {
        **data,
        "bots": [{k: v for k, v in b.items() if k not in ("times", "cpu")} for b in data["bots"]],
    }


def test_workers_1_and_2_print_identical_results(runner: CliRunner) -> None:
    one = runner.invoke(app, [*ARENA, "--workers", "1", "--json"])
    two = runner.invoke(app, [*ARENA, "--workers", "2", "--json"])
    assert one.exit_code == 0, one.output
    assert two.exit_code == 0, two.output
    assert without_times(json.loads(one.stdout)) == without_times(json.loads(two.stdout))


def test_json_is_the_library_summary(runner: CliRunner) -> None:
    result = runner.invoke(app, [*ARENA, "--json"])
    assert result.exit_code == 0, result.output
    printed = json.loads(result.stdout)
    done = arena("spades", bots="heuristic,random", deals=6, seed=2)
    summary = done.summary()
    assert printed["difference"] == pytest.approx(summary.difference)
    assert printed["ci"] == pytest.approx([summary.low, summary.high])
    assert [b["name"] for b in printed["bots"]] == ["heuristic", "random"]
    for bot in printed["bots"]:
        assert bot["times"]["moves"] > 0
        assert 0 <= bot["times"]["median"] <= bot["times"]["p90"] <= bot["times"]["max"]
        assert bot["cpu"]["moves"] == bot["times"]["moves"]
        assert 0 <= bot["cpu"]["median"] <= bot["cpu"]["p90"] <= bot["cpu"]["max"]


def test_table_shows_difference_times_and_a_progress_bar(runner: CliRunner) -> None:
    result = runner.invoke(app, ARENA, env={"COLUMNS": "140"})
    assert result.exit_code == 0, result.output
    assert "A - B:" in result.stdout and "95% CI" in result.stdout
    for column in ("wall", "CPU", "median", "p90", "max", "A: heuristic", "B: random"):
        assert column in result.stdout
    assert "6/6" in result.stderr


def test_out_writes_records_reports_and_resumes(runner: CliRunner, tmp_path: Path) -> None:
    pytest.importorskip("matplotlib", reason="the plot extra is not installed")
    command = [*ARENA, "--out", str(tmp_path), "--json"]
    first = runner.invoke(app, command)
    assert first.exit_code == 0, first.output
    for name in ("run.json", "summary.json", "difference.png", "means.png"):
        assert (tmp_path / name).exists(), name
    for name in ("difference.png", "means.png"):
        assert (tmp_path / name).read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    assert json.loads((tmp_path / "summary.json").read_text()) == json.loads(first.stdout)
    written = sorted(p.name for p in (tmp_path / "records").glob("*.json"))
    assert written == [f"{deal:06d}-{rotation}.json" for deal in range(1, 7) for rotation in (0, 1)]
    replayed = runner.invoke(app, ["replay", "--json", str(tmp_path / "records" / written[3])])
    assert replayed.exit_code == 0, replayed.output
    again = runner.invoke(app, command)
    assert again.exit_code == 0, again.output
    assert again.stdout == first.stdout  # read back from the batches: times included


def test_no_records_and_no_plots_leave_them_out(runner: CliRunner, tmp_path: Path) -> None:
    result = runner.invoke(app, [*ARENA, "--out", str(tmp_path), "--no-records", "--no-plots"])
    assert result.exit_code == 0, result.output
    assert (tmp_path / "summary.json").exists()
    assert not (tmp_path / "records").exists() and not (tmp_path / "means.png").exists()


def test_seconds_that_reach_neither_bot_are_said_to(runner: CliRunner) -> None:
    result = runner.invoke(app, [*ARENA, "--seconds", "0.5", "--json"])
    assert result.exit_code == 0, result.output
    assert "neither heuristic nor random takes a budget" in result.stderr
    assert json.loads(result.stdout)["plan"]["seconds"] == 0.5


def test_the_header_names_only_the_budget_a_bot_of_the_run_takes(runner: CliRunner) -> None:
    """Neither bot takes a budget: the header does not claim one after the warning says so."""
    result = runner.invoke(app, [*ARENA, "--deals", "2", "--seconds", "0.1", "--samples", "3"])
    assert result.exit_code == 0, result.output
    assert "neither heuristic nor random takes samples" in result.stderr
    header = result.stdout.splitlines()[0]
    assert "seed 2" in header and "per move" not in header


def test_a_missing_plot_library_stops_the_arena_before_it_starts(
    runner: CliRunner, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def missing() -> None:
        raise ImportError("plots need matplotlib: pip install 'followsuit[plot]'")

    monkeypatch.setattr(runs, "require_plotting", missing)
    result = runner.invoke(app, [*ARENA, "--out", str(tmp_path)])
    assert result.exit_code == 2
    assert "matplotlib" in result.stderr
    assert not (tmp_path / "batches").exists()


@pytest.mark.parametrize(
    ("arguments", "message"),
    [
        (["spades", "--bots", "heuristic", "--deals", "4"], "two bots"),
        (["spades", "--bots", "heuristic,wizard", "--deals", "4"], "unknown bot 'wizard'"),
        (["spades", "--bots", "heuristic,random", "--deals", "0"], "at least 1"),
        (["spades", "--bots", "heuristic,random", "--deals", "x"], "deals"),
        (["spades", "--bots", "heuristic,random", "--deals", "2", "--seconds", "-1"], "seconds"),
        (["whist", "--bots", "heuristic,random", "--deals", "2"], "whist"),
        (["spades", "--bots", "heuristic,random", "--deals", "2", "-o", "target=x"], "target"),
    ],
)
def test_mistakes_are_one_line_usage_errors(
    runner: CliRunner, arguments: list[str], message: str
) -> None:
    result = runner.invoke(app, ["arena", *arguments])
    assert result.exit_code == 2, result.output
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and message in lines[0], result.stderr
    assert "Traceback" not in result.output


@pytest.mark.parametrize("columns", ["80", "64"])
def test_the_bots_names_show_whole_in_a_narrow_terminal(runner: CliRunner, columns: str) -> None:
    """At 80 columns the table's numbers wrap, but a bot's name is never cut ("heurist…")."""
    result = runner.invoke(app, ARENA, env={"COLUMNS": columns})
    assert result.exit_code == 0, result.output
    lines = result.stdout.splitlines()
    table = [line for line in lines if line.startswith("│")]
    assert max(len(line) for line in table) <= int(columns)
    assert any("A: heuristic" in line for line in table), result.stdout
    assert any("B: random" in line for line in table), result.stdout
    assert "…" not in "".join(line.split("│")[1] for line in table)


def test_a_directory_of_another_run_is_refused_before_the_progress_bar(
    runner: CliRunner, tmp_path: Path
) -> None:
    """The bots swapped into an arena's directory: the refusal alone, no bar counting 0/6."""
    first = runner.invoke(app, [*ARENA, "--out", str(tmp_path), "--no-plots"])
    assert first.exit_code == 0, first.output
    swapped = [*ARENA, "--out", str(tmp_path), "--no-plots"]
    swapped[swapped.index("heuristic,random")] = "random,heuristic"
    result = runner.invoke(app, swapped)
    assert result.exit_code == 2, result.output
    assert result.stderr.strip() == (
        f"followsuit: error: {tmp_path} holds another run ({tmp_path / 'run.json'}): "
        "choose another directory"
    )
    assert "0/6" not in result.output and "━" not in result.output and result.stdout == ""


def test_one_deal_shows_no_interval_and_no_verdict(runner: CliRunner) -> None:
    """One value has no spread: the interval is n/a and no bot is said to score more."""
    one = [*ARENA[:4], "--deals", "1", "--seed", "0"]
    result = runner.invoke(app, one, env={"COLUMNS": "140"})
    assert result.exit_code == 0, result.output
    assert "± n/a" in result.stdout and "95% CI n/a" in result.stdout
    assert "± 0.00" not in result.stdout and "scores more than" not in result.stdout
    assert "one deal cannot tell them apart" in result.stdout
    printed = json.loads(runner.invoke(app, [*one, "--json"]).stdout)
    assert (printed["stdev"], printed["ci95"], printed["ci"]) == (None, None, None)
    assert [(b["stdev"], b["ci95"]) for b in printed["bots"]] == [(None, None), (None, None)]


def test_one_deal_is_singular_in_the_header(runner: CliRunner) -> None:
    result = runner.invoke(
        app,
        [
            *ARENA[:4],
            "--deals",
            "1",
            "-o",
            "remove=2H,2C",
            "-o",
            "jokers=2",
            "-o",
            "high_cards=BJ LJ",
        ],
    )
    assert result.exit_code == 0, result.output
    header = result.stdout.splitlines()[0]
    assert "1 duplicate deal," in header and "1 duplicate deals" not in header
    assert "options remove=2H,2C, jokers=2, high_cards=BJ,LJ" in header, header


@pytest.mark.parametrize("flag", ["--no-plots", "--no-records"])
def test_no_plots_or_records_without_out_are_said_to_do_nothing(
    runner: CliRunner, flag: str, tmp_path: Path
) -> None:
    result = runner.invoke(app, [*ARENA, "--deals", "2", flag])
    assert result.exit_code == 0, result.output
    assert f"{flag}: no effect without --out" in result.stderr
    kept = runner.invoke(app, [*ARENA, "--deals", "2", flag, "--out", str(tmp_path)])
    assert kept.exit_code == 0, kept.output
    assert "no effect" not in kept.stderr


def test_a_resumed_arena_says_how_many_deals_it_had(runner: CliRunner, tmp_path: Path) -> None:
    command = [*ARENA, "--out", str(tmp_path), "--no-plots", "--no-records"]
    first = runner.invoke(app, command)
    assert first.exit_code == 0, first.output
    assert "resuming" not in first.stderr
    batches = sorted((tmp_path / "batches").glob("*.json"))
    assert len(batches) == 6  # a deal a batch
    batches[2].unlink()
    again = runner.invoke(app, command)
    assert again.exit_code == 0, again.output
    assert f"resuming: 5 of 6 deals already played in {tmp_path}" in again.stderr
    difference = [line for line in first.stdout.splitlines() if line.startswith("A - B:")]
    assert difference and difference[0] in again.stdout  # deal 3 played again, the same


def test_an_interrupted_arena_says_how_far_it_got_and_how_to_resume(
    runner: CliRunner, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def interrupted(*args: Any, progress: Any, **kwargs: Any) -> None:
        progress(2)
        raise KeyboardInterrupt

    monkeypatch.setattr(arena_command, "run_arena", interrupted)
    result = runner.invoke(app, [*ARENA, "--out", str(tmp_path)])
    assert result.exit_code == 130, result.output
    assert (
        f"interrupted after 2 of 6 deals; the same command again resumes from {tmp_path}"
        in result.stderr
    )
    bare = runner.invoke(app, ARENA)
    assert bare.exit_code == 130, bare.output
    assert "interrupted after 2 of 6 deals" in bare.stderr and "resumes" not in bare.stderr
