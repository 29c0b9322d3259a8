"""Reports: ``simulate --out DIR`` writes its batches, summary.json and plots; the plot
dependency is checked before the run starts; ``--ray`` runs on Ray."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from followsuit.cli import app, runs
from followsuit.sim import simulate
from followsuit.sim.reports import write_reports


@pytest.fixture
def runner() -> CliRunner:
    return CliRunner()


def test_summary_json_is_the_simulations_summary(tmp_path: Path) -> None:
    done = simulate("oh-hell", deals=6, bots="random", seed=3)
    written = write_reports(done, tmp_path, plots=False)
    assert written == [tmp_path / "summary.json"]
    assert json.loads((tmp_path / "summary.json").read_text()) == json.loads(
        json.dumps(done.as_dict())
    )


def test_plots_of_score_distributions_and_means_are_png_files(tmp_path: Path) -> None:
    pytest.importorskip("matplotlib", reason="the plot extra is not installed")
    done = simulate("spades", deals=6, bots="random", seed=3)
    written = write_reports(done, tmp_path)
    for name in ("scores.png", "means.png"):
        assert tmp_path / name in written
        assert (tmp_path / name).read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_out_writes_batches_and_reports_and_resumes(runner: CliRunner, tmp_path: Path) -> None:
    command = ["simulate", "spades", "--deals", "6", "--bots", "random", "--seed", "5"]
    command += ["--out", str(tmp_path), "--no-plots", "--json"]
    first = runner.invoke(app, command)
    assert first.exit_code == 0, first.output
    assert (tmp_path / "run.json").exists() and list((tmp_path / "batches").glob("*.json"))
    assert json.loads((tmp_path / "summary.json").read_text()) == json.loads(first.stdout)
    again = runner.invoke(app, command)
    assert again.exit_code == 0, again.output
    assert again.stdout == first.stdout


def test_a_missing_plot_library_stops_the_run_before_it_starts(
    runner: CliRunner, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def missing() -> None:
        raise ImportError("plots need matplotlib: pip install 'followsuit[plot]'")

    monkeypatch.setattr(runs, "require_plotting", missing)
    result = runner.invoke(
        app, ["simulate", "spades", "--deals", "4", "--bots", "random", "--out", str(tmp_path)]
    )
    assert result.exit_code == 2
    assert "matplotlib" in result.stderr
    assert not (tmp_path / "batches").exists()


def test_a_missing_ray_is_a_usage_error_before_the_run(
    runner: CliRunner, monkeypatch: pytest.MonkeyPatch
) -> None:
    def missing() -> None:
        raise ImportError("--ray needs Ray: pip install 'followsuit[ray]'")

    monkeypatch.setattr(runs.RayCluster, "require", staticmethod(missing))
    result = runner.invoke(app, ["simulate", "spades", "--deals", "2", "--ray", "local"])
    assert result.exit_code == 2
    assert "followsuit[ray]" in result.stderr
