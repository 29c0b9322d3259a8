"""Decisions a game leaves to its heuristic (``GameSpec.heuristic_only``): the search bot plays
the heuristic's choice there without a sample, and searches every other decision.

Bézique leaves it the last eight tricks of two players; 10 Bridge and Beyond their auctions."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from followsuit import games
from followsuit.engine import View
from followsuit.games.beyond.bot import hints as beyond_hints
from followsuit.games.bezique.bot.hints import heuristic_decides
from followsuit.games.ten_bridge.bot import hints as ten_bridge_hints

from .search_deals import search_deal


def test_bezique_last_eight_is_the_heuristics_leads_and_follows_are_searched() -> None:
    game = games.load("bezique")
    seen = [(v, t, h) for v, t, h in search_deal(game, 4) if t is not None]
    left = [(v, t, h) for v, t, h in seen if heuristic_decides(v)]
    searched = [(v, t, h) for v, t, h in seen if not heuristic_decides(v)]
    assert left
    for view, thought, heuristic in left:
        assert view["details"]["last_eight"]
        assert thought.how == "heuristic"
        assert thought.samples == thought.playouts == 0
        assert thought.choice == heuristic
    plays = [v for v, _, _ in searched if v["phase"] == "play"]
    assert any(not v["trick"]["cards"] for v in plays)  # leads in the stock
    assert any(v["trick"]["cards"] for v in plays)  # follows
    for _, thought, _ in searched:
        assert thought.how in ("anchor", "sampled", "exact")


def test_a_card_in_the_stock_is_searched_the_last_eight_of_two_is_not() -> None:
    lead = {"phase": "play", "details": {"last_eight": False}, "trick": {"cards": []}}
    follow = {**lead, "trick": {"cards": [{"seat": 1, "card": "7S"}]}}
    declare = {**lead, "phase": "declare"}
    three = {"phase": "play", "details": {"last_eight": True}, "players": ["a", "b", "c"]}
    two = {**three, "players": ["a", "b"]}
    assert not heuristic_decides(lead)
    assert not heuristic_decides(follow)
    assert not heuristic_decides(declare)
    assert heuristic_decides(two)
    assert not heuristic_decides(three)  # three players: the heuristic's last eight is not exact


@pytest.mark.parametrize(
    ("name", "decides", "searched_phases"),
    [
        ("10-bridge", ten_bridge_hints.heuristic_decides, {"play"}),
        ("beyond", beyond_hints.heuristic_decides, {"claim", "play"}),
    ],
)
def test_the_auction_is_the_heuristics_every_other_decision_searched(
    name: str, decides: Callable[[View], bool], searched_phases: set[str]
) -> None:
    """10 Bridge's calls (its trump and cards searched) and Beyond's (its claims and cards)."""
    game = games.load(name)
    seen = [(v, t, h) for seed in (3, 5) for v, t, h in search_deal(game, seed) if t is not None]
    calls = [(v, t, h) for v, t, h in seen if v["phase"] == "auction"]
    assert calls
    for view, thought, heuristic in calls:
        assert decides(view)
        assert thought.how == "heuristic"
        assert thought.samples == thought.playouts == 0
        assert thought.choice == heuristic
    searched = [(v, t) for v, t, _ in seen if v["phase"] != "auction"]
    assert {v["phase"] for v, _ in searched} >= searched_phases
    for view, thought in searched:
        assert not decides(view)
        assert thought.how in ("anchor", "sampled", "exact")
        assert thought.samples > 0


def test_games_without_the_hint_search_every_decision() -> None:
    game = games.load("oh-hell")
    assert games.spec("oh-hell").heuristic_only is None
    thoughts = [t for _, t, _ in search_deal(game, 2) if t is not None]
    assert thoughts
    assert all(t.how != "heuristic" for t in thoughts)
