"""The lobby's API and the pages (issue 4, part 5): games with their presets and an options
form generated from the options dataclass; creating tables with clear errors."""

from __future__ import annotations

import dataclasses
import time
import urllib.request

import pytest
from serving import LiveServer

from followsuit import games
from followsuit.records import replay


def test_every_registered_game_is_offered_with_presets_and_option_fields(
    server: LiveServer,
) -> None:
    """Each game's form lists every field of its options dataclass with its default."""
    offered = {g["name"]: g for g in server.get("/api/games")}
    assert set(offered) == set(games.names())
    for name, entry in offered.items():
        spec = games.spec(name)
        fields = {f["name"]: f for f in entry["options"]}
        assert set(fields) == {f.name for f in dataclasses.fields(spec.options)}
        defaults = spec.options().as_dict()
        assert {k: f["default"] for k, f in fields.items()} == defaults
        assert [p["name"] for p in entry["presets"]] == list(spec.presets)
        assert entry["bots"] and entry["players"] == len(entry["positions"])


def test_option_fields_carry_their_kind_and_docstring(server: LiveServer) -> None:
    """Spades' ``target`` is an int with its docstring; ``lose_at`` may be none."""
    spades = next(g for g in server.get("/api/games") if g["name"] == "spades")
    fields = {f["name"]: f for f in spades["options"]}
    assert fields["target"]["kind"] == "int" and "reach" in fields["target"]["doc"]
    assert fields["lose_at"]["optional"]
    assert fields["nil"]["kind"] == "bool"


@pytest.mark.parametrize(
    ("request_body", "named"),
    [
        ({"game": "spades", "options": {"target": -5}}, "target"),
        ({"game": "spades", "options": {"colour": 1}}, "colour"),
        ({"game": "spades", "preset": "nonsense"}, "nonsense"),
        ({"game": "whist"}, "whist"),
        ({"game": "spades", "seats": ["you", "you", "bot", "bot"]}, "one seat"),
        ({"game": "spades", "seats": ["you", "bot"]}, "4 seats"),
        ({"game": "spades", "seats": ["you", "bot:nobody", "bot", "bot"]}, "nobody"),
        ({"game": "spades", "settings": {"grace": -1}}, "grace"),
        ({"game": "spades", "settings": {"speed": 1}}, "speed"),
    ],
)
def test_a_bad_table_request_is_refused_naming_what_is_wrong(
    server: LiveServer, request_body: dict[str, object], named: str
) -> None:
    status, answer = server.request("POST", "/api/tables", request_body)
    assert status == 400
    assert named in answer["error"]


def test_an_option_set_back_to_its_default_on_top_of_a_preset_is_played(
    server: LiveServer,
) -> None:
    """Options change the preset named: blind nil allowed again on top of "no-blind-nil" is
    what the table plays, shows, stores and records, though it is the game's default."""
    created = server.post(
        "/api/tables",
        {
            "game": "spades",
            "preset": "no-blind-nil",
            "options": {"blind_nil": True, "target": 300},
            "seats": ["you", "bot", "bot", "bot"],
            "settings": {"bot_delay": 3600},
        },
    )
    table = created["table"]
    assert server.hall.rooms[table].table.game.options.blind_nil
    shown = server.get(f"/api/tables/{table}")
    assert shown["preset"] == "no-blind-nil"
    assert shown["options"] == {"blind_nil": True, "target": 300}
    row = server.hall.store.load(table)
    assert games.load(row.game, row.preset, **row.options).options.blind_nil, "as stored"
    record = server.get(f"/api/tables/{table}/record")
    assert games.load(record["game"], **record["options"]).options.blind_nil, "as recorded"
    assert games.load(record["game"], **record["options"]).options.target == 300


