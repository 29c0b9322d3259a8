"""The end of a deal as players see it: its last trick, who took it, and its score in words.

Both apps show this moment before the next deal: the web table while it waits for Continue,
the terminal until Enter. A deal that is over is public (every card and action), so nothing
here is hidden from anyone. Each game may write its sentences in ``games/<g>/words.py``
(``deal_words(result, scores, players, sides)``); other games get one line of points a side.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping, Sequence
from functools import cache
from typing import Any

from followsuit import games
from followsuit.engine import Match

Words = Callable[[Mapping[str, Any], Sequence[float], Sequence[str], Sequence[str]], list[str]]


@cache
def _words(game: str) -> Words | None:
    package = games.spec(game).options.__module__.rsplit(".", 1)[0]
    try:
        module = importlib.import_module(f"{package}.words")
    except ModuleNotFoundError:
        return None
    found: Words | None = getattr(module, "deal_words", None)
    return found


def deal_words(
    game: str,
    result: Mapping[str, Any],
    scores: Sequence[float],
    players: Sequence[str],
    sides: Sequence[str],
) -> list[str]:
    """The deal's score lines in words, from the game's own result."""
    words = _words(game)
    if words is not None:
        try:
            return words(result, scores, players, sides)
        except (KeyError, IndexError, TypeError, ValueError):
            pass  # a result the sentences do not expect: the plain points below
    return [", ".join(f"{name} {scores[i]:+d}" for i, name in enumerate(sides))]


def deal_end(match: Match, number: int, players: Sequence[str] | None = None) -> dict[str, Any]:
    """Finished deal ``number`` (from 1) as the end-of-deal moment shows it: its last trick
    (``cards`` and ``winner``), tricks won, score lines in words, this deal's scores and the
    match totals after it."""
    if not 1 <= number <= len(match.finished):
        raise ValueError(f"deal {number} is not finished")
    game = match.game
    names = list(players or game.player_names)
    played = match.deals[number - 1]
    outcome = match.finished[number - 1]
    view = played.view(None)
    last = view.get("last_trick")
    winner = _last_winner(match, number, view.get("tricks_won"))
    totals = [
        sum(o.scores[i] for o in match.finished[:number]) for i in range(len(game.score_names))
    ]
    return {
        "deal": number,
        "last_trick": last,
        "winner": winner,
        "tricks_won": view.get("tricks_won"),
        "lines": deal_words(game.name, outcome.result, outcome.scores, names, game.score_names),
        "scores": list(outcome.scores),
        "totals": totals,
        "score_names": list(game.score_names),
    }


def _last_winner(match: Match, number: int, won: Any) -> int | None:
    """Who took the deal's last trick: the seat whose count of tricks grew with the deal's
    last action (the deal replayed without it, through the engine's protocol only)."""
    if not isinstance(won, list):
        return None
    index = number - 1
    played = match.deals[index]
    if not played.history:
        return None
    carry = match.finished[index - 1].carry if index else match.game.initial_carry()
    deal = match.game.deal_from_order(played.order, played.dealer, carry)
    for action in played.history[:-1]:
        deal.apply(deal.parse(action.text))
    before = deal.view(None).get("tricks_won")
    if not isinstance(before, list):
        return None
    grew = [seat for seat, (a, b) in enumerate(zip(before, won, strict=False)) if b > a]
    return grew[0] if len(grew) == 1 else None
