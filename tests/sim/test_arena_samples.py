"""The arena's load-independent budget: ``samples`` per move reach the bots that take them,
with no time limit unless seconds are given too, so the same seed plays the same moves on a
busy machine as on a quiet one; the report header says which budget was used."""

from __future__ import annotations

from pathlib import Path
from random import Random
from typing import ClassVar

import pytest

from followsuit import bots as bot_registry
from followsuit import games
from followsuit.bots import make_bot, register_bot, takes_samples
from followsuit.bots.search import SearchBot
from followsuit.cli.arena import budget
from followsuit.engine import Game, RandomBot
from followsuit.errors import OptionError
from followsuit.sim.arena import arena, prepare_arena
from followsuit.sim.duplicate import DuplicateDeal, deal_json


class Sampling(RandomBot):
    """A bot that takes a number of samples and remembers it."""

    given: ClassVar[list[tuple[float | None, int | None]]] = []

    def __init__(self, rng: Random, seconds: float | None, samples: int | None) -> None:
        super().__init__(rng)
        Sampling.given.append((seconds, samples))


def test_samples_reach_the_bots_that_take_them(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setattr(bot_registry, "_BOTS", dict(bot_registry._BOTS))
    Sampling.given = []

    def sampling(
        game: Game, rng: Random, seconds: float | None = None, samples: int | None = None
    ) -> RandomBot:
        return Sampling(rng, seconds, samples)

    register_bot("sampling", sampling, summary="random, with samples")
    assert takes_samples("sampling") and takes_samples("search") and not takes_samples("random")
    done = arena("oh-hell", bots="sampling,random", deals=2, samples=7, seed=1, out=tmp_path)
    assert done.plan.samples == 7 and done.plan.as_json()["samples"] == 7
    assert Sampling.given and set(Sampling.given) == {(None, 7)}
    batches = sorted(p.name for p in (tmp_path / "batches").glob("*.json"))
    assert batches == ["0-1.json", "1-2.json"]  # a thinking bot: a deal a batch


def test_a_search_bot_given_samples_alone_has_no_time_limit() -> None:
    """Samples without seconds: the deterministic mode; with both, both bound a move."""
    spades = games.load("spades")
    bot = make_bot("search", spades, Random(0), samples=5)
    assert isinstance(bot, SearchBot)
    assert bot.budget.samples == 5 and bot.budget.seconds is None
    assert bot.budget.limit == float("inf")
    both = make_bot("search-easy", spades, Random(0), seconds=0.5, samples=3)
    assert isinstance(both, SearchBot)
    assert (both.budget.seconds, both.budget.samples) == (0.5, 3)


def test_a_sample_budget_plays_the_same_moves_every_time() -> None:
    """Two runs of search against the heuristic at 2 samples a move give identical deals:
    nothing depends on the clock (the moves' times aside)."""
    first = arena("oh-hell", bots="search,heuristic", deals=1, samples=2, seed=3)
    again = arena("oh-hell", bots="search,heuristic", deals=1, samples=2, seed=3)
    assert [untimed(d) for d in first.deals] == [untimed(d) for d in again.deals]


def untimed(deal: DuplicateDeal) -> dict[str, object]:
    """A deal's data without its move times (the clock is not seeded)."""
    return {k: v for k, v in deal_json(deal).items() if k not in ("times", "cpu")}


@pytest.mark.parametrize("samples", [0, -2, True, 1.5])
def test_a_bad_sample_count_fails_before_anything_is_played(samples: object) -> None:
    with pytest.raises(OptionError, match="samples per move"):
        prepare_arena("spades", bots="search,heuristic", deals=1, samples=samples)  # type: ignore[arg-type]


def test_the_report_header_says_the_budget() -> None:
    assert budget(None, None) == ""
    assert budget(1.0, None) == ", 1 s per move"
    assert budget(None, 8) == ", 8 samples per move (no time limit)"
    assert budget(0.5, 8) == ", 8 samples per move within 0.5 s"
