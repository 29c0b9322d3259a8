"""Seat lifecycle (issue 4, part 3): bots fill empty seats, a dropped player has a grace period
and then a bot plays for them until they return, the turn timer, joining and leaving."""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

from serving import LiveServer, Socket

from followsuit.records import replay


def until(condition: Callable[[], Any], timeout: float = 20.0) -> Any:
    deadline = time.time() + timeout
    while time.time() < deadline:
        value = condition()
        if value:
            return value
        time.sleep(0.02)
    raise AssertionError("condition not reached in time")


def summary(server: LiveServer, table: str) -> dict[str, Any]:
    found: dict[str, Any] = server.get(f"/api/tables/{table}")
    return found


def held_still(server: LiveServer, table: str, seconds: float = 0.4) -> bool:
    before = summary(server, table)["state_id"]
    time.sleep(seconds)
    return bool(summary(server, table)["state_id"] == before)


def test_bots_fill_the_empty_seats_when_the_host_starts(server: LiveServer) -> None:
    """A table waits for its players; only its host may start it; then bots take the empty
    seats and play them."""
    created = server.post(
        "/api/tables",
        {
            "game": "spades",
            "seats": ["you", "human", "human", "human"],
            "dealer": 0,
            "settings": {"bot_delay": 0, "deal_pause": 0},
        },
    )
    table = created["table"]
    assert summary(server, table)["status"] == "waiting"
    socket = Socket(server.ws_base, table, created["token"])
    try:
        socket.send({"action": "4", "state_id": 0})
        while (answer := socket.recv())["type"] != "refused":
            pass
        assert answer["code"] == "not_started"
        status, _ = server.request("POST", f"/api/tables/{table}/start", {"token": "nope"})
        assert status == 403 and summary(server, table)["status"] == "waiting"
        server.post(f"/api/tables/{table}/start", {"token": created["host_token"]})
        state = until(lambda: (m := socket.state()) and m["view"]["to_act"] == 0 and m)
        assert state["state_id"] == 3, "the bots bid for East, South and West"
        assert all(s["bot_playing"] for s in state["table"]["seats"][1:])
        assert held_still(server, table), "the game waits for the person at North"
    finally:
        socket.close()


def test_a_dropped_player_has_a_grace_period_then_a_bot_plays_until_they_return(
    server: LiveServer,
) -> None:
    """A holder who drops keeps the seat for the grace period; after it a bot plays the seat
    (the table never stalls); reopening the link gives the seat back."""
    created = server.post(
        "/api/tables",
        {
            "game": "spades",
            "seats": ["you", "bot", "bot", "bot"],
            "dealer": 3,
            "settings": {"bot_delay": 0.05, "deal_pause": 0, "grace": 1.5},
        },
    )
    table, token = created["table"], created["token"]
    socket = Socket(server.ws_base, table, token)
    first = socket.state()
    assert first["view"]["to_act"] == 0 and first["state_id"] == 0
    socket.close()
    assert held_still(server, table, 0.3), "within the grace period the seat waits"
    until(lambda: summary(server, table)["state_id"] > 0)
    assert summary(server, table)["seats"][0]["bot_playing"]
    socket = Socket(server.ws_base, table, token)
    try:
        until(lambda: (m := socket.state()) and m["view"]["to_act"] == 0 and m)
        assert not summary(server, table)["seats"][0]["bot_playing"]
        assert held_still(server, table), "back at the table, the person plays their seat"
    finally:
        socket.close()


def test_the_turn_timer_lets_a_bot_act_for_a_slow_player(server: LiveServer) -> None:
    """With a turn timer, each state sent on a person's turn carries its deadline; when it
    passes, the seat's bot acts once for them."""
    created = server.post(
        "/api/tables",
        {
            "game": "spades",
            "seats": ["you", "bot", "bot", "bot"],
            "dealer": 3,
            "settings": {"bot_delay": 0, "deal_pause": 0, "turn_timer": 0.5, "grace": 3600},
        },
    )
    socket = Socket(server.ws_base, created["table"], created["token"])
    try:
        first = socket.state()
        while first["deadline"] is None:
            first = socket.state()
        assert first["view"]["to_act"] == 0 and first["deadline"] > time.time() - 1
        moved = socket.state(after=first["state_id"], timeout=10)
        assert moved["state_id"] == 1
        again = until(lambda: (m := socket.state()) and m["view"]["to_act"] == 0 and m)
        assert again["deadline"] is not None, "the next turn is the person's again"
    finally:
        socket.close()


def test_a_table_made_to_wait_for_its_host_still_waits_when_its_last_seat_is_taken(
    server: LiveServer,
) -> None:
    """ "start": "wait": the table starts when its host presses Start, not when the last
    open seat is taken."""
    created = server.post(
        "/api/tables",
        {"game": "spades", "seats": ["you", "human", "bot", "bot"], "start": "wait"},
    )
    table = created["table"]
    server.post(f"/api/tables/{table}/join", {"seat": 1})
    waiting = summary(server, table)
    assert waiting["status"] == "waiting" and waiting["open_seats"] == []
    server.post(f"/api/tables/{table}/start", {"token": created["host_token"]})
    assert summary(server, table)["status"] == "playing"


