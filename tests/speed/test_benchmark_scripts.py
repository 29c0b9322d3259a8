"""The scripts under benchmarks/ load: each imports what it names from where it now lives.

A script is run as a module that is not ``__main__`` (its definitions and imports, not its
measurement); one that imports a name the package has moved fails here, not when someone
next needs its numbers (``benchmarks/ceiling.py`` once imported ``led_powers`` from a module
that no longer had it).
"""

from __future__ import annotations

import runpy
import sys
from pathlib import Path

import pytest

BENCHMARKS = Path(__file__).resolve().parents[2] / "benchmarks"

SCRIPTS = sorted(BENCHMARKS.glob("*.py"))


def test_there_are_benchmark_scripts() -> None:
    assert len(SCRIPTS) > 5


@pytest.mark.parametrize("script", SCRIPTS, ids=lambda path: path.name)
def test_each_benchmark_script_loads(script: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sys, "argv", [str(script)])
    monkeypatch.syspath_prepend(str(BENCHMARKS))
    namespace = runpy.run_path(str(script), run_name="benchmark_under_test")
    assert namespace
