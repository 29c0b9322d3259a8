"""The ``followsuit`` command line: parse, call the library, render.

Each command lives in its own module, which adds itself to :data:`app` when imported:
``games`` and ``rules`` (info), ``play``, ``replay``, ``solve``, ``simulate``, ``arena``, ``bench``;
``serve`` when the server's command module is there.
"""

from __future__ import annotations

import importlib
import importlib.util

from followsuit.cli.app import app

COMMAND_MODULES = ("info", "play", "replay", "solve", "simulate", "arena", "bench")
OPTIONAL_MODULES = ("serve",)
"""Command modules another part of the project may add (``followsuit/cli/serve.py``)."""

for _module in COMMAND_MODULES:
    importlib.import_module(f"followsuit.cli.{_module}")
for _module in OPTIONAL_MODULES:
    if importlib.util.find_spec(f"followsuit.cli.{_module}") is not None:
        importlib.import_module(f"followsuit.cli.{_module}")


def main() -> None:
    app()


__all__ = ["app", "main"]
