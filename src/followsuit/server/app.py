"""The web application: pages, the JSON API and the table websocket (Starlette on uvicorn).

Routes (docs/server.md has the details):
  GET  /                          the lobby          GET /t/{id}   a table's page
  GET  /api/games                 games, presets, option forms, bots
  GET  /api/tables                open and playing tables; POST creates one
  GET  /api/tables/{id}           a table's summary
  GET  /api/tables/{id}/state     a seat's (token=...) or the spectator's state
  POST /api/tables/{id}/join|leave|start|act
  POST /api/tables/{id}/continue|undo   the end of a deal seen; take back your last action
  GET  /api/tables/{id}/hint?token=   what your seat's bot would do now
  GET  /api/games/{name}/guide        how to play and the rule tags, from the game's docs
  POST /api/games/{name}/seats        the seats of a preset and options: names, live seats
  GET  /api/tables/{id}/record    the match record (JSON download)
  GET  /api/tables/{id}/deals/{n} a finished deal step by step (hand-history replay)
  GET  /api/tables/{id}/deals/{n}/analysis   what each card of a finished deal cost
  GET  /api/finished              recently finished tables
  GET  /api/stats                 counters for the load benchmark
  WS   /ws/{id}?token=...         the table: state messages out, {action, state_id} in
"""

from __future__ import annotations

import asyncio
import contextlib
import gc
import json
import logging
import time
from collections.abc import AsyncIterator, Awaitable, Callable
from pathlib import Path
from typing import Any

from starlette.applications import Starlette
from starlette.middleware import Middleware
from starlette.requests import Request
from starlette.responses import FileResponse, JSONResponse, Response
from starlette.routing import Mount, Route, WebSocketRoute
from starlette.staticfiles import StaticFiles
from starlette.websockets import WebSocket, WebSocketDisconnect, WebSocketState

from followsuit import games
from followsuit.errors import GameError
from followsuit.server import assist, protocol
from followsuit.server.analysis import Analyses
from followsuit.server.catalog import catalog, guide
from followsuit.server.faults import SERVER_ERROR, SERVER_ERROR_TEXT, logged
from followsuit.server.hall import Hall, HallError, load_game
from followsuit.server.intake import Unreadable, read_json, short
from followsuit.server.lifecycle import Room
from followsuit.server.persistence import Store, database_url
from followsuit.server.protocol import Refusal, parse_message
from followsuit.server.routing import Router
from followsuit.server.sharing import Sharing

log = logging.getLogger("followsuit.server")

STATIC = Path(__file__).parent / "static"
SEND_QUEUE = 500
"""Messages a client may fall behind by before it is dropped (it reconnects and catches up)."""

Handler = Callable[[Request], Awaitable[Response]]


def create_app(
    database: str | None = None, *, chosen_seeds: bool = False, sharing: Sharing | None = None
) -> Starlette:
    """The application, storing tables in ``database`` (a URL or a file; None: the default).
    ``chosen_seeds``: tables may be created with a seed (for tests that need a known deal;
    never on a server people play on, since whoever chose the seed knows every hand).
    ``sharing``: this process is one of several on the database (server/sharing.py)."""
    url = database_url(database)

    @contextlib.asynccontextmanager
    async def lifespan(app: Starlette) -> AsyncIterator[None]:
        hall = Hall(Store(url), chosen_seeds=chosen_seeds, sharing=sharing)
        app.state.hall = hall
        app.state.analyses = Analyses()
        await hall.start()
        quiet_garbage_collector()
        try:
            yield
        finally:
            await hall.close()

    routes = [
        Route("/", _page("index.html")),
        Route("/t/{table_id}", _page("table.html")),
        Route("/api/games", api_games),
        Route("/api/tables", api_tables, methods=["GET", "POST"]),
        Route("/api/finished", api_finished),
        Route("/api/stats", api_stats),
        Route("/api/tables/{table_id}", api_table),
        Route("/api/tables/{table_id}/state", api_state),
        Route("/api/tables/{table_id}/join", api_join, methods=["POST"]),
        Route("/api/tables/{table_id}/leave", api_leave, methods=["POST"]),
        Route("/api/tables/{table_id}/start", api_start, methods=["POST"]),
        Route("/api/tables/{table_id}/act", api_act, methods=["POST"]),
        Route("/api/tables/{table_id}/continue", api_continue, methods=["POST"]),
        Route("/api/tables/{table_id}/undo", api_undo, methods=["POST"]),
        Route("/api/tables/{table_id}/hint", api_hint),
        Route("/api/games/{name}/guide", api_guide),
        Route("/api/games/{name}/seats", api_seats, methods=["POST"]),
        Route("/api/tables/{table_id}/record", api_record),
        Route("/api/tables/{table_id}/deals/{number}", api_deal),
        Route("/api/tables/{table_id}/deals/{number}/analysis", api_analysis),
        WebSocketRoute("/ws/{table_id}", table_socket),
        Mount("/static", app=StaticFiles(directory=STATIC), name="static"),
    ]
    # A table's requests reach the process holding it (server/routing.py).
    app = Starlette(routes=routes, lifespan=lifespan, middleware=[Middleware(Router)])
    app.state.database_url = url
    return app


