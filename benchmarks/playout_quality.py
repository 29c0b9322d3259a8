"""How good a playout is at choosing a card: the core's native playouts against the game's
heuristic bot playing the world out in Python, both judged by the exact solver.

Positions are taken from random deals once only trick play remains, where the solver finishes
within its cap (so every card's exact value is known). In each, a method values every legal
card and picks the best; its *regret* is the exact value of the exact best card less that of
its pick (0 when it picks a best card), in the seat's ``value`` units (``bots.search.value``).
The methods see the whole world, as PIMC's playouts of one sampled world do.

    python benchmarks/playout_quality.py [--games spades oh-hell ...] [--positions 60]
        [--runs 1 4 16]
"""

from __future__ import annotations

import argparse
import statistics
import time
from random import Random

from followsuit import games
from followsuit.bots import make_bot
from followsuit.bots.search.rollout import Playout, policy_bots
from followsuit.bots.search.value import score_index, value
from followsuit.bots.search.worlds import WorldSolver, world_setting
from followsuit.engine import Game, State


def positions(game: Game, wanted: int, rng: Random, worlds: WorldSolver) -> list[State]:
    """Solvable trick-play positions with more than one legal card, from random deals."""
    found: list[State] = []
    while len(found) < wanted:
        deal = game.new_deal(seed=rng.randrange(2**31))
        bots = [
            make_bot("heuristic", game, Random(rng.randrange(2**31))) for _ in range(game.players)
        ]
        while deal.to_act is not None and len(found) < wanted:
            if (
                world_setting(deal) is not None
                and len(deal.legal_actions()) > 1
                and rng.random() < 0.3
            ):
                worlds.begin()
                if worlds.values(deal) is not None:
                    found.append(deal.clone())
            deal.apply(bots[deal.to_act].act(deal.view(deal.to_act)))
    return found


def heuristic_values(game: Game, state: State, runs: int, rng: Random) -> dict[str, float]:
    """Each legal card's mean value over ``runs`` heuristic playouts in Python after it."""
    seat = state.to_act
    assert seat is not None
    mine = score_index(game, seat)
    playout = Playout(policy_bots(game, rng), games.spec(game.name).settle)
    result = {}
    for text in state.legal_actions():
        total = 0.0
        for _ in range(runs):
            after = state.clone()
            after.apply(text)
            scores = playout.finish(after)
            assert scores is not None
            total += value(scores, mine)
        result[str(text)] = total / runs
    return result


def regret(exact: dict[str, float], guessed: dict[str, float]) -> float:
    pick = max(guessed, key=lambda text: guessed[text])
    return max(exact.values()) - exact[pick]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--games", nargs="*", default=["spades", "oh-hell", "beyond", "10-bridge", "nineteen"]
    )
    parser.add_argument("--positions", type=int, default=60)
    parser.add_argument("--runs", type=int, nargs="*", default=[1, 4, 16])
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    print(
        "| game | method | runs a card | positions | mean regret | best picked | CPU ms/position |"
    )
    print("| --- | --- | --- | --- | --- | --- | --- |")
    for name in args.games:
        game = games.load(name)
        rng = Random(args.seed)
        worlds = WorldSolver(game)
        found = positions(game, args.positions, rng, worlds)
        exact = []
        for state in found:
            worlds.begin()
            values = worlds.values(state)
            assert values is not None
            exact.append(values)
        for method in ("heuristic", "native"):
            for runs in args.runs:
                regrets = []
                began = time.process_time()
                for number, (state, best) in enumerate(zip(found, exact, strict=True)):
                    if method == "native":
                        worlds.begin()
                        guessed = worlds.playout_values(state, runs, seed=number)
                        assert guessed is not None
                    else:
                        guessed = heuristic_values(game, state, runs, Random(number))
                    regrets.append(regret(best, guessed))
                spent = (time.process_time() - began) / len(found) * 1000
                picked = sum(r <= 1e-9 for r in regrets) / len(regrets)
                print(
                    f"| {name} | {method} | {runs} | {len(found)} | {statistics.mean(regrets):.2f} "
                    f"| {picked:.0%} | {spent:.2f} |",
                    flush=True,
                )


if __name__ == "__main__":
    main()
