"""The hall: every table of the server. Create, find, join, leave and start tables; rebuild the
unfinished ones from the database when the server starts."""

from __future__ import annotations

import asyncio
import logging
import secrets
import time
from dataclasses import dataclass, replace
from functools import partial
from typing import Any

from followsuit import games
from followsuit.engine import Game
from followsuit.errors import GameError
from followsuit.records.replay import replay
from followsuit.server import assist
from followsuit.server.bots import bot_names, default_bot
from followsuit.server.faults import contained
from followsuit.server.keys import new_key
from followsuit.server.lifecycle import Room, Stats
from followsuit.server.lobby import Lobby
from followsuit.server.pacing import Pacer
from followsuit.server.persistence import (
    Journal,
    Store,
    StoredTable,
    Write,
    create_table,
    update_table,
)
from followsuit.server.sharing import Elsewhere, LeaseLost, Ownership, Sharing
from followsuit.server.tables import (
    BOT,
    FINISHED,
    HUMAN,
    PLAYING,
    WAITING,
    Seat,
    Settings,
    Table,
    new_table_id,
    new_token,
    token_hash,
)

log = logging.getLogger("followsuit.server")

FINISHED_KEPT = 600.0
"""Seconds a finished table with nobody watching stays in memory (it reloads on demand)."""


CODES = {400: "invalid", 403: "forbidden", 404: "not_found", 409: "conflict", 503: "unavailable"}
"""The refusal code of each HTTP status a hall error answers with."""


class HallError(GameError):
    """A request about tables that cannot be met; ``status`` is the HTTP status to answer
    and ``code`` the stable word for it."""

    def __init__(self, message: str, status: int = 400, code: str | None = None) -> None:
        super().__init__(message)
        self.status = status
        self.code = code or CODES.get(status, "invalid")


@dataclass(frozen=True)
class Seating:
    """What a person gets on sitting down: their seat and its secret token."""

    table: str
    seat: int | None
    token: str | None
    host_token: str | None = None

    def as_dict(self) -> dict[str, Any]:
        return {
            "table": self.table,
            "seat": self.seat,
            "token": self.token,
            "host_token": self.host_token,
            "url": f"/t/{self.table}",
        }


