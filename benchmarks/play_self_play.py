"""Oh Hell card play in self-play: which way of choosing a card scores best in the search's play.

Four search bots play five-card, four-handed Oh Hell by OpenSpiel's rules (the game of
``peer_oh_hell.py``), bidding as the search bot does by default, at a fixed ``--samples`` (the
deterministic mode, so the load does not matter). At every card play with a choice, each way of
choosing a card (a *judge*) is asked for its card:

- ``pimc``: the default search bot (PIMC, every world solved max^n, each seat for its own score);
- ``more``: the same at four times the samples (how much more worlds are worth);
- ``tree``: the card tree with solved finishes (``play="ismcts"``, only the searching seat's
  choices in the tree, the deal below it solved max^n: strategy fusion put off);
- ``setter``: the searching seat playing in every world for its score less the others' mean
  (``utility="searcher-mean"``);
- ``paranoid``: every world solved paranoid (the others against the searching seat);
- ``inference``: the worlds weighted by how likely each other seat's bid is (``miss=0.5``);
- ``play-inference``: the worlds weighted by how likely the cards the others have played are,
  were each to play as the core's policy means to for its own bid, but for a card at random
  with chance 0.7 (``play_miss=0.7``);
- ``ties``: where every world was solved and cards tie at the top, the best of them by native
  playouts of the core's fast policy rather than the heuristic's card (``tie_break="policy"``);
- ``ties-for``: the max^n solve breaks a seat's ties between cards worth the same to it in favour
  of the searching seat (``ties="for"``), not against it;
- ``ties-even``: each card's vector the mean of the two solves, against and for
  (``ties="even"``): the others indifferent between cards help and hurt the seat alike.

With ``--same-worlds`` every judge's generator is seeded alike at every decision, so the judges
draw the same worlds and differ only where their ways do (``more`` draws the same first worlds).
Where the judges disagree the seat plays ``pimc``'s card with chance ``--keep`` (0.5), else one of
the judges' distinct cards, each alike, and keeps the chance with the card, so that each judge's
mean deal score for the seat can be estimated from the plays that agree with its own (each
weighted by one over its chance: self-normalised importance sampling), the seat playing as above
afterwards. Two judges are compared where the two chose differently (every judge with ``pimc``
and with each judge asked before it), paired by deal, a bootstrap over deals for the 95%
interval; ``per seat and deal`` scales that by how often they differ, the gain in a seat's deal
score were the judge to choose every card in place of the other.

    python benchmarks/play_self_play.py --deals 300 --seed 1 --out FILE [--samples 64]
        [--keep 0.5] [--judges pimc,more,tree,setter,paranoid,inference,play-inference,ties]
        [--same-worlds]
    python benchmarks/play_self_play.py --analyse FILE [FILE ...]

Every play where the judges disagree goes to ``--out`` as a JSON line (appended) as soon as its
deal is over, with a line a deal counting the seat's choices (``"decisions"``).
"""

from __future__ import annotations

import argparse
from collections.abc import Callable
from random import Random
from typing import Any

from bid_self_play import estimate, interval, run

from followsuit.bots.search import Budget, SearchBot
from followsuit.bots.search.card_tree import TreeOptions
from followsuit.engine import Game
from followsuit.games import load

Maker = Callable[[Game, Random, int], SearchBot]


def searcher(times: int = 1, **options: Any) -> Maker:
    """A judge: the search bot with ``options`` at ``times`` the run's samples."""

    def make(game: Game, rng: Random, samples: int) -> SearchBot:
        budget = Budget(seconds=None, samples=times * samples)
        return SearchBot(game, rng, budget=budget, **options)

    return make


JUDGES: dict[str, Maker] = {
    "pimc": searcher(),
    "more": searcher(times=4),
    "tree": searcher(play="ismcts", tree=TreeOptions(rollout="solve", nodes="searcher")),
    "setter": searcher(utility="searcher-mean"),
    "paranoid": searcher(reduction="paranoid"),
    "inference": searcher(miss=0.5),
    "play-inference": searcher(play_miss=0.7),
    "ties": searcher(tie_break="policy"),
    "ties-for": searcher(ties="for"),
    "ties-even": searcher(ties="even"),
}
"""The ways of choosing a card, by name (module doc)."""
PLAYERS, TRICKS = 4, 5


