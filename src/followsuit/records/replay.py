"""Replaying a record under the rules: every action checked, every deal scored."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from followsuit import games
from followsuit.cards import Card
from followsuit.engine import Game, Match
from followsuit.errors import GameError, OptionError, RecordError
from followsuit.records.format import Record, check_shape


@dataclass
class Replay:
    """A replayed record: the match state at its end and the DESIGN's JSON summary."""

    match: Match
    summary: dict[str, Any]


def game_of(record: Record) -> Game:
    """The game a record names, under its options."""
    try:
        games.spec(record["game"])
    except GameError as error:
        raise RecordError(f"game: {error}") from None
    try:
        return games.load(record["game"], **record.get("options", {}))
    except GameError as error:
        raise RecordError(f"options: {error}") from None


def replay(record: Record) -> Replay:
    """Play a record's deals from their packs and actions; raise :class:`RecordError` naming
    the deal, the action index and the rule at the first thing that does not replay."""
    check_shape(record)
    game = game_of(record)
    deals: Sequence[dict[str, Any]] = record["deals"]
    if "players" in record and len(record["players"]) != game.players:
        raise RecordError(
            f"players: {game.name} has {game.players}, the record names {len(record['players'])}"
        )

    def source(index: int, expected: int) -> tuple[list[int], int] | None:
        if index >= len(deals):
            return None
        deal = deals[index]
        try:
            cards = [Card.parse(c) for c in deal["pack"]]
            order = game.pack.order_from_cards(cards)
        except GameError as error:
            raise RecordError(f"deal {index + 1}: pack: {error}") from None
        dealer = deal["dealer"]
        if not 0 <= dealer < game.players:
            raise RecordError(f"deal {index + 1}: dealer {dealer} is not a seat")
        if index and dealer != expected:
            names = game.player_names
            raise RecordError(
                f"deal {index + 1}: the rules give the deal to {names[expected]} ({expected}), "
                f"not {names[dealer]} ({dealer})"
            )
        try:
            game.dealing_seat(dealer)  # the first deal's: a live player's, never a dummy's
        except OptionError as error:
            raise RecordError(f"deal {index + 1}: {error}") from None
        return order, dealer

    if not deals:
        raise RecordError("the record holds no deal")
    match = Match(game, source=source, dealer=deals[0]["dealer"])
    for index, deal in enumerate(deals):
        for number, text in enumerate(deal["actions"], 1):  # counted from 1, as deals are
            where = f"deal {index + 1}, action {number} ({text!r})"
            if match.to_act is None or len(match.deals) > index + 1:
                raise RecordError(f"{where}: the deal is already over")
            try:
                match.apply(text)
            except RecordError:
                raise  # the next deal's pack or dealer, named by ``source``
            except GameError as error:
                raise RecordError(f"{where}: {error}") from None
        if index < len(deals) - 1 and len(match.finished) <= index:
            raise RecordError(f"deal {index + 1}: its actions end before the deal does")
        if index < len(deals) - 1 and match.match_is_over:
            raise RecordError(f"deal {index + 2}: the match was already over")
    return Replay(match, summarise(match))


@dataclass
class Spot:
    """A record replayed to a position: the match there, the deal's number (from 1) and how
    many of its actions were played."""

    match: Match
    deal: int
    after: int


def replay_to(record: Record, deal: int | None = None, after: int | None = None) -> Spot:
    """The match after ``after`` actions of deal ``deal`` (from 1; None: the record's last
    deal, after all its actions). Raises :class:`GameError` for a deal or action count the
    record does not hold, :class:`RecordError` for a record that does not replay to there."""
    check_shape(record)
    deals: Sequence[dict[str, Any]] = record["deals"]
    if not deals:
        raise GameError("the record holds no deal")
    number = len(deals) if deal is None else deal
    if not 1 <= number <= len(deals):
        held = "deal 1" if len(deals) == 1 else f"deals 1 to {len(deals)}"
        raise GameError(f"deal {number}: the record holds {held}")
    actions = deals[number - 1]["actions"]
    count = len(actions) if after is None else after
    if not 0 <= count <= len(actions):
        raise GameError(
            f"deal {number} has {len(actions)} actions: after {count} is not a position of it"
            f" (0 to {len(actions)})"
        )
    cut = {**deals[number - 1], "actions": list(actions[:count])}
    shortened: Record = {**record, "deals": [*deals[: number - 1], cut]}
    return Spot(replay(shortened).match, number, count)


def summarise(match: Match) -> dict[str, Any]:
    """The DESIGN's replay output: each finished deal's scores and result, totals, winner."""
    scores = match.scores
    return {
        "deals": [
            {"scores": list(s), "result": outcome.result}
            for s, outcome in zip(scores.deals, match.finished, strict=True)
        ],
        "totals": list(scores.totals),
        "winner": match.winner,
        "complete": match.match_is_over,
    }
