"""Resampling a Bézique deal from a view (``engine.resample`` with Bézique's hooks): a view
whose parts contradict each other is refused before any sample is drawn."""

from __future__ import annotations

import copy
from random import Random
from typing import Any

import pytest

from followsuit import games
from followsuit.engine import Deal
from followsuit.errors import InconsistentView


def drawn_view() -> dict[str, Any]:
    """North's view of an ordinary deal once it has drawn three cards from the stock (8C, 7H,
    AH: the first since played, the others still in its hand)."""
    deal = games.load("bezique").new_deal(seed=1)
    rng = Random(1)
    while len(deal.view(0)["details"]["drawn"]) < 3:
        deal.apply(rng.choice(deal.legal_actions()))
    view = deal.view(0)
    assert view["details"]["drawn"] == ["8C", "7H", "AH"]
    assert "AS" not in view["hand"] and "7H" in view["hand"]
    return copy.deepcopy(view)


@pytest.mark.parametrize(
    ("card", "said"),
    [
        (
            "AS",
            r"^the view has seat 0 draw AS, and holding 0 "
            r"\(its hand and the cards it has shown\) holds no AS$",
        ),
        ("AH", r"the view has seat 0 draw AH, and holding 0 \(.*\) holds no other AH$"),
        ("ZZ", r"the view has seat 0 draw 'ZZ', and holding 0 \(.*\) holds no 'ZZ'$"),
    ],
    ids=["a card it never held", "a card drawn twice", "no card"],
)
def test_z1_the_viewer_drew_only_cards_of_its_holding(card: str, said: str) -> None:
    """Z1: each player draws the top card of the stock into its hand, so the viewer's own
    draws are cards of its holding (its hand now and the cards it has shown). A view edited
    to say it drew another is an InconsistentView naming the card, not a ValueError from
    inside a sample."""
    view = drawn_view()
    game = games.load("bezique")
    assert isinstance(game.sample_state(view, Random(0)), Deal)
    view["details"]["drawn"][0] = card
    with pytest.raises(InconsistentView, match=said):
        game.sample_state(view, Random(0))


def last_eight_view() -> dict[str, Any]:
    """North's view in the last eight tricks of an ordinary deal, North having just played TH
    (log entry 73) to South's lead of QH."""
    deal = games.load("bezique").new_deal(seed=2)
    rng = Random(2)
    while len(deal.history) < 74:
        deal.apply(rng.choice(deal.legal_actions()))
    view = deal.view(0)
    assert view["details"]["last_eight"] and view["log"][73]["text"] == "TH"
    return copy.deepcopy(view)


@pytest.mark.parametrize("text", ["ZZ", "", "2S", "table ZZ"], ids=repr)
def test_z1_a_card_played_in_the_last_eight_is_a_card_of_the_pack(text: str) -> None:
    """Z1: in the last eight tricks a card that follows without winning rules out higher cards
    in that hand, so each card played there is read: a play whose text names no card of the
    piquet pack is an InconsistentView naming the log entry, not a NotationError or an
    IndexError from inside a sample."""
    view = last_eight_view()
    game = games.load("bezique")
    assert isinstance(game.sample_state(view, Random(0)), Deal)
    view["log"][73]["text"] = text
    said = r"^the view's log entry 73 \(seat 0, .*\) .*: a card played is named by its text"
    with pytest.raises(InconsistentView, match=said):
        game.sample_state(view, Random(0))
