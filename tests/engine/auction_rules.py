"""The auctions of Beyond (B2-B5), 10 Bridge (T1-T3) and 19 (N3) as data for the engine's one
auction machine (engine/auction.py), with the text of each call, as the games state them; the
tests drive the machine with them."""

from __future__ import annotations

from followsuit.engine.auction import PASS, escalation_code
from followsuit.games.beyond.calls import BEYOND_AUCTION
from followsuit.games.beyond.calls import bid_text as beyond_bid_text
from followsuit.games.nineteen.auction import NINETEEN_AUCTION
from followsuit.games.nineteen.scoring import BIDS
from followsuit.games.ten_bridge.auction import TEN_BRIDGE_AUCTION
from followsuit.games.ten_bridge.contract import ALL_BIDS

BEYOND = BEYOND_AUCTION
"""Beyond: the player on dealer's left calls first."""

TEN_BRIDGE = TEN_BRIDGE_AUCTION
"""10 Bridge: the dealer calls first (T1)."""

NINETEEN_BIDS = BIDS
NINETEEN = NINETEEN_AUCTION
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
