"""Arena runs: the same seed gives the same deals with 1 and 2 workers, an interrupted run
resumes without replaying finished batches, a strong bot beats a weak one, the time budget
reaches the bots that take one, and mistakes fail before anything is played."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from pathlib import Path
from random import Random
from typing import Any, ClassVar, TypeVar

import pytest

from followsuit import bots as bot_registry
from followsuit import games
from followsuit.bots import UnknownBot, make_bot, register_bot, takes_seconds
from followsuit.engine import Game, RandomBot
from followsuit.errors import OptionError
from followsuit.sim import InProcess
from followsuit.sim.arena import arena, prepare_arena, run_arena
from followsuit.sim.duplicate import deal_json

T = TypeVar("T")
R = TypeVar("R")


def without_times(data: dict[str, Any]) -> dict[str, Any]:
    """A summary with the move times left out (the clock is not seeded)."""
    return {
        **data,
        "bots": [{k: v for k, v in b.items() if k not in ("times", "cpu")} for b in data["bots"]],
    }


def test_one_and_two_workers_give_identical_deals() -> None:
    one = arena("oh-hell", bots="heuristic,random", deals=6, seed=21, workers=1)
    two = arena("oh-hell", bots="heuristic,random", deals=6, seed=21, workers=2)
    assert one.deals == two.deals
    assert without_times(one.as_dict()) == without_times(two.as_dict())


def test_deals_do_not_depend_on_the_batch_size() -> None:
    plan = prepare_arena("beyond", bots="random,heuristic", deals=5, seed=8)
    whole = run_arena(plan, batch_size=5)
    pieces = run_arena(plan, batch_size=2)
    assert whole.deals == pieces.deals


def test_heuristic_beats_random_in_spades() -> None:
    """A sanity check of the whole measure: the game's own bot must come out clearly ahead."""
    done = arena("spades", bots="heuristic,random", deals=30, seed=3)
    summary = done.summary()
    assert summary.low > 0
    swapped = arena("spades", bots="random,heuristic", deals=30, seed=3).summary()
    assert swapped.high < 0


class Interrupted(Exception):
    """Stands for a run stopped part-way."""


class StopsAfter:
    workers = 1

    def __init__(self, limit: int) -> None:
        self.limit = limit

    def map_unordered(self, fn: Callable[[T], R], tasks: Sequence[T]) -> Iterator[R]:
        for done, task in enumerate(tasks):
            if done == self.limit:
                raise Interrupted
            yield fn(task)


class Counting(InProcess):
    def __init__(self) -> None:
        self.ran = 0

    def map_unordered(self, fn: Callable[[T], R], tasks: Sequence[T]) -> Iterator[R]:
        for task in tasks:
            self.ran += 1
            yield fn(task)


def test_a_restarted_arena_plays_only_the_unfinished_batches(tmp_path: Path) -> None:
    plan = prepare_arena("spades", bots="heuristic,random", deals=8, seed=4)
    with pytest.raises(Interrupted):
        run_arena(plan, executor=StopsAfter(2), batch_size=2, out=tmp_path)
    assert len(list((tmp_path / "batches").glob("*.json"))) == 2
    counting = Counting()
    resumed = run_arena(plan, executor=counting, batch_size=2, out=tmp_path)
    assert counting.ran == 2
    whole = run_arena(plan, batch_size=2)
    assert resumed.deals == whole.deals
    assert [deal_json(d)["plays"] for d in resumed.deals] == [
        deal_json(d)["plays"] for d in whole.deals
    ]


def test_a_directory_of_another_arena_is_refused(tmp_path: Path) -> None:
    run_arena(prepare_arena("spades", bots="heuristic,random", deals=2), out=tmp_path)
    with pytest.raises(OptionError, match="another run"):
        run_arena(prepare_arena("spades", bots="random,heuristic", deals=2), out=tmp_path)


class Budgeted(RandomBot):
    """A bot that takes a time budget and remembers it."""

    budgets: ClassVar[list[float | None]] = []

    def __init__(self, rng: Random, seconds: float | None) -> None:
        super().__init__(rng)
        Budgeted.budgets.append(seconds)


def test_seconds_reach_the_bots_that_take_a_budget(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setattr(bot_registry, "_BOTS", dict(bot_registry._BOTS))
    Budgeted.budgets = []

    def budgeted(game: Game, rng: Random, seconds: float | None = None) -> RandomBot:
        return Budgeted(rng, seconds)

    register_bot("budgeted", budgeted, summary="random, with a budget")
    assert takes_seconds("budgeted") and not takes_seconds("random")
    done = arena("oh-hell", bots="budgeted,random", deals=3, seconds=0.25, seed=1, out=tmp_path)
    assert done.plan.seconds == 0.25
    assert Budgeted.budgets and set(Budgeted.budgets) == {0.25}
    batches = sorted(p.name for p in (tmp_path / "batches").glob("*.json"))
    assert batches == ["0-1.json", "1-2.json", "2-3.json"]  # a thinking bot: a deal a batch
    spades = games.load("spades")
    assert make_bot("random", spades, Random(1), seconds=0.5).name == "random"


@pytest.mark.parametrize(
    ("bots", "deals", "seconds", "message"),
    [
        ("heuristic", 4, None, "two bots"),
        ("heuristic,random,random", 4, None, "two bots"),
        ("heuristic,", 4, None, "two bots"),
        ("heuristic,wizard", 4, None, "unknown bot 'wizard'"),
        ("heuristic,random", 0, None, "at least 1"),
        ("heuristic,random", -3, None, "at least 1"),
        ("heuristic,random", 4, 0.0, "seconds per move"),
    ],
)
def test_bad_bots_counts_and_budgets_fail_before_playing(
    bots: str, deals: int, seconds: float | None, message: str
) -> None:
    with pytest.raises(OptionError, match=message):
        prepare_arena("spades", bots=bots, deals=deals, seconds=seconds)


def test_a_bot_against_itself_is_allowed_and_scores_both_roles() -> None:
    done = arena("beyond", bots="heuristic,heuristic", deals=4, seed=6)
    a, b = done.summary().bots
    assert (a.name, b.name) == ("heuristic", "heuristic")
    assert a.times.moves > 0 and b.times.moves > 0


def test_a_bot_the_game_lacks_is_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(bot_registry, "_BOTS", dict(bot_registry._BOTS))
    register_bot(
        "spades-only",
        lambda game, rng: RandomBot(rng),
        summary="plays Spades only",
        available=lambda game: game.name == "spades",
    )
    prepare_arena("spades", bots="spades-only,random", deals=1)
    with pytest.raises(UnknownBot, match="Oh Hell has no spades-only bot"):
        prepare_arena("oh-hell", bots="spades-only,random", deals=1)


def test_one_deal_gives_a_difference_without_an_interval() -> None:
    summary = arena("spades", bots="heuristic,random", deals=1, seed=0).summary()
    assert (summary.stdev, summary.ci95, summary.low, summary.high) == (None, None, None, None)
    assert all(bot.ci95 is None and bot.stdev is None for bot in summary.bots)
    assert summary.as_dict()["ci"] is None
