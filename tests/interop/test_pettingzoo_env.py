"""PettingZoo: every game and preset is an AEC environment that passes ``api_test``."""

from __future__ import annotations

import warnings
from random import Random

import pytest

pytest.importorskip("pettingzoo", reason="the interop extra (PettingZoo) is not installed")
pytest.importorskip("numpy", reason="the interop extra (numpy) is not installed")

import numpy as np
from pettingzoo.test import api_test

from followsuit import games
from followsuit.engine import Deal, Match
from followsuit.errors import GameError
from followsuit.interop.observation import Encoder
from followsuit.interop.pettingzoo import env, raw_env

PAIRS = games.all_presets()


@pytest.mark.parametrize(("name", "preset"), PAIRS, ids=[f"{n}-{p}" for n, p in PAIRS])
def test_every_game_and_preset_passes_api_test(name: str, preset: str | None) -> None:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", UserWarning)  # api_test's style advice
        api_test(env(name, preset), num_cycles=400)


def test_a_match_passes_api_test_and_is_truncated_after_max_deals() -> None:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", UserWarning)
        api_test(env("oh-hell", match=True, max_deals=2), num_cycles=400)
    made = raw_env("oh-hell", match=True, max_deals=2)
    made.reset(seed=3)
    for agent in made.agent_iter():
        _, _, terminated, truncated, _ = made.last()
        made.step(None if terminated or truncated else first_legal(made, agent))
    assert made.state is not None and len(made.state.finished) == 2


def test_the_french_cut_is_numbered_by_position_and_plays() -> None:
    """Its cut is an order of four face-up cards that change each deal: ``cut 1`` .. ``cut 24``
    in the action space, each the same order of whichever four cards lie face up."""
    game = games.load("spades", "french-cut")
    encoder = Encoder(game)
    deal = game.new_deal(seed=4)
    legal = [a.text for a in deal.legal_actions()]
    assert len(legal) == 24
    keys = sorted(encoder.action_index(text) for text in legal)
    assert len(set(keys)) == 24
    assert {encoder.actions[k] for k in keys} == {f"cut {n}" for n in range(1, 25)}
    for text in legal:
        assert encoder.action_text(legal, encoder.action_index(text)) == text


def first_legal(made: object, agent: str) -> int:
    observation = made.observe(agent)  # type: ignore[attr-defined]
    return int(np.flatnonzero(observation["action_mask"])[0])


@pytest.mark.parametrize("name", games.names())
def test_the_mask_is_the_views_legal_actions_and_info_holds_the_view(name: str) -> None:
    made = raw_env(name)
    made.reset(seed=5)
    rng = Random(5)
    for agent in made.agent_iter():
        observation, _, terminated, truncated, info = made.last()
        view = info["view"]
        legal = {made.encoder.actions[i] for i in np.flatnonzero(observation["action_mask"])}
        assert legal == set(view["legal"])
        assert view["seat"] == made.seat_of[agent]
        if terminated or truncated:
            made.step(None)
        else:
            made.step(int(rng.choice(np.flatnonzero(observation["action_mask"]))))


@pytest.mark.parametrize("name", games.names())
def test_rewards_add_up_to_the_deals_scores(name: str) -> None:
    made = raw_env(name)
    made.reset(seed=11)
    state = made.state
    total = dict.fromkeys(made.possible_agents, 0.0)
    rng = Random(11)
    for agent in made.agent_iter():
        observation, reward, terminated, truncated, _ = made.last()
        total[agent] += reward
        if terminated or truncated:
            made.step(None)
        else:
            made.step(int(rng.choice(np.flatnonzero(observation["action_mask"]))))
    assert state is not None and state.is_over
    scores = state.scores.totals
    sides = len(made.game.score_names)
    for seat, agent in enumerate(made.possible_agents):
        assert total[agent] == pytest.approx(float(scores[seat % sides]))


def test_the_same_seed_deals_the_same_deal() -> None:
    first, second = raw_env("spades"), raw_env("spades")
    first.reset(seed=42)
    second.reset(seed=42)
    a = first.observe(first.agent_selection)["observation"]
    b = second.observe(second.agent_selection)["observation"]
    assert first.agent_selection == second.agent_selection
    assert np.array_equal(a, b)


def test_observations_are_the_same_length_all_deal_long_and_differ_between_seats() -> None:
    game = games.load("spades")
    encoder = Encoder(game)
    deal = game.new_deal(rng=Random(1))
    hands = [encoder.encode(deal.view(seat)) for seat in range(4)]
    assert all(h.shape == (encoder.size,) for h in hands)
    assert not np.array_equal(hands[0], hands[1])
    hand = encoder.slot(hands[0], "hand")
    assert hand.sum() == len(deal.view(0)["hand"])


@pytest.mark.parametrize("action", [1395, 99999, -1, -1395, 2.0, 1.5, "3", True, np.float64(0)])
def test_an_action_outside_the_action_space_is_refused_naming_its_range(action: object) -> None:
    """Only 0 .. n-1 (an ``int`` or numpy integer) names an action of ``Discrete(n)``: a number
    past the end, a negative one (no wrapping round to the last text), a float or a bool is
    refused, naming the number and the range, and nothing is played."""
    made = env("spades")
    made.reset(seed=1)
    agent = made.agent_selection
    assert made.action_space(agent).n == 1395
    state = made.unwrapped.state
    before = len(state.view(None)["log"])
    with pytest.raises(
        ValueError, match=r"Discrete\(1395\): an action is a whole number"
    ) as caught:
        made.step(action)
    assert repr(action)[:20] in str(caught.value)
    assert isinstance(caught.value, GameError)
    assert (made.agent_selection, len(state.view(None)["log"])) == (agent, before)
    made.step(np.int64(first_legal(made.unwrapped, agent)))  # a numpy integer still plays
    assert len(state.view(None)["log"]) == before + 1


@pytest.mark.parametrize("preset", ["two-players", "three-players"])
@pytest.mark.parametrize("match", [False, True])
def test_n9_a_dummy_never_deals(preset: str, match: bool) -> None:
    """N9: each episode's dealer (a match's first) is drawn from the live seats, as the engine
    draws a match's first dealer: a dummy's seat never deals; each live seat does, over enough
    episodes."""
    made = raw_env("nineteen", preset, match=match)
    dealers = set()
    for seed in range(40):
        made.reset(seed=seed)
        state = made.state
        deal = state.current if isinstance(state, Match) else state
        assert isinstance(deal, Deal)
        dealers.add(deal.dealer)
    assert dealers == set(made.game.live)


def test_without_dummies_the_dealer_is_drawn_as_before() -> None:
    """Where every seat is live the draw is ``randrange(players)`` of the seeded generator,
    unchanged: the same seed deals the same deal as it always did."""
    made = raw_env("spades")
    for seed in range(8):
        made.reset(seed=seed)
        assert isinstance(made.state, Deal)
        assert made.state.dealer == Random(seed).randrange(4)
