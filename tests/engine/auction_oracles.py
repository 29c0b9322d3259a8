"""Beyond's and 10 Bridge's auctions as each game wrote them by hand before both ran on the
engine's one machine: kept as independent oracles that the random-auction tests hold the games'
auctions (and the machine under them) to, legal calls and refusal texts included."""

from __future__ import annotations

from dataclasses import dataclass, field

from followsuit.engine import Action
from followsuit.games.beyond.calls import BID_ACTIONS, PASS, RAISE, RERAISE, bid_text
from followsuit.games.ten_bridge.contract import LOVE_NO_TRUMP, Bid, Contract, Denomination

BID, DOUBLE, REDOUBLE = "bid", "double", "redouble"


def same_side(a: int, b: int) -> bool:
    return a % 2 == b % 2


@dataclass(slots=True)
class BeyondAuction:
    """The auction so far, kept incrementally (B2-B4). ``calls`` are action texts in order from
    ``first`` (dealer's left); the seat of call ``i`` is ``(first + i) % 4``."""

    first: int
    calls: list[str] = field(default_factory=list)
    bid: int | None = None
    """The rank of the bid in effect."""
    bidder: int | None = None
    raised: int = 0
    """0, 1 (raised) or 2 (re-raised); a new bid cancels both (B3)."""
    last_kind: str | None = None
    """The kind of the last call other than pass: ``bid``, ``raise`` or ``reraise``."""
    last_caller: int | None = None
    passes: int = 0

    @property
    def next_seat(self) -> int:
        return (self.first + len(self.calls)) % 4

    @property
    def is_over(self) -> bool:
        """Three passes after a bid, raise or re-raise; or four passes at the start (B4)."""
        return self.passes >= (4 if self.bid is None else 3)

    @property
    def passed_out(self) -> bool:
        return self.bid is None and self.passes >= 4

    def may_raise(self, seat: int) -> bool:
        """B3: the last call other than pass is a bid by an opponent."""
        return (
            self.last_kind == "bid"
            and self.last_caller is not None
            and not same_side(seat, self.last_caller)
        )

    def may_reraise(self, seat: int) -> bool:
        """B3: the last call other than pass is a raise by an opponent."""
        return (
            self.last_kind == "raise"
            and self.last_caller is not None
            and not same_side(seat, self.last_caller)
        )

    def legal(self, seat: int) -> list[Action]:
        low = 0 if self.bid is None else self.bid + 1
        actions = [PASS, *BID_ACTIONS[low:]]
        if self.may_raise(seat):
            actions.append(RAISE)
        if self.may_reraise(seat):
            actions.append(RERAISE)
        return actions

    def refusal(self, seat: int, action: Action) -> str | None:
        """None if ``seat`` may make this call now, else the rule that forbids it."""
        if action.kind == "pass":
            return None
        if action.kind == "bid":
            if self.bid is not None and action.value <= self.bid:
                return (
                    f"a bid must outrank {bid_text(self.bid)}: a lower level, or the same level "
                    "in a higher strain (B2)"
                )
            return None
        if action.kind == "raise":
            if self.may_raise(seat):
                return None
            return "raise only when the last call other than pass is an opponent's bid (B3)"
        if action.kind == "reraise":
            if self.may_reraise(seat):
                return None
            return "re-raise only when the last call other than pass is an opponent's raise (B3)"
        return "it is the auction: bid (such as 4S or 13NT), pass, raise or reraise"

    def call(self, action: Action) -> None:
        seat = self.next_seat
        self.calls.append(action.text)
        if action.kind == "pass":
            self.passes += 1
            return
        self.passes = 0
        self.last_kind = action.kind
        self.last_caller = seat
        if action.kind == "bid":
            self.bid = action.value
            self.bidder = seat
            self.raised = 0
        elif action.kind == "raise":
            self.raised = 1
        else:
            self.raised = 2

    def copy(self) -> BeyondAuction:
        return BeyondAuction(
            self.first,
            list(self.calls),
            self.bid,
            self.bidder,
            self.raised,
            self.last_kind,
            self.last_caller,
            self.passes,
        )


@dataclass(slots=True)
class TenBridgeAuction:
    """The calls so far and what they settle, kept call by call (no rescans)."""

    dealer: int
    calls: list[tuple[int, str]] = field(default_factory=list)
    """(seat, call text) in order."""
    last_bid: Bid | None = None
    last_bidder: int | None = None
    doubled: int = 0
    """0, 1 (doubled) or 2 (redoubled): the state of the last bid."""
    last_call: str = "pass"
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
        if self.last_call == "pass":
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
        if kind == "pass":
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

    def copy(self) -> TenBridgeAuction:
        return TenBridgeAuction(
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
