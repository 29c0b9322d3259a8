"""followsuit's Spades and Oh Hell beside OpenSpiel's, timed in turns, best of several rounds.

On a shared machine one timing swings with the neighbours' load; timing the engines in turns
and keeping each one's best round makes their ratio steadier than ``followsuit bench`` alone.
OpenSpiel is driven both ways ``followsuit bench`` drives it: chance steps drawn from
``chance_outcomes()`` (the usual way, ratio1) or from ``legal_actions()`` (the fastest, ratio2).

    python benchmarks/compare.py [--rounds 7] [--seconds 1]
"""

from __future__ import annotations

import argparse
import time
from collections.abc import Callable
from random import Random
from typing import Any

import pyspiel

from followsuit.games import load
from followsuit.sim.bench import DRIVERS, play_random_deal


def deals_per_second(play: Callable[[Any, Random], int], game: Any, seconds: float) -> float:
    rng = Random(1)
    deals = 0
    start = time.process_time()
    while time.process_time() - start < seconds:
        play(game, rng)
        deals += 1
    return deals / (time.process_time() - start)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=7)
    parser.add_argument("--seconds", type=float, default=1.0)
    args = parser.parse_args()
    pairs = [
        ("spades", load("spades"), pyspiel.load_game("spades")),
        (
            "oh-hell",
            load("oh-hell"),
            pyspiel.load_game("oh_hell", {"players": 4, "num_tricks_fixed": 10}),
        ),
    ]
    for name, ours, theirs in pairs:
        runs: dict[str, list[float]] = {"followsuit": [], **{driver: [] for driver in DRIVERS}}
        for _ in range(args.rounds):
            runs["followsuit"].append(deals_per_second(play_random_deal, ours, args.seconds))
            for driver, play in DRIVERS.items():
                runs[driver].append(deals_per_second(play, theirs, args.seconds))
        best = {k: max(v) for k, v in runs.items()}
        mine = best.pop("followsuit")
        print(
            f"{name:8} followsuit {mine:6,.0f} deals/s | OpenSpiel "
            + " | ".join(
                f"{rate:6,.0f} ({driver}) {mine / rate:.2f}x" for driver, rate in best.items()
            )
        )


if __name__ == "__main__":
    main()
