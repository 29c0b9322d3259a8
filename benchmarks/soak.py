"""The soak's long form: every game and every preset played to the end of a match through a
real server on 127.0.0.1 (HTTP and websockets), every route a client may use fetched at every
state, and the server's log read for faults; then 19 (every preset, half at random) and Grand
Bézique (dealt a hand for carte blanche) over more seeds, for half points, sparrows, slams,
contras, solos and carte blanche. Prints what it played and covered; exits 1 if the server
logged any fault.

    PYTHONPATH=src python benchmarks/soak.py            # about 6 CPU minutes
    PYTHONPATH=src python benchmarks/soak.py --seeds 3  # fewer seeds of 19 and Grand

The tables are those of tests/server/soaking.py (the short form is tests/server/test_soak.py).
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests" / "server"))

from soaking import Plan, Tally, every_preset, soak, watched_server

from followsuit import games

GRAND_SEEDS = (182, 190, 224, 297, 335, 366)
"""Seeds whose first deal of Grand Bézique gives a player no king, queen or jack (with the
dealer the soak chooses): carte blanche may be shown."""


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seeds", type=int, default=8, help="seeds of 19 and Grand Bézique")
    parser.add_argument("--quick", action="store_true", help="only 19 and Grand Bézique")
    args = parser.parse_args()
    plans = [] if args.quick else every_preset([1], ("hint", "mixed"))
    for turn, seed in enumerate(range(2, 2 + args.seeds)):
        for preset in games.spec("nineteen").presets:
            kind = ("seated", "bots")[seed % 2]
            plans.append(Plan("nineteen", preset, seed, "mixed", kind))
        grand = GRAND_SEEDS[turn] if turn < len(GRAND_SEEDS) else seed
        plans.append(Plan("bezique", "grand", grand, "hint", ("bots", "seated")[seed % 2]))
    tally = Tally()
    started = time.time()
    with (
        tempfile.TemporaryDirectory() as directory,
        watched_server(Path(directory) / "tables.sqlite3") as (server, faults),
    ):
        for number, plan in enumerate(plans, 1):
            soak(server, [plan], tally)
            if number % 10 == 0:
                print(f"{number}/{len(plans)} tables, {time.time() - started:.0f} s", flush=True)
    tally.faults += faults.seen
    print("\n".join(tally.lines()))
    print(f"wall time {time.time() - started:.0f} s")
    for fault in tally.faults[:20]:
        print("fault:", fault)
    return 1 if tally.faults else 0


if __name__ == "__main__":
    sys.exit(main())
