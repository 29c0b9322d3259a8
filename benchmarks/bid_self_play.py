"""Oh Hell bids in self-play: which way of judging a bid scores best under the search's own play.

Four search bots play five-card, four-handed Oh Hell by OpenSpiel's rules (the game of
``peer_oh_hell.py``), their cards by PIMC at a fixed ``--samples`` (the deterministic mode, so
the load does not matter). At every bid each way of judging the bid is asked for its choice:

- ``pimc``: PIMC over heuristic playouts of the deal (``native_bids=None``, the default before);
- ``policy``: the native judge, the play by the core's fast policy (the search bot's default);
- ``random``: the native judge, the play at random (as OpenSpiel's bot values its bids);
- asked for (``--judges``): ``winners``, the later bids by their likely winners, ``ucb``, the
  candidates chosen by UCB1, ``weighed``, each world counted by how likely the bids already
  made are from its hands, and ``law``, weighed so and the later bids drawn from the same law,
  each with the policy's play.

The seat then bids one of them at random, so that the deal shows what each would have scored:
``pimc``'s bid with chance ``--keep`` (0.4), else one of the policy judge's three best bids,
each alike. Each judge's mean deal score for the bidder is estimated from the bids that agree
with its own, each weighted by one over the chance it had of being bid (self-normalised
importance sampling); the difference from ``pimc`` is paired deal by deal, its 95% interval
bootstrapped over deals. A judge whose bid had no chance of being bid in a record (outside
``pimc``'s bid and the policy judge's three best) is not estimated there: its ``support`` says
in what share of the bids it was.

    python benchmarks/bid_self_play.py --deals 700 --seed 1 --out FILE [--samples 64]
        [--judge-samples 32] [--keep 0.4]
        [--judges pimc,policy,random[,winners][,ucb][,weighed][,law]]
    python benchmarks/bid_self_play.py --analyse FILE [FILE ...]

Every bid goes to ``--out`` as a JSON line (appended) as soon as its deal is over, so runs with
other seeds may share a file and be analysed together.
"""

from __future__ import annotations

import argparse
import json
import statistics
import time
from collections.abc import Callable, Iterable
from random import Random
from typing import Any

from followsuit.bots.search import Budget, SearchBot
from followsuit.bots.search.exact_bids import NativeBids
from followsuit.games import load

JUDGES: dict[str, NativeBids | None] = {
    "pimc": None,
    "policy": NativeBids(later="random", play="policy"),
    "random": NativeBids(later="random", play="random"),
    "winners": NativeBids(later="winners", play="policy"),
    "ucb": NativeBids(later="random", play="policy", exploration=5.0),
    "weighed": NativeBids(later="random", play="policy", made="weighed"),
    "law": NativeBids(later="law", play="policy", made="weighed"),
}
"""The ways of judging a bid, by name: None is PIMC over heuristic playouts, the others the
native judge (``winners``: the later bids by their likely winners; ``ucb``: UCB1 with constant
5 over the candidates, the most tried the bid; ``weighed``: each world counted by how likely the
bids made are from its hands, ``exact_bids.BID_MODEL``; ``law``: weighed so, and the later bids
drawn from the same law)."""
ASKED = ("pimc", "policy", "random")
"""The judges asked by default (``--judges``); ``pimc`` and ``policy`` always are."""
TOP = 3
"""How many of the policy judge's best bids share the explored bids."""
PLAYERS, TRICKS = 4, 5


def judges(
    game: Any, rng: Random, names: tuple[str, ...], samples: int, judge_samples: int
) -> dict[str, SearchBot]:
    """One seat's bots, in the order of ``names``: ``pimc`` also plays the seat's cards; the
    native judges only bid."""
    return {
        name: SearchBot(
            game,
            Random(rng.getrandbits(64)),
            budget=Budget(seconds=None, samples=samples if name == "pimc" else judge_samples),
            native_bids=JUDGES[name],
        )
        for name in names
    }


