"""An Oh Hell deal in words: its table's rows (the trump and the card turned up for it, each
seat's bid) and its score at the deal's end."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from followsuit.games.presentation import (
    Presentation,
    Row,
    bids_row,
    joined,
    named,
    per_seat,
    presentation,
    row,
    text,
    trump_row,
    turned_up_why,
)

SUITS = {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"}


def deal_words(
    result: Mapping[str, Any], scores: Sequence[float], players: Sequence[str], sides: Sequence[str]
) -> list[str]:
    """One sentence per player: "North bid 3, took 3: exact, +13"."""
    bids = list(result.get("bids", []))
    tricks = list(result.get("tricks", []))
    made = list(result.get("made", []))
    lines = []
    for seat, name in enumerate(players):
        if seat >= len(tricks):
            break
        bid = bids[seat] if seat < len(bids) else None
        exact = made[seat] if seat < len(made) else False
        said = "exact" if exact else ("over" if bid is not None and tricks[seat] > bid else "under")
        lines.append(f"{name} bid {bid}, took {tricks[seat]}: {said}, {scores[seat]:+d}")
    trump = result.get("trump")
    lines.append(
        f"Trumps were {SUITS.get(str(trump), trump)}." if trump else "No trumps this deal."
    )
    return lines


NO_TRUMP_TURNED = "a 2 to 6 means no trumps (Coulon's rule)"
"""Why a suit card turned up made no trump: Coulon's rule, the only one that turns up a suit
card and still plays without trumps (a joker turned up makes none under every rule)."""


def present(view: Mapping[str, Any]) -> Presentation:
    """The trump with the card turned up for it (and why it made none), the deal's number and
    size; each seat's bid in place of the calls (and under its name, with the bid it changed),
    their total against the tricks once all have bid, and the bid the hook forbids the
    dealer; the jokers called high or low in this trick."""
    details = view["details"]
    trump, turned = details.get("trump"), details.get("turn_up")
    rows: list[Row | None] = []
    if "trump" in details:
        why = turned_up_why(turned, NO_TRUMP_TURNED) if isinstance(turned, str) else ""
        rows.append(trump_row(trump, turned=turned or None, why_none=why))
    size = details.get("hand_size")
    if details.get("deals"):
        rows.append(row("Deal", text(f"{details.get('deal_number')} of {details['deals']}")))
    if size:
        rows.append(row("Cards each", text(str(size))))
    calls = details.get("joker_calls")
    if calls:
        said = [[named(f"{{seat}} {how}", seat)] for seat, how in calls]
        rows.append(row("Jokers called", joined(said, " · ")))
    bids = details.get("bids")
    if not per_seat(bids, len(view["players"])):
        return presentation(rows)
    rows.append(bids_row(bids))
    if all(bid is not None for bid in bids):
        total = sum(int(bid) for bid in bids if str(bid).isdigit())
        rows.append(row("Bids total", text(f"{total} of {size}")))
    hook_bid = details.get("hook_bid")
    if details.get("hook") and hook_bid is not None:
        rows.append(row("Dealer may not bid", text(str(hook_bid))))
    changed = details.get("changed_from") or [None] * len(bids)
    seats = [[_bid_chip(bid, was)] for bid, was in zip(bids, changed, strict=True)]
    return presentation(rows, calls=False, seats=seats)


def _bid_chip(bid: str | None, was: str | None) -> Row | None:
    """A seat's bid under its name, and the bid it changed (None: no bid yet)."""
    if bid is None:
        return None
    return row("bid", text(str(bid) if was is None else f"{bid} (changed from {was})"))
