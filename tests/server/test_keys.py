"""A table's key deals its cards and seeds its bots, the same way after a restart; a table
stored before keys deals from its seed as it always did (issue 8)."""

from __future__ import annotations

import asyncio
from pathlib import Path

from followsuit import games
from followsuit.server.hall import Hall
from followsuit.server.keys import derived_random, new_key
from followsuit.server.persistence import (
    Store,
    StoredTable,
    append_action,
    create_table,
    database_url,
)
from followsuit.server.tables import Seat, Settings, Table


def table(key: str | None, seed: int | None, actions: list[tuple[int, str]]) -> Table:
    return Table(
        table_id="t",
        game="spades",
        preset=None,
        options={},
        key=key,
        seed=seed,
        dealer=0,
        seats=[Seat("bot", "random") for _ in range(4)],
        settings=Settings(),
        status="playing",
        actions=actions,
    )


def played(start: Table, count: int) -> list[tuple[int, str]]:
    """The first ``count`` actions of a match, each seat's first legal action."""
    match = start.new_match()
    actions = []
    for _ in range(count):
        seat = match.to_act
        assert seat is not None
        text = match.legal_actions()[0].text
        match.apply(match.parse(text))
        actions.append((seat, text))
    return actions


def test_a_key_deals_the_same_deals_and_bots_again() -> None:
    key = new_key()
    first = table(key, None, [])
    actions = played(first, 60)  # into the second deal
    again = table(key, None, actions)
    assert len(again.match.finished) >= 1
    assert [d.order for d in again.match.deals] == [
        d.order for d in table(key, None, actions).match.deals
    ]
    assert again.bot_random(2).random() == table(key, None, actions).bot_random(2).random()
    other = table(new_key(), None, actions[:0])
    assert other.match.current.order != first.match.current.order  # type: ignore[union-attr]


def test_each_deal_of_a_key_is_shuffled_apart() -> None:
    """Deal 2's pack is not the continuation of deal 1's generator."""
    key = new_key()
    actions = played(table(key, None, []), 60)
    keyed = table(key, None, actions)
    second = keyed.match.deals[1].order
    assert second == keyed.game.pack.shuffled(derived_random(key, "deal", 1))


def test_a_table_stored_before_keys_resumes_from_its_seed(tmp_path: Path) -> None:
    """Its deals are those of ``new_match(seed)``, exactly as before, and it resumes."""
    reference = games.load("spades").new_match(seed=5, dealer=0)
    actions = []
    for _ in range(20):
        seat = reference.to_act
        assert seat is not None
        text = reference.legal_actions()[0].text
        reference.apply(reference.parse(text))
        actions.append((seat, text))
    store = Store(database_url(tmp_path / "t.sqlite3"))
    stored = StoredTable(
        id="old",
        game="spades",
        preset=None,
        options={},
        seed=5,
        dealer=0,
        seats=[{"kind": "bot", "bot": "random"}] * 4,
        settings={"bot_delay": 3600},
        host=None,
        status="playing",
        created=0.0,
        actions=actions,
    )
    store.write([create_table(stored)])
    store.write([append_action("old", n, s, t, 0.0) for n, (s, t) in enumerate(actions)])

    async def scenario() -> None:
        hall = Hall(store)
        await hall.start()
        try:
            resumed = hall.rooms["old"].table
            assert resumed.key is None and resumed.seed == 5
            assert resumed.view(None) == reference.view(None)
            assert resumed.match.current.order == reference.current.order  # type: ignore[union-attr]
        finally:
            await hall.close()

    asyncio.run(scenario())
