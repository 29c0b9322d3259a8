"""Two server processes on one PostgreSQL database (issue 33): each table is played by the
process holding its lease; kill -9 that process and the other takes its tables over within a
lease's length, from the journal, with every accepted action there and play going on from
exactly there. Each process connects as a role of its own, on a database whose row security
holds it to the tables whose leases it holds. Skipped, saying why, without PostgreSQL."""

from __future__ import annotations

import json
import random
import time
from collections.abc import Iterator
from typing import Any

import postgres
import pytest
import spread
from scenarios import Recorder, busy_tables, http, rebuilt, store_of
from serving import ServerProcess
from spread import Entry, play_a_deal_across

from followsuit import games

pytestmark = [pytest.mark.xdist_group("takeover"), pytest.mark.slow]

LEASE = 3.0
"""Seconds a lease lasts in these tests: the survivor takes over within it."""


@pytest.fixture(scope="module")
def cluster() -> Iterator[postgres.Cluster]:
    with postgres.cluster_or_skip() as running:
        yield running


def shared(database: postgres.Secured) -> ServerProcess:
    """A process of its own role (row security holds it to the tables whose leases it
    holds)."""
    return spread.shared(database.role(), LEASE)


def wait_for(base: str, path: str, ready: Any, within: float = 30) -> Any:
    """Ask ``base`` for ``path`` until ``ready(answer)`` holds (503 meanwhile: the table
    changes hands)."""
    deadline = time.time() + within
    while True:
        status, answer = http(base, "GET", path)
        assert status in (200, 503), (status, answer)
        if status == 200 and ready(answer):
            return answer
        assert time.time() < deadline, f"{path} was not ready in {within} s: {status} {answer}"
        time.sleep(0.1)


def test_a_killed_process_s_tables_are_taken_over_with_every_accepted_action(
    cluster: postgres.Cluster,
) -> None:
    database = cluster.secured()
    ann = shared(database)
    bob = shared(database)
    acknowledged: list[tuple[int, str]] = []
    try:
        bot_tables, mine = busy_tables(ann.base, ["spades", "oh-hell", "10-bridge"])
        recorders = [Recorder(ann, table) for table in [*bot_tables, mine["table"]]]
        for recorder in recorders:
            recorder.start()
        rng = random.Random(7)
        deadline = time.time() + 2.0
        while time.time() < deadline:
            status, state = http(
                ann.base, "GET", f"/api/tables/{mine['table']}/state?token={mine['token']}"
            )
            view = state["view"]
            if view["to_act"] == state["seat"] and view["legal"]:
                action = rng.choice(view["legal"])
                status, answer = http(
                    ann.base,
                    "POST",
                    f"/api/tables/{mine['table']}/act",
                    {"action": action, "state_id": state["state_id"], "token": mine["token"]},
                )
                if status == 200:
                    acknowledged.append((answer["state_id"], action))
            time.sleep(0.01)
        # The other process does not play ann's tables while ann lives, asked or not.
        http(bob.base, "GET", f"/api/tables/{bot_tables[0]}")
        http(bob.base, "GET", f"/api/tables/{mine['table']}/state")
        assert http(bob.base, "GET", "/api/stats")[1]["tables"] == 0
        ann.kill()
        for recorder in recorders:
            recorder.join(timeout=20)
        assert acknowledged, "the test's own seat acted"
        assert all(len(r.states) > 5 for r in recorders[:-1]), "the bot tables were played"

        # Every state anybody was sent is stored, and every acknowledged action.
        store = store_of(database.owner)
        try:
            stored = {}
            for recorder in recorders:
                table_id = recorder.states[0]["table"]["id"]
                row = store.load(table_id)
                assert row is not None
                seen = max(s["state_id"] for s in recorder.states)
                assert len(row.actions) >= seen, f"{table_id}: a state was sent unstored"
                last = recorder.states[-1]
                again = rebuilt(store, table_id, last["state_id"])
                assert json.loads(json.dumps(again.view(None))) == last["view"]
                stored[table_id] = row.actions
            row = store.load(mine["table"])
            assert row is not None
            spades = games.load("spades").new_deal()
            for state_id, action in acknowledged:
                assert row.actions[state_id - 1][1] == spades.parse(action).text
        finally:
            store.close()

        # The survivor takes every table over by itself, and plays on from exactly there.
        wait_for(bob.base, "/api/stats", lambda s: s["tables"] == len(recorders))
        for table_id in bot_tables:
            wait_for(
                bob.base,
                f"/api/tables/{table_id}",
                lambda s, t=table_id: s["state_id"] > len(stored[t]) or s["status"] == "finished",
            )
        state = wait_for(
            bob.base,
            f"/api/tables/{mine['table']}/state?token={mine['token']}",
            lambda s: True,
        )
        assert state["state_id"] >= len(stored[mine["table"]]), "no action of it was lost"
        assert state["seat"] == 0, "the seat's token holds its seat on the new owner"
    finally:
        ann.stop()
        bob.stop()
    store = store_of(database.owner)
    try:
        for table_id, actions in stored.items():
            row = store.load(table_id)
            assert row is not None
            assert row.actions[: len(actions)] == actions, "the table went on from there"
    finally:
        store.close()


def test_friends_through_two_processes_play_a_deal_through_a_kill_of_its_owner(
    cluster: postgres.Cluster,
) -> None:
    """Any process answers for any table: seats joined and connected through the process that
    does not hold the table play with those on the one that does (their requests and
    websockets forwarded to it). kill -9 the owner mid-deal: every seat reconnects (those of
    the dead process through the other, as a proxy in front would send them), the other
    process takes the table over with every accepted action, and the deal is played out."""
    database = cluster.secured()
    ann = shared(database)
    bob = shared(database)
    try:
        entries = [Entry(ann.base), Entry(bob.base), Entry(bob.base), Entry(ann.base)]

        def kill_the_owner(table: str) -> None:
            assert http(bob.base, "GET", "/api/stats")[1]["tables"] == 0, "ann holds it"
            ann.kill()
            for entry in entries:
                entry.base = bob.base

        played = play_a_deal_across(entries, kill=kill_the_owner, kill_after=20)
        assert played.resumed_at == 20
        assert http(bob.base, "GET", "/api/stats")[1]["tables"] == 1, "bob holds it now"
        store = store_of(database.owner)
        try:
            row = store.load(played.table)
            assert row is not None
            spades = games.load("spades").new_deal()
            assert [(n, a) for n, (_, a) in enumerate(row.actions, 1)][: len(played.actions)] == [
                (n, spades.parse(a).text) for n, a in played.actions
            ]
        finally:
            store.close()
    finally:
        ann.stop()
        bob.stop()


def test_a_lone_server_is_refused_a_database_shared_processes_use(
    cluster: postgres.Cluster,
) -> None:
    """Started without --shared, a server plays every unfinished table: on a database that
    shared processes use it would play theirs too. It is refused, in one line saying why."""
    database = cluster.secured()
    ann = shared(database)
    lone = ServerProcess(database.owner)
    try:
        with pytest.raises(RuntimeError) as refused:
            lone.start()
        said = str(refused.value)
        assert "1 server process(es) share the database" in said and "--shared" in said
    finally:
        lone.stop()  # had it started, it is stopped
        ann.stop()
    ServerProcess(database.owner).start().stop()  # once they are gone, it starts
