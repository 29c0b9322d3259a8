"""Simulation: independent seeded batches (DESIGN: scale), bots that see only views, and
summary statistics that agree with the samples."""

from __future__ import annotations

import json
import socket
import statistics
from collections.abc import Iterator
from random import Random
from typing import Any, ClassVar

import pytest

from followsuit import bots as bot_registry
from followsuit import games
from followsuit.engine import Game
from followsuit.errors import OptionError, RunError
from followsuit.sim import InProcess, LocalProcesses, prepare, run, simulate
from followsuit.sim.batches import strict_winner
from followsuit.sim.executors import RayCluster
from followsuit.sim.summary import mean_ci


def test_same_seed_same_samples_with_one_or_two_worker_processes() -> None:
    """DESIGN (scale): a run split into batches returns identical results for the same seed,
    whatever executes the batches."""
    one = simulate("spades", deals=12, bots="random", seed=11, workers=1)
    two = simulate("spades", deals=12, bots="random", seed=11, workers=2)
    assert one.samples == two.samples
    assert one.summary() == two.summary()


@pytest.mark.parametrize("start_method", ["fork", "spawn"])
def test_forked_or_spawned_workers_give_the_same_samples(start_method: str) -> None:
    """However the worker processes start, the batches and so the samples are the same."""
    plan = prepare("oh-hell", deals=6, bots="random", seed=12)
    here = run(plan, executor=InProcess())
    there = run(plan, executor=LocalProcesses(2, start_method), batch_size=2)
    assert here.samples == there.samples


def test_samples_do_not_depend_on_the_batch_size() -> None:
    """Each deal is seeded by its own index, never by its batch."""
    small = simulate("oh-hell", deals=10, bots="random", seed=4, batch_size=1)
    large = simulate("oh-hell", deals=10, bots="random", seed=4, batch_size=7)
    assert small.samples == large.samples


def test_a_different_seed_gives_different_deals() -> None:
    first = simulate("spades", deals=6, bots="random", seed=1)
    second = simulate("spades", deals=6, bots="random", seed=2)
    assert first.samples != second.samples


def test_the_dealer_rotates_from_deal_to_deal() -> None:
    run_ = simulate("spades", deals=8, bots="random", seed=3)
    assert [s.dealer for s in run_.samples] == [i % 4 for i in range(8)]


def test_summary_agrees_with_the_samples() -> None:
    """Mean, standard deviation, wins and contracts made are what the samples say."""
    run_ = simulate("spades", deals=30, bots="random", seed=5)
    summary = run_.summary()
    assert summary.count == 30
    for index, side in enumerate(summary.sides):
        values = [s.scores[index] for s in run_.samples]
        assert side.mean == pytest.approx(statistics.fmean(values))
        assert side.stdev == pytest.approx(statistics.stdev(values))
        assert side.wins.hits == sum(strict_winner(s.scores) == index for s in run_.samples)
        made = [r["made"][index] for r in run_.results]
        assert side.made is not None
        assert (side.made.hits, side.made.out_of) == (sum(made), len(made))
    assert summary.ties.hits == sum(strict_winner(s.scores) is None for s in run_.samples)


def test_summary_by_seat_for_a_game_scored_per_seat() -> None:
    """Oh Hell scores every player alone: one row per seat, each with its own bot."""
    run_ = simulate("oh-hell", deals=6, bots="heuristic,random,random,random", seed=2)
    sides = run_.summary().sides
    assert [s.seats for s in sides] == [(0,), (1,), (2,), (3,)]
    assert [s.bots for s in sides] == [("heuristic",), ("random",), ("random",), ("random",)]


def test_matches_stop_at_max_deals_and_count_unfinished() -> None:
    """A match still going after max_deals deals is stopped; it has no winner."""
    run_ = simulate("spades", matches=3, bots="random", seed=9, max_deals=2)
    for sample in run_.samples:
        assert len(sample.deal_scores) <= 2
        assert len(sample.results) == len(sample.deal_scores)
        if not sample.complete:
            assert sample.winner is None
        for position, total in enumerate(sample.scores):
            assert total == sum(d[position] for d in sample.deal_scores)
    assert run_.summary().unfinished == sum(not s.complete for s in run_.samples)


def test_whole_matches_end_by_the_games_own_rule() -> None:
    """Oh Hell's match is its schedule of hand sizes: a finished match has a winner or a tie."""
    run_ = simulate("oh-hell", matches=2, bots="heuristic", seed=1)
    game = games.load("oh-hell")
    for sample in run_.samples:
        assert sample.complete
        assert len(sample.results) == len(game.hand_sizes)


class _Spy:
    """A bot that checks it is given a seat's view, never a state."""

    name = "spy"
    views: ClassVar[list[dict[str, Any]]] = []

    def __init__(self, rng: Random) -> None:
        self.rng = rng

    def act(self, view: dict[str, Any]) -> str:
        assert isinstance(view, dict)
        assert view["seat"] == view["to_act"]
        _Spy.views.append(view)
        return self.rng.choice(view["legal"])


