"""A fault inside one table stays inside that table's piece of presentation.

What a table shows on top of its state (the end of a deal in words, a hint, the calls'
explanations, the table's summary) is made by code that may have a bug. When it raises, the
server logs the failure with the table's id, the kind of error and where it was raised (never
its message, which may name a seat's hidden cards), sends the state without the broken piece,
and answers a request for that piece alone with a 500 that names nothing of its insides. The
table goes on accepting actions and serving its state; a request's own faults stay 4xx
refusals (server/app.py).
"""

from __future__ import annotations

import logging
import traceback
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

log = logging.getLogger("followsuit.server")

SERVER_ERROR = "server_error"
"""The code of a 500: the server failed at this one request; the table goes on."""
SERVER_ERROR_TEXT = "the server failed to answer this; the table goes on"

T = TypeVar("T")


def where(error: BaseException) -> str:
    """Where ``error`` was raised: ``records/deal_end.py:52 in deal_words`` (the innermost
    frame, its file named from the package)."""
    frames = traceback.extract_tb(error.__traceback__)
    if not frames:
        return "an unknown place"
    frame = frames[-1]
    parts = Path(frame.filename).parts
    inside = parts[parts.index("followsuit") + 1 :] if "followsuit" in parts else parts[-1:]
    return f"{'/'.join(inside)}:{frame.lineno} in {frame.name}"


def logged(table_id: str, what: str, error: BaseException) -> None:
    """Log a fault of table ``table_id`` while making ``what``."""
    log.error("table %s: %s failed (%s at %s)", table_id, what, type(error).__name__, where(error))


def contained(table_id: str, what: str, make: Callable[[], T], fallback: T) -> T:
    """``make()``, or ``fallback`` when it raises (the fault logged with the table's id)."""
    try:
        return make()
    except Exception as error:
        logged(table_id, what, error)
        return fallback
