"""Reading what a client sends, at the edge and before anything changes: bounded in size and
in JSON nesting, so that no input can exhaust the server or reach Python's recursion limit."""

from __future__ import annotations

import json
import re
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from starlette.requests import Request

MAX_BODY = 16_384
"""Bytes of an HTTP request body (a new table with every option set is under 4 KB)."""
MAX_DEPTH = 16
"""Levels of JSON nesting (a table request uses 3)."""
MAX_FRAME = 8 * 1024 * 1024
"""Bytes of one websocket frame the server reads before refusing it as too long (larger
frames are closed with the websocket's own 1009, "message too big")."""
MAX_ERROR = 300
"""Characters of an error sentence: a refusal never repeats a large input."""

_STRINGS = re.compile(r'"(?:[^"\\]|\\.)*"', re.DOTALL)


class Unreadable(Exception):
    """A body or message that is not read at all: ``code`` says why (``too_large``,
    ``malformed``) and ``status`` is the HTTP status to answer."""

    def __init__(self, code: str, message: str, status: int) -> None:
        super().__init__(message)
        self.code = code
        self.status = status


def too_deep(text: str) -> bool:
    """Whether JSON text nests arrays and objects deeper than :data:`MAX_DEPTH` (strings
    skipped); counted without parsing, so a deep input never reaches the parser."""
    if text.count("[") + text.count("{") <= MAX_DEPTH:
        return False
    depth = 0
    for char in _STRINGS.sub("", text):
        if char in "[{":
            depth += 1
            if depth > MAX_DEPTH:
                return True
        elif char in "]}":
            depth -= 1
    return False


def loads(raw: str | bytes) -> Any:
    """Decode JSON, refusing (``malformed``) what is not JSON or nests too deep."""
    try:
        text = raw.decode() if isinstance(raw, bytes) else raw
    except UnicodeDecodeError:
        raise Unreadable("malformed", "not JSON: not UTF-8 text", 400) from None
    if too_deep(text):
        raise Unreadable("malformed", f"JSON nested deeper than {MAX_DEPTH} levels", 400)
    try:
        return json.loads(text)
    except (ValueError, RecursionError) as error:
        raise Unreadable("malformed", short(f"not JSON: {error}"), 400) from None


async def read_json(request: Request, limit: int = MAX_BODY) -> Any:
    """A request's JSON body, refused (413, ``too_large``) past ``limit`` bytes. A body
    declared or found too long is read to its end and dropped (up to :data:`MAX_FRAME`), so
    that the client, still sending, receives the refusal rather than a broken connection."""
    declared = request.headers.get("content-length", "")
    too_large = Unreadable("too_large", f"the request body is over {limit} bytes", 413)
    if declared.isdigit() and int(declared) > MAX_FRAME:
        raise too_large  # not worth reading: the connection is closed after the answer
    body = bytearray()
    size = 0
    async for chunk in request.stream():
        size += len(chunk)
        if size > MAX_FRAME:
            raise too_large
        if size <= limit:
            body.extend(chunk)
    if size > limit:
        raise too_large
    if not body:
        raise Unreadable("malformed", "the request body must be a JSON object", 400)
    return loads(bytes(body))


def short(text: str, limit: int = MAX_ERROR) -> str:
    """``text`` cut to ``limit`` characters: what an error may say of an input."""
    return text if len(text) <= limit else text[: limit - 3] + "..."
