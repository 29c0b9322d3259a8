"""A fault in one table's presentation never takes the table down (issue 31).

The end of a deal in words, a hint, the calls' explanations and the table's summary are
presentation: each is made on top of the table's state. When one of them raises, the server
logs it with the table's id, answers a request for that piece alone with a 500 naming nothing
of the server's insides, and sends every other client the state without the broken piece: the
table keeps accepting actions (over HTTP and the websocket) and serving its state to every
seat and the spectator, and every action it accepted is there after a restart.
"""

from __future__ import annotations

import logging
from typing import Any

import pytest
from serving import Socket, live_server, seat_everyone

from followsuit.server import assist, lifecycle, tables

GAME = "oh-hell"
BROKEN = "presentation broke on purpose"


def raising(kind: type[Exception]) -> Any:
    def broken(*args: Any, **kwargs: Any) -> Any:
        raise kind(BROKEN)

    return broken


def break_presentation(monkeypatch: pytest.MonkeyPatch, kind: type[Exception]) -> None:
    """Every piece of presentation raises ``kind`` from now on."""
    monkeypatch.setattr(tables, "deal_end", raising(kind))
    monkeypatch.setattr(tables, "explained_view", raising(kind))
    monkeypatch.setattr(tables.Table, "summary", raising(kind))
    monkeypatch.setattr(tables.Table, "presentation", raising(kind))
    monkeypatch.setattr(tables.Table, "sheet", raising(kind))
    monkeypatch.setattr(assist, "hint", raising(kind))


def no_internals(body: Any) -> None:
    text = str(body)
    assert BROKEN not in text and "Error" not in text and "Traceback" not in text, text


@pytest.mark.parametrize("fault", [RuntimeError, ValueError, KeyError])
def test_a_fault_in_a_tables_presentation_leaves_the_table_playing_for_every_client(
    tmp_path: Any,
    monkeypatch: pytest.MonkeyPatch,
    caplog: pytest.LogCaptureFixture,
    fault: type[Exception],
) -> None:
    """A ValueError raised inside is the server's own failure too, never a client's 400."""
    database = tmp_path / "tables.sqlite3"
    caplog.set_level(logging.ERROR, logger="followsuit.server")
    with live_server(database) as server:
        table, tokens = seat_everyone(server, GAME, seed=7, dealer=3)
        break_presentation(monkeypatch, fault)
        seats = [Socket(server.ws_base, table, token) for token in tokens]
        spectator = Socket(server.ws_base, table)
        clients = [*seats, spectator]
        try:
            for client in clients:
                state = client.state()
                assert state["deal_end"] is None and "explanations" not in state["view"]
            status, body = server.request("GET", f"/api/tables/{table}/hint?token={tokens[0]}")
            assert status == 500 and body["code"] == "server_error"
            no_internals(body)
            status, body = server.request("GET", f"/api/tables/{table}")
            assert status == 500 and body["code"] == "server_error"
            no_internals(body)
            acted = 0
            deal_ended = False
            while not deal_ended:
                seat = server.get(f"/api/tables/{table}/state")["view"]["to_act"]
                state = server.get(f"/api/tables/{table}/state?token={tokens[seat]}")
                action = {"action": state["view"]["legal"][0], "state_id": state["state_id"]}
                if acted % 2:  # over HTTP, then over the seat's websocket, in turn
                    answer = server.post(
                        f"/api/tables/{table}/act", {**action, "token": tokens[seat]}
                    )
                    assert answer["accepted"] is True
                else:
                    seats[seat].send(action)
                acted += 1
                for client in clients:
                    after = client.state(after=state["state_id"])
                    assert after["state_id"] == state["state_id"] + 1
                for token in [*tokens, ""]:
                    query = f"?token={token}" if token else ""
                    served = server.get(f"/api/tables/{table}/state{query}")
                    assert served["state_id"] == state["state_id"] + 1
                deal_ended = bool(served["moment"])
            assert served["deal_end"] is None  # the broken piece is left out, nothing else
            for token in tokens:
                server.post(f"/api/tables/{table}/continue", {"token": token})
            assert server.get(f"/api/tables/{table}/deals/1")["deal"] == 1
            server.request("GET", f"/api/tables/{table}/record")
            assert server.get("/api/tables") == []  # the broken table is left out, logged
            final = server.get(f"/api/tables/{table}/state?token={tokens[0]}")
            for client in clients:
                assert client.state(after=final["state_id"] - 1)["type"] == "state"
        finally:
            for client in clients:
                client.close()
        assert all(room.clients == set() for room in server.hall.rooms.values())
    faults = [r.getMessage() for r in caplog.records if "failed" in r.getMessage()]
    assert faults and all(table in message for message in faults), faults
    assert all(BROKEN not in message for message in faults)
    with live_server(database) as again:
        restored = again.hall.rooms[table].table
        assert restored.state_id == final["state_id"] == acted
        assert again.get(f"/api/tables/{table}/state?token={tokens[0]}")["state_id"] == acted


def test_an_action_stored_is_never_answered_as_failed(
    tmp_path: Any, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    """A fault after an action is stored (here, arranging the next turn) is logged with the
    table's id; the action is answered as accepted, and it is there after a restart (it was
    answered 503 "try again", and trying again was refused as stale)."""
    database = tmp_path / "tables.sqlite3"
    caplog.set_level(logging.ERROR, logger="followsuit.server")
    with live_server(database) as server:
        table, tokens = seat_everyone(server, GAME, seed=7, dealer=3)
        monkeypatch.setattr(lifecycle.Room, "schedule", raising(RuntimeError))
        for _ in range(3):
            seat = server.get(f"/api/tables/{table}/state")["view"]["to_act"]
            state = server.get(f"/api/tables/{table}/state?token={tokens[seat]}")
            action = {"action": state["view"]["legal"][0], "state_id": state["state_id"]}
            status, answer = server.request(
                "POST", f"/api/tables/{table}/act", {**action, "token": tokens[seat]}
            )
            assert (status, answer) == (200, {"accepted": True, "state_id": state["state_id"] + 1})
        monkeypatch.undo()
    assert any(table in r.getMessage() and "next turn" in r.getMessage() for r in caplog.records)
    with live_server(database) as again:
        assert again.get(f"/api/tables/{table}/state")["state_id"] == 3
