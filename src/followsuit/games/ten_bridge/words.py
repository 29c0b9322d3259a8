"""A 10 Bridge deal's score in words, for the end-of-deal moment of both apps."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

DOUBLED = {"X": " doubled", "XX": " redoubled"}


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
        made = "made" if result.get("made") else "down"
        trump = result.get("trump")
        trump_text = f", trump {trump}" if trump else ""
        lines.append(
            f"{players[declarer]} declared {contract}{doubled}{trump_text}; {sides[side]} took "
            f"{took} of {total}: {made} {result.get('result', '')}".rstrip()
        )
    explanation = result.get("explanation")
    if explanation:
        lines.append(str(explanation))
    lines.append(", ".join(f"{name} {scores[i]:+d}" for i, name in enumerate(sides)))
    return lines
