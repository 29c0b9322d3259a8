"""Beyond's calls (B2-B4): bids that go downwards, pass, raise and re-raise, and the auction,
stated as rules for the engine's one auction machine.

A bid is a small int, its *rank*: higher outranks. 13♣ is 0, 13♦ 1, ... 13NT 4, 12♣ 5, ...
0NT 69, so "a lower level outranks a higher one; at the same level a higher strain outranks"
is plain ``>``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from followsuit.engine import Action
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
from followsuit.engine.grammar import Form, Grammar, Numbered, Word, refused

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
_BIDS_BY_KEY = {action.text.lower(): action for action in BID_ACTIONS}

_STRAIN_BY_TEXT = {s.lower(): i for i, s in enumerate(STRAINS)} | {
    "n": NT,
    "♣": 0,
    "♦": 1,
    "♥": 2,
    "♠": 3,
}


def parse_bid(key: str) -> Action | None:
    """A bid from normalised text (``4s``, ``13 nt``, ``0n``, ``4♠``), or None if not a bid."""
    known = _BIDS_BY_KEY.get(key)
    if known is not None:
        return known  # a bid's own text in lower case: the calls read again and again
    key = key.replace(" ", "")
    digits = len(key) - len(key.lstrip("0123456789"))
    if not digits or digits == len(key):
        return None
    level, strain = int(key[:digits]), _STRAIN_BY_TEXT.get(key[digits:])
    if strain is None or not 0 <= level <= 13:
        return None
    return BID_ACTIONS[bid_rank(level, strain)]


class BidForm(Form):
    """A bid, written bare: a level 0-13 and a strain (``4S``, ``13 nt``, ``0n``, ``4♠``).
    Written like a card (``9S``), it is a bid in the auction and the claims and a card in the
    play: the deal says which is read first."""

    kind = "bid"
    verb = ()

    def reads(self, words: Sequence[str]) -> bool:
        return parse_bid(" ".join(words)) is not None

    def read(self, words: Sequence[str]) -> Action:
        bid = parse_bid(" ".join(words))
        if bid is None:
            raise refused(self.verb, " ".join(words), "a bid: a level 0 to 13 and a strain")
        return bid

    def fields(self, action: Action) -> tuple[Any, ...]:
        return bid_level(action.value), STRAINS[bid_strain(action.value)]

    def make(self, *values: Any) -> Action:
        level, strain = values
        return BID_ACTIONS[bid_rank(level, STRAINS.index(strain))]


BID = BidForm()
PASS_WORD = Word("pass", "pass", label="pass")
RAISE_WORD = Word("raise", "raise", label="raise")
RERAISE_WORD = Word("reraise", "reraise", aliases=("re-raise",), label="re-raise")
CLAIM = Numbered("claim", "claim", range(LEVELS), "a claim: a number of tricks from 0 to 13")
GRAMMAR = Grammar("Beyond", [BID, PASS_WORD, RAISE_WORD, RERAISE_WORD, CLAIM])
"""Every Beyond action text but a card (the deal's card table reads cards)."""
PASS = PASS_WORD.action
RAISE = RAISE_WORD.action
RERAISE = RERAISE_WORD.action
CLAIMS = tuple(CLAIM.actions.values())


BEYOND_AUCTION = AuctionRules(
    bids=BIDS,  # 13C = 0 .. 0NT = 69: a lower level, or a higher strain, outranks (B2)
    escalations=(
        Escalation(name="raise", over="bid", rule="B3"),
        Escalation(name="reraise", over="raise", rule="B3"),
    ),
    passes_to_end=3,  # three passes after a bid, raise or re-raise (B4)
    all_pass=AllPass.PASSED_OUT,  # four passes at the start: a pass round (B4)
    declarer=Declarer.LAST_BIDDER,  # B5
    sides=(0, 1, 0, 1),
    rule="B2",
)
"""Beyond's auction (B2-B5) for the engine's machine; the player on dealer's left calls first."""

ESCALATIONS = (RAISE, RERAISE)
"""The escalations' actions, in the order of ``BEYOND_AUCTION.escalations``."""
_CODES = {"pass": PASS_CODE, "raise": escalation_code(0), "reraise": escalation_code(1)}
_TEXTS = {code: kind for kind, code in _CODES.items()} | {r: bid_text(r) for r in range(BIDS)}
"""The text of each call code, as the call's action writes it."""
_FRESH = tuple(
    MachineAuction.start(BEYOND_AUCTION, players=4, first=first, dealer=(first + 3) % 4)
    for first in range(4)
)
"""An auction not yet begun from each first caller (dealer's left), copied for a deal."""
_ESCALATION_REFUSALS = (
    "raise only when the last call other than pass is an opponent's bid (B3)",
    "re-raise only when the last call other than pass is an opponent's raise (B3)",
)


def call_code(action: Action) -> int | None:
    """The machine's code of a call (a bid's rank, pass, raise, reraise); None if not a call."""
    if action.kind == "bid":
        return action.value
    return _CODES.get(action.kind)


class Auction(GameAuction):
    """The auction so far (B2-B4) on the engine's machine under ``BEYOND_AUCTION``: three
    passes after a bid, raise or re-raise end it; four passes at the start are a pass round
    (B4)."""

    __slots__ = ()

    def __init__(self, first: int) -> None:
        self.machine = _FRESH[first].copy()

    @property
    def calls(self) -> list[str]:
        """The calls' action texts in order from ``first`` (dealer's left); the seat of call
        ``i`` is ``(first + i) % 4``."""
        texts = _TEXTS
        return [texts[code] for _, code in self.machine.calls]

    @property
    def first(self) -> int:
        """The first caller, dealer's left."""
        return self.machine.callers[0]

    @property
    def bid(self) -> int | None:
        """The rank of the bid in effect."""
        return self.machine.bid

    @property
    def bidder(self) -> int | None:
        return self.machine.bidder

    @property
    def raised(self) -> int:
        """0, 1 (raised) or 2 (re-raised); a new bid cancels both (B3)."""
        return self.machine.escalation

    def legal(self, seat: int) -> list[Action]:
        """The calls of ``seat``, the seat to act: pass, the bids that outrank, raise, reraise."""
        return self.machine.legal_calls(PASS, BID_ACTIONS, ESCALATIONS)

    def refusal(self, seat: int, action: Action) -> str | None:
        """None if ``seat`` may make this call now, else the rule that forbids it."""
        code = call_code(action)
        if code is None:
            return "it is the auction: bid (such as 4S or 13NT), pass, raise or reraise"
        machine = self.machine
        fault = machine.fault(code, seat)
        if fault is None:
            return None
        if fault is Fault.NOT_HIGHER and machine.bid is not None:
            return (
                f"a bid must outrank {bid_text(machine.bid)}: a lower level, or the same level "
                "in a higher strain (B2)"
            )
        if fault is Fault.NOT_AFTER or fault is Fault.OWN_SIDE:
            return _ESCALATION_REFUSALS[-2 - code]
        return machine.refusal(code)

    def call(self, action: Action) -> None:
        """Record a legal call by the seat to act."""
        kind = action.kind
        self.machine.call(action.value if kind == "bid" else _CODES[kind])
