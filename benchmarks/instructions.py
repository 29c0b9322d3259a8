"""Machine instructions per whole deal, counted by valgrind: a measure the neighbours' load on a
shared machine cannot move. Compare a change's count before and after it.

    python benchmarks/instructions.py spades            # followsuit's Spades, random playouts
    python benchmarks/instructions.py spades --openspiel  # OpenSpiel's spades, the same way
    python benchmarks/instructions.py spades --openspiel --driver legal_actions
    python benchmarks/instructions.py spades --views    # the view path: a view before each action

It runs this file under ``valgrind --tool=callgrind`` twice, playing 0 and then ``--deals``
deals after the same warm-up, and prints the difference per deal. Needs valgrind; slow (a
minute or so). The counts are of the interpreter and OpenSpiel's C++ alike, so their ratio is
close to, not the same as, the ratio of times.
"""

from __future__ import annotations

import argparse
import os
import re
import subprocess
import sys
from random import Random

from followsuit.sim.bench import DRIVERS

OPENSPIEL_PARAMETERS = {"oh_hell": {"players": 4, "num_tricks_fixed": 10}}


def play(game_name: str, openspiel: bool, deals: int, driver: str, views: bool = False) -> None:
    """Warm up, then play ``deals`` random deals (what valgrind counts); with ``views``, the
    view path (``play_random_deal_with_views``: the seat to act's view before each action)."""
    from followsuit.sim.bench import play_random_deal, play_random_deal_with_views

    if openspiel:
        import pyspiel

        name = game_name.replace("-", "_")
        game = pyspiel.load_game(name, OPENSPIEL_PARAMETERS.get(name, {}))
        player = DRIVERS[driver]
    else:
        from followsuit.games import load

        game = load(game_name)
        player = play_random_deal_with_views if views else play_random_deal  # type: ignore[assignment]
    player(game, Random(1))
    rng = Random(7)
    for _ in range(deals):
        player(game, rng)


def count(game_name: str, openspiel: bool, deals: int, driver: str, views: bool = False) -> int:
    command = [
        "valgrind",
        "--tool=callgrind",
        "--callgrind-out-file=/dev/null",
        sys.executable,
        __file__,
        game_name,
        "--deals",
        str(deals),
        "--inside",
        "--driver",
        driver,
    ]
    command += (["--openspiel"] if openspiel else []) + (["--views"] if views else [])
    env = dict(os.environ, PYTHONHASHSEED="0")
    done = subprocess.run(command, capture_output=True, text=True, env=env, check=True)
    found = re.search(r"Collected : (\d+)", done.stderr)
    assert found is not None, done.stderr[-2000:]
    return int(found.group(1))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game", nargs="?", default="spades")
    parser.add_argument("--deals", type=int, default=100)
    parser.add_argument("--openspiel", action="store_true")
    parser.add_argument("--driver", choices=sorted(DRIVERS), default="chance_outcomes")
    parser.add_argument(
        "--views", action="store_true", help="count the view path: a view before each action"
    )
    parser.add_argument("--inside", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.inside:
        play(args.game, args.openspiel, args.deals, args.driver, args.views)
        return
    if args.views and args.openspiel:
        parser.error("--views counts followsuit's view path: not with --openspiel")
    base = count(args.game, args.openspiel, 0, args.driver, args.views)
    total = count(args.game, args.openspiel, args.deals, args.driver, args.views)
    engine = f"OpenSpiel ({args.driver})" if args.openspiel else "followsuit"
    path = " (view path)" if args.views else ""
    print(
        f"{engine} {args.game}{path}: "
        f"{(total - base) / args.deals / 1000:,.0f}k instructions a deal"
    )


if __name__ == "__main__":
    main()
