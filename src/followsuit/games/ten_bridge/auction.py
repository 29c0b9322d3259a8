"""The auction of 10 Bridge (rulings T1-T3): calls from the dealer round to the left, stated as
rules for the engine's one auction machine.

A bid supersedes the last if it names a higher level, or the same level and a higher
denomination. A player may double only the last bid, made by an opponent, with nothing but
passes since; redouble only the last double, made by an opponent, likewise. A call followed by
three passes ends the auction; four passes from the dealer on mean the dealer plays Love No
Trump. Declarer is the player of the final bidder's side who first named the final denomination.
"""

from __future__ import annotations

from followsuit.engine.auction import PASS as PASS_CODE
from followsuit.engine.auction import (
    AllPass,
    AuctionRules,
    Declarer,
    Escalation,
    Fault,
    GameAuction,
    escalation_code,
)
from followsuit.engine.auction import Auction as MachineAuction
from followsuit.games.ten_bridge.contract import ALL_BIDS, LOVE_NO_TRUMP, Bid, Contract

PASS, BID, DOUBLE, REDOUBLE = "pass", "bid", "double", "redouble"

TEN_BRIDGE_AUCTION = AuctionRules(
    bids=len(ALL_BIDS),  # 0MINOR = 0 .. 5NT = 29
    escalations=(
        Escalation(name=DOUBLE, over="bid", rule="T2"),
        Escalation(name=REDOUBLE, over=DOUBLE, rule="T2"),
    ),
    passes_to_end=3,  # a call followed by three passes ends the auction (T2)
    all_pass=AllPass.DEALER_PLAYS,  # four passes: the dealer plays Love No Trump (T2)
    forced_bid=LOVE_NO_TRUMP.bid.rank,
    declarer=Declarer.FIRST_TO_NAME,  # T3
    strain_of=tuple(int(bid.denomination) for bid in ALL_BIDS),
    sides=(0, 1, 0, 1),
    rule="T2",
)
"""10 Bridge's auction for the engine's machine; the dealer calls first (T1)."""

_CODES = {PASS: PASS_CODE, DOUBLE: escalation_code(0), REDOUBLE: escalation_code(1)}
_TEXTS = {code: text for text, code in _CODES.items()} | {bid.rank: bid.text for bid in ALL_BIDS}
"""The text of each call code, as the call's action writes it."""
_FRESH = tuple(
    MachineAuction.start(TEN_BRIDGE_AUCTION, players=4, first=dealer, dealer=dealer)
    for dealer in range(4)
)
"""An auction not yet begun for each dealer (the dealer calls first, T1), copied for a deal."""
_NOT_AFTER_FAULT = Fault.NOT_AFTER
_NOT_AFTER = (
    "you may double only the last bid, with nothing but passes since",
    "you may redouble only the last double, with nothing but passes since",
)
_OWN_SIDE = (
    "you may double only a bid made by an opponent",
    "you may redouble only a double made by an opponent",
)


class Auction(GameAuction):
    """The calls so far and what they settle, on the engine's machine under
    ``TEN_BRIDGE_AUCTION`` (no rescans): the dealer calls first, then each player to the left
    in turn (T1); all four passing, the dealer plays Love No Trump (T2)."""

    __slots__ = ()

    def __init__(self, dealer: int) -> None:
        self.machine = _FRESH[dealer].copy()

    @property
    def dealer(self) -> int:
        return self.machine.dealer

    @property
    def calls(self) -> list[tuple[int, str]]:
        """(seat, call text) in order."""
        texts = _TEXTS
        return [(seat, texts[code]) for seat, code in self.machine.calls]

    # -- legality -------------------------------------------------------------------------

    def bid_refusal(self, bid: Bid) -> str | None:
        machine = self.machine
        fault = machine.fault(bid.rank)
        if fault is None:
            return None
        if fault is Fault.NOT_HIGHER and machine.bid is not None:
            return (
                f"{bid} does not supersede {ALL_BIDS[machine.bid]}: bid a higher level, or the "
                "same level and a higher denomination (Minor < Red < Black < Major < NT)"
            )
        return machine.refusal(bid.rank)

    def double_refusal(self, seat: int) -> str | None:
        fault = self.machine.escalation_fault(0, seat)
        if fault is None:
            return None
        return _NOT_AFTER[0] if fault is _NOT_AFTER_FAULT else _OWN_SIDE[0]

    def redouble_refusal(self, seat: int) -> str | None:
        fault = self.machine.escalation_fault(1, seat)
        if fault is None:
            return None
        return _NOT_AFTER[1] if fault is _NOT_AFTER_FAULT else _OWN_SIDE[1]

    def lowest_bid_rank(self) -> int:
        """The rank of the cheapest bid that is legal now."""
        return self.machine.lowest_bid

    # -- calls ----------------------------------------------------------------------------

    def call(self, kind: str, text: str, bid: Bid | None = None) -> None:
        """Record a legal call of ``kind`` (PASS, BID, DOUBLE, REDOUBLE); ``text`` is its
        action's text, which ``calls`` gives back (from the call itself)."""
        if kind == BID:
            assert bid is not None
            self.machine.call(bid.rank)
        else:
            self.machine.call(_CODES[kind])

    # -- the result -----------------------------------------------------------------------

    def contract(self) -> Contract:
        """The final contract (only once the auction is over)."""
        result = self.machine.result()
        if result.passed_out or result.bid is None:
            return LOVE_NO_TRUMP
        return Contract(ALL_BIDS[result.bid], result.escalation)

    def declarer(self) -> int:
        """The first of the final side to name the final denomination (T3); the dealer when
        all passed (T2)."""
        declarer = self.machine.result().declarer
        assert declarer is not None
        return declarer
