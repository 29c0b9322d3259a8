"""A table for ``followsuit play``: a match, and a bot or a person in each seat."""

from __future__ import annotations

from collections.abc import Sequence
from random import Random
from typing import Any

from followsuit.bots import make_bot
from followsuit.cards import Seat
from followsuit.engine import Bot, Game, Match
from followsuit.errors import NotationError, OptionError
from followsuit.records.explain import explained_record
from followsuit.sim import bot_step


class TableSession:
    """A match seeded by ``seed``, with people in ``humans`` and bots elsewhere.

    Every bot's generator is seeded from the match seed and its seat, so the same seed, seats
    and answers replay the same match.
    """

    def __init__(
        self, game: Game, *, seed: int, humans: Sequence[int], bots: Sequence[str]
    ) -> None:
        self.game = game
        self.seed = seed
        self.humans = tuple(humans)
        self.match: Match = game.new_match(seed=seed)
        self.bots: list[Bot | None] = [
            None if seat in self.humans else make_bot(name, game, self.bot_generator(seat))
            for seat, name in enumerate(bots)
        ]
        self.bot_names = list(bots)

    def bot_generator(self, seat: int) -> Random:
        return Random(f"followsuit-play/{self.seed}/bot{seat}")

    @property
    def human_to_act(self) -> bool:
        seat = self.match.to_act
        return seat is not None and self.bots[seat] is None

    def bot_step(self) -> bool:
        """One bot action, if a bot is to act."""
        return bot_step(self.match, self.bots)

    def record(self) -> dict[str, Any]:
        """The match's record, without the deal a match opens once the last one played ends
        (when play stops after a number of deals)."""
        record = explained_record(self.match)
        deals = record["deals"]
        if len(deals) > 1 and not deals[-1]["actions"] and not self.match.match_is_over:
            record["deals"] = deals[:-1]
        return record


def parse_seat(text: str, players: Sequence[str]) -> int:
    """A seat from its number (0 = the first), its name, or a compass letter (N E S W)."""
    key = text.strip()
    if key.isdigit():
        seat = int(key)
        if seat < len(players):
            return seat
        raise OptionError(f"seat {seat} does not exist: seats are 0 to {len(players) - 1}")
    for seat, name in enumerate(players):
        if name.lower() == key.lower():
            return seat
    if len(players) == 4:
        try:
            return int(Seat.parse(key))
        except NotationError:
            pass
    raise OptionError(
        f"unknown seat {text!r}: give a number from 0 to {len(players) - 1} or one of "
        + ", ".join(players)
    )
