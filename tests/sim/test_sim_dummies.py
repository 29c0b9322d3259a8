"""19 for two or three players (N9): the dummies' cards are played by the live players and a
dummy scores nothing of its own. Simulations and arenas deal from the live seats alone."""

from __future__ import annotations

import pytest

from followsuit import games
from followsuit.sim import arena, simulate

LIVE = {"two-players": ["North", "South"], "three-players": ["North", "East", "South"]}


@pytest.mark.parametrize("preset", list(LIVE))
def test_a_dummys_seat_never_deals(preset: str) -> None:
    """N9: the deal passes to the next live player, in separate deals as in matches, and in
    an arena's duplicate deals."""
    game = games.load("nineteen", preset=preset)
    deals = simulate("nineteen", preset=preset, deals=6, bots="random", seed=3)
    assert [s.dealer for s in deals.samples] == [game.live[i % len(game.live)] for i in range(6)]
    matches = simulate("nineteen", preset=preset, matches=3, bots="random", seed=3)
    assert [s.dealer for s in matches.samples] == [game.live[i % len(game.live)] for i in range(3)]
    duplicate = arena("nineteen", preset=preset, bots="random,random", deals=3, seed=3)
    assert [d.dealer for d in duplicate.deals] == [game.live[i % len(game.live)] for i in range(3)]
