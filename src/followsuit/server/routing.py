"""Routing by table: any process answers any request; a table's requests reach its owner.

When several processes share a database (server/sharing.py), a request for a table another
live process holds is **forwarded** to that process, which answers it; the answer goes back
unchanged. A websocket to such a table is forwarded the same way, frame by frame, for as long
as it lasts. Forwarding, not redirecting, because:

- a browser's WebSocket does not follow a redirect: the table page could not reach its table;
- the owners' addresses are inside the deployment (processes behind a reverse proxy, on
  private addresses), which clients can neither reach nor need to know;
- a table's owner changes when a process dies: a redirect a client kept would go stale, while
  the next forwarded request finds the new owner.

A forwarded request carries :data:`FORWARDED`; the process it reaches answers it itself,
never forwards it again (a table changing hands is then a 503 for the client to try again).
A request for a table nobody holds makes the process asked take the table.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import re
from typing import Any
from urllib.parse import urlsplit

from starlette.types import ASGIApp, Message, Receive, Scope, Send

from followsuit.server.intake import MAX_FRAME
from followsuit.server.sharing import LeaseLost, Ownership

log = logging.getLogger("followsuit.server")

FORWARDED = "x-followsuit-forwarded"
"""The header of a request one process forwarded to another."""
TABLE_PATH = re.compile(r"^/(?:api/tables|ws)/([^/]{1,16})(?:/|$)")
"""The paths of one table's requests: its API and its websocket."""
CONNECT_SECONDS = 5.0
"""How long a process waits to reach a table's owner."""
ANSWER_SECONDS = 60.0
"""How long it waits for the owner's answer."""
KEPT_HEADERS = (b"content-type", b"content-disposition", b"cache-control")
"""The headers of an owner's answer passed on (the rest are the connection's own)."""


