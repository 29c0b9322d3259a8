"""The native solver's trick values against the Python minimax on endings of real deals.

Spades (partnerships: the side's tricks) and Oh Hell (each seat for itself: the seat's tricks,
every other seat playing against it, as ``bots.exact`` documents), played at random
from a seeded match to the last few cards, some positions in the middle of a trick. The Python
minimax plays the deal through the engine itself: its rules, not the core's.
"""

from __future__ import annotations

from random import Random
from typing import Any

import pytest
from tests.native.tricks_oracle import minimax_tricks

from followsuit import games
from followsuit.bots.exact import position_values, side_of
from followsuit.engine.deal import Deal


def ending(game_name: str, seed: int, cards: int) -> Deal:
    """A deal of ``game_name`` played at random until at most ``cards`` cards a hand are left
    at a trick's start, then 0 to 3 cards more."""
    rng = Random(seed)
    match = games.load(game_name).new_match(seed=seed)
    deal = match.current
    assert deal is not None
    while (
        deal.phase.value != "play"
        or deal.trick.cards
        or max(map(int.bit_count, deal.hands)) > cards
    ):  # type: ignore[attr-defined]
        match.apply(rng.choice(match.legal_actions()))
        assert match.current is deal, "the deal ended before its ending"
    for _ in range(rng.randrange(4)):
        if deal.trick.cards and len(deal.trick.cards) == len(deal.hands) - 1:  # type: ignore[attr-defined]
            break
        match.apply(rng.choice(match.legal_actions()))
    return deal


def at_trick_start(deal: Any) -> bool:
    return bool(deal.phase.value == "play" and deal.trick is not None and not deal.trick.cards)


@pytest.mark.parametrize("game_name", ["spades", "oh-hell"])
@pytest.mark.parametrize("seed", range(30))
def test_native_trick_values_are_the_python_minimax(game_name: str, seed: int) -> None:
    deal = ending(game_name, seed, cards=3 + seed % 2)
    solved = position_values(deal, "tricks")
    assert solved.seat == deal.to_act
    sides = side_of(deal, solved.seat)
    side = frozenset(h for h in range(len(deal.hands)) if sides.same_side(solved.seat, h))
    assert solved.values == minimax_tricks(deal, side), deal.view(None)
