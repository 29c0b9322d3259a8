"""``followsuit bench``'s solver numbers: how fast the native core solves each game's worlds,
and how many worlds the search bot solves a decision at its default level.

*Positions/s* is the solver's nodes a CPU second, over every solve of positions taken from
random deals once only trick play remains (each solve capped, as the search bot caps them);
*solves/s* counts whole solves (every legal card's exact value). *Worlds/decision* plays a
deal with the search bot at its default level in every seat and averages the sampled worlds
it solved exactly (rather than played out) over its card-play decisions; *solved* is the share
of those decisions that solved at least one world. A benchmark prints numbers; nothing asserts
them.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from dataclasses import dataclass
from random import Random

from rich import box
from rich.console import Console
from rich.table import Table

from followsuit import games
from followsuit.bots import default_bot, make_bot
from followsuit.bots.search.bot import SearchBot
from followsuit.bots.search.worlds import NODES, WorldSolver
from followsuit.engine import Game, State

clock = time.process_time


@dataclass(frozen=True, kw_only=True)
class SolverRow:
    game: str
    solves: int
    nodes: int
    seconds: float
    gave_up: int
    """Solves that hit the node cap."""
    decisions: int
    worlds: int
    decisions_solving: int

    @property
    def nodes_per_second(self) -> float:
        return self.nodes / self.seconds if self.seconds else 0.0

    @property
    def solves_per_second(self) -> float:
        return self.solves / self.seconds if self.seconds else 0.0

    @property
    def worlds_per_decision(self) -> float:
        return self.worlds / self.decisions if self.decisions else 0.0


def solvable_positions(game: Game, deals: int, rng: Random) -> list[State]:
    """Positions of random deals where only trick play remains (``games.play_scoring``)."""
    positions: list[State] = []
    for _ in range(deals):
        deal = game.new_deal(seed=rng.randrange(2**31))
        bots = [make_bot("random", game, Random(rng.randrange(2**31))) for _ in range(game.players)]
        while deal.to_act is not None:
            if games.play_scoring(deal) is not None:
                positions.append(deal.clone())
            deal.apply(bots[deal.to_act].act(deal.view(deal.to_act)))
    return positions


def time_solves(
    game: Game, positions: Sequence[State], seconds: float
) -> tuple[int, int, float, int]:
    """Solve positions (latest in the deal first: the ones search meets most) until
    ``seconds`` of CPU are spent: solves, nodes, seconds, solves that gave up."""
    worlds = WorldSolver(game)
    solves = nodes = gave_up = 0
    began = clock()
    for position in reversed(positions):
        if clock() - began > seconds:
            break
        worlds.begin()
        found = worlds.solve(position)
        if found is None:
            continue
        solves += 1
        nodes += found.nodes
        gave_up += not found.complete
    return solves, nodes, clock() - began, gave_up


def worlds_a_decision(game: Game, rng: Random) -> tuple[int, int, int]:
    """One deal, the search bot at its default level in the first live seat and the game's
    strongest other bot in the rest (a quarter of the time of four search bots, whose deal
    took some 20 s): the search seat's card-play decisions, worlds solved, decisions that
    solved any."""
    deal = game.new_deal(seed=rng.randrange(2**31))
    searcher = game.live[0]
    bots = [
        make_bot(
            "search" if seat == searcher else default_bot(game),
            game,
            Random(rng.randrange(2**31)),
        )
        for seat in range(game.players)
    ]
    decisions = worlds = solving = 0
    while deal.to_act is not None:
        seat = deal.to_act
        bot = bots[seat]
        action = bot.act(deal.view(seat))
        thought = bot.last if isinstance(bot, SearchBot) else None  # the searcher's alone
        if thought is not None and thought.samples and games.play_scoring(deal) is not None:
            decisions += 1
            worlds += thought.solved
            solving += thought.solved > 0
        deal.apply(action)
    return decisions, worlds, solving


LEGEND = (
    "positions/s, solves/s: the solver's positions, and its whole solves (every legal card's "
    "exact value), a CPU second on endings of random deals; capped: solves that hit the cap, "
    "of all solves.",
    "worlds/decision: worlds the search bot solved exactly (rather than played out) a card "
    "play, the mean over its card plays; solved: the share of those card plays that solved at "
    "least one world (in the others every world was too big to solve in its time, and was "
    "played out).",
)
"""What the solver table's columns mean, printed under it."""


def run(names: Sequence[str], seconds: float, console: Console) -> list[SolverRow]:
    """Time the solver on every game of ``names`` and print a table."""
    rows = []
    rng = Random(1)
    for name in names:
        game = games.load(name)
        console.print(f"[dim]solving {name} ...[/dim]")
        positions = solvable_positions(game, 4, rng)
        solves, nodes, spent, gave_up = time_solves(game, positions, seconds)
        decisions, worlds, solving = worlds_a_decision(game, rng)
        rows.append(
            SolverRow(
                game=name,
                solves=solves,
                nodes=nodes,
                seconds=spent,
                gave_up=gave_up,
                decisions=decisions,
                worlds=worlds,
                decisions_solving=solving,
            )
        )
    console.print(table(rows, seconds))
    for line in LEGEND:
        console.print(line)
    return rows


def table(rows: Sequence[SolverRow], seconds: float) -> Table:
    result = Table(
        title=f"The exact solver, one core, ~{seconds:g} CPU s a game; search at its default level",
        caption=f"each solve capped at {NODES:,} positions; worlds/decision: one deal, the search "
        "bot in one seat",
        box=box.SIMPLE_HEAD,
        pad_edge=False,
        show_edge=False,
    )
    for header in ("game", "positions/s", "solves/s", "capped", "worlds/decision", "solved"):
        result.add_column(header, justify="left" if header == "game" else "right", no_wrap=True)
    for row in rows:
        share = row.decisions_solving / row.decisions if row.decisions else 0.0
        result.add_row(
            row.game,
            f"{row.nodes_per_second / 1e6:,.2f}M",
            f"{row.solves_per_second:,.0f}",
            f"{row.gave_up}/{row.solves}",
            f"{row.worlds_per_decision:,.1f}",
            f"{share:.0%}",
        )
    return result