def test_joining_an_open_seat_takes_it_over_from_its_bot(server: LiveServer) -> None:
    """Friends join by the table's link: an open seat played by a bot becomes theirs."""
    created = server.post(
        "/api/tables",
        {
            "game": "spades",
            "seats": ["bot", "human", "bot", "bot"],
            "dealer": 0,
            "start": "now",
            "settings": {"bot_delay": 0.02, "deal_pause": 0, "grace": 3600},
        },
    )
    table = created["table"]
    assert created["token"] is None
    joined = server.post(f"/api/tables/{table}/join", {"name": "Ann"})
    assert joined["seat"] == 1
    status, answer = server.request("POST", f"/api/tables/{table}/join", {})
    assert status == 409 and "no open seat" in answer["error"]
    socket = Socket(server.ws_base, table, joined["token"])
    try:
        state = until(lambda: (m := socket.state()) and m["view"]["to_act"] == 1 and m)
        assert state["table"]["seats"][1]["name"] == "Ann"
        assert held_still(server, table)
        server.post(f"/api/tables/{table}/leave", {"token": joined["token"]})
        until(lambda: summary(server, table)["state_id"] > state["state_id"])
        assert summary(server, table)["open_seats"] == [1]
    finally:
        socket.close()


def test_a_finished_match_can_no_longer_be_left_or_started(server: LiveServer) -> None:
    """Once the match is over its seats and its record stay as they were: leaving and
    starting are refused as joining is (409, "this match is over")."""
    created = server.post(
        "/api/tables",
        {
            "game": "oh-hell",
            "options": {"hand_sizes": [1]},
            "seats": ["you", "bot", "bot", "bot"],
            "name": "Ann",
            "settings": {"bot_delay": 0, "deal_pause": 0, "grace": 0},
        },
    )
    table = created["table"]
    until(lambda: summary(server, table)["status"] == "finished")
    for path, body in [
        ("leave", {"token": created["token"]}),
        ("start", {"token": created["host_token"]}),
        ("join", {}),
    ]:
        status, answer = server.request("POST", f"/api/tables/{table}/{path}", body)
        assert (status, answer) == (409, {"error": "this match is over", "code": "conflict"})
    assert server.get(f"/api/tables/{table}/record")["names"][0] == "Ann"


def test_finished_deals_download_as_a_record_that_replays(server: LiveServer) -> None:
    """Finished games are kept with their records (downloadable JSON): the record of the deals
    played so far replays to the same scores; the hand history steps through a deal."""
    created = server.post(
        "/api/tables",
        {
            "game": "spades",
            "seats": ["bot"] * 4,
            "start": "now",
            "seed": 3,
            "settings": {"bot_delay": 0, "deal_pause": 0},
        },
    )
    table = created["table"]
    room = server.hall.rooms[table]
    until(lambda: len(room.table.match.finished) >= 1)
    status, record = server.request("GET", f"/api/tables/{table}/record")
    assert status == 200 and record["format"] == "followsuit/1"
    done = len(record["deals"])
    assert done >= 1
    summary_ = replay(record).summary
    assert [d["scores"] for d in summary_["deals"]] == [
        list(s) for s in room.table.match.scores.deals[:done]
    ]
    history = server.get(f"/api/tables/{table}/deals/1")
    assert len(history["frames"]) == len(record["deals"][0]["actions"]) + 1
    assert sum(history["frames"][-1]["tricks_won"]) == 13
    assert all(len(h) == 13 for h in history["frames"][0]["hands"])
    status, answer = server.request("GET", f"/api/tables/{table}/deals/999")
    assert status == 400 and "not a finished deal" in answer["error"]


def test_a_spectator_reconnecting_never_holds_the_bots_up(server: LiveServer) -> None:
    """Watching changes nothing about who plays: a spectator who opens and closes the table's
    websocket again and again does not put a bot's move off."""
    created = server.post(
        "/api/tables",
        {
            "game": "spades",
            "seats": ["bot"] * 4,
            "start": "now",
            "settings": {"bot_delay": 1.0, "deal_pause": 0},
        },
    )
    table = created["table"]

    def reconnected_and_moved() -> bool:
        Socket(server.ws_base, table).close()
        return bool(summary(server, table)["state_id"] > 0)

    until(reconnected_and_moved, timeout=10)


def test_watching_reconnecting_or_joining_never_moves_a_turn_clocks_deadline(
    server: LiveServer,
) -> None:
    """A person's turn clock runs from the start of the turn: a spectator coming and going,
    the person reconnecting, or a friend joining and leaving another seat leave its deadline
    where it was."""
    created = server.post(
        "/api/tables",
        {
            "game": "spades",
            "seats": ["you", "human", "bot", "bot"],
            "dealer": 3,
            "start": "now",
            "settings": {"bot_delay": 0, "deal_pause": 0, "turn_timer": 600, "grace": 3600},
        },
    )
    table, token = created["table"], created["token"]
    socket = Socket(server.ws_base, table, token)
    first = until(lambda: (m := socket.state()) and m["deadline"] is not None and m)
    assert first["view"]["to_act"] == 0

    def deadline() -> float:
        found: float = server.get(f"/api/tables/{table}/state?token={token}")["deadline"]
        return found

    room = server.hall.rooms[table]
    Socket(server.ws_base, table).close()
    Socket(server.ws_base, table, token).close()
    socket.close()
    until(lambda: not room.clients)
    assert deadline() == first["deadline"], "watching and reconnecting keep the deadline"
    joined = server.post(f"/api/tables/{table}/join", {"seat": 1})
    server.post(f"/api/tables/{table}/leave", {"token": joined["token"]})
    assert deadline() == first["deadline"], "a friend joining or leaving keeps it too"
    assert summary(server, table)["state_id"] == first["state_id"]
