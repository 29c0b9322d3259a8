"""Resumable output: an interrupted run started again does not redo finished batches, and gives
what an uninterrupted run gives; a directory of another run is refused."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path
from typing import TypeVar

import pytest

from followsuit.errors import OptionError
from followsuit.sim import InProcess, prepare, run
from followsuit.sim.batches import sample_json
from followsuit.sim.simulate import check_out

T = TypeVar("T")
R = TypeVar("R")


class Interrupted(Exception):
    """Stands for a run stopped part-way (Ctrl-C, a lost machine)."""


class StopsAfter:
    """Runs tasks here, and stops the run after ``limit`` of them."""

    workers = 1

    def __init__(self, limit: int) -> None:
        self.limit = limit

    def map_unordered(self, fn: Callable[[T], R], tasks: Sequence[T]) -> Iterator[R]:
        for done, task in enumerate(tasks):
            if done == self.limit:
                raise Interrupted
            yield fn(task)


class Counting(InProcess):
    """Runs tasks here and counts them."""

    def __init__(self) -> None:
        self.ran = 0

    def map_unordered(self, fn: Callable[[T], R], tasks: Sequence[T]) -> Iterator[R]:
        for task in tasks:
            self.ran += 1
            yield fn(task)


def as_json(samples: Sequence[object]) -> str:
    return json.dumps([sample_json(s) for s in samples])  # type: ignore[arg-type]


def test_a_restarted_run_plays_only_the_unfinished_batches(tmp_path: Path) -> None:
    plan = prepare("oh-hell", deals=10, bots="random", seed=7)
    with pytest.raises(Interrupted):
        run(plan, executor=StopsAfter(3), batch_size=2, out=tmp_path)
    assert len(list((tmp_path / "batches").glob("*.json"))) == 3
    counting = Counting()
    resumed = run(plan, executor=counting, batch_size=2, out=tmp_path)
    assert counting.ran == 2  # 5 batches, 3 already finished
    whole = run(plan, executor=InProcess(), batch_size=2)
    assert as_json(resumed.samples) == as_json(whole.samples)
    assert resumed.summary() == whole.summary()


def test_the_first_batch_size_is_kept_whatever_the_restart_asks(tmp_path: Path) -> None:
    plan = prepare("spades", deals=6, bots="random", seed=2)
    with pytest.raises(Interrupted):
        run(plan, executor=StopsAfter(1), batch_size=3, out=tmp_path)
    counting = Counting()
    resumed = run(plan, executor=counting, batch_size=1, out=tmp_path)
    assert counting.ran == 1
    assert [s.index for s in resumed.samples] == list(range(6))


def test_a_finished_run_started_again_plays_nothing(tmp_path: Path) -> None:
    plan = prepare("beyond", deals=4, bots="random", seed=5)
    first = run(plan, executor=InProcess(), out=tmp_path)
    counting = Counting()
    again = run(plan, executor=counting, out=tmp_path)
    assert counting.ran == 0
    assert as_json(first.samples) == as_json(again.samples)


def test_a_directory_of_another_run_is_refused(tmp_path: Path) -> None:
    run(prepare("spades", deals=2, bots="random", seed=1), out=tmp_path)
    with pytest.raises(OptionError, match="another run"):
        run(prepare("spades", deals=2, bots="random", seed=2), out=tmp_path)


def test_the_directory_is_checked_before_the_run_without_writing_to_it(tmp_path: Path) -> None:
    """What a command checks before its progress starts: the run's own directory passes,
    another run's is refused, and a directory not yet used is left as it was."""
    plan = prepare("spades", deals=2, bots="random", seed=1)
    check_out(plan, tmp_path / "new")
    assert not (tmp_path / "new").exists()
    run(plan, out=tmp_path)
    check_out(plan, tmp_path)
    with pytest.raises(OptionError, match="another run"):
        check_out(prepare("spades", deals=2, bots="random", seed=2), tmp_path)
    with pytest.raises(OptionError, match="is a file"):
        check_out(plan, tmp_path / "run.json")


def test_a_half_written_batch_file_is_not_a_finished_batch(tmp_path: Path) -> None:
    plan = prepare("spades", deals=4, bots="random", seed=3)
    run(plan, executor=InProcess(), batch_size=2, out=tmp_path)
    (tmp_path / "batches" / "2-4.json").rename(tmp_path / "batches" / "2-4.json.partial")
    counting = Counting()
    run(plan, executor=counting, batch_size=2, out=tmp_path)
    assert counting.ran == 1
