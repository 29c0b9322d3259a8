"""``followsuit serve``: the table server, to play in a browser (docs/server.md)."""

from __future__ import annotations

from typing import Annotated

import typer

from followsuit.cli.app import app, fail


@app.command()
def serve(
    host: Annotated[str, typer.Option(help="Address to listen on.")] = "127.0.0.1",
    port: Annotated[int, typer.Option(help="Port to listen on.")] = 8000,
    database: Annotated[
        str | None,
        typer.Option(
            help="A SQLite file or a SQLAlchemy URL (postgresql+psycopg://...); "
            "default ~/.local/share/followsuit/tables.sqlite3."
        ),
    ] = None,
    open_browser: Annotated[
        bool, typer.Option("--open", help="Open the lobby in the web browser.")
    ] = False,
    workers: Annotated[
        int | None,
        typer.Option(
            help="Serve with N processes sharing the port and a PostgreSQL --database "
            "(each table played by one of them; see docs/server.md)."
        ),
    ] = None,
) -> None:
    """Serve card tables in the browser: play with bots, or with friends by a link."""
    try:
        from followsuit.server import run
        from followsuit.server.startup import StartError
    except ImportError as error:  # pragma: no cover - depends on the install
        fail(f"the server needs its extra: pip install 'followsuit[web]' ({error})")
    try:
        if workers is not None:
            from followsuit.server.workers import run_workers

            run_workers(host, port, database, workers, open_browser=open_browser)
        else:
            run(host=host, port=port, database=database, open_browser=open_browser)
    except StartError as error:
        fail(str(error), 1)