class Hall:
    """All tables, in memory while played, in the database always."""

    def __init__(
        self, store: Store, *, chosen_seeds: bool = False, sharing: Sharing | None = None
    ) -> None:
        self.store = store
        self.chosen_seeds = chosen_seeds
        """Whether a table may be created with a chosen seed (tests only: see docs)."""
        self.journal = Journal(store)
        self.rooms: dict[str, Room] = {}
        self.stats = Stats()
        self.pacer = Pacer()
        self._sweeper: asyncio.Task[None] | None = None
        self.ownership: Ownership | None = None
        """Set when this process shares its database with others (server/sharing.py): it
        plays only the tables whose leases it holds."""
        self.lobby: Lobby | None = None
        """With others: the lobby they share (server/lobby.py)."""
        self._endings: dict[str, dict[str, Any]] = {}
        """How each finished table of the lobby's list ended (:func:`ending`), by its id:
        replayed from its record once (a finished match never changes)."""
        if sharing is not None:
            self.ownership = Ownership(sharing, store, self.journal, self.rooms, self._resume)
            self.lobby = Lobby(store, self.journal, self.ownership.owner, self.rooms)

    # -- start and stop -------------------------------------------------------------------

    async def start(self) -> None:
        """Rebuild every unfinished table from its stored actions and set its bots going (when
        the database is shared: the tables nobody holds, a round at a time)."""
        self.journal.start()
        self.pacer.start()
        if self.ownership is not None and self.lobby is not None:
            await self.ownership.start()
            await self.lobby.start()
        else:
            for row in await self.journal.call(self.store.unfinished):
                try:
                    await self._resume(row)
                except Exception:
                    log.exception("table %s could not be rebuilt; left as stored", row.id)
        self._sweeper = asyncio.get_running_loop().create_task(self._sweep())

    async def _resume(self, row: StoredTable) -> Room:
        """A stored table, rebuilt and going again: its holders have their grace period (they
        reconnect), its bots their turns."""
        room = self._room_from(row)
        if room.table.status == FINISHED and row.status != FINISHED:
            await self.journal.write(
                update_table(
                    row.id, status=FINISHED, finished=time.time(), record=room.table.record()
                )
            )
        for index, seat in enumerate(room.table.seats):
            if seat.held:
                room.start_grace(index)
        room.schedule()
        return room

    async def close(self) -> None:
        if self._sweeper is not None:
            self._sweeper.cancel()
        for room in self.rooms.values():
            room.close()
        self.pacer.close()
        if self.lobby is not None:
            await self.lobby.close()
        if self.ownership is not None:
            await self.ownership.close()
        await self.journal.close()
        self.store.close()

    def _room_from(self, row: StoredTable) -> Room:
        now = time.time()
        table = Table(
            table_id=row.id,
            game=row.game,
            preset=row.preset,
            options=row.options,
            key=row.key,
            seed=row.seed,
            dealer=row.dealer,
            seats=[Seat.from_stored(s, now) for s in row.seats],
            settings=Settings.from_dict(row.settings),
            status=row.status,
            created=row.created,
            host_hash=row.host,
            actions=row.actions,
        )
        room = Room(table, self.journal, self.stats, self.pacer)
        self.rooms[table.id] = room
        return room

    async def _sweep(self) -> None:
        while True:
            await asyncio.sleep(60)
            now = time.time()
            for table_id, room in list(self.rooms.items()):
                idle = now - room.touched > FINISHED_KEPT
                if room.table.status == FINISHED and not room.clients and idle:
                    room.close()
                    del self.rooms[table_id]
                    if self.ownership is not None:
                        await self.ownership.release(table_id)

    # -- finding tables -------------------------------------------------------------------

    async def room(self, table_id: str) -> Room | None:
        """The live room of a table, loading a finished one from the database if need be
        (when the database is shared: taking the table if nobody holds it; a table another
        process holds is :class:`HallError` 503, ``elsewhere``)."""
        room = self.rooms.get(table_id)
        if room is None and len(table_id) <= 16 and self.ownership is not None:
            try:
                return await self.ownership.take(table_id)
            except Elsewhere:
                raise HallError(
                    "this table is played by another process", 503, "elsewhere"
                ) from None
            except LeaseLost:
                raise HallError("this table is changing hands: try again", 503) from None
        if room is None and len(table_id) <= 16:
            row = await self.journal.call(lambda: self.store.load(table_id))
            if row is not None:
                room = self._room_from(row)
        return room

    async def need(self, table_id: str) -> Room:
        room = await self.room(table_id)
        if room is None:
            raise HallError(f"no table {table_id!r}", 404)
        return room

    def listing(self) -> list[dict[str, Any]]:
        """Tables being played or waiting for players, newest first."""
        now = time.time()
        rooms = [r for r in self.rooms.values() if r.table.status != FINISHED]
        rooms.sort(key=lambda r: r.table.created, reverse=True)
        listed = []
        for room in rooms[:200]:  # a table whose summary fails is left out, and logged
            summary = contained(
                room.table.id, "the table's summary", partial(room.table.summary, now), None
            )
            if summary is not None:
                listed.append(summary)
        if self.lobby is not None:  # and the other processes' tables
            return self.lobby.listing(listed)
        return listed

    async def finished(self) -> list[dict[str, Any]]:
        """The most recently finished tables, each with how its match ended (:func:`ending`;
        nothing more for a record that does not replay, the fault logged)."""
        found: list[dict[str, Any]] = await self.journal.call(self.store.finished)
        missing = [row["id"] for row in found if row["id"] not in self._endings]
        if missing:
            records = await self.journal.call(partial(self.store.records, missing))
            self._endings.update(await asyncio.to_thread(endings, records))
        listed = {row["id"] for row in found}
        for table_id in [t for t in self._endings if t not in listed]:
            del self._endings[table_id]
        return [{**row, **self._endings.get(row["id"], {})} for row in found]

    # -- creating and seating -------------------------------------------------------------

    async def create(self, request: dict[str, Any]) -> Seating:
        """A new table from the lobby's request (see docs/server.md for its fields)."""
        if not isinstance(request, dict):
            raise HallError("a table request is a JSON object")
        name = request.get("game")
        if not isinstance(name, str):
            raise HallError("game: name the game to play")
        spec = games.spec(name)
        preset = request.get("preset")  # null or left out: the game's defaults
        game = load_game(spec.name, preset, request.get("options"))
        plan = request.get("seats")
        if plan is None:
            plan = ["you"] + ["bot"] * (game.players - 1)
        if not isinstance(plan, list) or len(plan) != game.players:
            raise HallError(f"seats: {spec.title} needs a list of {game.players} seats")
        known_bots = bot_names(spec.name)
        seats: list[Seat] = []
        you: int | None = None
        for index, entry in enumerate(plan):
            if entry in ("you", "human", "open") and index not in game.live:
                raise HallError(
                    f"seats: seat {game.player_names[index]} is a dummy's, whose cards a live"
                    " player plays: nobody sits there (give it 'bot')"
                )
            if entry == "you":
                if you is not None:
                    raise HallError("seats: you can sit in one seat only")
                you = index
                seats.append(Seat(HUMAN, default_bot(spec.name)))
            elif entry in ("human", "open"):
                seats.append(Seat(HUMAN, default_bot(spec.name)))
            elif isinstance(entry, str) and entry.split(":")[0] == "bot":
                bot = entry.partition(":")[2] or default_bot(spec.name)
                if bot not in known_bots:
                    raise HallError(f"seats: unknown bot {bot!r}; bots are {', '.join(known_bots)}")
                seats.append(Seat(BOT, bot))
            else:
                raise HallError(f"seats: {entry!r} is not 'you', 'human' or 'bot[:name]'")
        settings = Settings.from_dict(request.get("settings"))
        start = request.get("start", settings.start)
        settings = replace(settings, start=start)  # checked, and kept with the table
        seed = self._chosen_seed(request.get("seed"))
        dealer = request.get("dealer")
        if dealer is None:
            dealer = secrets.choice(game.live)  # a live player; else the table checks it is a seat
        host_token = new_token()
        token = None
        if you is not None:
            token = host_token
            seats[you].token_hash = token_hash(token)
            seats[you].name = _player_name(request.get("name"), game.player_names[you])
        table = Table(
            table_id=self._free_id(),
            game=spec.name,
            preset=preset,
            options=game.options.changes(games.options_for(spec.name, preset)),
            key=new_key(),  # the bots' generators come from it even when a seed deals
            seed=seed,
            dealer=dealer,
            seats=seats,
            settings=settings,
            host_hash=token_hash(host_token),
        )
        if start == "now" or (start == "auto" and table.all_seated()):
            table.status = PLAYING
        stored = StoredTable(
            id=table.id,
            game=spec.name,
            preset=preset,
            options=table.options,
            key=table.key,
            seed=seed,
            dealer=table.dealer,
            seats=[s.stored() for s in seats],
            settings=settings.as_dict(),
            host=table.host_hash,
            status=table.status,
            created=table.created,
        )
        if self.ownership is not None:
            try:
                await self.ownership.claim_new(table.id)
            except LeaseLost:
                raise HallError("the server could not store this change: try again", 503) from None
        try:
            await self._store(create_table(stored))
        except HallError:
            if self.ownership is not None:  # no table: its lease goes
                await self.ownership.release(table.id)
            raise
        room = Room(table, self.journal, self.stats, self.pacer)
        self.rooms[table.id] = room
        if you is not None:
            room.start_grace(you)
        room.schedule()
        return Seating(table.id, you, token, host_token)

    async def _store(self, *writes: Write) -> None:
        """Store ``writes`` together before anything changes in memory; a failure is this
        request's alone (503: try again), and names no stored value."""
        try:
            await self.journal.write(*writes)
        except Exception as error:
            log.error("a change could not be stored: %s", type(error).__name__)
            raise HallError("the server could not store this change: try again", 503) from None

    def _chosen_seed(self, seed: Any) -> int | None:
        """A seed the request chose: refused unless this server deals chosen seeds (a test
        server, for tests that need a known deal); whoever chose it knows every hand."""
        if seed is None:
            return None
        if not self.chosen_seeds:
            raise HallError("seed: this server shuffles every deal itself; a table has no seed")
        if not isinstance(seed, int) or isinstance(seed, bool) or not 0 <= seed < 2**63:
            raise HallError("seed must be a whole number from 0 to 2**63 - 1")
        return seed

    def _free_id(self) -> str:
        while True:
            table_id = new_table_id()
            if table_id not in self.rooms:
                return table_id

    async def join(self, table_id: str, request: dict[str, Any]) -> Seating:
        """Sit at an open seat (the one asked for, else the first): also a seat a bot keeps
        warm in a game already going."""
        room = await self.need(table_id)
        table = room.table
        async with room.lock:  # one change to the seats at a time, each stored before made
            if table.status == FINISHED:
                raise HallError("this match is over", 409)
            wanted = request.get("seat")
            open_seats = table.open_seats()
            if wanted is None:
                if not open_seats:
                    raise HallError("no open seat at this table: watch instead", 409)
                wanted = open_seats[0]
            if not isinstance(wanted, int) or isinstance(wanted, bool) or wanted not in open_seats:
                raise HallError(f"seat {wanted!r} is not open", 409)
            token = new_token()
            name = _player_name(request.get("name"), table.game.player_names[wanted])
            seats = [s.stored() for s in table.seats]
            seats[wanted] = {**seats[wanted], "name": name, "token": token_hash(token)}
            writes = [update_table(table.id, seats=seats)]
            starts = table.status == WAITING and len(open_seats) == 1
            starts = starts and table.settings.start == "auto"  # else the host starts it
            if starts:
                writes.append(update_table(table.id, status=PLAYING))
            await self._store(*writes)
            seat = table.seats[wanted]
            seat.token_hash, seat.name = seats[wanted]["token"], name
            if starts:
                table.status = PLAYING
        room.start_grace(wanted)
        room.schedule()
        room.broadcast()
        return Seating(table.id, wanted, token)

    async def leave(self, table_id: str, token: str) -> None:
        """Give up a seat: it is open again, and a bot plays it until someone sits (not once
        the match is over: its seats stay as its record names them)."""
        room = await self.need(table_id)
        table = room.table
        async with room.lock:
            if table.status == FINISHED:
                raise HallError("this match is over", 409)
            index = table.seat_of(token)
            if index is None:
                raise HallError("wrong token: you hold no seat at this table", 403)
            seats = [s.stored() for s in table.seats]
            seats[index] = {**seats[index], "name": None, "token": None}
            await self._store(update_table(table.id, seats=seats))
            seat = table.seats[index]
            seat.token_hash = None
            seat.name = None
            seat.away_since = None
        for client in list(room.clients):
            if client.seat == index:
                client.seat = None
        seat.connections = 0
        assist.carry_on(room, index)
        if room.undo_ask is not None and index in {room.undo_ask.seat, *room.undo_ask.needed}:
            assist.drop_undo(room)
        room.schedule()
        room.broadcast()

    async def begin(self, table_id: str, token: str) -> None:
        """The host starts the game now; bots fill the empty seats (a match over is refused)."""
        room = await self.need(table_id)
        table = room.table
        if not table.is_host(token):
            raise HallError("only the table's host may start it", 403)
        async with room.lock:
            if table.status == FINISHED:
                raise HallError("this match is over", 409)
            if table.status != WAITING:
                return
            await self._store(update_table(table.id, status=PLAYING))
            table.status = PLAYING
        room.schedule()
        room.broadcast()


