"""Bad requests mixed with real play on several tables at once (issue 8): every accepted
action is stored, every refused request is a 4xx with a code and a reason, and the bad ones
harm no other table. Run with ``-s`` to see the counts."""

from __future__ import annotations

import json
import random
import threading
import time
import urllib.error
import urllib.request
from collections import Counter
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from serving import LiveServer, Socket, live_server, seat_everyone

from followsuit import games
from followsuit.server.persistence import Store, database_url

TABLES = 6
"""Tables played by the test, one player thread each (the games in turn)."""
BOT_TABLES = 2
"""Tables played by bots meanwhile, whose writes share the group commits."""
ACTIONS = 120
"""Actions each player thread plays."""
ATTACKERS = 3
DEEP = "[" * 2000 + "]" * 2000


@pytest.fixture(scope="module")
def open_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[LiveServer]:
    with live_server(tmp_path_factory.mktemp("db") / "t.sqlite3", chosen_seeds=False) as live:
        yield live


def send(server: LiveServer, method: str, path: str, body: bytes | None) -> tuple[int, Any]:
    request = urllib.request.Request(
        server.base + path, data=body, method=method, headers={"Content-Type": "application/json"}
    )
    try:
        with urllib.request.urlopen(request, timeout=60) as response:
            return response.status, json.loads(response.read())
    except urllib.error.HTTPError as error:
        return error.code, json.loads(error.read())


class Tally:
    """What the attackers got back, by HTTP status and refusal code."""

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.refused: Counter[str] = Counter()
        self.wrong: list[tuple[str, int, Any]] = []

    def note(self, what: str, status: int, answer: Any) -> None:
        with self.lock:
            well_formed = (
                400 <= status < 500
                and isinstance(answer, dict)
                and answer.get("code")
                and answer.get("error")
            )
            if well_formed:
                self.refused[f"{status} {answer['code']}"] += 1
            else:
                self.wrong.append((what, status, answer))


def attacks(
    server: LiveServer, tables: list[tuple[str, list[str]]]
) -> list[tuple[str, Callable[[random.Random], tuple[int, Any]]]]:
    """Bad requests, each a function of a generator returning (status, answer)."""

    def table_of(rng: random.Random) -> tuple[str, list[str]]:
        return rng.choice(tables)

    def act(rng: random.Random, body: Any) -> tuple[int, Any]:
        table, _ = table_of(rng)
        raw = body if isinstance(body, bytes) else json.dumps(body).encode()
        return send(server, "POST", f"/api/tables/{table}/act", raw)

    def stale(rng: random.Random) -> tuple[int, Any]:
        table, tokens = table_of(rng)
        body = {"token": rng.choice(tokens), "action": "fly away", "state_id": -1}
        return send(server, "POST", f"/api/tables/{table}/act", json.dumps(body).encode())

    def create(body: Any) -> Callable[[random.Random], tuple[int, Any]]:
        raw = body if isinstance(body, bytes) else json.dumps(body).encode()
        return lambda rng: send(server, "POST", "/api/tables", raw)

    return [
        ("seed 2**70", create({"game": "spades", "seed": 2**70})),
        ("deep create", create(DEEP.encode())),
        ("deep act", lambda rng: act(rng, DEEP.encode())),
        ("huge act", lambda rng: act(rng, {"action": "x" * 300_000, "state_id": 0})),
        ("long action", lambda rng: act(rng, {"action": "QH " * 90, "state_id": 0, "token": "t"})),
        ("wrong token", lambda rng: act(rng, {"action": "QH", "state_id": 0, "token": "nope"})),
        ("not json", lambda rng: act(rng, b"{nope")),
        ("stale, no action", stale),
        ("option type", create({"game": "spades", "options": {"target": "abc"}})),
        ("name type", create({"game": "spades", "name": 7})),
        ("settings range", create({"game": "spades", "settings": {"grace": 1e300}})),
        (
            "join a full table",
            lambda rng: send(
                server, "POST", f"/api/tables/{table_of(rng)[0]}/join", json.dumps({}).encode()
            ),
        ),
    ]


