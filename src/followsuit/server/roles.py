"""Each server process its own PostgreSQL role, and row-level security: a process reads and
writes a table's secrets only while it holds the table's lease.

When several processes share one PostgreSQL database (server/sharing.py), the database itself
keeps them apart. The database's owner runs :func:`secure` once (``python -m
followsuit.server.roles``): it makes the server's tables, turns row-level security on
(``ENABLE`` and ``FORCE``: the owner too is held to it) and gives the privileges to a group
role, :data:`GROUP`; :func:`grant` makes each process's login role a member of it. A server
role owns no table, is no superuser and cannot bypass row security. The policies, by the
*session's* role (``session_user``, which a member cannot change by ``SET ROLE``):

- **A table's secrets** (``table_keys``: its key, which seeds every deal and bot;
  ``actions``: its journal; ``table_log``: the actions undone) are read and written only by
  the role holding the table's lease now (its lease row's ``role``, not yet expired by the
  database's clock).
- **A table's row** (``tables``: its game, seats, settings and, for a table stored before
  keys or made by a test with a chosen seed, its seed) is read by the role holding its lease,
  and by every role once the table is finished (its record is public then) or while nobody
  holds it (a process must find the tables whose owner died); it is written only under the
  lease, and never deleted.
- **The leases** (``table_leases``) are read by all (each process forwards a table's requests
  to its holder); a role inserts a lease in its own name, renews or gives up only its own, and
  takes another role's only once it has expired: the takeover. The database writes the
  row's ``role`` itself (a trigger), so no role can take a lease in another's name.
- **The processes' rows** (``servers``) are read by all and written by their own role (a row
  unrenewed for :data:`~followsuit.server.leases.FORGOTTEN` seconds may be deleted by any).
- **The lobby** (``lobby``: each open table's public summary) is read by all and written
  under the table's lease.

So once a process is killed, its tables' secrets are out of every other role's reach until
their leases run out; then one process takes each lease, and reads that table's journal to
resume it exactly. SQLite (one process, or processes on one machine) has no roles: none of
this applies there.
"""

from __future__ import annotations

import argparse
import os
import re
from collections.abc import Iterable

import sqlalchemy as sa
from sqlalchemy.engine import Connection, Engine

from followsuit.server.leases import FORGOTTEN, POSTGRES_NOW

GROUP = "followsuit_server"
"""The group role holding the server's privileges; every server process's role is a member."""
PASSWORD_VARIABLE = "FOLLOWSUIT_ROLE_PASSWORD"
"""The environment variable :func:`main` reads the new roles' password from (never the
command line, which another user's ``ps`` shows)."""
ROLE_NAME = re.compile(r"^[a-z_][a-z0-9_]{0,55}$")
"""A server role's name: lower case, so it needs no quoting, and room for a worker's suffix."""

NOW = POSTGRES_NOW
"""The database's clock, as the leases read it."""


def _holds(column: str) -> str:
    """SQL: the session's role holds the lease of the table ``column`` names, now."""
    return (
        "EXISTS (SELECT 1 FROM table_leases AS lease WHERE lease.table_id = "
        f"{column} AND lease.role = session_user AND lease.expires >= {NOW})"
    )


def _held_by_another(column: str) -> str:
    """SQL: another role holds the lease of the table ``column`` names, now."""
    return (
        "EXISTS (SELECT 1 FROM table_leases AS lease WHERE lease.table_id = "
        f"{column} AND lease.role <> session_user AND lease.expires >= {NOW})"
    )


SECRETS = ("table_keys", "actions", "table_log")
"""The tables of a table's secrets, each row naming its table by ``table_id``."""

PRIVILEGES = {
    "tables": "SELECT, INSERT, UPDATE",
    "table_keys": "SELECT, INSERT",
    "actions": "SELECT, INSERT, DELETE",
    "table_log": "SELECT, INSERT",
    "table_leases": "SELECT, INSERT, UPDATE, DELETE",
    "servers": "SELECT, INSERT, UPDATE, DELETE",
    "lobby": "SELECT, INSERT, DELETE",
}
"""What the server's roles may do to each table, before row security: only what the server
does (a key is never changed, a table never deleted)."""

