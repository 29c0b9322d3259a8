"""The search bot: it gets only views, a fixed seed fixes its move, its budget bounds its work."""

from __future__ import annotations

import json
from random import Random
from typing import Any

import pytest

from followsuit import games
from followsuit.bots import make_bot
from followsuit.bots.search import HARD_CAP, LEVELS, Budget, SearchBot
from followsuit.bots.search.exact_bids import SIMULATIONS_PER_SAMPLE
from followsuit.engine import Deal, Game, View
from followsuit.errors import InconsistentView
from followsuit.sim.playing import dealer_of

GAMES = ["spades", "beyond", "oh-hell", "10-bridge"]


def fixed(samples: int) -> Budget:
    """The deterministic mode: a number of samples and no time limit."""
    return Budget(seconds=None, samples=samples)


class Tripwire(Exception):
    """The real deal was touched while a bot was thinking."""


def arm(deal: Deal) -> list[bool]:
    """Make any attribute read of ``deal`` raise while the returned flag is set."""
    armed = [False]
    base = type(deal)

    class Guarded(base):  # type: ignore[valid-type,misc]
        def __getattribute__(self, name: str) -> Any:
            if armed[0]:
                raise Tripwire(name)
            return super().__getattribute__(name)

    deal.__class__ = Guarded
    return armed


class RecordingView(dict[str, Any]):
    """A view that remembers which of its keys were read."""

    def __init__(self, view: View) -> None:
        super().__init__(view)
        self.read: set[str] = set()

    def __getitem__(self, key: str) -> Any:
        self.read.add(key)
        return super().__getitem__(key)

    def get(self, key: str, default: Any = None) -> Any:
        self.read.add(key)
        return super().get(key, default)


def play_with_search(
    game: Game, seed: int, seats: set[int], samples: int = 2, method: str = "pimc"
) -> Deal:
    """One deal with the search bot in ``seats`` (others heuristic), the real deal armed so
    that the search bot can never read it; returns the finished deal."""
    deal = game.new_deal(seed=seed, dealer=dealer_of(game, seed))
    armed = arm(deal)
    bots = [
        SearchBot(game, Random(seat), budget=fixed(samples), method=method)
        if seat in seats
        else make_bot("heuristic", game, Random(seat))
        for seat in range(game.players)
    ]
    while not deal.is_over:
        seat = deal.to_act
        assert seat is not None
        view = RecordingView(json.loads(json.dumps(deal.view(seat))))
        armed[0] = seat in seats
        action = bots[seat].act(view)
        armed[0] = False
        assert action in view["legal"]
        if seat in seats:
            assert "legal" in view.read
        deal.apply(action)
    return deal


@pytest.mark.parametrize("name", GAMES)
def test_search_bot_plays_a_whole_deal_from_views_alone(name: str) -> None:
    """DESIGN: a bot receives only a view. The real deal raises on any read while the search
    bot thinks, and each view it gets went through JSON: it plays legal actions to the end."""
    deal = play_with_search(games.load(name), seed=3, seats={0, 1})
    assert deal.is_over


def test_search_bot_plays_three_and_six_handed_oh_hell() -> None:
    """Individual games of other sizes: 3 and 6 players, every seat searching."""
    for preset, players in (("three-players", 3), ("bust-6", 6)):
        game = games.load("oh-hell", preset=preset)
        assert game.players == players
        game = games.load("oh-hell", preset=preset, hand_sizes=(3,))
        deal = play_with_search(game, seed=1, seats=set(range(players)))
        assert deal.is_over


