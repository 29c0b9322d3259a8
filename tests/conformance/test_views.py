"""Views: what a seat may know, JSON-ready, and nothing more (DESIGN: "view(seat) is the only
thing a bot or a client ever gets ... No hidden card may be derivable from a view")."""

from __future__ import annotations

from random import Random

import pytest
from hypothesis import example, given
from hypothesis import strategies as st

from conformance.support import (
    DEAL_STEP_LIMIT,
    SEEDS,
    calls_of,
    check_hidden_cards_do_not_matter,
    check_no_leak,
    check_view,
    deal_of,
    each_preset,
    examples,
    json_stable,
    load,
    positions,
    random_choice,
    seats,
    steps,
)

seeds = st.integers(*SEEDS)
kinds = st.sampled_from(["deal", "match"])


@each_preset()
def test_views_are_typed_core_views_agreeing_with_the_state(name: str, preset: str | None) -> None:
    """Every view, of every seat and the spectator, reads back equal through JSON, holds
    exactly the keys of ``CoreView`` each of its type (the game's own under ``details``), its
    log has one entry per action with ``secret`` exactly where the text is not the action's,
    its hints are the same in every view, and its fields agree with the state. (Each playout
    checks every position's every view, so half the usual playouts cover every phase: this is
    the suite's slowest test.)"""
    game = load(name, preset)

    @examples(preset, scale=0.5)
    @given(seed=seeds, kind=kinds)
    def playout(seed: int, kind: str) -> None:
        for state in positions(game, kind, seed, Random(seed)):
            for seat in seats(game):
                view = state.view(seat)
                json_stable(view)
                check_view(state, seat, view)

    playout()


@each_preset()
def test_no_view_shows_a_hidden_card(name: str, preset: str | None) -> None:
    """No card outside ``visible_to(seat)`` (another seat's hand, an unseen stock, a hand not
    yet looked at) appears anywhere in that seat's view, nor in the spectator's."""
    game = load(name, preset)

    @examples(preset)
    @given(seed=seeds, kind=kinds)
    def playout(seed: int, kind: str) -> None:
        calls: set[str] = set()
        for state in positions(game, kind, seed, Random(seed)):
            deal = deal_of(state)
            calls |= calls_of(state)
            for seat in seats(game):
                check_no_leak(deal, seat, state.view(seat), frozenset(calls))

    playout()


@each_preset()
def test_views_do_not_depend_on_where_hidden_cards_lie(name: str, preset: str | None) -> None:
    """Replaying the deal with two cards hidden from a seat trading places (in the pack and in
    any action naming them), everything public staying the same, leaves that seat's view
    unchanged: nothing in the view, however encoded, tells where its hidden cards lie."""
    game = load(name, preset)
    replays: list[int] = []

    @examples(preset)
    @given(seed=seeds, kind=kinds)
    def playout(seed: int, kind: str) -> None:
        rng = Random(seed)
        for state in positions(game, kind, seed, rng):
            if rng.random() < 0.2:
                deal = deal_of(state)
                for seat in range(game.players):
                    replays.append(check_hidden_cards_do_not_matter(deal, seat, rng))

    playout()
    assert sum(replays), "no swap of hidden cards replayed: the check tested nothing"


@each_preset()
def test_a_seat_sees_its_own_hand_and_the_cards_played(name: str, preset: str | None) -> None:
    """visible_to(seat) holds every card played and, whenever the view shows the seat its
    hand (not to a blind nil bidder before looking), the whole hand."""
    game = load(name, preset)

    @examples(preset)
    @given(seed=seeds, kind=kinds)
    def playout(seed: int, kind: str) -> None:
        for state in positions(game, kind, seed, Random(seed)):
            deal = deal_of(state)
            played = getattr(deal, "played", 0)
            for seat in seats(game):
                visible = deal.visible_to(seat)  # type: ignore[attr-defined]
                assert visible & played == played, "a card played is hidden"
                if seat is None:
                    continue
                hand = deal.hands[seat]  # type: ignore[attr-defined]
                if state.view(seat)["hand"] is not None:
                    assert visible & hand == hand, "own hand shown but not visible"

    playout()


@each_preset()
def test_a_view_is_of_a_seat_or_of_a_spectator(name: str, preset: str | None) -> None:
    """view(-1) used to show the last seat's hand under seat -1; a seat past the table, a
    text or True (Python's 1) is no seat either."""
    game = load(name, preset)
    for state in (game.new_deal(seed=1), game.new_match(seed=1)):
        for seat in (-1, game.players, "0", True, 1.0):
            with pytest.raises(ValueError, match=f"no seat {seat!r} to view from"):
                state.view(seat)  # type: ignore[arg-type]
        assert state.view(None)["seat"] is None and state.view(0)["seat"] == 0


@each_preset()
def test_a_match_views_results_are_read_only_and_a_clones_view_leaves_the_match_alone(
    name: str, preset: str | None
) -> None:
    game = load(name, preset)
    match = game.new_match(seed=2)
    rng = Random(2)
    while match.to_act is not None and not match.finished:
        match.apply(rng.choice(match.legal_actions()))
    if not match.finished:
        pytest.skip("the match ended before a deal was finished")
    before = json_stable(match.view(0))
    shown = match.clone().view(0)["match"]
    with pytest.raises(TypeError, match="read-only"):
        shown["deal_results"][0].clear()
    shown["score_names"].append("someone")  # a view's own list: changing it is its reader's
    assert json_stable(match.view(0)) == before


@each_preset()
def test_a_replayed_deal_shows_every_seat_what_the_live_deal_showed(
    name: str, preset: str | None
) -> None:
    """A record names faces, not copies (G3): the deal replayed from its record, whose copies
    of a face may lie where the live deal's other copies lay, shows every seat and the
    spectator the same view as the live deal did, at every position."""
    game = load(name, preset)

    @examples(preset, scale=0.5)
    @given(seed=seeds)
    @example(seed=58)  # three-handed Bézique: a known card on the table, then played from it
    def playout(seed: int) -> None:
        live = game.new_deal(seed=seed, dealer=seed % game.players)
        for _ in steps(live, random_choice(Random(seed)), DEAL_STEP_LIMIT):
            pass
        record = live.record()["deals"][0]
        live = game.new_deal(seed=seed, dealer=seed % game.players)
        replayed = game.new_deal(pack=record["pack"], dealer=record["dealer"])
        for number, text in enumerate([*record["actions"], None]):
            for seat in seats(game):
                assert replayed.view(seat) == live.view(seat), f"action {number}, seat {seat}"
            if text is not None:
                live.apply(text)
                replayed.apply(text)

    playout()
