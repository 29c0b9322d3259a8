"""The soak: tables of every game and preset played to the end of a match through a real
server, every route a client may use fetched at every state, and the server's log read for
faults (test_soak.py runs a short form, benchmarks/soak.py the long one).

Two kinds of table, each played to the end of its match:

- **seated**: the soak holds every live seat and plays each by its hint (the seat's own bot,
  through ``GET /hint``) or, for a ``mixed`` plan, every other live seat at random. Nothing
  moves but the soak, so at every state it fetches the spectator's state and the state of
  the seat to act, the summary, the lobby and the hint; every seat's websocket and the
  spectator's take every state; at every deal's end it fetches the deal step by step and the
  record. Actions go over HTTP and the websockets in turn.
- **bots**: the soak holds one seat (played by its hint) and the server's bots the others,
  with no pause: every state goes out on the soak's two websockets, and the soak fetches the
  routes whenever it has caught up.

The deals' results are tallied (half points, sparrows, slams, contras, solos, Grand Bézique's
carte blanche), so a run shows what it covered.
"""

from __future__ import annotations

import logging
import random
import time
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from serving import LiveServer, Socket, seat_everyone

from followsuit import games

FAST = {"bot_delay": 0, "deal_pause": 0, "grace": 3600}
MAX_DEALS = 60
"""A match still going after this many deals is a soak gone wrong (the longest, Oh Hell for
three, plays 33 deals)."""


@dataclass(frozen=True)
class Plan:
    """One table: the game, preset and seed, how its seats are played (``hint``: each by its
    hint; ``mixed``: every other live seat at random) and who sits (``seated`` or ``bots``)."""

    game: str
    preset: str | None
    seed: int
    policy: str = "hint"
    kind: str = "seated"


@dataclass
class Tally:
    """What a soak did and saw."""

    tables: int = 0
    presets: set[tuple[str, str | None]] = field(default_factory=set)
    deals: int = 0
    actions: int = 0
    states: int = 0
    """States fetched over HTTP (every seat's and the spectator's) or taken off a websocket."""
    requests: int = 0
    halves: int = 0
    sparrows: int = 0
    slams: int = 0
    contras: int = 0
    solos: int = 0
    carte_blanche: int = 0
    faults: list[str] = field(default_factory=list)

    def lines(self) -> list[str]:
        games_played = len({game for game, _ in self.presets})
        return [
            f"tables {self.tables} (games {games_played}, presets {len(self.presets)}), "
            f"deals {self.deals}, actions {self.actions}",
            f"states fetched {self.states}, requests {self.requests}",
            f"deals with half points {self.halves}, sparrows {self.sparrows}, slams "
            f"{self.slams}, contras {self.contras}, solos {self.solos}, carte blanche "
            f"{self.carte_blanche}",
            f"server exceptions: {len(self.faults)}",
        ]


class Faults(logging.Handler):
    """Every error the server's process logs (the server's own, uvicorn's "Exception in ASGI
    application", asyncio's unretrieved task exceptions) and every warning of the server's
    (a bot failing, a message refused for a fault)."""

    def __init__(self) -> None:
        super().__init__(logging.WARNING)
        self.seen: list[str] = []

    def emit(self, record: logging.LogRecord) -> None:
        if record.levelno >= logging.ERROR or record.name.startswith("followsuit"):
            self.seen.append(f"{record.name}: {record.getMessage()}")


@contextmanager
def watched_server(database: Path) -> Iterator[tuple[LiveServer, Faults]]:
    """A server on ``database``, and the faults its process logs from its start to its stop:
    on the root logger and on uvicorn's, which keeps its own handlers (set when the server is
    made, so the watch begins after)."""
    server = LiveServer(database)
    faults = Faults()
    loggers = [logging.getLogger(), logging.getLogger("uvicorn")]
    for logger in loggers:
        logger.addHandler(faults)
    try:
        server.start()
        try:
            yield server, faults
        finally:
            server.stop()
    finally:
        for logger in loggers:
            logger.removeHandler(faults)


