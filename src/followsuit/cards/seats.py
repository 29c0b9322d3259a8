"""Seats numbered clockwise from 0 (ruling G1); for four players 0=North .. 3=West."""

from __future__ import annotations

from enum import IntEnum

from followsuit.errors import NotationError


class Seat(IntEnum):
    """The four compass seats, partners opposite (0+2, 1+3)."""

    NORTH = 0
    EAST = 1
    SOUTH = 2
    WEST = 3

    @property
    def partner(self) -> Seat:
        return Seat((self + 2) % 4)

    @property
    def lho(self) -> Seat:
        """Left-hand opponent: the next seat clockwise."""
        return Seat((self + 1) % 4)

    @property
    def rho(self) -> Seat:
        return Seat((self - 1) % 4)

    @property
    def next(self) -> Seat:
        return self.lho

    @property
    def side(self) -> int:
        """0 for North-South, 1 for East-West."""
        return self % 2

    @classmethod
    def parse(cls, text: str) -> Seat:
        key = text.strip().upper()
        for seat in cls:
            if seat.name == key or seat.name[0] == key:
                return seat
        raise NotationError(f"unknown seat {text!r}: expected N, E, S or W")

    def __str__(self) -> str:
        return self.name.title()


PARTNERSHIP_SIDES: tuple[str, str] = ("North-South", "East-West")
"""The two sides of a four-player partnership game, in the order scores are given (G1)."""


def left(seat: int, players: int) -> int:
    """The seat on ``seat``'s left: the next one clockwise."""
    return (seat + 1) % players


def right(seat: int, players: int) -> int:
    return (seat - 1) % players


def seat_names(players: int) -> list[str]:
    """Default player names: compass names for four, ``Player 1``.. otherwise."""
    if players == 4:
        return [str(s) for s in Seat]
    return [f"Player {i + 1}" for i in range(players)]
