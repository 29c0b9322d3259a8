"""``python -m followsuit.server [--host H] [--port P] [--database URL] [--open]
[--shared [--advertise URL] [--lease-seconds S]] [--workers N]``."""

from __future__ import annotations

import argparse

from followsuit.server import run
from followsuit.server.sharing import LEASE_SECONDS, Sharing
from followsuit.server.startup import StartError


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m followsuit.server", description=__doc__)
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, default=8000)
    parser.add_argument("--database", default=None, help="SQLAlchemy URL or SQLite file")
    parser.add_argument("--open", action="store_true", help="open the lobby in a browser")
    parser.add_argument(
        "--shared",
        action="store_true",
        help="one of several processes on this database: play the tables whose leases it holds",
    )
    parser.add_argument(
        "--advertise",
        default=None,
        help="with --shared: the http://host:port the other processes reach this one at "
        "(default: --host and --port)",
    )
    parser.add_argument(
        "--lease-seconds",
        type=float,
        default=LEASE_SECONDS,
        help="with --shared: how long a table's lease lasts unrenewed",
    )
    parser.add_argument(
        "--workers",
        type=int,
        default=None,
        help="N processes sharing the port and a PostgreSQL database (docs/server.md)",
    )
    args = parser.parse_args(argv)
    if args.workers is not None:
        from followsuit.server.workers import run_workers

        try:
            run_workers(
                args.host,
                args.port,
                args.database,
                args.workers,
                lease_seconds=args.lease_seconds,
                open_browser=args.open,
            )
        except StartError as error:
            raise SystemExit(f"followsuit: error: {error}") from None
        return
    sharing = None
    if args.shared:
        address = args.advertise or f"http://{args.host}:{args.port}"
        sharing = Sharing(address=address, lease_seconds=args.lease_seconds)
    try:
        run(args.host, args.port, args.database, args.open, sharing=sharing)
    except StartError as error:
        raise SystemExit(f"followsuit: error: {error}") from None


if __name__ == "__main__":
    main()
