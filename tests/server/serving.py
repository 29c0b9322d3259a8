"""Running a real server for tests: uvicorn on 127.0.0.1 and a free port, in a thread or a
separate process, with its own database (a SQLite file, or a URL such as PostgreSQL's)."""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
import threading
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import uvicorn

from followsuit.server import create_app
from followsuit.server.intake import MAX_FRAME


def free_socket() -> socket.socket:
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    sock.bind(("127.0.0.1", 0))
    return sock


def free_port() -> int:
    with free_socket() as sock:
        port: int = sock.getsockname()[1]
        return port


class Client:
    """A small HTTP client of the server at ``base`` (``ws_base`` for websockets)."""

    base: str
    ws_base: str

    def request(self, method: str, path: str, body: Any = None) -> tuple[int, Any]:
        data = json.dumps(body).encode() if body is not None else None
        request = urllib.request.Request(
            self.base + path, data=data, method=method, headers={"Content-Type": "application/json"}
        )
        try:
            with urllib.request.urlopen(request, timeout=30) as response:
                return response.status, json.loads(response.read() or b"null")
        except urllib.error.HTTPError as error:
            return error.code, json.loads(error.read() or b"null")

    def get(self, path: str) -> Any:
        status, body = self.request("GET", path)
        assert status == 200, (status, body)
        return body

    def post(self, path: str, body: Any) -> Any:
        status, answer = self.request("POST", path, body)
        assert status in (200, 201), (status, answer)
        return answer


class LiveServer(Client):
    """A server running in this process (its own thread and event loop)."""

    def __init__(
        self, database: Path | str, *, chosen_seeds: bool = True, lease: float | None = None
    ) -> None:
        # Tests that need a known deal choose its seed; the attack suite runs without.
        # ``lease``: one of several processes sharing the database, with leases this long.
        self.sock = free_socket()
        self.port = self.sock.getsockname()[1]
        self.base = f"http://127.0.0.1:{self.port}"
        self.ws_base = f"ws://127.0.0.1:{self.port}"
        sharing = None
        if lease is not None:
            from followsuit.server.sharing import Sharing

            sharing = Sharing(address=self.base, lease_seconds=lease)
        self.app = create_app(str(database), chosen_seeds=chosen_seeds, sharing=sharing)
        config = uvicorn.Config(self.app, log_level="warning", ws_max_size=MAX_FRAME)
        self.server = uvicorn.Server(config)
        self.thread = threading.Thread(target=self.server.run, args=([self.sock],), daemon=True)

    @property
    def hall(self) -> Any:
        return self.app.state.hall

    def start(self) -> LiveServer:
        self.thread.start()
        deadline = time.time() + 20
        while not self.server.started:
            if time.time() > deadline or not self.thread.is_alive():
                raise RuntimeError("the test server did not start")
            time.sleep(0.02)
        return self

    def stop(self) -> None:
        self.server.should_exit = True
        self.thread.join(timeout=20)
        self.sock.close()


@contextmanager
def live_server(database: Path | str, *, chosen_seeds: bool = True) -> Iterator[LiveServer]:
    server = LiveServer(database, chosen_seeds=chosen_seeds).start()
    try:
        yield server
    finally:
        server.stop()


class ServerProcess:
    """A server in a child process (``python -m followsuit.server``): it can be SIGKILLed."""

    def __init__(
        self, database: Path | str, port: int | None = None, options: tuple[str, ...] = ()
    ) -> None:
        self.database = database
        self.options = options
        self.port = port or free_port()
        self.base = f"http://127.0.0.1:{self.port}"
        self.ws_base = f"ws://127.0.0.1:{self.port}"
        self.process: subprocess.Popen[bytes] | None = None

    def start(self) -> ServerProcess:
        env = dict(os.environ, PYTHONUNBUFFERED="1")
        self.process = subprocess.Popen(
            [
                sys.executable,
                "-m",
                "followsuit.server",
                "--port",
                str(self.port),
                "--database",
                str(self.database),
                *self.options,
            ],
            env=env,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.PIPE,
        )
        deadline = time.time() + 30
        while True:
            try:
                with urllib.request.urlopen(self.base + "/api/stats", timeout=2):
                    return self
            except (urllib.error.URLError, ConnectionError, OSError):
                if self.process.poll() is not None or time.time() > deadline:
                    err = self.process.stderr.read().decode() if self.process.stderr else ""
                    raise RuntimeError(f"the server process did not start: {err}") from None
                time.sleep(0.1)

    def kill(self) -> None:
        assert self.process is not None
        self.process.kill()
        self.process.wait(timeout=20)

    def stop(self) -> None:
        if self.process is not None and self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=20)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait(timeout=20)


# -- websocket clients for tests ---------------------------------------------------------------


class Socket:
    """One websocket to a table (a seat's with its token, else a spectator's)."""

    def __init__(self, ws_base: str, table: str, token: str | None = None) -> None:
        from websockets.sync.client import connect

        query = f"?token={token}" if token else ""
        self._connect = connect(f"{ws_base}/ws/{table}{query}", open_timeout=20, max_size=2**22)
        self.ws = self._connect.__enter__()
        self.messages: list[dict[str, Any]] = []
        self.last_state: dict[str, Any] | None = None

    def recv(self, timeout: float = 20) -> dict[str, Any]:
        message: dict[str, Any] = json.loads(self.ws.recv(timeout=timeout))
        self.messages.append(message)
        if message.get("type") == "state":
            self.last_state = message
        return message

    def state(self, *, after: int = -1, timeout: float = 20) -> dict[str, Any]:
        """The next state message whose state_id is above ``after``."""
        deadline = time.time() + timeout
        while True:
            message = self.recv(timeout=max(0.01, deadline - time.time()))
            if message.get("type") == "state" and message["state_id"] > after:
                return message

    def drain(self, quiet: float = 0.1) -> None:
        """Read every message already sent (until ``quiet`` seconds pass with none)."""
        while True:
            try:
                self.recv(timeout=quiet)
            except TimeoutError:
                return

    def send(self, message: Any) -> None:
        self.ws.send(message if isinstance(message, str | bytes) else json.dumps(message))

    def close(self) -> None:
        self._connect.__exit__(None, None, None)


def seat_everyone(server: Any, game: str, **request: Any) -> tuple[str, list[str]]:
    """A table whose every live seat is held by the test (nobody else acts): id and tokens,
    a seat's at its index (a dummy, which nobody sits at, has the empty text)."""
    from followsuit import games

    live = games.load(game, request.get("preset")).live
    size = games.load(game, request.get("preset")).players
    plan = ["human" if seat in live else "bot" for seat in range(size)]
    plan[live[0]] = "you"
    body = {
        "game": game,
        "seats": plan,
        "settings": {"grace": 3600, "bot_delay": 0, "deal_pause": 0},
        **request,
    }
    created = server.post("/api/tables", body)
    tokens = [""] * size
    tokens[live[0]] = created["token"]
    for seat in live[1:]:
        join = server.post(f"/api/tables/{created['table']}/join", {"seat": seat})
        tokens[seat] = join["token"]
    return created["table"], tokens


def continue_everyone(server: Any, table: str, tokens: list[str], sockets: Any) -> None:
    """Every seat presses Continue at a deal's end; the sockets then hold the state after."""
    for token in tokens:
        server.post(f"/api/tables/{table}/continue", {"token": token})
    for client in sockets:
        while (client.last_state or {}).get("moment"):
            client.recv()
