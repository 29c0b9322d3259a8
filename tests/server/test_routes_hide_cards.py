"""A property (issue 8): no route's answer about a running table names a card that another
seat holds in the deal being played -- whoever asks, at any point of the match."""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from serving import LiveServer, live_server, seat_everyone
from test_leak import leaks

from followsuit import games


@pytest.fixture(scope="module")
def open_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[LiveServer]:
    with live_server(tmp_path_factory.mktemp("db") / "t.sqlite3", chosen_seeds=False) as live:
        yield live


def answers(server: LiveServer, table_id: str, tokens: list[str]) -> list[tuple[int | None, Any]]:
    """Every route's answer about the table, with the seat it was asked as (None: anyone)."""
    found: list[tuple[int | None, Any]] = [
        (None, server.get("/api/tables")),
        (None, server.get(f"/api/tables/{table_id}")),
        (None, server.get("/api/finished")),
        (None, server.get(f"/api/tables/{table_id}/state")),
    ]
    for seat, token in enumerate(tokens):
        found.append((seat, server.get(f"/api/tables/{table_id}/state?token={token}")))
    return found


@settings(
    max_examples=16,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture],
)
@given(
    game=st.sampled_from(games.names()),
    choices=st.lists(st.integers(0, 10**6), min_size=0, max_size=90),
)
def test_no_route_names_a_card_another_seat_holds(
    open_server: LiveServer, game: str, choices: list[int]
) -> None:
    server = open_server
    table_id, tokens = seat_everyone(server, game)
    table = server.hall.rooms[table_id].table
    for choice in choices:
        seat = table.to_act
        if seat is None:
            break
        legal = table.view(seat)["legal"]
        server.post(
            f"/api/tables/{table_id}/act",
            {
                "token": tokens[seat],
                "action": legal[choice % len(legal)],
                "state_id": table.state_id,
            },
        )
    current = table.match.current
    assert current is not None
    said = [*current.history, *table.match.legal_actions()]
    skip = {a.text for a in said if not a.cards}
    for seat, answer in answers(server, table_id, tokens):
        views = [answer["view"]] if "view" in answer else [answer]
        for view in views:
            found = leaks(view, table.match, seat, skip)
            assert not found, f"{game}: asked as seat {seat}, an answer names {found}"

    # The record, the hand-history replays and the analyses: finished deals only, never the
    # one in play.
    record = server.get(f"/api/tables/{table_id}/record")
    finished = len(table.match.finished)
    assert [d["pack"] for d in record["deals"]] == [
        d.pack_text() for d in table.match.deals[:finished]
    ]
    if not table.over:
        text = json.dumps(record)
        assert json.dumps(current.pack_text()) not in text
        status, _ = server.request("GET", f"/api/tables/{table_id}/deals/{finished + 1}")
        assert status == 400
        status, _ = server.request("GET", f"/api/tables/{table_id}/deals/{finished + 1}/analysis")
        assert status == 409
