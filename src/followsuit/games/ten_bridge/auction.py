"""The auction of 10 Bridge (rulings T1-T3): calls from the dealer round to the left.

A bid supersedes the last if it names a higher level, or the same level and a higher
denomination. A player may double only the last bid, made by an opponent, with nothing but
passes since; redouble only the last double, made by an opponent, likewise. A call followed by
three passes ends the auction; four passes from the dealer on mean the dealer plays Love No
Trump. Declarer is the player of the final bidder's side who first named the final denomination.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from followsuit.games.ten_bridge.contract import LOVE_NO_TRUMP, Bid, Contract, Denomination

PASS, BID, DOUBLE, REDOUBLE = "pass", "bid", "double", "redouble"


@dataclass(slots=True)
class Auction:
    """The calls so far and what they settle, kept call by call (no rescans)."""

    dealer: int
    calls: list[tuple[int, str]] = field(default_factory=list)
    """(seat, call text) in order."""
    last_bid: Bid | None = None
    last_bidder: int | None = None
    doubled: int = 0
    """0, 1 (doubled) or 2 (redoubled): the state of the last bid."""
    last_call: str = PASS
    """The kind of the last call other than a pass (PASS while there is none)."""
    last_caller: int | None = None
    passes_in_row: int = 0
    first_named: dict[tuple[int, Denomination], int] = field(default_factory=dict)
    """(side, denomination) -> the seat of that side that named it first (T3)."""

    @property
    def next_seat(self) -> int:
        """The dealer calls first (T1), then each player to the left in turn."""
        return (self.dealer + len(self.calls)) % 4

    @property
    def is_over(self) -> bool:
        if self.last_call == PASS:
            return self.passes_in_row >= 4
        return self.passes_in_row >= 3

    @property
    def passed_out(self) -> bool:
        """All four passed: the dealer plays Love No Trump (T2)."""
        return self.last_bid is None and self.passes_in_row >= 4

    # -- legality -------------------------------------------------------------------------

    def bid_refusal(self, bid: Bid) -> str | None:
        last = self.last_bid
        if last is None or bid.rank > last.rank:
            return None
        return (
            f"{bid} does not supersede {last}: bid a higher level, or the same level and a "
            "higher denomination (Minor < Red < Black < Major < NT)"
        )

    def double_refusal(self, seat: int) -> str | None:
        if self.last_call != BID:
            return "you may double only the last bid, with nothing but passes since"
        assert self.last_caller is not None
        if self.last_caller % 2 == seat % 2:
            return "you may double only a bid made by an opponent"
        return None

    def redouble_refusal(self, seat: int) -> str | None:
        if self.last_call != DOUBLE:
            return "you may redouble only the last double, with nothing but passes since"
        assert self.last_caller is not None
        if self.last_caller % 2 == seat % 2:
            return "you may redouble only a double made by an opponent"
        return None

    def lowest_bid_rank(self) -> int:
        """The rank of the cheapest bid that is legal now."""
        return 0 if self.last_bid is None else self.last_bid.rank + 1

    # -- calls ----------------------------------------------------------------------------

    def call(self, kind: str, text: str, bid: Bid | None = None) -> None:
        """Record a legal call of ``kind`` (PASS, BID, DOUBLE, REDOUBLE)."""
        seat = self.next_seat
        self.calls.append((seat, text))
        if kind == PASS:
            self.passes_in_row += 1
            return
        self.passes_in_row = 0
        self.last_call = kind
        self.last_caller = seat
        if kind == BID:
            assert bid is not None
            self.last_bid = bid
            self.last_bidder = seat
            self.doubled = 0
            self.first_named.setdefault((seat % 2, bid.denomination), seat)
        else:
            self.doubled = 1 if kind == DOUBLE else 2

    # -- the result -----------------------------------------------------------------------

    def contract(self) -> Contract:
        """The final contract (only once the auction is over)."""
        assert self.is_over
        if self.last_bid is None:
            return LOVE_NO_TRUMP
        return Contract(self.last_bid, self.doubled)

    def declarer(self) -> int:
        """The first of the final side to name the final denomination (T3); the dealer when
        all passed (T2)."""
        assert self.is_over
        if self.last_bid is None or self.last_bidder is None:
            return self.dealer
        return self.first_named[(self.last_bidder % 2, self.last_bid.denomination)]

    def copy(self) -> Auction:
        return Auction(
            self.dealer,
            list(self.calls),
            self.last_bid,
            self.last_bidder,
            self.doubled,
            self.last_call,
            self.last_caller,
            self.passes_in_row,
            dict(self.first_named),
        )
