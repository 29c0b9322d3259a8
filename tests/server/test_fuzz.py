"""A hypothesis-driven fuzz of the websocket protocol (issue 4).

Random messages (bytes, text, JSON of any shape, action messages with right and wrong actions,
state ids, seats and tokens) are sent from random seats. A replica of the match, kept beside the
server, says which of them the rules accept: the server must accept exactly those, answer every
other with one refusal and no change, keep every connection open, and send every seat the same
view the replica gives it.
"""

from __future__ import annotations

import json
from typing import Any

from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st
from serving import LiveServer, Socket, seat_everyone

from followsuit import games
from followsuit.engine import Match
from followsuit.errors import GameError
from followsuit.records import explained_view

WORDS = [
    "pass",
    "nil",
    "look",
    "blind nil",
    "give",
    "claim 3",
    "4",
    "13",
    "0",
    "QH",
    "TS",
    "JK",
    "T21",
    "2MAJOR",
    "0NT",
    "13C",
    "raise",
    "double",
    "",
]

json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=12),
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4)
    ),
    max_leaves=8,
)


def accepted_by_rules(replica: Match, state_id: int, seat: int, message: Any) -> bool:
    """Whether the rules (and the protocol) accept ``message`` from ``seat`` now."""
    if not isinstance(message, dict) or set(message) - {"action", "state_id", "seat", "token"}:
        return False
    action, sent_id = message.get("action"), message.get("state_id")
    if not isinstance(action, str) or not action.strip():
        return False
    if not isinstance(sent_id, int) or isinstance(sent_id, bool) or sent_id != state_id:
        return False
    if "seat" in message and message["seat"] != seat:
        return False
    if "token" in message or replica.to_act != seat:
        return False
    try:
        return replica.check(replica.parse(action)) is None
    except (GameError, ValueError, IndexError, KeyError):
        return False


@settings(
    max_examples=20,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture],
)
@given(game=st.sampled_from(games.names()), seed=st.integers(0, 2**16), data=st.data())
def test_fuzzed_messages_are_accepted_exactly_when_the_rules_allow(
    server: LiveServer, game: str, seed: int, data: st.DataObject
) -> None:
    players = games.load(game).players
    table_id, tokens = seat_everyone(server, game, seed=seed, dealer=seed % players)
    sockets = [Socket(server.ws_base, table_id, token) for token in tokens]
    table = server.hall.rooms[table_id].table
    replica = table.new_match()
    state_id = accepted = 0
    try:
        for socket in sockets:
            socket.drain()
        for _ in range(data.draw(st.integers(1, 25), label="messages")):
            to_act = replica.to_act if replica.to_act is not None else 0
            legal = [a.text for a in replica.legal_actions()] or ["pass"]
            mode = data.draw(st.sampled_from(["play", "play", "shaped", "raw"]), label="mode")
            if mode == "play":
                seat = to_act
                message: dict[str, Any] = {
                    "action": data.draw(st.sampled_from(legal), label="legal action"),
                    "state_id": state_id,
                }
                if data.draw(st.booleans(), label="with seat"):
                    message["seat"] = seat
                raw: str | bytes = json.dumps(message)
            elif mode == "shaped":
                seat = data.draw(st.just(to_act) | st.integers(0, len(sockets) - 1), label="seat")
                action = data.draw(
                    st.sampled_from(legal) | st.sampled_from(WORDS) | st.text(max_size=10),
                    label="action",
                )
                shaped = st.fixed_dictionaries(
                    {"action": st.just(action) | json_values},
                    optional={
                        "state_id": st.just(state_id) | st.integers(-3, state_id + 3) | json_values,
                        "seat": st.integers(-1, 4),
                        "token": st.sampled_from(tokens) | st.text(max_size=5),
                    },
                )
                raw = json.dumps(data.draw(shaped, label="message"))
            else:
                seat = data.draw(st.integers(0, len(sockets) - 1), label="seat")
                raw = data.draw(
                    json_values.map(json.dumps) | st.text(max_size=40) | st.binary(max_size=40),
                    label="raw message",
                )
            try:
                decoded = json.loads(raw)
            except (ValueError, UnicodeDecodeError):
                decoded = None
            expect = accepted_by_rules(replica, state_id, seat, decoded)
            sockets[seat].send(raw)
            answer = sockets[seat].recv()
            accepted += expect
            if expect:
                assert answer["type"] == "state" and answer["state_id"] == state_id + 1, answer
                replica.apply(replica.parse(decoded["action"]))
                state_id += 1
                for other, socket in enumerate(sockets):
                    got = answer if other == seat else socket.state(after=state_id - 1)
                    sent = explained_view(replica.view(other))  # the server adds the meanings
                    assert got["view"] == json.loads(json.dumps(sent))
            else:
                assert answer["type"] == "refused", (raw, answer)
                assert answer["state_id"] == state_id and answer["code"]
            assert table.state_id == state_id
        event(f"accepted {min(accepted, 5)}+ actions")
    finally:
        for socket in sockets:
            socket.close()
