"""19's auction (N3) as data for the engine's one auction machine: from dealer's left, each
bid must beat the highest so far, a player who passes is out, Eldest's first call must be a
bid, and nothing beats ``solo``."""

from __future__ import annotations

from followsuit.engine.auction import AuctionRules, Declarer
from followsuit.games.nineteen.scoring import BIDS

NINETEEN_AUCTION = AuctionRules(
    bids=len(BIDS),
    first_must_bid=True,
    pass_is_final=True,
    top_bid_ends=True,
    declarer=Declarer.LAST_BIDDER,
    rule="N3",
)