@pytest.fixture
def spy(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    _Spy.views = []
    monkeypatch.setitem(
        bot_registry._BOTS,
        "spy",
        bot_registry.BotEntry("spy", "test", lambda game, rng: _Spy(rng), lambda game: True),
    )
    yield


def test_bots_are_shown_only_views(spy: None) -> None:
    """DESIGN: a bot only ever gets view(seat), the view of the seat to act."""
    simulate("spades", deals=2, bots="spy", seed=1, executor=InProcess())
    assert _Spy.views
    for view in _Spy.views:
        assert json.loads(json.dumps(view)) == view  # plain data, nothing of a state
        assert view["legal"]


def test_a_bot_the_game_lacks_fails_before_anything_is_played(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    import dataclasses

    spec = games.spec("spades")
    monkeypatch.setitem(games._REGISTRY, spec.name, dataclasses.replace(spec, heuristic=None))
    with pytest.raises(OptionError, match="no heuristic bot"):
        prepare("spades", deals=1, bots="heuristic")


@pytest.mark.parametrize(
    "arguments",
    [
        {},
        {"deals": 1, "matches": 1},
        {"deals": 0},
        {"deals": 1, "bots": "random,random"},
        {"deals": 1, "options": {"target": -5}},
        {"deals": 1, "preset": "no-such-preset"},
    ],
)
def test_a_bad_plan_is_an_option_error(arguments: dict[str, Any]) -> None:
    with pytest.raises(OptionError):
        prepare("spades", **arguments)


def test_designer_statistics_come_from_the_game(monkeypatch: pytest.MonkeyPatch) -> None:
    """GameSpec.statistics reads every deal's result; the simulation passes them in order."""
    import dataclasses

    seen: list[int] = []

    def stats(results: Any) -> list[tuple[str, str, str]]:
        seen.append(len(results))
        return [("deals", str(len(results)), "")]

    spec = games.spec("spades")
    monkeypatch.setitem(games._REGISTRY, spec.name, dataclasses.replace(spec, statistics=stats))
    plan = prepare("spades", deals=3, bots="random")
    done = run(plan, executor=InProcess())
    assert done.statistics() == [("deals", "3", "")]
    assert done.as_dict()["statistics"] == [["deals", "3", ""]]
    assert seen == [3, 3]


def test_simulated_deal_is_a_deal_played_from_its_own_seeds() -> None:
    """A sample is exactly the deal its seeds make, played by its bots (no hidden state)."""
    from followsuit.sim.batches import generator, seat_bots
    from followsuit.sim.playing import play_out

    plan = prepare("spades", deals=3, bots="random", seed=8)
    game: Game = plan.load()
    done = run(plan, executor=InProcess())
    deal = game.new_deal(dealer=2, rng=generator(plan, 2, "pack"))
    play_out(deal, seat_bots(plan, game, 2))
    assert done.samples[2].scores == deal.outcome().scores


@pytest.mark.parametrize("address", ["bogus", "127.0.0.1:6379x", "ray://", "host:", ""])
def test_a_ray_address_of_no_known_form_is_refused_when_the_executor_is_made(
    address: str,
) -> None:
    """Refused before Ray is imported or a run starts: one line naming the forms (it used to
    be Ray's ValueError from deep inside ``ray.init``, after the progress bar began)."""
    with pytest.raises(RunError, match=r"not a Ray address: .*host:port or ray://host:port"):
        RayCluster(address)


@pytest.mark.parametrize("address", ["local", "auto", "head:6379", "ray://10.0.0.5:10001"])
def test_the_ray_addresses_the_docs_name_are_taken(address: str) -> None:
    assert RayCluster(address).address == address


def test_one_value_has_no_spread_and_no_interval() -> None:
    """One deal: the mean alone, no standard deviation nor interval (None, not 0)."""
    assert mean_ci([-40.0]) == (-40.0, None, None)
    mean, stdev, ci95 = mean_ci([1.0, 3.0])
    assert (mean, stdev) == (2.0, pytest.approx(statistics.stdev([1.0, 3.0])))
    assert ci95 == pytest.approx(1.96 * statistics.stdev([1.0, 3.0]) / 2**0.5)
    side = simulate("spades", deals=1, bots="random", seed=5).summary().sides[0]
    assert (side.stdev, side.ci95) == (None, None)


def test_a_ray_address_where_nothing_answers_is_refused_naming_it() -> None:
    """``--ray HOST:PORT`` with no cluster there: refused within seconds, naming the address
    as given (Ray's own retries went on for minutes, then named an address of its own)."""
    with socket.socket() as probe:  # a port of this machine that nothing listens on now
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    address = f"127.0.0.1:{port}"
    cluster = RayCluster(address)
    with pytest.raises(RunError, match=rf"--ray {address}: no Ray cluster answers there \("):
        next(cluster.map_unordered(str, [1]))
    assert not cluster.started
