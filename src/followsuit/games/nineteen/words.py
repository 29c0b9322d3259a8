"""A deal of 19 in words: its table's rows (the bid, then the contract; whose hand the seat to
act plays from; a dummy's scores left out) and its score at the deal's end."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from followsuit.engine.points import signed_points
from followsuit.games.nineteen.cards import TO_WIN
from followsuit.games.presentation import (
    Presentation,
    Row,
    bid_row,
    cards,
    contract_row,
    named,
    playing_row,
    presentation,
    row,
    text,
)


def deal_words(
    result: Mapping[str, Any],
    scores: Sequence[float],
    players: Sequence[str],
    sides: Sequence[str],
    *,
    shown: Sequence[int] | None = None,
) -> list[str]:
    """The bid and who played it, the card points taken against the 118, the declarations,
    and each seat's payment: "East played Partnership with North (called trump 19): took 48
    card points of 118, lost, worth 22". ``shown``: the seats whose payment to name (None:
    all; a dummy, paid nothing, is left out)."""
    declarer = players[result["declarer"]]
    bid = str(result["bid"]).title()
    level = result.get("level", 1)
    how = f"{declarer} played {bid}" + (f" at level {level}" if level > 1 else "")
    partner = result.get("partner")
    called = result.get("called")
    if partner is not None:
        how += f" with {players[partner]}"
        if called is not None:
            how += f" (called trump {called})"
    elif called is not None:
        how += f" alone (called trump {called}, not held)"
    taken, against = result["points"]
    outcome = "won" if result["won"] else "lost"
    lines = [
        f"{how}: took {taken} card points of {taken + against}, {outcome}, worth {worth(result)}."
    ]
    declared = [
        f"{players[d['seat']]} {d['item']} ({_held(d)})" for d in result.get("declarations", [])
    ]
    if declared:
        lines.append("Declared: " + ", ".join(declared) + ".")
    contras = result.get("contras", [])
    if contras:
        lines.append(f"Contras: {len(contras)}.")
    seats = range(len(players)) if shown is None else shown
    lines.append(", ".join(f"{players[i]} {signed_points(scores[i])}" for i in seats))
    return lines


def worth(result: Mapping[str, Any]) -> str:
    """The game's value and how it is made (N8): "138 = 23 (10 + 13 over 60) × 3 × level 2",
    doubled by a contra on the bid; "30 (10 + 20 over 60)" when nothing multiplies it."""
    taken = result["points"][0]
    over = abs(taken - TO_WIN)
    base = f"(10 + {over} {'over' if taken >= TO_WIN else 'under'} {TO_WIN})"
    factors = [f" × {result['multiplier']}"] if result["multiplier"] > 1 else []
    if result.get("level", 1) > 1:
        factors.append(f" × level {result['level']}")
    if "bid" in result.get("contras", []):
        factors.append(" × 2 (contra)")
    if not factors:
        return f"{result['value']} {base}"
    return f"{result['value']} = {10 + over} {base}" + "".join(factors)


def _held(declaration: Mapping[str, Any]) -> str:
    """A holding's points (``4``), or whether an achievement (sparrow, slam: N6) was made."""
    if "points" in declaration:
        return str(declaration["points"])
    return "made" if declaration["made"] else "failed"


def present(view: Mapping[str, Any]) -> Presentation:
    """The deal's number of the match; the highest bid during the auction, then the contract
    with its multiplier and level; the called trump; the stock's groups face up; the
    viewer's discards; whose hand the seat to act plays from; declarer, partner, the dummies
    and who plays them, and each seat's discards under its name; the dummies' scores (none
    of their own, always 0) left out."""
    details = view["details"]
    contract = details.get("contract")
    rows: list[Row | None] = []
    if details.get("deals"):
        rows.append(row("Deal", text(f"{details.get('deal_number')} of {details['deals']}")))
    if contract is None:
        rows.append(bid_row(details.get("bid"), details.get("bidder")))
    else:
        played = contract_row(contract, details.get("declarer"))
        level = details.get("level") or 1
        worth = f" ×{details.get('multiplier')}" + (f", level {level}" if level > 1 else "")
        played["pieces"].insert(1, text(worth))
        rows.append(played)
    if details.get("called") is not None:
        rows.append(row("Called trump", text(f"T{details['called']}")))
    stock = details.get("stock")
    for group in stock.get("groups", []) if isinstance(stock, Mapping) else []:
        if group.get("cards") and group.get("state") != "taken":
            label = f"Stock group {group.get('group')} ({group.get('state')})"
            rows.append(row(label, cards(group["cards"])))
    if details.get("discarded"):
        rows.append(row("Your discards", cards(details["discarded"])))
    playing = playing_row(details.get("playing_for"), view.get("seat"), view.get("to_act"))
    return presentation(
        rows,
        foot=[playing],
        left_out=details.get("dummies") or (),
        seats=_seats(view),
        covered=["called_note", "stock_face_up"],
    )


def _seats(view: Mapping[str, Any]) -> list[list[Row | None]]:
    """Declarer and partner; a dummy and who plays it, once settled (N9); the discards."""
    details = view["details"]
    dummies = details.get("dummies") or []
    controllers = details.get("controllers") or []
    counts = details.get("discard_counts") or []
    out: list[list[Row | None]] = []
    for seat in range(len(view["players"])):
        chips: list[Row | None] = [
            row("declarer", text("★")) if seat == details.get("declarer") else None,
            row("partner", text("★")) if seat == details.get("partner") else None,
        ]
        if seat in dummies:
            by = controllers[seat] if seat < len(controllers) else seat
            chips.append(row("dummy", named("played by {seat}", by) if by != seat else text("")))
        if seat < len(counts) and counts[seat]:
            chips.append(row("discarded", text(str(counts[seat]))))
        out.append(chips)
    return out