def play(seed: int, number: int, args: argparse.Namespace) -> list[dict[str, Any]]:
    """One deal in self-play; each disagreement's record and one record counting decisions."""
    rng = Random(seed * 1_000_003 + number)
    game = load("oh-hell", players=PLAYERS, hand_sizes=(TRICKS,))
    deal = game.new_deal(seed=rng.getrandbits(32), dealer=PLAYERS - 1)
    seats = [
        {
            name: JUDGES[name](game, Random(rng.getrandbits(64)), args.samples)
            for name in args.judges
        }
        for _ in range(PLAYERS)
    ]
    records: list[dict[str, Any]] = []
    decisions = [0] * PLAYERS
    while deal.to_act is not None:
        seat = deal.to_act
        view = deal.view(seat)
        bots = seats[seat]
        if view["phase"] != "play" or len(view["legal"]) == 1:
            deal.apply(bots["pimc"].act(view))
            continue
        decisions[seat] += 1
        if args.same_worlds:
            common = rng.getrandbits(64)
            for bot in bots.values():
                bot.rng.seed(common)  # in place: the bot's playout bots hold the same generator
        choices = {name: bot.act(view) for name, bot in bots.items()}
        cards = sorted(set(choices.values()))
        if len(cards) == 1:
            deal.apply(cards[0])
            continue
        card = choices["pimc"] if rng.random() < args.keep else rng.choice(cards)
        records.append(
            {
                "seed": seed,
                "deal": number,
                "seat": seat,
                "trick": sum(view["tricks_won"]) + 1,
                "bid": view["details"]["bids"][seat],
                "won": view["tricks_won"][seat],
                "hand": view["hand"],
                "choices": choices,
                "card": card,
                "chance": chance(card, choices["pimc"], cards, args.keep),
            }
        )
        deal.apply(card)
    outcome = deal.outcome()
    for record in records:
        record["score"] = float(outcome.scores[record["seat"]])
    count = {"seed": seed, "deal": number, "decisions": decisions, "judges": list(args.judges)}
    return [*records, count]


def chance(card: str, pimc: str, cards: list[str], keep: float) -> float:
    """The chance that ``card`` was played: ``pimc``'s with ``keep``, else one of ``cards``."""
    return keep * (card == pimc) + (1 - keep) / len(cards)


def gains(
    judge: str,
    base: str,
    by_deal: dict[tuple[int, int], list[dict[str, Any]]],
    keys: list[tuple[int, int]],
) -> tuple[float, float, int]:
    """The judge's estimated gain over ``base`` on the plays of the deals ``keys`` where the two
    differ, that gain scaled to a seat's deal (times the differing plays a seat and deal), and
    how many plays differ."""
    kept = [r for key in keys for r in by_deal[key] if r["choices"][judge] != r["choices"][base]]
    gain = estimate(kept, judge, "card") - estimate(kept, base, "card")
    return gain, gain * len(kept) / max(1, PLAYERS * len(keys)), len(kept)


def analyse(lines: list[dict[str, Any]], resamples: int = 1000) -> dict[str, Any]:
    """Each judge against each judge before it (``pimc`` first) where the two differ: the
    gain in the seat's deal score, its bootstrap 95% interval over deals, how often they
    differ and the gain scaled by it (``per seat and deal``)."""
    by_deal: dict[tuple[int, int], list[dict[str, Any]]] = {}
    seat_deals = decisions = 0
    names: list[str] = []
    for line in lines:
        key = (line["seed"], line["deal"])
        by_deal.setdefault(key, [])
        if "decisions" in line:
            seat_deals += PLAYERS
            decisions += sum(line["decisions"])
            names = line["judges"]
        else:
            by_deal[key].append(line)
    deals = list(by_deal)
    rng = Random(0)
    draws = [[rng.choice(deals) for _ in deals] for _ in range(resamples)]
    summary: dict[str, Any] = {"deals": len(deals), "seat-deals": seat_deals}
    summary["decisions"] = decisions
    for at, judge in enumerate(names):
        for base in names[:at]:
            gain, per_deal, differs = gains(judge, base, by_deal, deals)
            sampled = [gains(judge, base, by_deal, draw) for draw in draws]
            summary[f"{judge} - {base}"] = {
                "differs": differs,
                "share of decisions": round(differs / max(1, decisions), 3),
                "gain where it differs": round(gain, 3),
                "ci95": [round(x, 3) for x in interval([g for g, _, _ in sampled])],
                "per seat and deal": round(per_deal, 3),
                "ci95 per seat and deal": [
                    round(x, 3) for x in interval([d for _, d, _ in sampled])
                ],
            }
    return summary


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--deals", type=int, default=300)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--samples", type=int, default=64, help="PIMC's samples a move")
    parser.add_argument("--keep", type=float, default=0.5, help="chance of pimc's card")
    parser.add_argument(
        "--judges",
        type=lambda text: tuple(text.split(",")),
        default=tuple(JUDGES),
        help=f"the judges asked, comma-separated, pimc first, among {', '.join(JUDGES)}",
    )
    parser.add_argument(
        "--same-worlds",
        action="store_true",
        help="seed every judge's generator alike at every decision, so that they draw the same "
        "worlds (their differences then only their own)",
    )
    run(parser, play, analyse, refused)


def refused(args: argparse.Namespace) -> str | None:
    if args.judges[0] != "pimc" or not set(args.judges) <= set(JUDGES):
        return f"--judges: pimc first, then any of {', '.join(JUDGES)}"
    return None


if __name__ == "__main__":
    main()
