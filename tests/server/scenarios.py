"""Persistence and restart scenarios, run against any database the server takes: a SQLite file
(test_persistence.py, test_restart.py) or a PostgreSQL URL (test_postgres.py).

Each function plays its scenario on ``database`` (a file path or a SQLAlchemy URL) and asserts
what issue 4 asks: every accepted action is stored before anybody is sent it, and a restarted
server -- stopped cleanly or killed with SIGKILL -- resumes every unfinished table exactly.
"""

from __future__ import annotations

import asyncio
import json
import random
import threading
import time
import urllib.error
import urllib.request
from pathlib import Path
from typing import Any

from serving import ServerProcess, Socket, live_server
from websockets.exceptions import ConnectionClosed

from followsuit import games
from followsuit.server.persistence import (
    Journal,
    Store,
    StoredTable,
    append_action,
    create_table,
    database_url,
    update_table,
)
from followsuit.server.tables import Seat, Settings, Table

Database = Path | str


def store_of(database: Database) -> Store:
    return Store(database_url(str(database)))


def every_state_sent_is_already_stored(database: Database) -> None:
    """An action is written before it is acknowledged: whenever a spectator receives state n,
    the database already holds n actions."""
    store = store_of(database)
    try:
        with live_server(database) as server:
            created = server.post(
                "/api/tables",
                {
                    "game": "spades",
                    "seats": ["bot"] * 4,
                    "start": "now",
                    "settings": {"bot_delay": 0.01, "deal_pause": 0},
                },
            )
            socket = Socket(server.ws_base, created["table"])
            try:
                for _ in range(30):
                    state = socket.state()
                    row = store.load(created["table"])
                    assert row is not None and len(row.actions) >= state["state_id"]
            finally:
                socket.close()
    finally:
        store.close()


def restart_resumes_every_unfinished_table_exactly(database: Database) -> None:
    """Tables stopped mid-deal come back with the same state and the same view for every
    seat; waiting tables keep their seats and host."""
    with live_server(database) as server:
        playing = server.post(
            "/api/tables",
            {
                "game": "spades",
                "seats": ["you", "bot", "bot", "bot"],
                "dealer": 0,
                "settings": {"bot_delay": 0, "deal_pause": 0, "grace": 3600},
            },
        )
        socket = Socket(server.ws_base, playing["table"], playing["token"])
        state = socket.state()
        while state["view"]["to_act"] != 0:
            state = socket.state()
        socket.send({"action": state["view"]["legal"][4], "state_id": state["state_id"]})
        state = socket.state(after=state["state_id"])
        while state["view"]["to_act"] != 0:
            state = socket.state()
        socket.close()
        waiting = server.post(
            "/api/tables", {"game": "spades", "seats": ["you", "human", "human", "bot"]}
        )
        seats = (0, 1, None)
        views = [
            json.loads(json.dumps(server.hall.rooms[playing["table"]].table.view(s))) for s in seats
        ]
    with live_server(database) as again:
        room = again.hall.rooms[playing["table"]]
        assert room.table.state_id == state["state_id"]
        assert [json.loads(json.dumps(room.table.view(s))) for s in seats] == views
        resumed = Socket(again.ws_base, playing["table"], playing["token"])
        assert resumed.state()["state_id"] == state["state_id"]
        resumed.close()
        back = again.get(f"/api/tables/{waiting['table']}")
        assert back["status"] == "waiting" and back["open_seats"] == [1, 2]
        again.post(f"/api/tables/{waiting['table']}/start", {"token": waiting["host_token"]})
        assert again.get(f"/api/tables/{waiting['table']}")["status"] == "playing"


