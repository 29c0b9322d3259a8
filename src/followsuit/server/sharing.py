"""One process among several on one database: the tables it owns, taken and let go by lease.

:class:`Ownership` is the hall's side of :mod:`~followsuit.server.leases`. A process plays
only the tables whose leases it holds: it takes a table's lease before building the table from
the database (on a request for it, or when its owner's lease ran out), renews its leases in the
background, lets a table go when its lease is lost, and gives every lease up when it stops.
The journal writes only for tables whose leases are held, renewed recently enough (else renewed
first): a process cut off from the database, or whose lease was taken, never writes for a
table another process may have taken.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import secrets
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

import sqlalchemy as sa

from followsuit.server.leases import HELD_FRACTION, Holder, Leases
from followsuit.server.persistence import (
    Journal,
    Store,
    StoredTable,
    Write,
    table_of,
    tables_table,
)

if TYPE_CHECKING:
    from followsuit.server.lifecycle import Room

log = logging.getLogger("followsuit.server")

LEASE_SECONDS = 10.0
"""How long a table's lease lasts unrenewed: a process that dies has its tables taken over
within this time."""
ORPHANS_AT_ONCE = 20
"""Tables with no live owner a process takes in one round (each round is a quarter of a
lease): the tables of a process that died spread over those still running."""


@dataclass(frozen=True)
class Sharing:
    """How a process shares its database: where the others reach it, and its leases' length."""

    address: str
    """``http://host:port`` where the other processes forward this process's tables."""
    lease_seconds: float = LEASE_SECONDS
    owner: str = ""
    """This process's id in the database (empty: a new random one)."""


class Elsewhere(Exception):
    """The table is held by another live process."""

    def __init__(self, holder: Holder) -> None:
        super().__init__(f"the table is held by another process ({holder.owner})")
        self.holder = holder


class LeaseLost(Exception):
    """This process cannot be sure it still holds its leases: it writes nothing."""


