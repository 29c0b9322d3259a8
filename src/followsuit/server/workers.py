"""``followsuit serve --workers N``: N server processes on one machine, sharing one port and
one PostgreSQL database, so every core of the machine plays tables.

The parent binds the port, then starts N workers (``python -m followsuit.server.workers``),
each given the listening socket (the kernel hands each new connection to one of them) and
each listening also on a port of its own on 127.0.0.1, the address it gives the others to
forward its tables' requests to (server/routing.py). Every worker is ``--shared``: a table is
played by the worker holding its lease (server/sharing.py). The parent starts a worker again
when one dies (its tables are taken over by the others meanwhile), and stops them all on
Ctrl-C or SIGTERM. The database's URL reaches the workers in their environment, never on a
command line another user's ``ps`` would show.

On a database whose row security keeps the processes apart (server/roles.py), each worker
connects as a role of its own: worker *i* (from 1) as ``ROLE_i``, where ``ROLE`` is the URL's,
with the URL's password; the database's owner makes them beforehand (``python -m
followsuit.server.roles --workers N ROLE``). Worker *i* started again after dying is ``ROLE_i``
again, and takes its tables back only once their leases have run out, like any other process.
"""

from __future__ import annotations

import argparse
import os
import signal
import socket
import subprocess
import sys
import time
from typing import Any

from followsuit.server.sharing import LEASE_SECONDS, Sharing
from followsuit.server.startup import StartError

DATABASE_VARIABLE = "FOLLOWSUIT_WORKER_DATABASE"
"""The environment variable a worker reads its database's URL from."""
RESTART_PAUSE = 1.0
"""Seconds before a worker that died is started again."""


def run_workers(
    host: str,
    port: int,
    database: str | None,
    workers: int,
    *,
    lease_seconds: float = LEASE_SECONDS,
    open_browser: bool = False,
) -> None:
    """Serve at ``http://host:port/`` with ``workers`` processes until interrupted."""
    from sqlalchemy.engine import make_url

    from followsuit.server.persistence import database_url
    from followsuit.server.startup import (
        apart_note,
        check_database,
        listening_socket,
        shown_url,
    )

    if workers < 1:
        raise StartError(f"--workers {workers}: at least one worker serves the tables")
    url = database_url(database)
    if not url.startswith("postgresql"):
        raise StartError(
            f"--workers {workers} needs a database the workers share: give --database "
            "postgresql+psycopg://user:pass@host/db (SQLite serves one process)"
        )
    sock = listening_socket(host, port)
    try:
        check_database(url)
        prepare(url)
        urls = worker_urls(url, workers)
        port = sock.getsockname()[1]
        print(f"followsuit: tables stored in {shown_url(url)}")
        print(f"followsuit: {workers} workers share the tables")
        roles = [make_url(u).username or "" for u in urls]
        if len(set(roles)) == workers:
            print(f"followsuit: each worker connects as a role of its own: {', '.join(roles)}")
        else:
            print(f"followsuit: the workers share one role; {apart_note(url)}")
        print(f"followsuit: open http://{host}:{port}/ (Ctrl-C stops the server)")
        if open_browser:
            import threading
            import webbrowser

            threading.Timer(2.0, webbrowser.open, [f"http://{host}:{port}/"]).start()
        supervise(sock, urls, lease_seconds)
    finally:
        sock.close()


def prepare(url: str) -> None:
    """Create the tables the workers share (leases, servers, the lobby) once, before they
    start: workers creating them together on a new database would race."""
    import sqlalchemy as sa

    from followsuit.server import persistence
    from followsuit.server.leases import metadata
    from followsuit.server.lobby import lobby_table

    engine = sa.create_engine(url)
    try:
        persistence.metadata.create_all(engine)
        metadata.create_all(engine)  # the leases' and servers' tables
        lobby_table.create(engine, checkfirst=True)
    finally:
        engine.dispose()


