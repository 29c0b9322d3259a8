"""Peer match on Oh Hell: followsuit's search bot against OpenSpiel's ``ISMCTSBot``.

Both play OpenSpiel's rules (``oh_hell`` with a fixed hand size, ``--players`` 4 or 3) through
the bridge :class:`followsuit.interop.spiel_oh_hell.TwinDeal`: our bot gets followsuit views,
OpenSpiel's bot OpenSpiel states, and every action is played and checked in both engines.
``--bot heuristic`` puts the game's heuristic bot in our seats instead, for comparison.
Equal wall time per move: the search bot's budget is ``--seconds`` a move and ISMCTS runs
simulations until the same time is up (OpenSpiel's bot counts simulations, not time, so a
subclass swaps its loop for a timed one; everything else is OpenSpiel's: UCT, random
rollouts, the max-visit final policy, its own resampling). Each deal is played once per
rotation of the seats, so each bot holds every hand; a deal's result is the search bot's
mean score minus ISMCTS's, averaged over the rotations.

    python benchmarks/peer_oh_hell.py [--deals 40] [--players 4] [--tricks 5] [--seconds 0.25]
        [--bot search|heuristic|...] [--reduction paranoid|maxn] [--utility own|mean]
        [--bids playouts|play]
"""

from __future__ import annotations

import argparse
import json
import math
import statistics
import time
from random import Random
from typing import Any

import numpy as np
import pyspiel
from open_spiel.python.algorithms import ismcts, mcts

from followsuit.bots import make_bot
from followsuit.bots.search import Budget, SearchBot
from followsuit.engine import Bot, Game
from followsuit.interop.spiel_oh_hell import TwinDeal


class TimedISMCTS(ismcts.ISMCTSBot):  # type: ignore[misc]
    """OpenSpiel's ISMCTS bot with its simulation loop bounded by wall time per move."""

    def __init__(self, game: Any, seconds: float, seed: int, uct_c: float) -> None:
        rng = np.random.RandomState(seed)
        evaluator = mcts.RandomRolloutEvaluator(n_rollouts=1, random_state=rng)
        super().__init__(game, evaluator, uct_c, max_simulations=1, random_state=rng)
        self.seconds = seconds
        self.simulations = 0

    def run_search(self, state: Any) -> Any:
        self.reset()
        legal = state.legal_actions()
        if len(legal) == 1:
            return [(legal[0], 1.0)]
        self._root_node = self.create_new_node(state)
        deadline = time.perf_counter() + self.seconds
        while True:
            self.run_simulation(self.sample_root_state(state))
            self.simulations += 1
            if time.perf_counter() >= deadline:
                break
        return self.get_final_policy(state, self._root_node)


def seatings(players: int) -> list[list[bool]]:
    """For each rotation, which seats the search bot holds: alternate seats with an even
    number of players (two rotations), one seat in turn with an odd number."""
    if players % 2 == 0:
        return [[(seat + r) % 2 == 0 for seat in range(players)] for r in range(2)]
    return [[seat == r for seat in range(players)] for r in range(players)]


def ours(args: argparse.Namespace, game: Game, rng: Random) -> Bot:
    """Our bot for a seat, by name; a search bot thinks ``--seconds`` a move
    (``search-ismcts``: the search bot choosing by its ISMCTS rather than PIMC)."""
    if args.bot == "search-ismcts":
        return SearchBot(game, rng, budget=Budget(seconds=args.seconds), method="ismcts")
    if args.bot == "search" and (args.confidence, args.reduction, args.bids) != (None,) * 3:
        options: dict[str, Any] = {}
        if args.confidence is not None:
            options["confidence"] = args.confidence
        if args.reduction is not None:
            options["reduction"] = args.reduction
            options["utility"] = args.utility
        if args.bids is not None:
            options["simulate_bids"] = args.bids == "play"
        return SearchBot(game, rng, budget=Budget(seconds=args.seconds), **options)
    return make_bot(args.bot, game, rng, seconds=args.seconds)


