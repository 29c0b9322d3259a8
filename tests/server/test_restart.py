"""A restarted server resumes every table exactly (issue 4: the restart test).

The server runs in a child process; tables are played by bots (and one by the test over HTTP)
while spectators record every state they are sent. The process is killed with SIGKILL in the
middle of the games and started again on the same database: every state anybody was sent is
reproduced by the stored actions, no acknowledged action is lost, and the tables play on.
"""

from __future__ import annotations

import json
import random
import threading
import time
import urllib.request
from pathlib import Path
from typing import Any

from serving import ServerProcess, Socket
from websockets.exceptions import ConnectionClosed

from followsuit import games
from followsuit.server.persistence import Store, database_url
from followsuit.server.tables import Seat, Settings, Table


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
        seed=row.seed,
        dealer=row.dealer,
        seats=[Seat.from_stored(s, 0) for s in row.seats],
        settings=Settings.from_dict(row.settings),
        status=row.status,
        actions=row.actions[:upto],
    )


def test_a_killed_server_resumes_every_table_with_no_accepted_action_lost(tmp_path: Path) -> None:
    """Issue 4: SIGKILL mid-game, restart; every table resumes, no accepted action lost."""
    database = tmp_path / "tables.sqlite3"
    server = ServerProcess(database).start()
    bot_tables: list[str] = []
    recorders: list[Recorder] = []
    acknowledged: list[tuple[int, str]] = []
    try:
        fast = {"bot_delay": 0.02, "deal_pause": 0, "grace": 3600}
        for index, name in enumerate(games.names() * 2):
            status, created = http(
                server.base,
                "POST",
                "/api/tables",
                {
                    "game": name,
                    "seats": ["bot"] * 4,
                    "settings": fast,
                    "start": "now",
                    "seed": index,
                },
            )
            assert status == 201, created
            bot_tables.append(created["table"])
        status, mine = http(
            server.base,
            "POST",
            "/api/tables",
            {"game": "spades", "seats": ["you", "bot", "bot", "bot"], "settings": fast, "seed": 99},
        )
        assert status == 201
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

    store = Store(database_url(database))
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
                assert json.loads(json.dumps(again.view(None))) == state["view"]
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
    store = Store(database_url(database))
    try:
        for table_id, actions in stored.items():
            row = store.load(table_id)
            assert row is not None
            assert row.actions[: len(actions)] == actions, "the restarted table went on from there"
    finally:
        store.close()
