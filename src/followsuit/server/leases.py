"""Owner leases: which server process holds which table, when several share one database.

A table is played by one process at a time: the one holding its lease, a row (table id, owner,
expiry) in the database. The owner renews all its leases together, every quarter of the lease's
length; a lease not renewed in time (its process died, or lost the database) may be taken by any
other process, which then rebuilds the table from its journal. Each process also keeps a row
of its own (owner, address, expiry), so the others know where to forward a table's requests.

Expiries are measured by the database's clock, never a process's own, so processes on machines
whose clocks differ agree on when a lease has ended. A process counts its own leases as held
only until three quarters of their length after the renewal that last succeeded *began* (by
its monotonic clock): it stops writing before anybody else may take them.

On a PostgreSQL database set up by server/roles.py, each lease and each process's row also
carries the role that wrote it (written by the database), and row security lets a role take
another's lease only once it has run out, and read a table's key and journal only while it
holds its lease.

Every method here is synchronous SQLAlchemy Core, run in the journal's thread.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

import sqlalchemy as sa
from sqlalchemy.engine import Engine

from followsuit.server.persistence import tables_table

metadata = sa.MetaData()

leases_table = sa.Table(
    "table_leases",
    metadata,
    sa.Column("table_id", sa.String(16), primary_key=True),
    sa.Column("owner", sa.String(32), nullable=False, index=True),
    sa.Column("expires", sa.Float, nullable=False),
)
"""Who holds each table now, until when (seconds since 1970 by the database's clock)."""

servers_table = sa.Table(
    "servers",
    metadata,
    sa.Column("owner", sa.String(32), primary_key=True),
    sa.Column("address", sa.String(200), nullable=False),
    sa.Column("expires", sa.Float, nullable=False),
)
"""Each live process: where the others reach it (``http://host:port``), renewed with its
leases."""

FORGOTTEN = 3600.0
"""Seconds after which the row of a process that stopped renewing it is deleted."""
HELD_FRACTION = 0.75
"""Of a lease's length, how long after a renewal began its owner counts on it."""


POSTGRES_NOW = "CAST(extract(epoch from clock_timestamp()) AS double precision)"
"""PostgreSQL's clock in seconds since 1970 (also in the row security's policies)."""


def database_now(engine: Engine) -> sa.ColumnElement[float]:
    """The database's clock, in seconds since 1970, as an SQL expression."""
    if engine.dialect.name == "postgresql":
        return sa.literal_column(POSTGRES_NOW, sa.Float)
    if engine.dialect.name == "sqlite":
        return sa.literal_column("((julianday('now') - 2440587.5) * 86400.0)", sa.Float)
    raise ValueError(
        f"leases need PostgreSQL or SQLite, not {engine.dialect.name}: "
        "they read the database's clock"
    )


def live_processes(engine: Engine) -> int:
    """How many processes share the database now (0 where no process ever shared it)."""
    if not sa.inspect(engine).has_table(servers_table.name):
        return 0
    query = sa.select(sa.func.count()).where(servers_table.c.expires >= database_now(engine))
    with engine.connect() as conn:
        return int(conn.execute(query).scalar_one())


@dataclass(frozen=True)
class Holder:
    """A table's live owner: its id and where to reach it."""

    owner: str
    address: str


class Leases:
    """One process's leases in a shared database."""

    def __init__(self, engine: Engine, owner: str, address: str, seconds: float) -> None:
        if seconds <= 0:
            raise ValueError(f"a lease lasts a positive number of seconds, not {seconds}")
        self.engine = engine
        self.owner = owner
        self.address = address
        self.seconds = seconds
        self._now = database_now(engine)
        metadata.create_all(engine)

    @property
    def _until(self) -> sa.ColumnElement[float]:
        return self._now + self.seconds

    def register(self) -> None:
        """Say this process is live and where it is reached."""
        with self.engine.begin() as conn:
            conn.execute(servers_table.delete().where(servers_table.c.owner == self.owner))
            conn.execute(
                servers_table.insert().values(
                    owner=self.owner, address=self.address, expires=self._until
                )
            )

    def renew(self) -> set[str]:
        """Renew this process's own row and every lease it holds: the tables it still holds
        (a lease another process took after it ran out is not among them)."""
        with self.engine.begin() as conn:
            mine = servers_table.c.owner == self.owner
            seen = conn.execute(servers_table.update().where(mine).values(expires=self._until))
            if seen.rowcount == 0:  # a process thought dead comes back: it says where it is
                conn.execute(
                    servers_table.insert().values(
                        owner=self.owner, address=self.address, expires=self._until
                    )
                )
            statement = (
                leases_table.update()
                .where(leases_table.c.owner == self.owner)
                .values(expires=self._until)
                .returning(leases_table.c.table_id)
            )
            held = {row.table_id for row in conn.execute(statement)}
            # the rows of processes gone for an hour are of no use to anybody
            gone = servers_table.c.expires < self._now - FORGOTTEN
            conn.execute(servers_table.delete().where(gone))
        return held

    def claim(self, table_id: str) -> bool:
        """Take the table's lease if nobody holds it (no lease, or one run out), or keep it
        if this process holds it: whether this process holds it now. Atomic: of processes
        claiming together, one wins."""
        live = leases_table.c.expires >= self._now
        with self.engine.begin() as conn:
            taken = conn.execute(
                leases_table.update()
                .where(
                    (leases_table.c.table_id == table_id)
                    & ((leases_table.c.owner == self.owner) | ~live)
                )
                .values(owner=self.owner, expires=self._until)
            )
            if taken.rowcount == 1:
                return True
            exists = conn.execute(
                sa.select(leases_table.c.table_id).where(leases_table.c.table_id == table_id)
            ).first()
            if exists is not None:
                return False
        try:
            with self.engine.begin() as conn:
                conn.execute(
                    leases_table.insert().values(
                        table_id=table_id, owner=self.owner, expires=self._until
                    )
                )
        except sa.exc.IntegrityError:
            return False  # another process inserted it first
        return True

    def holder(self, table_id: str) -> Holder | None:
        """The table's owner while its lease lasts (None: nobody holds it now)."""
        query = (
            sa.select(leases_table.c.owner, servers_table.c.address)
            .join(servers_table, servers_table.c.owner == leases_table.c.owner, isouter=True)
            .where((leases_table.c.table_id == table_id) & (leases_table.c.expires >= self._now))
        )
        with self.engine.connect() as conn:
            row = conn.execute(query).first()
        if row is None:
            return None
        return Holder(row.owner, row.address or "")

    def orphans(self, limit: int) -> list[str]:
        """Unfinished tables nobody holds (their owner died, or they predate leases), at
        most ``limit``, oldest first."""
        query = (
            sa.select(tables_table.c.id)
            .join(leases_table, leases_table.c.table_id == tables_table.c.id, isouter=True)
            .where(tables_table.c.status != "finished")
            .where(sa.or_(leases_table.c.table_id.is_(None), leases_table.c.expires < self._now))
            .order_by(tables_table.c.created)
            .limit(limit)
        )
        with self.engine.connect() as conn:
            return [row.id for row in conn.execute(query)]

    def release(self, table_ids: Iterable[str]) -> None:
        """Give up these tables' leases (tables let go of: another process may take them at
        once)."""
        ids = list(table_ids)
        if not ids:
            return
        with self.engine.begin() as conn:
            conn.execute(
                leases_table.delete().where(
                    (leases_table.c.owner == self.owner) & leases_table.c.table_id.in_(ids)
                )
            )

    def retire(self) -> None:
        """This process stops: every lease it holds, and its own row, are given up."""
        with self.engine.begin() as conn:
            conn.execute(leases_table.delete().where(leases_table.c.owner == self.owner))
            conn.execute(servers_table.delete().where(servers_table.c.owner == self.owner))

    def live_servers(self) -> list[Holder]:
        """Every process whose row is renewed: for the lobby and for tests."""
        query = sa.select(servers_table.c.owner, servers_table.c.address).where(
            servers_table.c.expires >= self._now
        )
        with self.engine.connect() as conn:
            return [Holder(row.owner, row.address) for row in conn.execute(query)]
