"""A Bézique deal in words: its table's rows (the trump and the turn-up, the stock, the cards
declared on the table, the points declared) and its score at the deal's end."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from followsuit.games.bezique.scoring import LAST_TRICK
from followsuit.games.presentation import (
    Presentation,
    Row,
    cards,
    cards_by_seat_row,
    joined,
    named,
    per_seat,
    presentation,
    row,
    run,
    stock_row,
    text,
    trump_row,
    value_words,
)

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


def present(view: Mapping[str, Any]) -> Presentation:
    """The trump with the card turned up for it (none yet in Grand Bézique until a marriage
    makes one), the stock, each player's cards declared on the table, and the points each has
    declared with the last declaration; a seven turned up. Each player's declared cards lie
    face up before the seat (the viewer's own stay in the hand, named under the name; Polish
    Bézique's open cards, in no hand, lie before every seat); a declaration's button says
    what it declares."""
    details = view["details"]
    players = len(view["players"])
    turn_up = details.get("turn_up")
    rows: list[Row | None] = [
        trump_row(details.get("trump"), turned=turn_up or None),
        stock_row(details["stock"], turn_up if isinstance(turn_up, str) else None),
    ]
    table = details.get("table")
    if per_seat(table, players):
        rows.append(cards_by_seat_row("Table", table))
    rows.append(_declared(details.get("points"), details.get("declarations")))
    if details.get("seven_turned"):
        rows.append(row("Seven turned up", text("10 to the dealer")))
    viewer, open_cards = view.get("seat"), bool(details.get("open"))
    shown: list[list[str]] = []
    seats: list[list[Row | None]] = []
    if per_seat(table, players):
        shown = [[] if s == viewer and not open_cards else list(t) for s, t in enumerate(table)]
        points = details.get("points") or [None] * players
        seats = [
            [
                row("declared", text(value_words(points[s]))),
                row("on the table", cards(table[s]))
                if s == viewer and not open_cards and table[s]
                else None,
            ]
            for s in range(players)
        ]
    choices = {
        d["text"]: f"{d['kind']}, {d['points']}"
        for d in details.get("declarable") or []
        if isinstance(d, Mapping) and "text" in d
    }
    return presentation(rows, seats=seats, shown=shown, choices=choices)


def _declared(points: Any, declarations: Any) -> Row | None:
    """Each player's points declared, and the last declaration."""
    if not isinstance(points, list) or not isinstance(declarations, list):
        return None
    out = row(
        "Declared",
        joined([[named(f"{{seat}} {value_words(p)}", s)] for s, p in enumerate(points)], " · "),
    )
    if declarations:
        last = declarations[-1]
        said = [
            named(f"   last: {{seat}} {last.get('kind')} ", last.get("seat")),
            cards(last.get("cards", [])),
            text(f" {last.get('points')}"),
        ]
        out["pieces"].append(run(said, "dim"))
    return out
