"""``GET /api/tables/ID/deals/N/analysis``: a finished deal's exact analysis, refused while
the deal is played (it names every card), made off the event loop and kept per deal."""

from __future__ import annotations

import json
from random import Random
from typing import Any

from serving import LiveServer, seat_everyone

from followsuit import records
from followsuit.bots.analysis import analyse_record
from followsuit.server.analysis import CAPS

SMALL = {"game": "oh-hell", "options": {"hand_sizes": [3, 2]}, "seed": 11}
"""Oh Hell, three cards each then two: a first deal of 12 cards, solved at once."""


def act(server: LiveServer, table_id: str, tokens: list[str], rng: Random) -> None:
    """One random legal action by the seat to act."""
    table = server.hall.rooms[table_id].table
    seat = table.to_act
    state = server.get(f"/api/tables/{table_id}/state?token={tokens[seat]}")
    server.post(
        f"/api/tables/{table_id}/act",
        {
            "token": tokens[seat],
            "action": rng.choice(state["view"]["legal"]),
            "state_id": state["state_id"],
        },
    )


def analysis(server: LiveServer, table_id: str, number: Any) -> tuple[int, Any]:
    return server.request("GET", f"/api/tables/{table_id}/deals/{number}/analysis")


def test_a_deal_is_analysed_only_once_it_is_over(server: LiveServer) -> None:
    """While deal 1 is played its analysis is refused (409, naming no card); once over it
    is given to anyone, the deal in play after it is refused, and a deal that is not there
    is not found."""
    table_id, tokens = seat_everyone(server, **SMALL)
    table = server.hall.rooms[table_id].table
    rng = Random(3)
    for _ in range(6):  # the bids and the first cards
        act(server, table_id, tokens, rng)
    status, refused = analysis(server, table_id, 1)
    assert (status, refused["code"]) == (409, "conflict")
    assert "still being played" in refused["error"]
    for card in table.match.current.pack_text():
        assert card not in refused["error"].split()
    while not table.match.finished:
        act(server, table_id, tokens, rng)
    status, answer = analysis(server, table_id, 1)
    assert status == 200, answer
    played = [a.text for a in table.match.deals[0].history]
    assert [p["card"] for p in answer["plays"]] == played[-12:]
    assert answer["deal"] == 1 and answer["complete"] and answer["solved"]
    assert analysis(server, table_id, 2)[0] == 409
    assert analysis(server, table_id, 3)[0] == 404
    assert analysis(server, table_id, "x")[0] == 404
    assert analysis(server, table_id, "9" * 40)[0] == 404


def test_the_answer_is_the_librarys_and_is_kept(server: LiveServer) -> None:
    """The route answers what ``analyse_record`` makes of the table's record (same caps), and
    keeps it: asked again, the same object comes back without a new analysis."""
    table_id, tokens = seat_everyone(server, **SMALL)
    table = server.hall.rooms[table_id].table
    rng = Random(5)
    while not table.match.finished:
        act(server, table_id, tokens, rng)
    status, answer = analysis(server, table_id, 1)
    assert status == 200
    record = server.get(f"/api/tables/{table_id}/record")
    [expected] = analyse_record(records.loads(json.dumps(record)), 1, CAPS)
    made = expected.as_dict()
    made["players"] = answer["players"]  # the record names the people; the route the seats
    assert answer == made
    kept = server.app.state.analyses._done
    assert kept[table_id, 1] is not None
    before = kept[table_id, 1]
    assert analysis(server, table_id, 1)[1] == answer
    assert kept[table_id, 1] is before


def test_the_analysis_runs_off_the_event_loop(server: LiveServer, monkeypatch: Any) -> None:
    """The solving runs in a worker thread, never on the server's own (its event loop)."""
    import threading

    import followsuit.server.analysis as served

    threads: list[int | None] = []
    solve = served.analyse_play

    def watched(*args: Any, **kwargs: Any) -> Any:
        threads.append(threading.get_ident())
        return solve(*args, **kwargs)

    monkeypatch.setattr(served, "analyse_play", watched)
    table_id, tokens = seat_everyone(server, **SMALL)
    table = server.hall.rooms[table_id].table
    rng = Random(7)
    while not table.match.finished:
        act(server, table_id, tokens, rng)
    assert analysis(server, table_id, 1)[0] == 200
    assert len(threads) == 1
    assert threads[0] != server.thread.ident
