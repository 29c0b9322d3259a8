"""The end-of-deal moment, undo and hints at a table (issue 14), through the running server:
what they show, who may use them, what they refuse, and that an undo equals a replay."""

from __future__ import annotations

import json
import time
from typing import Any

import pytest
from serving import LiveServer, Socket, seat_everyone

from followsuit import games
from followsuit.records.deal_end import deal_end
from followsuit.records.explain import explained_view

FAST = {"bot_delay": 0, "deal_pause": 0, "grace": 3600}


def alone_with_bots(server: LiveServer, game: str = "oh-hell", **settings: Any) -> tuple[str, str]:
    players = games.load(game).players
    created = server.post(
        "/api/tables",
        {
            "game": game,
            "seed": 5,
            "dealer": players - 1,
            "seats": ["you"] + ["bot"] * (players - 1),
            "settings": {**FAST, **settings},
        },
    )
    return created["table"], created["token"]


def my_turn(socket: Socket, seat: int = 0) -> dict[str, Any]:
    """The next state where ``seat`` is to act, or the deal's end is on show."""
    while True:
        state = socket.last_state
        if state is not None and (state["view"]["to_act"] == seat or state.get("moment")):
            return state
        socket.recv()


def play_to_deal_end(socket: Socket) -> dict[str, Any]:
    """The person plays their first legal action at every turn until the deal ends."""
    while True:
        state = my_turn(socket)
        if state.get("moment"):
            return state
        socket.send({"action": state["view"]["legal"][0], "state_id": state["state_id"]})
        socket.state(after=state["state_id"])


def http_turn(server: LiveServer, table: str, token: str) -> dict[str, Any]:
    """The state at seat 0's next turn, read over HTTP (the bots play meanwhile)."""
    while True:
        state = server.get(f"/api/tables/{table}/state?token={token}")
        if state["view"]["to_act"] == 0:
            return state


def undo(server: LiveServer, table: str, body: dict[str, Any]) -> tuple[int, Any]:
    return server.request("POST", f"/api/tables/{table}/undo", body)


# -- the end of a deal --------------------------------------------------------------------------


def test_a_deal_end_holds_the_table_with_its_last_trick_and_score_until_continue(
    server: LiveServer,
) -> None:
    table, token = alone_with_bots(server)
    socket = Socket(server.ws_base, table, token)
    try:
        state = play_to_deal_end(socket)
        room = server.hall.rooms[table]
        assert state["moment"] == {"deal": 1, "waiting": [0], "deadline": None}
        shown = state["deal_end"]
        assert shown == deal_end(room.table.match, 1)
        trick = shown["last_trick"]["cards"]
        assert len(trick) == 4 and shown["winner"] in range(4)
        assert len(shown["lines"]) >= 4 and "took" in shown["lines"][0]
        # the bots wait: nothing is scheduled, and a person's action is refused as paused
        assert room.thinking is None and room._timer is None
        waiting_at = state["state_id"]
        if state["view"]["to_act"] == 0:
            socket.send({"action": state["view"]["legal"][0], "state_id": waiting_at})
            refused = socket.recv()
            assert refused["code"] == "paused", refused
        assert room.table.state_id == waiting_at
        sent = server.hall.stats.messages
        assert server.post(f"/api/tables/{table}/continue", {"token": token})["continued"]
        again = server.post(f"/api/tables/{table}/continue", {"token": token})
        assert again["continued"] is False  # a second press changes nothing, sends nothing
        assert server.hall.stats.messages > sent
        after = socket.recv()
        while after.get("type") != "state" or after.get("moment"):
            after = socket.recv()
        assert after["moment"] is None
    finally:
        socket.close()


def test_a_table_can_continue_after_a_few_seconds_by_itself(server: LiveServer) -> None:
    table, token = alone_with_bots(server, deal_end=0.2)
    socket = Socket(server.ws_base, table, token)
    try:
        state = play_to_deal_end(socket)
        assert state["moment"]["deadline"] is not None
        while (socket.last_state or {}).get("moment"):
            socket.recv()
    finally:
        socket.close()


def test_nobody_watching_means_no_moment(server: LiveServer) -> None:
    """A table played over HTTP alone (nobody connected) goes straight on."""
    table, token = alone_with_bots(server)
    room = server.hall.rooms[table]
    while not room.table.match.finished:
        state = server.get(f"/api/tables/{table}/state?token={token}")
        if state["view"]["to_act"] == 0:
            server.post(
                f"/api/tables/{table}/act",
                {
                    "token": token,
                    "action": state["view"]["legal"][0],
                    "state_id": state["state_id"],
                },
            )
    assert room.moment is None


