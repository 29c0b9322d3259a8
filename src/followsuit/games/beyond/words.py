"""A Beyond deal's score in words, for the end-of-deal moment of both apps."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any


def deal_words(
    result: Mapping[str, Any], scores: Sequence[float], players: Sequence[str], sides: Sequence[str]
) -> list[str]:
    """The contract, then one sentence per player ("East claimed 4, took 5: missed") and
    each side's points (placement and bonus)."""
    lines = []
    if result.get("pass_round"):
        lines.append("Everyone passed: the pass round was played.")
    elif result.get("contract"):
        declarer = result.get("declarer")
        who = players[declarer] if isinstance(declarer, int) else "?"
        raised = " (raised)" if result.get("raised") else ""
        lines.append(f"Contract {result['contract']}{raised} by {who}.")
    contracts = list(result.get("contracts") or [])  # a pass round has none (null)
    tricks = list(result.get("tricks") or [])
    fulfilled = list(result.get("fulfilled") or [])
    placement = list(result.get("placement") or [])
    for seat, name in enumerate(players):
        if seat >= len(tricks):
            break
        if not contracts:
            lines.append(f"{name} took {tricks[seat]}")
            continue
        target = contracts[seat] if seat < len(contracts) else "?"
        kept = fulfilled[seat] if seat < len(fulfilled) else False
        points = placement[seat] if seat < len(placement) else 0
        lines.append(
            f"{name} aimed at {target}, took {tricks[seat]}: "
            + ("fulfilled" if kept else "missed")
            + f", placement {points}"
        )
    bonus = list(result.get("bonus") or [])
    for side, name in enumerate(sides):
        extra = f" (bonus {bonus[side]})" if side < len(bonus) and bonus[side] else ""
        lines.append(f"{name} {scores[side]:+d}{extra}")
    return lines