def quiet_garbage_collector() -> None:
    """Keep the cyclic garbage collector from pausing every table.

    With a thousand tables in memory a full collection walks millions of objects and stops
    the event loop for a noticeable time, several times a minute. The server's own garbage
    is freed by reference counting; so collect the young generation in small steps (10,000
    new objects: a pause of a few milliseconds, where 50,000 gave pauses of 10-25 ms under
    the load benchmark), the older ones rarely, and leave what exists at start-up (the
    rebuilt tables) out of collections altogether.
    """
    gc.collect()
    gc.freeze()
    gc.set_threshold(10_000, 50, 1000)


def _page(name: str) -> Handler:
    async def page(request: Request) -> Response:
        return FileResponse(STATIC / name, headers={"Cache-Control": "no-cache"})

    return page


def _hall(request: Request | WebSocket) -> Hall:
    hall: Hall = request.app.state.hall
    return hall


def _error(message: str, status: int = 400, code: str = "invalid") -> JSONResponse:
    """A refusal: a short sentence and a stable code, never a copy of a large input."""
    return JSONResponse({"error": short(message), "code": code}, status_code=status)


async def _body(request: Request) -> dict[str, Any]:
    data = await read_json(request)
    if not isinstance(data, dict):
        raise HallError("the request body must be a JSON object")
    return data


def _api(handler: Handler) -> Handler:
    """Turn the errors a request can cause into short JSON answers with a code: what a
    request's input can raise is a 4xx (its refusals name themselves: HallError, GameError,
    an unreadable body). Anything else is the server's own fault, never the client's: it is
    logged with the table's id and answered with a 500 that names nothing of the server's
    insides; the table goes on."""

    async def wrapped(request: Request) -> Response:
        try:
            return await handler(request)
        except Unreadable as error:
            return _error(str(error), error.status, error.code)
        except HallError as error:
            return _error(str(error), error.status, error.code)
        except GameError as error:
            return _error(str(error), 400)
        except Exception as error:
            table = ascii(short(str(request.path_params.get("table_id", "-")), 40))[1:-1]
            logged(table, f"{request.method} {short(request.url.path, 80)!a}", error)
            return _error(SERVER_ERROR_TEXT, 500, SERVER_ERROR)

    wrapped.__name__ = handler.__name__
    wrapped.__doc__ = handler.__doc__
    return wrapped


# -- the API ---------------------------------------------------------------------------------


@_api
async def api_games(request: Request) -> Response:
    return JSONResponse(catalog())


@_api
async def api_tables(request: Request) -> Response:
    hall = _hall(request)
    if request.method == "POST":
        seating = await hall.create(await _body(request))
        return JSONResponse(seating.as_dict(), status_code=201)
    return JSONResponse(hall.listing())


@_api
async def api_finished(request: Request) -> Response:
    return JSONResponse(await _hall(request).finished())


@_api
async def api_stats(request: Request) -> Response:
    hall = _hall(request)
    stats = hall.stats
    return JSONResponse(
        {
            "tables": len(hall.rooms),
            "playing": sum(1 for r in hall.rooms.values() if r.table.status == "playing"),
            "clients": sum(len(r.clients) for r in hall.rooms.values()),
            "actions": stats.actions,
            "bot_actions": stats.bot_actions,
            "refusals": stats.refusals,
            "messages": stats.messages,
            "bots_waiting": hall.pacer.waiting,
            "commits": hall.journal.commits,
            "writes": hall.journal.writes,
            "uptime": time.time() - stats.started,
        }
    )