@pytest.mark.parametrize("body", [{}, {"token": "nope"}, {"token": 5}, {"token": "x", "more": 1}])
def test_continue_needs_a_seat_token(server: LiveServer, body: dict[str, Any]) -> None:
    table, _ = alone_with_bots(server)
    status, answer = server.request("POST", f"/api/tables/{table}/continue", body)
    assert status in (400, 403) and answer["code"] in ("wrong_token", "malformed")


# -- undo alone with bots ------------------------------------------------------------------------


def test_an_undo_alone_with_bots_equals_a_replay_without_the_actions_taken_back(
    server: LiveServer,
) -> None:
    table, token = alone_with_bots(server, "spades")
    socket = Socket(server.ws_base, table, token)
    try:
        for _ in range(3):  # the bid and two cards
            state = my_turn(socket)
            socket.send({"action": state["view"]["legal"][-1], "state_id": state["state_id"]})
            socket.state(after=state["state_id"])
        state = my_turn(socket)
        room = server.hall.rooms[table]
        actions = list(room.table.actions)
        mine = max(i for i, (seat, _) in enumerate(actions) if seat == 0)
        status, answer = undo(server, table, {"token": token, "state_id": state["state_id"]})
        assert status == 200, answer
        assert answer == {"undo": "done", "undone": len(actions) - mine, "state_id": mine}
        assert room.table.actions == actions[:mine]
        replay = room.table.new_match()
        for _, text in actions[:mine]:
            replay.apply(text)
        assert room.table.match.view(0) == replay.view(0)
        assert room.table.match.view(None) == replay.view(None)
        # the record never holds the actions taken back; the table's log does
        log = server.hall.store.table_log(table)
        assert log[-1]["kind"] == "undo" and log[-1]["seat"] == 0
        assert [tuple(t) for t in log[-1]["detail"]["taken"]] == actions[mine:]
        stored = server.hall.store.load(table)
        assert stored.actions == actions[:mine]
    finally:
        socket.close()


def test_an_undo_never_tells_the_actions_it_took_back(server: LiveServer) -> None:
    """A bot's hidden action (cards given to its partner) must stay hidden: the answer says how
    many actions went, never which."""
    table, token = alone_with_bots(server, "spades")
    state = http_turn(server, table, token)
    server.post(
        f"/api/tables/{table}/act",
        {"token": token, "action": state["view"]["legal"][0], "state_id": state["state_id"]},
    )
    now = http_turn(server, table, token)["state_id"]
    status, answer = undo(server, table, {"token": token, "state_id": now})
    assert status == 200 and set(answer) == {"undo", "undone", "state_id"}


@pytest.mark.parametrize(
    ("body", "status", "code"),
    [
        ({"state_id": 0}, 403, "wrong_token"),
        ({"token": "wrong", "state_id": 0}, 403, "wrong_token"),
        ({"token": None, "state_id": 0}, 403, "wrong_token"),
        ({"token": "x" * 500, "state_id": 0}, 403, "wrong_token"),
        ({"token": "T", "state_id": "0"}, 400, "malformed"),
        ({"token": "T", "state_id": True}, 400, "malformed"),
        ({"token": "T", "state_id": 0, "agree": "yes"}, 400, "malformed"),
        ({"token": "T", "state_id": 0, "seat": 1}, 400, "malformed"),
        ({"token": "T", "state_id": 999}, 409, "stale"),
        ({"token": "T", "state_id": 0}, 409, "no_undo"),
        ({"token": "T", "state_id": 0, "agree": False}, 409, "no_undo"),
    ],
)
def test_undo_refusals(server: LiveServer, body: dict[str, Any], status: int, code: str) -> None:
    """Each bad undo is refused with its code and changes nothing (at the deal's start the
    person has no action of theirs to take back)."""
    created = server.post(
        "/api/tables",
        {"game": "spades", "seats": ["you", "bot", "bot", "bot"], "settings": {"bot_delay": 3600}},
    )
    table = created["table"]
    body = {k: created["token"] if v == "T" else v for k, v in body.items()}
    got, answer = undo(server, table, body)
    assert (got, answer["code"]) == (status, code), answer
    assert server.hall.rooms[table].table.state_id == 0


