"""Carte blanche in Grand Bézique (Z4, Rubicon): a hand of nine without a king, queen or
jack is shown before the first trick for 50; each card drawn after it that is not a court
card may be shown for 50 more, until a court card is drawn (or the player passes)."""

from __future__ import annotations

from random import Random

from bezique_helpers import legal, play
from grand_helpers import grand

BLANK = "7S 8S 9S 7H 8H 9H 7C 8C AC"
COURTLY = "KD 8S TS 7D 8H 9H 7C 8C 9C"


def test_a_hand_without_court_cards_may_show_carte_blanche_before_the_first_lead() -> None:
    position = grand([COURTLY, BLANK])
    assert position.phase == "carte blanche" and position.to_act == 1
    assert legal(position) == ["carte blanche", "pass"]
    play(position, "carte blanche")
    assert position.points[1] == 50
    assert sorted(position.view(0)["details"]["known"][1]) == sorted(BLANK.split())
    assert position.phase == "play" and position.to_act == 1  # the non-dealer leads


def test_a_hand_with_a_court_card_is_not_asked() -> None:
    position = grand([COURTLY, "7S 8S 9S 7H 8H 9H 7C 8C JC"])
    assert position.phase == "play"
    assert "carte blanche" not in legal(position)


def test_both_players_blank_the_non_dealer_is_asked_first() -> None:
    position = grand(["7D 8D 9D 7H 8H 9H 7C 8C TC", BLANK])
    assert position.to_act == 1
    play(position, "pass")
    assert position.to_act == 0 and position.phase == "carte blanche"
    play(position, "carte blanche")
    assert position.points == [50, 0]


def test_each_drawn_card_that_is_not_a_court_card_scores_fifty_more() -> None:
    """Seat 1 shows carte blanche, loses the trick, draws the second card (a nine): shown
    for 50 more; then draws a queen: the privilege ends."""
    position = grand([COURTLY, BLANK], "7D 9D 8D QD 8D 7D")
    play(position, "carte blanche", "7S", "8S", "draw")
    assert position.phase == "carte blanche" and position.to_act == 1
    play(position, "carte blanche")
    assert position.points[1] == 100
    assert "9D" in position.view(0)["details"]["known"][1]
    play(position, "7D", "7H", "draw")  # the dealer wins again; seat 1 draws the queen
    assert position.phase == "play"
    assert position.blank == [False, False]
    play(position, "8D", "8H", "draw")  # the next card is no court, but too late
    assert position.phase == "play"
    assert position.points[1] == 100


def test_passing_a_drawn_card_ends_carte_blanche() -> None:
    position = grand([COURTLY, BLANK], "7D 9D 8D 7D 8D 7D")
    play(position, "carte blanche", "7S", "8S", "draw", "pass")
    assert position.phase == "play" and not position.blank[1]
    play(position, "7D", "7H", "draw")
    assert position.phase == "play"
    assert position.points[1] == 50


def test_carte_blanche_shown_cards_do_not_show_the_rest_of_the_hand() -> None:
    """After the first trick, only the card shown joins the known cards; the opponent's
    view never holds cards it was not shown."""
    position = grand([COURTLY, BLANK], "7D 9D 8D QD 8D 7D")
    play(position, "carte blanche", "7S", "8S", "draw", "carte blanche")
    known = position.view(0)["details"]["known"][1]
    assert sorted(known) == sorted([*BLANK.split()[1:], "9D"])


def test_opponent_samples_agree_with_the_cards_shown_for_carte_blanche() -> None:
    """The resampler keeps the shown cards in the blank hand and fits what was drawn."""
    position = grand([COURTLY, BLANK], "7D 9D 8D QD 8D 7D")
    play(position, "carte blanche", "7S", "8S", "draw", "carte blanche", "7D", "7H", "draw")
    view = position.view(0)
    rng = Random(4)
    for _ in range(5):
        sample = position.game.sample_state(view, rng)
        assert sample.view(0) == view
        held = sorted(sample.cards_text(sample.hands[1]))  # type: ignore[attr-defined]
        assert set(view["details"]["known"][1]) <= set(held)
