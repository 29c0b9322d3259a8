"""Duplicate deals: one shuffled pack played again with the bots moved round the table, so
that each of two bots holds every hand and the luck of the cards cancels out.

The places a bot takes are the game's scorers (``game.scorers``): the sides of a partnership
game (Spades: North-South, East-West), each seat of a game played each for himself. Rotation
``r`` puts bot A in place ``r`` and bot B in every other place, so a deal is played once per
place: partners' games twice (A holds one side, then the other), individual games of n seats
n times (A in each seat in turn against a table of B). Each hand is held by A once and by B in
every other rotation; both bots' means are taken over every hand alike. A dummy (19 for two or
three players: its cards played by the live players, no score of its own) is no place: the
deal is played once per live place, and no bot sits at a dummy's seat.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from random import Random
from typing import Any

from followsuit.engine import Bot, Game, Score, View
from followsuit.sim.playing import place_scores, play_out

ROLES = ("A", "B")


def places(game: Game) -> list[tuple[int, ...]]:
    """The places a bot takes in a rotation: for each score a live player makes, the seats
    whose play makes it."""
    return [tuple(game.scorers[score]) for score in place_scores(game)]


def seatings(game: Game) -> list[tuple[int, ...]]:
    """For each rotation, each seat's role (0: A, 1: B): A in place ``r``, B elsewhere (a
    dummy's seat too, though no bot is asked to play there)."""
    found = []
    for seats in places(game):
        roles = [1] * game.players
        for seat in seats:
            roles[seat] = 0
        found.append(tuple(roles))
    return found


@dataclass(frozen=True)
class Play:
    """One rotation of a duplicate deal: who sat where, the actions, the deal's scores."""

    roles: tuple[int, ...]
    """Each seat's role: 0 for bot A, 1 for bot B."""
    actions: tuple[str, ...]
    scores: tuple[Score, ...]
    result: Mapping[str, Any]


@dataclass(frozen=True)
class DuplicateDeal:
    """One pack played in every rotation, and how long each bot took over each move."""

    index: int
    dealer: int
    pack: tuple[str, ...]
    plays: tuple[Play, ...]
    times: tuple[tuple[float, ...], tuple[float, ...]] = field(compare=False)
    """Wall seconds per move of bot A and of bot B, over every rotation (not part of
    equality: the clock is the one thing a seed does not fix)."""
    cpu: tuple[tuple[float, ...], tuple[float, ...]] = field(default=((), ()), compare=False)
    """CPU seconds of the playing thread per move of bot A and of bot B, as ``times``: what a
    move costs whatever the machine's load (empty in a run kept before they were counted)."""

    def means(self, places: Sequence[int]) -> tuple[float, float]:
        """A's and B's mean score per place held over the rotations (each hand held by A once
        and by B in every other rotation, so both averages cover every hand alike); ``places``
        are the scores of rotation 0's place, rotation 1's and so on (``place_scores``)."""
        held: list[list[float]] = [[], []]
        for rotation, play in enumerate(self.plays):
            for place, score in enumerate(places):
                held[0 if place == rotation else 1].append(float(play.scores[score]))
        return sum(held[0]) / len(held[0]), sum(held[1]) / len(held[1])

    def difference(self, places: Sequence[int]) -> float:
        """A's mean score minus B's on this deal (``places`` as for :meth:`means`)."""
        a, b = self.means(places)
        return a - b


wall_clock: Callable[[], float] = time.perf_counter
"""The wall clock a move is timed by."""

cpu_clock: Callable[[], float] = time.thread_time
"""The CPU clock a move is timed by: the playing thread's, so that neither other processes
on a loaded machine nor other threads of this one count."""


