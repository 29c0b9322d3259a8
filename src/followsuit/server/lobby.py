"""One lobby across processes: the open tables every process lists, whichever holds them.

Each process sharing the database (server/sharing.py) publishes the lobby's entry of each table
it holds to the ``lobby`` table, every quarter of a second, when what the lobby shows of it
changed (its status, seats, open seats or deal number; a table finished or let go is taken
out), and then sends a PostgreSQL ``NOTIFY``. Every process ``LISTEN``\\s, and reads the
other processes' entries again on each notification, so the list is the same from every
process within a second. On a SQLite file (processes on one machine) the entries are read
again every half second instead. A process lists its own tables as they are now, the others'
as last published; finished tables come from the database (``/api/finished``) everywhere.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import threading
import time
from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING, Any

import sqlalchemy as sa

from followsuit.server.faults import contained
from followsuit.server.leases import metadata
from followsuit.server.tables import FINISHED, Table

if TYPE_CHECKING:
    from followsuit.server.lifecycle import Room
    from followsuit.server.persistence import Journal, Store

log = logging.getLogger("followsuit.server")

lobby_table = sa.Table(
    "lobby",
    metadata,
    sa.Column("table_id", sa.String(16), primary_key=True),
    sa.Column("owner", sa.String(32), nullable=False),
    sa.Column("created", sa.Float, nullable=False, index=True),
    sa.Column("entry", sa.Text, nullable=False),
)
"""Each open table's lobby entry (its summary as JSON), by the process holding it."""

CHANNEL = "followsuit_lobby"
"""The PostgreSQL channel a process notifies after publishing."""
PUBLISH_EVERY = 0.25
"""Seconds between a process's publications."""
READ_EVERY = 5.0
"""Seconds after which the others' entries are read again with no notification (a missed
one); on SQLite, which has no notifications, :data:`POLL_EVERY`."""
POLL_EVERY = 0.5
LISTED = 200
"""Tables the lobby lists (the newest)."""


def shown(table: Table) -> tuple[Any, ...]:
    """What the lobby shows of a table, cheaply (no summary made): a change in it is
    published."""
    seats = tuple((seat.name, seat.kind, seat.held) for seat in table.seats)
    return (table.status, len(table.match.deals), seats)


