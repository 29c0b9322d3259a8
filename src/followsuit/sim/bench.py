"""``followsuit bench``: how fast the engine plays, beside OpenSpiel's C++ engine when installed.

For each registered game (default options) it times random playouts of whole deals in this one
process (one core): a deal shuffled by a seeded generator, then a uniformly random legal action
until the deal is over. It also times ``clone()`` and ``view()`` on positions of such deals
(what search bots and the server lean on). With the ``openspiel`` extra installed it drives
OpenSpiel's ``spades`` and ``oh_hell`` the same way through their Python API, whole deals from
``new_initial_state()`` to the terminal state. OpenSpiel deals card by card as chance steps, so
its action counts include them. It is driven two ways: chance steps drawn from
``chance_outcomes()`` (the usual way), and chance steps drawn from ``legal_actions()`` like the
players' (the fastest Python driving, as both games' chance outcomes are equally likely).
followsuit's whole deals per second are printed over each. The *view path* plays the same
deals asking ``view(seat)`` of the seat to act before every action, as a bot or a client does;
its deals/s over the bare loop's says what views cost.

Times are CPU seconds of this process, in slices of which the fastest counts, so that other
work on a shared machine disturbs them less. The slices of everything compared for one game
are interleaved (followsuit, its view path, OpenSpiel each way, round after round), so a change
of load on the machine falls on all of them alike. A benchmark prints numbers; nothing asserts
a time. Run ``python -m followsuit.sim.bench``.
"""

from __future__ import annotations

import argparse
import os
import platform
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from random import Random
from typing import Any

from rich import box
from rich.console import Console
from rich.table import Table

from followsuit import games as registry
from followsuit.engine import Game, State

SEED = 2024
"""Every playout's generator is seeded: the same run plays the same deals."""

TARGET = 1.0
"""The speed goal: Spades and Oh Hell play at least as many whole deals per second as
OpenSpiel driven the usual way."""
VIEW_TARGET = 0.5
"""The view path plays at least half as many deals per second as the bare loop."""
CLONE_TARGET = 500_000
"""Clones per second of a Spades position."""

SLICES = 3
"""Playouts are timed in this many slices and the fastest kept."""

SIDE_SHARE = 1 / 3
"""Time given to each of the clone and view measurements, as a share of ``seconds``."""

TERMINAL = -4
CHANCE = -1
"""``pyspiel.PlayerId.TERMINAL`` and ``CHANCE``."""

USUAL, FASTEST = "chance_outcomes", "legal_actions"
"""The two ways of drawing OpenSpiel's chance steps."""

clock = time.process_time


@dataclass(frozen=True, kw_only=True)
class BenchRow:
    """One engine's numbers for one game."""

    engine: str
    """``followsuit`` or ``openspiel``."""
    game: str
    """The game's name in that engine."""
    parameters: str
    """The options or parameters timed, as text."""
    deals: int
    actions: int
    seconds: float
    """CPU seconds the counted playouts took (the fastest slice)."""
    clones_per_second: float | None = None
    views_per_second: float | None = None
    view_path: float | None = None
    """Whole deals per second with a view of the seat to act before every action."""
    driver: str | None = None
    """For an OpenSpiel row: how its chance steps were drawn (``USUAL`` or ``FASTEST``)."""
    compared_with: str | None = None
    """For a followsuit row: the OpenSpiel game it is compared with."""
    ratio: float | None = None
    """followsuit whole deals per second over OpenSpiel's, chance steps the usual way."""
    ratio_to_fastest: float | None = None
    """The same over OpenSpiel driven the fastest way."""

    @property
    def deals_per_second(self) -> float:
        return self.deals / self.seconds if self.seconds else 0.0

    @property
    def actions_per_second(self) -> float:
        return self.actions / self.seconds if self.seconds else 0.0


@dataclass(frozen=True)
class Playouts:
    """What timing one engine's playouts of one game measured."""

    deals: int
    actions: int
    seconds: float


# -- driving each engine -------------------------------------------------------------------


def play_random_deal(game: Game, rng: Random) -> int:
    """Deal with ``rng`` and play uniformly random legal actions to the end; the action count."""
    state = game.new_deal(rng=rng)
    actions = 0
    while not state.is_over:
        state.apply(rng.choice(state.legal_actions()))
        actions += 1
    return actions


