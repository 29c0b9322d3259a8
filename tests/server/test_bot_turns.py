"""Bots' turns at a table (issue 4: "bots fill empty seats ... a table never stalls"): quick bots
decide on the event loop, slow ones in a worker thread, and a bot that fails is replaced for
that action by a random legal one; either way the table plays on and every action is stored."""

from __future__ import annotations

import asyncio
import logging
from pathlib import Path
from typing import Any

import pytest

from followsuit import games
from followsuit.engine import View
from followsuit.server import lifecycle
from followsuit.server.hall import Hall
from followsuit.server.persistence import Store, database_url
from followsuit.server.tables import Table


class BrokenBot:
    name = "heuristic"  # a quick bot, decided on the loop

    def act(self, view: View) -> str:
        raise RuntimeError("this bot is broken")


class NativePanic(BaseException):
    """What a native core's panic raises in Python: pyo3's ``PanicException`` is a
    ``BaseException``, not an ``Exception``."""


class PanickingBot:
    name = "deliberate"  # not a quick bot: thinks in a worker thread

    def act(self, view: View) -> str:
        raise NativePanic("the core panicked")


class SlowBot:
    name = "deliberate"  # not a quick bot: thinks in a worker thread

    def __init__(self) -> None:
        self.turns = 0

    def act(self, view: View) -> str:
        self.turns += 1
        legal: list[str] = view["legal"]
        return legal[-1]


def play(
    tmp_path: Path, bots: dict[int, Any], actions: int, seats: list[str] | None = None
) -> list[tuple[int, str]]:
    """A four-bot Spades table (``seats``: each seat's ``bot:name``, by default the game's
    bot) whose seats in ``bots`` are played by those bots; returns the stored actions once
    ``actions`` have been accepted."""

    async def scenario() -> list[tuple[int, str]]:
        store = Store(database_url(tmp_path / "tables.sqlite3"))
        hall = Hall(store, chosen_seeds=True)
        await hall.start()
        try:
            seating = await hall.create(
                {
                    "game": "spades",
                    "seats": seats or ["bot"] * 4,
                    "start": "now",
                    "seed": 7,
                    "dealer": 0,
                    "settings": {"bot_delay": 0, "deal_pause": 0},
                }
            )
            room = hall.rooms[seating.table]
            for _ in range(2000):
                if room.table.state_id >= actions:
                    break
                await asyncio.sleep(0.005)
            row = await hall.journal.call(lambda: store.load(seating.table))
            assert row is not None
            found: list[tuple[int, str]] = row.actions
            return found
        finally:
            await hall.close()

    original = lifecycle.Room.bot

    def bot(room: lifecycle.Room, seat: int) -> Any:
        return bots[seat] if seat in bots else original(room, seat)

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(lifecycle.Room, "bot", bot)
        return asyncio.run(scenario())


def test_a_failing_bot_plays_a_random_legal_action_and_the_table_goes_on(tmp_path: Path) -> None:
    """A bot must never stall the table: when it fails, a random legal action is played for
    it, stored like any other."""
    stored = play(tmp_path, {0: BrokenBot()}, 20)
    assert len(stored) >= 20
    assert any(seat == 0 for seat, _ in stored), "the broken bot's seat was played"


def test_a_slow_bot_thinks_in_a_worker_thread_and_its_actions_are_stored(tmp_path: Path) -> None:
    """Bots that are not quick think off the event loop; their actions are checked and
    stored exactly as a quick bot's."""
    slow = SlowBot()
    stored = play(tmp_path, {1: slow}, 20)
    assert len(stored) >= 20 and slow.turns > 0
    match = games.load("spades").new_match(seed=7, dealer=0)
    for seat, text in stored:
        if seat == 1:
            assert text == match.view(1)["legal"][-1], "East's actions are the slow bot's"
        match.apply(match.parse(text))


def test_a_bot_failing_with_a_native_panic_plays_a_random_legal_action(tmp_path: Path) -> None:
    """A panic of the native core reaches Python as a ``BaseException``: it too is a bot's
    failure, not the end of the table's bot turns."""
    stored = play(tmp_path, {2: PanickingBot()}, 20)
    assert len(stored) >= 20
    assert any(seat == 2 for seat, _ in stored), "the panicking bot's seat was played"


def test_a_search_bot_at_the_table_plays_its_own_moves(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    """A search bot is built on the event loop and thinks in a worker thread, its native
    solvers with it: it moves, and no move of it fails over to a random one."""
    caplog.set_level(logging.WARNING, logger="followsuit.server")
    stored = play(tmp_path, {}, 12, seats=["bot:search-easy"] + ["bot:heuristic"] * 3)
    assert len(stored) >= 12
    assert sum(seat == 0 for seat, _ in stored) >= 3, "the search bot's seat was played"
    failed = [record.getMessage() for record in caplog.records if "failed" in record.getMessage()]
    assert failed == []


def test_a_bot_turn_failing_outside_the_bot_is_arranged_again(tmp_path: Path) -> None:
    """A fault past the bot's own guards (here the seat's view, once) ends the turn's task;
    the table logs it and arranges the move again rather than wait for it for ever."""
    slow = SlowBot()
    original = Table.view
    failed: list[int] = []

    def view(table: Table, seat: int | None) -> View:
        if seat == 1 and not failed:
            failed.append(seat)
            raise RuntimeError("the view could not be made, once")
        return original(table, seat)

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(Table, "view", view)
        stored = play(tmp_path, {1: slow}, 20)
    assert failed == [1] and len(stored) >= 20 and slow.turns > 0
