"""A finished deal's exact analysis for the table page (``bots.analysis``), served safely.

The analysis names every card of the deal, so a deal is analysed only once it is over: the deal
in play is refused (409) like its hand history, whoever asks. Solving takes up to several
seconds, so it runs in a worker thread, one analysis at a time (a second request waits for the
first; a request for a deal being analysed waits for that same answer), each solve capped by
positions and the whole deal by a budget of seconds; the answers are kept per table and deal
(a finished deal never changes), the most recent :data:`KEEP` of them.
"""

from __future__ import annotations

import asyncio
from collections import OrderedDict
from typing import Any

from followsuit.bots.analysis import Caps, analyse_play
from followsuit.server.hall import HallError
from followsuit.server.tables import Table

KEEP = 64
"""Analyses kept (a few KB each)."""

CAPS = Caps(nodes=1_000_000, budget=20.0)
"""A solve visits at most a million positions (about half a second), a deal takes at most 20
seconds: the first tricks of a 13-card deal may then say "too big"."""


class Analyses:
    """Finished deals' analyses, made one at a time off the event loop and kept (module doc)."""

    def __init__(self, caps: Caps = CAPS, keep: int = KEEP) -> None:
        self.caps = caps
        self.keep = keep
        self._done: OrderedDict[tuple[str, int], dict[str, Any]] = OrderedDict()
        self._running: dict[tuple[str, int], asyncio.Task[dict[str, Any]]] = {}
        self._one_at_a_time = asyncio.Semaphore(1)

    async def of(self, table: Table, number: int) -> dict[str, Any]:
        """Deal ``number`` of ``table`` analysed, as JSON; a deal not yet over is refused."""
        finished = len(table.match.finished)
        if number == finished + 1 and not table.over:
            raise HallError(
                f"deal {number} is still being played: its analysis shows every card, so it "
                "is given once the deal is over",
                409,
            )
        if not 1 <= number <= finished:
            raise HallError(f"deal {number} is not a finished deal of this match", 404)
        key = (table.id, number)
        done = self._done.get(key)
        if done is not None:
            self._done.move_to_end(key)
            return done
        task = self._running.get(key)
        if task is None:  # made once, whoever asks meanwhile waits for the same answer
            task = asyncio.create_task(self._analyse(table, number))
            self._running[key] = task
            task.add_done_callback(lambda ended: self._settle(key, ended))
        # A request given up (its client gone) leaves the analysis to finish and be kept:
        # the worker thread cannot be stopped, and holds its turn until it ends.
        return await asyncio.shield(task)

    def _settle(self, key: tuple[str, int], task: asyncio.Task[dict[str, Any]]) -> None:
        del self._running[key]
        if task.cancelled() or task.exception() is not None:
            return
        self._done[key] = task.result()
        while len(self._done) > self.keep:
            self._done.popitem(last=False)

    async def _analyse(self, table: Table, number: int) -> dict[str, Any]:
        """The analysis made in a worker thread from a copy of the deal at its start and its
        actions (taken here, on the loop, so the thread reads nothing the table changes)."""
        index = number - 1
        match = table.match
        game = table.game
        carry = match.finished[index - 1].carry if index else game.initial_carry()
        played = match.deals[index]
        start = game.deal_from_order(played.order, played.dealer, carry)
        actions = [action.text for action in played.history]
        async with self._one_at_a_time:
            analysis = await asyncio.to_thread(
                analyse_play, start, actions, self.caps, number=number
            )
        return analysis.as_dict()
