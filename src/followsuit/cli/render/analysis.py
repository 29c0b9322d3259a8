"""A deal's exact analysis for people: each card played with what it cost, trick by trick,
then each player's losses (``followsuit replay FILE --analyse``)."""

from __future__ import annotations

from collections.abc import Sequence

from rich.text import Text

from followsuit.bots.analysis import Cost, DealAnalysis, PlayAnalysis, SeatLosses
from followsuit.cli.render.cards import card_of, card_text


def analysis_lines(analysis: DealAnalysis) -> list[Text]:
    """The lines of ``analysis``: a heading, one line a card analysed, the players' losses."""
    names = analysis.players
    lines = [Text(f"Deal {analysis.deal}: exact analysis, double dummy", style="bold")]
    if not analysis.plays:
        lines.append(
            Text(
                "No card of this deal can be analysed: no part of it is trick play to the end "
                "that the solver can play.",
                style="dim",
            )
        )
        return lines
    lines.append(
        Text(
            f"From trick {analysis.first_trick}. Points: {analysis.value}; tricks: those the "
            "player's side (or the player alone) ends the deal with; best play by all after "
            "each card.",
            style="dim",
        )
    )
    for play in analysis.plays:
        lines.append(play_line(play, names))
    if not analysis.complete:
        lines.append(Text("The record stops before the deal's end.", style="dim"))
    for losses in analysis.seats:
        if not losses.score_cards and not losses.trick_cards:
            continue
        lines.append(Text(losses_text(losses.name, losses), style="bold"))
    return lines


def play_line(play: PlayAnalysis, names: Sequence[str]) -> Text:
    """``trick 7: West 9♥ cost 1 trick (best: K♥, 10 tricks instead of 9)``."""
    who = _name(names, play.hand)
    if play.hand != play.seat:
        who += f" (played by {_name(names, play.seat)})"
    line = Text(f"trick {play.trick}: {who} ")
    line.append_text(card_text(play.card))
    parts: list[str] = []
    if play.tricks is not None and play.tricks.cost > 0:
        parts.append(tricks_cost(play.tricks))
    if play.score is not None and play.score.cost > 0:
        parts.append(points_cost(play.score))
    if parts:
        line.append(" cost " + ", ".join(parts), style="yellow")
    elif play.score is None and play.tricks is None:
        line.append(f" not solved ({play.score_status})", style="dim")
    else:
        line.append(" best", style="green")
        unsolved = [
            f"{measure} not solved ({status})"
            for measure, status, cost in (
                ("points", play.score_status, play.score),
                ("tricks", play.tricks_status, play.tricks),
            )
            if cost is None
        ]
        if unsolved:
            line.append(f" ({'; '.join(unsolved)})", style="dim")
    return line


def tricks_cost(cost: Cost) -> str:
    """``1 trick (best: K♥, 10 tricks instead of 9)``."""
    lost = number(cost.cost)
    return (
        f"{lost} trick{'' if lost == '1' else 's'} (best: {cards(cost.best_cards)}, "
        f"{number(cost.best)} trick{'' if number(cost.best) == '1' else 's'} instead of "
        f"{number(cost.played)})"
    )


def points_cost(cost: Cost) -> str:
    """``30 points (best: K♥, +50 instead of +20)``."""
    lost = number(cost.cost)
    return (
        f"{lost} point{'' if lost == '1' else 's'} (best: {cards(cost.best_cards)}, "
        f"{signed(cost.best)} instead of {signed(cost.played)})"
    )


def losses_text(name: str, losses: SeatLosses) -> str:
    """``West: lost 30 points to 2 mistakes and 1 trick to 1 mistake (11 cards solved)``."""
    solved = max(losses.score_cards, losses.trick_cards)
    parts = []
    if losses.score_mistakes:
        parts.append(
            f"{number(losses.points)} points to {losses.score_mistakes} "
            f"mistake{'' if losses.score_mistakes == 1 else 's'}"
        )
    if losses.trick_mistakes:
        parts.append(
            f"{number(losses.tricks)} trick{'' if losses.tricks == 1 else 's'} to "
            f"{losses.trick_mistakes} mistake{'' if losses.trick_mistakes == 1 else 's'}"
        )
    lost = "lost " + " and ".join(parts) if parts else "no mistake"
    return f"{name}: {lost} ({solved} card{'' if solved == 1 else 's'} solved)"


def cards(texts: Sequence[str], most: int = 3) -> str:
    """Cards with their glyphs, ``K♥ or 3♥`` (at most ``most``, then ``...``)."""
    shown = [_pretty(text) for text in texts[:most]]
    more = " ..." if len(texts) > most else ""
    return " or ".join(shown) + more


def number(value: float) -> str:
    """A value as people read it: whole numbers plain, others to two places."""
    rounded = round(value, 2)
    return f"{rounded:g}" if rounded != int(rounded) else str(int(rounded))


def signed(value: float) -> str:
    """``+20``, ``-3.33``, ``0``."""
    text = number(value)
    return text if text.startswith("-") or text == "0" else "+" + text


def _pretty(text: str) -> str:
    card = card_of(text)
    return text if card is None else card.pretty()


def _name(names: Sequence[str], seat: int) -> str:
    return names[seat] if 0 <= seat < len(names) else f"seat {seat}"
