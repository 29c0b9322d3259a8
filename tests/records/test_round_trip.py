"""Records of every game and preset round-trip: dumps/loads give the same record, and replay
gives identical scores and positions (DESIGN: records; STYLE: "a record replays to the same
scores", "byte-exact round trips")."""

from __future__ import annotations

import json
from random import Random
from typing import Any

from hypothesis import given
from hypothesis import strategies as st

from conformance.support import (
    DEAL_STEP_LIMIT,
    MATCH_DEAL_LIMIT,
    SEEDS,
    bot_for,
    each_preset,
    examples,
    load,
    random_choice,
    seats,
    steps,
)
from followsuit import records
from followsuit.engine import Deal, Game, Match
from followsuit.sim.playing import dealer_of

seeds = st.integers(*SEEDS)
MATCH_DEALS = 4
"""Deals of a match played for the match round trip (a whole match when a heuristic bot ends
it sooner)."""


def plain(value: Any) -> Any:
    """``value`` as JSON gives it back (tuples become lists)."""
    return json.loads(json.dumps(value))


def round_trip(record: dict[str, Any]) -> records.Replay:
    """dumps, loads (equal, and byte-exact when dumped again), then replay."""
    text = records.dumps(record)
    loaded = records.loads(text)
    assert loaded == plain(record)
    replayed = records.replay(loaded)
    assert records.dumps(replayed.match.record()) == text, "replay does not record the same"
    assert records.game_of(loaded).options == replayed.match.game.options
    return replayed


def without_match(view: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in view.items() if k != "match"}


@each_preset()
def test_a_finished_deal_replays_to_identical_scores(name: str, preset: str | None) -> None:
    """A deal's record replays to the same scores and result."""
    game = load(name, preset)

    @examples(preset, scale=0.5)
    @given(seed=seeds)
    def check(seed: int) -> None:
        deal = game.new_deal(seed=seed, dealer=dealer_of(game, seed))
        for _ in steps(deal, random_choice(Random(seed)), DEAL_STEP_LIMIT):
            pass
        replayed = round_trip(deal.record())
        assert game_options_equal(records.game_of(deal.record()), game)
        outcome = deal.outcome()
        assert len(replayed.summary["deals"]) == 1
        assert replayed.summary["deals"][0]["scores"] == list(outcome.scores)
        assert plain(replayed.summary["deals"][0]["result"]) == plain(outcome.result)

    check()


def game_options_equal(first: Game, second: Game) -> bool:
    return first.name == second.name and first.options == second.options


@each_preset()
def test_an_unfinished_deal_replays_to_the_same_position(name: str, preset: str | None) -> None:
    """A record cut anywhere in a deal replays to a position every seat sees as before."""
    game = load(name, preset)

    @examples(preset, scale=0.5)
    @given(seed=seeds, cut=st.floats(0, 1))
    def check(seed: int, cut: float) -> None:
        deal = game.new_deal(seed=seed, dealer=dealer_of(game, seed))
        rng = Random(seed)
        for _ in steps(deal, random_choice(rng), DEAL_STEP_LIMIT):
            pass
        keep = round(cut * len(deal.history))
        partial: Deal = game.new_deal(pack=deal.pack_text(), dealer=deal.dealer)
        for action in deal.history[:keep]:
            partial.apply(action.text)
        replayed = round_trip(partial.record()).match
        assert replayed.to_act == partial.to_act
        for seat in seats(game):
            assert without_match(replayed.view(seat)) == partial.view(seat)
        summary = records.summarise(replayed)
        assert summary["complete"] is False or replayed.match_is_over

    check()


@each_preset()
def test_a_match_replays_to_identical_scores(name: str, preset: str | None) -> None:
    """A match's record (whole, or the deals played so far) replays to the same deal scores,
    totals, winner and completeness."""
    game = load(name, preset)

    @examples(preset, scale=0.25)
    @given(seed=seeds)
    def check(seed: int) -> None:
        match = game.new_match(seed=seed)
        bot, heuristic = bot_for(game, Random(seed))
        limit = MATCH_DEAL_LIMIT if heuristic else MATCH_DEALS
        while not match.is_over and len(match.deals) <= limit:
            assert match.to_act is not None
            match.apply(bot.act(match.view(match.to_act)))
        replayed = round_trip(match.record())
        summary = replayed.summary
        scores = match.scores
        assert [d["scores"] for d in summary["deals"]] == [list(s) for s in scores.deals]
        assert summary["totals"] == list(scores.totals)
        assert summary["winner"] == match.winner
        assert summary["complete"] == match.match_is_over
        assert isinstance(replayed.match, Match)
        for seat in seats(game):
            assert replayed.match.view(seat) == match.view(seat)

    check()
