"""A match at a server table runs at most ``MAX_DEALS`` deals: one whose end never comes (a
target nobody reaches, a million deals chosen, a table of bots with no pause) stops there,
unfinished, says so, and is stored as finished; it never plays on, and stores, without end."""

from __future__ import annotations

import time
from random import Random

import pytest
from serving import LiveServer

from followsuit.records import replay
from followsuit.server import tables
from followsuit.server.keys import new_key
from followsuit.server.persistence import Store, database_url
from followsuit.server.protocol import Refusal
from followsuit.server.tables import BOT, FINISHED, PLAYING, Seat, Settings, Table


def endless_table(key: str, actions: list[tuple[int, str]] | None = None) -> Table:
    """Four random bots at Spades to a million points: its own end is out of reach."""
    return Table(
        table_id="endless",
        game="spades",
        preset=None,
        options={"target": 1_000_000},
        key=key,
        dealer=0,
        seats=[Seat(BOT, "random") for _ in range(4)],
        settings=Settings(),
        status=PLAYING,
        created=0.0,
        actions=actions,
    )


def test_a_match_still_going_after_the_most_deals_stops_unfinished_and_says_so(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """After its last deal nobody is to act; the table is finished, its summary and record
    say why, every action is refused with that sentence, the record replays as an
    unfinished match, and the table rebuilt from its actions is the same."""
    monkeypatch.setattr(tables, "MAX_DEALS", 2)
    key = new_key()
    table = endless_table(key)
    rng = Random(3)
    for _ in range(2000):
        seat = table.to_act
        if seat is None:
            break
        table.accept(table.check(seat, rng.choice(table.view(seat)["legal"]), table.state_id))
    assert table.to_act is None and len(table.match.finished) == 2 and not table.over
    assert table.status == FINISHED
    assert table.stopped is not None and "at most 2 deals" in table.stopped
    assert table.summary()["stopped"] == table.stopped
    with pytest.raises(Refusal) as refused:
        table.check(0, "4", table.state_id)
    assert (refused.value.code, refused.value.error) == ("game_over", table.stopped)
    record = table.record()
    assert record["table"]["stopped"] == table.stopped and len(record["deals"]) == 2
    assert replay(record).summary["complete"] is False
    again = endless_table(key, table.actions)
    assert again.status == FINISHED and again.stopped == table.stopped
    assert again.summary() == table.summary()


def test_a_table_of_bots_with_no_pause_stops_at_the_most_deals_and_is_stored_finished(
    server: LiveServer, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The server's bots stop when the match does; the table is stored finished, with its
    record and the sentence saying why (so a restarted server does not take it up again)."""
    monkeypatch.setattr(tables, "MAX_DEALS", 2)
    created = server.post(
        "/api/tables",
        {
            "game": "spades",
            "options": {"target": 1_000_000},
            "seats": ["bot:random"] * 4,
            "settings": {"bot_delay": 0, "deal_pause": 0},
        },
    )
    table = created["table"]
    deadline = time.time() + 60
    while server.get(f"/api/tables/{table}")["status"] != "finished":
        assert time.time() < deadline, "the table did not stop"
        time.sleep(0.05)
    summary = server.get(f"/api/tables/{table}")
    assert summary["stopped"] and summary["deal_number"] == 2
    store = Store(database_url(server.app.state.database_url))
    try:
        row = store.load(table)
    finally:
        store.close()
    assert row is not None and row.status == "finished" and row.record is not None
    assert row.record["table"]["stopped"] == summary["stopped"]
    assert len(row.record["deals"]) == 2 and len(row.actions) == summary["state_id"]
