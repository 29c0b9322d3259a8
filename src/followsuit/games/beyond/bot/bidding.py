"""The heuristic bot's calls and claims, under the text's "most common system" (system.py).

- Information level 10-13: open by showing the strongest suit when the hand is worth 4 tricks
  in it; answer partner's information bid always (never pass it): show a suit of one's own,
  bid NT as high as possible, or go down to the real level in partner's suit.
- Real level 4-9: once the partners know each other's suits, one of them bids the strain where
  the partnership is best, at the number of tricks the bidder expects to take.
- Demand and support level 0-3: answer partner's demand; compete against the opponents when
  the partnership would still hold 6 tricks or more (a sacrifice); demand partner's suit when
  partner showed one and the bot has nothing to bid itself; raise an opponent's low contract
  that looks like a sacrifice.
- Claims: the count of the bot's own tricks with the contract's trumps, leaning a quarter of
  the way toward its share of the tricks the contracts so far leave over, rounded down at a
  half ("2 rather than 3 when you estimate 2 and a half").
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from random import Random

from followsuit.games.beyond.bot.evaluate import estimates
from followsuit.games.beyond.bot.hand import Holding
from followsuit.games.beyond.bot.system import DEMAND, INFORMATION, Reading, read
from followsuit.games.beyond.calls import NT, bid_level, bid_rank, bid_strain, bid_text

OPEN = 4.5
"""The text: "You don't open in a suit if you can take fewer than 4 tricks in total". The
bot's count is rough, so it asks half a trick more (which also gives the text's ~5% of pass
rounds)."""
SACRIFICE = 6.0
"""The text: going under a total of 6 tricks is "certainly not recommendable"."""
PARTNER_SHOWN_FIRST = 4.0
PARTNER_SHOWN_LATER = 3.0
PARTNER_UNKNOWN = 2.5
AVERAGE_TRICKS = 3.25
BLEND = 0.25
"""How far a claim leans from the bot's own count toward its share of the tricks left."""
UP_MARGIN = 0.25
"""When the claim it wants is forbidden, the bot claims one more only this far above it."""
CLAIM_ROUNDING = 0.75
"""Counts round up only from x.75: "most players prefer to commit themselves to 2 rather than 3
tricks, when they estimate 2 and a half tricks on their hand"."""


def rounded(tricks: float) -> int:
    return max(0, min(13, int(tricks + 1 - CLAIM_ROUNDING)))


