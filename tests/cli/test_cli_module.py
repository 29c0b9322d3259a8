"""``python -m followsuit`` is the ``followsuit`` command, for a Python without the script on
its path (a virtual environment not activated, ``py -m`` on Windows)."""

from __future__ import annotations

import subprocess
import sys


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "followsuit", *args], capture_output=True, text=True, timeout=120
    )


def test_python_m_followsuit_runs_a_command() -> None:
    result = run("games")
    assert result.returncode == 0, result.stderr
    assert result.stdout.split()[0] == "spades"


def test_python_m_followsuit_is_named_followsuit_in_help_and_errors() -> None:
    assert "Usage: followsuit " in run("--help").stdout
    result = run("rules", "whist")
    assert result.returncode == 2
    assert result.stderr.startswith("followsuit: error: unknown game 'whist'")