POLICIES: dict[str, list[tuple[str, str, str | None, str | None]]] = {
    **{
        name: [("held", "ALL", _holds(f"{name}.table_id"), _holds(f"{name}.table_id"))]
        for name in SECRETS
    },
    "tables": [
        (
            "read",
            "SELECT",
            f"tables.status = 'finished' OR NOT {_held_by_another('tables.id')}",
            None,
        ),
        ("made", "INSERT", None, _holds("tables.id")),
        ("changed", "UPDATE", _holds("tables.id"), _holds("tables.id")),
    ],
    "table_leases": [
        ("read", "SELECT", "true", None),
        ("taken", "INSERT", None, "role = session_user"),
        (
            "renewed",
            "UPDATE",
            f"role = session_user OR expires < {NOW}",
            "role = session_user",
        ),
        ("given_up", "DELETE", "role = session_user", None),
    ],
    "servers": [
        ("read", "SELECT", "true", None),
        ("registered", "INSERT", None, "role = session_user"),
        ("renewed", "UPDATE", "role = session_user", "role = session_user"),
        ("forgotten", "DELETE", f"role = session_user OR expires < {NOW} - {FORGOTTEN:g}", None),
    ],
    "lobby": [
        ("read", "SELECT", "true", None),
        ("published", "INSERT", None, _holds("lobby.table_id")),
        (
            "withdrawn",
            "DELETE",
            f"{_holds('lobby.table_id')} OR NOT {_held_by_another('lobby.table_id')}",
            None,
        ),
    ],
}
"""Each table's policies: (name, command, USING, WITH CHECK)."""

STAMPED = ("table_leases", "servers")
"""The tables whose rows carry the role that wrote them, set by the database."""


class RoleError(Exception):
    """A role cannot be made a server's role (its name, or what it may already do)."""


def _quoted(name: str) -> str:
    if not ROLE_NAME.match(name):
        raise RoleError(
            f"role {name!r}: a server role's name is lower-case letters, digits and _ "
            "(at most 56 characters)"
        )
    return f'"{name}"'


def _literal(text: str) -> str:
    return "'" + text.replace("'", "''") + "'"


def _statements(schema: str) -> list[str]:
    """What :func:`secure` runs, in order, once the tables exist in ``schema`` (quoted);
    each can run again."""
    done = [
        f"""DO $$ BEGIN
            IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = '{GROUP}') THEN
                CREATE ROLE {GROUP} NOLOGIN;
            END IF;
        END $$""",
        """CREATE OR REPLACE FUNCTION followsuit_stamp_role() RETURNS trigger
        LANGUAGE plpgsql AS $$ BEGIN NEW.role := session_user; RETURN NEW; END $$""",
        f"GRANT USAGE ON SCHEMA {schema} TO {GROUP}",
    ]
    for name in STAMPED:
        done += [
            f"ALTER TABLE {name} ADD COLUMN IF NOT EXISTS role name NOT NULL DEFAULT session_user",
            f"DROP TRIGGER IF EXISTS followsuit_role ON {name}",
            f"CREATE TRIGGER followsuit_role BEFORE INSERT OR UPDATE ON {name} "
            "FOR EACH ROW EXECUTE FUNCTION followsuit_stamp_role()",
        ]
    for name, privileges in PRIVILEGES.items():
        done += [
            f"REVOKE ALL ON {name} FROM PUBLIC, {GROUP}",
            f"GRANT {privileges} ON {name} TO {GROUP}",
            f"ALTER TABLE {name} ENABLE ROW LEVEL SECURITY",
            f"ALTER TABLE {name} FORCE ROW LEVEL SECURITY",
        ]
        for policy, command, using, check in POLICIES[name]:
            full = f"followsuit_{policy}"
            done.append(f"DROP POLICY IF EXISTS {full} ON {name}")
            statement = f"CREATE POLICY {full} ON {name} FOR {command} TO PUBLIC"
            if using is not None:
                statement += f" USING ({using})"
            if check is not None:
                statement += f" WITH CHECK ({check})"
            done.append(statement)
    done.append(f"GRANT USAGE ON SEQUENCE table_log_id_seq TO {GROUP}")
    return done


def make_tables(engine: Engine) -> None:
    """Every table the server uses (its own metadata: persistence, leases, lobby)."""
    from followsuit.server import persistence
    from followsuit.server.leases import metadata
    from followsuit.server.lobby import lobby_table

    persistence.metadata.create_all(engine)
    metadata.create_all(engine)
    lobby_table.create(engine, checkfirst=True)


