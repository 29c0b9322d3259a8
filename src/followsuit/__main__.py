"""``python -m followsuit COMMAND ...``: the ``followsuit`` command line, for a Python whose
scripts are not on the path."""

from __future__ import annotations

from followsuit.cli import app

app(prog_name="followsuit")