def restart_keeps_a_table_waiting_for_its_host(database: Database) -> None:
    """A table made to wait for its host ("start": "wait") still waits after a restart: the
    last open seat taken then does not start it; its host does."""
    with live_server(database) as server:
        created = server.post(
            "/api/tables",
            {"game": "spades", "seats": ["you", "human", "human", "bot"], "start": "wait"},
        )
        table = created["table"]
        server.post(f"/api/tables/{table}/join", {"seat": 1})
    with live_server(database) as again:
        again.post(f"/api/tables/{table}/join", {"seat": 2})
        waiting = again.get(f"/api/tables/{table}")
        assert waiting["status"] == "waiting" and waiting["open_seats"] == []
        again.post(f"/api/tables/{table}/start", {"token": created["host_token"]})
        assert again.get(f"/api/tables/{table}")["status"] == "playing"


def journal_groups_commits_and_waits_for_them(database: Database, *, inline: bool) -> None:
    """The journal's writes land in order, grouped in few transactions, each writer resuming
    only once its transaction is committed; ``inline=False`` is how it runs for a database
    server (commits in its worker thread)."""
    store = store_of(database)
    table = StoredTable(
        id="t1",
        game="spades",
        preset=None,
        options={},
        seed=1,
        dealer=0,
        seats=[{"kind": "bot", "bot": "random"}] * 4,
        settings={},
        host=None,
        status="playing",
        created=0.0,
    )

    async def scenario() -> None:
        journal = Journal(store, inline=inline)
        journal.start()
        await journal.write(create_table(table))
        await asyncio.gather(
            *(journal.write(append_action("t1", n, n % 4, str(n), 0.0)) for n in range(20))
        )
        await journal.write(update_table("t1", status="finished", record={"deals": []}))
        assert journal.writes == 22 and journal.commits < 22, "writes were grouped"
        await journal.close()

    asyncio.run(scenario())
    again = store_of(database)
    try:
        row = again.load("t1")
        assert row is not None
        assert row.actions == [(n % 4, str(n)) for n in range(20)]
        assert row.status == "finished" and row.record == {"deals": []}
    finally:
        again.close()


# -- SIGKILL in the middle of games ------------------------------------------------------------


def busy_tables(base: str, names: list[str]) -> tuple[list[str], dict[str, Any]]:
    """A table of bots alone for each game of ``names``, started at once, its bots quick; and
    one Spades table of the test's with three bots (``mine``: its ``table`` and ``token``)."""
    fast = {"bot_delay": 0.02, "deal_pause": 0, "grace": 3600}
    bot_tables = []
    for name in names:
        status, created = http(
            base,
            "POST",
            "/api/tables",
            {
                "game": name,
                "seats": ["bot"] * games.load(name).players,
                "settings": fast,
                "start": "now",
            },
        )
        assert status == 201, created
        bot_tables.append(created["table"])
    status, mine = http(
        base,
        "POST",
        "/api/tables",
        {"game": "spades", "seats": ["you", "bot", "bot", "bot"], "settings": fast},
    )
    assert status == 201
    return bot_tables, mine


def http(base: str, method: str, path: str, body: Any = None) -> tuple[int, Any]:
    data = json.dumps(body).encode() if body is not None else None
    request = urllib.request.Request(
        base + path, data=data, method=method, headers={"Content-Type": "application/json"}
    )
    try:
        with urllib.request.urlopen(request, timeout=20) as response:
            return response.status, json.loads(response.read())
    except urllib.error.HTTPError as error:
        return error.code, json.loads(error.read())


class Recorder(threading.Thread):
    """A spectator keeping every state message until its connection dies."""

    def __init__(self, server: ServerProcess, table: str) -> None:
        super().__init__(daemon=True)
        self.socket = Socket(server.ws_base, table)
        self.states: list[dict[str, Any]] = []

    def run(self) -> None:
        try:
            while True:
                message = self.socket.recv(timeout=60)
                if message["type"] == "state":
                    self.states.append(message)
        except (ConnectionClosed, TimeoutError, OSError):
            return


