"""Where a deal's time goes: ``new_deal``, the actions before the play, each card, and a view.

Random playouts of one game (default options), one core, each part timed alone (CPU time, the
fastest of several rounds): dealing (``new_deal``), the actions before the first card (bids,
passes, discards), each card of the play (legal actions, the driver's choice, ``apply``), a
view of the seat to act at each new position and the same view asked again there (what the
view memo saves), each from playouts with and without it; then a view at a new position by where
the deal stands (before the play, at its first card, later in the play), each view timed
alone by the wall clock. A benchmark prints numbers; nothing asserts a time.

    python benchmarks/breakdown.py [spades] [--deals 1500] [--rounds 5]
"""

from __future__ import annotations

import argparse
import time
from collections.abc import Callable
from random import Random

from followsuit import games
from followsuit.engine import Game, State

clock = time.process_time


def fastest(work: Callable[[], float], rounds: int) -> float:
    """The smallest of ``rounds`` results of ``work`` (seconds per unit it reports)."""
    return min(work() for _ in range(rounds))


def before_play(game: Game, rng: Random, deals: int) -> list[State]:
    """Deals played up to their first card (random actions), kept for the card timing."""
    states = []
    for _ in range(deals):
        state = game.new_deal(rng=rng)
        while not state.is_over and state.phase != "play":
            state.apply(rng.choice(state.legal_actions()))
        states.append(state)
    return states


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game", nargs="?", default="spades")
    parser.add_argument("--deals", type=int, default=1500)
    parser.add_argument("--rounds", type=int, default=5)
    args = parser.parse_args()
    game = games.load(args.game)
    deals = args.deals

    def dealing() -> float:
        rng = Random(1)
        start = clock()
        for _ in range(deals):
            game.new_deal(rng=rng)
        return (clock() - start) / deals

    def up_to_play() -> float:
        start = clock()
        before_play(game, Random(1), deals)
        return (clock() - start) / deals

    cards_played = [0]

    def cards() -> float:
        states = [state.clone() for state in before_play(game, Random(1), deals)]
        rng = Random(2)
        played = 0
        start = clock()
        for state in states:
            while not state.is_over:
                state.apply(rng.choice(state.legal_actions()))
                played += 1
        cards_played[0] = played
        return (clock() - start) / max(played, 1)

    def playouts(views: int) -> Callable[[], float]:
        """Seconds an action of random playouts asking ``views`` views of the seat to act
        before each action."""

        def work() -> float:
            rng = Random(3)
            actions = 0
            start = clock()
            for _ in range(deals // 3):
                state = game.new_deal(rng=rng)
                while not state.is_over:
                    for _ in range(views):
                        state.view(state.to_act)
                    state.apply(rng.choice(state.legal_actions()))
                    actions += 1
            return (clock() - start) / actions

        return work

    phases = ("before the play", "the play's first card", "later in the play")

    def views_by_phase() -> dict[str, float]:
        """Seconds a view of the seat to act at a new position, by where the deal stands."""
        spent = dict.fromkeys(phases, 0.0)
        asked = dict.fromkeys(phases, 0)
        rng = Random(4)
        for _ in range(deals // 3):
            state = game.new_deal(rng=rng)
            cards = 0
            while not state.is_over:
                seat = state.to_act
                state.legal_actions()  # worked out for the driver either way: not the view's
                where = phases[0] if state.phase != "play" else phases[min(cards, 1) + 1]
                cards += state.phase == "play"
                start = time.perf_counter()
                state.view(seat)
                spent[where] += time.perf_counter() - start
                asked[where] += 1
                state.apply(rng.choice(state.legal_actions()))
        return {where: spent[where] / asked[where] for where in phases if asked[where]}

    new_deal = fastest(dealing, args.rounds)
    upto = fastest(up_to_play, args.rounds)
    card = fastest(cards, args.rounds)
    per_deal = cards_played[0] / deals
    print(f"{game.name}, default options; CPU time, fastest of {args.rounds} rounds")
    print(f"new_deal                          {new_deal * 1e6:8.1f} us")
    print(f"actions before the play           {(upto - new_deal) * 1e6:8.1f} us a deal")
    print(f"each card ({per_deal:.0f} a deal)             {card * 1e6:8.2f} us")
    print(f"a whole deal (the sum)            {(upto + card * per_deal) * 1e6:8.1f} us")
    bare, one, two = (fastest(playouts(n), args.rounds) for n in (0, 1, 2))
    print(f"a view at a new position          {(one - bare) * 1e6:8.2f} us")
    print(f"the same view asked again         {(two - one) * 1e6:8.2f} us")
    rounds = [views_by_phase() for _ in range(args.rounds)]
    for where in rounds[0]:
        each = min(round_[where] for round_ in rounds)
        print(f"  a new view, {where + ':':<22}{each * 1e6:8.2f} us (wall clock)")


if __name__ == "__main__":
    main()
