"""Owner leases (issue 33): a table is held by one process at a time; a lease not renewed runs
out and another process may take it; a process that lost a lease no longer finds it among its
own. Run on SQLite and on a throwaway PostgreSQL cluster (skipped, saying why, without one)."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Iterator
from pathlib import Path

import postgres
import pytest

from followsuit.server.leases import Leases, leases_table
from followsuit.server.persistence import (
    Journal,
    Store,
    StoredTable,
    append_action,
    create_table,
)
from followsuit.server.sharing import LeaseLost, Ownership, Sharing

pytestmark = pytest.mark.xdist_group("leases")


@pytest.fixture(scope="module")
def cluster() -> Iterator[postgres.Cluster | None]:
    if postgres.unavailable():
        yield None
        return
    with postgres.throwaway_cluster() as running:
        yield running


@pytest.fixture(params=["sqlite", "postgresql"])
def store(
    request: pytest.FixtureRequest, cluster: postgres.Cluster | None, tmp_path: Path
) -> Iterator[Store]:
    if request.param == "sqlite":
        url = f"sqlite:///{tmp_path / 'tables.sqlite3'}"
    else:
        if cluster is None:
            pytest.skip(postgres.unavailable() or "no PostgreSQL cluster")
        url = cluster.database()
    opened = Store(url)
    try:
        yield opened
    finally:
        opened.close()


def stored(table_id: str, status: str = "playing") -> StoredTable:
    return StoredTable(
        id=table_id,
        game="spades",
        preset=None,
        options={},
        seed=1,
        dealer=0,
        seats=[],
        settings={},
        host=None,
        status=status,
        created=time.time(),
    )


SHORT = 0.4
"""A lease's length in these tests (seconds): they wait past it."""


def test_a_table_is_held_by_one_process_at_a_time(store: Store) -> None:
    ann = Leases(store.engine, "ann", "http://127.0.0.1:1", 30)
    bob = Leases(store.engine, "bob", "http://127.0.0.1:2", 30)
    ann.register()
    bob.register()
    assert ann.claim("t1")
    assert not bob.claim("t1"), "a live lease is not taken"
    assert ann.claim("t1"), "its owner keeps it"
    holder = bob.holder("t1")
    assert holder is not None and (holder.owner, holder.address) == ("ann", "http://127.0.0.1:1")
    assert ann.renew() == {"t1"}
    assert bob.renew() == set()


def test_a_lease_not_renewed_runs_out_and_another_process_takes_it(store: Store) -> None:
    ann = Leases(store.engine, "ann", "http://127.0.0.1:1", SHORT)
    bob = Leases(store.engine, "bob", "http://127.0.0.1:2", 30)
    ann.register()
    assert ann.claim("t1")
    time.sleep(SHORT + 0.2)  # ann died: nothing renews its lease
    assert bob.holder("t1") is None
    assert bob.claim("t1")
    assert ann.renew() == set(), "a process whose lease was taken no longer holds it"
    assert not ann.claim("t1")


def test_the_orphans_are_the_unfinished_tables_nobody_holds(store: Store) -> None:
    store.write(
        [create_table(stored(name)) for name in ("held", "free", "ran-out")]
        + [create_table(stored("done", "finished"))]
    )
    ann = Leases(store.engine, "ann", "http://127.0.0.1:1", 30)
    short = Leases(store.engine, "cy", "http://127.0.0.1:3", SHORT)
    assert ann.claim("held") and short.claim("ran-out")
    time.sleep(SHORT + 0.2)
    assert sorted(ann.orphans(10)) == ["free", "ran-out"]
    ann.release(["held"])
    assert sorted(ann.orphans(10)) == ["free", "held", "ran-out"]
    ann.retire()
    assert ann.holder("held") is None


def test_a_process_writes_only_for_the_tables_whose_leases_it_holds(store: Store) -> None:
    """The journal refuses a write for a table this process does not hold, and one for a
    table whose lease another process took while this one was not renewing (its loop busy):
    it renews before writing, finds the lease gone, and stores nothing."""

    async def scenario() -> None:
        journal = Journal(store)
        journal.start()
        ownership = Ownership(
            Sharing("http://127.0.0.1:1", lease_seconds=30), store, journal, {}, _no_resume
        )
        await ownership.start()
        try:
            await ownership.claim_new("mine")
            await journal.write(create_table(stored("mine")))
            with pytest.raises(LeaseLost):
                await journal.write(create_table(stored("never-held")))
            await ownership.claim_new("taken")
            ownership.held_until = time.monotonic() - 1  # no renewal for too long
            with store.engine.begin() as conn:  # meanwhile another process took the lease
                conn.execute(
                    leases_table.update()
                    .where(leases_table.c.table_id == "taken")
                    .values(owner="bob")
                )
            with pytest.raises(LeaseLost):
                await journal.write(create_table(stored("taken")))
            await journal.write(append_action("mine", 0, 0, "1", time.time()))
        finally:
            await ownership.close()
            await journal.close()

    asyncio.run(scenario())
    assert store.load("never-held") is None and store.load("taken") is None
    row = store.load("mine")
    assert row is not None and row.actions == [(0, "1")]


async def _no_resume(row: StoredTable) -> object:
    raise AssertionError(f"no table is taken here ({row.id})")


def test_the_row_of_a_process_gone_for_an_hour_is_deleted(store: Store) -> None:
    """Every restart is a new process with a row of its own: the rows of processes gone
    long ago do not pile up."""
    import sqlalchemy as sa

    from followsuit.server.leases import FORGOTTEN, servers_table

    ann = Leases(store.engine, "ann", "http://127.0.0.1:1", 30)
    with store.engine.begin() as conn:
        conn.execute(
            servers_table.insert(),
            [
                {"owner": "old", "address": "x", "expires": time.time() - FORGOTTEN - 60},
                {"owner": "recent", "address": "y", "expires": time.time() - 60},
            ],
        )
    ann.register()
    ann.renew()
    with store.engine.connect() as conn:
        owners = {row.owner for row in conn.execute(sa.select(servers_table.c.owner))}
    assert owners == {"recent", "ann"}
