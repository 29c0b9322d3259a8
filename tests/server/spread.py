"""Friends at one table through different server processes (issue 33): each seat's requests and
websocket go to a process of its own (or through a reverse proxy); the table is played by the
process holding its lease, whichever process each seat reaches. :func:`play_a_deal_across`
plays a whole deal so, optionally killing the table's owner on the way."""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from scenarios import http
from serving import ServerProcess, Socket
from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidStatus


def shared(database: str, lease: float) -> ServerProcess:
    """A ``--shared`` server process on ``database`` with leases of ``lease`` seconds."""
    options = ("--shared", "--lease-seconds", str(lease))
    server = ServerProcess(database, options=options)
    server.options = (*options, "--advertise", server.base)
    return server.start()


@dataclass
class Entry:
    """Where one seat reaches the servers: a process, or the proxy in front of them."""

    base: str

    @property
    def ws_base(self) -> str:
        return "ws" + self.base.removeprefix("http")


def post(entry: Entry, path: str, body: Any) -> Any:
    status, answer = http(entry.base, "POST", path, body)
    assert status in (200, 201), (entry.base, path, status, answer)
    return answer


def connect(entry: Entry, table: str, token: str, within: float = 40) -> Socket:
    """A seat's websocket, tried again while the table changes hands (the connection is
    refused or closed at once: the table page reconnects the same way)."""
    deadline = time.time() + within
    while True:
        try:
            socket = Socket(entry.ws_base, table, token)
            socket.state(timeout=5)
            return socket
        except (ConnectionClosed, InvalidHandshake, InvalidStatus, OSError, TimeoutError):
            assert time.time() < deadline, f"seat could not reconnect to table {table}"
            time.sleep(0.2)


def latest(socket: Socket, at_least: int) -> dict[str, Any]:
    """The socket's newest state, once it has one at or past ``at_least``."""
    while socket.last_state is None or socket.last_state["state_id"] < at_least:
        socket.recv()
    socket.drain(quiet=0.02)
    assert socket.last_state is not None
    return socket.last_state


def deal_over(state: dict[str, Any]) -> bool:
    return bool(state.get("moment")) or state["table"]["deal_number"] > 1


@dataclass
class Played:
    table: str
    actions: list[tuple[int, str]]
    """Every action acknowledged to the seats: (state id after it, the action)."""
    resumed_at: int | None
    """The state id the seats found on reconnecting after the kill (None: no kill)."""
    final: dict[str, Any]


def play_a_deal_across(
    entries: list[Entry],
    *,
    kill: Callable[[str], None] | None = None,
    kill_after: int = 20,
) -> Played:
    """Four friends at a Spades table, seat i through ``entries[i]``, play one whole deal.
    After ``kill_after`` actions, ``kill(table)`` is called (it kills the table's owner); each
    seat reconnects by itself through its own entry and play goes on from where it was."""
    created = post(
        entries[0],
        "/api/tables",
        {
            "game": "spades",
            "seats": ["you", "human", "human", "human"],
            "settings": {"grace": 3600, "bot_delay": 0, "deal_pause": 0},
        },
    )
    table = created["table"]
    tokens = [created["token"]]
    for seat in (1, 2, 3):
        tokens.append(post(entries[seat], f"/api/tables/{table}/join", {"seat": seat})["token"])
    sockets = [connect(entries[seat], table, tokens[seat]) for seat in range(4)]
    actions: list[tuple[int, str]] = []
    resumed_at = None
    state = latest(sockets[0], 0)
    while not deal_over(state):
        if kill is not None and resumed_at is None and len(actions) == kill_after:
            kill(table)
            for socket in sockets:
                socket.close()
            sockets = [connect(entries[seat], table, tokens[seat]) for seat in range(4)]
            resumed_at = latest(sockets[0], 0)["state_id"]
            assert resumed_at == state["state_id"], "the table resumed with every action"
        seat = state["view"]["to_act"]
        mine = latest(sockets[seat], state["state_id"])
        assert mine["state_id"] == state["state_id"], "every seat sees the same state"
        action = mine["view"]["legal"][0]
        sockets[seat].send({"action": action, "state_id": mine["state_id"]})
        state = latest(sockets[0], state["state_id"] + 1)
        actions.append((state["state_id"], action))
    for socket in sockets:
        socket.close()
    return Played(table, actions, resumed_at, state)