@_api
async def api_table(request: Request) -> Response:
    room = await _hall(request).need(request.path_params["table_id"])
    return JSONResponse(room.table.summary())


def _seat_for(room: Room, token: str | None) -> int | None:
    if not token:
        return None
    seat = room.table.seat_of(token)
    if seat is None:
        raise HallError("wrong token: it holds no seat at this table", 403)
    return seat


@_api
async def api_state(request: Request) -> Response:
    room = await _hall(request).need(request.path_params["table_id"])
    seat = _seat_for(room, request.query_params.get("token"))
    return Response(room.state_message(seat), media_type="application/json")


@_api
async def api_join(request: Request) -> Response:
    seating = await _hall(request).join(request.path_params["table_id"], await _body(request))
    return JSONResponse(seating.as_dict())


@_api
async def api_leave(request: Request) -> Response:
    body = await _body(request)
    await _hall(request).leave(request.path_params["table_id"], str(body.get("token", "")))
    return JSONResponse({"left": True})


@_api
async def api_start(request: Request) -> Response:
    body = await _body(request)
    await _hall(request).begin(request.path_params["table_id"], str(body.get("token", "")))
    return JSONResponse({"started": True})


@_api
async def api_act(request: Request) -> Response:
    """An action over HTTP: the same checks and answers as the websocket."""
    room = await _hall(request).need(request.path_params["table_id"])
    refusal: Refusal | None
    try:
        try:
            data = await read_json(request)
        except Unreadable as error:
            raise Refusal(error.code, str(error)) from None
        message = protocol.message_from(data)
        if not message.token:
            raise Refusal(protocol.WRONG_TOKEN, "a token is needed to act")
        seat = room.table.seat_of(message.token)
        if seat is None:
            raise Refusal(protocol.WRONG_TOKEN, "wrong token: it holds no seat at this table")
        if message.seat is not None and message.seat != seat:
            raise Refusal(protocol.WRONG_SEAT, f"your token holds seat {seat}, not {message.seat}")
        refusal = await room.submit(seat, message.action, message.state_id)
    except Refusal as caught:
        refusal = caught
    if refusal is not None:
        status = ACT_STATUS.get(refusal.code, 409)
        return JSONResponse(refusal.message(room.table.state_id), status_code=status)
    return JSONResponse({"accepted": True, "state_id": room.table.state_id})


def _refused(room: Room, refusal: Refusal) -> JSONResponse:
    room.stats.refusals += 1
    status = ACT_STATUS.get(refusal.code, 409)
    return JSONResponse(refusal.message(room.table.state_id), status_code=status)


def _holder(room: Room, token: Any) -> int:
    """The seat a request's token holds (raise :class:`Refusal` for any other token)."""
    if not isinstance(token, str) or not token or len(token) > 100:
        raise Refusal(protocol.WRONG_TOKEN, "a seat's token is needed")
    seat = room.table.seat_of(token)
    if seat is None:
        raise Refusal(protocol.WRONG_TOKEN, "wrong token: it holds no seat at this table")
    return seat


async def _fields(request: Request, allowed: set[str]) -> dict[str, Any]:
    """The request's JSON object, with only ``allowed`` fields (raise :class:`Refusal`)."""
    try:
        data = await read_json(request)
    except Unreadable as error:
        raise Refusal(error.code, str(error)) from None
    if not isinstance(data, dict):
        raise Refusal(protocol.MALFORMED, "the request body must be a JSON object")
    unknown = set(data) - allowed
    if unknown:
        names = ", ".join(sorted(str(n)[:20] for n in unknown)[:5])
        raise Refusal(protocol.MALFORMED, f"unknown field(s): {names}")
    return data


@_api
async def api_continue(request: Request) -> Response:
    """The person at this token's seat has seen the deal's end: play goes on once everyone
    at the table has."""
    room = await _hall(request).need(request.path_params["table_id"])
    try:
        data = await _fields(request, {"token"})
        seat = _holder(room, data.get("token"))
    except Refusal as refusal:
        return _refused(room, refusal)
    moment = room.moment
    if moment is None or seat not in moment.waiting:  # nothing to change: nothing sent to all
        return JSONResponse({"continued": False, "state_id": room.table.state_id})
    if assist.carry_on(room, seat):
        room.schedule()
    room.broadcast()
    return JSONResponse({"continued": True, "state_id": room.table.state_id})


