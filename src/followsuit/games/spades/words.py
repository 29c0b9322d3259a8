"""A Spades deal in words: its table's rows (each seat's bid) and its score at the deal's end."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from followsuit.games.presentation import (
    Presentation,
    Row,
    bids_row,
    cards,
    joined,
    per_seat,
    presentation,
    row,
    text,
)


def _plural(count: int, word: str) -> str:
    return f"{count} {word}" if count == 1 else f"{count} {word}s"


def deal_words(
    result: Mapping[str, Any], scores: Sequence[float], players: Sequence[str], sides: Sequence[str]
) -> list[str]:
    """One sentence per side: "North-South bid 7, took 8: made, 1 bag; +71 this deal"; a
    failed nil's tricks said apart, as bags that do not count toward the partner's bid (S1)."""
    bids: list[str] = [str(b) for b in result.get("bids", [])]
    tricks: list[int] = list(result.get("tricks", []))
    lines = []
    for side, name in enumerate(sides):
        seats = [s for s in range(len(players)) if s % len(sides) == side]
        took = sum(tricks[s] for s in seats if s < len(tricks))
        contract = result.get("contracts", [0, 0])[side]
        made = result.get("made", [True, True])[side]
        bags = result.get("bags", [0, 0])[side]
        nil = result.get("nil_points", [0, 0])[side]
        penalty = result.get("bag_penalties", [0, 0])[side]
        failed = [
            s for s in seats if s < len(bids) and "nil" in bids[s] and s < len(tricks) and tricks[s]
        ]
        if failed:  # S1: a failed nil's tricks are bags, never toward the partner's bid
            took = took - sum(tricks[s] for s in failed)
            head = f"{name} bid {contract}, took {took} toward it: "
        else:
            head = f"{name} bid {contract}, took {took}: "
        parts = [head + ("made" if made else "set")]
        if bags:
            parts.append(_plural(bags, "bag"))
        for seat in seats:
            if seat < len(bids) and "nil" in bids[seat]:
                said = f"{players[seat]}'s {bids[seat]} "
                if seat in failed:
                    taken = _plural(tricks[seat], "trick")
                    said += f"failed (its {taken} count as bags, not toward the bid)"
                else:
                    said += "made"
                parts.append(said)
        if nil:
            parts.append(f"nil {nil:+d}")
        if penalty:
            parts.append(f"bag penalty {-abs(penalty):+d}")
        lines.append(", ".join(parts) + f"; {scores[side]:+d} this deal")
    return lines


def present(view: Mapping[str, Any]) -> Presentation:
    """Each seat's bid, in place of the calls (and under its name); once all have bid, each
    side's contract; the bags each side carried into the deal (the deal's own are in its
    result: a row read after the last deal must not pass for the match's final bags); whether
    spades are broken; the cards the viewer gave."""
    details = view["details"]
    players = len(view["players"])
    bids = details.get("bids")
    rows: list[Row | None] = []
    seats: list[list[Row | None]] = []
    if per_seat(bids, players):
        rows.append(bids_row(bids))
        seats = [[None if bid is None else row("bid", text(str(bid)))] for bid in bids]
        if all(bid is not None for bid in bids):
            contracts = [_contract(bids, side) for side in (0, 1)]
            rows.append(_by_side(view, "Contracts", contracts))
    bags = details.get("bags")
    if isinstance(bags, list) and len(bags) == 2:
        rows.append(_by_side(view, "Bags before this deal", bags))
    rows.append(row("Spades broken", text("yes" if details.get("spades_broken") else "no")))
    gave = details.get("gave")
    if gave:
        rows.append(row("You gave", cards(gave)))
    return presentation(rows, calls=not per_seat(bids, players), seats=seats)


def _contract(bids: Sequence[str], side: int) -> int:
    """A side's contract: its seats' bids added, a nil counting none."""
    return sum(int(bid) for bid in bids[side::2] if str(bid).isdigit())


def _by_side(view: Mapping[str, Any], label: str, values: Sequence[int]) -> Row:
    """A value for each side, by the side's name (``North-South 7 · East-West 5``)."""
    match = view.get("match")
    names = match.get("score_names") if isinstance(match, Mapping) else None
    if not isinstance(names, list) or len(names) != len(values):
        names = [f"side {side + 1}" for side in range(len(values))]
    parts = [[text(f"{name} {value}")] for name, value in zip(names, values, strict=True)]
    return row(label, joined(parts, " · "))