def every_preset(seeds: Sequence[int], policies: Sequence[str] = ("hint",)) -> list[Plan]:
    """A table of every game and preset for each seed, the policies and kinds in turn."""
    plans = []
    turn = 0
    for name in games.names():
        for preset in games.spec(name).presets:
            for seed in seeds:
                policy = policies[turn % len(policies)]
                kind = ("seated", "bots")[turn // len(policies) % 2]
                plans.append(Plan(name, preset, seed, policy, kind))
                turn += 1
    return plans


def soak(server: LiveServer, plans: Sequence[Plan], tally: Tally) -> None:
    for plan in plans:
        if plan.kind == "seated":
            Seated(server, plan, tally).play()
        else:
            WithBots(server, plan, tally).play()
        tally.tables += 1
        tally.presets.add((plan.game, plan.preset))


class Table:
    """A soak's table: the requests a client may make, each counted and checked."""

    def __init__(self, server: LiveServer, plan: Plan, tally: Tally) -> None:
        self.server = server
        self.plan = plan
        self.tally = tally
        self.game = games.load(plan.game, plan.preset)
        self.rng = random.Random(plan.seed)
        self.table = ""
        self.tokens: dict[int, str] = {}
        self.sockets: dict[int | None, Socket] = {}
        self.deals_seen = 0
        self.acted = 0

    def dealer(self) -> int:
        live = self.game.live
        return live[self.plan.seed % len(live)]

    def request(self, method: str, path: str, body: Any = None) -> tuple[int, Any]:
        self.tally.requests += 1
        answer: tuple[int, Any] = self.server.request(method, path, body)
        return answer

    def get(self, path: str) -> Any:
        status, body = self.request("GET", path)
        assert status == 200, (self.plan, path, status, body)
        return body

    def post(self, path: str, body: Any) -> Any:
        status, answer = self.request("POST", path, body)
        assert status in (200, 201), (self.plan, path, status, answer)
        return answer

    def state(self, seat: int | None) -> dict[str, Any]:
        query = f"?token={self.tokens[seat]}" if seat is not None else ""
        self.tally.states += 1
        state: dict[str, Any] = self.get(f"/api/tables/{self.table}/state{query}")
        return state

    def around(self) -> None:
        """The routes every client may fetch at any time: the summary and the lobby."""
        self.get(f"/api/tables/{self.table}")
        self.get("/api/tables")

    def deal_ends(self, finished: int) -> None:
        """Each newly finished deal step by step (its result tallied), and the record."""
        while self.deals_seen < finished:
            self.deals_seen += 1
            deal = self.get(f"/api/tables/{self.table}/deals/{self.deals_seen}")
            self.tally_deal(deal)
            self.get(f"/api/tables/{self.table}/record")
        assert self.deals_seen <= MAX_DEALS, (self.plan, "a match without end")

    def tally_deal(self, deal: dict[str, Any]) -> None:
        tally = self.tally
        tally.deals += 1
        result = deal.get("result") or {}
        if any(isinstance(s, float) and not s.is_integer() for s in deal["scores"]):
            tally.halves += 1
        items = [d.get("item") for d in result.get("declarations", []) if isinstance(d, dict)]
        tally.sparrows += "sparrow" in items
        tally.slams += "slam" in items
        tally.contras += bool(result.get("contras"))
        tally.solos += result.get("bid") == "solo"
        actions = [f["action"][1] for f in deal["frames"] if f.get("action")]
        tally.carte_blanche += "carte blanche" in actions

    def plays_at_random(self, seat: int) -> bool:
        """A ``mixed`` plan plays every other live seat at random."""
        live = self.game.live
        return self.plan.policy == "mixed" and seat in live and live.index(seat) % 2 == 1

    def choose(self, seat: int, state: dict[str, Any]) -> str:
        """The seat's action: its hint, or at random (a ``mixed`` plan's odd seats)."""
        hint = self.get(f"/api/tables/{self.table}/hint?token={self.tokens[seat]}")
        assert hint["state_id"] == state["state_id"], (self.plan, hint, state["state_id"])
        if self.plays_at_random(seat):
            return str(self.rng.choice(state["view"]["legal"]))
        return str(hint["action"])

    def act(self, seat: int, state: dict[str, Any]) -> None:
        """The action, over HTTP and the seat's websocket in turn."""
        action = {"action": self.choose(seat, state), "state_id": state["state_id"]}
        if self.acted % 2:
            answer = self.post(
                f"/api/tables/{self.table}/act", {**action, "token": self.tokens[seat]}
            )
            assert answer["accepted"], (self.plan, answer)
        else:
            self.sockets[seat].send(action)
        self.acted += 1
        self.tally.actions += 1

    def close(self) -> None:
        """Close the websockets; a refusal or an error any of them was sent is a fault."""
        for socket in self.sockets.values():
            socket.close()
            for message in socket.messages:
                if message.get("type") != "state":
                    self.tally.faults.append(f"{self.plan}: sent {message}")


class Seated(Table):
    """Every live seat held by the soak: the table moves only when the soak acts."""

    def play(self) -> None:
        plan = self.plan
        request: dict[str, Any] = {"seed": plan.seed, "dealer": self.dealer()}
        if plan.preset is not None:
            request["preset"] = plan.preset
        self.table, tokens = seat_everyone(self.server, plan.game, **request)
        self.tokens = {seat: tokens[seat] for seat in self.game.live}
        try:
            for seat in self.game.live:
                self.sockets[seat] = Socket(self.server.ws_base, self.table, self.tokens[seat])
            self.sockets[None] = Socket(self.server.ws_base, self.table)
            self.loop()
        finally:
            self.close()

    def loop(self) -> None:
        while True:
            seen = self.state(None)
            self.around()
            self.deal_ends(len(seen["view"]["match"]["deal_scores"]))
            if seen["table"]["status"] == "finished":
                return
            moment = seen.get("moment")
            if moment:
                assert seen["deal_end"] is not None, (self.plan, "a deal's end not shown")
                for seat in moment["waiting"]:
                    self.post(f"/api/tables/{self.table}/continue", {"token": self.tokens[seat]})
                continue
            seat = seen["view"]["to_act"]
            assert seat in self.tokens, (self.plan, seen["view"].get("phase"), seat)
            state = self.state(seat)
            assert state["state_id"] == seen["state_id"]
            self.act(seat, state)
            for socket in self.sockets.values():
                socket.state(after=state["state_id"])
                self.tally.states += 1


class WithBots(Table):
    """One seat held by the soak, the server's bots at the others, playing without a pause."""

    def play(self) -> None:
        plan, game = self.plan, self.game
        mine = game.live[0]
        seats = []
        for seat in range(game.players):
            random_bot = self.plays_at_random(seat)
            seats.append(
                "you" if seat == mine else f"bot:{'random' if random_bot else 'heuristic'}"
            )
        body: dict[str, Any] = {
            "game": plan.game,
            "seats": seats,
            "seed": plan.seed,
            "dealer": self.dealer(),
            "settings": FAST,
        }
        if plan.preset is not None:
            body["preset"] = plan.preset
        created = self.post("/api/tables", body)
        self.table = created["table"]
        self.tokens = {mine: created["token"]}
        try:
            self.sockets[mine] = Socket(self.server.ws_base, self.table, self.tokens[mine])
            self.sockets[None] = Socket(self.server.ws_base, self.table)
            self.loop(mine)
        finally:
            self.close()

    def caught_up(self, socket: Socket) -> dict[str, Any]:
        """The latest state sent on ``socket``, every one before it taken off (and counted)."""
        state = socket.state(timeout=60)
        self.tally.states += 1
        while True:
            try:
                message = socket.recv(timeout=0.005)
            except TimeoutError:
                return state
            if message.get("type") == "state":
                state = message
                self.tally.states += 1

    def loop(self, mine: int) -> None:
        deadline = time.time() + 600
        while time.time() < deadline:
            self.caught_up(self.sockets[mine])
            self.caught_up(self.sockets[None])
            self.state(None)
            now = self.state(mine)
            self.around()
            self.deal_ends(len(now["view"]["match"]["deal_scores"]))
            if now["table"]["status"] == "finished":
                return
            moment = now.get("moment")
            if moment and mine in moment["waiting"]:
                self.post(f"/api/tables/{self.table}/continue", {"token": self.tokens[mine]})
            elif not moment and now["view"]["to_act"] == mine:
                self.act(mine, now)
        raise AssertionError(f"{self.plan}: the match did not end in ten minutes")
