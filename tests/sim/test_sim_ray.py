"""Ray: the same seed gives identical results with 1 and 2 local workers and on a local Ray
cluster (started once for this module, two CPUs, loopback only, shut down at the end)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

pytest.importorskip("ray", reason="the ray extra is not installed")

import ray

from followsuit.sim import simulate
from followsuit.sim.executors import RayCluster

pytestmark = pytest.mark.xdist_group("ray")
"""One test process runs this module, so one cluster serves it (``--dist loadgroup``)."""


MIXED = "heuristic,random,heuristic,random"


@pytest.fixture(scope="module")
def cluster() -> Iterator[RayCluster]:
    executor = RayCluster("local", workers=2)
    yield executor
    executor.close()
    assert not ray.is_initialized()


def test_one_and_two_workers_and_ray_give_identical_results(cluster: RayCluster) -> None:
    one = simulate("spades", deals=8, bots="random", seed=31, workers=1)
    two = simulate("spades", deals=8, bots="random", seed=31, workers=2)
    on_ray = simulate("spades", deals=8, bots="random", seed=31, executor=cluster)
    assert one.samples == two.samples == on_ray.samples
    assert one.summary() == on_ray.summary()


def test_matches_on_ray_are_the_matches_played_here(cluster: RayCluster) -> None:
    here = simulate(
        "oh-hell", matches=2, bots="heuristic,random,heuristic,random", seed=4, max_deals=3
    )
    there = simulate(
        "oh-hell",
        matches=2,
        bots=MIXED,
        seed=4,
        max_deals=3,
        executor=cluster,
    )
    assert here.samples == there.samples


def test_the_local_cluster_is_on_the_loopback_address_only(cluster: RayCluster) -> None:
    simulate("beyond", deals=2, bots="random", seed=1, executor=cluster)
    nodes = ray.nodes()
    assert [node["NodeManagerAddress"] for node in nodes] == ["127.0.0.1"]
    assert cluster.started


def test_a_ray_run_resumes_from_its_directory(cluster: RayCluster, tmp_path: Path) -> None:
    first = simulate("spades", deals=6, bots="random", seed=9, executor=cluster, out=tmp_path)
    again = simulate("spades", deals=6, bots="random", seed=9, workers=1, out=tmp_path)
    assert first.samples == again.samples
