"""Where batches run: in this process, in local worker processes, or on a Ray cluster.

An executor runs a function over independent tasks and yields the results in any order; the
caller puts them back in order, so every executor gives the same answer for the same tasks.
Any batch function fits (a simulation's, an arena's): executors know nothing of games.
"""

from __future__ import annotations

import importlib
import multiprocessing
import os
import re
import socket
import threading
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import ProcessPoolExecutor, as_completed
from multiprocessing.context import BaseContext
from typing import Any, Protocol, TypeVar

from followsuit.errors import RunError

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


RAY_ADDRESS = re.compile(
    r"(ray://)?[A-Za-z0-9.\-]+:[0-9]{1,5}|(ray://)?\[[0-9A-Fa-f:]+\]:[0-9]{1,5}"
)
"""A running Ray cluster's address: ``host:port`` or ``ray://host:port`` (an IPv6 host in
brackets)."""


class RayCluster:
    """Runs the tasks on a Ray cluster (the ``ray`` extra): ``"local"`` starts one on this
    machine with ``workers`` CPUs, listening on 127.0.0.1 only and without the dashboard;
    an address (``ray://host:10001``, ``host:6379`` or ``auto``) joins a running one.

    Ray is started when the first tasks run and shut down by :meth:`close` only if this
    executor started it. Workers must be able to import followsuit (installed on every node).
    """

    def __init__(self, address: str = "local", workers: int | None = None) -> None:
        if workers is not None and workers < 1:
            raise ValueError(f"workers must be at least 1, not {workers}")
        if address not in ("local", "auto") and not RAY_ADDRESS.fullmatch(address):
            raise RunError(
                f"not a Ray address: {address!r} (local, auto, host:port or ray://host:port)"
            )
        self.address = address
        self.workers = workers or 1
        self.started = False

    @staticmethod
    def require() -> Any:
        """The ``ray`` module; ImportError saying what to install if it is missing."""
        try:
            import ray
        except ImportError as error:
            raise ImportError("--ray needs Ray: pip install 'followsuit[ray]'") from error
        return ray

    def _connect(self) -> Any:
        ray = self.require()
        if not ray.is_initialized():
            if self.address == "local":
                loopback_only()
                ray.init(
                    num_cpus=self.workers,
                    include_dashboard=False,
                    _node_ip_address="127.0.0.1",
                    log_to_driver=False,
                    configure_logging=False,
                )
            else:
                if self.address != "auto":
                    answers(self.address)
                ray.init(address=self.address, log_to_driver=False, configure_logging=False)
            self.started = True
        return ray

    def map_unordered(self, fn: Callable[[T], R], tasks: Sequence[T]) -> Iterator[R]:
        ray = self._connect()
        remote = ray.remote(num_cpus=1)(_call)
        shared = ray.put(fn)
        pending = [remote.remote(shared, task) for task in tasks]
        try:
            while pending:
                done, pending = ray.wait(pending, num_returns=1)
                for ref in done:
                    yield ray.get(ref)
        finally:
            for ref in pending:
                ray.cancel(ref)

    def close(self) -> None:
        """Shut Ray down if this executor started it."""
        if self.started:
            import ray

            ray.shutdown()
            self.started = False


def _call(fn: Callable[[T], R], task: T) -> R:
    """What a Ray task runs: ``fn`` (any callable, a batch function or a wrapped one)."""
    return fn(task)


LOOPBACK_SWITCH = "RAY_ENABLE_WINDOWS_OR_OSX_CLUSTER"
"""Ray's switch between a single-machine node (loopback address: "0") and a cluster node."""


def loopback_only() -> None:
    """Make the local Ray node take 127.0.0.1 as its address, so that its servers listen on
    the loopback interface only: set for the processes Ray starts, and for this one if Ray
    is already imported (it reads the switch on import)."""
    os.environ[LOOPBACK_SWITCH] = "0"
    constants: Any = importlib.import_module("ray._private.ray_constants")
    constants.ENABLE_RAY_CLUSTER = False


def local(workers: int) -> Executor:
    """The executor for ``--workers K``: this process for 1, else ``K`` local processes."""
    return InProcess() if workers <= 1 else LocalProcesses(workers)


REACH_SECONDS = 5.0
"""How long a Ray cluster's address has to answer before ``--ray ADDRESS`` is refused (Ray's
own connection retries go on for minutes, and name an address of its own)."""


def answers(address: str) -> None:
    """Refuse (``RunError``) a Ray cluster's address where nothing answers within
    :data:`REACH_SECONDS`, naming the address as given."""
    host, _, port = address.removeprefix("ray://").rpartition(":")
    try:
        socket.create_connection((host.strip("[]"), int(port)), timeout=REACH_SECONDS).close()
    except OSError as error:
        reason = error.strerror or type(error).__name__
        raise RunError(f"--ray {address}: no Ray cluster answers there ({reason})") from None


def executor_for(workers: int = 1, ray: str | None = None) -> Executor:
    """The executor for ``--workers K`` and ``--ray local|ADDRESS``."""
    return local(workers) if ray is None else RayCluster(ray, workers)
