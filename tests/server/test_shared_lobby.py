"""One lobby across processes (issue 33): the open tables, and the seats taken at them, are
listed the same by every process sharing the database, whichever process holds each table
(PostgreSQL LISTEN/NOTIFY). Skipped, saying why, without PostgreSQL."""

from __future__ import annotations

import time
from collections.abc import Iterator
from typing import Any

import postgres
import pytest
from scenarios import http
from serving import ServerProcess
from spread import shared

pytestmark = [pytest.mark.xdist_group("shared-lobby"), pytest.mark.slow]


@pytest.fixture(scope="module")
def cluster() -> Iterator[postgres.Cluster]:
    with postgres.cluster_or_skip() as running:
        yield running


def shown(server: ServerProcess) -> list[Any]:
    """What a process's lobby shows: each table with its status, seats and open seats."""
    status, tables = http(server.base, "GET", "/api/tables")
    assert status == 200
    return [
        (t["id"], t["status"], t["open_seats"], [(s["name"], s["held"]) for s in t["seats"]])
        for t in tables
    ]


def the_same_everywhere(servers: list[ServerProcess], want: Any, within: float = 15) -> float:
    """Seconds until every process's lobby shows ``want(lobby)`` and they all agree."""
    began = time.time()
    while True:
        lobbies = [shown(server) for server in servers]
        if all(lobby == lobbies[0] for lobby in lobbies) and want(lobbies[0]):
            return time.time() - began
        assert time.time() - began < within, lobbies
        time.sleep(0.05)


def test_every_process_lists_the_same_open_tables_and_seats(cluster: postgres.Cluster) -> None:
    database = cluster.secured()
    ann = shared(database.role(), 5.0)  # a role each: the lobby is public to every role
    bob = shared(database.role(), 5.0)
    try:
        waiting = {"game": "spades", "seats": ["you", "human", "human", "bot"], "name": "Ann"}
        status, at_ann = http(ann.base, "POST", "/api/tables", waiting)
        assert status == 201
        status, at_bob = http(bob.base, "POST", "/api/tables", {**waiting, "name": "Bob"})
        assert status == 201
        bots = {"game": "oh-hell", "seats": ["bot"] * 4, "start": "now"}
        status, playing = http(ann.base, "POST", "/api/tables", bots)
        assert status == 201
        ids = {at_ann["table"], at_bob["table"], playing["table"]}
        took = the_same_everywhere([ann, bob], lambda lobby: {t[0] for t in lobby} == ids)
        print(f"three new tables listed alike by both processes after {took:.2f} s")

        # A seat taken through the process that does not hold the table shows everywhere.
        table = at_ann["table"]
        status, _ = http(bob.base, "POST", f"/api/tables/{table}/join", {"name": "Cy"})
        assert status == 200

        def cy_seated(lobby: list[Any]) -> bool:
            entry = next(t for t in lobby if t[0] == table)
            return entry[2] == [2] and entry[3][1] == ("Cy", True)

        took = the_same_everywhere([ann, bob], cy_seated)
        print(f"a seat taken listed alike by both processes after {took:.2f} s")
        assert http(ann.base, "GET", "/api/finished") == http(bob.base, "GET", "/api/finished")
    finally:
        ann.stop()
        bob.stop()
