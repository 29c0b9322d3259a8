"""Fits the search's bid laws (``exact_bids.BidLaw``) to OpenSpiel's ISMCTS bids.

Deals OpenSpiel's ``oh_hell`` (4 players, ``--tricks`` cards) as ``peer_oh_hell.py`` does and has
OpenSpiel's ISMCTS bot make every bid (``--seconds`` a bid, its own resampler or, with
``--ismcts-worlds uniform``, uniform worlds). For each form of law (a card's betters counted in
the whole pack, or among the cards dealt) it finds the likeliest offset, slope and spread
(Nelder-Mead) and prints the mean log-likelihood a bid with a choice (natural log; higher is
better) under each fitted law, under every law of ``BID_LAWS``, and under a uniform choice. A
bid's chance is the core's own (``_core.bids_weight`` with that bid alone), so the numbers are
those the search weighs its worlds by.

    python benchmarks/bid_law.py [--deals 200] [--seed 901] [--seconds 0.25]
        [--ismcts-worlds openspiel|uniform]
"""

from __future__ import annotations

import argparse
import json
import math
from dataclasses import dataclass

from bid_likelihood import arguments, ismcts_deals
from scipy.optimize import minimize

from followsuit import _core
from followsuit.bots.search.exact_bids import BID_LAWS, BidLaw, dealt_hands
from followsuit.bots.search.worlds import world_setting
from followsuit.games.oh_hell.state import OhHellDeal


@dataclass(frozen=True)
class Bid:
    """A bid with a choice: the play's start (for the core's rules), every hand as dealt, the
    bidder, its bid and how many bids it could choose among."""

    position: _core.Position
    hands: list[int]
    seat: int
    made: int
    choices: int


def collect(args: argparse.Namespace) -> list[Bid]:
    bids: list[Bid] = []
    for twin, auction in ismcts_deals(args):
        ours = twin.ours
        assert isinstance(ours, OhHellDeal)
        setting = world_setting(ours)
        assert setting is not None, "the play starts after the bids"
        hands = dealt_hands(ours)
        for view, made in auction:
            if len(view["legal"]) > 1:
                bids.append(Bid(setting[3], hands, view["seat"], int(made), len(view["legal"])))
    return bids


def chance(bid: Bid, law: BidLaw) -> float:
    """The chance of ``bid`` by ``law``, as the search weighs a world by it."""
    alone: list[int | None] = [None] * len(bid.hands)
    alone[bid.seat] = bid.made
    return _core.bids_weight(
        bid.position,
        hands=bid.hands,
        bids=alone,
        seat=(bid.seat + 1) % len(bid.hands),  # the weight of every bid but this seat's
        bid_model=law.numbers,
        bid_among=law.among,
    )


def mean_log_likelihood(bids: list[Bid], law: BidLaw) -> float:
    return sum(math.log(max(chance(b, law), 1e-300)) for b in bids) / len(bids)


def fit(bids: list[Bid], among: str, start: BidLaw) -> BidLaw:
    """The likeliest law of the form ``among`` (Nelder-Mead from ``start``'s numbers)."""

    def loss(x: list[float]) -> float:
        offset, slope, spread = x
        return -mean_log_likelihood(bids, BidLaw(offset, slope, abs(spread) + 1e-3, among))  # type: ignore[arg-type]

    found = minimize(loss, [start.offset, start.slope, start.spread], method="Nelder-Mead")
    offset, slope, spread = (float(v) for v in found.x)
    return BidLaw(round(offset, 2), round(slope, 2), round(abs(spread) + 1e-3, 2), among)  # type: ignore[arg-type]


def main() -> None:
    args = arguments(__doc__.splitlines()[0], deals=200).parse_args()
    bids = collect(args)
    fitted = {among: fit(bids, among, BID_LAWS["self-play"]) for among in ("pack", "dealt")}
    print(
        json.dumps(
            {
                "bids": len(bids),
                "uniform": round(sum(-math.log(b.choices) for b in bids) / len(bids), 3),
                "fitted": {
                    among: {
                        "law": list(law.numbers),
                        "mean log-likelihood": round(mean_log_likelihood(bids, law), 3),
                    }
                    for among, law in fitted.items()
                },
                "BID_LAWS": {
                    name: round(mean_log_likelihood(bids, law), 3) for name, law in BID_LAWS.items()
                },
            },
            indent=1,
        )
    )


if __name__ == "__main__":
    main()