def play_random_deal_with_views(game: Game, rng: Random) -> int:
    """As :func:`play_random_deal`, asking the seat to act for its view before each action."""
    state = game.new_deal(rng=rng)
    actions = 0
    while not state.is_over:
        state.view(state.to_act)
        state.apply(rng.choice(state.legal_actions()))
        actions += 1
    return actions


def play_openspiel_deal(game: Any, rng: Random) -> int:
    """One whole OpenSpiel deal from its initial state, each chance step (a card dealt) drawn
    from ``chance_outcomes()`` and each player's action from ``legal_actions()``; the action
    count, chance steps included."""
    state = game.new_initial_state()
    actions = 0
    while True:
        player = state.current_player()
        if player == TERMINAL:
            return actions
        if player == CHANCE:
            state.apply_action(rng.choice(state.chance_outcomes())[0])
        else:
            state.apply_action(rng.choice(state.legal_actions()))
        actions += 1


def play_openspiel_deal_fastest(game: Any, rng: Random) -> int:
    """As :func:`play_openspiel_deal`, chance steps drawn from ``legal_actions()`` too: a
    chance node lists its outcomes as its legal actions, all equally likely in these games,
    and a list of ints crosses from C++ faster than ``chance_outcomes()``' pairs."""
    state = game.new_initial_state()
    actions = 0
    while state.current_player() != TERMINAL:
        state.apply_action(rng.choice(state.legal_actions()))
        actions += 1
    return actions


DRIVERS = {USUAL: play_openspiel_deal, FASTEST: play_openspiel_deal_fastest}


def time_interleaved(
    contestants: Sequence[tuple[Callable[[Any, Random], int], Any]],
    seconds: float,
    slices: int = SLICES,
) -> list[Playouts]:
    """Each (play, game) of ``contestants`` timed for about ``seconds`` of CPU time in
    ``slices`` slices taken in turn, round after round; each one's fastest slice is kept."""
    best: list[Playouts | None] = [None] * len(contestants)
    rngs = []
    for play, game in contestants:
        play(game, Random(SEED - 1))
        rngs.append(Random(SEED))
    for _ in range(slices):
        for index, (play, game) in enumerate(contestants):
            rng = rngs[index]
            deals = actions = 0
            start = clock()
            finish = start + seconds / slices
            now = start
            while now < finish:
                actions += play(game, rng)
                deals += 1
                now = clock()
            timed = Playouts(deals, actions, now - start)
            kept = best[index]
            if kept is None or timed.deals * kept.seconds > kept.deals * timed.seconds:
                best[index] = timed
    return [timed for timed in best if timed is not None]


def positions_of(game: Game, deals: int = 8) -> list[State]:
    """Every position of a few random deals (each a clone), the finished ones left out."""
    rng = Random(SEED + 1)
    positions: list[State] = []
    for _ in range(deals):
        state = game.new_deal(rng=rng)
        while not state.is_over:
            positions.append(state.clone())
            state.apply(rng.choice(state.legal_actions()))
    return positions


def openspiel_positions(game: Any) -> list[Any]:
    """The players' positions of one random OpenSpiel deal (each a clone)."""
    rng = Random(SEED + 1)
    positions = []
    state = game.new_initial_state()
    while state.current_player() != TERMINAL:
        if not state.is_chance_node():
            positions.append(state.clone())
        state.apply_action(rng.choice(state.legal_actions()))
    return positions


def rate(positions: Sequence[Any], work: Callable[[Any], object], seconds: float) -> float:
    """Calls of ``work`` per CPU second, cycling through ``positions`` for about ``seconds``."""
    if not positions:
        return 0.0
    calls = 0
    start = clock()
    finish = start + seconds
    now = start
    while now < finish:
        for position in positions:
            work(position)
        calls += len(positions)
        now = clock()
    return calls / (now - start)


def clone_of(state: Any) -> object:
    return state.clone()


def view_of_seat_to_act(state: State) -> object:
    return state.view(state.to_act)


# -- what is compared with what ------------------------------------------------------------


def load_pyspiel() -> Any | None:
    """The ``pyspiel`` module, or None when the ``openspiel`` extra is not installed."""
    try:
        import pyspiel
    except ImportError:
        return None
    return pyspiel


