"""No key or journal readable from another table's owner (issue 33): each server process
connects as a PostgreSQL role of its own, and the database's row security (server/roles.py)
lets a role read and write a table's secrets (its key, its journal, its undo log, its row with
any seed) only while it holds the table's lease. The checks connect as a process's role
directly, as a process that ran any SQL it liked could. Skipped, saying why, without
PostgreSQL."""

from __future__ import annotations

import time
from collections.abc import Iterator
from typing import Any

import postgres
import psycopg
import pytest
import sqlalchemy as sa
from psycopg import errors
from scenarios import store_of
from serving import LiveServer, ServerProcess
from spread import shared

from followsuit.server import roles
from followsuit.server.leases import Leases
from followsuit.server.persistence import Store

pytestmark = [pytest.mark.xdist_group("row-security"), pytest.mark.slow]

SECRETS = {"table_keys": "table_id", "actions": "table_id", "table_log": "table_id", "tables": "id"}
"""Each table holding a table's secrets, and the column naming the table."""


@pytest.fixture(scope="module")
def cluster() -> Iterator[postgres.Cluster]:
    with postgres.cluster_or_skip() as running:
        yield running


def connect(url: str) -> psycopg.Connection[Any]:
    """A plain connection as the URL's role (autocommit: each statement on its own)."""
    conninfo = sa.make_url(url).set(drivername="postgresql").render_as_string(False)
    return psycopg.connect(conninfo, autocommit=True)


def rows(url: str, table_id: str) -> dict[str, int]:
    """How many rows of the table's secrets the URL's role reads, each table of them."""
    with connect(url) as conn:
        return {
            name: conn.execute(
                f"SELECT count(*) FROM {name} WHERE {column} = %s", [table_id]
            ).fetchone()[0]  # type: ignore[index]
            for name, column in SECRETS.items()
        }


def stored_rows(url: str, table: str) -> dict[str, int]:
    """The table's rows of each kind as ``url``'s role reads them, once every kind is stored
    (the journal is written after the action is taken, so a read at once may come before it;
    10 s at most)."""
    deadline = time.time() + 10
    while True:
        found = rows(url, table)
        if all(found.values()) or time.time() > deadline:
            return found
        time.sleep(0.05)


def undone_table(server: LiveServer) -> str:
    """A table of one person and three bots, dealt from a chosen seed (stored in its row),
    where the person acted and took it back: a key, a journal and an undo log stored."""
    created = server.post(
        "/api/tables",
        {
            "game": "spades",
            "seats": ["you", "bot", "bot", "bot"],
            "seed": 7,
            "dealer": 0,  # the bots bid first: their actions stay in the journal after the undo
            "settings": {"bot_delay": 0, "deal_pause": 0, "grace": 3600},
        },
    )
    table, token = created["table"], created["token"]

    def my_turn() -> dict[str, Any]:
        deadline = time.time() + 20
        while True:
            state: dict[str, Any] = server.get(f"/api/tables/{table}/state?token={token}")
            if state["view"]["to_act"] == 0 and state["view"]["legal"]:
                return state
            assert time.time() < deadline, "the person's turn did not come"
            time.sleep(0.05)

    state = my_turn()
    action = {"token": token, "action": state["view"]["legal"][0], "state_id": state["state_id"]}
    server.post(f"/api/tables/{table}/act", action)
    state = my_turn()  # the bots have played round to the person again
    server.post(f"/api/tables/{table}/undo", {"token": token, "state_id": state["state_id"]})
    return table


def test_a_process_reads_no_key_journal_or_seed_of_a_table_another_holds(
    cluster: postgres.Cluster,
) -> None:
    database = cluster.secured()
    ann_url, bob_url = database.role(), database.role()
    bob = LiveServer(bob_url, chosen_seeds=True, lease=30).start()
    ann = LiveServer(ann_url, lease=30).start()
    try:
        table = undone_table(bob)
        stored = stored_rows(database.owner, table)
        assert all(stored.values()), f"bob stored every kind of secret: {stored}"
        assert rows(bob_url, table) == stored, "its holder reads them all"
        assert rows(ann_url, table) == dict.fromkeys(SECRETS, 0), "ann reads none"

        with connect(ann_url) as conn:
            # Nor can ann write them: a new row is refused, a change or a deletion finds none.
            for statement, values in [
                ("INSERT INTO actions VALUES (%s, 999, 0, 'AS', 0)", [table]),
                ("INSERT INTO table_keys VALUES (%s, 'forged')", [table]),
                (
                    "INSERT INTO table_log (table_id, at, seat, kind, detail) "
                    "VALUES (%s, 0, 0, 'undo', '{}')",
                    [table],
                ),
            ]:
                with pytest.raises(errors.InsufficientPrivilege, match="row-level security"):
                    conn.execute(statement, values)
            for statement in [
                "DELETE FROM actions WHERE table_id = %s",
                "UPDATE tables SET status = 'finished' WHERE id = %s",
                # nor take the lease of a table another holds, nor give it up for it
                "UPDATE table_leases SET owner = 'ann', expires = expires + 60 WHERE table_id = %s",
                "DELETE FROM table_leases WHERE table_id = %s",
                "DELETE FROM lobby WHERE table_id = %s",
            ]:
                assert conn.execute(statement, [table]).rowcount == 0, statement
            with pytest.raises(errors.InsufficientPrivilege):  # never granted at all
                conn.execute("UPDATE table_keys SET key = 'forged' WHERE table_id = %s", [table])
            # What is public stays readable: who holds the table, and the lobby.
            holder = conn.execute(
                "SELECT owner FROM table_leases WHERE table_id = %s", [table]
            ).fetchone()
            assert holder == (bob.hall.ownership.owner,)
        assert rows(database.owner, table) == stored, "nothing of bob's was changed"
        assert ann.get(f"/api/tables/{table}")["id"] == table, "ann forwards it to bob"
        assert ann.hall.rooms == {}
    finally:
        ann.stop()
        bob.stop()


