"""Deals per second of ``simulate`` with 1 and 2 workers, as local processes and on Ray.

Each executor plays the same seeded deals (so the same work), timed by the wall clock from the
first batch sent to the last one back; a local Ray cluster is started (and warmed up with a
small run) before its timing, so its start-up is not counted. The executors take turns for
``--rounds`` rounds and each one's best time is kept, as the least disturbed by other work on
a shared machine. The samples of every executor are checked to be the same. A benchmark
prints numbers; nothing asserts a time:

    python benchmarks/scale.py --game spades --deals 600 --bots heuristic --rounds 3
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
    parser.add_argument("--deals", type=int, default=600)
    parser.add_argument("--bots", default="heuristic")
    parser.add_argument("--batch-size", type=int, default=25)
    parser.add_argument("--rounds", type=int, default=3, help="interleaved rounds; best kept")
    parser.add_argument("--no-ray", action="store_true", help="time local processes only")
    args = parser.parse_args()
    plan_args: dict[str, object] = {
        "game": args.game,
        "deals": args.deals,
        "bots": args.bots,
        "seed": 2024,
    }
    print(f"{args.game}, {args.deals} deals, bots {args.bots}, batches of {args.batch_size}")
    print(f"machine: {os.cpu_count()} CPUs, load average {os.getloadavg()[0]:.1f} at the start")
    labels = ["local, 1 worker (this process)", "local, 2 worker processes"]
    if not args.no_ray:
        labels += ["Ray local cluster, 1 CPU", "Ray local cluster, 2 CPUs"]
    best: dict[str, float] = {}
    reference = None
    same = True
    for _ in range(args.rounds):
        for label in labels:
            executor = make(label)
            if isinstance(executor, RayCluster):
                timed({**plan_args, "deals": 4}, executor, 1)  # start the cluster and workers
            seconds, samples = timed(plan_args, executor, args.batch_size)
            if isinstance(executor, RayCluster):
                executor.close()
            reference = samples if reference is None else reference
            same = same and samples == reference
            best[label] = min(seconds, best.get(label, seconds))
    base = args.deals / best[labels[0]]
    for label in labels:
        rate = args.deals / best[label]
        print(f"  {label:32} {rate:8.1f} deals/s  ({best[label]:6.2f} s)  {rate / base:.2f}x")
    print("every executor gave the same samples" if same else "SAMPLES DIFFER")
    print(f"load average {os.getloadavg()[0]:.1f} at the end")


def make(label: str) -> Executor:
    if label.startswith("Ray"):
        return RayCluster("local", 2 if "2 CPUs" in label else 1)
    return LocalProcesses(2) if "2 worker" in label else InProcess()


if __name__ == "__main__":
    main()
