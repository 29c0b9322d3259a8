"""Beyond's calls (B2-B4): bids that go downwards, pass, raise and re-raise, and the auction.

A bid is a small int, its *rank*: higher outranks. 13♣ is 0, 13♦ 1, ... 13NT 4, 12♣ 5, ...
0NT 69, so "a lower level outranks a higher one; at the same level a higher strain outranks"
is plain ``>``.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from followsuit.engine import Action

STRAINS = ("C", "D", "H", "S", "NT")
"""Strains from lowest to highest: clubs, diamonds, hearts, spades, no trump."""
STRAIN_NAMES = ("clubs", "diamonds", "hearts", "spades", "no trump")
STRAIN_GLYPHS = ("♣", "♦", "♥", "♠", "NT")
NT = 4
LEVELS = 14
"""Levels 0..13: the exact number of tricks the bidder undertakes to take."""
BIDS = LEVELS * len(STRAINS)


def bid_rank(level: int, strain: int) -> int:
    """The rank of a bid: higher outranks (B2)."""
    return (13 - level) * len(STRAINS) + strain


def bid_level(rank: int) -> int:
    return 13 - rank // len(STRAINS)


def bid_strain(rank: int) -> int:
    return rank % len(STRAINS)


def bid_text(rank: int) -> str:
    return f"{bid_level(rank)}{STRAINS[bid_strain(rank)]}"


def bid_pretty(rank: int) -> str:
    return f"{bid_level(rank)}{STRAIN_GLYPHS[bid_strain(rank)]}"


BID_ACTIONS = tuple(Action("bid", bid_text(r), r) for r in range(BIDS))
PASS = Action("pass", "pass")
RAISE = Action("raise", "raise")
RERAISE = Action("reraise", "reraise")
CLAIMS = tuple(Action("claim", f"claim {n}", n) for n in range(LEVELS))

_STRAIN_BY_TEXT = {s.lower(): i for i, s in enumerate(STRAINS)} | {
    "n": NT,
    "♣": 0,
    "♦": 1,
    "♥": 2,
    "♠": 3,
}


def parse_bid(key: str) -> Action | None:
    """A bid from normalised text (``4s``, ``13 nt``, ``0n``, ``4♠``), or None if not a bid."""
    key = key.replace(" ", "")
    digits = len(key) - len(key.lstrip("0123456789"))
    if not digits or digits == len(key):
        return None
    level, strain = int(key[:digits]), _STRAIN_BY_TEXT.get(key[digits:])
    if strain is None or not 0 <= level <= 13:
        return None
    return BID_ACTIONS[bid_rank(level, strain)]


def same_side(a: int, b: int) -> bool:
    return a % 2 == b % 2


@dataclass(slots=True)
class Auction:
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

    def copy(self) -> Auction:
        return Auction(
            self.first,
            list(self.calls),
            self.bid,
            self.bidder,
            self.raised,
            self.last_kind,
            self.last_caller,
            self.passes,
        )
