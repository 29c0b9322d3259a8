"""A restarted server resumes every table exactly (issue 4: the restart test), on the default
SQLite file. (The same scenario runs on PostgreSQL in test_postgres.py.)

The server runs in a child process; tables are played by bots (and one by the test over HTTP)
while spectators record every state they are sent. The process is killed with SIGKILL in the
middle of the games and started again on the same database: every state anybody was sent is
reproduced by the stored actions, no acknowledged action is lost, and the tables play on.
"""

from __future__ import annotations

from pathlib import Path

import scenarios


def test_a_killed_server_resumes_every_table_with_no_accepted_action_lost(tmp_path: Path) -> None:
    """Issue 4: SIGKILL mid-game, restart; every table resumes, no accepted action lost."""
    scenarios.killed_server_resumes_with_no_accepted_action_lost(tmp_path / "tables.sqlite3")
