"""The peer match (``benchmarks/peer_oh_hell.py``): the uniform worlds for OpenSpiel's ISMCTS
(``--ismcts-worlds uniform``: the seat's information state kept, the hidden cards dealt as a
uniform deal would), and our bot built with the options asked."""

from __future__ import annotations

import collections
import importlib.util
import itertools
import math
import time
from pathlib import Path
from random import Random
from types import ModuleType

import pytest

pyspiel = pytest.importorskip("pyspiel")
np = pytest.importorskip("numpy")

from followsuit.interop.spiel_oh_hell import TwinDeal  # noqa: E402


def peer() -> ModuleType:
    path = Path(__file__).parents[2] / "benchmarks" / "peer_oh_hell.py"
    spec = importlib.util.spec_from_file_location("peer_oh_hell", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def at(seed: int, actions: int) -> TwinDeal:
    """A four-handed deal of five cards after ``actions`` random actions."""
    rng = Random(seed)
    order = list(range(52))
    rng.shuffle(order)
    twin = TwinDeal(4, 5, order)
    for _ in range(actions):
        twin.spiel.apply_action(rng.choice(twin.spiel.legal_actions()))
    return twin


@pytest.mark.parametrize("rejections", [100, 0])
@pytest.mark.parametrize("actions", [0, 3, 9, 17, 22])
def test_a_uniform_world_keeps_the_seat_s_information_state(actions: int, rejections: int) -> None:
    """Bids, the cards played and the seat's hand are the real deal's, and every card played
    in the world is legal there (a hand dealt a suit its owner showed void in would have
    reneged: equal information state strings do not show that); so where the world is dealt
    by counting (no rejection tried)."""
    twin = at(actions, actions)
    state = twin.spiel
    seat = state.current_player()
    module = peer()
    module.REJECTIONS = rejections
    worlds = module.UniformWorlds(twin.spiel_game, np.random.RandomState(1))
    seen = set()
    for _ in range(50):
        world = worlds(state, seat)
        assert world.information_state_string(seat) == state.information_state_string(seat)
        replay = twin.spiel_game.new_initial_state()
        for action in world.history():
            if not replay.is_chance_node():
                assert action in replay.legal_actions(), (str(world), action)
            replay.apply_action(action)
        seen.add(str(world))
    assert len(seen) > 1


def every_deal(
    pool: list[int], needs: dict[int, int], voids: list[set[int]]
) -> list[tuple[tuple[int, ...], ...]]:
    """Every way to deal the seats of ``needs`` their hidden cards from ``pool`` (the rest
    undealt) that keeps the voids, each hand as a sorted tuple; by brute force."""
    seats = sorted(needs)
    deals = []
    for owners in itertools.product([None, *seats], repeat=len(pool)):
        hands = {p: tuple(c for c, o in zip(pool, owners, strict=True) if o == p) for p in seats}
        if all(len(hands[p]) == needs[p] for p in seats) and not any(
            c % 4 in voids[p] for p in seats for c in hands[p]
        ):
            deals.append(tuple(hands[p] for p in seats))
    return deals


SHAPES = [
    ([0, 1, 2, 4, 5, 6, 8, 9], {1: 2, 2: 2, 3: 2}, [set(), {0}, {1, 2}, set()]),
    ([0, 1, 2, 3, 4, 5, 6, 7, 8], {1: 3, 3: 2}, [set(), {0, 1}, set(), {3}]),
    ([0, 4, 8, 12, 1, 5], {1: 2, 2: 2, 3: 2}, [set(), {1}, {0}, set()]),
]
"""Unseen cards (OpenSpiel's numbers: suit = card % 4), each hidden hand's size and each
seat's voids."""


@pytest.mark.parametrize(("pool", "needs", "voids"), SHAPES)
def test_the_counting_dealer_counts_every_deal_that_keeps_the_voids(
    pool: list[int], needs: dict[int, int], voids: list[set[int]]
) -> None:
    dealer = peer().VoidDeal(pool, needs, voids, 4)
    assert dealer.ways(0, dealer.needs) == len(every_deal(pool, needs, voids))


@pytest.mark.parametrize(("pool", "needs", "voids"), SHAPES)
def test_the_counting_dealer_deals_every_such_deal_alike(
    pool: list[int], needs: dict[int, int], voids: list[set[int]]
) -> None:
    """Over many deals each possible one comes up about as often (a chi-square statistic
    below about its 0.1% point), and none that breaks a void or a hand's size."""
    dealer = peer().VoidDeal(pool, needs, voids, 4)
    possible = every_deal(pool, needs, voids)
    draws = 200 * len(possible)
    rng = Random(7)
    counts = collections.Counter(
        tuple(tuple(sorted(hands[p])) for p in sorted(needs))
        for hands in (dealer.deal(rng) for _ in range(draws))
    )
    assert set(counts) <= set(possible)
    expected = draws / len(possible)
    chi2 = sum((counts[deal] - expected) ** 2 / expected for deal in possible)
    freedom = len(possible) - 1
    assert chi2 < freedom + 3.1 * math.sqrt(2 * freedom) + 10, (chi2, freedom)


def test_the_counting_dealer_refuses_voids_no_deal_keeps() -> None:
    dealer = peer().VoidDeal([0, 4, 1], {1: 2}, [set(), {0}], 4)
    with pytest.raises(RuntimeError, match="no uniform world"):
        dealer.deal(Random(1))


def test_a_uniform_world_holds_the_real_hands_no_more_than_chance() -> None:
    """At the first bid an opponent's five cards are five of the 46 the seat has not seen:
    a world gives it about 5/46 of its real cards (OpenSpiel's resampler gave a third)."""
    worlds_of = peer().UniformWorlds
    same = cards = 0
    for seed in range(10):
        twin = at(seed, 0)
        state = twin.spiel
        seat = state.current_player()
        history = state.history()
        real = {
            p: {c for i, c in enumerate(history[2:22]) if i % 4 == p} for p in range(4) if p != seat
        }
        worlds = worlds_of(twin.spiel_game, np.random.RandomState(seed))
        for _ in range(100):
            dealt = worlds(state, seat).history()[2:22]
            for p, hand in real.items():
                same += len({c for i, c in enumerate(dealt) if i % 4 == p} & hand)
                cards += 5
    share = same / cards
    assert abs(share - 5 / 46) < 0.02, share


@pytest.mark.parametrize(("clock", "free"), [("charged", False), ("free", True)])
def test_the_time_uniform_worlds_take_is_not_charged_to_ismcts_where_free(
    clock: str, free: bool
) -> None:
    """``--uniform-clock free``: ISMCTS's clock leaves out the wall time its uniform worlds
    took to deal (``charged``, the default, counts it, as OpenSpiel's own resampler's time is
    counted); a world dealt adds its time to the worlds' tally either way."""
    module = peer()
    args = module.arguments().parse_args(["--ismcts-worlds", "uniform", "--uniform-clock", clock])
    twin = at(2, 3)
    bot = module.TimedISMCTS(
        twin.spiel_game, 0.25, 1, 5.0, True, True, args.uniform_clock == "free"
    )
    assert bot.worlds is not None
    bot.worlds(twin.spiel, twin.spiel.current_player())
    assert bot.worlds.seconds > 0
    bot.worlds.seconds = 1_000.0
    left_out = time.perf_counter() - bot.clock()
    assert (left_out > 999.0) == free
    assert left_out < 1_001.0


@pytest.mark.parametrize(
    ("flags", "native_made", "among", "ties", "weighs", "big"),
    [
        ([], "ignored", "pack", "against", False, "paranoid"),
        (["--native-made", "weighed"], "weighed", "pack", "against", False, "paranoid"),
        (["--native-law", "openspiel-ismcts"], "weighed", "dealt", "against", False, "paranoid"),
        (["--native-bids", "law"], "weighed", "pack", "against", False, "paranoid"),
        (["--ties", "for"], "ignored", "pack", "for", False, "paranoid"),
        (["--play-law", "openspiel-ismcts"], "ignored", "pack", "against", True, "paranoid"),
        (["--play-miss", "0.7"], "ignored", "pack", "against", True, "paranoid"),
        (["--big", "policy"], "ignored", "pack", "against", False, "policy"),
    ],
)
def test_the_peer_match_s_bot_has_the_options_asked(
    flags: list[str], native_made: str, among: str, ties: str, weighs: bool, big: str
) -> None:
    """Each option of our bot reaches the bot built for a seat, alone as with others; with none
    the bot is the default search bot."""
    module = peer()
    args = module.arguments().parse_args(flags)
    args.our_seconds = args.seconds
    twin = at(1, 0)
    bot = module.ours(args, twin.game, Random(1))
    assert bot.search.native_bids.made == native_made
    assert bot.search.native_bids.law.among == among
    assert bot.search.worlds.ties == ties
    assert bot.search.worlds.big == big
    assert (bot.search.sampler.weigh is not None) == weighs


@pytest.mark.parametrize(
    ("flags", "least"), [(["--play", "ismcts", "--tree-from", "8"], 8), (["--play", "ismcts"], 0)]
)
def test_the_peer_match_s_card_tree_starts_where_asked(flags: list[str], least: int) -> None:
    """``--tree-from N`` reaches the card tree of the bot built (``TreeOptions.least_cards``)."""
    module = peer()
    args = module.arguments().parse_args(flags)
    args.our_seconds = args.seconds
    bot = module.ours(args, at(1, 0).game, Random(1))
    assert bot.cards is not None and bot.cards.options.least_cards == least


@pytest.mark.parametrize(("players", "most"), [(3, 17), (4, 12)])
def test_any_hand_size_is_drawn_as_openspiel_draws_it(players: int, most: int) -> None:
    """``--tricks any``: each deal's hand size uniformly from 1 to the most the pack allows with
    a card turned up, as OpenSpiel's chance node does where ``num_tricks_fixed`` is not set."""
    module = peer()
    assert module.arguments().parse_args(["--tricks", "any"]).tricks == "any"
    game = pyspiel.load_game("oh_hell", {"players": players})
    state = game.new_initial_state()
    assert [size for size, _ in state.chance_outcomes()] == list(range(1, most + 1))
    rng = Random(3)
    drawn = [module.hand_size("any", players, rng) for _ in range(most * 400)]
    assert set(drawn) == set(range(1, most + 1))
    for size in range(1, most + 1):
        assert abs(drawn.count(size) - 400) < 5 * (400**0.5)


def test_a_fixed_hand_size_is_kept_and_no_hand_of_nothing_is_taken() -> None:
    module = peer()
    assert module.hand_size(7, 4, Random(1)) == 7
    with pytest.raises(SystemExit):
        module.arguments().parse_args(["--tricks", "0"])


def test_the_result_is_split_by_the_hand_size_dealt() -> None:
    module = peer()
    split = module.by_hand([3, 1, 3], [1.0, 2.0, 4.0])
    assert split == {
        1: {"deals": 1, "ours_minus_ismcts": 2.0},
        3: {"deals": 2, "ours_minus_ismcts": 2.5},
    }


@pytest.mark.parametrize("timed", [True, False])
@pytest.mark.parametrize("actions", [0, 4, 9])
def test_the_c_plus_plus_ismcts_plays_a_legal_action(timed: bool, actions: int) -> None:
    """``--ismcts cpp``: the opponent is OpenSpiel's C++ bot, timed by its own wall-clock limit
    or, as in releases that lack it (before 2.0), by simulations set from the rate of its
    probes; either way it plays a legal bid or card, and without the limit it counts the probes'
    simulations and the search's."""
    module = peer()
    args = module.arguments().parse_args(["--ismcts", "cpp", "--seconds", "0.05"])
    twin = at(actions, actions)
    bot = module.opponent(args, twin.spiel_game, 1)
    assert isinstance(bot, module.NativeISMCTS)
    if timed and not bot.timed:
        pytest.skip("this OpenSpiel's C++ ISMCTS has no wall-clock limit (it came in 2.0)")
    bot.timed = timed
    assert bot.step(twin.spiel) in twin.spiel.legal_actions()
    assert (bot.simulations > module.PROBE) == (not timed)


def test_the_c_plus_plus_ismcts_plays_a_lone_card_at_once() -> None:
    """With one legal card there is nothing to search: the card is played, no simulation run."""
    module = peer()
    args = module.arguments().parse_args(["--ismcts", "cpp"])
    twin = TwinDeal(4, 1, list(range(52)))
    while twin.spiel.current_player() != pyspiel.PlayerId.TERMINAL and (
        len(twin.spiel.legal_actions()) > 1
    ):
        twin.spiel.apply_action(twin.spiel.legal_actions()[0])
    bot = module.opponent(args, twin.spiel_game, 1)
    bot.timed = False
    assert bot.step(twin.spiel) == twin.spiel.legal_actions()[0]
    assert bot.simulations == 0


def test_the_c_plus_plus_ismcts_with_uniform_worlds_is_refused(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The C++ bot deals its worlds by the game's resampler alone: asking it for uniform worlds
    is a usage error, before any deal is played."""
    module = peer()
    monkeypatch.setattr(
        "sys.argv", ["peer_oh_hell.py", "--ismcts", "cpp", "--ismcts-worlds", "uniform"]
    )
    with pytest.raises(SystemExit) as stopped:
        module.main()
    assert stopped.value.code == 2
