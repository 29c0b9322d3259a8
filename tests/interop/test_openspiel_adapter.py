"""OpenSpiel: importing ``followsuit.interop.openspiel`` registers every game as a Python game
that passes ``pyspiel.random_sim_test``, for every preset."""

from __future__ import annotations

import json
from random import Random

import pytest

pytest.importorskip("pyspiel", reason="the openspiel extra is not installed")

import pyspiel

from followsuit import games
from followsuit.errors import OptionError
from followsuit.interop import openspiel as adapter
from followsuit.interop.observation import NoSuchAction

PAIRS = games.all_presets()


def load(name: str, preset: str | None = None) -> object:
    return pyspiel.load_game(adapter.short_name(name), {"preset": preset or ""})


def test_every_game_is_registered_under_its_python_followsuit_name() -> None:
    registered = set(pyspiel.registered_names())
    for name in games.names():
        assert f"python_followsuit_{name.replace('-', '_')}" in registered
    assert "python_followsuit_10_bridge" in registered


@pytest.mark.parametrize(("name", "preset"), PAIRS, ids=[f"{n}-{p}" for n, p in PAIRS])
def test_every_game_and_preset_passes_random_sim_test(name: str, preset: str | None) -> None:
    pyspiel.random_sim_test(load(name, preset), num_sims=2, serialize=False, verbose=False)


@pytest.mark.parametrize("dealer", [4, 7, -1])
def test_a_dealer_outside_the_seats_is_refused_naming_them(dealer: int) -> None:
    """The ``dealer`` parameter is a seat, 0 to players - 1: 7 is refused (as a bad preset is,
    an OptionError), never wrapped round to seat 3."""
    with pytest.raises(OptionError, match=rf"dealer must be a seat, .* from 0 to 3, not {dealer}$"):
        pyspiel.load_game("python_followsuit_spades", {"dealer": dealer})
    last = pyspiel.load_game("python_followsuit_spades", {"dealer": 3}).new_initial_state()
    play_to_first_decision(last, Random(1))
    assert json.loads(str(last))["dealer"] == 3


DUMMY_DEALERS = [
    ("three-players", 3, r"3 \(Dummy\).*take 0 \(North\), 1 \(East\) or 2 \(South\)$"),
    ("two-players", 1, r"1 \(East dummy\).*take 0 \(North\) or 2 \(South\)$"),
    ("two-players", 3, r"3 \(West dummy\).*take 0 \(North\) or 2 \(South\)$"),
]


@pytest.mark.parametrize(
    ("preset", "seat", "named"), DUMMY_DEALERS, ids=[f"{p}-{s}" for p, s, _ in DUMMY_DEALERS]
)
def test_n9_a_dummys_seat_is_refused_as_dealer_naming_it_and_the_live_seats(
    preset: str, seat: int, named: str
) -> None:
    """N9: a dummy never deals (the engine passes the deal to the next live player and draws a
    first dealer among the live ones), so the ``dealer`` parameter may not name a dummy's seat:
    an OptionError (as a seat outside the table is, by the engine) names the seat, the rule and
    the live seats."""
    params = {"preset": preset, "dealer": seat}
    with pytest.raises(OptionError, match=rf"^dealer must be a live player's seat, not {named}"):
        pyspiel.load_game("python_followsuit_nineteen", params)
    with pytest.raises(OptionError, match=r"a dummy never deals; take 0 \(North\)"):
        pyspiel.load_game("python_followsuit_nineteen", params)


@pytest.mark.parametrize("preset", ["two-players", "three-players"])
def test_n9_every_live_seat_may_deal(preset: str) -> None:
    """Each live seat is taken as the dealer, and deals: the deal's view names it."""
    for seat in games.load("nineteen", preset).live:
        params = {"preset": preset, "dealer": seat}
        state = pyspiel.load_game("python_followsuit_nineteen", params).new_initial_state()
        play_to_first_decision(state, Random(seat))
        assert json.loads(str(state))["dealer"] == seat


def test_states_serialise_and_come_back() -> None:
    pyspiel.random_sim_test(load("oh-hell"), num_sims=1, serialize=True, verbose=False)


def play_to_first_decision(state: object, rng: Random) -> None:
    while state.is_chance_node():  # type: ignore[attr-defined]
        outcomes = state.chance_outcomes()  # type: ignore[attr-defined]
        state.apply_action(rng.choice(outcomes)[0])  # type: ignore[attr-defined]


def test_dealing_is_chance_one_card_at_a_time_uniformly() -> None:
    game = load("spades")
    state = game.new_initial_state()
    outcomes = state.chance_outcomes()
    assert len(outcomes) == 52
    assert all(p == pytest.approx(1 / 52) for _, p in outcomes)
    state.apply_action(outcomes[7][0])
    assert len(state.chance_outcomes()) == 51
    assert outcomes[7][0] not in {a for a, _ in state.chance_outcomes()}


def test_the_deal_is_the_engines_deal_of_that_pack_order() -> None:
    game = load("spades")
    state = game.new_initial_state()
    play_to_first_decision(state, Random(3))
    engine = games.load("spades")
    order = [int(a) for a in state.history()]
    deal = engine.deal_from_order(order, 0, engine.initial_carry())
    assert json.loads(state.information_state_string(1)) == deal.view(1)
    assert state.current_player() == deal.to_act


def test_information_state_is_the_seats_view_and_actions_are_its_legal_actions() -> None:
    game = load("10-bridge")
    state = game.new_initial_state()
    play_to_first_decision(state, Random(4))
    seat = state.current_player()
    view = json.loads(state.information_state_string(seat))
    assert view["seat"] == seat
    texts = sorted(state.action_to_string(seat, a) for a in state.legal_actions())
    assert texts == sorted(view["legal"])
    assert len(state.information_state_tensor(seat)) == game.information_state_tensor_size()


def test_an_action_past_the_action_space_is_refused_naming_its_range() -> None:
    game = load("spades")
    state = game.new_initial_state()
    play_to_first_decision(state, Random(4))
    steps = len(state.history())
    with pytest.raises(NoSuchAction, match=r"action 99999 is outside .* Discrete\(1395\)"):
        state.apply_action(99999)
    assert len(state.history()) == steps


def test_returns_are_the_deals_scores_by_seat() -> None:
    game = load("beyond")
    state = game.new_initial_state()
    rng = Random(9)
    while not state.is_terminal():
        if state.is_chance_node():
            state.apply_action(rng.choice(state.chance_outcomes())[0])
        else:
            state.apply_action(rng.choice(state.legal_actions()))
    returns = state.returns()
    assert returns[0] == returns[2] and returns[1] == returns[3]  # partners score together


def test_mcts_plays_a_deal() -> None:
    mcts = pytest.importorskip("open_spiel.python.algorithms.mcts")
    import numpy as np

    game = load("oh-hell", "seven")
    evaluator = mcts.RandomRolloutEvaluator(n_rollouts=1, random_state=np.random.RandomState(1))
    bot = mcts.MCTSBot(game, 2.0, 8, evaluator, random_state=np.random.RandomState(2), solve=False)
    state = game.new_initial_state()
    rng = Random(5)
    while not state.is_terminal():
        if state.is_chance_node():
            state.apply_action(rng.choice(state.chance_outcomes())[0])
        else:
            state.apply_action(bot.step(state))
    assert len(state.returns()) == 4