def rebuilt(store: Store, table_id: str, upto: int) -> Table:
    row = store.load(table_id)
    assert row is not None
    return Table(
        table_id=row.id,
        game=row.game,
        preset=row.preset,
        options=row.options,
        key=row.key,
        seed=row.seed,
        dealer=row.dealer,
        seats=[Seat.from_stored(s, 0) for s in row.seats],
        settings=Settings.from_dict(row.settings),
        status=row.status,
        actions=row.actions[:upto],
    )


def killed_server_resumes_with_no_accepted_action_lost(database: Database) -> None:
    """SIGKILL mid-game, restart; every table resumes, no accepted action lost.

    The server runs in a child process; tables are played by bots (and one by the test over
    HTTP) while spectators record every state they are sent. After the kill, every state
    anybody was sent is reproduced by the stored actions, every acknowledged action is
    stored, and after the restart every table plays on from exactly there.
    """
    server = ServerProcess(database).start()
    recorders: list[Recorder] = []
    acknowledged: list[tuple[int, str]] = []
    try:
        bot_tables, mine = busy_tables(server.base, games.names() * 2)
        for table in [*bot_tables, mine["table"]]:
            recorder = Recorder(server, table)
            recorder.start()
            recorders.append(recorder)
        rng = random.Random(5)
        deadline = time.time() + 2.5
        while time.time() < deadline:
            status, state = http(
                server.base, "GET", f"/api/tables/{mine['table']}/state?token={mine['token']}"
            )
            view = state["view"]
            if view["to_act"] == state["seat"] and view["legal"]:
                action = rng.choice(view["legal"])
                status, answer = http(
                    server.base,
                    "POST",
                    f"/api/tables/{mine['table']}/act",
                    {"action": action, "state_id": state["state_id"], "token": mine["token"]},
                )
                if status == 200:
                    acknowledged.append((answer["state_id"], action))
            time.sleep(0.01)
        server.kill()
    finally:
        server.stop()
    for recorder in recorders:
        recorder.join(timeout=20)
    assert any(len(r.states) > 10 for r in recorders), "the tables were being played"
    assert acknowledged, "the test's own seat acted"

    store = store_of(database)
    try:
        for recorder in recorders:
            table_id = recorder.states[0]["table"]["id"]
            row = store.load(table_id)
            assert row is not None
            seen = max(s["state_id"] for s in recorder.states)
            assert len(row.actions) >= seen, f"{table_id}: a state was sent before it was stored"
            for state in (
                recorder.states[:: max(1, len(recorder.states) // 25)] + recorder.states[-1:]
            ):
                again = rebuilt(store, table_id, state["state_id"])
                view = json.loads(json.dumps(again.view(None)))
                assert view == state["view"], {
                    k: (view.get(k), state["view"].get(k))
                    for k in view.keys() | state["view"].keys()
                    if view.get(k) != state["view"].get(k)
                }
        row = store.load(mine["table"])
        assert row is not None
        for state_id, action in acknowledged:
            assert (
                row.actions[state_id - 1][1] == games.load("spades").new_deal().parse(action).text
            )
        stored = {}
        for recorder in recorders:
            table_id = recorder.states[0]["table"]["id"]
            row = store.load(table_id)
            assert row is not None
            stored[table_id] = row.actions
    finally:
        store.close()

    again = ServerProcess(database).start()
    try:
        waiting = set(bot_tables)
        deadline = time.time() + 60
        while waiting and time.time() < deadline:
            for table_id in list(waiting):
                status, summary = http(again.base, "GET", f"/api/tables/{table_id}")
                assert status == 200
                if summary["state_id"] > len(stored[table_id]) or summary["status"] == "finished":
                    waiting.discard(table_id)
            time.sleep(0.1)
        assert not waiting, "every bot table plays on after the restart"
    finally:
        again.stop()
    store = store_of(database)
    try:
        for table_id, actions in stored.items():
            row = store.load(table_id)
            assert row is not None
            assert row.actions[: len(actions)] == actions, "the restarted table went on from there"
    finally:
        store.close()
