"""A Bézique deal's score in words, for the end-of-deal moment of both apps."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from followsuit.games.bezique.scoring import LAST_TRICK

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
    if "rubiconed" in result:
        return grand_words(result, players)
    lines = []
    if scored_when_won(result, seat_scores):
        lines.append(
            "Aces and tens scored 10 each as they were won (Polish Bézique), so the brisques "
            "add nothing at the end."
        )
        for seat, name in enumerate(players):
            last_trick = " and the last trick" if seat == last else ""
            lines.append(
                f"{name} declared {declared[seat]} with {brisques[seat]} aces and tens won"
                f"{last_trick}: {seat_scores[seat]}"
            )
    else:
        for seat, name in enumerate(players):
            took = f"took {brisques[seat]} brisques" + (
                " and the last trick" if seat == last else ""
            )
            lines.append(f"{name} declared {declared[seat]}, {took}: {seat_scores[seat]}")
    if len(sides) < len(players):
        lines.append(", ".join(f"{name} {scores[i]}" for i, name in enumerate(sides)))
    trump = result.get("trump")
    if trump:
        lines.append(f"Trumps were {SUITS.get(str(trump), trump)}.")
    return lines


def scored_when_won(result: Mapping[str, Any], seat_scores: Sequence[float]) -> bool:
    """Whether the aces and tens were scored as they were won (Polish Bézique, Z3), not
    counted at the end: each seat's score is its declared points and the last trick alone
    (the brisques of a whole pack are never all 0, so a counted deal never looks so)."""
    last = result.get("last_trick")
    return all(
        score == points + (LAST_TRICK if seat == last else 0)
        for seat, (score, points) in enumerate(zip(seat_scores, result["declared"], strict=True))
    )


def grand_words(result: Mapping[str, Any], players: Sequence[str]) -> list[str]:
    """Grand Bézique (Z4): each player's points, the brisques when they counted, and the game
    as Rubicon scores it ("Player 2 wins the game: 2820, Player 1 rubiconed")."""
    lines = []
    last = result["last_trick"]
    for seat, name in enumerate(players):
        parts = [f"declared {result['declared'][seat]}"]
        if seat == last:
            parts.append("took the last trick (50)")
        if result["brisques_counted"]:
            parts.append(f"counts {result['brisques'][seat]} brisques")
        lines.append(f"{name} {', '.join(parts)}: {result['totals'][seat]}")
    winner = result["winner"]
    if winner is None:
        lines.append("A drawn game: nothing is scored.")
    else:
        game = result["scores"][winner]
        rubiconed = result["rubiconed"]
        tail = f", {players[rubiconed]} rubiconed" if rubiconed is not None else ""
        lines.append(f"{players[winner]} wins the game: {game}{tail}.")
    trump = result.get("trump")
    lines.append(f"Trumps were {SUITS.get(str(trump), trump)}." if trump else "No trumps fixed.")
    return lines
