"""``followsuit simulate``: summary statistics with a progress bar; the same seed gives the
same numbers on any number of workers (DESIGN: scale)."""

from __future__ import annotations

import dataclasses
import json
import statistics
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from followsuit import games
from followsuit.cli import app
from followsuit.cli import simulate as simulate_command
from followsuit.sim import simulate


def test_workers_1_and_2_print_identical_results(runner: CliRunner) -> None:
    arguments = ["simulate", "spades", "--deals", "16", "--bots", "random", "--seed", "3"]
    one = runner.invoke(app, [*arguments, "--workers", "1", "--json"])
    two = runner.invoke(app, [*arguments, "--workers", "2", "--json"])
    assert one.exit_code == 0, one.output
    assert two.exit_code == 0, two.output
    assert json.loads(one.stdout) == json.loads(two.stdout)


def test_json_summary_is_the_simulations(runner: CliRunner) -> None:
    """The printed numbers are the library's: means of the deals' scores per side."""
    bots = "heuristic,random,random,random"
    result = runner.invoke(
        app,
        ["simulate", "oh-hell", "--deals", "8", "--bots", bots, "--seed", "2", "--json"],
    )
    assert result.exit_code == 0, result.output
    printed = json.loads(result.stdout)
    run = simulate("oh-hell", deals=8, bots="heuristic,random,random,random", seed=2)
    assert printed["count"] == 8
    assert printed["bots"] == ["heuristic", "random", "random", "random"]
    for index, side in enumerate(printed["sides"]):
        values = [s.scores[index] for s in run.samples]
        assert side["mean"] == pytest.approx(statistics.fmean(values))


def test_table_output_has_every_side_and_a_progress_bar(runner: CliRunner) -> None:
    result = runner.invoke(
        app,
        ["simulate", "spades", "--deals", "6", "--bots", "random", "--option", "target=300"],
        env={"COLUMNS": "120"},
    )
    assert result.exit_code == 0, result.output
    for name in games.load("spades").score_names:
        assert name in result.stdout
    assert "mean" in result.stdout and "wins" in result.stdout
    assert "6/6" in result.stderr  # the progress bar, on standard error
    assert "target=300" in result.stdout


def test_matches_report_deals_and_unfinished(runner: CliRunner) -> None:
    result = runner.invoke(
        app,
        ["simulate", "spades", "--matches", "2", "--bots", "random", "--max-deals", "1"],
    )
    assert result.exit_code == 0, result.output
    assert "2 matches" in result.stdout
    assert "unfinished" in result.stdout