@_api
async def api_undo(request: Request) -> Response:
    """Take back your last action of this deal (``agree``: false withdraws or declines an
    undo asked; another player's ``true`` agrees to it)."""
    room = await _hall(request).need(request.path_params["table_id"])
    try:
        data = await _fields(request, {"token", "state_id", "agree"})
        seat = _holder(room, data.get("token"))
        state_id = data.get("state_id")
        if not isinstance(state_id, int) or isinstance(state_id, bool):
            raise Refusal(protocol.MALFORMED, "state_id must be the integer of the last state")
        agree = data.get("agree", True)
        if not isinstance(agree, bool):
            raise Refusal(protocol.MALFORMED, "agree must be true or false")
        answer = await assist.ask_undo(room, seat, state_id, agree)
    except Refusal as refusal:
        return _refused(room, refusal)
    return JSONResponse(answer)


@_api
async def api_hint(request: Request) -> Response:
    """What this token's seat's own bot would do now (only on the seat's turn)."""
    room = await _hall(request).need(request.path_params["table_id"])
    try:
        seat = _holder(room, request.query_params.get("token"))
        found = assist.hint_for(room, seat)
    except Refusal as refusal:
        return _refused(room, refusal)
    return JSONResponse({**found.as_dict(), "state_id": room.table.state_id})


@_api
async def api_guide(request: Request) -> Response:
    """How to play a game and its rule tags, by any name a table takes for the game (its
    aliases, ``oh_hell`` for ``oh-hell``); only a registered game's guide is looked up, and
    kept under its own name."""
    try:
        spec = games.spec(request.path_params["name"])
    except GameError:
        raise HallError("no such game", 404) from None
    return JSONResponse(guide(spec.name))


@_api
async def api_seats(request: Request) -> Response:
    """The seats a table of the game has with a preset and options (the lobby's seat plan
    follows them): their names, and the live ones (the others are dummies); an option that
    cannot be read is refused naming it."""
    try:
        spec = games.spec(request.path_params["name"])
    except GameError:
        raise HallError("no such game", 404) from None
    body = await _body(request)
    game = load_game(spec.name, body.get("preset"), body.get("options"))
    return JSONResponse({"positions": game.player_names, "live": list(game.live)})


ACT_STATUS = {
    protocol.WRONG_TOKEN: 403,
    protocol.WRONG_SEAT: 403,
    protocol.MALFORMED: 400,
    protocol.TOO_LARGE: 413,
    "unavailable": 503,
}
"""The HTTP status of an ``act`` refusal by its code (409 for the rest: the table's state)."""


@_api
async def api_record(request: Request) -> Response:
    room = await _hall(request).need(request.path_params["table_id"])
    table = room.table
    body = json.dumps(table.record(), ensure_ascii=False, indent=1)
    name = f"followsuit-{table.spec.name}-{table.id}.json"
    return Response(
        body,
        media_type="application/json",
        headers={"Content-Disposition": f'attachment; filename="{name}"'},
    )


DEAL_DIGITS = 9
"""Digits of a deal number read (a match plays far fewer deals than a 9-digit number)."""


@_api
async def api_deal(request: Request) -> Response:
    """A finished deal step by step. The number is read here rather than by the route: a
    number of thousands of digits is more than Python converts to an int."""
    number = request.path_params["number"]
    if not (number.isascii() and number.isdigit()):
        raise HallError("no such deal: a deal is named by its number, 1 for the first", 404)
    room = await _hall(request).need(request.path_params["table_id"])
    if len(number) > DEAL_DIGITS:
        raise HallError(f"deal {number[:DEAL_DIGITS]}... is not a finished deal of this match")
    return JSONResponse(room.table.deal_frames(int(number)))


@_api
async def api_analysis(request: Request) -> Response:
    """A finished deal's exact analysis: each card played with what it cost (refused while
    the deal is played: it names every card)."""
    number = request.path_params["number"]
    if not (number.isascii() and number.isdigit()):
        raise HallError("no such deal: a deal is named by its number, 1 for the first", 404)
    room = await _hall(request).need(request.path_params["table_id"])
    if len(number) > DEAL_DIGITS:
        raise HallError(f"deal {number[:DEAL_DIGITS]}... is not a finished deal of this match", 404)
    analyses: Analyses = request.app.state.analyses
    return JSONResponse(await analyses.of(room.table, int(number)))


# -- the websocket ---------------------------------------------------------------------------


