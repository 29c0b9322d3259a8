"""Decisions a game leaves to its heuristic (``GameSpec.heuristic_only``): the search bot plays
the heuristic's choice there without a sample, and searches every other decision.

Bézique leaves it the last eight tricks of two players; 10 Bridge and Beyond their auctions."""

from __future__ import annotations

from followsuit import games
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


def test_ten_bridge_calls_are_the_heuristics_the_trump_and_cards_searched() -> None:
    game = games.load("10-bridge")
    seen = [(v, t, h) for seed in (3, 5) for v, t, h in search_deal(game, seed) if t is not None]
    calls = [(v, t, h) for v, t, h in seen if v["phase"] == "auction"]
    assert calls
    for view, thought, heuristic in calls:
        assert ten_bridge_hints.heuristic_decides(view)
        assert thought.how == "heuristic"
        assert thought.samples == thought.playouts == 0
        assert thought.choice == heuristic
    searched = [t for v, t, _ in seen if v["phase"] != "auction"]
    assert searched
    assert all(t.how in ("anchor", "sampled", "exact") for t in searched)


def test_beyond_calls_are_the_heuristics_the_claims_and_cards_searched() -> None:
    game = games.load("beyond")
    seen = [(v, t, h) for seed in (3, 5) for v, t, h in search_deal(game, seed) if t is not None]
    calls = [(v, t, h) for v, t, h in seen if v["phase"] == "auction"]
    assert calls
    for view, thought, heuristic in calls:
        assert beyond_hints.heuristic_decides(view)
        assert thought.how == "heuristic"
        assert thought.samples == thought.playouts == 0
        assert thought.choice == heuristic
    claims = [t for v, t, _ in seen if v["phase"] == "claim"]
    cards = [t for v, t, _ in seen if v["phase"] == "play"]
    assert claims and cards
    assert all(t.how in ("anchor", "sampled", "exact") and t.samples > 0 for t in claims + cards)


def test_games_without_the_hint_search_every_decision() -> None:
    game = games.load("oh-hell")
    assert games.spec("oh-hell").heuristic_only is None
    thoughts = [t for _, t, _ in search_deal(game, 2) if t is not None]
    assert thoughts
    assert all(t.how != "heuristic" for t in thoughts)