def views_to_decide(game: Game, seed: int, count: int) -> list[View]:
    """Views of positions with several legal actions that the search decides (not left to
    the heuristic: ``GameSpec.heuristic_only``), from a deal the heuristic plays."""
    deal = game.new_deal(seed=seed)
    bots = [make_bot("heuristic", game, Random(s)) for s in range(game.players)]
    hint = games.spec(game.name).heuristic_only
    views: list[View] = []
    while not deal.is_over and len(views) < count:
        seat = deal.to_act
        assert seat is not None
        view = deal.view(seat)
        searched = len(view["legal"]) > 1 and (hint is None or not hint(view))
        if searched and (not views or Random(len(deal.history)).random() < 0.3):
            views.append(view)
        deal.apply(bots[seat].act(view))
    return views


def searched_view(game: Game, seed: int) -> View:
    """The first view to decide that the game does not leave to its heuristic."""
    return views_to_decide(game, seed, 1)[0]


@pytest.mark.parametrize("name", GAMES)
def test_a_fixed_seed_gives_the_same_move(name: str) -> None:
    """In the deterministic mode the move, and every action's tally, depend on the seed only
    (an exact bid judged natively plays a fixed number of worlds a sample of the budget)."""
    game = games.load(name)
    for view in views_to_decide(game, seed=8, count=3):
        first = SearchBot(game, Random(42), budget=fixed(6))
        again = SearchBot(game, Random(42), budget=fixed(6))
        assert first.act(view) == again.act(view)
        assert first.last is not None and again.last is not None
        assert first.last.tallies == again.last.tallies
        if first.last.how == "native":
            worlds = 6 * SIMULATIONS_PER_SAMPLE * len(view["legal"])
            assert first.last.playouts == again.last.playouts == worlds
        else:
            assert first.last.samples == again.last.samples == 6


class FakeClock:
    """A clock that moves ``step`` seconds each time it is read."""

    def __init__(self, step: float) -> None:
        self.now = 0.0
        self.step = step
        self.reads = 0

    def __call__(self) -> float:
        self.reads += 1
        self.now += self.step
        return self.now


def test_the_time_budget_is_checked_before_every_playout() -> None:
    """With a clock moving 10 ms a read and a budget of 0.2 s, the search reads the clock and
    stops after about 20 readings, however many samples it might have had time for (a bid
    judged by PIMC: the native judge keeps its own time)."""
    game = games.load("oh-hell")
    view = views_to_decide(game, seed=2, count=1)[0]
    clock = FakeClock(0.01)
    bot = SearchBot(game, Random(1), budget=Budget(seconds=0.2), clock=clock, native_bids=None)
    bot.act(view)
    assert bot.last is not None
    assert 15 <= clock.reads <= 21
    tries = sum(t.tries for t in bot.last.tallies.values())
    assert 0 < tries < clock.reads


def test_a_sample_budget_takes_exactly_that_many_samples() -> None:
    game = games.load("spades")
    view = views_to_decide(game, seed=4, count=1)[0]
    bot = SearchBot(game, Random(1), budget=fixed(9))
    bot.act(view)
    assert bot.last is not None and bot.last.how in ("sampled", "anchor")
    assert bot.last.samples == 9
    assert bot.last.tallies[bot.last.anchor].tries == 9
    assert all(4 <= t.tries <= 9 for t in bot.last.tallies.values())


def test_no_budget_exceeds_the_hard_cap() -> None:
    """Default 1 s a move; asked for more than 5 s, a move still stops at 5 s; the
    deterministic mode (no seconds) counts samples only."""
    assert Budget().limit == 1.0
    assert Budget(seconds=60).limit == HARD_CAP == 5.0
    assert Budget(seconds=60, samples=3).limit == HARD_CAP
    assert Budget(seconds=None, samples=3).limit == float("inf")
    with pytest.raises(ValueError):
        Budget(seconds=None, samples=None)


def test_levels_think_longer_as_they_go_up() -> None:
    limits = [LEVELS[level].limit for level in ("easy", "medium", "hard")]
    assert limits == sorted(limits) and limits[-1] == 1.0


@pytest.mark.parametrize("name", ["search", "search-easy", "search-medium", "search-hard"])
def test_search_names_are_registered_for_every_game(name: str) -> None:
    for game_name in games.names():
        bot = make_bot(name, games.load(game_name), Random(0))
        assert isinstance(bot, SearchBot)


