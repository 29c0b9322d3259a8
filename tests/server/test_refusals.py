"""Refusals: a clear error and no state change (issue 4: wrong token, wrong seat, out of turn,
stale state_id, malformed JSON, unknown action)."""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import pytest
from serving import LiveServer, Socket, seat_everyone
from websockets.exceptions import ConnectionClosed


class Seated:
    """Four sockets at a Spades table, one per seat; nobody else acts."""

    def __init__(self, server: LiveServer) -> None:
        self.server = server
        self.table, self.tokens = seat_everyone(server, "spades", seed=12)
        self.sockets = [Socket(server.ws_base, self.table, t) for t in self.tokens]
        self.states = [s.state() for s in self.sockets]
        self.watcher = Socket(server.ws_base, self.table)
        for socket in [*self.sockets, self.watcher]:
            socket.drain()

    @property
    def state_id(self) -> int:
        return int(self.states[0]["state_id"])

    @property
    def to_act(self) -> int:
        return int(self.states[0]["view"]["to_act"])

    def snapshot(self) -> tuple[int, list[Any]]:
        summary = self.server.get(f"/api/tables/{self.table}")
        record = self.server.hall.rooms[self.table].table.actions
        return summary["state_id"], list(record)

    def act(self, seat: int, action: str) -> None:
        self.sockets[seat].send({"action": action, "state_id": self.state_id})
        self.states = [s.state(after=self.state_id) for s in self.sockets]
        self.watcher.state(after=self.states[0]["state_id"] - 1)

    def refused(self, seat: int, message: Any) -> dict[str, Any]:
        """Send ``message`` from ``seat``; expect a refusal and nothing changed anywhere."""
        before = self.snapshot()
        self.sockets[seat].send(message)
        answer = self.sockets[seat].recv()
        assert answer["type"] == "refused", answer
        assert answer["state_id"] == self.state_id
        assert answer["error"]
        assert self.snapshot() == before
        for other, socket in enumerate(self.sockets):
            if other != seat:
                with pytest.raises(TimeoutError):
                    socket.recv(timeout=0.05)
        return answer

    def close(self) -> None:
        for socket in [*self.sockets, self.watcher]:
            socket.close()


@pytest.fixture()
def seated(server: LiveServer) -> Iterator[Seated]:
    table = Seated(server)
    yield table
    table.close()


def test_refusal_wrong_token_on_connecting_closes_the_socket(
    server: LiveServer, seated: Seated
) -> None:
    """A token that holds no seat is refused (code wrong_token) and the socket closed."""
    socket = Socket(server.ws_base, seated.table, "not-a-token")
    answer = socket.recv()
    assert answer["type"] == "refused" and answer["code"] == "wrong_token"
    with pytest.raises(ConnectionClosed):
        socket.recv(timeout=5)
    assert seated.snapshot()[0] == seated.state_id


def test_refusal_wrong_token_in_a_message(seated: Seated) -> None:
    """A message carrying another seat's token is refused."""
    seat = seated.to_act
    other = (seat + 1) % 4
    legal = seated.states[seat]["view"]["legal"][0]
    answer = seated.refused(
        seat, {"action": legal, "state_id": seated.state_id, "token": seated.tokens[other]}
    )
    assert answer["code"] == "wrong_token"


def test_refusal_wrong_seat(seated: Seated) -> None:
    """A message naming a seat the connection does not hold is refused."""
    seat = seated.to_act
    legal = seated.states[seat]["view"]["legal"][0]
    answer = seated.refused(
        seat, {"action": legal, "state_id": seated.state_id, "seat": (seat + 2) % 4}
    )
    assert answer["code"] == "wrong_seat"


def test_refusal_spectators_cannot_act(seated: Seated) -> None:
    """A spectator's action is refused: spectators watch."""
    before = seated.snapshot()
    seated.watcher.send({"action": "4", "state_id": seated.state_id})
    answer = seated.watcher.recv()
    assert answer["code"] == "spectator"
    assert seated.snapshot() == before


def test_refusal_out_of_turn(seated: Seated) -> None:
    """A seat acting when it is not its turn is refused, naming whose turn it is."""
    seat = (seated.to_act + 1) % 4
    answer = seated.refused(seat, {"action": "4", "state_id": seated.state_id})
    assert answer["code"] == "out_of_turn"
    assert seated.states[0]["view"]["players"][seated.to_act] in answer["error"]


def test_refusal_stale_state_id(seated: Seated) -> None:
    """An action sent against an older state is refused (DESIGN: a stale state_id)."""
    first = seated.to_act
    seated.act(first, seated.states[first]["view"]["legal"][3])
    seat = seated.to_act
    legal = seated.states[seat]["view"]["legal"][0]
    answer = seated.refused(seat, {"action": legal, "state_id": seated.state_id - 1})
    assert answer["code"] == "stale"


@pytest.mark.parametrize(
    "raw",
    [
        "not json{",
        "[1, 2]",
        '"4"',
        '{"state_id": 0}',
        '{"action": 4, "state_id": 0}',
        '{"action": "4", "state_id": "0"}',
        '{"action": "4", "state_id": true}',
        '{"action": "4", "state_id": 0, "extra": 1}',
        '{"action": "", "state_id": 0}',
        "x" * 5000,
    ],
)
def test_refusal_malformed_messages(seated: Seated, raw: str) -> None:
    """Anything but {action: text, state_id: int} is refused as malformed."""
    answer = seated.refused(seated.to_act, raw)
    assert answer["code"] == "malformed"


def test_refusal_unknown_action(seated: Seated) -> None:
    """Text that is no action of the game is refused, saying why."""
    answer = seated.refused(seated.to_act, {"action": "fly away", "state_id": seated.state_id})
    assert answer["code"] == "unknown_action"


def test_refusal_illegal_action_names_the_rule(seated: Seated) -> None:
    """S2: a card not held (or not following suit) is refused with the rule's reason."""
    while seated.states[0]["view"]["phase"] != "play":
        seat = seated.to_act
        seated.act(seat, seated.states[seat]["view"]["legal"][2])
    leader = seated.to_act
    hand = seated.states[leader]["view"]["hand"]
    not_held = next(c for c in seated.states[(leader + 1) % 4]["view"]["hand"] if c not in hand)
    answer = seated.refused(leader, {"action": not_held, "state_id": seated.state_id})
    assert answer["code"] == "illegal"
    assert "hand" in answer["error"]


def test_refusals_over_http_act(server: LiveServer, seated: Seated) -> None:
    """The HTTP act endpoint refuses the same way, and an accepted action is acknowledged."""
    seat = seated.to_act
    legal = seated.states[seat]["view"]["legal"][0]
    before = seated.snapshot()
    path = f"/api/tables/{seated.table}/act"
    status, answer = server.request("POST", path, {"action": legal, "state_id": 0, "token": "x"})
    assert status == 403 and answer["code"] == "wrong_token"
    body = {"action": legal, "state_id": seated.state_id, "token": seated.tokens[seat]}
    status, answer = server.request("POST", path, {**body, "seat": (seat + 1) % 4})
    assert status == 403 and answer["code"] == "wrong_seat"
    status, answer = server.request("POST", path, {**body, "state_id": seated.state_id + 5})
    assert status == 409 and answer["code"] == "stale"
    assert seated.snapshot() == before
    status, answer = server.request("POST", path, body)
    assert status == 200 and answer == {"accepted": True, "state_id": seated.state_id + 1}
    assert json.loads(json.dumps(seated.snapshot()[1][-1])) == [seat, legal]
