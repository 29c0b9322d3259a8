"""Playing deals and matches with bots: each bot is shown only its seat's view; who deals,
and which scores are the live players' (a dummy holds no place)."""

from __future__ import annotations

from collections.abc import Sequence

from followsuit.engine import Bot, Game, Match, State
from followsuit.engine.sides import live_scores
from followsuit.errors import GameError


class BotFailure(GameError):
    """A bot answered an action the rules refuse (a bug in that bot)."""


def bot_step(state: State, bots: Sequence[Bot | None]) -> bool:
    """Let the bot of the seat to act play one action; False if a human (None) or nobody acts."""
    seat = state.to_act
    if seat is None:
        return False
    bot = bots[seat]
    if bot is None:
        return False
    text = bot.act(state.view(seat))
    try:
        state.apply(text)
    except GameError as error:
        raise BotFailure(f"the {bot.name} bot in seat {seat} played {text!r}: {error}") from None
    return True


def play_out(state: State, bots: Sequence[Bot]) -> None:
    """Play ``state`` (a deal or a match) to its end, every seat by its bot."""
    while bot_step(state, bots):
        pass


def play_match(match: Match, bots: Sequence[Bot], max_deals: int | None = None) -> None:
    """Play a match to its end, or until ``max_deals`` deals are finished (then unfinished)."""
    while match.to_act is not None:
        if max_deals is not None and len(match.finished) >= max_deals:
            return
        bot_step(match, bots)


def dealer_of(game: Game, index: int) -> int:
    """Who deals deal (or match) ``index`` of a run: the live seats in turn, a dummy never
    (19 for two or three players: the deal passes to the next live player)."""
    live = game.live
    return live[index % len(live)]


def place_scores(game: Game) -> list[int]:
    """The scores a player or a bot may hold, as indices of the deal's scores: the live
    players' (:func:`live_scores` of the game)."""
    return live_scores(game.scorers, game.live)
