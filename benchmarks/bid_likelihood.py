"""How well the Oh Hell heuristic predicts OpenSpiel's ISMCTS bids: the model behind the search
bot's inference from the bids (``bots.search.sampling``, ``SHARPNESS`` and ``FLOOR``).

Deals OpenSpiel's ``oh_hell`` (4 players, ``--tricks`` cards) as ``peer_oh_hell.py`` does and has
OpenSpiel's ISMCTS bot make every bid (``--seconds`` a bid, its own resampler or, with
``--ismcts-worlds uniform``, uniform worlds). For each bid with a choice, the heuristic is given
the bidder's view; the summary is the mean log-likelihood a bid (natural log; higher is better)
of the bids made under each model, against the uniform choice among the legal bids:

- ``guess, miss m``: the heuristic's own bid, every other bid ``m`` to the power of its
  distance from it (the inference's form for calls with no stated chances);
- ``chances^s + f``: the heuristic's stated chances of each bid (``call_chances``), plus ``f``,
  to the power ``s``, as a share of all the legal bids' (the form Oh Hell's inference uses).

    python benchmarks/bid_likelihood.py [--deals 150] [--seed 901] [--seconds 0.25]
        [--ismcts-worlds openspiel|uniform]
"""

from __future__ import annotations

import argparse
import json
import math
from collections.abc import Callable, Iterator
from random import Random

from peer_oh_hell import TimedISMCTS

from followsuit.engine import View
from followsuit.games.oh_hell.bot import HeuristicBot
from followsuit.interop.spiel_oh_hell import TwinDeal

Bid = tuple[dict[str, float], str, str]
"""A bid with a choice: the heuristic's chances of each legal bid, its own bid, the bid made."""


def ismcts_deals(args: argparse.Namespace) -> Iterator[tuple[TwinDeal, list[tuple[View, str]]]]:
    """Each of ``--deals`` deals bid by OpenSpiel's ISMCTS bot (``--seconds`` a bid, its own
    resampler or ``--ismcts-worlds uniform``): the deal at the play's start, and each bid with
    the view of the seat that made it."""
    for deal in range(args.deals):
        rng = Random(args.seed * 1_000_003 + deal)
        order = list(range(52))
        rng.shuffle(order)
        twin = TwinDeal(4, args.tricks, order)
        uniform = args.ismcts_worlds == "uniform"
        auction: list[tuple[View, str]] = []
        while twin.to_act is not None and twin.ours.bids[twin.to_act] is None:
            view = twin.view(twin.to_act)
            bot = TimedISMCTS(
                twin.spiel_game, args.seconds, rng.getrandbits(31), 5.0, True, uniform
            )
            made = twin.spiel_action_text(bot.step(twin.spiel))
            auction.append((view, made))
            twin.apply(made)
        yield twin, auction


def collect(args: argparse.Namespace) -> list[Bid]:
    bids: list[Bid] = []
    heuristic = HeuristicBot(Random(args.seed))
    for _, auction in ismcts_deals(args):
        for view, made in auction:
            chances = heuristic.call_chances(view)
            if len(view["legal"]) > 1 and chances is not None:
                bids.append((chances, heuristic.act(view), made))
    return bids


def mean_log_likelihood(bids: list[Bid], weight: Callable[[Bid, str], float]) -> float:
    total = 0.0
    for bid in bids:
        weights = {text: weight(bid, text) for text in bid[0]}
        total += math.log(weights[bid[2]] / sum(weights.values()))
    return total / len(bids)


def arguments(description: str, deals: int) -> argparse.ArgumentParser:
    """The options of a script that has OpenSpiel's bot bid ``--deals`` deals."""
    parser = argparse.ArgumentParser(description=description)
    parser.add_argument("--deals", type=int, default=deals)
    parser.add_argument("--seed", type=int, default=901)
    parser.add_argument("--tricks", type=int, default=5)
    parser.add_argument("--seconds", type=float, default=0.25)
    parser.add_argument("--ismcts-worlds", choices=("openspiel", "uniform"), default="openspiel")
    return parser


def main() -> None:
    args = arguments(__doc__.splitlines()[0], deals=150).parse_args()
    bids = collect(args)
    models: dict[str, Callable[[Bid, str], float]] = {"uniform": lambda bid, text: 1.0}
    for miss in (0.2, 0.3, 0.5, 0.7):
        models[f"guess, miss {miss}"] = lambda bid, text, m=miss: m ** abs(int(text) - int(bid[1]))
    for sharpness in (1.0, 2.0, 3.0):
        for floor in (0.0, 0.02):
            models[f"chances^{sharpness:g} + {floor:g}"] = lambda bid, text, s=sharpness, f=floor: (
                (bid[0][text] + f) ** s or 1e-12
            )
    print(
        json.dumps(
            {
                "bids": len(bids),
                "heuristic's guess right": round(sum(b[1] == b[2] for b in bids) / len(bids), 3),
                "mean log-likelihood a bid": {
                    name: round(mean_log_likelihood(bids, weight), 3)
                    for name, weight in models.items()
                },
            },
            indent=1,
        )
    )


if __name__ == "__main__":
    main()