class Router:
    """ASGI middleware: a table's request goes on here, or to the process holding it."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        address = await self._owner(scope) if scope["type"] in ("http", "websocket") else None
        if address is None:
            await self.app(scope, receive, send)
        elif address == "":
            await _unavailable(scope, receive, send)
        elif scope["type"] == "http":
            await forward_request(scope, receive, send, address)
        else:
            await forward_socket(scope, receive, send, address)

    async def _owner(self, scope: Scope) -> str | None:
        """Where the request goes: None here, an address, or "" (nobody can answer now)."""
        found = TABLE_PATH.match(scope["path"])
        if found is None:
            return None
        ownership: Ownership | None = getattr(scope["app"].state.hall, "ownership", None)
        if ownership is None or any(name == FORWARDED.encode() for name, _ in scope["headers"]):
            return None
        try:
            holder = await ownership.where(found.group(1))
        except LeaseLost:
            return ""
        except Exception as error:  # the request's own handler says what is wrong
            log.warning("locating table %a failed (%s)", found.group(1), type(error).__name__)
            return None
        return None if holder is None else holder.address


def _target(address: str, scope: Scope) -> tuple[str, int, str]:
    parts = urlsplit(address)
    path = scope.get("raw_path") or scope["path"].encode()
    query = scope.get("query_string") or b""
    target = path.decode("latin-1") + ("?" + query.decode("latin-1") if query else "")
    return parts.hostname or "127.0.0.1", parts.port or 80, target


async def forward_request(scope: Scope, receive: Receive, send: Send, address: str) -> None:
    """Pass an HTTP request to ``address`` and its answer back (HTTP/1.1, one connection)."""
    body = bytearray()
    while True:
        message = await receive()
        if message["type"] == "http.disconnect":
            return
        body.extend(message.get("body", b""))
        if len(body) > MAX_FRAME:
            await _answer(send, 413, {"error": "the request body is too long", "code": "too_large"})
            return
        if not message.get("more_body"):
            break
    host, port, target = _target(address, scope)
    headers = [
        (name, value)
        for name, value in scope["headers"]
        if name in (b"content-type", b"accept", b"user-agent")
    ]
    head = [f"{scope['method']} {target} HTTP/1.1", f"Host: {host}:{port}"]
    head += [f"{n.decode('latin-1')}: {v.decode('latin-1')}" for n, v in headers]
    head += [f"{FORWARDED}: 1", f"Content-Length: {len(body)}", "Connection: close", "", ""]
    try:
        reader, writer = await asyncio.wait_for(
            asyncio.open_connection(host, port), CONNECT_SECONDS
        )
    except (OSError, TimeoutError):
        await _unavailable(scope, receive, send)
        return
    try:
        writer.write("\r\n".join(head).encode("latin-1") + bytes(body))
        await writer.drain()
        raw = await asyncio.wait_for(reader.read(), ANSWER_SECONDS)
    except (OSError, TimeoutError):
        await _unavailable(scope, receive, send)
        return
    finally:
        writer.close()
        with contextlib.suppress(Exception):
            await writer.wait_closed()
    status, kept, content = _parse_answer(raw)
    if status is None:
        await _unavailable(scope, receive, send)
        return
    kept.append((b"content-length", str(len(content)).encode()))
    await send({"type": "http.response.start", "status": status, "headers": kept})
    await send({"type": "http.response.body", "body": content})


def _parse_answer(raw: bytes) -> tuple[int | None, list[tuple[bytes, bytes]], bytes]:
    """An HTTP/1.1 answer read to its end: status, the headers kept, the body (de-chunked)."""
    head, separator, content = raw.partition(b"\r\n\r\n")
    lines = head.split(b"\r\n")
    if not separator or not lines[0].startswith(b"HTTP/1."):
        return None, [], b""
    try:
        status = int(lines[0].split(b" ")[1])
    except (IndexError, ValueError):
        return None, [], b""
    kept: list[tuple[bytes, bytes]] = []
    chunked = False
    for line in lines[1:]:
        name, _, value = line.partition(b":")
        name, value = name.strip().lower(), value.strip()
        if name == b"transfer-encoding" and b"chunked" in value.lower():
            chunked = True
        elif name in KEPT_HEADERS:
            kept.append((name, value))
    if chunked:
        content = _dechunked(content)
    return status, kept, content


def _dechunked(data: bytes) -> bytes:
    out = bytearray()
    while data:
        size_line, _, rest = data.partition(b"\r\n")
        size = int(size_line.split(b";")[0] or b"0", 16)
        if size == 0:
            break
        out.extend(rest[:size])
        data = rest[size + 2 :]
    return bytes(out)


async def forward_socket(scope: Scope, receive: Receive, send: Send, address: str) -> None:
    """Pass a websocket through to ``address``: frames both ways until either side closes;
    the owner's close code is passed on (a lost owner's is 1012: the client reconnects)."""
    from websockets.asyncio.client import connect
    from websockets.exceptions import ConnectionClosed

    host, port, target = _target(address, scope)
    connecting = await receive()
    if connecting["type"] != "websocket.connect":
        return
    try:
        upstream = await connect(
            f"ws://{host}:{port}{target}",
            additional_headers={FORWARDED: "1"},
            max_size=MAX_FRAME,
            open_timeout=CONNECT_SECONDS,
            compression=None,
        )
    except Exception:
        await send({"type": "websocket.accept"})
        await send({"type": "websocket.close", "code": 1013})
        return
    await send({"type": "websocket.accept"})

    async def inward() -> None:
        while True:
            message: Message = await receive()
            if message["type"] == "websocket.disconnect":
                return
            data = message.get("text")
            await upstream.send(data if data is not None else message.get("bytes") or b"")

    async def outward() -> int:
        try:
            async for frame in upstream:
                key = "text" if isinstance(frame, str) else "bytes"
                await send({"type": "websocket.send", key: frame})
        except ConnectionClosed:
            pass
        code = upstream.close_code
        return code if code is not None and code not in (1005, 1006) else 1012

    reading = asyncio.ensure_future(inward())
    writing = asyncio.ensure_future(outward())
    try:
        done, _ = await asyncio.wait({reading, writing}, return_when=asyncio.FIRST_COMPLETED)
        if writing in done and not writing.cancelled() and writing.exception() is None:
            with contextlib.suppress(Exception):
                await send({"type": "websocket.close", "code": writing.result()})
    finally:
        reading.cancel()
        writing.cancel()
        with contextlib.suppress(Exception):
            await upstream.close()


async def _answer(send: Send, status: int, body: dict[str, Any]) -> None:
    content = json.dumps(body).encode()
    headers = [(b"content-type", b"application/json"), (b"content-length", b"%d" % len(content))]
    await send({"type": "http.response.start", "status": status, "headers": headers})
    await send({"type": "http.response.body", "body": content})


async def _unavailable(scope: Scope, receive: Receive, send: Send) -> None:
    """The table's owner cannot be reached now (it died: its lease runs out, and another
    process takes the table): 503 to try again, or a websocket closed for the page to
    reconnect."""
    if scope["type"] == "websocket":
        message = await receive()
        if message["type"] == "websocket.connect":
            await send({"type": "websocket.accept"})
            await send({"type": "websocket.close", "code": 1013})
        return
    text = "the table's server is not answering: it moves to another shortly, try again"
    await _answer(send, 503, {"error": text, "code": "unavailable"})