def play(seed: int, number: int, args: argparse.Namespace) -> list[dict[str, Any]]:
    """One deal in self-play; each seat's bid record."""
    rng = Random(seed * 1_000_003 + number)
    game = load("oh-hell", players=PLAYERS, hand_sizes=(TRICKS,))
    deal = game.new_deal(seed=rng.getrandbits(32), dealer=PLAYERS - 1)
    seats = [
        judges(game, rng, args.judges, args.samples, args.judge_samples) for _ in range(PLAYERS)
    ]
    records: dict[int, dict[str, Any]] = {}
    while deal.to_act is not None:
        seat = deal.to_act
        view = deal.view(seat)
        bots = seats[seat]
        if view["phase"] != "bid":
            deal.apply(bots["pimc"].act(view))
            continue
        choices = {name: bot.act(view) for name, bot in bots.items()}
        thought = bots["policy"].last
        assert thought is not None and thought.how == "native"
        values = {text: tally.mean for text, tally in thought.tallies.items()}
        top = top_of(values)
        bid = choices["pimc"] if rng.random() < args.keep else rng.choice(top)
        records[seat] = {
            "seed": seed,
            "deal": number,
            "seat": seat,
            "hand": view["hand"],
            "turn_up": view["details"]["turn_up"],
            "earlier": [b for b in view["details"]["bids"] if b is not None],
            "choices": choices,
            "values": values,
            "bid": bid,
            "chance": chance(bid, choices["pimc"], top, args.keep),
        }
        deal.apply(bid)
    outcome = deal.outcome()
    for seat, record in records.items():
        record["tricks"] = outcome.result["tricks"][seat]
        record["score"] = float(outcome.scores[seat])
    return list(records.values())


def chance(bid: str, pimc: str, top: list[str], keep: float) -> float:
    """The chance that ``bid`` was bid: ``pimc``'s with ``keep``, else one of ``top`` alike."""
    return keep * (bid == pimc) + (1 - keep) * (bid in top) / len(top)


def estimate(records: list[dict[str, Any]], judge: str, taken: str = "bid") -> float:
    """The judge's mean score for the seat, by self-normalised importance sampling: each
    record where the judge's choice was the move ``taken`` weighted by one over its chance."""
    total = weight = 0.0
    for record in records:
        if record["choices"][judge] == record[taken]:
            total += record["score"] / record["chance"]
            weight += 1 / record["chance"]
    return total / weight if weight else float("nan")


def supported(record: dict[str, Any], judge: str) -> bool:
    """Whether the judge's bid had a chance of being bid in ``record`` (its ``top``: see
    ``analyse``)."""
    keep = record["choices"]["pimc"] == record["choices"][judge]
    return keep or record["choices"][judge] in record["top"]


def top_of(values: dict[str, float]) -> list[str]:
    """The policy judge's ``TOP`` best bids by its values, ties in the order of the bids."""
    return sorted(values, key=lambda text: -values[text])[:TOP]


def interval(xs: list[float]) -> tuple[float, float]:
    ordered = sorted(xs)
    return ordered[int(0.025 * len(ordered))], ordered[int(0.975 * len(ordered)) - 1]


def paired(
    judge: str,
    base: str,
    by_deal: dict[tuple[int, int], list[dict[str, Any]]],
    draws: list[list[tuple[int, int]]],
) -> tuple[float, list[float]]:
    """The judge's estimated mean score less ``base``'s, on the bids where both had a chance,
    and its bootstrap 95% interval over the deals ``draws`` resample."""

    def difference(records: list[dict[str, Any]]) -> float:
        kept = [r for r in records if supported(r, judge) and supported(r, base)]
        return estimate(kept, judge) - estimate(kept, base)

    point = difference([r for records in by_deal.values() for r in records])
    low, high = interval([difference([r for key in draw for r in by_deal[key]]) for draw in draws])
    return round(point, 3), [round(low, 3), round(high, 3)]


