"""Persistence (issue 4, part 2) on the default SQLite file: every accepted action is stored
before anybody is told, and a server started again on the same database resumes every
unfinished table exactly. (The same scenarios run on PostgreSQL in test_postgres.py.)"""

from __future__ import annotations

import asyncio
from pathlib import Path

import scenarios

from followsuit.server.persistence import Journal, append_action


def test_every_state_sent_is_already_stored(tmp_path: Path) -> None:
    """Issue 4: "every accepted action is written before it is acknowledged": whenever a
    spectator receives state n, the database already holds n actions."""
    scenarios.every_state_sent_is_already_stored(tmp_path / "tables.sqlite3")


def test_a_restarted_server_resumes_every_unfinished_table_exactly(tmp_path: Path) -> None:
    """Issue 4: "a restarted server resumes every unfinished table exactly": same state and
    same view for every seat; waiting tables keep their seats and host."""
    scenarios.restart_resumes_every_unfinished_table_exactly(tmp_path / "tables.sqlite3")


def test_a_table_waiting_for_its_host_still_waits_after_a_restart(tmp_path: Path) -> None:
    """The table's way of starting is stored with it: "start": "wait" outlives a restart."""
    scenarios.restart_keeps_a_table_waiting_for_its_host(tmp_path / "tables.sqlite3")


def test_the_journal_groups_commits_and_waits_for_them(tmp_path: Path) -> None:
    """Every write is committed before its writer resumes, grouped in few transactions, on
    the event loop (SQLite's way)."""
    scenarios.journal_groups_commits_and_waits_for_them(tmp_path / "tables.sqlite3", inline=True)


def test_the_journal_commits_from_its_thread_for_database_servers(tmp_path: Path) -> None:
    """With a database server (PostgreSQL) the journal commits in its worker thread; the
    writes are the same, each writer resuming only once its transaction is committed."""
    scenarios.journal_groups_commits_and_waits_for_them(tmp_path / "tables.sqlite3", inline=False)


def test_the_write_ahead_log_stays_small_under_writes_that_never_stop(tmp_path: Path) -> None:
    """A table of bots with no pause commits without a break, so a passive checkpoint never
    catches up with the writes; the log must still not grow without end: after 20,000 commits
    made one after another (as such a table makes them), it has never passed a few MB."""
    database = tmp_path / "tables.sqlite3"
    wal = tmp_path / "tables.sqlite3-wal"
    store = scenarios.store_of(database)
    largest = 0

    async def scenario() -> None:
        nonlocal largest
        journal = Journal(store)
        journal.start()
        for seq in range(20_000):
            await journal.write(append_action("t1", seq, seq % 4, "QH", 0.0))
            if seq % 100 == 0:
                largest = max(largest, wal.stat().st_size)
        await journal.close()

    try:
        asyncio.run(scenario())
    finally:
        store.close()
    assert largest < 12 * 2**20, f"the write-ahead log reached {largest / 2**20:.0f} MB"