def openspiel_counterpart(game: Game) -> tuple[str, dict[str, int]] | None:
    """The OpenSpiel game and parameters comparable with followsuit's ``game`` (None: none).

    Spades: OpenSpiel's defaults (one deal of four-hand Spades, 13 cards each). Oh Hell: the
    same number of players and the same number of tricks as followsuit's first deal under
    its default options (OpenSpiel's default draws a hand size at random each deal).
    """
    if game.name == "spades":
        return "spades", {}
    if game.name == "oh-hell":
        deal = game.new_deal(rng=Random(SEED))
        tricks = getattr(deal, "total_tricks", None)
        if tricks is None:
            tricks = max(deal.view(None)["hand_sizes"])
        return "oh_hell", {"players": game.players, "num_tricks_fixed": int(tricks)}
    return None


def describe(parameters: dict[str, int]) -> str:
    return ", ".join(f"{k}={v}" for k, v in parameters.items()) or "its defaults"


# -- the run -------------------------------------------------------------------------------


def run(
    games: list[str] | None = None,
    seconds: float = 3.0,
    openspiel: bool = True,
    console: Console | None = None,
) -> list[BenchRow]:
    """Time every game in ``games`` (default: all registered) and, if asked and installed,
    OpenSpiel's comparable games; print a table to ``console`` and return the rows."""
    console = console if console is not None else Console()
    names = list(games) if games is not None else registry.names()
    side = seconds * SIDE_SHARE
    pyspiel = load_pyspiel() if openspiel else None
    if pyspiel is not None and games is None:
        names += [name for name in ("spades", "oh-hell") if name not in names]
    timed_games = [registry.load(name) for name in names]  # a name unknown fails before any timing
    rows: list[BenchRow] = []
    for game in timed_games:
        counterpart = openspiel_counterpart(game)
        spiel_game = None
        if pyspiel is not None and counterpart is not None:
            spiel_game = pyspiel.load_game(*counterpart)
        contestants: list[tuple[Callable[[Any, Random], int], Any]] = [
            (play_random_deal, game),
            (play_random_deal_with_views, game),
        ]
        if spiel_game is not None:
            contestants += [(play, spiel_game) for play in DRIVERS.values()]
        beside = " beside OpenSpiel" if spiel_game else ""
        console.print(f"[dim]timing {game.name}{beside} ...[/dim]")
        timed = iter(time_interleaved(contestants, seconds * len(contestants) / 2))
        played, with_views = next(timed), next(timed)
        positions = positions_of(game)
        row = BenchRow(
            engine="followsuit",
            game=game.name,
            parameters="default options",
            deals=played.deals,
            actions=played.actions,
            seconds=played.seconds,
            clones_per_second=rate(positions, clone_of, side),
            views_per_second=rate(positions, view_of_seat_to_act, side),
            view_path=with_views.deals / with_views.seconds if with_views.seconds else 0.0,
        )
        spiel_rows = []
        if spiel_game is not None and counterpart is not None:
            clones = rate(openspiel_positions(spiel_game), clone_of, side)
            for driver in DRIVERS:
                played = next(timed)
                spiel_row = BenchRow(
                    engine="openspiel",
                    game=counterpart[0],
                    parameters=describe(counterpart[1]),
                    deals=played.deals,
                    actions=played.actions,
                    seconds=played.seconds,
                    clones_per_second=clones,
                    driver=driver,
                )
                row = compared(row, spiel_row)
                spiel_rows.append(spiel_row)
        rows += [row, *spiel_rows]
    console.print(table(rows, seconds))
    for line in notes(rows):
        console.print(line)
    return rows


def compared(row: BenchRow, spiel_row: BenchRow) -> BenchRow:
    """``row`` (followsuit's) with its ratio to an OpenSpiel row's whole deals per second."""
    if row.engine != "followsuit" or not spiel_row.deals:
        return row
    ratio = row.deals_per_second / spiel_row.deals_per_second
    if spiel_row.driver == FASTEST:
        return replace(row, compared_with=spiel_row.game, ratio_to_fastest=ratio)
    return replace(row, compared_with=spiel_row.game, ratio=ratio)


def table(rows: Sequence[BenchRow], seconds: float) -> Table:
    """The rows as a rich table; OpenSpiel's games marked 1 or 2 by how they were driven."""
    result = Table(
        title=f"Random playouts, one core, ~{seconds:g} CPU s a game",
        caption=f"Python {platform.python_version()}, {os.cpu_count()} CPUs",
        box=box.SIMPLE_HEAD,
        pad_edge=False,
        show_edge=False,
    )
    result.add_column("game", no_wrap=True)
    compared = any(row.ratio is not None or row.ratio_to_fastest is not None for row in rows)
    headers = ["deals/s", "actions/s", "clones/s", "views/s"]
    for header in headers + (["ratio1", "ratio2"] if compared else []):
        result.add_column(header, justify="right", no_wrap=True)
    for row in rows:
        game = row.game
        if row.engine != "followsuit":
            game = f"{'OpenSpiel' if row.engine == 'openspiel' else row.engine} {game}"
            game += " 1" if row.driver == USUAL else " 2"
        cells = [
            game,
            _number(row.deals_per_second),
            _number(row.actions_per_second),
            _number(row.clones_per_second),
            _number(row.views_per_second),
        ]
        if compared:
            cells += [_ratio(row.ratio, TARGET), _ratio(row.ratio_to_fastest, TARGET)]
        result.add_row(*cells)
    return result


