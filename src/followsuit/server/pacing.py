"""Pacing the bots: the bots of a thousand tables take their turns a few at a time.

A bot's turn comes when its pause is over. Turns that come together -- tables started
together, a server rebuilding every table at once, or pauses that ended during one long turn of
the event loop -- would otherwise all be decided in the same turn of the loop, stored in the
same commit, and come due together again a pause later: the tables would move in waves, and a
person's action would wait behind a whole wave. The :class:`Pacer` queues the turns that have
come and lets the bots decide in slices of a couple of milliseconds, leaving the loop free for
people's messages and for the journal between slices. While a person's action is being stored
and sent, the bots wait: a person never waits behind a slice of bots.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from collections import deque
from collections.abc import Callable, Iterator

log = logging.getLogger("followsuit.server")

SLICE = 0.002
"""Seconds of bot thinking the pacer runs before it lets the event loop do anything else."""


class Pacer:
    """A queue of bot turns, run in order, a slice of the event loop at a time."""

    def __init__(self, *, slice_seconds: float = SLICE) -> None:
        self.slice = slice_seconds
        self._due: deque[Callable[[], None]] = deque()
        self._wake: asyncio.Event | None = None
        self._task: asyncio.Task[None] | None = None
        self._people = 0
        self._no_people: asyncio.Event | None = None
        self.turns = 0
        """Turns run so far (a counter for /api/stats)."""

    def start(self) -> None:
        self._wake = asyncio.Event()
        self._no_people = asyncio.Event()
        self._no_people.set()
        self._task = asyncio.get_running_loop().create_task(self._run())

    def due(self, turn: Callable[[], None]) -> None:
        """A bot's pause is over: ``turn`` runs as soon as the pacer reaches it."""
        self._due.append(turn)
        if self._wake is not None:
            self._wake.set()

    @contextlib.contextmanager
    def person_acting(self) -> Iterator[None]:
        """Around a person's action, from its check to the messages it sends: the bots
        wait for it."""
        self._people += 1
        if self._no_people is not None:
            self._no_people.clear()
        try:
            yield
        finally:
            self._people -= 1
            if not self._people and self._no_people is not None:
                self._no_people.set()

    @property
    def waiting(self) -> int:
        """Turns that have come and are not yet run: how far the bots are behind."""
        return len(self._due)

    async def _run(self) -> None:
        assert self._wake is not None and self._no_people is not None
        clock = time.perf_counter
        while True:
            await self._wake.wait()
            self._wake.clear()
            while self._due:
                await self._no_people.wait()
                end = clock() + self.slice
                while self._due:  # at least one turn per slice, however short
                    turn = self._due.popleft()
                    self.turns += 1
                    try:
                        turn()
                    except Exception:  # one table's failure must not stop every bot
                        log.exception("a bot's turn failed")
                    if clock() >= end:
                        break
                await asyncio.sleep(0)

    def close(self) -> None:
        if self._task is not None:
            self._task.cancel()
        self._due.clear()