class SocketClient:
    """One websocket: a queue of outgoing messages drained by its own task."""

    def __init__(self, socket: WebSocket, seat: int | None) -> None:
        self.socket = socket
        self.seat = seat
        self.queue: asyncio.Queue[str | None] = asyncio.Queue()
        self.dropped = False

    def drop(self) -> None:
        """Close the connection (its table moved to another process: the client reconnects
        and reaches it there)."""
        if not self.dropped:
            self.dropped = True
            self.queue.put_nowait(None)

    def send(self, text: str) -> None:
        if self.dropped:
            return
        if self.queue.qsize() >= SEND_QUEUE:
            self.dropped = True
            self.queue.put_nowait(None)
            return
        self.queue.put_nowait(text)

    async def pump(self) -> None:
        """Send the queued messages in order; a connection that can no longer be written to
        is done (its receiving side ends it)."""
        try:
            while True:
                text = await self.queue.get()
                if text is None:
                    await self.socket.close(1013)
                    return
                await self.socket.send_text(text)
        except Exception:
            self.dropped = True


async def table_socket(socket: WebSocket) -> None:
    """A connection to a table: its seat's states out, its actions in. Whatever fails inside
    is logged with the table's id and told to this client as a ``server_error``; the
    connection is registered with the table only inside try/finally, so it is always let go."""
    hall = _hall(socket)
    await socket.accept()
    table_id = socket.path_params["table_id"]
    try:
        room = await hall.room(table_id)
    except HallError as error:  # the table changes hands: the page reconnects
        await socket.send_json({"type": "error", "code": error.code, "error": str(error)})
        await socket.close(1013)
        return
    except Exception as error:
        logged(ascii(short(table_id, 40))[1:-1], "opening a websocket", error)
        await _close_failed(socket)
        return
    if room is None:
        await socket.send_json({"type": "error", "code": "unknown_table", "error": "no such table"})
        await socket.close(4404)
        return
    token = socket.query_params.get("token")
    seat = room.table.seat_of(token) if token else None
    if token and seat is None:
        wrong = Refusal(protocol.WRONG_TOKEN, "wrong token: it holds no seat at this table")
        await socket.send_text(json.dumps(wrong.message(room.table.state_id)))
        await socket.close(4401)
        return
    client = SocketClient(socket, seat)
    pump = asyncio.get_running_loop().create_task(client.pump())
    try:
        room.attach(client)
        while True:
            event = await socket.receive()
            if event["type"] == "websocket.disconnect":
                break
            raw = event.get("text")
            if raw is None:
                raw = event.get("bytes") or b""
            try:
                refusal = await _handle(room, client, raw)
            except Exception as error:
                logged(room.table.id, "a websocket message", error)
                client.send(_server_error(room))
                continue
            if refusal is not None:
                client.send(json.dumps(refusal.message(room.table.state_id)))
    except WebSocketDisconnect:
        pass
    except Exception as error:
        logged(room.table.id, "a websocket connection", error)
    finally:
        try:
            room.detach(client)
        except Exception as error:
            logged(room.table.id, "letting a websocket go", error)
        pump.cancel()
        if socket.application_state != WebSocketState.DISCONNECTED:
            with contextlib.suppress(Exception):
                await socket.close()


def _server_error(room: Room) -> str:
    return json.dumps(
        {
            "type": "error",
            "code": SERVER_ERROR,
            "error": SERVER_ERROR_TEXT,
            "state_id": room.table.state_id,
        }
    )


async def _close_failed(socket: WebSocket) -> None:
    with contextlib.suppress(Exception):
        await socket.send_json({"type": "error", "code": SERVER_ERROR, "error": SERVER_ERROR_TEXT})
        await socket.close(1011)


async def _handle(room: Room, client: SocketClient, raw: str | bytes) -> Refusal | None:
    try:
        message = parse_message(raw)
    except Refusal as refusal:
        room.stats.refusals += 1
        return refusal
    seat = client.seat
    if message.token is not None and (seat is None or room.table.seat_of(message.token) != seat):
        room.stats.refusals += 1
        return Refusal(protocol.WRONG_TOKEN, "wrong token: it is not this connection's seat")
    if message.seat is not None and message.seat != seat:
        room.stats.refusals += 1
        held = "no seat" if seat is None else f"seat {seat}"
        return Refusal(protocol.WRONG_SEAT, f"this connection holds {held}, not {message.seat}")
    return await room.submit(seat, message.action, message.state_id)