def test_a_new_table_is_listed_and_its_pages_are_served(server: LiveServer) -> None:
    created = server.post(
        "/api/tables", {"game": "spades", "seats": ["you", "human", "bot", "bot"]}
    )
    listed = {t["id"]: t for t in server.get("/api/tables")}
    assert listed[created["table"]]["open_seats"] == [1]
    assert listed[created["table"]]["status"] == "waiting"
    for path, kind in [
        ("/", "text/html"),
        (created["url"], "text/html"),
        ("/static/js/table.js", "javascript"),
        ("/static/css/style.css", "css"),
    ]:
        with urllib.request.urlopen(server.base + path, timeout=10) as response:
            assert kind in response.headers["Content-Type"]
    status, _answer = server.request("GET", "/api/tables/nosuchtable")
    assert status == 404


def test_a_dealer_given_as_true_is_refused_not_taken_for_seat_one(server: LiveServer) -> None:
    """``true`` is no seat, though Python counts it as the number 1."""
    body = {"game": "spades", "dealer": True, "seats": ["you", "bot", "bot", "bot"]}
    status, answer = server.request("POST", "/api/tables", body)
    assert status == 400 and answer["code"] == "invalid", answer
    assert "dealer must be a seat" in answer["error"]


def test_a_dummy_never_deals_a_dummys_seat_given_as_dealer_is_refused(server: LiveServer) -> None:
    """19 for three players: the dealer is a live player (West, seat 3, is the dummy)."""
    seats = ["you", "bot", "bot", "bot"]
    body = {"game": "nineteen", "preset": "three-players", "dealer": 3, "seats": seats}
    status, answer = server.request("POST", "/api/tables", body)
    assert status == 400 and answer["code"] == "invalid", answer
    assert "dealer must be a live player's seat, not 3 (Dummy)" in answer["error"]
    status, answer = server.request("POST", "/api/tables", {**body, "dealer": 2})
    assert status == 201, answer


@pytest.mark.parametrize(
    ("field", "value", "said"),
    [
        ("preset", "", "preset: name one of the game's presets"),
        ("preset", 0, "preset: name one of the game's presets"),
        ("preset", False, "preset: name one of the game's presets"),
        ("options", "", "options must be an object"),
        ("options", [], "options must be an object"),
        ("seats", "", "seats: Spades needs a list of 4 seats"),
        ("seats", [], "seats: Spades needs a list of 4 seats"),
    ],
)
def test_an_empty_or_false_field_is_refused_not_taken_for_the_default(
    server: LiveServer, field: str, value: object, said: str
) -> None:
    """Only null (or leaving the field out) asks for the default; an empty text, list or a
    false is a mistake to name."""
    status, answer = server.request("POST", "/api/tables", {"game": "spades", field: value})
    assert status == 400 and answer["code"] == "invalid", answer
    assert said in answer["error"]


@pytest.mark.parametrize("settings", ["fast", [], [1], 5, 0, "", False])
def test_settings_that_are_not_an_object_are_refused_naming_settings(
    server: LiveServer, settings: object
) -> None:
    """A text, a list or a number is no table settings: refused, saying so, rather than a
    sentence about nothing in particular or (when empty) silently taken for the defaults."""
    body = {"game": "spades", "settings": settings}
    status, answer = server.request("POST", "/api/tables", body)
    assert status == 400 and answer["code"] == "invalid", answer
    assert "settings must be an object" in answer["error"]


def test_a_games_guide_is_found_by_every_name_a_table_takes(server: LiveServer) -> None:
    """A table of ``oh_hell`` can be made, so its guide is there by that name too (and by
    the game's every alias): the same guide as by the game's own name."""
    for name in games.names():
        spec = games.spec(name)
        guide = server.get(f"/api/games/{name}/guide")
        for other in (*spec.aliases, name.replace("-", "_"), name.upper()):
            assert server.get(f"/api/games/{other}/guide") == guide, other
    assert server.get("/api/games/oh_hell/guide") == server.get("/api/games/oh-hell/guide")
    created = server.post("/api/tables", {"game": "oh_hell", "settings": {"bot_delay": 3600}})
    assert server.get(f"/api/tables/{created['table']}")["game"] == "oh-hell"


