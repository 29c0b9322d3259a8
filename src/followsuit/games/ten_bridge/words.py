"""A 10 Bridge deal in words: its table's rows (the contract, the trump while concealed, whose
hand declarer plays from) and its score at the deal's end."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from followsuit.games.presentation import (
    Presentation,
    Row,
    backs,
    card,
    contract_row,
    playing_row,
    presentation,
    row,
    text,
    trump_row,
)
from followsuit.games.ten_bridge.scoring import MAX_UNDERTRICKS

DOUBLED = {"X": " doubled", "XX": " redoubled"}
GLYPHS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}


def deal_words(
    result: Mapping[str, Any], scores: Sequence[float], players: Sequence[str], sides: Sequence[str]
) -> list[str]:
    """The contract and its outcome ("South declared 2NT, North-South took 7 of 10: made
    +2"), the points and why, and each side's points this deal."""
    declarer = result.get("declarer")
    contract = result.get("contract")
    lines = []
    if isinstance(declarer, int) and contract:
        side = declarer % len(sides)
        tricks = list(result.get("tricks", []))
        took = tricks[side] if side < len(tricks) else 0
        total = sum(tricks)
        doubled = DOUBLED.get(str(result.get("doubled") or ""), "")
        outcome = str(result.get("result", ""))
        made = f"made {outcome}" if result.get("made") else f"down {outcome.lstrip('-')}"
        trump = result.get("trump")
        trump_text = f", trump {GLYPHS.get(str(trump), trump)}" if trump else ""
        lines.append(
            f"{players[declarer]} declared {contract}{doubled}{trump_text}; {sides[side]} took "
            f"{took} of {total}: {made}".rstrip()
        )
        explained = points_words(result, sides, side)
        if explained:
            lines.append(explained)
    elif result.get("explanation"):
        lines.append(str(result["explanation"]))
    lines.append(", ".join(f"{name} {scores[i]:+d}" for i, name in enumerate(sides)))
    return lines


def points_words(result: Mapping[str, Any], sides: Sequence[str], side: int) -> str | None:
    """The points in words, where the chart's explanation says ``(2x7)``: "East-West score 2
    undertricks × 7 = 14", "North-South score 3 tricks × 13 = 39, super game 40". Past six
    undertricks only six score (the text ignores the rest): "8 undertricks, 6 of them scored ×
    9 = 54". A love contract's explanation is words already."""
    bonuses: Mapping[str, int] = result.get("bonuses") or {}
    if "love contract" in bonuses:
        explanation = result.get("explanation")
        return str(explanation) if explanation else None
    count = abs(int(str(result["result"])))
    points = int(result["trick_points"])
    made = bool(result.get("made"))
    scorer = sides[side if made else 1 - side]
    parts = []
    if count:
        what = "tricks" if made else "undertricks"
        if count == 1:
            what = what[:-1]
        counted = count if made else min(count, MAX_UNDERTRICKS)
        if counted < count:
            what += f", {counted} of them scored"
        parts.append(f"{count} {what} × {points // counted} = {points}")
    parts += [f"{name} {value}" for name, value in bonuses.items()]
    return f"{scorer} score " + ", ".join(parts) if parts else None


def present(view: Mapping[str, Any]) -> Presentation:
    """The contract, doubled or not; the trump, one of the contract's suits while it is
    concealed, secret until revealed in the play, and its indicator in the middle (face down
    but to the seat that chose it); the part scores and the tricks each side has; whose hand
    the seat to act plays from; declarer, dummy and the hand to play under the seats."""
    details = view["details"]
    contract = details.get("contract")
    rows: list[Row | None] = []
    if contract:
        rows.append(
            contract_row(contract["text"], details.get("declarer"), doubled=details.get("doubled"))
        )
    secret = details.get("revealed") is False and view.get("phase") == "play"
    rows.append(
        trump_row(
            details.get("trump"),
            hidden=details.get("trump_suits") or (),
            settled=contract is not None,
            secret=secret,
        )
    )
    for label, key in (("Part scores", "part_scores"), ("Tricks by side", "tricks_by_side")):
        values = details.get(key)
        if isinstance(values, list) and any(values):
            rows.append(row(label, text(" / ".join(str(v) for v in values))))
    seat = view.get("seat")
    playing = playing_row(details.get("playing_for"), seat, view.get("to_act"))
    return presentation(
        rows, foot=[playing], seats=_seats(view), centre=[_indicator(view, contract)]
    )


def _seats(view: Mapping[str, Any]) -> list[list[Row | None]]:
    """Declarer, dummy, and the hand declarer plays from when another's turn comes."""
    details = view["details"]
    declarer, playing = details.get("declarer"), details.get("playing_for")
    return [
        [
            row("declarer", text("★")) if seat == declarer else None,
            row("dummy", text("")) if seat == details.get("dummy") else None,
            row("to play", text("▶"))
            if seat == playing and declarer is not None and view.get("to_act") != seat
            else None,
        ]
        for seat in range(len(view["players"]))
    ]


def _indicator(view: Mapping[str, Any], contract: Mapping[str, Any] | None) -> Row | None:
    """The trump indicator once a suit contract is declared: face up to the seat that knows
    it (and to all once revealed or the deal is over), else face down."""
    details = view["details"]
    if not contract or not contract.get("suits") or details.get("declarer") is None:
        return None
    indicator = details.get("indicator")
    if details.get("revealed"):
        label = "Trump revealed"
    elif view.get("phase") == "over" and indicator:
        label = "Trump (deal over)"
    elif indicator:
        label = "Your trump (concealed)"
    else:
        label = "Trump indicator"
    return row(label, card(indicator) if indicator else backs(1))