def test_one_legal_action_is_played_without_thought() -> None:
    game = games.load("oh-hell")
    view = dict(views_to_decide(game, seed=2, count=1)[0], legal=["0"])
    clock = FakeClock(1.0)
    bot = SearchBot(game, Random(1), clock=clock)
    assert bot.act(view) == "0"
    assert bot.last is not None and bot.last.how == "only"


def test_a_time_per_move_given_replaces_the_levels() -> None:
    """``make_bot(..., seconds=S)`` (the arena's ``--seconds``) reaches the factory."""
    from followsuit.bots.search import make_search

    game = games.load("spades")
    bot = make_search("easy")(game, Random(0), seconds=0.3)
    assert bot.budget.seconds == 0.3 and bot.budget.samples == LEVELS["easy"].samples
    assert make_search("hard")(game, Random(0)).budget == LEVELS["hard"]


def test_a_failing_resampler_leaves_the_heuristics_choice(monkeypatch: pytest.MonkeyPatch) -> None:
    """A sample the resampler cannot draw (or that disagrees with the view) is refused and
    counted; with none left the bot plays the heuristic's choice instead of failing the move."""
    game = games.load("oh-hell")
    view = views_to_decide(game, seed=2, count=1)[0]
    heuristic = SearchBot(game, Random(1), budget=fixed(4))
    expected = heuristic.search.playout.bots[view["seat"]].act(view)

    def broken(view: View, rng: Random) -> Deal:
        raise InconsistentView("no sample in 50 fits the view's log")

    monkeypatch.setattr(game, "sample_state", broken)
    bot = SearchBot(game, Random(1), budget=fixed(20))
    assert bot.act(view) == expected
    assert bot.last is not None and bot.last.how == "anchor" and bot.last.rejected > 0


class Bug(ValueError):
    """A plain ValueError from inside the resampler: a bug, not a view it cannot sample."""


@pytest.mark.parametrize("method", ["pimc", "ismcts"])
def test_a_bug_in_the_resampler_is_not_taken_for_a_view_it_cannot_sample(
    monkeypatch: pytest.MonkeyPatch, method: str
) -> None:
    """The bots pass over a sample the resampler refuses as an InconsistentView; any other
    ValueError is a bug, and goes up instead of being counted as a sample refused."""
    game = games.load("oh-hell")
    view = views_to_decide(game, seed=2, count=1)[0]

    def buggy(view: View, rng: Random) -> Deal:
        raise Bug("list.remove(x): x not in list")

    monkeypatch.setattr(game, "sample_state", buggy)
    bot = SearchBot(game, Random(1), budget=fixed(20), method=method)
    with pytest.raises(Bug):
        bot.act(view)


def test_the_clock_stops_work_that_would_end_past_the_deadline() -> None:
    """Units of 0.3 s under a budget of 1 s: a third unit would end at 1.5 s, so the timer
    stops after two and the move ends within its budget."""
    clock = FakeClock(0.3)
    timer = Budget(seconds=1.0).start(clock)
    assert [timer.time_left() for _ in range(3)] == [True, True, False]
    assert timer.elapsed() < 1.0 + 0.3 + 1e-9


def test_a_playout_that_would_pass_the_deadline_is_abandoned() -> None:
    """Early in a Bézique deal one playout is over a hundred actions; with a clock moving
    20 ms a read and 0.2 s a move, the playout stops at the deadline instead of running on,
    none of it is counted, and the move is the heuristic's choice."""
    game = games.load("bezique")
    view = searched_view(game, seed=3)
    clock = FakeClock(0.02)
    bot = SearchBot(game, Random(1), budget=Budget(seconds=0.2), clock=clock)
    choice = bot.act(view)
    assert bot.last is not None and bot.last.how == "anchor" and choice == bot.last.anchor
    assert bot.last.playouts == 0
    assert all(t.tries == 0 for t in bot.last.tallies.values())
    began = 0.02  # the timer's first reading
    assert clock.now <= began + 0.2 + 0.02 + 1e-9


