"""A table for ``followsuit play``: a match, and a bot or a person in each seat."""

from __future__ import annotations

from collections.abc import Sequence
from random import Random
from typing import Any

from followsuit.bots import make_bot
from followsuit.cards import Seat
from followsuit.engine import Bot, Game, Match
from followsuit.errors import IllegalAction, NotationError, OptionError
from followsuit.records.explain import explained_record
from followsuit.sim import bot_step


class TableSession:
    """A match seeded by ``seed``, with people in ``humans`` and bots elsewhere.

    Every bot's generator is seeded from the match seed and its seat, so the same seed, seats
    and answers replay the same match.
    """

    def __init__(
        self,
        game: Game,
        *,
        seed: int,
        humans: Sequence[int],
        bots: Sequence[str],
        seconds: float | None = None,
        samples: int | None = None,
    ) -> None:
        self.game = game
        self.seconds = seconds
        self.samples = samples
        """The time and samples per move given to bots that take them (search)."""
        self.seed = seed
        self.humans = tuple(humans)
        self.match: Match = game.new_match(seed=seed)
        self.bot_names = list(bots)
        self.undos = 0
        """How many times an action was taken back (the bots then draw fresh choices)."""
        self.bots: list[Bot | None] = self.make_bots()
        self.seats: list[int] = []
        """The seat that took each action of the match, in order."""

    def make_bots(self) -> list[Bot | None]:
        return [
            None
            if seat in self.humans
            else make_bot(
                name,
                self.game,
                self.bot_generator(seat),
                seconds=self.seconds,
                samples=self.samples,
            )
            for seat, name in enumerate(self.bot_names)
        ]

    def bot_generator(self, seat: int) -> Random:
        undone = f"/undo{self.undos}" if self.undos else ""
        return Random(f"followsuit-play/{self.seed}/bot{seat}{undone}")

    @property
    def human_to_act(self) -> bool:
        seat = self.match.to_act
        return seat is not None and self.bots[seat] is None

    def bot_step(self) -> bool:
        """One bot action, if a bot is to act."""
        seat = self.match.to_act
        acted = bot_step(self.match, self.bots)
        if acted and seat is not None:
            self.seats.append(seat)
        return acted

    def act(self, text: str) -> None:
        """A person's action (raises the game's error when it is refused)."""
        seat = self.match.to_act
        self.match.apply(text)
        if seat is not None:
            self.seats.append(seat)

    def actions(self) -> list[str]:
        """The texts of the match's actions, in order."""
        return [action.text for deal in self.match.deals for action in deal.history]

    def undo_refusal(self, seat: int) -> str | None:
        """Why ``seat`` may not take back its last action now, or None."""
        if len(self.humans) != 1:
            return "undo is for a table where every other seat is a bot"
        deal = self.match.current
        start = sum(len(d.history) for d in self.match.deals[:-1])
        if deal is None or seat not in self.seats[start:]:
            return "you have no action to take back in this deal"
        return None

    def undo(self, seat: int) -> list[tuple[int, str]]:
        """Take back ``seat``'s last action of this deal and the bots' actions after it: the
        match is played again from its seed without them, so they never reach the record.
        Returns the (seat, text) pairs taken back."""
        refused = self.undo_refusal(seat)
        if refused is not None:
            raise IllegalAction("undo", refused)
        texts = self.actions()
        last = max(i for i, s in enumerate(self.seats) if s == seat)
        taken = list(zip(self.seats[last:], texts[last:], strict=True))
        match = self.game.new_match(seed=self.seed)
        for text in texts[:last]:
            match.apply(text)
        self.match = match
        self.seats = self.seats[:last]
        self.undos += 1
        self.bots = self.make_bots()
        return taken

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
