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
