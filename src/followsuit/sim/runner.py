"""Running batches: on any executor, kept in a store as they finish, in order at the end.

What a batch is (deals of a simulation, duplicate deals of an arena) is the caller's: it gives
the batch function, how a batch's results become JSON and back, and where each batch starts
and stops. The results never depend on the executor, the number of workers or a restart.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Generic, Protocol, TypeVar

from followsuit.sim.executors import Executor, local
from followsuit.sim.store import BatchStore

B = TypeVar("B")
S = TypeVar("S")

Progress = Callable[[int], None]
"""Told how many more units (deals, matches) are done, as batches finish."""


class Counted(Protocol):
    """A plan: anything that says how many units (deals, matches) it plays."""

    @property
    def count(self) -> int: ...


P = TypeVar("P", bound=Counted)


@dataclass(frozen=True)
class Batch(Generic[P]):
    """Units ``start`` to ``stop - 1`` of a plan: what one task plays."""

    plan: P
    start: int
    stop: int


def batch_bounds(batch: Batch[Any]) -> tuple[int, int]:
    """The first index of a batch and the one past its last."""
    return batch.start, batch.stop


def split(plan: P, size: int) -> list[Batch[P]]:
    """A plan's units in batches of ``size`` (the last one shorter)."""
    return [Batch(plan, s, min(s + size, plan.count)) for s in range(0, plan.count, size)]


def default_batch_size(count: int, workers: int) -> int:
    """Small enough that progress moves and workers share the load, big enough to be cheap."""
    return max(1, min(100, math.ceil(count / (max(1, workers) * 8))))


def run_plan(
    fn: Callable[[Batch[P]], list[S]],
    plan: P,
    *,
    header: Mapping[str, Any],
    encode: Callable[[S], Any],
    decode: Callable[[Any], S],
    workers: int = 1,
    executor: Executor | None = None,
    batch_size: int | None = None,
    out: str | Path | None = None,
    progress: Progress | None = None,
) -> list[S]:
    """Every unit's result of ``plan``, in order: split into batches (``batch_size``, or one
    fitted to the executor's workers), run by ``executor`` (default: ``workers`` local
    processes), and with ``out`` kept in that directory under ``header`` (what is played), so
    that the same run started again there plays only the batches not yet finished."""
    if executor is None:
        executor = local(workers)
    size = batch_size or default_batch_size(plan.count, getattr(executor, "workers", workers))
    store = None
    if out is not None:
        store = BatchStore(out, header)
        size = store.open(size)
    return run_batches(
        fn,
        split(plan, size),
        executor,
        bounds=batch_bounds,
        store=store,
        encode=encode,
        decode=decode,
        progress=progress,
    )


def run_batches(
    fn: Callable[[B], list[S]],
    batches: Sequence[B],
    executor: Executor,
    *,
    bounds: Callable[[B], tuple[int, int]],
    store: BatchStore | None = None,
    encode: Callable[[S], Any] = lambda s: s,
    decode: Callable[[Any], S] = lambda d: d,
    progress: Progress | None = None,
) -> list[S]:
    """Every batch's results, batch after batch in order. With a store, batches it already
    holds are read instead of run, each batch run is saved as soon as it is back, and every
    result passes through its JSON form, so a resumed run gives what an uninterrupted one
    would."""
    found: dict[tuple[int, int], list[S]] = {}
    if store is not None:
        stored = store.finished()
        for batch in batches:
            key = bounds(batch)
            if key in stored:
                found[key] = [decode(item) for item in stored[key]]
        if progress is not None and found:
            progress(sum(stop - start for start, stop in found))
    todo = [batch for batch in batches if bounds(batch) not in found]
    for results in executor.map_unordered(_Keyed(fn, bounds), todo):
        key, items = results
        if store is not None:
            encoded = [encode(item) for item in items]
            store.save(key[0], key[1], encoded)
            items = [decode(item) for item in encoded]
        found[key] = items
        if progress is not None:
            progress(key[1] - key[0])
    return [item for batch in batches for item in found[bounds(batch)]]


class _Keyed:
    """``fn`` that also returns its batch's bounds (picklable, for worker processes)."""

    def __init__(
        self, fn: Callable[[Any], list[Any]], bounds: Callable[[Any], tuple[int, int]]
    ) -> None:
        self.fn = fn
        self.bounds = bounds

    def __call__(self, batch: Any) -> tuple[tuple[int, int], list[Any]]:
        return self.bounds(batch), self.fn(batch)
