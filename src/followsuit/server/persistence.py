"""Persistence: every table and every accepted action, in SQLite (default) or PostgreSQL.

:class:`Store` is plain synchronous SQLAlchemy Core. :class:`Journal` is how the event loop
writes: writes queue up, one worker thread commits everything queued in one transaction (a
group commit), and each writer resumes only once its write is committed, so an action is on
disk before anybody is told it happened. A write that fails fails only its own writer: the
group is then committed writer by writer.
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import json
import os
from collections.abc import Awaitable, Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import sqlalchemy as sa
from sqlalchemy.engine import Engine

metadata = sa.MetaData()

tables_table = sa.Table(
    "tables",
    metadata,
    sa.Column("id", sa.String(16), primary_key=True),
    sa.Column("game", sa.String(40), nullable=False),
    sa.Column("preset", sa.String(60), nullable=True),
    sa.Column("options", sa.Text, nullable=False),
    sa.Column("seed", sa.BigInteger, nullable=False),
    sa.Column("dealer", sa.Integer, nullable=False),
    sa.Column("seats", sa.Text, nullable=False),
    sa.Column("settings", sa.Text, nullable=False),
    sa.Column("host", sa.String(64), nullable=True),
    sa.Column("status", sa.String(12), nullable=False, index=True),
    sa.Column("created", sa.Float, nullable=False),
    sa.Column("finished", sa.Float, nullable=True),
    sa.Column("record", sa.Text, nullable=True),
)

keys_table = sa.Table(
    "table_keys",
    metadata,
    sa.Column("table_id", sa.String(16), primary_key=True),
    sa.Column("key", sa.String(64), nullable=False),
)
"""Each table's secret key (server/keys.py), apart from the row every listing reads."""

NO_SEED = -1
"""The stored seed of a table dealt from its key (the column predates keys)."""

actions_table = sa.Table(
    "actions",
    metadata,
    sa.Column("table_id", sa.String(16), primary_key=True),
    sa.Column("seq", sa.Integer, primary_key=True),
    sa.Column("seat", sa.Integer, nullable=False),
    sa.Column("action", sa.String(200), nullable=False),
    sa.Column("at", sa.Float, nullable=False),
)

log_table = sa.Table(
    "table_log",
    metadata,
    sa.Column("id", sa.Integer, primary_key=True, autoincrement=True),
    sa.Column("table_id", sa.String(16), nullable=False, index=True),
    sa.Column("at", sa.Float, nullable=False),
    sa.Column("seat", sa.Integer, nullable=False),
    sa.Column("kind", sa.String(16), nullable=False),
    sa.Column("detail", sa.Text, nullable=False),
)
"""What happened at a table besides its actions (an undo and the actions it took back): for
the server's people, never part of the record nor sent to a client."""


CHECKPOINT_EVERY = 1.0
"""Seconds between the checkpoints of a SQLite log (sooner after many commits)."""
CHECKPOINT_COMMITS = 250
"""Commits after which the SQLite log is checkpointed without waiting for the second to end
(a commit writes a page or more: the log is checked well before it passes
:data:`WAL_PAGES`)."""
WAL_PAGES = 1000
"""Pages (4 KB each) the SQLite log may hold after a checkpoint before the journal empties it,
as SQLite's own automatic checkpoint would."""


def default_path() -> Path:
    """Where tables live when no database is given: the user's data directory."""
    base = os.environ.get("XDG_DATA_HOME") or os.path.join(Path.home(), ".local", "share")
    return Path(base) / "followsuit" / "tables.sqlite3"


def database_url(database: str | os.PathLike[str] | None) -> str:
    """A SQLAlchemy URL from a URL, a file path, or None (the default SQLite file)."""
    if database is None:
        path = default_path()
    elif "://" in str(database):
        return str(database)
    else:
        path = Path(database)
    path.parent.mkdir(parents=True, exist_ok=True)
    return f"sqlite:///{path}"