MAX_NAME = 24
"""Characters of a player's name (longer names are cut)."""


def load_game(name: str, preset: Any, options: Any) -> Game:
    """The game a table request names: ``preset`` null for the game's defaults, ``options``
    (an object, or null for none) changing it."""
    if preset is not None and not (isinstance(preset, str) and preset):
        raise HallError("preset: name one of the game's presets, or null for none")
    if options is None:
        options = {}
    if not isinstance(options, dict):
        raise HallError("options must be an object")
    return games.load(name, preset, **options)


def _player_name(value: Any, default: str) -> str:
    """The name a person gave, printable and at most :data:`MAX_NAME` characters (else the
    seat's position); a name that is not text is refused."""
    if value is None:
        return default
    if not isinstance(value, str):
        raise HallError("name must be a text")
    printable = "".join(c for c in value[: 10 * MAX_NAME] if c.isprintable())
    return " ".join(printable.split())[:MAX_NAME] or default


def ending(record: dict[str, Any]) -> dict[str, Any]:
    """How a finished table's match ended, from its record (all public once it is over): the
    game's title, its seats' positions, the live ones (a dummy's is nobody's) and each score's
    seats, to name the players; the totals and the winning score (None: a tie, or a match
    stopped unfinished, ``stopped`` saying why)."""
    match = replay(record).match
    game = match.game
    return {
        "title": games.spec(game.name).title,
        "positions": list(game.player_names),
        "live": list(game.live),
        "score_names": list(game.score_names),
        "scorers": [list(seats) for seats in game.scorers],
        "totals": list(match.scores.totals),
        "winner": match.winner,
        "stopped": record.get("table", {}).get("stopped"),
    }


def endings(records: dict[str, Any]) -> dict[str, dict[str, Any]]:
    """:func:`ending` of each record, by table id; {} for one that does not replay."""
    return {
        table_id: contained(table_id, "the finished match's ending", partial(ending, record), {})
        for table_id, record in records.items()
    }
