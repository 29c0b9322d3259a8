"""The text's "most common system" of bidding, as plain-language meanings of every call.

The text forbids secret systems: the full meaning of every call must be open to the opponents.
:func:`explain` gives any call (a bot's or a person's) its meaning under this system, from the
calls before it alone:

- information level 10-13: a suit bid shows the bidder's strongest (then next) suit, not tricks;
  NT says "no suit to show"; never pass while partner's information bid is in effect;
- real level 4-9: the bidder undertakes exactly that many tricks in that strain;
- demand and support level 0-3: a bid in a strain partner has named (or was asked for) is
  support; otherwise it demands the next strain up from partner ("3♣" asks for diamonds).

Positions in the auction alternate sides, so partner's calls are the ones two, four, ... calls
earlier; the seats themselves are not needed.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from followsuit.games.beyond.calls import (
    NT,
    STRAIN_NAMES,
    bid_level,
    bid_rank,
    bid_strain,
    parse_bid,
)

INFORMATION, REAL, SUPPORT, DEMAND = "information", "real", "support", "demand"
INFORMATION_LEVELS = range(10, 14)
REAL_LEVELS = range(4, 10)
LOW_LEVELS = range(0, 4)


@dataclass(frozen=True)
class Meaning:
    """What one call means under the system."""

    kind: str
    """``information``, ``real``, ``support``, ``demand``, ``pass``, ``raise``, ``reraise``."""
    text: str
    strain: int | None = None
    """The strain shown, played, supported or demanded."""


@dataclass
class Reading:
    """The auction read under the system: each call's meaning and what each side has shown."""

    meanings: list[Meaning] = field(default_factory=list)
    shown: list[list[int]] = field(default_factory=lambda: [[], [], [], []])
    """Strains each position (call index mod 4) has named in a bid, in order."""
    bid: int | None = None
    bidder: int | None = None
    """The position (mod 4) of the bid in effect."""
    bid_kind: str | None = None
    demanded: int | None = None
    """The strain the bid in effect demands of the bidder's partner, if it is a demand."""
    raised: int = 0

    @property
    def next_position(self) -> int:
        return len(self.meanings) % 4


def _name(strain: int) -> str:
    return STRAIN_NAMES[strain]


def _bid_meaning(reading: Reading, position: int, rank: int) -> Meaning:
    level, strain = bid_level(rank), bid_strain(rank)
    partner = (position + 2) % 4
    partner_shown = reading.shown[partner]
    mine = reading.shown[position]
    if level in INFORMATION_LEVELS:
        if strain == NT:
            if partner_shown and partner_shown[-1] != NT:
                liked = _name(partner_shown[-1])
                text = f"information: no liking for partner's {liked}, no suit to show"
            else:
                text = "information: no suit to show"
        elif strain in partner_shown:
            text = f"information: I like partner's {_name(strain)}"
        elif any(s != NT for s in mine):
            text = f"information: my next suit is {_name(strain)}"
        else:
            text = f"information: my strongest suit is {_name(strain)}"
        return Meaning(INFORMATION, text, strain)
    tricks = f"{level} trick{'s' if level != 1 else ''}"
    trumps = "without trumps" if strain == NT else f"with {_name(strain)} trumps"
    if level in REAL_LEVELS:
        accept = f", accepting partner's {_name(strain)}" if strain in partner_shown else ""
        return Meaning(REAL, f"real: I will take exactly {tricks} {trumps}{accept}", strain)
    partner_demand = reading.demanded if reading.bidder == partner else None
    if partner_demand == strain:
        return Meaning(
            SUPPORT, f"support: answering partner's demand, exactly {tricks} {trumps}", strain
        )
    if strain in partner_shown:
        return Meaning(
            SUPPORT, f"support: partner's {_name(strain)}, I will take exactly {tricks}", strain
        )
    if strain == NT:
        return Meaning(REAL, f"real: I will take exactly {tricks} {trumps}", strain)
    wanted = strain + 1
    return Meaning(DEMAND, f"demand: partner, bid {_name(wanted)} (at {level} if you can)", wanted)


def _pass_meaning(reading: Reading, position: int) -> Meaning:
    if reading.bid is None or reading.bidder is None:
        return Meaning("pass", "pass: no suit to show")
    bid = f"{bid_level(reading.bid)} {_name(bid_strain(reading.bid))}"
    if reading.bidder % 2 != position % 2:
        if reading.raised == 2:
            return Meaning("pass", f"pass: accepting the re-raise of the opponents' {bid}")
        if reading.raised == 1:
            return Meaning("pass", f"pass: leaving the opponents' {bid} raised")
        return Meaning("pass", f"pass: nothing to say over the opponents' {bid}")
    whose = "my" if reading.bidder == position else "partner's"
    if reading.raised == 1:
        return Meaning("pass", f"pass: standing by {whose} {bid}, raised")
    if reading.raised == 2:
        return Meaning("pass", f"pass: standing by {whose} {bid}, re-raised")
    if reading.bidder == position:
        return Meaning("pass", f"pass: standing by my {bid}")
    if reading.bid_kind == INFORMATION:
        return Meaning(
            "pass", "pass: leaves partner's information bid standing (against the system)"
        )
    if reading.bid_kind == DEMAND and reading.demanded is not None:
        return Meaning("pass", f"pass: declining partner's demand for {_name(reading.demanded)}")
    return Meaning("pass", f"pass: accepting partner's {bid}")


def _step(reading: Reading, call: str) -> Meaning:
    """The meaning of ``call`` after ``reading``; ``reading`` is then brought up to date."""
    position = reading.next_position
    key = call.strip().lower()
    if key == "pass":
        meaning = _pass_meaning(reading, position)
    elif key == "raise":
        meaning = Meaning(
            "raise", "raise: we expect the opponents not both to fulfil their contracts"
        )
        reading.raised = 1
    elif key in ("reraise", "re-raise"):
        meaning = Meaning("reraise", "re-raise: we expect both of us to fulfil our contracts")
        reading.raised = 2
    else:
        action = parse_bid(key)
        if action is None:
            raise ValueError(f"{call!r} is not a call")
        meaning = _bid_meaning(reading, position, action.value)
        reading.bid, reading.bidder, reading.bid_kind = action.value, position, meaning.kind
        reading.demanded = meaning.strain if meaning.kind == DEMAND else None
        reading.raised = 0
        reading.shown[position].append(bid_strain(action.value))
    reading.meanings.append(meaning)
    return meaning


def read(calls: Sequence[str]) -> Reading:
    """The auction so far read under the system."""
    reading = Reading()
    for call in calls:
        _step(reading, call)
    return reading


def explain(calls: Sequence[str], call: str) -> str:
    """The plain-language meaning of ``call`` made after ``calls`` (texts, from the first)."""
    return _step(read(calls), call).text


def explanations(calls: Sequence[str]) -> list[str]:
    """The meaning of every call of an auction."""
    return [m.text for m in read(calls).meanings]


__all__ = ["Meaning", "Reading", "bid_rank", "explain", "explanations", "read"]