def test_undo_never_reaches_into_a_finished_deal(server: LiveServer) -> None:
    """A finished deal's cards are public: taking back its last action would let a player
    play it again knowing every hand, so an undo stays in the deal in play."""
    table, token = alone_with_bots(server)
    socket = Socket(server.ws_base, table, token)
    try:
        state = play_to_deal_end(socket)
        status, answer = undo(server, table, {"token": token, "state_id": state["state_id"]})
        assert status == 409 and answer["code"] == "no_undo"
    finally:
        socket.close()


def test_an_oversized_undo_is_refused_unread(server: LiveServer) -> None:
    table, token = alone_with_bots(server)
    status, answer = undo(server, table, {"token": token, "state_id": 0, "pad": "x" * 40_000})
    assert status == 413 and answer["code"] == "too_large"


# -- undo with people: their consent --------------------------------------------------------------


def test_an_undo_at_a_table_of_people_needs_everyone_to_agree(server: LiveServer) -> None:
    table, tokens = seat_everyone(server, "spades", seed=3, dealer=3)
    sockets = [Socket(server.ws_base, table, t) for t in tokens]
    room = server.hall.rooms[table]
    try:
        for socket in sockets:
            socket.drain()
        for _ in range(2):  # seat 0 then seat 1 bid
            state = sockets[0].last_state
            seat = state["view"]["to_act"]
            view = sockets[seat].last_state["view"]
            sockets[seat].send({"action": view["legal"][0], "state_id": state["state_id"]})
            for socket in sockets:
                socket.state(after=state["state_id"])
        now = room.table.state_id
        asker = room.table.actions[0][0]
        answer = server.post(f"/api/tables/{table}/undo", {"token": tokens[asker], "state_id": now})
        assert answer["undo"] == "asked" and room.table.state_id == now
        for socket in sockets:
            socket.drain()
        assert sockets[2].last_state["undo"]["seat"] == asker
        # while it is asked, the table waits: an action is refused
        seat = room.table.to_act
        sockets[seat].send(
            {"action": sockets[seat].last_state["view"]["legal"][0], "state_id": now}
        )
        assert sockets[seat].recv()["code"] == "paused"
        others = [s for s in range(4) if s != asker]
        for seat in others[:-1]:
            said = server.post(
                f"/api/tables/{table}/undo", {"token": tokens[seat], "state_id": now}
            )
            assert said["undo"] == "agreed" and room.table.state_id == now
        said = server.post(
            f"/api/tables/{table}/undo", {"token": tokens[others[-1]], "state_id": now}
        )
        assert said["undo"] == "done" and room.table.state_id == 0
    finally:
        for socket in sockets:
            socket.close()


def test_one_no_cancels_an_undo_asked(server: LiveServer) -> None:
    table, tokens = seat_everyone(server, "oh-hell", seed=4, dealer=3)
    sockets = [Socket(server.ws_base, table, t) for t in tokens]
    room = server.hall.rooms[table]
    try:
        for socket in sockets:
            socket.drain()
        state = sockets[0].last_state
        seat = state["view"]["to_act"]
        sockets[seat].send(
            {
                "action": state["view"]["legal"][0]
                if seat == 0
                else sockets[seat].last_state["view"]["legal"][0],
                "state_id": 0,
            }
        )
        sockets[0].state(after=0)
        asked = server.post(f"/api/tables/{table}/undo", {"token": tokens[seat], "state_id": 1})
        assert asked["undo"] == "asked"
        other = (seat + 1) % 4
        said = server.post(
            f"/api/tables/{table}/undo", {"token": tokens[other], "state_id": 1, "agree": False}
        )
        assert said["undo"] == "declined" and room.undo_ask is None and room.table.state_id == 1
    finally:
        for socket in sockets:
            socket.close()


def test_an_undo_asks_every_person_holding_a_seat_connected_or_not(server: LiveServer) -> None:
    """A person with no websocket open (playing over HTTP, or between two connections) is
    at the table too: the undo waits for their answer, which they give over HTTP."""
    table, tokens = seat_everyone(server, "spades", seed=3, dealer=3)
    room = server.hall.rooms[table]
    state = server.get(f"/api/tables/{table}/state?token={tokens[0]}")
    assert state["view"]["to_act"] == 0
    server.post(
        f"/api/tables/{table}/act",
        {"token": tokens[0], "action": state["view"]["legal"][0], "state_id": 0},
    )
    socket = Socket(server.ws_base, table, tokens[0])  # only the asker is connected
    try:
        asked = server.post(f"/api/tables/{table}/undo", {"token": tokens[0], "state_id": 1})
        assert asked["undo"] == "asked" and room.table.state_id == 1
        assert room.undo_ask is not None and room.undo_ask.needed == {1, 2, 3}
        for seat in (1, 2):
            said = server.post(f"/api/tables/{table}/undo", {"token": tokens[seat], "state_id": 1})
            assert said["undo"] == "agreed"
        said = server.post(f"/api/tables/{table}/undo", {"token": tokens[3], "state_id": 1})
        assert said == {"undo": "done", "undone": 1, "state_id": 0}
    finally:
        socket.close()


