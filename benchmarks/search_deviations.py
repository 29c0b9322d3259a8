"""Where the search bot leaves the heuristic's choice, is it right? A low-noise check.

Deals are played heuristic against heuristic; at every decision with a choice (the last eight
tricks excepted) the search bot (``--samples`` a move, no time limit) is asked too. Where it
would leave the heuristic's choice, both moves are played out from the *true* position by the
heuristic, over ``--evals`` shuffles of the stock's unseen cards (nobody knows their order, so
any shuffle is as likely as the deal's own), paired: the mean gain of search's move over the
heuristic's, for the seat to act, with its standard error. The search's own samples guess the
hidden hands; this check does not, so it shows what the guessing costs.

    python benchmarks/search_deviations.py --samples 4 --evals 32 --deals 8 --seed 2

(``--every-decision``: the decisions the game leaves to its heuristic are searched too, as
they all were when Bézique's leads were measured.)
"""

from __future__ import annotations

import argparse
import math
from random import Random

from followsuit import games
from followsuit.bots import make_bot
from followsuit.bots.search import Budget, SearchBot
from followsuit.bots.search.value import score_index, value
from followsuit.engine import View


def kind(view: View) -> str:
    if view["phase"] == "declare":
        return "declare"
    trick = view["trick"]
    return "follow" if trick and trick["cards"] else "lead"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="bezique")
    parser.add_argument("--samples", type=int, default=4)
    parser.add_argument("--evals", type=int, default=32)
    parser.add_argument("--deals", type=int, default=8)
    parser.add_argument("--seed", type=int, default=2)
    parser.add_argument(
        "--every-decision",
        action="store_true",
        help="search the decisions the game leaves to its heuristic too (Bézique's leads)",
    )
    args = parser.parse_args()
    game = games.load(args.game)
    found: list[tuple[str, float, float]] = []
    for index in range(args.deals):
        rng = Random(args.seed * 1000 + index)
        order = list(range(len(game.pack)))
        rng.shuffle(order)
        state = game.deal_from_order(order, 0, game.initial_carry())
        heuristic = [make_bot("heuristic", game, Random(index * 3 + s)) for s in (0, 1)]
        search = SearchBot(
            game,
            Random(index),
            budget=Budget(seconds=None, samples=args.samples),
            every_decision=args.every_decision,
        )
        playout = search.search.playout
        moves = 0
        while (seat := state.to_act) is not None:
            view = state.view(seat)
            if len(view["legal"]) > 1 and not view["details"]["last_eight"]:
                moves += 1
                search.act(view)
                thought = search.last
                assert thought is not None
                if thought.how == "sampled":
                    mine = score_index(game, seat)
                    shuffle = Random(index * 1000 + moves)
                    diffs = []
                    for _ in range(args.evals):
                        base = state.clone()
                        rest = base.stock.remaining()  # type: ignore[attr-defined]
                        shuffle.shuffle(rest)
                        base.stock.order, base.stock.at = tuple(rest), 0  # type: ignore[attr-defined]
                        worth = []
                        for text in (thought.choice, thought.anchor):
                            played = base.clone()
                            played.apply(text)
                            scores = playout.finish(played)
                            assert scores is not None
                            worth.append(value(scores, mine))
                        diffs.append(worth[0] - worth[1])
                    mean = sum(diffs) / len(diffs)
                    spread = sum((d - mean) ** 2 for d in diffs) / (len(diffs) - 1)
                    error = math.sqrt(spread / len(diffs))
                    found.append((kind(view), mean, error))
                    print(
                        f"deal {index} {kind(view):7s} {thought.anchor:>14s} -> "
                        f"{thought.choice:>14s}  gain {mean:+7.1f} ± {error:5.1f}",
                        flush=True,
                    )
            state.apply(heuristic[seat].act(view))
    print(f"{args.deals} deals, both seats, {args.samples} samples a move:")
    for which in ("lead", "follow", "declare", "all"):
        chosen = [f for f in found if which in ("all", f[0])]
        if chosen:
            mean = sum(f[1] for f in chosen) / len(chosen)
            error = math.sqrt(sum(f[2] ** 2 for f in chosen)) / len(chosen)
            print(f"  {which:7s} {len(chosen):3d} moves changed, gain {mean:+.2f} ± {error:.2f}")


if __name__ == "__main__":
    main()
