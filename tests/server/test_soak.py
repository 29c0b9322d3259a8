"""The soak's short form (issue 31): a table of every game played to the end of its match
through a real server, every route a client may use fetched at every state, with 19 for two
players (whose deals pay halves, here with sparrows and slams declared) and Grand Bézique
dealt a hand for carte blanche; the server logs no fault. ``python benchmarks/soak.py`` is the
long form: every preset, more seeds."""

from __future__ import annotations

from pathlib import Path

from soaking import Plan, Tally, soak, watched_server

SHORT = [
    Plan("spades", None, 1, "hint", "bots"),
    Plan("beyond", "short", 1, "hint", "seated"),
    Plan("oh-hell", "seven", 1, "hint", "bots"),
    Plan("10-bridge", "short-session", 1, "hint", "seated"),
    Plan("nineteen", "two-players", 2, "mixed", "seated"),
    Plan("nineteen", "two-players", 1, "mixed", "bots"),
    Plan("bezique", "grand", 182, "hint", "seated"),  # a hand for carte blanche
    Plan("bezique", "ordinary", 2, "hint", "bots"),
]
"""A table of every game, its shortest match; both kinds of table, both policies."""


def test_a_table_of_every_game_plays_its_match_through_with_no_server_fault(
    tmp_path: Path,
) -> None:
    tally = Tally()
    with watched_server(tmp_path / "tables.sqlite3") as (server, faults):
        soak(server, SHORT, tally)
    tally.faults += faults.seen
    assert tally.faults == [], "\n".join(tally.faults[:20])
    assert tally.tables == len(SHORT) and tally.deals > 40
    covered = tally.halves and tally.sparrows + tally.slams
    assert covered, "19 for two players paid no half point with a sparrow or slam: other seeds"
    assert tally.carte_blanche, "nobody showed carte blanche at Grand Bézique: another seed"