class Ownership:
    """The tables this process holds, by lease."""

    def __init__(
        self,
        sharing: Sharing,
        store: Store,
        journal: Journal,
        rooms: dict[str, Room],
        resume: Callable[[StoredTable], Awaitable[Room]],
    ) -> None:
        owner = sharing.owner or secrets.token_hex(8)
        self.leases = Leases(store.engine, owner, sharing.address, sharing.lease_seconds)
        self.store = store
        self.journal = journal
        self.rooms = rooms
        self._resume = resume
        self.held_until = 0.0
        """Until when (time.monotonic) this process counts on its leases."""
        self._since: dict[str, float] = {}
        """When each table held was taken (time.monotonic)."""
        self._taking: dict[str, asyncio.Future[Room | None]] = {}
        self._task: asyncio.Task[None] | None = None

    @property
    def owner(self) -> str:
        return self.leases.owner

    @property
    def lease_seconds(self) -> float:
        return self.leases.seconds

    def holds(self) -> bool:
        """Whether this process counts on its leases: renewed recently enough."""
        return time.monotonic() < self.held_until

    async def ensure(self) -> None:
        """Make sure the leases are held: renewed now if the last renewal is too long ago
        (the loop was busy); raise :class:`LeaseLost` if they cannot be."""
        if self.holds():
            return
        try:
            await self._renew()
        except Exception as error:
            raise LeaseLost(f"the leases could not be renewed ({type(error).__name__})") from None
        if not self.holds():  # pragma: no cover - a renewal that took most of a lease
            raise LeaseLost("the leases could not be renewed in time")

    async def guard(self, writes: tuple[Write, ...]) -> None:
        """The journal's guard: every write is for a table whose lease this process holds
        (raise :class:`LeaseLost`: then nothing of them is stored)."""
        await self.ensure()
        for write in writes:
            if table_of(write) not in self._since:
                raise LeaseLost(f"table {table_of(write)} is not held by this process")

    async def start(self) -> None:
        began = time.monotonic()
        await self.journal.call(self.leases.register)
        self.held_until = began + HELD_FRACTION * self.lease_seconds
        self.journal.guard = self.guard
        await self._take_orphans()
        self._task = asyncio.get_running_loop().create_task(self._run())

    async def close(self) -> None:
        """Give every lease up: another process may take these tables at once."""
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(BaseException):
                await self._task
        try:
            await self.journal.call(self.leases.retire)
        except Exception as error:
            log.warning("the leases could not be given up (%s)", type(error).__name__)

    # -- taking tables --------------------------------------------------------------------

    async def claim_new(self, table_id: str) -> None:
        """Take the lease of a table this process is creating."""
        await self.ensure()
        if not await self.journal.call(lambda: self.leases.claim(table_id)):
            raise LeaseLost(f"the new table {table_id} is held by another process")
        self._since[table_id] = time.monotonic()

    async def take(self, table_id: str) -> Room | None:
        """The table, taken by this process if nobody holds it (None: no such table); raise
        :class:`Elsewhere` when another live process holds it. Two requests for one table at
        once take it once."""
        room = self.rooms.get(table_id)
        if room is not None:
            return room
        taking = self._taking.get(table_id)
        if taking is not None:
            return await asyncio.shield(taking)
        future: asyncio.Future[Room | None] = asyncio.get_running_loop().create_future()
        self._taking[table_id] = future
        try:
            room = await self._take(table_id)
        except BaseException as error:
            future.set_exception(error)
            future.exception()  # retrieved: no warning when nobody else waited
            raise
        else:
            future.set_result(room)
            return room
        finally:
            del self._taking[table_id]

    async def _take(self, table_id: str) -> Room | None:
        def exists() -> bool:
            query = sa.select(tables_table.c.id).where(tables_table.c.id == table_id)
            with self.store.engine.connect() as conn:
                return conn.execute(query).first() is not None

        # The holder first: where the database keeps tables apart (server/roles.py), the row
        # of a table another process holds is out of this process's sight.
        holder = await self.journal.call(lambda: self.leases.holder(table_id))
        if holder is not None and holder.owner != self.owner:
            raise Elsewhere(holder)
        if not await self.journal.call(exists):
            holder = await self.journal.call(lambda: self.leases.holder(table_id))
            if holder is not None and holder.owner != self.owner:
                raise Elsewhere(holder)  # taken by another meanwhile
            return None  # nothing is claimed for a table that does not exist
        await self.ensure()
        began = time.monotonic()
        if not await self.journal.call(lambda: self.leases.claim(table_id)):
            holder = await self.journal.call(lambda: self.leases.holder(table_id))
            if holder is None:
                raise LeaseLost(f"table {table_id} changes hands: try again")
            raise Elsewhere(holder)
        # Read only once the lease is held: the last owner has stopped writing by then.
        row = await self.journal.call(lambda: self.store.load(table_id))
        if row is None:  # pragma: no cover - tables are never deleted
            return None
        self._since[table_id] = began
        return await self._resume(row)

    async def where(self, table_id: str) -> Holder | None:
        """Where a table is played: None when here (taken now if need be, or no such table),
        else its live owner."""
        try:
            await self.take(table_id)
        except Elsewhere as elsewhere:
            return elsewhere.holder
        return None

    # -- keeping them ---------------------------------------------------------------------

    async def _run(self) -> None:
        """Every quarter of a lease: renew, let go of the tables lost, take the orphans."""
        while True:
            await asyncio.sleep(self.lease_seconds / 4)
            try:
                await self._renew()
                await self._take_orphans()
            except Exception as error:
                log.warning("renewing the leases failed (%s)", type(error).__name__)
                if not self.holds():
                    for table_id in list(self.rooms):
                        self.let_go(table_id)

    async def _renew(self) -> None:
        began = time.monotonic()
        held = await self.journal.call(self.leases.renew)
        self.held_until = began + HELD_FRACTION * self.lease_seconds
        for table_id, since in list(self._since.items()):
            if table_id not in held and since < began:
                log.warning("table %s: its lease was lost; another process plays it", table_id)
                self.let_go(table_id)

    async def _take_orphans(self) -> None:
        orphans = await self.journal.call(lambda: self.leases.orphans(ORPHANS_AT_ONCE))
        for table_id in orphans:
            if table_id in self.rooms:
                continue
            try:
                await self.take(table_id)
            except Elsewhere:
                continue  # another process was quicker
            except Exception:
                log.exception("table %s could not be taken over", table_id)

    def let_go(self, table_id: str) -> None:
        """Stop playing a table (its lease is lost or given up): its connections are closed,
        and reconnect to whichever process holds it next."""
        room = self.rooms.pop(table_id, None)
        self._since.pop(table_id, None)
        if room is None:
            return
        room.close()
        for client in list(room.clients):
            drop = getattr(client, "drop", None)
            if drop is not None:
                drop()

    async def release(self, table_id: str) -> None:
        """Give up a table's lease (a finished table no longer kept in memory)."""
        self._since.pop(table_id, None)
        with contextlib.suppress(Exception):
            await self.journal.call(lambda: self.leases.release([table_id]))
