"""The table server: play any registered game in a browser, alone with bots or with friends.

``followsuit serve`` calls :func:`run`. The server alone holds every table's state; each seat
has a secret token; a client gets only its seat's view and sends ``{action, state_id}``. Every
accepted action is stored (SQLite by default, PostgreSQL by URL) before anybody sees it, and a
restarted server resumes every unfinished table. See docs/server.md.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from starlette.applications import Starlette

    from followsuit.server.sharing import Sharing

__all__ = ["create_app", "run"]


def create_app(
    database: str | None = None, *, chosen_seeds: bool = False, sharing: Sharing | None = None
) -> Starlette:
    """The web application (tables stored in ``database``: a URL, a file, or None).
    ``chosen_seeds`` lets a test create tables with a known seed (never for play).
    ``sharing``: this process is one of several on the database (docs/server.md)."""
    from followsuit.server.app import create_app as make

    return make(database, chosen_seeds=chosen_seeds, sharing=sharing)


def run(
    host: str = "127.0.0.1",
    port: int = 8000,
    database: str | None = None,
    open_browser: bool = False,
    sharing: Sharing | None = None,
    **uvicorn_options: Any,
) -> None:
    """Serve tables at ``http://host:port/`` until interrupted.

    ``database``: a SQLAlchemy URL (``postgresql+psycopg://...``) or a SQLite file path; None
    uses ``~/.local/share/followsuit/tables.sqlite3``. ``open_browser`` opens the lobby. A
    ``sharing``: this process is one of several on one database (each table played by the
    process holding its lease; see docs/server.md). A
    busy port, a bad URL or an unreachable database raises
    :class:`~followsuit.server.startup.StartError` (one line) before anything is served.
    """
    try:
        import uvicorn
    except ImportError as error:  # pragma: no cover - depends on the install
        raise SystemExit("the web server needs its extra: pip install 'followsuit[web]'") from error
    from followsuit.server.persistence import database_url
    from followsuit.server.startup import (
        StartError,
        apart_note,
        check_database,
        listening_socket,
        shown_url,
    )

    try:
        url = database_url(database)
    except OSError as error:
        folder = f" {error.filename}" if error.filename else ""
        raise StartError(f"cannot make the database's folder{folder}: {error.strerror}") from None
    sock = listening_socket(host, port)
    try:
        check_database(url, alone=sharing is None)
        note = None if sharing is None else apart_note(url)
    except StartError:
        sock.close()
        raise
    app = create_app(url, sharing=sharing)
    port = sock.getsockname()[1]
    address = f"http://{host}:{port}/"
    print(f"followsuit: tables stored in {shown_url(url)}")
    if note is not None:
        print(f"followsuit: {note}")
    print(f"followsuit: open {address} (Ctrl-C stops the server)")
    if open_browser:
        import threading
        import webbrowser

        threading.Timer(1.0, webbrowser.open, [address]).start()
    from followsuit.server.intake import MAX_FRAME

    options: dict[str, Any] = {"log_level": "warning", "ws_max_size": MAX_FRAME}
    options.update(uvicorn_options)
    server = uvicorn.Server(uvicorn.Config(app, host=host, port=port, **options))
    try:
        server.run(sockets=[sock])
    finally:
        sock.close()
