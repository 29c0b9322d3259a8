"""The attack suite (issue 8): for every game, try to rebuild a hidden hand of a running table
from everything a client can fetch, as a spectator and as every seat, the seed attack included.

The tables run on a server as people play on it (no chosen seeds). A table is played past its
first deal; then every route and message is fetched and searched: for the table's seed or key,
for the current deal, and for any card hidden from the one who fetched it. Then an attacker
tries every number it was given (and every small one) as a seed, in the way the server dealt
before keys, and every finished pack, to reproduce the deal being played.
"""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from typing import Any

import pytest
from serving import LiveServer, Socket, live_server, seat_everyone
from test_leak import leaks

from followsuit import games
from followsuit.engine import Game
from followsuit.server.tables import Seat, Settings, Table

SMALL_SEEDS = 3000
"""Seeds an attacker tries besides every number it was sent."""


@pytest.fixture(scope="module")
def open_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[LiveServer]:
    """A server as people play on it: tables cannot choose their seed."""
    database = tmp_path_factory.mktemp("db") / "tables.sqlite3"
    with live_server(database, chosen_seeds=False) as live:
        yield live


def play_into_second_deal(
    server: LiveServer, game: str, rng: random.Random
) -> tuple[str, list[str]]:
    """A table whose every seat the test holds, played at random until a few actions into
    the deal after the first finished one."""
    table_id, tokens = seat_everyone(server, game)
    table = server.hall.rooms[table_id].table
    for _ in range(2000):
        if table.match.finished and len(table.match.current.history) >= 3:
            return table_id, tokens
        seat = table.to_act
        state = server.get(f"/api/tables/{table_id}/state?token={tokens[seat]}")
        action = rng.choice(state["view"]["legal"])
        server.post(
            f"/api/tables/{table_id}/act",
            {"token": tokens[seat], "action": action, "state_id": state["state_id"]},
        )
    raise AssertionError(f"{game}: the second deal was not reached")


def fetch_everything(server: LiveServer, table_id: str, tokens: list[str]) -> dict[str, Any]:
    """Every answer a client can get about the table: by route, and by who asked."""
    found: dict[str, Any] = {}
    for path in ("/api/tables", f"/api/tables/{table_id}", "/api/finished", "/api/stats"):
        found[path] = server.get(path)
    found["record"] = server.get(f"/api/tables/{table_id}/record")
    found["state:None"] = server.get(f"/api/tables/{table_id}/state")
    for seat, token in enumerate(tokens):
        found[f"state:{seat}"] = server.get(f"/api/tables/{table_id}/state?token={token}")
    table = server.hall.rooms[table_id].table
    for number in range(1, len(table.match.deals) + 2):
        found[f"deal:{number}"] = server.request("GET", f"/api/tables/{table_id}/deals/{number}")
        found[f"analysis:{number}"] = server.request(
            "GET", f"/api/tables/{table_id}/deals/{number}/analysis"
        )
    found["guide"] = server.get(f"/api/games/{table.game.name}/guide")
    for seat, token in enumerate(tokens):
        found[f"hint:{seat}"] = server.request("GET", f"/api/tables/{table_id}/hint?token={token}")
        stale = {"token": token, "state_id": table.state_id + 1}
        found[f"undo:{seat}"] = server.request("POST", f"/api/tables/{table_id}/undo", stale)
    for seat, token in [(None, None), *enumerate(tokens)]:
        socket = Socket(server.ws_base, table_id, token)
        try:
            found[f"socket:{seat}"] = socket.state()
        finally:
            socket.close()
    return found


def keys_in(value: Any) -> Iterator[str]:
    if isinstance(value, dict):
        for key, item in value.items():
            yield str(key)
            yield from keys_in(item)
    elif isinstance(value, list):
        for item in value:
            yield from keys_in(item)


def numbers_in(value: Any) -> Iterator[int]:
    if isinstance(value, bool):
        return
    if isinstance(value, int):
        yield value
    elif isinstance(value, float):
        yield int(value)
    elif isinstance(value, dict):
        for item in value.values():
            yield from numbers_in(item)
    elif isinstance(value, list):
        for item in value:
            yield from numbers_in(item)


def seed_attack(
    game: Game, deal_number: int, candidates: set[Any], packs: list[list[int]]
) -> dict[tuple[int, ...], Any]:
    """Every pack order an attacker can make, with how: each candidate seed dealt the way the
    server dealt before keys (one generator seeded once, a shuffle per deal, up to deal
    ``deal_number`` from 0), each finished pack again, and a generator seeded with it."""
    orders: dict[tuple[int, ...], Any] = {}
    for seed in candidates:
        rng = random.Random(seed)
        for _ in range(deal_number + 1):
            orders.setdefault(tuple(game.pack.shuffled(rng)), seed)
    for index, pack in enumerate(packs):
        orders.setdefault(tuple(pack), f"pack of deal {index + 1}")
        orders.setdefault(tuple(game.pack.shuffled(random.Random(str(pack)))), f"deal {index + 1}")
    return orders


