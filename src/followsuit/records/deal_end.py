"""The end of a deal as players see it: its last trick, who took it, and its score in words.

Both apps show this moment before the next deal: the web table while it waits for Continue,
the terminal until Enter. A deal that is over is public (every card and action), so nothing
here is hidden from anyone. Each game may give its sentences through its spec
(``GameSpec.words``: ``deal_words(result, scores, players, sides)``); other games get one line
of points a side. A game's sentences failing on its own result is a bug and is not hidden
here: nothing is caught, it goes up (the server contains it to the table, server/faults.py).
Scores are written by ``engine.points``, so a half point (19 for two players) reads ``+13.5``
as everywhere else. Where some seats are dummies (19 for two or three
players, N9) their scores, always 0, are left out: the game's sentences are then also given
``shown=``, the score columns to name.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from followsuit import games
from followsuit.engine import Game, Match
from followsuit.engine.points import signed_points
from followsuit.engine.sides import live_scores


def deal_words(
    game: str,
    result: Mapping[str, Any],
    scores: Sequence[float],
    players: Sequence[str],
    sides: Sequence[str],
    shown: Sequence[int] | None = None,
) -> list[str]:
    """The deal's score lines in words, from the game's own result; ``shown``: the score
    columns to name (None: all; a dummy's left out)."""
    words = games.spec(game).words
    if words is not None:
        if shown is None:
            return words(result, scores, players, sides)
        return words(result, scores, players, sides, shown=shown)
    columns = range(len(sides)) if shown is None else shown
    return [", ".join(f"{sides[i]} {signed_points(scores[i])}" for i in columns)]


def shown_scores(game: Game) -> list[int] | None:
    """The score columns a deal's end names: None (all) unless some seats are dummies, whose
    scores (none of their own, always 0) are left out (``engine.sides.live_scores``)."""
    live = game.live
    return None if len(live) == game.players else live_scores(game.scorers, live)


def deal_end(match: Match, number: int, players: Sequence[str] | None = None) -> dict[str, Any]:
    """Finished deal ``number`` (from 1) as the end-of-deal moment shows it: its last trick
    (``cards`` and ``winner``), tricks won, score lines in words, this deal's scores and the
    match totals after it; ``shown``, the score columns to show (None: all; a dummy's are
    left out, see :func:`shown_scores`)."""
    if not 1 <= number <= len(match.finished):
        raise ValueError(f"deal {number} is not finished")
    game = match.game
    names = list(players or game.player_names)
    played = match.deals[number - 1]
    outcome = match.finished[number - 1]
    view = played.view(None)
    last = view.get("last_trick")
    winner = _last_winner(match, number, view.get("tricks_won"))
    shown = shown_scores(game)
    totals = [
        sum(o.scores[i] for o in match.finished[:number]) for i in range(len(game.score_names))
    ]
    return {
        "deal": number,
        "last_trick": last,
        "winner": winner,
        "tricks_won": view.get("tricks_won"),
        "lines": deal_words(
            game.name, outcome.result, outcome.scores, names, game.score_names, shown
        ),
        "scores": list(outcome.scores),
        "totals": totals,
        "score_names": list(game.score_names),
        "shown": shown,
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
