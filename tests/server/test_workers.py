"""``followsuit serve --workers N`` (issue 33): N processes on one port and one PostgreSQL
database; friends at one table reach whichever worker the kernel hands their connection to, and
play a whole deal; kill -9 the worker holding the table mid-deal: another takes it over, the
seats reconnect by themselves, the deal is played out, and the parent starts a worker again.
On a database whose row security keeps processes apart, each worker connects as a role of its
own (``ROLE_1``, ``ROLE_2``). Skipped, saying why, without PostgreSQL."""

from __future__ import annotations

import contextlib
import os
import signal
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from urllib.parse import urlsplit

import postgres
import pytest
from scenarios import http, store_of
from serving import free_port
from spread import Entry, play_a_deal_across

from followsuit.server.leases import Leases

pytestmark = [pytest.mark.xdist_group("workers"), pytest.mark.slow]


@pytest.fixture(scope="module")
def cluster() -> Iterator[postgres.Cluster]:
    with postgres.cluster_or_skip() as running:
        yield running


def children(parent: int) -> list[int]:
    found = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                fields = (entry / "stat").read_text().rsplit(")", 1)[1].split()
            except OSError:
                continue
            if int(fields[1]) == parent:
                found.append(int(entry.name))
    return found


def listening_on(port: int, pids: list[int]) -> int:
    """Which of ``pids`` listens on 127.0.0.1:``port`` (its socket's inode among its files)."""
    inodes = set()
    for line in Path("/proc/net/tcp").read_text().splitlines()[1:]:
        fields = line.split()
        if int(fields[1].split(":")[1], 16) == port and fields[3] == "0A":  # LISTEN
            inodes.add(fields[9])
    for pid in pids:
        for fd in Path(f"/proc/{pid}/fd").iterdir():
            try:
                target = os.readlink(fd)
            except OSError:
                continue
            if target.startswith("socket:[") and target[8:-1] in inodes:
                return pid
    raise AssertionError(f"no worker listens on port {port}")


class Workers:
    def __init__(self, database: str, workers: int) -> None:
        self.port = free_port()
        self.base = f"http://127.0.0.1:{self.port}"
        command = [sys.executable, "-m", "followsuit.server", "--port", str(self.port)]
        command += ["--database", database, "--workers", str(workers), "--lease-seconds", "3"]
        self.said = tempfile.TemporaryFile()  # noqa: SIM115 - closed in stop()
        self.process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=self.said)
        deadline = time.time() + 60
        while True:
            try:
                with urllib.request.urlopen(self.base + "/api/stats", timeout=2):
                    break
            except (urllib.error.URLError, OSError):
                assert self.process.poll() is None, "the workers' parent stopped"
                assert time.time() < deadline, "the workers did not start"
                time.sleep(0.2)

    def stderr(self) -> str:
        self.said.seek(0)
        return self.said.read().decode(errors="replace")

    def stop(self) -> None:
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGTERM)
            self.process.wait(timeout=60)
        self.said.close()


def live(database: str) -> list[str]:
    store = store_of(database)
    try:
        return [h.address for h in Leases(store.engine, "test", "", 1).live_servers()]
    finally:
        store.close()


def roles_of_servers(database: str) -> list[str]:
    """The roles of the live processes (each ``servers`` row's, as the database wrote it)."""
    import sqlalchemy as sa

    store = store_of(database)
    try:
        with store.engine.connect() as conn:
            query = "SELECT role FROM servers WHERE expires >= extract(epoch from now())"
            return sorted(str(row.role) for row in conn.execute(sa.text(query)))
    finally:
        store.close()


def wait_until(check: object, within: float = 30) -> None:
    deadline = time.time() + within
    while not check():  # type: ignore[operator]
        assert time.time() < deadline, "not within the time"
        time.sleep(0.2)


def test_friends_through_two_workers_play_a_deal_through_a_kill_of_its_owner(
    cluster: postgres.Cluster,
) -> None:
    secured = cluster.secured()
    secured.grant("crew", "crew_1", "crew_2")  # as python -m followsuit.server.roles does
    database = secured.owner  # the test reads every row
    workers = Workers(secured.url_as("crew"), 2)
    try:
        wait_until(lambda: len(live(database)) == 2)
        before = live(database)
        assert roles_of_servers(database) == ["crew_1", "crew_2"], "a role each"
        entries = [Entry(workers.base) for _ in range(4)]

        def kill_the_owner(table: str) -> None:
            # The workers started together on a new database, and none failed doing so.
            assert "stopped" not in workers.stderr(), workers.stderr()
            store = store_of(database)
            try:
                holder = Leases(store.engine, "test", "", 1).holder(table)
            finally:
                store.close()
            assert holder is not None
            port = urlsplit(holder.address).port
            assert port is not None
            os.kill(listening_on(port, children(workers.process.pid)), signal.SIGKILL)

        played = play_a_deal_across(entries, kill=kill_the_owner, kill_after=20)
        assert played.resumed_at == 20
        # The parent started a worker again: two are live, one of them new.
        wait_until(lambda: len(set(live(database)) - set(before)) == 1 and len(live(database)))
        status, _ = http(workers.base, "GET", "/api/stats")
        assert status == 200
        # The worker started again connects as the dead one's role; the table is the
        # survivor's now.
        wait_until(lambda: roles_of_servers(database) == ["crew_1", "crew_2"])
    finally:
        workers.stop()
    assert workers.process.returncode == 0, "stopped cleanly by SIGTERM"
    assert children(workers.process.pid) == []


def test_workers_need_a_database_they_share(tmp_path: Path) -> None:
    """--workers with SQLite is one line saying what to give instead."""
    command = [sys.executable, "-m", "followsuit.server", "--port", str(free_port())]
    command += ["--database", str(tmp_path / "t.sqlite3"), "--workers", "2"]
    done = subprocess.run(command, capture_output=True, text=True, timeout=60)
    assert done.returncode != 0
    assert "needs a database the workers share" in done.stderr
    assert "postgresql" in done.stderr


def test_workers_on_a_database_keeping_processes_apart_need_a_role_each(
    cluster: postgres.Cluster,
) -> None:
    """On a secured database the workers do not share the URL's role: without their own
    roles they are refused, in one line naming the role missing and how to make it."""
    secured = cluster.secured()
    secured.grant("solo")
    command = [sys.executable, "-m", "followsuit.server", "--port", str(free_port())]
    command += ["--database", secured.url_as("solo"), "--workers", "2"]
    started = subprocess.Popen(
        command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, start_new_session=True
    )
    try:
        _, said = started.communicate(timeout=60)
    finally:  # had the workers started, none is left behind
        with contextlib.suppress(ProcessLookupError):
            os.killpg(started.pid, signal.SIGKILL)
    assert started.returncode not in (0, None)
    assert "'solo_1'" in said, said
    assert "python -m followsuit.server.roles" in said and "--workers 2 solo" in said


def test_the_shared_tables_are_made_before_the_workers_start(cluster: postgres.Cluster) -> None:
    """Workers starting together on a new database each creating the tables would race (one
    fails on a table another just made): the parent makes them all first."""
    import sqlalchemy as sa

    from followsuit.server.workers import prepare

    database = cluster.database()
    prepare(database)
    prepare(database)  # and again on a database that has them
    engine = sa.create_engine(database)
    try:
        with engine.connect() as conn:
            names = set(sa.inspect(conn).get_table_names())
    finally:
        engine.dispose()
    assert {"tables", "actions", "table_leases", "servers", "lobby"} <= names