@pytest.mark.parametrize("game", games.names())
def test_no_hidden_hand_of_a_running_table_can_be_rebuilt(
    open_server: LiveServer, game: str
) -> None:
    server = open_server
    table_id, tokens = play_into_second_deal(server, game, random.Random(game))
    table = server.hall.rooms[table_id].table
    assert table.key is not None and table.seed is None, "a table of people deals from its key"
    found = fetch_everything(server, table_id, tokens)
    text = json.dumps(found)

    # Nothing names a seed, a key or a generator, and the key's text is nowhere.
    named = {k.lower() for k in keys_in(found)}
    assert not named & {"seed", "key", "rng", "random", "generator"}, named
    assert table.key not in text

    # The record holds the finished deals only, exactly as they were played.
    record = found["record"]
    finished = len(table.match.finished)
    assert [d["pack"] for d in record["deals"]] == [
        d.pack_text() for d in table.match.deals[:finished]
    ]
    current = table.match.current
    assert current is not None and not current.is_over
    assert json.dumps(current.pack_text()) not in text, "the deal being played is not given"
    status, refused = found[f"deal:{len(table.match.deals)}"]
    assert status == 400 and refused["code"] == "invalid", "the deal being played has no replay"
    status, refused = found[f"analysis:{len(table.match.deals)}"]
    assert status == 409 and refused["code"] == "conflict", "nor an analysis"
    assert found["analysis:1"][0] == 200, "a finished deal's analysis is public"

    # Every seat's (and a spectator's) state names no card hidden from it.
    said = [*current.history, *table.match.legal_actions()]
    skip = {a.text for a in said if not a.cards}  # calls such as Beyond's 4S are no cards
    for seat in [None, *range(len(tokens))]:
        for key in (f"state:{seat}", f"socket:{seat}"):
            view = found[key]["view"]
            assert not leaks(view, table.match, seat, skip), (game, key)
            extra = {k: found[key].get(k) for k in ("moment", "undo", "thinking")}
            assert not leaks(extra, table.match, seat, skip), (game, key)
        if seat is not None:
            status, hint = found[f"hint:{seat}"]
            assert (status == 200) == (seat == table.to_act), hint
            assert not leaks(hint, table.match, seat, skip), (game, "hint", seat)
            assert found[f"undo:{seat}"][1]["code"] == "stale"

    # The seed attack: every number sent, every small seed, every finished pack.
    candidates: set[Any] = set(numbers_in(found)) | set(range(SMALL_SEEDS)) | {table_id}
    packs = [d.order for d in table.match.deals[:finished]]
    orders = seed_attack(table.game, len(table.match.deals) - 1, candidates, packs)
    assert tuple(current.order) not in orders, f"rebuilt from {orders.get(tuple(current.order))}"


def test_the_seed_attack_finds_a_deal_dealt_from_a_known_seed() -> None:
    """The attack above is no formality: the deals of a table dealt from a seed (tables
    stored before keys) are found by it from that seed."""
    game = games.load("spades")
    table = Table(
        table_id="legacy",
        game="spades",
        preset=None,
        options={},
        key=None,
        seed=1234,
        dealer=0,
        seats=[Seat("bot", "random") for _ in range(4)],
        settings=Settings(),
    )
    orders = seed_attack(game, 0, {1234}, [])
    assert orders[tuple(table.match.current.order)] == 1234


def test_a_table_request_cannot_choose_its_seed(open_server: LiveServer) -> None:
    """The seed attack's other way in: choose the seed, then know every hand."""
    for seed in (1, 2**70, "1"):
        status, answer = open_server.request(
            "POST",
            "/api/tables",
            {"game": "spades", "seats": ["you", "human"] + ["bot"] * 2, "seed": seed},
        )
        assert status == 400 and answer["code"] == "invalid", answer
        assert "seed" in answer["error"]


def test_the_record_of_a_running_bot_table_gives_no_seed_and_no_deal_in_play(
    open_server: LiveServer,
) -> None:
    """Nor does a table played by bots (their generators come from the key too)."""
    created = open_server.post(
        "/api/tables",
        {
            "game": "spades",
            "seats": ["bot"] * 4,
            "start": "now",
            "settings": {"bot_delay": 0, "deal_pause": 0},
        },
    )
    table = open_server.hall.rooms[created["table"]].table
    record = open_server.get(f"/api/tables/{created['table']}/record")
    assert "seed" not in record["table"] and "key" not in record["table"]
    assert len(record["deals"]) <= len(table.match.finished) + int(table.over)
    assert table.key not in json.dumps(record)


def test_keys_derive_independent_generators() -> None:
    """Each deal and each bot turn has its own generator; the same key and purpose give the
    same one (so a restarted server deals the same cards)."""
    from followsuit.server.keys import derived_random, new_key

    key = new_key()
    draws = {
        p: derived_random(key, *p).getrandbits(64)
        for p in [("deal", 0), ("deal", 1), ("bot", 0, 5), ("bot", 1, 5)]
    }
    assert len(set(draws.values())) == 4
    assert derived_random(key, "deal", 1).getrandbits(64) == draws[("deal", 1)]
    assert derived_random(new_key(), "deal", 1).getrandbits(64) != draws[("deal", 1)]
