"""Where batches run: in this process, or in local worker processes.

An executor runs a function over independent tasks and yields the results in any order; the
caller puts them back in order, so every executor gives the same answer for the same tasks.
(A Ray executor for ``--ray ADDRESS`` fits the same protocol.)
"""

from __future__ import annotations

import multiprocessing
import threading
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import ProcessPoolExecutor, as_completed
from multiprocessing.context import BaseContext
from typing import Protocol, TypeVar

T = TypeVar("T")
R = TypeVar("R")


class Executor(Protocol):
    def map_unordered(self, fn: Callable[[T], R], tasks: Sequence[T]) -> Iterator[R]:
        """``fn(task)`` for every task, yielded as each finishes."""
        ...


class InProcess:
    """Runs the tasks one after another here: no start-up cost, one core."""

    workers = 1

    def map_unordered(self, fn: Callable[[T], R], tasks: Sequence[T]) -> Iterator[R]:
        for task in tasks:
            yield fn(task)


class LocalProcesses:
    """Runs the tasks on ``workers`` local processes.

    Processes are forked when this process runs a single thread (a plain script needs no
    ``if __name__ == "__main__"`` guard, and games registered at run time are there), and
    spawned afresh otherwise (forking a process with threads, a progress bar's for one, can
    deadlock the child); ``start_method`` chooses explicitly. Either way the tasks and their
    results are the same.
    """

    def __init__(self, workers: int, start_method: str | None = None) -> None:
        if workers < 1:
            raise ValueError(f"workers must be at least 1, not {workers}")
        self.workers = workers
        self.start_method = start_method

    def _context(self) -> BaseContext:
        method = self.start_method
        if method is None:
            alone = threading.active_count() == 1
            method = (
                "fork" if alone and "fork" in multiprocessing.get_all_start_methods() else "spawn"
            )
        return multiprocessing.get_context(method)

    def map_unordered(self, fn: Callable[[T], R], tasks: Sequence[T]) -> Iterator[R]:
        with ProcessPoolExecutor(max_workers=self.workers, mp_context=self._context()) as pool:
            futures = [pool.submit(fn, task) for task in tasks]
            try:
                for future in as_completed(futures):
                    yield future.result()
            finally:
                for future in futures:
                    future.cancel()


def local(workers: int) -> Executor:
    """The executor for ``--workers K``: this process for 1, else ``K`` local processes."""
    return InProcess() if workers <= 1 else LocalProcesses(workers)
