"""A Bézique deal's score in words, for the end-of-deal moment of both apps."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

SUITS = {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"}


def deal_words(
    result: Mapping[str, Any], scores: Sequence[float], players: Sequence[str], sides: Sequence[str]
) -> list[str]:
    """One sentence per player, "Player 1 declared 370, took 8 brisques and the last trick:
    460", then the sides' totals in a partnership game."""
    declared = result["declared"]
    brisques = result["brisques"]
    last = result.get("last_trick")
    seat_scores = result.get("seat_scores", scores)
    lines = []
    for seat, name in enumerate(players):
        took = f"took {brisques[seat]} brisques" + (" and the last trick" if seat == last else "")
        lines.append(f"{name} declared {declared[seat]}, {took}: {seat_scores[seat]}")
    if len(sides) < len(players):
        lines.append(", ".join(f"{name} {scores[i]}" for i, name in enumerate(sides)))
    trump = result.get("trump")
    if trump:
        lines.append(f"Trumps were {SUITS.get(str(trump), trump)}.")
    return lines
