"""Persistence (issue 4, part 2): every accepted action is stored before anybody is told, and a
server started again on the same database resumes every unfinished table exactly."""

from __future__ import annotations

import json
from pathlib import Path

from serving import Socket, live_server

from followsuit.server.persistence import Store, database_url


def test_every_state_sent_is_already_stored(tmp_path: Path) -> None:
    """An action is written before it is acknowledged: whenever a spectator receives state n,
    the database already holds n actions."""
    database = tmp_path / "tables.sqlite3"
    store = Store(database_url(database))
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
    store.close()


def test_a_restarted_server_resumes_every_unfinished_table_exactly(tmp_path: Path) -> None:
    """Tables stopped mid-deal come back with the same state and the same view for every
    seat; waiting tables keep their seats and host."""
    database = tmp_path / "tables.sqlite3"
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


def test_the_journal_commits_from_its_thread_for_database_servers(tmp_path: Path) -> None:
    """With a database server (PostgreSQL) the journal commits in its worker thread; the
    writes are the same, each writer resuming only once its transaction is committed."""
    import asyncio

    from followsuit.server.persistence import (
        Journal,
        StoredTable,
        append_action,
        create_table,
        update_table,
    )

    store = Store(database_url(tmp_path / "tables.sqlite3"))
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
        journal = Journal(store, inline=False)
        journal.start()
        await journal.write(create_table(table))
        await asyncio.gather(
            *(journal.write(append_action("t1", n, n % 4, str(n), 0.0)) for n in range(20))
        )
        await journal.write(update_table("t1", status="finished", record={"deals": []}))
        assert journal.writes == 22 and journal.commits < 22, "writes were grouped"
        await journal.close()

    asyncio.run(scenario())
    row = Store(database_url(tmp_path / "tables.sqlite3")).load("t1")
    assert row is not None
    assert row.actions == [(n % 4, str(n)) for n in range(20)]
    assert row.status == "finished" and row.record == {"deals": []}
