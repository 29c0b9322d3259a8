"""Every form of Bézique is one deal class whose phases say what the form changes: the last
eight tricks a phase of play with its own follow rule (four-handed, its own trick size), the
trick winner's turn to declare and carte blanche queued by the engine's turn order."""

from __future__ import annotations

from random import Random

import pytest
from bezique_helpers import game

from followsuit.engine import Follow
from followsuit.games.bezique.rules import PRESETS
from followsuit.games.bezique.state import BeziqueDeal


def into_the_last_eight(preset: str, seed: int) -> BeziqueDeal:
    rng = Random(seed)
    position = game(preset).new_deal(seed=seed)
    assert isinstance(position, BeziqueDeal)
    while position.phase != "last eight":
        assert position.follow is Follow.FREE  # Z1: any card while the stock lasts
        position.apply(rng.choice(position.legal_actions()))
    return position


@pytest.mark.parametrize("preset", sorted(PRESETS))
def test_every_form_is_one_deal_class_its_form_data(preset: str) -> None:
    position = game(preset).new_deal(seed=0)
    assert type(position) is BeziqueDeal
    assert position.form is game(preset).options.rules


@pytest.mark.parametrize("preset", sorted(PRESETS))
def test_z1_the_last_eight_are_a_phase_whose_step_says_follow_and_win(preset: str) -> None:
    position = into_the_last_eight(preset, seed=2)
    step = position.phase_steps[position.phase]
    assert step.follow is Follow.MUST_WIN is position.follow
    assert position.last_eight and position.stock.size == 0
    assert position.view(None)["phase"] == "play"  # to the players, the play goes on
    cards = sum(hand.bit_count() for hand in position.hands)
    assert position.total_tricks - position.tricks_played == cards // position.trick_size


@pytest.mark.parametrize("preset", ["four-handed", "four-handed-partners"])
def test_z3_four_handed_the_last_eight_phase_plays_tricks_of_two(preset: str) -> None:
    position = into_the_last_eight(preset, seed=3)
    assert position.phase_steps[position.phase].trick_size == 2 == position.trick_size
    assert position.total_tricks - position.tricks_played == 2 * 8  # two pairs, eight each


def test_z3_the_winner_hands_its_turn_to_declare_to_its_partner() -> None:
    rng = Random(5)
    position = game("four-handed-partners").new_deal(seed=5)
    while position.phase != "declare":
        position.apply(rng.choice(position.legal_actions()))
    winner = position.to_act
    assert winner is not None and "partner" in [a.text for a in position.legal_actions()]
    position.apply("partner")
    assert position.to_act == (winner + 2) % 4
    assert "partner" not in [a.text for a in position.legal_actions()]