@dataclass
class StoredTable:
    """A table as stored: enough to rebuild it exactly."""

    id: str
    game: str
    preset: str | None
    options: dict[str, Any]
    seed: int | None
    dealer: int
    seats: list[dict[str, Any]]
    settings: dict[str, Any]
    host: str | None
    status: str
    created: float
    finished: float | None = None
    record: dict[str, Any] | None = None
    actions: list[tuple[int, str]] = field(default_factory=list)
    key: str | None = None
    """The table's secret key (None: a table stored before keys, dealt from its seed)."""

    def row(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "game": self.game,
            "preset": self.preset,
            "options": json.dumps(self.options),
            "seed": NO_SEED if self.seed is None else self.seed,
            "dealer": self.dealer,
            "seats": json.dumps(self.seats),
            "settings": json.dumps(self.settings),
            "host": self.host,
            "status": self.status,
            "created": self.created,
            "finished": self.finished,
            "record": json.dumps(self.record) if self.record is not None else None,
        }

    @classmethod
    def from_row(cls, row: Any) -> StoredTable:
        return cls(
            id=row.id,
            game=row.game,
            preset=row.preset,
            options=json.loads(row.options),
            seed=None if row.seed == NO_SEED else row.seed,
            dealer=row.dealer,
            seats=json.loads(row.seats),
            settings=json.loads(row.settings),
            host=row.host,
            status=row.status,
            created=row.created,
            finished=row.finished,
            record=json.loads(row.record) if row.record else None,
        )


@dataclass(frozen=True)
class NewTable:
    stored: StoredTable


def table_of(write: Write) -> str:
    """The table a write is for."""
    return write.stored.id if isinstance(write, NewTable) else write.table_id


@dataclass(frozen=True)
class ActionRow:
    table_id: str
    seq: int
    seat: int
    action: str
    at: float


@dataclass(frozen=True)
class TableChange:
    table_id: str
    changes: dict[str, Any]


@dataclass(frozen=True)
class Undo:
    """The actions from ``keep`` on, taken back by ``seat``: deleted, and logged."""

    table_id: str
    keep: int
    seat: int
    taken: tuple[tuple[int, str], ...]
    at: float


Write = NewTable | ActionRow | TableChange | Undo
"""One write, done inside the journal's transaction."""
Pending = tuple[tuple[Write, ...], "asyncio.Future[None]"]
"""One writer's writes (all or none of them are stored) and the future it waits on."""


def create_table(stored: StoredTable) -> Write:
    return NewTable(stored)


def append_action(table_id: str, seq: int, seat: int, action: str, at: float) -> Write:
    return ActionRow(table_id, seq, seat, action, at)


def undo_actions(
    table_id: str, keep: int, seat: int, taken: list[tuple[int, str]], at: float
) -> Write:
    return Undo(table_id, keep, seat, tuple(taken), at)


def update_table(table_id: str, **changes: Any) -> Write:
    values = {k: json.dumps(v) if k in ("seats", "record") else v for k, v in changes.items()}
    return TableChange(table_id, values)


