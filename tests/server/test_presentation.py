"""Each state the server sends carries the game's presentation of the seat's view (typed rows,
chips by seat, what lies before the seats, notes and what choices do: ``GameSpec.present``, the
same the terminal draws) and each finished deal's score lines in words, so the web client draws
every game without a module of the game's own (issue 30)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from serving import LiveServer, live_server, seat_everyone

from followsuit import games
from followsuit.records.deal_end import deal_words


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[LiveServer]:
    with live_server(tmp_path_factory.mktemp("db") / "t.sqlite3") as live:
        yield live


def state(server: LiveServer, table: str, token: str) -> dict[str, Any]:
    answer: dict[str, Any] = server.get(f"/api/tables/{table}/state?token={token}")
    return answer


def act_until_a_deal_ends(server: LiveServer, table: str, tokens: list[str]) -> dict[str, Any]:
    """Play each seat's first legal action until the first deal is over; the state then."""
    for _ in range(500):
        now = state(server, table, tokens[0])
        if now["view"]["match"]["deal_scores"]:
            return now
        seat = now["view"]["to_act"]
        assert seat is not None
        mine = state(server, table, tokens[seat])
        server.post(
            f"/api/tables/{table}/act",
            {
                "token": tokens[seat],
                "action": mine["view"]["legal"][0],
                "state_id": now["state_id"],
            },
        )
    raise AssertionError("the deal did not end in 500 actions")


@pytest.mark.parametrize("name", games.names())
def test_each_state_carries_the_games_presentation_of_the_seats_view(
    server: LiveServer, name: str
) -> None:
    table, tokens = seat_everyone(server, name, seed=11, dealer=0)
    for token in tokens:
        if not token:
            continue  # a dummy: nobody sits there
        message = state(server, table, token)
        present = games.spec(name).present
        assert present is not None
        assert message["presentation"] == present(message["view"])
        assert message["sheet"] == []  # no deal has finished


def test_the_sheet_gives_each_finished_deals_score_lines(server: LiveServer) -> None:
    """Only finished deals are in it (public), each as the deal's end says it."""
    table, tokens = seat_everyone(server, "oh-hell", seed=5, dealer=0, preset="seven")
    after = act_until_a_deal_ends(server, table, tokens)
    match = after["view"]["match"]
    assert len(after["sheet"]) == len(match["deal_scores"]) == 1
    names = [
        seat["name"] or position
        for seat, position in zip(after["table"]["seats"], after["view"]["players"], strict=True)
    ]
    said = deal_words(
        "oh-hell", match["deal_results"][0], match["deal_scores"][0], names, match["score_names"]
    )
    assert after["sheet"][0] == said
    assert any("bid" in line for line in said)


def test_a_deals_replay_gives_its_score_lines(server: LiveServer) -> None:
    table, tokens = seat_everyone(server, "spades", seed=3, dealer=0)
    after = act_until_a_deal_ends(server, table, tokens)
    frames = server.get(f"/api/tables/{table}/deals/1")
    assert frames["lines"] == after["sheet"][0] and frames["lines"]
