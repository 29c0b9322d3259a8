"""Samples per second of ``game.sample_state(view, rng)``: what a search bot pays per world.

Takes views from seeded random playouts of each game (a few presets each, at every stage of
the deal) and times resampling them, one core:

    python benchmarks/sampling.py            # every game, its default and a few presets
    python benchmarks/sampling.py --seconds 2
"""

from __future__ import annotations

import argparse
import time
from random import Random

from followsuit import games
from followsuit.engine import Game, View

CASES: list[tuple[str, str | None]] = [
    ("beyond", None),
    ("10-bridge", None),
    ("oh-hell", None),
    ("oh-hell", "simultaneous"),
    ("oh-hell", "atkinson-5"),
    ("spades", None),
    ("spades", "jokers-54"),
    ("spades", "pass-three"),
    ("spades", "mitchell"),
]


def views_of(game: Game, count: int, seed: int) -> list[View]:
    """Views of random positions (every stage of a deal, every seat)."""
    rng = Random(seed)
    views: list[View] = []
    while len(views) < count:
        deal = game.new_deal(rng=rng, dealer=rng.randrange(game.players))
        while not deal.is_over:
            if rng.random() < 0.1:
                views.append(deal.view(rng.randrange(game.players)))
            deal.apply(rng.choice(deal.legal_actions()))
    return views[:count]


def rate(game: Game, views: list[View], seconds: float) -> float:
    """Samples per second over ``views``, round robin, for about ``seconds``."""
    rng = Random(1)
    done = 0
    start = time.perf_counter()
    while True:
        for view in views:
            game.sample_state(view, rng)
        done += len(views)
        elapsed = time.perf_counter() - start
        if elapsed >= seconds:
            return done / elapsed


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seconds", type=float, default=1.0, help="time per case")
    parser.add_argument("--views", type=int, default=60, help="positions per case")
    args = parser.parse_args()
    print(f"{'game':<24} {'samples/s':>10}")
    for name, preset in CASES:
        game = games.load(name, preset=preset)
        views = views_of(game, args.views, seed=7)
        label = name if preset is None else f"{name}:{preset}"
        print(f"{label:<24} {rate(game, views, args.seconds):>10.0f}", flush=True)


if __name__ == "__main__":
    main()