def test_with_no_time_limit_a_playout_never_reads_the_clock() -> None:
    """The deterministic mode (samples only) plays every playout to its end: the clock is
    read once a sample and once a playout, as always, never inside a playout."""
    game = games.load("bezique")
    view = searched_view(game, seed=3)
    clock = FakeClock(1.0)
    bot = SearchBot(game, Random(1), budget=fixed(2), clock=clock)
    bot.act(view)
    assert bot.last is not None and bot.last.playouts > 0
    assert clock.reads <= 1 + bot.last.samples + bot.last.playouts
    assert bot.search.playout.actions > 8 * clock.reads


def test_a_share_of_the_budget_is_kept_for_returning_the_move() -> None:
    """The search stops by 97% of the move's seconds; the rest covers choosing and returning
    the move, so that a loaded machine does not carry the move past its budget."""
    from followsuit.bots.search.budget import RESERVE

    clock = FakeClock(0.5)
    timer = Budget(seconds=1.0).start(clock)
    assert timer.deadline == pytest.approx(0.5 + 1.0 * (1 - RESERVE))
    assert 0 < RESERVE <= 0.05
    assert fixed(3).start(clock).deadline == float("inf")


def test_one_world_solve_takes_at_most_a_share_of_the_move() -> None:
    """A sampled world's exact solve may take a quarter of the move's seconds, never past the
    deadline: a world too big to solve leaves the rest of the move to the other samples (it
    took all of a Beyond move before, the move then resting on one failed solve)."""
    from followsuit.bots.search.budget import RESERVE, WORLD_SHARE

    clock = FakeClock(0.0)
    timer = Budget(seconds=1.0).start(clock)
    assert timer.world_seconds() == pytest.approx(WORLD_SHARE)
    clock.now = 0.9
    assert timer.world_seconds() == pytest.approx(1.0 - RESERVE - 0.9)
    assert fixed(3).start(clock).world_seconds() is None


def test_a_max_n_search_solves_each_world_of_the_play_with_every_seat_for_itself() -> None:
    """``reduction="maxn"``: an Oh Hell card play is chosen from worlds each solved max^n, the
    same move for the same seed."""
    game = games.load("oh-hell", hand_sizes=(5,))
    view = next(v for v in views_to_decide(game, 3, 40) if v["phase"] == "play")
    moves = []
    for _ in range(2):
        bot = SearchBot(game, Random(7), budget=fixed(6), reduction="maxn")
        assert bot.search.worlds is not None and bot.search.worlds.maxn is not None
        moves.append(bot.act(view))
        assert bot.last is not None
        if bot.last.how != "only":
            assert bot.last.solved > 0
            assert bot.last.exact == bot.last.samples
    assert moves[0] == moves[1]


def test_a_bid_may_be_judged_by_solving_the_play_after_it_with_max_n() -> None:
    """Bidding by simulation where seats play for themselves (``simulate_bids=True``): each
    candidate bid is valued in every world by the max^n solve of the play that follows (the
    later bids the heuristic's in that world), where bids are judged by PIMC (``native_bids=None``);
    without it, by playouts."""
    game = games.load("oh-hell", hand_sizes=(5,))
    view = next(v for v in views_to_decide(game, 3, 40) if v["phase"] == "bid")
    bot = SearchBot(
        game, Random(7), budget=fixed(6), reduction="maxn", simulate_bids=True, native_bids=None
    )
    bot.act(view)
    assert bot.last is not None and bot.last.how in ("sampled", "anchor")
    assert bot.last.samples == 6 and bot.last.exact == 6
    bot = SearchBot(game, Random(7), budget=fixed(6), native_bids=None)
    bot.act(view)
    assert bot.last is not None and bot.last.exact == 0