def you_and_a_friend(server: LiveServer, **settings: float) -> dict[str, Any]:
    """A Spades table started now: you at North, an open seat for a person at East, bots
    beside (seeded), with no pause between deals and ``settings``."""
    created: dict[str, Any] = server.post(
        "/api/tables",
        {
            "game": "spades",
            "seed": 3,
            "dealer": 3,
            "seats": ["you", "human", "bot", "bot"],
            "start": "now",
            "settings": {"deal_pause": 0, **settings},
        },
    )
    return created


def test_an_undo_is_refused_while_a_person_it_needs_is_away_and_a_bot_plays_for_them(
    server: LiveServer,
) -> None:
    """A person gone longer than the grace period cannot agree: asking is refused, saying
    who is away, and nothing is taken back."""
    created = you_and_a_friend(server, bot_delay=3600, grace=0)
    table, token = created["table"], created["token"]
    server.post(f"/api/tables/{table}/join", {"seat": 1, "name": "Ann"})
    socket = Socket(server.ws_base, table, token)
    try:
        state = socket.state()
        socket.send({"action": state["view"]["legal"][0], "state_id": 0})
        socket.state(after=0)
        status, answer = undo(server, table, {"token": token, "state_id": 1})
        assert (status, answer["code"]) == (409, "no_undo"), answer
        assert "Ann" in answer["error"] and "away" in answer["error"]
        room = server.hall.rooms[table]
        assert room.undo_ask is None and room.table.state_id == 1
    finally:
        socket.close()


def test_an_undo_asked_is_dropped_when_a_person_it_asks_is_gone_past_the_grace_period(
    server: LiveServer,
) -> None:
    """The person asked closes the table and does not come back: once their grace period is
    over (a bot plays for them) the undo is dropped, the asker is told, and play goes on."""
    created = you_and_a_friend(server, bot_delay=0, grace=0.3)
    table, token = created["table"], created["token"]
    other = server.post(f"/api/tables/{table}/join", {"seat": 1})["token"]
    asker, asked = Socket(server.ws_base, table, token), Socket(server.ws_base, table, other)
    room = server.hall.rooms[table]
    try:
        state = my_turn(asker)
        asker.send({"action": state["view"]["legal"][0], "state_id": 0})
        state = asker.state(after=0)
        assert state["view"]["to_act"] == 1
        answer = server.post(f"/api/tables/{table}/undo", {"token": token, "state_id": 1})
        assert answer["undo"] == "asked"
        asked.close()
        while (asker.last_state or {}).get("undo") is not None or asker.last_state is state:
            asker.recv()
        assert room.undo_ask is None
        moved = asker.state(after=1)
        assert moved["table"]["seats"][1]["bot_playing"], "the bot plays for the one gone"
    finally:
        asker.close()


class FakeClock:
    """A room's clock that moves only when the test moves it."""

    def __init__(self, now: float) -> None:
        self.now = now

    def __call__(self) -> float:
        return self.now


def test_asking_an_undo_again_and_again_never_winds_a_turn_clock_back(
    server: LiveServer,
) -> None:
    """A pause (an undo asked, then withdrawn or declined) stops the turn clock and play
    resumes with the time that was left: asking an undo again and again on your own turn
    gains no time, and when it is out the seat's bot plays for you."""
    created = you_and_a_friend(server, bot_delay=0, grace=3600, turn_timer=600)
    table, token = created["table"], created["token"]
    room = server.hall.rooms[table]
    clock = room.clock = FakeClock(float(int(time.time())))  # whole seconds: exact sums
    friend = server.post(f"/api/tables/{table}/join", {"seat": 1})["token"]
    for seat, mine in enumerate((token, friend)):  # North then East bid, the bots after them
        state = server.get(f"/api/tables/{table}/state?token={mine}")
        assert state["view"]["to_act"] == seat
        server.post(
            f"/api/tables/{table}/act",
            {"token": mine, "action": state["view"]["legal"][0], "state_id": seat},
        )
    state = http_turn(server, table, token)  # North leads the first trick
    now = state["state_id"]
    assert state["deadline"] == clock.now + 600
    for round_ in range(6):
        clock.now += 100  # 100 s of the turn go by
        asked = server.post(f"/api/tables/{table}/undo", {"token": token, "state_id": now})
        assert asked["undo"] == "asked"
        assert server.get(f"/api/tables/{table}/state?token={token}")["deadline"] is None
        clock.now += 300  # the pause: not counted
        if round_ % 2:
            body = {"token": friend, "state_id": now, "agree": False}
            assert server.post(f"/api/tables/{table}/undo", body)["undo"] == "declined"
        else:
            body = {"token": token, "state_id": now, "agree": False}
            assert server.post(f"/api/tables/{table}/undo", body)["undo"] == "withdrawn"
        if round_ < 5:
            state = server.get(f"/api/tables/{table}/state?token={token}")
            assert state["state_id"] == now
            assert state["deadline"] - clock.now == pytest.approx(600 - 100 * (round_ + 1))
    # the 600 s are used up: North's bot plays the lead for them
    moved = server.get(f"/api/tables/{table}/state?token={token}")
    while moved["state_id"] == now:
        moved = server.get(f"/api/tables/{table}/state?token={token}")
    assert room.table.actions[now][0] == 0