class TimedBot:
    """A bot whose every move is timed around ``act`` only, by the wall clock and by the
    thread's CPU clock."""

    def __init__(self, bot: Bot, times: list[float], cpu: list[float]) -> None:
        self.bot = bot
        self.name = bot.name
        self.times = times
        self.cpu = cpu

    def act(self, view: View) -> str:
        wall, cpu = wall_clock(), cpu_clock()
        text = self.bot.act(view)
        self.cpu.append(cpu_clock() - cpu)
        self.times.append(wall_clock() - wall)
        return text


def play_duplicate(
    game: Game,
    index: int,
    dealer: int,
    pack: Random | Sequence[str],
    make: Sequence[Callable[[int, int], Bot]],
) -> DuplicateDeal:
    """Deal one pack (shuffled by ``pack``, or given as card texts) and play it in every
    rotation; ``make[role](rotation, seat)`` gives the bot of a seat (role 0: A, 1: B)."""
    order: Sequence[str]
    if isinstance(pack, Random):
        order = game.new_deal(dealer=dealer, rng=pack).pack_text()
    else:
        order = list(pack)
    times: tuple[list[float], list[float]] = ([], [])
    cpu: tuple[list[float], list[float]] = ([], [])
    plays = []
    for rotation, roles in enumerate(seatings(game)):
        deal = game.new_deal(dealer=dealer, pack=order)
        bots = [
            TimedBot(make[role](rotation, seat), times[role], cpu[role])
            for seat, role in enumerate(roles)
        ]
        play_out(deal, bots)
        outcome = deal.outcome()
        plays.append(
            Play(
                roles=roles,
                actions=tuple(a.text for a in deal.history),
                scores=tuple(outcome.scores),
                result=outcome.result,
            )
        )
    return DuplicateDeal(
        index=index,
        dealer=dealer,
        pack=tuple(order),
        plays=tuple(plays),
        times=(tuple(times[0]), tuple(times[1])),
        cpu=(tuple(cpu[0]), tuple(cpu[1])),
    )


def record(game: Game, deal: DuplicateDeal, rotation: int, bots: Sequence[str]) -> dict[str, Any]:
    """One rotation of a duplicate deal as a record (``followsuit replay`` reads it); each
    player is named after its seat and the bot that sat there (a dummy after its seat alone)."""
    play = deal.plays[rotation]
    return game.record_of(
        [{"dealer": deal.dealer, "pack": list(deal.pack), "actions": list(play.actions)}],
        players=[
            f"{name} ({bots[role]})" if seat in game.live else name
            for seat, (name, role) in enumerate(zip(game.player_names, play.roles, strict=True))
        ],
    )


def deal_json(deal: DuplicateDeal) -> dict[str, Any]:
    """A duplicate deal as JSON-ready data (what a run's store keeps)."""
    return {
        "index": deal.index,
        "dealer": deal.dealer,
        "pack": list(deal.pack),
        "plays": [
            {
                "roles": list(p.roles),
                "actions": list(p.actions),
                "scores": list(p.scores),
                "result": dict(p.result),
            }
            for p in deal.plays
        ],
        "times": [[round(t, 7) for t in deal.times[0]], [round(t, 7) for t in deal.times[1]]],
        "cpu": [[round(t, 7) for t in deal.cpu[0]], [round(t, 7) for t in deal.cpu[1]]],
    }


def deal_from_json(data: Mapping[str, Any]) -> DuplicateDeal:
    """A duplicate deal back from :func:`deal_json`'s data (a deal kept before CPU times were
    counted comes back with none)."""
    a, b = data["times"]
    cpu_a, cpu_b = data.get("cpu", ((), ()))
    return DuplicateDeal(
        index=int(data["index"]),
        dealer=int(data["dealer"]),
        pack=tuple(data["pack"]),
        plays=tuple(
            Play(
                roles=tuple(p["roles"]),
                actions=tuple(p["actions"]),
                scores=tuple(p["scores"]),
                result=p["result"],
            )
            for p in data["plays"]
        ),
        times=(tuple(a), tuple(b)),
        cpu=(tuple(cpu_a), tuple(cpu_b)),
    )
