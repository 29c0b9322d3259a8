"""``python -m followsuit.server [--host H] [--port P] [--database URL] [--open]``."""

from __future__ import annotations

import argparse

from followsuit.server import run
from followsuit.server.startup import StartError


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m followsuit.server", description=__doc__)
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, default=8000)
    parser.add_argument("--database", default=None, help="SQLAlchemy URL or SQLite file")
    parser.add_argument("--open", action="store_true", help="open the lobby in a browser")
    args = parser.parse_args(argv)
    try:
        run(args.host, args.port, args.database, args.open)
    except StartError as error:
        raise SystemExit(f"followsuit: error: {error}") from None


if __name__ == "__main__":
    main()
