"""Seeded deals played by the search bot in seat 0 against the heuristic, for the tests of
what search does at each of its decisions."""

from __future__ import annotations

from collections.abc import Callable
from random import Random

from followsuit import games
from followsuit.bots.search import Budget, SearchBot
from followsuit.bots.search.pimc import Thought
from followsuit.engine import Game, View

Seen = list[tuple[View, Thought | None, str]]
"""Each of search's views, its thought (None: one legal action) and the heuristic's choice
for that view."""


def search_deal(
    game: Game,
    seed: int,
    enough: Callable[[Seen], bool] | None = None,
    every_decision: bool = False,
) -> Seen:
    """A seeded deal with search (4 samples a move, no time limit; ``every_decision``, the
    bot's) in seat 0 against the heuristic, to its end or until ``enough`` of what was seen
    (asked after each of search's moves)."""
    rng = Random(seed)
    order = list(range(len(game.pack)))
    rng.shuffle(order)
    state = game.deal_from_order(order, 0, game.initial_carry())
    make = games.spec(game.name).heuristic
    assert make is not None
    search = SearchBot(
        game,
        Random(seed),
        budget=Budget(seconds=None, samples=4),
        every_decision=every_decision,
    )
    heuristic = make(game, Random(seed + 1))
    seen: Seen = []
    while (seat := state.to_act) is not None:
        view = state.view(seat)
        if seat == 0:
            text = search.act(view)
            thought = search.last if len(view["legal"]) > 1 else None
            seen.append((view, thought, make(game, Random(seed + 2)).act(view)))
            if enough is not None and enough(seen):
                break
        else:
            text = heuristic.act(view)
        state.apply(text)
    return seen
