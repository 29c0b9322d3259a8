"""Arena on Ray: the same seed gives the same duplicate deals on a local Ray cluster (two
CPUs, loopback only, shut down at the end) as with one and two local workers."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

pytest.importorskip("ray", reason="the ray extra is not installed")

import ray

from followsuit.sim.arena import arena
from followsuit.sim.executors import RayCluster

pytestmark = pytest.mark.xdist_group("ray")
"""One test process runs this module, so one cluster serves it (``--dist loadgroup``)."""


@pytest.fixture(scope="module")
def cluster() -> Iterator[RayCluster]:
    executor = RayCluster("local", workers=2)
    yield executor
    executor.close()
    assert not ray.is_initialized()


def test_one_and_two_workers_and_ray_give_identical_deals(cluster: RayCluster) -> None:
    one = arena("spades", bots="heuristic,random", deals=6, seed=13, workers=1)
    two = arena("spades", bots="heuristic,random", deals=6, seed=13, workers=2)
    on_ray = arena("spades", bots="heuristic,random", deals=6, seed=13, executor=cluster)
    assert one.deals == two.deals == on_ray.deals
    assert one.summary().difference == on_ray.summary().difference


def test_an_arena_on_ray_resumes_here(cluster: RayCluster, tmp_path: Path) -> None:
    first = arena(
        "oh-hell", bots="random,heuristic", deals=4, seed=2, executor=cluster, out=tmp_path
    )
    again = arena("oh-hell", bots="random,heuristic", deals=4, seed=2, out=tmp_path)
    assert first.deals == again.deals
