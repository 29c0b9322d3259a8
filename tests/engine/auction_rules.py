"""The auctions of Beyond (B2-B5), 10 Bridge (T1-T3) and 19 (N3) as data for the engine's one
auction machine (engine/auction.py), with the text of each call. A game can lift these as they
are; the tests drive the machine with them."""

from __future__ import annotations

from followsuit.engine.auction import (
    PASS,
    AllPass,
    AuctionRules,
    Declarer,
    Escalation,
    escalation_code,
)
from followsuit.games.beyond.calls import BIDS as BEYOND_BIDS
from followsuit.games.beyond.calls import bid_text as beyond_bid_text
from followsuit.games.ten_bridge.contract import ALL_BIDS, Bid, Denomination

PARTNERSHIPS = (0, 1, 0, 1)

BEYOND = AuctionRules(
    bids=BEYOND_BIDS,  # 13C = 0 .. 0NT = 69: a lower level, or a higher strain, outranks (B2)
    escalations=(
        Escalation(name="raise", over="bid", rule="B3"),
        Escalation(name="reraise", over="raise", rule="B3"),
    ),
    passes_to_end=3,  # three passes after a bid, raise or re-raise (B4)
    all_pass=AllPass.PASSED_OUT,  # four passes at the start: a pass round (B4)
    declarer=Declarer.LAST_BIDDER,  # B5
    sides=PARTNERSHIPS,
    rule="B2",
)
"""Beyond: the player on dealer's left calls first."""

TEN_BRIDGE = AuctionRules(
    bids=len(ALL_BIDS),  # 0MINOR = 0 .. 5NT = 29
    escalations=(
        Escalation(name="double", over="bid", rule="T2"),
        Escalation(name="redouble", over="double", rule="T2"),
    ),
    passes_to_end=3,
    all_pass=AllPass.DEALER_PLAYS,  # the dealer plays Love No Trump (T2)
    forced_bid=Bid(0, Denomination.NT).rank,
    declarer=Declarer.FIRST_TO_NAME,  # T3
    strain_of=tuple(int(bid.denomination) for bid in ALL_BIDS),
    sides=PARTNERSHIPS,
    rule="T2",
)
"""10 Bridge: the dealer calls first (T1)."""

NINETEEN_BIDS = ("partnership", "preferred three", "preferred two", "preferred one", "solo")
NINETEEN = AuctionRules(
    bids=len(NINETEEN_BIDS),
    first_must_bid=True,  # Eldest is obliged to bid
    pass_is_final=True,  # a player who passes is out; it ends when one bidder is left
    top_bid_ends=True,  # nothing beats solo
    declarer=Declarer.LAST_BIDDER,
    rule="N3",
)
"""19: from dealer's left (N3)."""


def beyond_text(code: int) -> str:
    if code == PASS:
        return "pass"
    if code >= 0:
        return beyond_bid_text(code)
    return BEYOND.code_name(code)


def ten_bridge_text(code: int) -> str:
    if code == PASS:
        return "pass"
    if code >= 0:
        return ALL_BIDS[code].text
    return TEN_BRIDGE.code_name(code)


def nineteen_text(code: int) -> str:
    return "pass" if code == PASS else NINETEEN_BIDS[code]


BEYOND_CODES = {beyond_text(c): c for c in range(-1 - len(BEYOND.escalations), BEYOND.bids)}
TEN_BRIDGE_CODES = {
    ten_bridge_text(c): c for c in range(-1 - len(TEN_BRIDGE.escalations), TEN_BRIDGE.bids)
}
NINETEEN_CODES = {nineteen_text(c): c for c in range(-1, NINETEEN.bids)}
RAISE, RERAISE = escalation_code(0), escalation_code(1)
