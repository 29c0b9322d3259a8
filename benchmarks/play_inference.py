"""How much Oh Hell's card play says of the hands: the play weight of the deal itself against the
worlds the resampler draws, for each ``miss``.

Four bots (the heuristic, or the search bot at ``--samples``) play five-card, four-handed Oh Hell
by OpenSpiel's rules (the peer match's game). At every card play after the first three cards,
``--worlds`` worlds are drawn from the seat's view and each, and the deal itself, weighed by
``exact_bids.play_weight`` (each other seat playing as the core's policy means to for its own
bid, but for a card at random with chance ``miss``). The mean of log(weight of the deal / mean
weight of the worlds) is the information the weight brings, in nats a card play: above 0 where
the deal is favoured. ``ess`` is the worlds' effective sample size as a share of them (what the
weighing costs the search in worlds).

    python benchmarks/play_inference.py --deals 30 --players heuristic|search [--samples 16]
        [--worlds 40] [--seed 7] [--misses 0.2,0.35,0.5,0.7,0.9]
"""

from __future__ import annotations

import argparse
import json
import math
import statistics
from random import Random

from followsuit.bots import make_bot
from followsuit.bots.search import Budget, SearchBot
from followsuit.bots.search.exact_bids import play_weight
from followsuit.engine import Bot, Game
from followsuit.games import load

PLAYERS, TRICKS = 4, 5


def players(kind: str, game: Game, rng: Random, samples: int) -> list[Bot]:
    """The four bots of a deal."""
    if kind == "search":
        budget = Budget(seconds=None, samples=samples)
        return [SearchBot(game, Random(rng.getrandbits(32)), budget=budget) for _ in range(4)]
    return [make_bot(kind, game, Random(rng.getrandbits(32))) for _ in range(4)]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--deals", type=int, default=30)
    parser.add_argument("--players", choices=("heuristic", "search"), default="heuristic")
    parser.add_argument("--samples", type=int, default=16)
    parser.add_argument("--worlds", type=int, default=40)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--misses", default="0.2,0.35,0.5,0.7,0.9")
    args = parser.parse_args()
    misses = [float(m) for m in args.misses.split(",")]
    game = load("oh-hell", players=PLAYERS, hand_sizes=(TRICKS,))
    rng = Random(args.seed)
    gains: dict[float, list[float]] = {m: [] for m in misses}
    shares: dict[float, list[float]] = {m: [] for m in misses}
    for _ in range(args.deals):
        deal = game.new_deal(seed=rng.getrandbits(32), dealer=PLAYERS - 1)
        bots = players(args.players, game, rng, args.samples)
        while deal.to_act is not None:
            seat = deal.to_act
            view = deal.view(seat)
            if sum(kind == "play" for _, kind, _, _ in deal.log.entries) >= 3:
                worlds = [game.sample_state(view, rng) for _ in range(args.worlds)]
                for m in misses:
                    weights = [play_weight(w, seat, m) for w in worlds]
                    mean = statistics.mean(weights)
                    true = play_weight(deal, seat, m)
                    gains[m].append(math.log(true / mean) if true > 0 else -math.inf)
                    ess = sum(weights) ** 2 / sum(w * w for w in weights)
                    shares[m].append(ess / len(weights))
            deal.apply(bots[seat].act(view))
    for m in misses:
        xs = gains[m]
        error = statistics.stdev(xs) / math.sqrt(len(xs))
        row = {
            "miss": m,
            "card plays": len(xs),
            "nats": round(statistics.mean(xs), 3),
            "se": round(error, 3),
            "ess": round(statistics.mean(shares[m]), 2),
        }
        print(json.dumps(row))


if __name__ == "__main__":
    main()