def test_designer_statistics_and_plot(
    runner: CliRunner, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A game's own statistics (what, measured, reference) are printed; --plot draws them."""
    drawn: list[str] = []

    def stats(results: Any) -> list[tuple[str, str, str]]:
        return [("deals seen", str(len(results)), "about 5")]

    def plot(results: Any, path: str) -> None:
        drawn.append(path)

    spec = games.spec("spades")
    monkeypatch.setitem(
        games._REGISTRY, spec.name, dataclasses.replace(spec, statistics=stats, plot=plot)
    )
    target = tmp_path / "stats.png"
    result = runner.invoke(
        app, ["simulate", "spades", "--deals", "5", "--bots", "random", "--plot", str(target)]
    )
    assert result.exit_code == 0, result.output
    assert "deals seen" in result.stdout and "about 5" in result.stdout
    assert drawn == [str(target)]


def _with_plot(monkeypatch: pytest.MonkeyPatch, drawn: list[str]) -> None:
    """Spades given a plot that records where it was asked to draw (and draws a byte)."""

    def plot(results: Any, path: str) -> None:
        drawn.append(path)
        Path(path).write_bytes(b"")

    spec = games.spec("spades")
    monkeypatch.setitem(games._REGISTRY, spec.name, dataclasses.replace(spec, plot=plot))


def test_plot_without_a_suffix_is_drawn_to_a_png_and_named_so(
    runner: CliRunner, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    drawn: list[str] = []
    _with_plot(monkeypatch, drawn)
    target = tmp_path / "new folder" / "scores"
    result = runner.invoke(app, ["simulate", "spades", "--deals", "2", "--plot", str(target)])
    assert result.exit_code == 0, result.output
    assert drawn == [f"{target}.png"]
    assert f"Plot written to {target}.png" in result.stdout


@pytest.mark.parametrize(
    ("name", "reason"),
    [
        ("scores.txt", "the plot is a PNG file: give a name ending in .png"),
        (".", "is a folder: give a file name, such as scores.png"),
        ("a-file/scores.png", "a-file is not a folder"),
    ],
)
def test_a_plot_that_cannot_be_drawn_is_refused_before_the_run(
    runner: CliRunner,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    name: str,
    reason: str,
) -> None:
    drawn: list[str] = []
    _with_plot(monkeypatch, drawn)
    (tmp_path / "a-file").write_text("")
    monkeypatch.chdir(tmp_path)
    result = runner.invoke(app, ["simulate", "spades", "--deals", "2", "--plot", name])
    assert result.exit_code == 2, result.output
    assert result.stderr.strip() == f"followsuit: error: --plot {name}: {reason}"
    assert drawn == [] and "deals" not in result.stdout  # nothing was run
    assert sorted(p.name for p in tmp_path.iterdir()) == ["a-file"]  # nor left behind


def test_plot_for_a_game_without_one_is_a_usage_error(
    runner: CliRunner, monkeypatch: pytest.MonkeyPatch
) -> None:
    spec = games.spec("spades")
    monkeypatch.setitem(games._REGISTRY, spec.name, dataclasses.replace(spec, plot=None))
    result = runner.invoke(app, ["simulate", "spades", "--deals", "2", "--plot", "x.png"])
    assert result.exit_code == 2
    assert "no plot" in result.stderr


@pytest.mark.parametrize(
    "other", [["oh-hell", "--deals", "4"], ["spades", "--deals", "4", "-o", "target=300"]]
)
def test_a_directory_of_another_run_is_refused_before_the_progress_bar(
    runner: CliRunner, tmp_path: Path, other: list[str]
) -> None:
    """A different game, or other options, into a run's directory: the refusal names the
    directory and its run.json, and nothing else is printed (no bar counting 0/4)."""
    first = runner.invoke(app, ["simulate", "spades", "--deals", "4", "--out", str(tmp_path)])
    assert first.exit_code == 0, first.output
    result = runner.invoke(app, ["simulate", *other, "--out", str(tmp_path), "--no-plots"])
    assert result.exit_code == 2, result.output
    assert result.stderr.strip() == (
        f"followsuit: error: {tmp_path} holds another run ({tmp_path / 'run.json'}): "
        "choose another directory"
    )
    assert "0/4" not in result.output and "━" not in result.output and result.stdout == ""


def test_a_file_given_as_the_directory_is_refused_before_the_progress_bar(
    runner: CliRunner, tmp_path: Path
) -> None:
    (tmp_path / "a-file").write_text("")
    result = runner.invoke(
        app, ["simulate", "spades", "--deals", "4", "--out", str(tmp_path / "a-file")]
    )
    assert result.exit_code == 2, result.output
    assert result.stderr.strip() == (
        f"followsuit: error: {tmp_path / 'a-file'} is a file: choose a directory for the run"
    )
    assert "0/4" not in result.output and "━" not in result.output


SIMULATE = ["simulate", "spades", "--deals", "6", "--bots", "random", "--seed", "3"]


def test_one_deal_shows_no_interval(runner: CliRunner) -> None:
    """One value has no spread: n/a, not ± 0.0, in the table and null in --json."""
    one = ["simulate", "spades", "--deals", "1", "--bots", "random"]
    result = runner.invoke(app, one, env={"COLUMNS": "140"})
    assert result.exit_code == 0, result.output
    assert "± n/a" in result.stdout and "± 0.0" not in result.stdout
    printed = json.loads(runner.invoke(app, [*one, "--json"]).stdout)
    assert [(s["stdev"], s["ci95"]) for s in printed["sides"]] == [(None, None), (None, None)]


def test_the_header_is_singular_and_shows_options_as_typed(runner: CliRunner) -> None:
    result = runner.invoke(
        app,
        [
            "simulate",
            "spades",
            "--deals",
            "1",
            "-o",
            "remove=2H,2C",
            "-o",
            "jokers=2",
            "-o",
            "high_cards=BJ LJ",
        ],
        env={"COLUMNS": "200"},
    )
    assert result.exit_code == 0, result.output
    header = result.stdout.splitlines()[0]
    assert header.startswith("Spades: 1 deal,"), header
    assert "options remove=2H,2C, jokers=2, high_cards=BJ,LJ" in header, header
    matches = runner.invoke(app, ["simulate", "spades", "--matches", "1", "--max-deals", "1"])
    assert "1 match, 1 deal," in matches.stdout.splitlines()[0], matches.stdout


def test_the_mean_column_is_explained(runner: CliRunner) -> None:
    result = runner.invoke(app, SIMULATE, env={"COLUMNS": "140"})
    assert result.exit_code == 0, result.output
    assert (
        "mean ± 95%: mean score per deal, with the half-width of its 95% confidence interval"
        in result.stdout
    )


@pytest.mark.parametrize(
    ("flag", "message"),
    [
        (["--seconds", "0.1"], "--seconds: heuristic takes no budget"),
        (["--samples", "5"], "--samples: heuristic takes no samples"),
    ],
)
def test_a_budget_no_bot_takes_is_said_to(runner: CliRunner, flag: list[str], message: str) -> None:
    command = ["simulate", "spades", "--deals", "2", "--bots", "heuristic", *flag, "--json"]
    result = runner.invoke(app, command)
    assert result.exit_code == 0, result.output
    assert message in result.stderr


def test_no_plots_without_out_is_said_to_do_nothing(runner: CliRunner) -> None:
    result = runner.invoke(app, [*SIMULATE, "--no-plots"])
    assert result.exit_code == 0, result.output
    assert "--no-plots: no effect without --out" in result.stderr


def test_a_resumed_run_says_how_many_deals_it_had(runner: CliRunner, tmp_path: Path) -> None:
    command = [*SIMULATE, "--out", str(tmp_path), "--no-plots", "--json"]
    first = runner.invoke(app, command)
    assert first.exit_code == 0, first.output
    assert "resuming" not in first.stderr
    batches = sorted((tmp_path / "batches").glob("*.json"))
    assert len(batches) == 6  # a deal a batch
    batches[0].unlink()
    again = runner.invoke(app, command)
    assert again.exit_code == 0, again.output
    assert f"resuming: 5 of 6 deals already played in {tmp_path}" in again.stderr
    assert json.loads(again.stdout) == json.loads(first.stdout)


def test_an_interrupted_run_says_how_far_it_got_and_how_to_resume(
    runner: CliRunner, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def interrupted(*args: Any, progress: Any, **kwargs: Any) -> None:
        progress(3)
        raise KeyboardInterrupt

    monkeypatch.setattr(simulate_command, "run", interrupted)
    result = runner.invoke(app, [*SIMULATE, "--out", str(tmp_path)])
    assert result.exit_code == 130, result.output
    assert (
        f"interrupted after 3 of 6 deals; the same command again resumes from {tmp_path}"
        in result.stderr
    )
    bare = runner.invoke(app, SIMULATE)
    assert bare.exit_code == 130, bare.output
    assert "interrupted after 3 of 6 deals" in bare.stderr and "resumes" not in bare.stderr


def test_json_holds_the_plan_as_the_runs_directory_keeps_it(
    runner: CliRunner, tmp_path: Path
) -> None:
    """docs/cli.md: `--json` prints "the plan and the summary"; it printed no plan (`arena
    --json` did). `plan` is what was asked for, the same as `run.json` keeps to resume by."""
    command = ["simulate", "oh-hell", "--deals", "3", "--bots", "random", "--seed", "5"]
    command += ["--preset", "seven", "--option", "exact_bonus=5", "--out", str(tmp_path)]
    result = runner.invoke(app, [*command, "--no-plots", "--json"])
    assert result.exit_code == 0, result.output
    plan = json.loads(result.stdout)["plan"]
    assert plan == json.loads((tmp_path / "run.json").read_text())["plan"]
    assert (plan["game"], plan["preset"], plan["options"]) == (
        "oh-hell",
        "seven",
        {"exact_bonus": 5},
    )
    assert (plan["seed"], plan["count"], plan["unit"]) == (5, 3, "deal")
