"""Deals per second of ``simulate`` with 1 and 2 workers, as local processes and on Ray.

Each executor plays the same seeded deals (so the same work), timed by the wall clock from the
first batch sent to the last one back; a local Ray cluster is started (and warmed up with a
small run) before its timing, so its start-up is not counted. The samples of every executor
are checked to be the same. A benchmark prints numbers; nothing asserts a time:

    python benchmarks/scale.py --game spades --deals 2000 --bots heuristic
"""

from __future__ import annotations

import argparse
import os
import time

from followsuit.sim import InProcess, LocalProcesses, prepare, run
from followsuit.sim.executors import Executor, RayCluster


def timed(
    plan_args: dict[str, object], executor: Executor, batch_size: int
) -> tuple[float, object]:
    plan = prepare(**plan_args)  # type: ignore[arg-type]
    start = time.perf_counter()
    done = run(plan, executor=executor, batch_size=batch_size)
    return time.perf_counter() - start, done.samples


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--game", default="spades")
    parser.add_argument("--deals", type=int, default=2000)
    parser.add_argument("--bots", default="heuristic")
    parser.add_argument("--batch-size", type=int, default=50)
    parser.add_argument("--no-ray", action="store_true", help="time local processes only")
    args = parser.parse_args()
    plan_args: dict[str, object] = {
        "game": args.game,
        "deals": args.deals,
        "bots": args.bots,
        "seed": 2024,
    }
    print(f"{args.game}, {args.deals} deals, bots {args.bots}, batches of {args.batch_size}")
    print(f"machine: {os.cpu_count()} CPUs, load average {os.getloadavg()[0]:.1f}")
    executors: list[tuple[str, Executor]] = [
        ("local, 1 worker (this process)", InProcess()),
        ("local, 2 worker processes", LocalProcesses(2)),
    ]
    clusters: list[RayCluster] = []
    if not args.no_ray:
        for workers in (1, 2):
            cluster = RayCluster("local", workers)
            executors.append((f"Ray local cluster, {workers} CPU(s)", cluster))
            clusters.append(cluster)
    reference = None
    rows = []
    for label, executor in executors:
        if isinstance(executor, RayCluster):
            warm = {**plan_args, "deals": 4}
            timed(warm, executor, 1)  # start the cluster and its workers
        seconds, samples = timed(plan_args, executor, args.batch_size)
        if isinstance(executor, RayCluster):
            executor.close()
        if reference is None:
            reference = samples
        same = "same samples" if samples == reference else "DIFFERENT SAMPLES"
        rows.append((label, args.deals / seconds, seconds, same))
        print(f"  {label:34} {args.deals / seconds:8.1f} deals/s  ({seconds:6.2f} s, {same})")
    base = rows[0][1]
    print(
        "speed-up over one local worker: " + ", ".join(f"{r[0]}: {r[1] / base:.2f}x" for r in rows)
    )


if __name__ == "__main__":
    main()