def play(
    server: LiveServer, table_id: str, tokens: list[str], rng: random.Random
) -> list[tuple[int, str]]:
    """Play random legal actions over HTTP; the (state_id, action) of each accepted one."""
    table = server.hall.rooms[table_id].table
    accepted: list[tuple[int, str]] = []
    for _ in range(ACTIONS):
        seat = table.to_act
        if seat is None:
            break
        status, state = send(
            server, "GET", f"/api/tables/{table_id}/state?token={tokens[seat]}", None
        )
        assert status == 200, state
        action = rng.choice(state["view"]["legal"])
        body = {"token": tokens[seat], "action": action, "state_id": state["state_id"]}
        status, answer = send(
            server, "POST", f"/api/tables/{table_id}/act", json.dumps(body).encode()
        )
        assert status == 200, (status, answer)
        accepted.append((answer["state_id"], action))
    return accepted


def test_bad_requests_mixed_with_play_harm_no_table(open_server: LiveServer) -> None:
    server = open_server
    names = games.names()
    tables = [seat_everyone(server, names[i % len(names)]) for i in range(TABLES)]
    bot_tables = [
        server.post(
            "/api/tables",
            {
                "game": names[i % len(names)],
                "seats": ["bot"] * 4,
                "start": "now",
                "settings": {"bot_delay": 0.005, "deal_pause": 0},
            },
        )["table"]
        for i in range(BOT_TABLES)
    ]
    tally = Tally()
    done = threading.Event()
    accepted: dict[str, list[tuple[int, str]]] = {}
    socket_refusals = Counter[str]()

    def player(index: int) -> None:
        table_id, tokens = tables[index]
        accepted[table_id] = play(server, table_id, tokens, random.Random(index))

    def attacker(index: int) -> None:
        rng = random.Random(100 + index)
        menu = attacks(server, tables)
        while not done.is_set():
            what, attack = rng.choice(menu)
            status, answer = attack(rng)
            tally.note(what, status, answer)

    def socket_attacker() -> None:
        table_id, _ = tables[0]
        socket = Socket(server.ws_base, table_id)
        try:
            while not done.is_set():
                socket.send(DEEP)
                while True:
                    message = socket.recv()
                    if message["type"] == "refused":
                        socket_refusals[message["code"]] += 1
                        break
        finally:
            socket.close()

    threads = [threading.Thread(target=player, args=(i,)) for i in range(TABLES)]
    others = [threading.Thread(target=attacker, args=(i,)) for i in range(ATTACKERS)]
    others.append(threading.Thread(target=socket_attacker))
    started = time.perf_counter()
    for thread in threads + others:
        thread.start()
    for thread in threads:
        thread.join(timeout=300)
    done.set()
    for thread in others:
        thread.join(timeout=60)
    elapsed = time.perf_counter() - started

    assert not tally.wrong, f"answers that are no 4xx refusal: {tally.wrong[:5]}"
    assert len(accepted) == TABLES, "every player finished"
    store = Store(database_url(server.hall.store.url.removeprefix("sqlite:///")))
    try:
        stored_actions = 0
        for table_id, mine in accepted.items():
            row = store.load(table_id)
            assert row is not None
            assert len(row.actions) == len(mine)
            for state_id, action in mine:
                assert row.actions[state_id - 1][1] == action, (table_id, state_id)
            stored_actions += len(mine)
        bot_actions = 0
        for table_id in bot_tables:
            room = server.hall.rooms[table_id]
            row = store.load(table_id)
            assert row is not None
            assert row.actions[: len(room.table.actions)] == room.table.actions[: len(row.actions)]
            bot_actions += len(row.actions)
    finally:
        store.close()
    refused = sum(tally.refused.values())
    print(
        f"\nconcurrent poison, {elapsed:.1f} s: {stored_actions} actions accepted and stored "
        f"on {TABLES} tables ({bot_actions} bot actions on {BOT_TABLES} more); {refused} bad "
        f"HTTP requests refused, {dict(sorted(tally.refused.items()))}; "
        f"{sum(socket_refusals.values())} deep websocket frames refused "
        f"{dict(socket_refusals)}; answers that were not a 4xx refusal: {len(tally.wrong)}"
    )
    assert refused > 0 and sum(socket_refusals.values()) > 0
    assert stored_actions == TABLES * ACTIONS