def test_a_dead_process_s_lease_is_taken_once_run_out_and_its_journal_read_whole(
    cluster: postgres.Cluster,
) -> None:
    """The takeover: while the killed owner's lease runs, no other role may take it nor
    read the table; once it has run out, one takes it and reads every accepted action and
    the key, and the dead owner's role reads nothing of it any more."""
    database = cluster.secured()
    ann_url, bob_url = database.role(), database.role()
    bob = shared(bob_url, 4.0)
    try:
        status, created = _post(bob.base, {"game": "spades", "seats": ["bot"] * 4})
        assert status == 201
        table = created["table"]
        time.sleep(1.0)  # the bots play
        bob.kill()
        owner_store = store_of(database.owner)
        try:
            at_kill = owner_store.load(table)
        finally:
            owner_store.close()
        assert at_kill is not None and at_kill.key and len(at_kill.actions) > 4

        ann = Store(ann_url)
        leases = Leases(ann.engine, "ann", "http://127.0.0.1:1", 30)
        try:
            assert not leases.claim(table), "a live lease is not taken"
            assert ann.load(table) is None
            deadline = time.time() + 10
            while not leases.claim(table):
                assert time.time() < deadline, "the lease did not run out"
                time.sleep(0.2)
            resumed = ann.load(table)
            assert resumed is not None
            assert (resumed.key, resumed.actions) == (at_kill.key, at_kill.actions)
            assert rows(bob_url, table) == dict.fromkeys(SECRETS, 0), "bob's role: nothing"
        finally:
            ann.close()
    finally:
        bob.stop()


def test_a_lone_server_as_a_process_s_role_is_refused(cluster: postgres.Cluster) -> None:
    """Without --shared a server would rebuild every table, reading journals its role may
    not read: refused, saying to start it with --shared."""
    lone = ServerProcess(cluster.secured().role())
    try:
        with pytest.raises(RuntimeError, match="start this process with --shared"):
            lone.start()
    finally:
        lone.stop()


def test_a_role_that_reads_past_row_security_is_not_made_a_process_s(
    cluster: postgres.Cluster,
) -> None:
    database = cluster.secured()
    engine = sa.create_engine(database.owner)
    try:
        with pytest.raises(roles.RoleError, match="superuser"):
            roles.grant(engine, [postgres.USER])
        with engine.begin() as conn:
            conn.exec_driver_sql("CREATE ROLE keeper LOGIN")
            conn.exec_driver_sql("ALTER TABLE actions OWNER TO keeper")
        with pytest.raises(roles.RoleError, match="owns the table 'actions'"):
            roles.grant(engine, ["keeper"])
    finally:
        engine.dispose()


def _post(base: str, body: dict[str, Any]) -> tuple[int, Any]:
    from scenarios import http

    body = {**body, "start": "now", "settings": {"bot_delay": 0.02, "deal_pause": 0}}
    return http(base, "POST", "/api/tables", body)


def test_the_owner_s_command_makes_the_tables_their_security_and_the_roles(
    cluster: postgres.Cluster,
) -> None:
    """``python -m followsuit.server.roles``, as the owner of a new database: the tables
    with their row security, and a role for each process (a worker's each)."""
    import subprocess
    import sys

    owner = cluster.database()
    command = [sys.executable, "-m", "followsuit.server.roles", "--database", owner]
    done = subprocess.run(
        [*command, "--workers", "2", "deck"], capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.split("\n")[1:4] == [
        f"followsuit: {r} may serve tables" for r in ("deck", "deck_1", "deck_2")
    ]
    as_worker = owner.replace(f"//{postgres.USER}@", "//deck_2@", 1)
    engine = sa.create_engine(as_worker)
    try:
        assert roles.kept_apart(engine), "deck_2 is held to its leases"
    finally:
        engine.dispose()
    done = subprocess.run([*command, postgres.USER], capture_output=True, text=True, timeout=60)
    assert done.returncode != 0 and "superuser" in done.stderr


def test_a_process_whose_role_reads_every_table_is_told_so(cluster: postgres.Cluster) -> None:
    """A process sharing a database as a role row security does not hold to its leases (the
    owner's here: a superuser) says so when it starts; a process's own role does not."""
    from followsuit.server.startup import apart_note

    database = cluster.secured()
    said = apart_note(database.owner)
    assert said is not None and "reads every table's key and journal" in said
    assert apart_note(database.role()) is None
    assert apart_note("sqlite:///tables.sqlite3") is None