def notes(rows: Sequence[BenchRow]) -> list[str]:
    """What the columns mean and what the OpenSpiel rows ran. The numbers are said as they are
    measured, never against the project's own targets (TARGET, VIEW_TARGET, CLONE_TARGET: the
    speed tests check those), which a user timing his machine has no use for."""
    lines = []
    for row in rows:
        if row.view_path is not None and row.deals:
            ratio = row.view_path / row.deals_per_second
            lines.append(
                f"{row.game} view path {row.view_path:,.0f} deals/s, "
                f"{_ratio(ratio, VIEW_TARGET)} the bare loop "
                "(a view of the seat to act before every action)"
            )
    if not any(row.engine == "openspiel" for row in rows):
        return lines
    lines += [
        "ratio1, ratio2: followsuit's whole deals/s over OpenSpiel's (above 1.00x followsuit",
        "plays more deals a second, below it fewer). OpenSpiel deals by chance steps (in its",
        f"actions), drawn 1: from {USUAL}(), the usual way;",
        f"2: from {FASTEST}(), its fastest Python driving.",
    ]
    shown = set()
    for row in rows:
        if row.engine == "openspiel" and row.game not in shown:
            shown.add(row.game)
            lines.append(f"OpenSpiel {row.game}: {row.parameters}.")
    for row in rows:
        ratios = {"ratio1": row.ratio, "ratio2": row.ratio_to_fastest}
        found = {key: ratio for key, ratio in ratios.items() if ratio is not None}
        if not found:
            continue
        line = f"{row.game} (vs {row.compared_with}): " + ", ".join(
            f"{key} {_ratio(ratio, TARGET)}" for key, ratio in found.items()
        )
        lines.append(f"{line}: {_against_openspiel(found)}")
    return lines


def _against_openspiel(ratios: dict[str, float]) -> str:
    """``followsuit at least as fast as OpenSpiel 1, slower than OpenSpiel 2``: the ratios in
    words (``both ways`` where both say the same); 1.00x or more is at least as fast."""
    faster = [key[-1] for key, ratio in ratios.items() if ratio >= TARGET]
    slower = [key[-1] for key, ratio in ratios.items() if ratio < TARGET]
    if len(ratios) > 1 and not (faster and slower):
        return (
            f"followsuit {'at least as fast as' if faster else 'slower than'} OpenSpiel both ways"
        )
    said = []
    if faster:
        said.append(f"at least as fast as OpenSpiel {' and '.join(faster)}")
    if slower:
        said.append(f"slower than OpenSpiel {' and '.join(slower)}")
    return "followsuit " + ", ".join(said)


def _number(value: float | None) -> str:
    """A rate for the table: whole numbers, thousands as ``k`` from 100,000 up."""
    if value is None:
        return "-"
    return f"{value / 1000:,.0f}k" if value >= 100_000 else f"{value:,.0f}"


def _ratio(value: float | None, target: float) -> str:
    """A ratio as ``1.02x``: two decimals, more where two would round it to the other side of
    its target (0.996 of a 1.0x target reads ``0.996x``, not ``1.00x``)."""
    if value is None:
        return ""
    places = 2
    while places < 6 and (float(f"{value:.{places}f}") >= target) != (value >= target):
        places += 1
    return f"{value:.{places}f}x"


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(
        prog="python -m followsuit.sim.bench",
        description="Time random playouts of every game, beside OpenSpiel when installed.",
    )
    parser.add_argument("games", nargs="*", help="games to time (default: every game)")
    parser.add_argument("--seconds", type=float, default=3.0, help="CPU seconds of playouts a game")
    parser.add_argument("--no-openspiel", action="store_true", help="skip OpenSpiel")
    args = parser.parse_args(argv)
    run(args.games or None, seconds=args.seconds, openspiel=not args.no_openspiel)


if __name__ == "__main__":
    main()
