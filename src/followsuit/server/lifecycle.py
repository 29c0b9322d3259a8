"""A table's live side: its connections, its bots and clocks, and the order of every action.

One :class:`Room` per table. Every action, a person's or a bot's, goes through
:meth:`Room._commit` under the room's lock: checked, stored by the journal, then applied and
sent to every connection, each its own seat's view. Bots act for bot seats, for empty seats once
play has started, for a holder gone longer than the grace period, and for a holder whose turn
clock ran out; so a table never stalls. A bot's turn comes after its pause and waits its turn in
the hall's :class:`~followsuit.server.pacing.Pacer`, which lets the bots of many tables think a
few at a time.
"""

from __future__ import annotations

import asyncio
import json
import logging
import time
from collections.abc import Callable, Coroutine
from dataclasses import dataclass, field
from random import Random
from typing import Any, Protocol

from followsuit.engine import Action, Bot, View
from followsuit.games.presentation import NOTHING
from followsuit.server import assist, protocol
from followsuit.server.bots import FAST_BOTS, make_bot
from followsuit.server.faults import contained, logged
from followsuit.server.pacing import Pacer
from followsuit.server.persistence import Journal, append_action, update_table
from followsuit.server.protocol import Refusal
from followsuit.server.tables import FINISHED, PLAYING, Table

log = logging.getLogger("followsuit.server")

try:
    import orjson

    def dumps(data: Any) -> str:
        """JSON text, by orjson when it is installed (several times faster)."""
        try:
            return orjson.dumps(data).decode()
        except TypeError:
            return json.dumps(data, separators=(",", ":"))

except ImportError:  # pragma: no cover - depends on the install

    def dumps(data: Any) -> str:
        return json.dumps(data, separators=(",", ":"))


JITTER = 0.1
"""A bot's pause is ``bot_delay`` give or take this fraction of it."""
INTERRUPTS = (KeyboardInterrupt, SystemExit, asyncio.CancelledError)
"""The ``BaseException``s that stop the server or a task; any other is a bot's failure, a
panic of the native core among them (pyo3's ``PanicException`` is no ``Exception``)."""
RETRY_PAUSE = 1.0
"""Seconds before a bot's move that could not be made or stored is arranged again."""


class Client(Protocol):
    """A connection watching a table: it receives the seat's (or the spectator's) state."""

    seat: int | None

    def send(self, text: str) -> None:
        """Queue a message without waiting (a slow client must not hold the table up)."""
        ...


@dataclass
class Stats:
    """Counters the load benchmark reads."""

    actions: int = 0
    bot_actions: int = 0
    refusals: int = 0
    messages: int = 0
    started: float = field(default_factory=time.time)


