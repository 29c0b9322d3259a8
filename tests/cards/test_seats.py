"""Seats (ruling G1): numbered clockwise from 0; for four, 0=North .. 3=West, partners
opposite; "left" is the next seat clockwise."""

from __future__ import annotations

import pytest

from followsuit.cards import Seat, left, right, seat_names
from followsuit.errors import NotationError


@pytest.mark.parametrize(
    ("seat", "partner", "lho", "rho"),
    [
        (Seat.NORTH, Seat.SOUTH, Seat.EAST, Seat.WEST),
        (Seat.EAST, Seat.WEST, Seat.SOUTH, Seat.NORTH),
        (Seat.SOUTH, Seat.NORTH, Seat.WEST, Seat.EAST),
        (Seat.WEST, Seat.EAST, Seat.NORTH, Seat.SOUTH),
    ],
)
def test_g1_partner_left_and_right(seat: Seat, partner: Seat, lho: Seat, rho: Seat) -> None:
    assert seat.partner is partner
    assert seat.lho is lho and seat.next is lho
    assert seat.rho is rho
    assert seat.lho.rho is seat and seat.partner.partner is seat
    assert seat.side == seat.partner.side != seat.lho.side


def test_g1_seat_numbers() -> None:
    assert [int(s) for s in Seat] == [0, 1, 2, 3]
    assert Seat.NORTH.side == 0 and Seat.EAST.side == 1


@pytest.mark.parametrize("text", ["N", "north", " North ", "n"])
def test_seat_parse(text: str) -> None:
    assert Seat.parse(text) is Seat.NORTH
    assert str(Seat.parse(str(Seat.WEST))) == "West"


def test_an_unknown_seat_is_a_notation_error() -> None:
    with pytest.raises(NotationError, match="unknown seat"):
        Seat.parse("X")


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_left_and_right_for_any_number_of_players(players: int) -> None:
    for seat in range(players):
        assert left(seat, players) == (seat + 1) % players
        assert right(left(seat, players), players) == seat
    if players == 4:
        assert all(left(s, 4) == Seat(s).lho for s in range(4))


def test_seat_names() -> None:
    assert seat_names(4) == ["North", "East", "South", "West"]
    assert seat_names(3) == ["Player 1", "Player 2", "Player 3"]
