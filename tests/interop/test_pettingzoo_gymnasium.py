"""The Gymnasium single-seat wrapper: one seat against bots, checked by Gymnasium's checker."""

from __future__ import annotations

import warnings
from random import Random

import pytest

pytest.importorskip("gymnasium", reason="the interop extra (Gymnasium) is not installed")

import numpy as np
from gymnasium.utils.env_checker import check_env

from followsuit import games
from followsuit.bots import UnknownBot
from followsuit.engine import Deal
from followsuit.errors import IllegalAction
from followsuit.interop.gymnasium import SeatEnv


@pytest.mark.parametrize("name", games.names())
def test_every_game_passes_gymnasiums_checker(name: str) -> None:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", UserWarning)  # the checker's style advice
        check_env(SeatEnv(name, bots="random", illegal_reward=-1.0), skip_render_check=True)


def test_an_illegal_action_raises_or_ends_the_episode_as_asked() -> None:
    strict = SeatEnv("10-bridge", bots="random")
    observation, _ = strict.reset(seed=1)
    illegal = int(np.flatnonzero(observation["action_mask"] == 0)[0])
    with pytest.raises(IllegalAction):
        strict.step(illegal)
    lenient = SeatEnv("10-bridge", bots="random", illegal_reward=-5.0)
    lenient.reset(seed=1)
    _, reward, terminated, _, info = lenient.step(illegal)
    assert (reward, terminated, info["illegal"]) == (-5.0, True, lenient.encoder.actions[illegal])


@pytest.mark.parametrize("illegal_reward", [None, -5.0])
@pytest.mark.parametrize("action", [78, 10**6, -1, 2.0, True])
def test_an_action_outside_the_action_space_is_refused_even_with_an_illegal_reward(
    action: object, illegal_reward: float | None
) -> None:
    """An index outside ``Discrete(n)`` is no action at all (a caller's bug, never a sample of
    the action space): refused naming its range, with or without ``illegal_reward``, which
    is for the space's actions the rules refuse now; the episode goes on."""
    env = SeatEnv("10-bridge", bots="random", illegal_reward=illegal_reward)
    observation, _ = env.reset(seed=1)
    assert env.action_space.n == 78
    with pytest.raises(ValueError, match=r"outside the action space Discrete\(78\)"):
        env.step(action)  # type: ignore[arg-type]
    legal = int(np.flatnonzero(observation["action_mask"])[0])
    _, _, _, _, info = env.step(legal)
    assert "illegal" not in info


def play(env: SeatEnv, seed: int) -> tuple[float, list[str]]:
    """A whole episode with random legal actions: the total reward and the agent's actions."""
    observation, info = env.reset(seed=seed)
    rng = Random(seed)
    total, mine = 0.0, []
    done = False
    while not done:
        assert info["view"]["to_act"] == env.seat
        action = int(rng.choice(np.flatnonzero(observation["action_mask"])))
        mine.append(env.encoder.actions[action])
        observation, reward, terminated, truncated, info = env.step(action)
        total += reward
        done = terminated or truncated
    return total, mine


@pytest.mark.parametrize("name", games.names())
def test_the_agent_acts_only_in_its_seat_and_gets_its_sides_score(name: str) -> None:
    env = SeatEnv(name, seat=1)
    total, mine = play(env, seed=8)
    assert mine
    state = env.state
    assert state is not None and state.is_over
    sides = len(env.game.score_names)
    assert total == pytest.approx(float(state.scores.totals[1 % sides]))


def test_the_same_seed_plays_the_same_episode() -> None:
    first = play(SeatEnv("oh-hell", bots="heuristic"), seed=21)
    second = play(SeatEnv("oh-hell", bots="heuristic"), seed=21)
    assert first == second


def test_a_match_stops_after_max_deals() -> None:
    env = SeatEnv("spades", match=True, max_deals=2, bots="random")
    play(env, seed=2)
    assert env.state is not None and len(env.state.finished) == 2


def test_n9_one_bot_name_per_live_seat_where_the_others_are_dummies() -> None:
    """N9: two-handed 19 has a dummy to each side, whose cards a live player plays: as with
    ``play`` and ``simulate``, one bot name per live seat will do; a count fitting no form is
    refused naming the forms."""
    env = SeatEnv("nineteen", preset="two-players", seat=0, bots="heuristic,random")
    assert env.bot_names[env.game.live[1]] == "random"
    _, mine = play(env, seed=4)
    assert mine
    with pytest.raises(UnknownBot, match=r"one per seat \(4 names\) or one per live seat \(2"):
        SeatEnv("nineteen", preset="two-players", bots="heuristic,random,random")


def test_n9_the_agent_takes_a_live_seat_not_a_dummy() -> None:
    """N9: a dummy never acts (a live player plays its cards), so an agent in its seat would
    never be asked: the seat is refused, naming the live ones."""
    two = r"seat 1 \(East dummy\) never acts.*take 0 \(North\) or 2 \(South\)$"
    with pytest.raises(ValueError, match=two):
        SeatEnv("nineteen", preset="two-players", seat=1, bots="random")
    three = r"seat 3 \(Dummy\) never acts.*take 0 \(North\), 1 \(East\) or 2 \(South\)$"
    with pytest.raises(ValueError, match=three):
        SeatEnv("nineteen", preset="three-players", seat=3, bots="random")


@pytest.mark.parametrize("preset", ["two-players", "three-players"])
def test_n9_a_dummy_never_deals(preset: str) -> None:
    """N9: the deal passes to the next live player, so a dummy's seat never deals; each live
    seat does, over enough episodes."""
    env = SeatEnv("nineteen", preset=preset, bots="random")
    dealers = set()
    for seed in range(40):
        env.reset(seed=seed)
        assert isinstance(env.state, Deal)
        dealers.add(env.state.dealer)
    assert dealers == set(env.game.live)
