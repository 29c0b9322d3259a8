"""Every pair of Oh Hell options together (ruling S3): each pair the options accept plays its
first, largest and last deals to the end at random; each pair they refuse is refused when the
game is made, with a message naming both options."""

from __future__ import annotations

from itertools import combinations
from random import Random
from typing import Any

import pytest

from followsuit import games
from followsuit.errors import OptionError
from followsuit.games.oh_hell import OhHellGame
from followsuit.games.oh_hell.carry import OhHellCarry

OTHER_VALUES: dict[str, tuple[Any, ...]] = {
    "players": (3, 5, 7),
    "schedule": ("down-up-double", "up-down", "up-down-double", "down", "up"),
    "max_hand": (1, 13),
    "hand_sizes": ((1,), (3, 1, 2)),
    "trump": ("none", "rotating", "coulon"),
    "trump_sequence": (("NT", "S"),),
    "no_trump_largest": (True,),
    "hook": (False,),
    "bid_changes": (True,),
    "bidding": ("simultaneous",),
    "scoring": ("blackout",),
    "exact_bonus": (0,),
    "follow": ("must-trump",),
    "add_low_cards": (13,),
    "remove_low_cards": (13,),
    "jokers": ("brader", "atkinson"),
    "forehead_last": (True,),
}
"""Values other than the default for each option, the named ones all covered."""

NEEDS: dict[tuple[str, Any], dict[str, Any]] = {
    ("bidding", "simultaneous"): {"hook": False},
    ("forehead_last", True): {"schedule": "up-down"},
}
"""What a value needs of another option to be accepted alone; the pair's own values win."""

PAIRS = [
    ((a, x), (b, y))
    for a, b in combinations(OTHER_VALUES, 2)
    for x in OTHER_VALUES[a]
    for y in OTHER_VALUES[b]
]


def test_the_sweep_covers_every_option() -> None:
    """An option added to Oh Hell must be added to this sweep too."""
    fields = set(games.spec("oh-hell").options.__dataclass_fields__)
    assert fields == set(OTHER_VALUES)


def _play_deal(game: OhHellGame, deals_played: int, rng: Random) -> None:
    """One deal of the match, reached by its carry, played at random with views checked."""
    carry = OhHellCarry((0,) * game.players, deals_played)
    deal = game.new_deal(rng=rng, dealer=rng.randrange(game.players), carry=carry)
    steps = 0
    while deal.to_act is not None:
        seat = deal.to_act
        legal = deal.legal_actions()
        assert legal and deal.view(seat)["legal"] == [a.text for a in legal]
        deal.apply(deal.parse(rng.choice(legal).text))
        steps += 1
        assert steps < 1000
    assert deal.legal_actions() == []
    outcome = deal.outcome()
    assert len(outcome.scores) == game.players
    for seat in (None, *range(game.players)):
        deal.view(seat)


@pytest.mark.parametrize(
    ("first", "second"), PAIRS, ids=[f"{a}={x}+{b}={y}" for (a, x), (b, y) in PAIRS]
)
def test_every_pair_of_options_plays_or_is_refused_naming_both(
    first: tuple[str, Any], second: tuple[str, Any]
) -> None:
    options = {**NEEDS.get(first, {}), **NEEDS.get(second, {}), **dict([first, second])}
    try:
        game = games.load("oh-hell", **options)
    except OptionError as error:
        for name in (first[0], second[0]):
            assert name in str(error), f"{error} does not name {name}"
        return
    assert isinstance(game, OhHellGame)
    sizes = game.hand_sizes
    rng = Random(repr(sorted(options.items())))
    for index in sorted({0, sizes.index(max(sizes)), len(sizes) - 1}):
        for _ in range(3):
            _play_deal(game, index, rng)