class Room:
    """One table at run time: connections, bots, timers, and the lock that orders actions."""

    def __init__(self, table: Table, journal: Journal, stats: Stats, pacer: Pacer) -> None:
        self.table = table
        self.journal = journal
        self.stats = stats
        self.pacer = pacer
        self._rng = Random()  # the bots' pauses vary; a failed bot plays at random
        self.lock = asyncio.Lock()
        self.clients: set[Client] = set()
        self._bots: dict[int, Bot] = {}
        self._timer: asyncio.TimerHandle | None = None
        self._grace: dict[int, asyncio.TimerHandle] = {}
        self._tasks: set[asyncio.Task[None]] = set()
        self.deadline: float | None = None
        self._turn: tuple[int, int] | None = None
        """The turn arranged for (state id, generation): arranging it again keeps its times."""
        self._turn_started = 0.0
        """When that turn began, moved later by its pauses: its clock runs from here, however
        often it is arranged."""
        self._paused_since: float | None = None
        """When the table began waiting for its people on that turn (None: not waiting)."""
        self.moment: assist.Moment | None = None
        """A finished deal on show: the table waits for Continue (server/assist.py)."""
        self.undo_ask: assist.UndoAsk | None = None
        """An undo asked of the other people at the table, waiting for their answers."""
        self.thinking: int | None = None
        """The seat whose bot is choosing now (shown at the table)."""
        self.generation = 0
        """Counts undos: a bot turn scheduled before one is void even at the same state id."""
        self.closed = False
        self.touched = time.time()
        self._summary: str | None = None
        """The last summary made (sent if making the next one fails)."""
        self.clock: Callable[[], float] = time.time
        """The time turn clocks, grace periods and the end of a deal are measured by (seconds,
        as time.time: deadlines are sent to clients as such); a test may set its own."""

    # -- messages -------------------------------------------------------------------------

    def state_message(self, seat: int | None, summary: str | None = None) -> str:
        """The state message for ``seat``'s connections, as JSON text. ``summary``: the
        table's summary already serialised (shared by every seat in a broadcast)."""
        table = self.table
        if summary is None:
            summary = self.summary_text()
        shown = contained(
            table.id, "the game's presentation", lambda: dumps(table.presentation(seat)), None
        )
        sheet = contained(table.id, "the score sheet", lambda: dumps(table.sheet()), "[]")
        return (
            f'{{"type":"state","state_id":{table.state_id},"seat":{dumps(seat)},'
            f'"view":{dumps(table.view(seat))},"table":{summary},'
            f'"presentation":{shown or dumps(NOTHING)},"sheet":{sheet},'
            f'"deadline":{dumps(self.deadline)},{self._assist_fields(seat)}}}'
        )

    def summary_text(self) -> str:
        """The table's summary as JSON text; if it cannot be made, the last one made (or the
        table's id, status and state id), so the state still goes out."""
        table = self.table
        text = contained(table.id, "the table's summary", lambda: dumps(table.summary()), None)
        if text is None:
            return self._summary or dumps(
                {"id": table.id, "status": table.status, "state_id": table.state_id}
            )
        self._summary = text
        return text

    def _assist_fields(self, seat: int | None) -> str:
        """The end-of-deal moment, an undo asked and the bot thinking: the same for every
        seat (a finished deal is public)."""
        moment = self.moment.as_dict() if self.moment is not None else None
        asked = self.undo_ask.as_dict() if self.undo_ask is not None else None
        end = contained(
            self.table.id, "the deal's end", lambda: assist.deal_end_message(self, seat), None
        )
        return (
            f'"moment":{dumps(moment)},"deal_end":{dumps(end)},'
            f'"undo":{dumps(asked)},"thinking":{dumps(self.thinking)}'
        )

    def broadcast(self) -> None:
        """Send every connection its seat's view of the table as it is now: each seat's view
        is built and serialised once, and only for the seats someone watches."""
        self.touched = time.time()
        if not self.clients:
            return
        summary = self.summary_text()
        texts: dict[int | None, str] = {}
        for client in list(self.clients):
            text = texts.get(client.seat)
            if text is None:
                text = texts[client.seat] = self.state_message(client.seat, summary)
            client.send(text)
            self.stats.messages += 1

    # -- connections ----------------------------------------------------------------------

    def attach(self, client: Client) -> None:
        """A connection watches the table. Watching changes nothing about who plays: only a
        holder coming back (their seat's first connection) may take the seat back from its
        bot; a bot's move on its way and a turn clock keep their times."""
        self.clients.add(client)
        if client.seat is not None:
            seat = self.table.seats[client.seat]
            seat.connections += 1
            seat.away_since = None
            handle = self._grace.pop(client.seat, None)
            if handle is not None:
                handle.cancel()
            if seat.connections == 1:
                self.schedule()
        self.broadcast()

    def detach(self, client: Client) -> None:
        """A connection is gone. Only a holder's last one changes anything: their grace period
        starts (and the end of a deal stops waiting for them)."""
        if client not in self.clients:
            return
        self.clients.discard(client)
        index = client.seat
        away = False
        if index is not None:
            seat = self.table.seats[index]
            seat.connections = max(0, seat.connections - 1)
            if seat.connections == 0 and seat.held:
                self.start_grace(index)
                assist.carry_on(self, index)
                away = True
        if not self.closed:
            if away:
                self.schedule()
            self.broadcast()

    def start_grace(self, index: int) -> None:
        """The holder of ``index`` is away: a bot plays the seat once the grace period ends."""
        seat = self.table.seats[index]
        seat.away_since = self.clock()
        old = self._grace.pop(index, None)
        if old is not None:
            old.cancel()
        loop = asyncio.get_running_loop()
        self._grace[index] = loop.call_later(self.table.settings.grace + 0.01, self._grace_over)

    def _grace_over(self) -> None:
        """A grace period is over: a bot plays the seat, and an undo asked of its holder is
        dropped (they cannot answer it)."""
        if not self.closed:
            assist.drop_undo_of_the_gone(self)
            self.schedule()
            self.broadcast()

    # -- who acts next --------------------------------------------------------------------

    def schedule(self) -> None:
        """Arrange what happens next: a bot's action, a turn clock, or nothing (a person's
        turn with no clock).

        Arranging the same turn again (someone coming back, joining, leaving) keeps what
        was arranged: a bot's move already on its way is not put off, and a turn clock runs
        from the turn's start, so nothing pushes its deadline later. While the table waits
        for its people (the end of a deal on show, an undo asked) the clock is stopped; when
        play resumes on the same turn it goes on with the time that was left."""
        table = self.table
        seat = table.to_act
        if self.closed or table.status != PLAYING or seat is None:
            self._stop()
            return
        loop = asyncio.get_running_loop()
        now = self.clock()
        state_id = table.state_id
        turn = (state_id, self.generation)
        if turn != self._turn:  # a new turn: its clock starts now
            self._stop()
            self._turn, self._turn_started = turn, now
        if self.moment is not None or self.undo_ask is not None:  # waiting for its people
            self._pause(now)
            return
        if self._paused_since is not None:  # the same turn resumes: the pause is not counted
            self._turn_started += now - self._paused_since
            self._paused_since = None
        if table.bot_plays(seat, now):
            if self.thinking == seat:
                return  # the bot's move is on its way
            self._disarm()
            # The pause varies a little, so tables started together drift apart.
            delay = table.settings.bot_delay * self._rng.uniform(1 - JITTER, 1 + JITTER)
            deal = table.deal
            if deal is not None and not deal.history and self._people_watching():
                delay = max(delay, table.settings.deal_pause)
            self.thinking = seat
            self._timer = loop.call_later(delay, self._bot_turn_soon, state_id, self.generation)
            return
        self._disarm()
        holder = table.seats[seat]
        clock = table.settings.turn_timer
        self.deadline = self._turn_started + clock if clock > 0 else None
        if holder.connections == 0 and holder.away_since is not None:
            grace_over = holder.away_since + table.settings.grace
            if self.deadline is None or grace_over <= self.deadline:
                self.deadline = None
                self._timer = loop.call_later(max(0.0, grace_over - now) + 0.01, self._grace_over)
                return
        if self.deadline is not None:
            self._timer = loop.call_later(
                max(0.0, self.deadline - now), self._bot_turn_soon, state_id, self.generation
            )

    def _cancel_timer(self) -> None:
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None

    def _disarm(self) -> None:
        """No bot on its way, no deadline running."""
        self._cancel_timer()
        self.deadline = None
        self.thinking = None

    def _stop(self) -> None:
        """Nothing is arranged: no bot on its way, no clock (the next turn starts afresh)."""
        self._disarm()
        self._turn = None
        self._paused_since = None

    def _pause(self, now: float) -> None:
        """The turn waits: no bot on its way, its clock stopped (since ``now``, unless it was
        stopped already) but kept for when play resumes."""
        self._disarm()
        if self._paused_since is None:
            self._paused_since = now

    def _people_watching(self) -> bool:
        return any(s.connections > 0 for s in self.table.seats) or any(
            c.seat is None for c in self.clients
        )

    def _bot_turn_soon(self, state_id: int, generation: int) -> None:
        self.pacer.due(lambda: self.bot_turn(state_id, generation))

    def _spawn(self, coroutine: Coroutine[Any, Any, None]) -> None:
        task = asyncio.get_running_loop().create_task(coroutine)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)
        task.add_done_callback(self._retry_if_failed)

    def _retry_if_failed(self, task: asyncio.Task[None]) -> None:
        """A bot's turn that failed past every guard is logged, and its move arranged again:
        the table must never wait for a bot that is no longer thinking."""
        if task.cancelled() or (error := task.exception()) is None:
            return
        logged(self.table.id, "a bot's turn", error)
        self.thinking = None
        asyncio.get_running_loop().call_later(RETRY_PAUSE, self.schedule)

    def bot(self, seat: int) -> Bot:
        bot = self._bots.get(seat)
        if bot is None:
            table = self.table
            rng = table.bot_random(seat)
            bot = self._bots[seat] = make_bot(table.seats[seat].bot, table.game, rng)
        return bot

    def reset_bots(self) -> None:
        """Forget every bot (after an undo: a bot's memory of actions taken back must go)."""
        self._bots.clear()
        self.generation += 1

    def _bot_may_act(self, state_id: int, generation: int | None = None) -> bool:
        table = self.table
        return (
            not self.closed
            and (generation is None or generation == self.generation)
            and self.moment is None
            and self.undo_ask is None
            and table.state_id == state_id
            and table.status == PLAYING
            and table.to_act is not None
        )

    def bot_turn(self, state_id: int, generation: int | None = None) -> None:
        """The pacer reached this table's bot turn: a quick bot decides now and its action is
        stored in a task; a slow bot, or a table busy with a person's action, goes the long
        way (:meth:`_bot_turn`)."""
        if not self._bot_may_act(state_id, generation):
            return
        generation = self.generation
        seat = self.table.to_act
        assert seat is not None
        bot = self.bot(seat)
        if bot.name not in FAST_BOTS or self.lock.locked():
            self._spawn(self._bot_turn(state_id, generation))
            return
        action = self._bot_action(seat, bot, bot.act, state_id)
        self._spawn(self._store_bot_action(seat, action, state_id, generation))

    def _bot_action(
        self, seat: int, bot: Bot, text: Callable[[View], str], state_id: int
    ) -> Action:
        """The bot's checked action; if the bot fails, a random legal one (a bot must never
        stall the table)."""
        table = self.table
        view = table.view(seat)
        try:
            return table.check(seat, text(view), state_id)
        except INTERRUPTS:
            raise
        except BaseException as error:
            # the error may name the bot's cards: the log says only what kind of failure
            log.warning(
                "table %s: bot %s failed (%s); playing at random",
                table.id,
                bot.name,
                type(error).__name__,
            )
            return table.check(seat, self._rng.choice(view["legal"]), state_id)

    async def _store_bot_action(
        self, seat: int, action: Action, state_id: int, generation: int
    ) -> None:
        async with self.lock:
            if not self._bot_may_act(state_id, generation):
                return  # a person acted first, and scheduled what follows
            await self._commit_bot(seat, action)

    async def _bot_turn(self, state_id: int, generation: int) -> None:
        """A bot's turn the long way: under the table's lock, a slow bot thinking in a worker
        thread (unless the table moved on meanwhile)."""
        async with self.lock:
            if not self._bot_may_act(state_id, generation):
                return
            seat = self.table.to_act
            assert seat is not None
            bot = self.bot(seat)
            if bot.name in FAST_BOTS:
                action = self._bot_action(seat, bot, bot.act, state_id)
            else:
                view = self.table.view(seat)
                try:
                    text = await asyncio.get_running_loop().run_in_executor(None, bot.act, view)
                except INTERRUPTS:
                    raise
                except BaseException as error:
                    name = type(error).__name__
                    log.warning("table %s: bot %s failed (%s)", self.table.id, bot.name, name)
                    text = ""  # refused below, so a random legal action is played
                if not self._bot_may_act(state_id, generation):
                    return  # an undo came while the bot thought
                action = self._bot_action(seat, bot, lambda _: text, state_id)
            await self._commit_bot(seat, action)

    async def _commit_bot(self, seat: int, action: Action) -> None:
        try:
            await self._commit(seat, action)
        except Exception as error:
            log.error(
                "table %s: could not store a bot action (%s); trying again",
                self.table.id,
                type(error).__name__,
            )
            self.thinking = None  # nothing on its way now: the retry arranges the move again
            asyncio.get_running_loop().call_later(RETRY_PAUSE, self.schedule)
            return
        self.stats.bot_actions += 1

    # -- actions --------------------------------------------------------------------------

    async def submit(self, seat: int | None, text: str, state_id: int) -> Refusal | None:
        """A person's action: carried out and sent to all, or refused with nothing changed."""
        async with self.lock:
            try:
                action = self.table.check(seat, text, state_id)
                if self.moment is not None:
                    raise Refusal(protocol.PAUSED, "the deal has ended: press Continue first")
                if self.undo_ask is not None:
                    raise Refusal(protocol.PAUSED, "an undo has been asked: it waits for answers")
            except Refusal as refusal:
                self.stats.refusals += 1
                return refusal
            assert seat is not None
            with self.pacer.person_acting():
                try:
                    await self._commit(seat, action)
                except Exception as error:
                    name = type(error).__name__
                    log.error("table %s: could not store an action (%s)", self.table.id, name)
                    return Refusal(
                        "unavailable", "the server could not store the action: try again"
                    )
        return None

    async def _commit(self, seat: int, action: Action) -> None:
        """Store, then apply, then tell everyone: an action is on disk before it is seen.
        Only storing may fail the action; once it is stored, a fault in what follows is
        logged with the table's id and the action stands (a restart replays it)."""
        table = self.table
        now = time.time()
        await self.journal.write(append_action(table.id, table.state_id, seat, action.text, now))
        try:
            finished = len(table.match.finished)
            table.accept(action)
            self.stats.actions += 1
            assist.drop_undo(self)
            if len(table.match.finished) > finished:
                assist.open_moment(self)
        except Exception as error:
            logged(table.id, "an action stored, applying it", error)
        if table.status == FINISHED:
            # The action is stored: a failure here only delays the finished record, which a
            # restarted server writes from the stored actions.
            try:
                await self.journal.write(
                    update_table(table.id, status=FINISHED, finished=now, record=table.record())
                )
            except Exception as error:
                name = type(error).__name__
                log.error("table %s: the finished record was not stored (%s)", table.id, name)
        self.settle()

    def settle(self) -> None:
        """Arrange what happens next and tell everyone, after a change: a fault in either is
        logged with the table's id, never passed to whoever made the change."""
        try:
            self.schedule()
        except Exception as error:
            logged(self.table.id, "arranging the next turn", error)
        try:
            self.broadcast()
        except Exception as error:
            logged(self.table.id, "sending the state", error)

    # -- the end --------------------------------------------------------------------------

    def close(self) -> None:
        self.closed = True
        assist.close_moment(self)
        self._cancel_timer()
        for handle in self._grace.values():
            handle.cancel()
        for task in self._tasks:
            task.cancel()
