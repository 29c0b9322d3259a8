"""Persistence and restart on PostgreSQL (issue 4, part 2: "PostgreSQL when given a URL").

A throwaway cluster (initdb into a temporary directory, a server on 127.0.0.1 and a free port,
run as the ``postgres`` user when the tests run as root) holds a fresh database per test; the
server is given its ``postgresql+psycopg://`` URL and must behave exactly as on SQLite: every
accepted action is written before anybody is sent it, and a restarted server -- stopped or
killed with SIGKILL -- resumes every unfinished table exactly. Skipped, with the reason, when
PostgreSQL's binaries or a driver are missing.
"""

from __future__ import annotations

from collections.abc import Iterator

import postgres
import pytest
import scenarios
import sqlalchemy as sa

from followsuit.server.persistence import Store, database_url


@pytest.fixture(scope="module")
def cluster() -> Iterator[postgres.Cluster]:
    with postgres.cluster_or_skip() as running:
        yield running


@pytest.fixture()
def database(cluster: postgres.Cluster) -> str:
    return cluster.database()


def test_the_server_stores_its_tables_in_postgresql_when_given_a_url(database: str) -> None:
    """Issue 4: "PostgreSQL when given a URL (SQLAlchemy)": the URL is used as given, the
    tables are created in that database, and nothing falls back to a SQLite file."""
    assert database_url(database) == database
    store = Store(database)
    try:
        assert store.engine.dialect.name == "postgresql"
        with store.engine.connect() as conn:
            names = set(sa.inspect(conn).get_table_names())
        assert {"tables", "actions"} <= names
    finally:
        store.close()


def test_every_state_sent_is_already_stored_in_postgresql(database: str) -> None:
    """Issue 4: "every accepted action is written before it is acknowledged", with the
    journal committing to PostgreSQL from its worker thread: whenever a spectator receives
    state n, the database already holds n actions."""
    scenarios.every_state_sent_is_already_stored(database)


def test_a_restarted_server_resumes_every_postgresql_table_exactly(database: str) -> None:
    """Issue 4: "a restarted server resumes every unfinished table exactly": same state and
    same view for every seat; waiting tables keep their seats and host."""
    scenarios.restart_resumes_every_unfinished_table_exactly(database)


def test_a_postgresql_table_waiting_for_its_host_still_waits_after_a_restart(
    database: str,
) -> None:
    """The table's way of starting is stored with it: "start": "wait" outlives a restart."""
    scenarios.restart_keeps_a_table_waiting_for_its_host(database)


def test_the_journal_groups_commits_to_postgresql_and_waits_for_them(database: str) -> None:
    """Each writer resumes only once its PostgreSQL transaction is committed; writes queued
    together share a transaction and land in order."""
    scenarios.journal_groups_commits_and_waits_for_them(database, inline=False)


def test_a_killed_server_resumes_every_postgresql_table_with_no_action_lost(
    database: str,
) -> None:
    """Issue 4: SIGKILL mid-game, restart on the same PostgreSQL database; every table
    resumes, no accepted action lost, every state anybody saw is reproduced."""
    scenarios.killed_server_resumes_with_no_accepted_action_lost(database)