class Store:
    """The database: synchronous; the server calls it only from the journal's thread."""

    def __init__(self, url: str) -> None:
        self.url = url
        self.engine: Engine = _engine(url)
        metadata.create_all(self.engine)
        append = actions_table.insert().compile(dialect=self.engine.dialect)
        self._append_sql = str(append)
        self._append_order = list(append.positiontup or ()) if append.positional else None
        self._writer: Any = None  # the driver's connection kept open for appending actions

    def write(self, writes: list[Write]) -> None:
        """Carry out ``writes`` in one transaction: all or none. New tables first, then the
        actions (one statement for all), then changes to tables, each in the order given."""
        if all(isinstance(w, ActionRow) for w in writes):
            self._append([w for w in writes if isinstance(w, ActionRow)])
            return
        new = [w.stored for w in writes if isinstance(w, NewTable)]
        actions = [vars(w) for w in writes if isinstance(w, ActionRow)]
        keys = [{"table_id": t.id, "key": t.key} for t in new if t.key is not None]
        with self.engine.begin() as conn:
            if new:
                conn.execute(tables_table.insert(), [t.row() for t in new])
            if keys:
                conn.execute(keys_table.insert(), keys)
            if actions:
                conn.execute(actions_table.insert(), actions)
            for write in writes:
                if isinstance(write, Undo):
                    conn.execute(
                        actions_table.delete().where(
                            (actions_table.c.table_id == write.table_id)
                            & (actions_table.c.seq >= write.keep)
                        )
                    )
                    detail = {"keep": write.keep, "taken": [list(t) for t in write.taken]}
                    conn.execute(
                        log_table.insert().values(
                            table_id=write.table_id,
                            at=write.at,
                            seat=write.seat,
                            kind="undo",
                            detail=json.dumps(detail),
                        )
                    )
            for write in writes:
                if isinstance(write, TableChange):
                    statement = tables_table.update().where(tables_table.c.id == write.table_id)
                    conn.execute(statement.values(**write.changes))

    def _append(self, rows: list[ActionRow]) -> None:
        """Actions alone, as nearly every commit is: one ``executemany`` and a commit straight
        through the driver, on a connection kept open (SQLAlchemy's work per statement costs
        more than SQLite's). A failed connection is dropped; the next write opens another."""
        if self._writer is None:
            self._writer = self.engine.raw_connection()
        connection = self._writer
        order = self._append_order
        params: list[Any] = (
            [tuple(getattr(r, k) for k in order) for r in rows]
            if order is not None
            else [vars(r) for r in rows]
        )
        try:
            cursor = connection.cursor()
            try:
                cursor.executemany(self._append_sql, params)
            finally:
                cursor.close()
            connection.commit()
        except Exception:
            self._writer = None
            with contextlib.suppress(Exception):
                connection.invalidate()
            raise

    def _tables(self, where: Any) -> list[StoredTable]:
        with self.engine.connect() as conn:
            rows = conn.execute(sa.select(tables_table).where(where)).all()
            found = {row.id: StoredTable.from_row(row) for row in rows}
            if not found:
                return []
            query = (
                sa.select(actions_table)
                .where(actions_table.c.table_id.in_(list(found)))
                .order_by(actions_table.c.table_id, actions_table.c.seq)
            )
            for action in conn.execute(query):
                found[action.table_id].actions.append((action.seat, action.action))
            keys = sa.select(keys_table).where(keys_table.c.table_id.in_(list(found)))
            for row in conn.execute(keys):
                found[row.table_id].key = row.key
        return list(found.values())

    def table_log(self, table_id: str) -> list[dict[str, Any]]:
        """A table's log (undos), oldest first: for the server's people and tests."""
        query = (
            sa.select(log_table).where(log_table.c.table_id == table_id).order_by(log_table.c.id)
        )
        with self.engine.connect() as conn:
            return [
                {"at": r.at, "seat": r.seat, "kind": r.kind, "detail": json.loads(r.detail)}
                for r in conn.execute(query)
            ]

    def unfinished(self) -> list[StoredTable]:
        """Every table whose match has not ended, with its actions in order."""
        return self._tables(tables_table.c.status != "finished")

    def load(self, table_id: str) -> StoredTable | None:
        found = self._tables(tables_table.c.id == table_id)
        return found[0] if found else None

    def finished(self, limit: int = 50) -> list[dict[str, Any]]:
        """The most recently finished tables (no actions: the lobby's list)."""
        query = (
            sa.select(
                tables_table.c.id,
                tables_table.c.game,
                tables_table.c.preset,
                tables_table.c.finished,
                tables_table.c.seats,
            )
            .where(tables_table.c.status == "finished")
            .order_by(tables_table.c.finished.desc())
            .limit(limit)
        )
        with self.engine.connect() as conn:
            return [
                {
                    "id": row.id,
                    "game": row.game,
                    "preset": row.preset,
                    "finished": row.finished,
                    "names": [s.get("name") for s in json.loads(row.seats)],
                }
                for row in conn.execute(query)
            ]

    def records(self, ids: list[str]) -> dict[str, Any]:
        """The records of those of these tables that are finished, by id (public then: the
        lobby's list says how each match ended)."""
        query = sa.select(tables_table.c.id, tables_table.c.record).where(
            tables_table.c.id.in_(ids),
            tables_table.c.status == "finished",
            tables_table.c.record.is_not(None),
        )
        with self.engine.connect() as conn:
            return {row.id: json.loads(row.record) for row in conn.execute(query)}

    def checkpoint(self, *, truncate: bool = False) -> int:
        """Move the SQLite write-ahead log into the database file (fsyncs; off the loop).
        Passive: it never waits, and copies what was committed when it began. ``truncate``:
        it also empties the log (the journal's commits wait for it, so it never waits for
        them). Returns the pages the log holds (0 for a database server)."""
        if not self.url.startswith("sqlite"):
            return 0
        mode = "TRUNCATE" if truncate else "PASSIVE"
        with self.engine.connect() as conn:
            row = conn.exec_driver_sql(f"PRAGMA wal_checkpoint({mode})").one()
        return max(0, int(row[1]))

    def close(self) -> None:
        if self._writer is not None:
            with contextlib.suppress(Exception):
                self._writer.close()
            self._writer = None
        self.engine.dispose()


