"""Routing by table between two processes sharing a database (issue 33), here two servers in
this process on one SQLite file: a request for a table the other process holds is forwarded and
answered as the owner answers it; a request claiming to be forwarded already is never forwarded
again; a table that could not be stored leaves no lease behind."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import sqlalchemy as sa
from serving import LiveServer
from websockets.sync.client import connect

from followsuit.server.leases import leases_table
from followsuit.server.routing import FORWARDED


@pytest.fixture(scope="module")
def pair(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[LiveServer, LiveServer]]:
    database = tmp_path_factory.mktemp("db") / "tables.sqlite3"
    owner = LiveServer(database, lease=30).start()
    other = LiveServer(database, lease=30).start()
    try:
        yield owner, other
    finally:
        other.stop()
        owner.stop()


def table_at(owner: LiveServer) -> dict[str, Any]:
    body = {"game": "spades", "seats": ["you", "human", "bot", "bot"], "start": "wait"}
    created: dict[str, Any] = owner.post("/api/tables", body)
    return created


def test_a_request_for_another_process_s_table_is_answered_by_its_owner(
    pair: tuple[LiveServer, LiveServer],
) -> None:
    owner, other = pair
    created = table_at(owner)
    table = created["table"]
    path = f"/api/tables/{table}/state?token={created['token']}"
    assert other.request("GET", path) == owner.request("GET", path)
    joined = other.post(f"/api/tables/{table}/join", {"name": "Cy"})
    assert joined["seat"] == 1
    assert owner.get(f"/api/tables/{table}")["seats"][1]["name"] == "Cy"
    assert table not in other.hall.rooms, "the other process forwarded: it holds nothing"


def test_a_request_claiming_to_be_forwarded_is_never_forwarded_again(
    pair: tuple[LiveServer, LiveServer],
) -> None:
    """A client sending the forwarding header itself gets no further than the process it
    reached: 503 ``elsewhere``, and a websocket closed with 1013 (the page reconnects),
    not a server error."""
    import urllib.error
    import urllib.request

    owner, other = pair
    table = table_at(owner)["table"]
    request = urllib.request.Request(f"{other.base}/api/tables/{table}", headers={FORWARDED: "1"})
    with pytest.raises(urllib.error.HTTPError) as refused:
        urllib.request.urlopen(request, timeout=20)
    assert refused.value.code == 503
    assert json.loads(refused.value.read())["code"] == "elsewhere"
    with connect(
        f"{other.ws_base}/ws/{table}", additional_headers={FORWARDED: "1"}, open_timeout=20
    ) as ws:
        message = json.loads(ws.recv(timeout=20))
        assert message["code"] == "elsewhere"
        with pytest.raises(Exception):  # noqa: B017 - closed: the next receive fails
            ws.recv(timeout=20)
        assert ws.close_code == 1013


def test_a_table_that_could_not_be_stored_leaves_no_lease(
    pair: tuple[LiveServer, LiveServer], monkeypatch: pytest.MonkeyPatch
) -> None:
    owner, _ = pair
    hall = owner.hall
    store = hall.store

    def leases() -> int:
        with store.engine.connect() as conn:
            return len(conn.execute(sa.select(leases_table.c.table_id)).all())

    before = leases()
    real = hall.journal.write

    async def refusing(*writes: Any) -> None:
        if any(type(w).__name__ == "NewTable" for w in writes):
            raise OSError("the disk is full")
        await real(*writes)

    monkeypatch.setattr(hall.journal, "write", refusing)
    status, answer = owner.request("POST", "/api/tables", {"game": "spades"})
    assert status == 503, answer
    monkeypatch.undo()
    assert leases() == before


def test_the_leases_file_is_the_tables_file(pair: tuple[LiveServer, LiveServer]) -> None:
    """Both processes read and write the one database named."""
    owner, other = pair
    assert Path(owner.hall.store.url.removeprefix("sqlite:///")) == Path(
        other.hall.store.url.removeprefix("sqlite:///")
    )
