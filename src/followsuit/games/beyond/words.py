"""A Beyond deal in words: its table's rows (the auction's bid, the contract, the trump, each
player's claim) and its score at the deal's end."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from followsuit.games.beyond.scoring import PassRoundPoints
from followsuit.games.presentation import (
    Presentation,
    Row,
    bid_row,
    contract_row,
    joined,
    named,
    per_seat,
    presentation,
    row,
    text,
    trump_row,
)

PASS_ROUND = PassRoundPoints()


def deal_words(
    result: Mapping[str, Any], scores: Sequence[float], players: Sequence[str], sides: Sequence[str]
) -> list[str]:
    """The contract, then one sentence per player ("East claimed 4, took 5: missed") and
    each side's points (placement and bonus)."""
    if result.get("pass_round"):
        return pass_round_words(result, scores, players, sides)
    lines = []
    if result.get("contract"):
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


def pass_round_words(
    result: Mapping[str, Any], scores: Sequence[float], players: Sequence[str], sides: Sequence[str]
) -> list[str]:
    """B12's pass round: how it scores, then each side's points and why ("North-South +80:
    East-West took 8 tricks, 8 × 10")."""
    per, last_points = PASS_ROUND.per_trick, PASS_ROUND.last_trick
    lines = [
        f"Everyone passed: a pass round, without trumps (B12). Each side scores {per} for every "
        f"trick its opponents took, and {last_points} more if they took the last trick."
    ]
    tricks = list(result["tricks"])
    last = result["last_trick"]
    taken = [sum(tricks[s] for s in range(len(tricks)) if s % 2 == side) for side in (0, 1)]
    if 0 in taken:
        lines.append(f"{sides[taken.index(0) ^ 1]} took every trick: both sides score 0.")
        return lines
    for side, name in enumerate(sides):
        other = 1 - side
        said = f"{name} {scores[side]:+d}: {sides[other]} took {taken[other]} tricks"
        sum_said = f"{taken[other]} × {per}"
        if last % 2 == other:
            said += f" and the last ({players[last]})"
            sum_said += f" + {last_points}"
        lines.append(f"{said}, {sum_said}")
    return lines


def present(view: Mapping[str, Any]) -> Presentation:
    """The highest bid while the auction lasts, then the contract and its trump (a pass round
    has none); each player's claim in claiming order, the claim forbidden to the last, and the
    tricks each aims at beside those it won; the joker block; declarer and each claim under
    the seats' names."""
    details = view["details"]
    contract, pass_round = details.get("contract"), bool(details.get("pass_round"))
    bid = details.get("bid")
    rows: list[Row | None] = []
    if pass_round:
        rows.append(row("Pass round", text("no trumps, as few tricks as possible", "bold")))
    if contract is None and not pass_round:
        rows.append(bid_row(bid and bid["text"], details.get("bidder"), details.get("raised", 0)))
    if contract:
        rows.append(
            contract_row(contract["text"], details.get("declarer"), raised=details["raised"])
        )
    rows.append(trump_row(details.get("trump"), settled=contract is not None))
    claims = details.get("contracts")
    players = len(view["players"])
    if not pass_round and per_seat(claims, players):
        rows.append(_claims(claims, details.get("declarer"), view.get("to_act")))
    forbidden = details.get("forbidden_claim")
    if forbidden is not None:
        rows.append(row("Forbidden claim", text(str(forbidden))))
    if details.get("joker_block"):
        rows.append(row("Joker block", text("no joker lead")))
    targets = claims if not pass_round and isinstance(claims, list) else None
    declarer = details.get("declarer")
    seats = [
        [
            row("declarer", text("★")) if seat == declarer else None,
            row("contract", text(str(claims[seat])))
            if per_seat(claims, players) and claims[seat] is not None
            else None,
        ]
        for seat in range(players)
    ]
    return presentation(rows, targets=targets, seats=seats)


def _claims(claims: list[int | None], declarer: int | None, to_act: int | None) -> Row | None:
    """Each player's claim from declarer round, and who is to claim."""
    if all(c is None for c in claims):
        return None
    players = len(claims)
    start = declarer if isinstance(declarer, int) else 0
    order = [(start + k) % players for k in range(players)]
    made = [[named(f"{{seat}} {claims[s]}", s)] for s in order if claims[s] is not None]
    out = row("Contracts", joined(made, " · "))
    if to_act in [s for s in order if claims[s] is None]:
        out["pieces"].append(named("   {seat} to claim", to_act))
    return out