def _engine(url: str) -> Engine:
    if url.startswith("sqlite"):
        engine = sa.create_engine(
            url, connect_args={"check_same_thread": False, "timeout": 30}, hide_parameters=True
        )

        @sa.event.listens_for(engine, "connect")
        def _pragmas(dbapi_connection: Any, _record: Any) -> None:
            cursor = dbapi_connection.cursor()
            cursor.execute("PRAGMA journal_mode=WAL")
            cursor.execute("PRAGMA synchronous=NORMAL")
            # No checkpoint inside a commit: commits run on the event loop, and a checkpoint
            # fsyncs. The journal checkpoints in its thread instead (Journal._checkpoints).
            cursor.execute("PRAGMA wal_autocheckpoint=0")
            cursor.close()

        return engine
    # hide_parameters: an error or log line never shows a stored value (a key, a token hash)
    connect: dict[str, Any] = {"connect_timeout": 10} if url.startswith("postgresql") else {}
    return sa.create_engine(url, pool_pre_ping=True, hide_parameters=True, connect_args=connect)


class Journal:
    """Writes from the event loop, group-committed: everything queued in one turn of the loop
    is written in one transaction before any of its writers resumes.

    With SQLite the transaction runs on the loop itself (a WAL commit without fsync takes
    microseconds; checkpoints, which fsync, run in a worker thread every second, or sooner
    after many commits). With a database server it runs in the worker thread, so the loop
    never waits on the network.
    """

    def __init__(self, store: Store, *, inline: bool | None = None) -> None:
        self.store = store
        self.inline = store.url.startswith("sqlite") if inline is None else inline
        self._executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="journal")
        self._pending: list[Pending] = []
        self._scheduled = False
        self._wake = asyncio.Event()
        self._tasks: list[asyncio.Task[None]] = []
        self._checkpoint_due = asyncio.Event()
        self._checkpointed = 0  # the commits made when the last checkpoint began
        self._checkpointing = False  # a checkpoint runs in the journal's thread
        self._emptying = False  # that checkpoint empties the log
        self.commits = 0
        self.writes = 0
        self.guard: Callable[[tuple[Write, ...]], Awaitable[None]] | None = None
        """Awaited before each write; raises to refuse it (a table whose lease this process
        is not sure to hold: server/sharing.py)."""

    def start(self) -> None:
        loop = asyncio.get_running_loop()
        if self.inline:
            self._tasks.append(loop.create_task(self._checkpoints()))
        else:
            self._tasks.append(loop.create_task(self._run()))

    async def write(self, *writes: Write) -> None:
        """Return once ``writes`` are committed, all of them together (raise if they could
        not be: then none is stored, and other writers' writes are not affected)."""
        if self.guard is not None:
            await self.guard(writes)
        loop = asyncio.get_running_loop()
        future: asyncio.Future[None] = loop.create_future()
        self._pending.append((writes, future))
        if not self.inline:
            self._wake.set()
        elif not self._scheduled:
            self._scheduled = True
            loop.call_soon(self._flush)
        await future

    async def call(self, function: Callable[[], Any]) -> Any:
        """Run a read in the journal's thread."""
        return await asyncio.get_running_loop().run_in_executor(self._executor, function)

    def _store(self, units: list[tuple[Write, ...]]) -> list[Exception | None]:
        """Commit every unit in one transaction; if that fails, each unit in its own, so a
        write that cannot be stored (a poisoned item) fails only its own writer. Returns
        each unit's error (None: committed). Runs inline or in the journal's thread."""
        try:
            self.store.write([w for unit in units for w in unit])
        except Exception as error:
            if len(units) == 1:
                return [error]
        else:
            self.commits += 1
            self.writes += sum(len(u) for u in units)
            return [None] * len(units)
        errors: list[Exception | None] = []
        for unit in units:
            try:
                self.store.write(list(unit))
            except Exception as error:
                errors.append(error)
            else:
                self.commits += 1
                self.writes += len(unit)
                errors.append(None)
        return errors

    @staticmethod
    def _resume(batch: list[Pending], errors: list[Exception | None]) -> None:
        for (_, future), error in zip(batch, errors, strict=True):
            if future.done():
                continue
            if error is None:
                future.set_result(None)
            else:
                future.set_exception(error)

    def _flush(self) -> None:
        self._scheduled = False
        if self._waiting_for_checkpoint():
            return  # committed as soon as the checkpoint is done (see _checkpoints)
        batch, self._pending = self._pending, []
        if batch:
            self._resume(batch, self._store([u for u, _ in batch]))
        if self.commits - self._checkpointed >= CHECKPOINT_COMMITS:
            self._checkpoint_due.set()

    def _waiting_for_checkpoint(self) -> bool:
        """Whether commits wait for the checkpoint in progress: while it empties the log, and
        once :data:`CHECKPOINT_COMMITS` commits were made since it began (so the log grows no
        faster than the checkpoints copy it)."""
        return self._checkpointing and (
            self._emptying or self.commits - self._checkpointed >= CHECKPOINT_COMMITS
        )

    async def _run(self) -> None:
        loop = asyncio.get_running_loop()
        while True:
            await self._wake.wait()
            self._wake.clear()
            batch, self._pending = self._pending, []
            if not batch:
                continue
            units = [u for u, _ in batch]
            self._resume(batch, await loop.run_in_executor(self._executor, self._store, units))

    async def _checkpoints(self) -> None:
        """Checkpoint the SQLite log every second, or as soon as :data:`CHECKPOINT_COMMITS`
        commits were made since the last checkpoint began; empty the log when a checkpoint
        leaves more than :data:`WAL_PAGES` pages in it.

        A passive checkpoint copies only what was committed when it began, and SQLite writes
        the log from its start again only once a checkpoint has caught up with the commits:
        under commits that never stop (a table of bots with no pause) none does, and the log
        would grow without end. So the commits wait, queued (the loop runs on), while the log
        is emptied, and while a checkpoint that has fallen :data:`CHECKPOINT_COMMITS` commits
        behind finishes.
        """
        while True:
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._checkpoint_due.wait(), CHECKPOINT_EVERY)
            self._checkpoint_due.clear()
            try:
                if await self._checkpoint(truncate=False) > WAL_PAGES:
                    await self._checkpoint(truncate=True)
            except Exception:  # a checkpoint is only housekeeping; the next one retries
                continue

    async def _checkpoint(self, *, truncate: bool) -> int:
        """One checkpoint, in the journal's thread: the pages the log holds."""
        self._checkpointed = self.commits
        self._checkpointing, self._emptying = True, truncate
        loop = asyncio.get_running_loop()
        try:
            run = functools.partial(self.store.checkpoint, truncate=truncate)
            pages: int = await loop.run_in_executor(self._executor, run)
        finally:
            self._checkpointing = self._emptying = False
            if self._pending and not self._scheduled:
                self._scheduled = True
                loop.call_soon(self._flush)
        return pages

    async def close(self) -> None:
        if self.inline:
            self._flush()
        while self._pending:
            self._wake.set()
            await asyncio.sleep(0.01)
        for task in self._tasks:
            task.cancel()
        self._executor.shutdown(wait=True)