def worker_urls(url: str, workers: int) -> list[str]:
    """Each worker's database URL: its own role's where the database keeps the processes
    apart (``ROLE_i``, checked now: a missing one is one line saying how to make it), else
    ``url`` for all."""
    import sqlalchemy as sa
    from sqlalchemy.engine import make_url

    from followsuit.server.roles import kept_apart, worker_role
    from followsuit.server.startup import check_database

    engine = sa.create_engine(url)
    try:
        apart = kept_apart(engine)
    finally:
        engine.dispose()
    if not apart:
        return [url] * workers
    parsed = make_url(url)
    role = parsed.username
    if not role:
        raise StartError("--workers on a database with row security: name the role in the URL")
    urls = []
    for index in range(1, workers + 1):
        own = parsed.set(username=worker_role(role, index)).render_as_string(hide_password=False)
        try:
            check_database(own)
        except StartError as error:
            raise StartError(
                f"worker {index}'s role {worker_role(role, index)!r}: {error}; the database's "
                f"owner makes the workers' roles: python -m followsuit.server.roles --database "
                f"OWNER_URL --workers {workers} {role}"
            ) from None
        urls.append(own)
    return urls


def _start(sock: socket.socket, url: str, lease_seconds: float) -> subprocess.Popen[bytes]:
    env = dict(os.environ, **{DATABASE_VARIABLE: url})
    command = [
        sys.executable,
        "-m",
        "followsuit.server.workers",
        "--fd",
        str(sock.fileno()),
        "--lease-seconds",
        str(lease_seconds),
    ]
    return subprocess.Popen(command, env=env, pass_fds=[sock.fileno()])


def supervise(sock: socket.socket, urls: list[str], lease_seconds: float) -> None:
    """Run a worker on each database URL; start again one that dies (on the same URL); stop
    them all on SIGINT or SIGTERM."""
    stopping = False

    def stop(signum: int, _frame: Any) -> None:
        nonlocal stopping
        stopping = True

    previous = {sig: signal.signal(sig, stop) for sig in (signal.SIGINT, signal.SIGTERM)}
    running = [_start(sock, url, lease_seconds) for url in urls]
    try:
        while not stopping:
            time.sleep(0.2)
            for index, worker in enumerate(running):
                if worker.poll() is not None and not stopping:
                    print(
                        f"followsuit: worker {worker.pid} stopped ({worker.returncode});"
                        " starting another",
                        file=sys.stderr,
                    )
                    time.sleep(RESTART_PAUSE)
                    running[index] = _start(sock, urls[index], lease_seconds)
    finally:
        for worker in running:
            if worker.poll() is None:
                worker.terminate()
        deadline = time.time() + 30
        for worker in running:
            try:
                worker.wait(timeout=max(0.1, deadline - time.time()))
            except subprocess.TimeoutExpired:
                worker.kill()
                worker.wait()
        for sig, handler in previous.items():
            signal.signal(sig, handler)


def serve_worker(fd: int, lease_seconds: float) -> None:
    """One worker: the shared socket, and its own on 127.0.0.1 for forwarded requests."""
    import uvicorn

    from followsuit.server.app import create_app
    from followsuit.server.intake import MAX_FRAME

    url = os.environ.get(DATABASE_VARIABLE)
    if not url:
        raise SystemExit(f"followsuit: a worker reads its database from ${DATABASE_VARIABLE}")
    shared = socket.socket(fileno=fd)
    own = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    own.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    own.bind(("127.0.0.1", 0))
    address = f"http://127.0.0.1:{own.getsockname()[1]}"
    app = create_app(url, sharing=Sharing(address=address, lease_seconds=lease_seconds))
    config = uvicorn.Config(app, log_level="warning", ws_max_size=MAX_FRAME)
    server = uvicorn.Server(config)
    try:
        server.run(sockets=[shared, own])
    finally:
        own.close()


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m followsuit.server.workers")
    parser.add_argument("--fd", type=int, required=True, help="the listening socket shared")
    parser.add_argument("--lease-seconds", type=float, default=LEASE_SECONDS)
    args = parser.parse_args(argv)
    serve_worker(args.fd, args.lease_seconds)


if __name__ == "__main__":
    main()
