"""Bots playing deals among themselves, for the designer statistics.

``python -m followsuit.games.beyond.selfplay 2000`` plays 2,000 deals with the heuristic bot in
every seat (dealer rotating) and prints the statistics table beside the text's figures.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Sequence
from random import Random
from typing import Any

from followsuit.engine import Bot
from followsuit.games.beyond.bot import HeuristicBot
from followsuit.games.beyond.duplicate import play_table
from followsuit.games.beyond.rules import BeyondGame, BeyondOptions
from followsuit.games.beyond.statistics import statistics


def play_deals(
    deals: int,
    *,
    seed: int | None = None,
    game: BeyondGame | None = None,
    make_bot: Callable[[int, Random], Bot] | None = None,
) -> list[dict[str, Any]]:
    """The results of ``deals`` deals played by bots through their views, dealer rotating."""
    game = game if game is not None else BeyondGame(BeyondOptions())
    rng = Random(seed)
    maker = make_bot if make_bot is not None else (lambda seat, r: HeuristicBot(r))
    bots: Sequence[Bot] = [maker(seat, Random(rng.random())) for seat in range(4)]
    results = []
    for number in range(deals):
        deal = game.new_deal(dealer=number % 4, rng=rng)
        play_table(deal, bots)
        results.append(deal.outcome().result)
    return results


def main(argv: Sequence[str]) -> None:
    deals = int(argv[0]) if argv else 2000
    seed = int(argv[1]) if len(argv) > 1 else 1
    rows = statistics(play_deals(deals, seed=seed))
    width = max(len(r[0]) for r in rows)
    print(f"{'what':{width}}  {'bots':>20}  the text")
    for what, measured, text in rows:
        print(f"{what:{width}}  {measured:>20}  {text}")


if __name__ == "__main__":
    main(sys.argv[1:])
