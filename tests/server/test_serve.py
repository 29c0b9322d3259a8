"""`followsuit serve` failures are one clear line each, and a database URL's password is never
printed (issue 8, finding 6)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from serving import free_socket

SERVE = "from followsuit.cli import main; main()"


def serve(*args: str, timeout: float = 60) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-c", SERVE, "serve", *args],
        capture_output=True,
        text=True,
        timeout=timeout,
    )


def one_line_error(result: subprocess.CompletedProcess[str]) -> str:
    assert result.returncode == 1, result
    lines = [line for line in (result.stdout + result.stderr).splitlines() if line.strip()]
    assert len(lines) == 1, lines
    assert lines[0].startswith("followsuit: error: ")
    assert "Traceback" not in lines[0]
    return lines[0]


def test_a_busy_port_is_one_line_and_nothing_says_open(tmp_path: Path) -> None:
    with free_socket() as busy:
        busy.listen()
        port = busy.getsockname()[1]
        result = serve("--port", str(port), "--database", str(tmp_path / "t.sqlite3"))
    line = one_line_error(result)
    assert f"port {port}" in line and "already in use" in line
    assert "open http" not in result.stdout


@pytest.mark.parametrize(
    ("url", "says"),
    [
        ("postgresql+psycopg://ann:hunter2@127.0.0.1:1/games", "cannot use the database"),
        ("nosuch://ann:hunter2@somewhere/db", "not a database URL"),
        ("post gres://ann:hunter2@@/db", "not a database URL"),
    ],
)
def test_a_bad_or_unreachable_database_is_one_line_without_its_password(
    url: str, says: str
) -> None:
    with free_socket() as spare:
        port = spare.getsockname()[1]
    result = serve("--port", str(port), "--database", url)
    if "No module named 'psycopg'" in result.stderr:
        pytest.skip("the psycopg driver is not installed")
    line = one_line_error(result)
    assert says in line and "ann:***@" in line
    assert "hunter2" not in result.stdout + result.stderr


def test_the_start_up_line_never_shows_a_password() -> None:
    from followsuit.server.startup import shown_url

    assert shown_url("postgresql+psycopg://ann:hunter2@db/games") == (
        "postgresql+psycopg://ann:***@db/games"
    )
    assert "hunter2" not in shown_url("weird url://ann:hunter2@x/y")
    assert shown_url("sqlite:////tmp/tables.sqlite3") == "sqlite:////tmp/tables.sqlite3"


def test_a_database_under_a_file_names_the_folder_it_cannot_make(tmp_path: Path) -> None:
    """``--database`` a path whose folder is a file: the line says which folder, not only
    "File exists"."""
    blocking = tmp_path / "tables"
    blocking.write_text("")
    with free_socket() as spare:
        port = spare.getsockname()[1]
    result = serve("--port", str(port), "--database", str(blocking / "t.sqlite3"))
    line = one_line_error(result)
    assert "cannot make the database's folder" in line and str(blocking) in line


def test_a_missing_postgresql_driver_names_the_extra_that_installs_it(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Without psycopg, ``--database postgresql+psycopg://`` says which extra brings it."""
    import sys

    from followsuit.server.startup import StartError, check_database

    monkeypatch.setitem(sys.modules, "psycopg", None)
    with pytest.raises(StartError) as refused:
        check_database("postgresql+psycopg://ann:hunter2@127.0.0.1:1/games")
    said = str(refused.value)
    assert "'psycopg' is not installed" in said and "followsuit[scale]" in said
    assert "hunter2" not in said