class Lobby:
    """This process's side of the shared lobby."""

    def __init__(self, store: Store, journal: Journal, owner: str, rooms: dict[str, Room]) -> None:
        self.store = store
        self.journal = journal
        self.owner = owner
        self.rooms = rooms
        self.others: dict[str, dict[str, Any]] = {}
        """The other processes' tables, as they last published them."""
        self._published: dict[str, tuple[Any, ...]] = {}
        self._changed = asyncio.Event()
        self._stop = threading.Event()
        self._tasks: list[asyncio.Task[None]] = []
        self._listener: threading.Thread | None = None
        self.notifying = store.engine.dialect.name == "postgresql"
        lobby_table.create(store.engine, checkfirst=True)

    async def start(self) -> None:
        loop = asyncio.get_running_loop()
        await self._read()
        self._tasks = [loop.create_task(self._publishing()), loop.create_task(self._reading())]
        if self.notifying:
            self._listener = threading.Thread(
                target=self._listen, args=(loop,), name="lobby", daemon=True
            )
            self._listener.start()

    async def close(self) -> None:
        self._stop.set()
        for task in self._tasks:
            task.cancel()
        for task in self._tasks:
            with contextlib.suppress(BaseException):
                await task
        if self._listener is not None:
            await asyncio.get_running_loop().run_in_executor(None, self._listener.join, 5)

    def listing(self, own: list[dict[str, Any]]) -> list[dict[str, Any]]:
        """The lobby: this process's tables (``own``, as they are now) and the others'."""
        mine = {entry["id"] for entry in own}
        entries = own + [e for i, e in self.others.items() if i not in mine and i not in self.rooms]
        entries.sort(key=lambda e: e.get("created", 0), reverse=True)
        return entries[:LISTED]

    # -- publishing -----------------------------------------------------------------------

    async def _publishing(self) -> None:
        while True:
            await asyncio.sleep(PUBLISH_EVERY)
            try:
                await self.publish()
            except Exception as error:
                log.warning("the lobby could not be published (%s)", type(error).__name__)

    async def publish(self) -> None:
        """Store the entries of this process's open tables that changed; take out those
        finished or let go."""
        now = time.time()
        changed: list[dict[str, Any]] = []
        finished: list[str] = []
        for table_id in [i for i in self._published if i not in self.rooms]:
            del self._published[table_id]  # let go: its next owner publishes it
        for table_id, room in list(self.rooms.items()):
            if room.table.status == FINISHED:
                if table_id in self._published:
                    finished.append(table_id)
                continue
            key = contained(table_id, "the lobby's entry", partial(shown, room.table), None)
            if key is None or self._published.get(table_id) == key:
                continue
            entry = contained(table_id, "the lobby's entry", partial(room.table.summary, now), None)
            if entry is not None:
                changed.append(
                    {
                        "table_id": table_id,
                        "owner": self.owner,
                        "created": entry["created"],
                        "entry": json.dumps(entry),
                        "shown": key,
                    }
                )
        if not changed and not finished:
            return
        await self.journal.call(partial(self._store, changed, finished))
        for table_id in finished:
            self._published.pop(table_id, None)
        for row in changed:
            self._published[row["table_id"]] = row["shown"]

    def _store(self, changed: list[dict[str, Any]], finished: list[str]) -> None:
        ids = [row["table_id"] for row in changed] + finished
        with self.store.engine.begin() as conn:
            conn.execute(lobby_table.delete().where(lobby_table.c.table_id.in_(ids)))
            if changed:
                rows = [{k: v for k, v in row.items() if k != "shown"} for row in changed]
                conn.execute(lobby_table.insert(), rows)
            if self.notifying:
                conn.execute(sa.select(sa.func.pg_notify(CHANNEL, self.owner)))

    # -- reading the others' --------------------------------------------------------------

    async def _reading(self) -> None:
        wait = READ_EVERY if self.notifying else POLL_EVERY
        while True:
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._changed.wait(), wait)
            self._changed.clear()
            try:
                await self._read()
            except Exception as error:
                log.warning("the lobby could not be read (%s)", type(error).__name__)

    async def _read(self) -> None:
        def read() -> dict[str, dict[str, Any]]:
            query = (
                sa.select(lobby_table.c.table_id, lobby_table.c.entry)
                .where(lobby_table.c.owner != self.owner)
                .order_by(lobby_table.c.created.desc())
                .limit(2 * LISTED)
            )
            with self.store.engine.connect() as conn:
                return {row.table_id: json.loads(row.entry) for row in conn.execute(query)}

        self.others = await self.journal.call(read)

    def _listen(self, loop: asyncio.AbstractEventLoop) -> None:
        """LISTEN on its own connection (a thread of its own); each other process's
        notification has the lobby read again."""
        import psycopg

        url = self.store.engine.url.set(drivername="postgresql")
        conninfo = url.render_as_string(hide_password=False)
        wake: Callable[[], None] = self._changed.set
        while not self._stop.is_set():
            try:
                with psycopg.connect(conninfo, autocommit=True, connect_timeout=10) as conn:
                    conn.execute(f"LISTEN {CHANNEL}")
                    loop.call_soon_threadsafe(wake)  # anything missed while not listening
                    while not self._stop.is_set():
                        for note in conn.notifies(timeout=1.0):
                            if note.payload != self.owner:
                                loop.call_soon_threadsafe(wake)
            except Exception as error:
                if self._stop.is_set():
                    return
                log.warning("the lobby's LISTEN failed (%s); again", type(error).__name__)
                self._stop.wait(1.0)
