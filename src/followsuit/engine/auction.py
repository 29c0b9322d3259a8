"""Auctions: calls in turn round the table until enough passes follow the last bid."""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(slots=True)
class Auction:
    """The calls so far. An auction ends when ``players - 1`` passes follow a bid, or when all
    players pass without a bid (a pass-out). ``calls`` holds (seat, text) pairs."""

    players: int
    first: int
    calls: list[tuple[int, str]] = field(default_factory=list)
    passes_in_row: int = 0
    last_bidder: int | None = None
    last_bid: str | None = None

    @property
    def next_seat(self) -> int:
        return (self.first + len(self.calls)) % self.players

    def call(self, text: str, is_pass: bool) -> None:
        seat = self.next_seat
        self.calls.append((seat, text))
        if is_pass:
            self.passes_in_row += 1
        else:
            self.passes_in_row = 0
            self.last_bidder = seat
            self.last_bid = text

    @property
    def passed_out(self) -> bool:
        return self.last_bid is None and self.passes_in_row >= self.players

    @property
    def is_over(self) -> bool:
        if self.last_bid is None:
            return self.passed_out
        return self.passes_in_row >= self.players - 1

    def copy(self) -> Auction:
        return Auction(
            self.players,
            self.first,
            list(self.calls),
            self.passes_in_row,
            self.last_bidder,
            self.last_bid,
        )
