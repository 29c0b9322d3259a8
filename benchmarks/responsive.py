"""How long a search move takes, in CPU seconds and wall seconds, at each level.

For each game, whole deals are played with the search bot at a level (``search-easy``,
``search`` = medium, ``search-hard``) in one seat and the heuristic bot in the others; every
decision the search bot actually thinks about (more than one legal action) is timed with the
thread's CPU clock and the wall clock. A level's time per move is wall time, so on a loaded
machine a move gets less CPU than its seconds; the CPU column says what a move costs, the wall
column whether it ended on time (overrun: the share of moves that took longer than the level's
seconds). The load average is printed with the table: quote it with the numbers.

    python benchmarks/responsive.py [--games spades oh_hell ...] [--levels search search-hard]
        [--deals 2] [--seed 1]
"""

from __future__ import annotations

import argparse
import os
import statistics
import time
from random import Random

from followsuit import games
from followsuit.bots import make_bot
from followsuit.bots.search.levels import DEFAULT_LEVEL, LEVELS


def level_seconds(bot_name: str) -> float:
    """The seconds a move of the search bot ``bot_name`` may take."""
    level = bot_name.removeprefix("search-") if "-" in bot_name else DEFAULT_LEVEL
    seconds = LEVELS[level].seconds
    assert seconds is not None
    return seconds


def time_moves(
    name: str, bot_name: str, deals: int, rng: Random
) -> tuple[list[float], list[float]]:
    """CPU and wall seconds of each search decision over ``deals`` deals of game ``name``."""
    game = games.load(name)
    cpu: list[float] = []
    wall: list[float] = []
    for number in range(deals):
        deal = game.new_deal(seed=rng.randrange(2**31))
        searcher = number % game.players
        bots = [
            make_bot(
                bot_name if seat == searcher else "heuristic", game, Random(rng.randrange(2**31))
            )
            for seat in range(game.players)
        ]
        while deal.to_act is not None:
            seat = deal.to_act
            view = deal.view(seat)
            thinking = seat == searcher and len(deal.legal_actions()) > 1
            began_cpu, began_wall = time.thread_time(), time.perf_counter()
            action = bots[seat].act(view)
            if thinking:
                cpu.append(time.thread_time() - began_cpu)
                wall.append(time.perf_counter() - began_wall)
            deal.apply(action)
    return cpu, wall


def p90(values: list[float]) -> float:
    return statistics.quantiles(values, n=10)[-1] if len(values) > 1 else values[0]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", nargs="*", default=games.names())
    parser.add_argument("--levels", nargs="*", default=["search", "search-hard"])
    parser.add_argument("--deals", type=int, default=2)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    print(f"load average at start: {os.getloadavg()[0]:.2f}")
    print("| game | bot | s a move | moves | CPU p50 | CPU p90 | CPU max | wall p90 | overrun |")
    print("| --- | --- | --- | --- | --- | --- | --- | --- | --- |")
    for name in args.games:
        for bot_name in args.levels:
            seconds = level_seconds(bot_name)
            cpu, wall = time_moves(name, bot_name, args.deals, Random(args.seed))
            if not cpu:
                print(f"| {name} | {bot_name} | {seconds:g} | 0 | - | - | - | - | - |")
                continue
            late = sum(w > seconds for w in wall) / len(wall)
            print(
                f"| {name} | {bot_name} | {seconds:g} | {len(cpu)} | {statistics.median(cpu):.3f} "
                f"| {p90(cpu):.3f} | {max(cpu):.3f} | {p90(wall):.3f} | {late:.0%} |",
                flush=True,
            )
    print(f"load average at end: {os.getloadavg()[0]:.2f}")


if __name__ == "__main__":
    main()