def secure(engine: Engine) -> None:
    """Make the server's tables and their row security, as the database's owner (again on
    a database that has them: the policies are made anew)."""
    if engine.dialect.name != "postgresql":
        raise RoleError(f"roles and row security need PostgreSQL, not {engine.dialect.name}")
    make_tables(engine)
    with engine.begin() as conn:
        schema = str(conn.execute(sa.text("SELECT current_schema()")).scalar_one())
        quoted = engine.dialect.identifier_preparer.quote_identifier(schema)
        for statement in _statements(quoted):
            conn.exec_driver_sql(statement)


def grant(engine: Engine, roles: Iterable[str], password: str | None = None) -> None:
    """Make each role a server's role: a login role (made if it does not exist, with
    ``password`` if given), member of :data:`GROUP`. Refused for a role that could read past
    the policies (a superuser, one with BYPASSRLS, or the tables' owner)."""
    names = list(roles)
    for name in names:
        _quoted(name)
    with engine.begin() as conn:
        for name in names:
            _grant(conn, name, password)


def _grant(conn: Connection, name: str, password: str | None) -> None:
    found = conn.execute(
        sa.text("SELECT rolsuper, rolbypassrls FROM pg_roles WHERE rolname = :name"),
        {"name": name},
    ).first()
    if found is not None and (found.rolsuper or found.rolbypassrls):
        raise RoleError(
            f"role {name!r} is a superuser or bypasses row security: it would read every "
            "table's secrets; give each server process a role of its own"
        )
    owned = conn.execute(
        sa.text(
            "SELECT relname FROM pg_class WHERE relname = ANY(:names) "
            "AND pg_get_userbyid(relowner) = :name"
        ),
        {"names": list(PRIVILEGES), "name": name},
    ).first()
    if owned is not None:
        raise RoleError(
            f"role {name!r} owns the table {owned.relname!r} (it could turn its row security "
            "off): a server process connects as a role of its own, not the owner"
        )
    quoted = _quoted(name)
    secret = f" PASSWORD {_literal(password)}" if password else ""
    verb = "ALTER" if found is not None else "CREATE"
    options = "LOGIN NOSUPERUSER NOBYPASSRLS NOCREATEDB NOCREATEROLE"
    try:
        conn.exec_driver_sql(f"{verb} ROLE {quoted} {options}{secret}")
    except sa.exc.DBAPIError as error:  # never the statement, which may hold the password
        raise RoleError(f"role {name!r} could not be made: {type(error.orig).__name__}") from None
    conn.exec_driver_sql(f"GRANT {GROUP} TO {quoted}")


def worker_role(role: str, index: int) -> str:
    """The role of worker ``index`` (from 1) of ``serve --workers N`` run as ``role``."""
    return f"{role}_{index}"


def kept_apart(engine: Engine) -> bool:
    """Whether row security holds this connection's role to the leases (a server role on a
    secured database): False on SQLite, on a database not secured, and for its owner's
    or a superuser's role."""
    if engine.dialect.name != "postgresql":
        return False
    with engine.connect() as conn:
        if conn.execute(sa.text("SELECT to_regclass('table_keys')")).scalar() is None:
            return False
        return bool(conn.execute(sa.text("SELECT row_security_active('table_keys')")).scalar())


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(
        prog="python -m followsuit.server.roles",
        description="As the database's owner: make the server's tables and their row "
        "security, and each server process's role (docs/server.md). The roles' password, "
        f"if any, is read from ${PASSWORD_VARIABLE}.",
    )
    parser.add_argument("--database", required=True, help="the owner's PostgreSQL URL")
    parser.add_argument("roles", nargs="*", help="a login role for each server process")
    parser.add_argument(
        "--workers",
        type=int,
        default=0,
        help="each ROLE also gets ROLE_1 ... ROLE_N, the roles of serve --workers N",
    )
    args = parser.parse_args(argv)
    from followsuit.server.startup import shown_url

    names: list[str] = []
    for role in args.roles:
        names.append(role)
        names += [worker_role(role, i) for i in range(1, args.workers + 1)]
    engine = sa.create_engine(args.database, hide_parameters=True)
    try:
        secure(engine)
        grant(engine, names, os.environ.get(PASSWORD_VARIABLE) or None)
    except RoleError as error:
        raise SystemExit(f"followsuit: error: {error}") from None
    finally:
        engine.dispose()
    print(f"followsuit: row security set up in {shown_url(args.database)}")
    for name in names:
        print(f"followsuit: {name} may serve tables")


if __name__ == "__main__":
    main()
