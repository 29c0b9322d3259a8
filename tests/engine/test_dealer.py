"""Who deals (``game.new_deal(dealer=...)``, ``game.new_match(dealer=...)``): a seat of the
table, 0 to players - 1; anything else is an OptionError that names it and says what a dealer
is, never Python's TypeError from inside nor a seat wrapped round the table."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from followsuit import games
from followsuit.cards import Seat
from followsuit.engine import Game
from followsuit.errors import OptionError

NOT_SEATS: list[object] = ["1", "North", -1, 4, 2**70, True, False, 1.0, [0]]
"""Not a seat of a four-player table: text, out of range either way, bools, a float."""


def new_deal(game: Game, dealer: Any) -> int:
    return game.new_deal(dealer=dealer, seed=1).dealer


def new_match(game: Game, dealer: Any) -> int:
    deal = game.new_match(dealer=dealer, seed=1).current
    assert deal is not None
    return deal.dealer


MAKERS = [new_deal, new_match]


class Three:
    """An integer type of someone else's (numpy's integers are such): a whole number by
    ``__index__``."""

    def __index__(self) -> int:
        return 3

    def __repr__(self) -> str:
        return "Three()"


@pytest.mark.parametrize("make", MAKERS)
@pytest.mark.parametrize("dealer", NOT_SEATS, ids=repr)
def test_a_dealer_that_is_no_seat_is_refused(
    make: Callable[[Game, Any], int], dealer: object
) -> None:
    with pytest.raises(OptionError) as raised:
        make(games.load("spades"), dealer)
    message = str(raised.value)
    assert message.startswith("dealer must be a seat")
    assert "0 to 3" in message and repr(dealer) in message


def test_a_deal_has_a_dealer_none_is_refused() -> None:
    """A match draws its first dealer when given None; a single deal has no generator to."""
    with pytest.raises(OptionError, match="not None"):
        games.load("spades").new_deal(dealer=None, seed=1)  # type: ignore[arg-type]


@pytest.mark.parametrize("make", MAKERS)
def test_the_range_is_the_table_size(make: Callable[[Game, Any], int]) -> None:
    five = games.load("oh-hell", players=5)
    assert make(five, 4) == 4
    with pytest.raises(OptionError, match="0 to 4, not 5"):
        make(five, 5)


@pytest.mark.parametrize("make", MAKERS)
@pytest.mark.parametrize("dealer", [Seat.WEST, Three()], ids=repr)
def test_any_integer_type_is_a_seat_and_deals_as_its_int(
    make: Callable[[Game, Any], int], dealer: object
) -> None:
    game = games.load("spades")
    taken = make(game, dealer)
    assert taken == 3 and type(taken) is int
    assert make(game, 3) == 3


@pytest.mark.parametrize("preset", ["three-players", "two-players"])
def test_the_first_dealer_drawn_is_a_live_player(preset: str) -> None:
    """Issue 32, point 9: 19 for three or two seats "Dealer and Opponent ... with a dummy to
    each side": the first dealer a match draws is a live player, never a dummy's seat (two
    players drew East or West in 3 of 6 seeds)."""
    game = games.load("nineteen", preset)
    for seed in range(12):
        deal = game.new_match(seed=seed).current
        assert deal is not None and deal.dealer in game.live, (seed, deal and deal.dealer)


@pytest.mark.parametrize("make", MAKERS)
@pytest.mark.parametrize(("preset", "dummy"), [("three-players", 3), ("two-players", 1)])
def test_a_dummy_never_deals_a_dummys_seat_is_refused_as_dealer(
    make: Callable[[Game, Any], int], preset: str, dummy: int
) -> None:
    """19 for three or two: the deal passes among the live players, so a dummy's seat given as
    the dealer is refused, naming it and the live seats; every live seat may deal."""
    game = games.load("nineteen", preset)
    with pytest.raises(OptionError) as raised:
        make(game, dummy)
    message = str(raised.value)
    assert message.startswith(f"dealer must be a live player's seat, not {dummy} (")
    assert message.endswith(f"a dummy never deals; take {game.seats_text(game.live)}")
    for seat in game.live:
        assert make(game, seat) == seat


@pytest.mark.parametrize("preset", ["three-players", "two-players"])
def test_a_match_draws_its_first_dealer_among_the_live_players(preset: str) -> None:
    game = games.load("nineteen", preset)
    assert {new_match_drawn(game, seed) for seed in range(40)} == set(game.live)


def new_match_drawn(game: Game, seed: int) -> int:
    deal = game.new_match(seed=seed).current
    assert deal is not None
    return deal.dealer