@dataclass
class Bidder:
    """One decision in the auction, from the bot's hand and the calls so far."""

    holding: Holding
    calls: Sequence[str]
    rng: Random

    def __post_init__(self) -> None:
        self.reading: Reading = read(self.calls)
        self.me = self.reading.next_position
        self.partner = (self.me + 2) % 4
        self.tricks = estimates(self.holding.suits, self.holding.jokers)

    # -- what the auction allows ---------------------------------------------------------

    def max_level(self, strain: int) -> int:
        """The highest level at which a bid in ``strain`` outranks the bid in effect (-1: none)."""
        bid = self.reading.bid
        if bid is None:
            return 13
        level, current = bid_level(bid), bid_strain(bid)
        return level if strain > current else level - 1

    def bid(self, level: int, strain: int) -> str | None:
        """The bid at ``level``, or the nearest lower legal level; None if none is legal."""
        level = min(level, self.max_level(strain))
        return bid_text(bid_rank(level, strain)) if level >= 0 else None

    def partner_tricks(self, strain: int) -> float:
        """What partner's bids say about partner's tricks in ``strain``."""
        shown = [s for s in self.reading.shown[self.partner] if s != NT]
        if not shown:
            return PARTNER_UNKNOWN
        if strain == shown[0]:
            return PARTNER_SHOWN_FIRST
        if strain in shown:
            return PARTNER_SHOWN_LATER
        return PARTNER_UNKNOWN - 0.5

    def team(self, strain: int) -> float:
        return self.tricks[strain] + self.partner_tricks(strain)

    def best_suit(self, exclude: Sequence[int] = ()) -> int | None:
        options = [s for s in range(4) if s not in exclude]
        if not options:
            return None
        return max(options, key=lambda s: (self.tricks[s], self.holding.length(s), s))

    # -- the decision --------------------------------------------------------------------------

    def call(self, legal: Sequence[str]) -> str:
        reading = self.reading
        choice: str | None
        if reading.bid is None or bid_level(reading.bid) >= 10:
            choice = self.information()
        elif reading.bidder is not None and reading.bidder % 2 == self.me % 2:
            choice = self.partner_holds()
        else:
            choice = self.opponents_hold()
        return choice if choice is not None and choice in legal else "pass"

    def information(self) -> str | None:
        """Calls while the auction is at the information level (or not begun)."""
        reading = self.reading
        mine = [s for s in reading.shown[self.me] if s != NT]
        partners = [s for s in reading.shown[self.partner] if s != NT]
        partner_active = reading.bidder == self.partner and reading.bid_kind == INFORMATION
        if partners:
            # The stronger hand goes down to the real level in the partnership's best strain.
            strain = max(set(mine) | set(partners), key=lambda s: (self.team(s), s))
            level = rounded(self.tricks[strain])
            exhausted = self.information_bid(NT) is None
            if (level >= 4 and self.team(strain) >= 7.0) or (partner_active and exhausted):
                return self.bid(min(level, 9), strain)
        if not mine:
            suit = self.best_suit(exclude=partners)
            if suit is not None and (self.tricks[suit] >= OPEN or partner_active):
                if self.tricks[suit] >= 7.5 and self.rng.random() < 0.3:
                    # "Some players choose to go directly down to the real level."
                    return self.bid(rounded(self.tricks[suit]), suit)
                if not partners or self.tricks[suit] >= 3.0:
                    shown = self.information_bid(suit)
                    if shown is not None:
                        return shown
        elif not partners and mine and not partner_active:
            # Partner has said nothing while the opponents show suits: play in our own suit.
            level = rounded(self.tricks[mine[0]])
            if level >= 5:
                return self.bid(min(level, 9), mine[0])
        if partner_active:
            # Never pass partner's information bid: NT as high as possible, else partner's suit.
            nt = self.information_bid(NT)
            if nt is not None:
                return nt
            strains = set(mine) | set(partners)
            if not strains:
                strains = {self.best_suit() or 0}
            strain = max(strains, key=lambda s: (self.team(s), s))
            return self.bid(min(rounded(self.tricks[strain]), 9), strain)
        return None

    def information_bid(self, strain: int) -> str | None:
        """The bid in ``strain`` at the highest legal information level (10-13)."""
        level = self.max_level(strain)
        return bid_text(bid_rank(level, strain)) if level >= 10 else None

    def partner_holds(self) -> str | None:
        """Partner's bid is in effect: answer a demand, re-raise a good contract, else pass."""
        reading = self.reading
        assert reading.bid is not None
        if reading.bid_kind == DEMAND and reading.demanded is not None:
            wanted = reading.demanded
            return self.bid(rounded(self.tricks[wanted]), wanted)
        strain = bid_strain(reading.bid)
        if (
            reading.raised == 1
            and self.tricks[strain] >= 4.0
            and abs(self.tricks[strain] - round(self.tricks[strain])) < 0.2
        ):
            return "reraise"
        return None

    def opponents_hold(self) -> str | None:
        """The opponents' bid is in effect: compete, sacrifice, demand, raise or pass."""
        reading = self.reading
        assert reading.bid is not None
        level, strain = bid_level(reading.bid), bid_strain(reading.bid)
        if reading.raised:
            return None
        ours = set(reading.shown[self.me]) | set(reading.shown[self.partner])
        options = []
        for candidate in range(5):
            natural = rounded(self.tricks[candidate])
            bid_at = min(natural, self.max_level(candidate))
            total = bid_at + self.partner_tricks(candidate)
            if candidate not in ours and natural < 5:
                continue
            if bid_at >= max(3, natural - 1) and total >= 7.0:
                options.append((total, candidate, bid_at))
            elif level >= 5 and bid_at >= max(2, natural - 2) and total >= SACRIFICE:
                options.append((total - 1.0, candidate, bid_at))  # a sacrifice
        if options:
            _, candidate, bid_at = max(options)
            return bid_text(bid_rank(bid_at, candidate))
        if level >= 4:
            demand = self.demand()
            if demand is not None:
                return demand
        if level <= 3 and self.tricks[strain] >= 4.5 and reading.bid_kind != DEMAND:
            return "raise"
        return None

    def demand(self) -> str | None:
        """Demand partner's shown suit by bidding the strain just below it (level 0-3)."""
        reading = self.reading
        partners = [s for s in reading.shown[self.partner] if s != NT]
        if not partners or partners[0] == 0:
            return None
        wanted = partners[0]
        below = wanted - 1
        if below in reading.shown[self.partner] or self.tricks[wanted] < 2.0:
            return None
        level = min(3, self.max_level(below))
        if level < 2 or self.max_level(wanted) < level:
            return None
        return bid_text(bid_rank(level, below))


def claim(
    holding: Holding, trump: int | None, contracts: Sequence[int | None], legal: Sequence[str]
) -> str:
    """Claim the bot's own tricks with these trumps, weighed against what the contracts made
    so far leave over (the text's South claims 5 "since North needs extra support"); if that
    claim is the forbidden one (B6), one less, or one more when the count is well above it."""
    own = estimates(holding.suits, holding.jokers)[NT if trump is None else trump]
    made = [c for c in contracts if c is not None]
    left = 13 - sum(made)
    others = 3 - len(made)
    share = left * own / (own + others * AVERAGE_TRICKS) if own > 0 else 0.0
    tricks = (1 - BLEND) * own + BLEND * share
    wanted = rounded(tricks)
    if f"claim {wanted}" in legal:
        return f"claim {wanted}"
    down, up = wanted - 1, wanted + 1
    if down >= 0 and (tricks - wanted <= UP_MARGIN or up > 13):
        return f"claim {down}"
    return f"claim {up}"
