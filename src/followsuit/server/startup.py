"""Starting the server: the port and the database are checked before anything is printed or
served, and each failure is one clear line (a database URL shown never holds its password)."""

from __future__ import annotations

import errno
import re
import socket

from followsuit.errors import GameError


class StartError(GameError):
    """Why the server cannot start, in one line for the person starting it."""


def shown_url(url: str) -> str:
    """``url`` as it may be printed: any password replaced by ``***``."""
    try:
        from sqlalchemy.engine import make_url

        return make_url(url).render_as_string(hide_password=True)
    except Exception:  # not a URL SQLAlchemy reads: mask what looks like user:password@
        return re.sub(r"(://[^:/@]*:)[^@]*@", r"\1***@", url)


def listening_socket(host: str, port: int) -> socket.socket:
    """The socket the server will serve on, bound now so that a busy port is said plainly
    (and before the 'open http://...' line)."""
    if not 0 <= port <= 65535:
        raise StartError(f"port {port} is not a port number (0 to 65535)")
    try:
        infos = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM, flags=socket.AI_PASSIVE)
    except socket.gaierror as error:
        raise StartError(f"cannot listen on {host!r}: {error.strerror}") from None
    family, kind, proto, _name, address = infos[0]
    sock = socket.socket(family, kind, proto)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    try:
        sock.bind(address)
    except OSError as error:
        sock.close()
        if error.errno == errno.EADDRINUSE:
            raise StartError(
                f"port {port} on {host} is already in use: stop what uses it, "
                "or choose another with --port"
            ) from None
        if error.errno == errno.EACCES:
            raise StartError(
                f"no permission to listen on port {port}: try one above 1023"
            ) from None
        raise StartError(f"cannot listen on {host}:{port}: {error.strerror}") from None
    sock.set_inheritable(True)
    return sock


def check_database(url: str, *, alone: bool = False) -> None:
    """Open the database (creating the server's tables) and close it: a bad URL, a missing
    driver or an unreachable database is one line naming the URL without its password.
    ``alone``: this process will play every table; refused if processes share the database,
    or if the database's row security keeps tables from this process's role (server/roles.py)."""
    from followsuit.server.leases import live_processes
    from followsuit.server.persistence import Store
    from followsuit.server.roles import kept_apart

    shown = shown_url(url)
    try:
        store = Store(url)
    except ModuleNotFoundError as error:
        psycopg = (error.name or "").startswith("psycopg")
        hint = " (pip install 'followsuit[scale]')" if psycopg else ""
        raise StartError(
            f"the database driver {error.name!r} is not installed (for {shown}){hint}"
        ) from None
    except Exception as error:
        raise StartError(f"cannot use the database {shown}: {_reason(error)}") from None
    try:
        sharing = live_processes(store.engine) if alone else 0
        apart = alone and kept_apart(store.engine)
    finally:
        store.close()
    if apart:
        raise StartError(
            f"the database {shown} keeps each table's key and journal for the process holding "
            "its lease (row security): start this process with --shared"
        )
    if sharing:
        raise StartError(
            f"{sharing} server process(es) share the database {shown}: start this one with "
            "--shared too (alone, it would play their tables as well)"
        )


def apart_note(url: str) -> str | None:
    """For a process sharing a PostgreSQL database: a line saying so when its role reads
    every table's key and journal (no row security holds it to its leases: server/roles.py);
    None when it is held to them, or on SQLite (one machine, no roles)."""
    if not url.startswith("postgresql"):
        return None
    import sqlalchemy as sa

    from followsuit.server.roles import kept_apart

    engine = sa.create_engine(url)
    try:
        if kept_apart(engine):
            return None
    finally:
        engine.dispose()
    role = sa.engine.make_url(url).username or "the default"
    return (
        f"the role {role!r} reads every table's key and journal: no row security keeps the "
        "processes apart (docs/server.md, 'Each process its own role')"
    )


def _reason(error: Exception) -> str:
    """The first line of a driver's error, without the library's own decorations."""
    from sqlalchemy import exc

    if isinstance(error, exc.ArgumentError | exc.NoSuchModuleError):
        return f"not a database URL SQLAlchemy knows ({error})"
    cause = getattr(error, "orig", None) or error
    text = str(cause).strip().splitlines()
    first = text[0] if text else type(cause).__name__
    first = re.sub(r"\(Background on this error at: [^)]*\)", "", first).strip()
    return first[:200] or type(cause).__name__