@pytest.mark.parametrize(
    ("game", "preset", "options", "positions"),
    [
        ("bezique", "three-handed", {}, ["Player 1", "Player 2", "Player 3"]),
        ("bezique", None, {"form": "four-handed"}, ["North", "East", "South", "West"]),
        ("oh-hell", "bust-5", {}, [f"Player {n}" for n in range(1, 6)]),
        ("oh-hell", None, {"players": 3}, ["Player 1", "Player 2", "Player 3"]),
        ("nineteen", "two-players", {}, ["North", "East dummy", "South", "West dummy"]),
    ],
)
def test_the_seats_of_a_preset_and_options_are_the_games_own(
    server: LiveServer,
    game: str,
    preset: str | None,
    options: dict[str, object],
    positions: list[str],
) -> None:
    """The lobby's seat plan follows what is chosen: a preset or an option may change the
    number of seats (three-handed Bézique, Oh Hell for five) or make some of them dummies
    (19 for two), and the seats the server offers are the game's, so a table of them starts."""
    body = {"preset": preset, "options": options}
    seats = server.post(f"/api/games/{game}/seats", body)
    loaded = games.load(game, preset, **options)
    assert seats["positions"] == positions == loaded.player_names
    assert seats["live"] == list(loaded.live)
    plan = ["bot"] * len(positions)
    plan[seats["live"][-1]] = "you"
    created = server.post("/api/tables", {"game": game, **body, "seats": plan})
    assert created["seat"] == seats["live"][-1]


def test_the_seats_of_an_unreadable_option_are_refused_naming_it(server: LiveServer) -> None:
    status, answer = server.request(
        "POST", "/api/games/oh-hell/seats", {"preset": None, "options": {"players": 40}}
    )
    assert status == 400 and "players" in answer["error"]
    status, answer = server.request("POST", "/api/games/whist/seats", {})
    assert status == 404


@pytest.mark.parametrize("entry", ["you", "human"])
def test_a_person_is_refused_a_dummys_seat(server: LiveServer, entry: str) -> None:
    """19 for two: East and West are dummies, whose cards the live players play; nobody sits
    there (the command line refuses the seat too), so a table never waits for them."""
    plan = ["bot", entry, "you" if entry == "human" else "bot", "bot"]
    status, answer = server.request(
        "POST", "/api/tables", {"game": "nineteen", "preset": "two-players", "seats": plan}
    )
    assert status == 400
    assert "East dummy" in answer["error"] and "dummy" in answer["error"]


def test_a_finished_table_is_listed_with_its_players_and_how_it_ended(server: LiveServer) -> None:
    """``/api/finished`` gives the game's title, the seats' names and positions, each score's
    seats and the totals and winner the record replays to (public: the match is over)."""
    created = server.post(
        "/api/tables",
        {
            "game": "oh-hell",
            "options": {"hand_sizes": [1]},
            "seats": ["you", "bot", "bot", "bot"],
            "name": "Ann",
            "settings": {"bot_delay": 0, "grace": 0},
        },
    )
    table = created["table"]
    deadline = time.time() + 30
    while table not in [t["id"] for t in server.get("/api/finished")]:
        assert time.time() < deadline, "the match did not finish"
        time.sleep(0.05)
    entry = next(t for t in server.get("/api/finished") if t["id"] == table)
    ended = replay(server.get(f"/api/tables/{table}/record")).summary
    game = games.load("oh-hell", hand_sizes=[1])
    assert entry["title"] == "Oh Hell" and entry["names"][0] == "Ann"
    assert entry["positions"] == game.player_names and entry["live"] == list(game.live)
    assert entry["scorers"] == [list(s) for s in game.scorers]
    assert entry["score_names"] == game.score_names
    assert (entry["totals"], entry["winner"]) == (ended["totals"], ended["winner"])
    assert entry["stopped"] is None
    assert next(t for t in server.get("/api/finished") if t["id"] == table) == entry