def analyse(records: list[dict[str, Any]], resamples: int = 1000) -> dict[str, Any]:
    """Each judge's estimated mean score, and its difference from ``pimc``'s (and, for the
    judges beyond the first three, from ``policy``'s) paired by deal with a bootstrap 95%
    interval over deals."""
    by_deal: dict[tuple[int, int], list[dict[str, Any]]] = {}
    for record in records:
        record["top"] = top_of(record["values"])  # once, not at every bootstrap draw
        by_deal.setdefault((record["seed"], record["deal"]), []).append(record)
    deals = list(by_deal)
    rng = Random(0)
    draws = [[rng.choice(deals) for _ in deals] for _ in range(resamples)]
    summary: dict[str, Any] = {"bids": len(records), "deals": len(deals), "judges": {}}
    for judge in records[0]["choices"]:
        kept = [r for r in records if supported(r, judge)]
        row: dict[str, Any] = {
            "score": round(estimate(kept, judge), 3),
            "support": round(len(kept) / len(records), 3),
            "same as pimc": round(
                statistics.mean(r["choices"][judge] == r["choices"]["pimc"] for r in records), 3
            ),
        }
        if judge != "pimc":
            row["minus pimc"], row["ci95"] = paired(judge, "pimc", by_deal, draws)
        if judge not in ASKED:
            row["minus policy"], row["ci95 policy"] = paired(judge, "policy", by_deal, draws)
        summary["judges"][judge] = row
    return summary


def read(paths: Iterable[str]) -> list[dict[str, Any]]:
    return [json.loads(line) for path in paths for line in open(path) if line.strip()]


def run(
    parser: argparse.ArgumentParser,
    play: Callable[[int, int, argparse.Namespace], list[dict[str, Any]]],
    analyse: Callable[[list[dict[str, Any]]], dict[str, Any]],
    refused: Callable[[argparse.Namespace], str | None],
) -> None:
    """The command line of a self-play script: with ``--analyse``, analyses those files; else
    (``--out`` needed, ``refused`` saying what else is wrong in the arguments) plays
    ``--deals`` deals of ``--seed``, appending each deal's records to ``--out`` as JSON lines
    when it is over (a count every ten deals), then analyses the file."""
    parser.add_argument("--out", help="the JSON-lines file the records are appended to")
    parser.add_argument("--analyse", nargs="+", metavar="FILE", help="only analyse these")
    args = parser.parse_args()
    if args.analyse:
        print(json.dumps(analyse(read(args.analyse))))
        return
    if not args.out:
        parser.error("--out is needed to play")
    wrong = refused(args)
    if wrong is not None:
        parser.error(wrong)
    started = time.perf_counter()
    with open(args.out, "a") as out:
        for number in range(args.deals):
            for record in play(args.seed, number, args):
                out.write(json.dumps(record) + "\n")
            out.flush()
            if (number + 1) % 10 == 0:
                elapsed = time.perf_counter() - started
                print(f"{number + 1} deals, {elapsed:.0f} s", flush=True)
    print(json.dumps(analyse(read([args.out]))))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--deals", type=int, default=700)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--samples", type=int, default=64, help="PIMC's samples a move")
    parser.add_argument("--judge-samples", type=int, default=32, help="the native judges'")
    parser.add_argument("--keep", type=float, default=0.4, help="chance of pimc's bid")
    parser.add_argument(
        "--judges",
        type=lambda text: tuple(text.split(",")),
        default=ASKED,
        help=f"the judges asked, comma-separated, among {', '.join(JUDGES)} (pimc and policy "
        "first, in that order)",
    )
    run(parser, play, analyse, refused)


def refused(args: argparse.Namespace) -> str | None:
    if args.judges[:2] != ("pimc", "policy") or not set(args.judges) <= set(JUDGES):
        return f"--judges: pimc,policy first, then any of {', '.join(JUDGES)}"
    return None


if __name__ == "__main__":
    main()