# -- hints ---------------------------------------------------------------------------------------


def test_a_hint_is_a_legal_action_of_the_seats_own_bot_on_its_turn(server: LiveServer) -> None:
    for game in games.names():
        table, token = alone_with_bots(server, game)
        state = server.get(f"/api/tables/{table}/state?token={token}")
        while state["view"]["to_act"] != 0:
            state = server.get(f"/api/tables/{table}/state?token={token}")
        hint = server.get(f"/api/tables/{table}/hint?token={token}")
        assert hint["action"] in state["view"]["legal"], (game, hint)
        assert hint["bot"] == "heuristic" and hint["state_id"] == state["state_id"]


@pytest.mark.parametrize(("query", "code"), [("", "wrong_token"), ("?token=bad", "wrong_token")])
def test_a_hint_needs_the_seats_token(server: LiveServer, query: str, code: str) -> None:
    table, _ = alone_with_bots(server)
    status, answer = server.request("GET", f"/api/tables/{table}/hint{query}")
    assert status == 403 and answer["code"] == code


def test_a_hint_is_only_for_your_turn(server: LiveServer) -> None:
    created = server.post(
        "/api/tables",
        {
            "game": "spades",
            "seats": ["you", "bot", "bot", "bot"],
            "dealer": 0,
            "settings": {"bot_delay": 3600},
        },
    )
    status, answer = server.request(
        "GET", f"/api/tables/{created['table']}/hint?token={created['token']}"
    )
    assert status == 409 and answer["code"] == "out_of_turn"


# -- how to play ---------------------------------------------------------------------------------


def test_every_game_has_its_guide_and_rule_tags(server: LiveServer) -> None:
    for name in games.names():
        guide = server.get(f"/api/games/{name}/guide")
        assert guide["how_to_play"] and guide["rule_tags"], name
        assert all(t["tag"] and t["text"] for t in guide["rule_tags"])


def test_an_unknown_games_guide_is_refused(server: LiveServer) -> None:
    status, answer = server.request("GET", "/api/games/%3Cscript%3E/guide")
    assert (status, answer) == (404, {"error": "no such game", "code": "not_found"})


@pytest.mark.parametrize("game", games.names())
def test_after_an_undo_every_seat_sees_exactly_a_replay_without_the_actions_taken_back(
    server: LiveServer, game: str
) -> None:
    """Whatever the play had shown (a dummy, a card turned, cards passed) is where the rules
    put it in the replay: no seat, and no spectator, sees more than a table that never had
    the actions taken back."""
    table, token = alone_with_bots(server, game)
    room = server.hall.rooms[table]
    for _ in range(6):  # six of the person's actions, the bots' between them
        state = http_turn(server, table, token)
        server.request(
            "POST",
            f"/api/tables/{table}/act",
            {"token": token, "action": state["view"]["legal"][-1], "state_id": state["state_id"]},
        )
    now = http_turn(server, table, token)["state_id"]
    status, answer = undo(server, table, {"token": token, "state_id": now})
    assert status == 200, answer
    replay = room.table.new_match()
    for _, text in room.table.actions:
        replay.apply(text)
    for seat in [None, *range(replay.game.players)]:
        assert room.table.match.view(seat) == replay.view(seat), (game, seat)
    sent = server.get(f"/api/tables/{table}/state?token={token}")
    assert sent["view"] == json.loads(json.dumps(explained_view(replay.view(0))))
    assert sent["state_id"] == answer["state_id"]
