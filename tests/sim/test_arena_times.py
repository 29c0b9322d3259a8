"""An arena times each move by the wall clock and by the playing thread's CPU clock; both reach
each deal, its stored form, the summary and summary.json (the clocks faked here: what a move
spends is set, never measured)."""

from __future__ import annotations

from random import Random

import pytest

from followsuit import games
from followsuit.engine import Bot, Game, RandomBot, View
from followsuit.sim import duplicate
from followsuit.sim.arena_summary import summarise_arena
from followsuit.sim.duplicate import deal_from_json, deal_json, play_duplicate


class Clocks:
    """A wall clock and a CPU clock that move only when a bot spends."""

    def __init__(self) -> None:
        self.wall = 0.0
        self.cpu = 0.0

    def spend(self, wall: float, cpu: float) -> None:
        self.wall += wall
        self.cpu += cpu


class Spending(RandomBot):
    """A random bot whose every move takes ``wall`` seconds of which ``cpu`` on its thread."""

    def __init__(self, clocks: Clocks, wall: float, cpu: float) -> None:
        super().__init__(Random(0))
        self.clocks, self.wall, self.cpu = clocks, wall, cpu

    def act(self, view: View) -> str:
        self.clocks.spend(self.wall, self.cpu)
        return super().act(view)


@pytest.fixture
def clocks(monkeypatch: pytest.MonkeyPatch) -> Clocks:
    faked = Clocks()
    monkeypatch.setattr(duplicate, "wall_clock", lambda: faked.wall)
    monkeypatch.setattr(duplicate, "cpu_clock", lambda: faked.cpu)
    return faked


def spades_deal(clocks: Clocks) -> tuple[Game, duplicate.DuplicateDeal]:
    """One duplicate deal of Spades: bot A spends 2 s a move, 0.5 s of it CPU (a loaded
    machine); bot B 0.25 s, all of it CPU."""
    game = games.load("spades")

    def a(rotation: int, seat: int) -> Bot:
        return Spending(clocks, wall=2.0, cpu=0.5)

    def b(rotation: int, seat: int) -> Bot:
        return Spending(clocks, wall=0.25, cpu=0.25)

    return game, play_duplicate(game, 0, 0, Random(5), [a, b])


def test_each_move_is_timed_by_the_wall_and_the_cpu_clock(clocks: Clocks) -> None:
    _, deal = spades_deal(clocks)
    a_moves, b_moves = len(deal.times[0]), len(deal.times[1])
    assert a_moves > 0 and b_moves > 0
    assert deal.times == ((2.0,) * a_moves, (0.25,) * b_moves)
    assert deal.cpu == ((0.5,) * a_moves, (0.25,) * b_moves)


def test_the_summary_gives_both_clocks_spread(clocks: Clocks) -> None:
    game, deal = spades_deal(clocks)
    a, b = summarise_arena([deal], ("spending", "spending"), game).bots
    assert (a.times.median, a.times.p90, a.times.max) == (2.0, 2.0, 2.0)
    assert (a.cpu.median, a.cpu.p90, a.cpu.max) == (0.5, 0.5, 0.5)
    assert (b.cpu.median, b.cpu.max) == (0.25, 0.25)
    assert a.cpu.moves == a.times.moves == len(deal.cpu[0])


def test_summary_json_carries_cpu_beside_wall_times(clocks: Clocks) -> None:
    game, deal = spades_deal(clocks)
    data = summarise_arena([deal], ("spending", "spending"), game).as_dict()
    bot = data["bots"][0]
    assert bot["times"]["median"] == 2.0
    assert bot["cpu"]["median"] == 0.5
    assert bot["cpu"]["moves"] == bot["times"]["moves"]


def test_a_stored_deal_keeps_its_cpu_times(clocks: Clocks) -> None:
    _, deal = spades_deal(clocks)
    again = deal_from_json(deal_json(deal))
    assert again.cpu == deal.cpu and again.times == deal.times


def test_a_deal_stored_before_cpu_times_were_counted_reads_back_with_none(
    clocks: Clocks,
) -> None:
    """A run kept by an earlier version resumes: its deals have wall times only, and the
    summary's CPU spread counts no move of them."""
    game, deal = spades_deal(clocks)
    data = deal_json(deal)
    del data["cpu"]
    old = deal_from_json(data)
    assert old.cpu == ((), ()) and old.times == deal.times
    a, _ = summarise_arena([old], ("spending", "spending"), game).bots
    assert a.cpu.moves == 0 and a.times.moves == len(deal.times[0])
