"""The State protocol and the Deal base (engine/state.py, engine/deal.py, engine/actions.py,
engine/bots.py): apply checks first and refuses with a reason, leaving the state unchanged."""

from __future__ import annotations

from random import Random
from typing import Any

import pytest

from engine.toy import ToyGame
from followsuit.engine import Action, Deal, DealOutcome, RandomBot, View, normalise
from followsuit.errors import GameError, IllegalAction, NotationError


def a_deal() -> Deal:
    """North leads: North holds AS AH, South KS KH (pack order AS KS AH KH, dealer South)."""
    return ToyGame().new_deal(pack=["AS", "KS", "AH", "KH"], dealer=1)


def test_apply_takes_a_text_or_an_action() -> None:
    deal = a_deal()
    assert deal.to_act == 0
    deal.apply("as")
    deal.apply(deal.parse("KS"))
    assert [a.text for a in deal.history] == ["AS", "KS"]


def test_an_illegal_action_names_the_rule_and_changes_nothing() -> None:
    deal = a_deal()
    deal.apply("AS")
    before = (deal.view(None), deal.view(0), deal.view(1), deal.record())
    with pytest.raises(IllegalAction) as raised:
        deal.apply("KH")
    assert raised.value.action == "KH"
    assert raised.value.reason == "must follow suit: you hold spades"
    assert str(raised.value) == "KH: must follow suit: you hold spades"
    assert (deal.view(None), deal.view(0), deal.view(1), deal.record()) == before
    assert not deal.is_legal("KH") and deal.is_legal("KS")


def test_a_card_not_held_is_refused() -> None:
    deal = a_deal()
    with pytest.raises(IllegalAction, match="not in"):
        deal.apply("KS")


def test_a_text_that_does_not_parse_is_a_notation_error() -> None:
    deal = a_deal()
    with pytest.raises(NotationError):
        deal.apply("QX")
    assert issubclass(NotationError, GameError) and issubclass(IllegalAction, GameError)


def test_after_the_end_nothing_is_legal() -> None:
    deal = a_deal()
    for text in ("AS", "KS", "AH", "KH"):
        deal.apply(text)
    assert deal.is_over and deal.to_act is None and deal.legal_actions() == []
    with pytest.raises(IllegalAction, match="over"):
        deal.apply("AS")


def test_scores_are_zero_until_the_deal_is_over() -> None:
    deal = a_deal()
    assert deal.scores.deals == () and deal.scores.totals == (0, 0)
    for text in ("AS", "KS", "AH", "KH"):
        deal.apply(text)
    assert deal.scores.deals == ((2, 0),) and deal.scores.totals == (2, 0)
    assert deal.outcome() == DealOutcome((2, 0), {"tricks": [2, 0]}, 1)


def test_a_clone_has_its_own_history_and_hands() -> None:
    deal = a_deal()
    twin = deal.clone()
    twin.apply("AH")
    assert deal.history == [] and deal.to_act == 0
    assert deal.view(0)["hand"] == ["AS", "AH"]


def test_the_default_places_are_hands_trick_and_tricks_taken() -> None:
    deal = a_deal()
    deal.apply("AS")
    assert deal.places() == {
        "hand 0": 0b0100,
        "hand 1": 0b1010,
        "trick": 0b0001,
        "taken 0": 0,
        "taken 1": 0,
    }
    deal.apply("KS")
    assert deal.places()["taken 0"] == 0b0011 and deal.places()["trick"] == 0


def test_a_deal_without_hands_must_say_where_its_cards_lie() -> None:
    class Handless(Deal):
        to_act = None

        def legal_actions(self) -> list[Action]:
            return []

        def parse(self, text: str) -> Action:
            raise NotationError(text)

        def check(self, action: Action) -> str | None:
            return "over"

        def _do(self, action: Action) -> None: ...

        def outcome(self) -> DealOutcome:
            return DealOutcome((0, 0))

        def view(self, seat: int | None) -> View:
            return {}

        def _copy_into(self, new: Any) -> None: ...

    with pytest.raises(NotImplementedError, match="Handless"):
        Handless(ToyGame(), [0, 1, 2, 3], 0, 0).places()


def test_the_record_of_one_deal() -> None:
    deal = a_deal()
    deal.apply("AH")
    assert deal.record() == {
        "format": "followsuit/1",
        "game": "toy",
        "options": {},
        "players": ["Player 1", "Player 2"],
        "deals": [{"dealer": 1, "pack": ["AS", "KS", "AH", "KH"], "actions": ["AH"]}],
    }


def test_actions_are_their_text() -> None:
    action = Action("bid", "blind nil", -1)
    assert str(action) == "blind nil" and repr(action) == "<Action blind nil>"
    assert action == Action("bid", "blind nil", -1)


@pytest.mark.parametrize(
    ("typed", "canonical"),
    [("  Blind   NIL ", "blind nil"), ("give 7h\t8H", "give 7h 8h"), ("PASS", "pass")],
)
def test_normalise(typed: str, canonical: str) -> None:
    assert normalise(typed) == canonical


def test_the_random_bot_plays_only_legal_actions_from_its_generator() -> None:
    view = {"legal": ["AS", "KS", "AH"]}
    one, two = RandomBot(Random(5)), RandomBot(Random(5))
    assert [one.act(view) for _ in range(9)] == [two.act(view) for _ in range(9)]
    picks = {RandomBot(Random(seed)).act(view) for seed in range(40)}
    assert picks == set(view["legal"])
    assert RandomBot().name == "random"