def play(
    args: argparse.Namespace, deal: int, search: list[bool], times: dict[str, list[float]]
) -> float:
    """One deal with the search bot in the seats ``search`` marks; its mean score minus the
    other bot's."""
    rng = Random(args.seed * 1_000_003 + deal)
    order = list(range(52))
    rng.shuffle(order)
    twin = TwinDeal(args.players, args.tricks, order)
    bots: list[Any] = [
        ours(args, twin.game, Random(rng.getrandbits(64)))
        if mine
        else TimedISMCTS(twin.spiel_game, args.seconds, rng.getrandbits(31), args.uct_c)
        for mine in search
    ]
    while twin.to_act is not None:
        seat = twin.to_act
        bot = bots[seat]
        started = time.perf_counter()
        if not isinstance(bot, TimedISMCTS):
            view = twin.view(seat)
            text = bot.act(view)
            kind = "ours"
            many = len(view["legal"]) > 1
        else:
            many = len(twin.spiel.legal_actions()) > 1
            text = twin.spiel_action_text(bot.step(twin.spiel))
            kind = "ismcts"
        if many:
            times[kind].append(time.perf_counter() - started)
            if isinstance(bot, TimedISMCTS):
                times["ismcts simulations"].append(bot.simulations)
                bot.simulations = 0
            elif isinstance(bot, SearchBot) and bot.last is not None:
                times["search playouts"].append(bot.last.playouts)
                times["search worlds solved"].append(bot.last.solved)
        twin.apply(text)
    scores = twin.scores()
    held = [s for s, mine in zip(scores, search, strict=True) if mine]
    others = [s for s, mine in zip(scores, search, strict=True) if not mine]
    return sum(held) / len(held) - sum(others) / len(others)


def quantiles(values: list[float]) -> dict[str, float]:
    ordered = sorted(values)
    if not ordered:
        return {}
    at = lambda q: ordered[min(len(ordered) - 1, int(q * len(ordered)))]  # noqa: E731
    return {"median": round(at(0.5), 3), "p90": round(at(0.9), 3), "max": round(ordered[-1], 3)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=40)
    parser.add_argument("--players", type=int, default=4, choices=(3, 4))
    parser.add_argument("--tricks", type=int, default=5)
    parser.add_argument("--seconds", type=float, default=0.25)
    parser.add_argument("--uct-c", type=float, default=5.0)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--bot", default="search", help="our bot (search, heuristic, ...)")
    parser.add_argument(
        "--confidence",
        type=float,
        default=None,
        help="the search bot's standard errors to leave the heuristic's move (default: its own)",
    )
    parser.add_argument(
        "--reduction",
        choices=("paranoid", "maxn"),
        default=None,
        help="how the search bot solves a world where seats play for themselves",
    )
    parser.add_argument(
        "--utility", choices=("own", "mean"), default="own", help="max^n: what each seat plays for"
    )
    parser.add_argument(
        "--bids",
        choices=("playouts", "play"),
        default=None,
        help="the search bot's bids judged by playouts or by solving the play after them",
    )
    args = parser.parse_args()
    times: dict[str, list[float]] = {
        "ours": [],
        "ismcts": [],
        "search playouts": [],
        "search worlds solved": [],
        "ismcts simulations": [],
    }
    diffs = []
    for deal in range(args.deals):
        rotations = [play(args, deal, search, times) for search in seatings(args.players)]
        diffs.append(statistics.mean(rotations))
        print(json.dumps({"deal": deal, "diff": round(diffs[-1], 3)}), flush=True)
    mean = statistics.mean(diffs)
    error = statistics.stdev(diffs) / math.sqrt(len(diffs)) if len(diffs) > 1 else math.inf
    print(
        json.dumps(
            {
                "game": f"oh_hell players={args.players} num_tricks_fixed={args.tricks}",
                "seconds_per_move": args.seconds,
                "deals": len(diffs),
                "ours": args.bot,
                "options": {
                    k: getattr(args, k) for k in ("confidence", "reduction", "utility", "bids")
                },
                "ours_minus_ismcts": round(mean, 3),
                "ci95": [round(mean - 1.96 * error, 3), round(mean + 1.96 * error, 3)],
                "per_move": {k: quantiles(v) for k, v in times.items()},
                "openspiel": pyspiel.__version__ if hasattr(pyspiel, "__version__") else "?",
            }
        )
    )


if __name__ == "__main__":
    main()
