"""An Oh Hell deal's score in words, for the end-of-deal moment of both apps."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

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
