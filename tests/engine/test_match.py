"""Matches (engine/match.py): deals one after another until the game's end condition, what
the game carries passed from deal to deal, and deals from a record's source."""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

import pytest

from engine.toy import ToyGame, ToyOptions
from followsuit.engine import Action, Match
from followsuit.errors import IllegalAction


def play_out(match: Match) -> None:
    while not match.is_over:
        match.apply(match.legal_actions()[0])


def test_a_match_deals_until_the_game_says_it_is_over() -> None:
    game = ToyGame(ToyOptions(deals=3))
    match = game.new_match(seed=4, dealer=1)
    play_out(match)
    assert match.match_is_over and not match.unfinished
    assert len(match.deals) == len(match.finished) == 3
    assert [d.dealer for d in match.deals] == [1, 0, 1]
    assert [d.carry for d in match.deals] == [0, 1, 2]
    assert match.carry == 3


def test_totals_are_the_sums_of_the_deals_and_the_leader_wins() -> None:
    game = ToyGame(ToyOptions(deals=5))
    match = game.new_match(seed=2)
    play_out(match)
    scores = match.scores
    assert len(scores.deals) == 5
    assert list(scores.totals) == [sum(s[i] for s in scores.deals) for i in range(2)]
    totals = scores.totals
    assert match.winner == (None if totals[0] == totals[1] else totals.index(max(totals)))


def test_a_view_says_when_the_match_is_over() -> None:
    match = ToyGame().new_match(seed=3)
    assert match.view(0)["match"]["over"] is False
    play_out(match)
    view = match.view(0)
    assert view["match"]["over"] is True
    assert view["to_act"] is None and view["legal"] == []
    assert view["match"]["totals"] == list(match.scores.totals)
    assert len(view["match"]["deal_scores"]) == 3


def test_deals_from_a_source_and_an_unfinished_match() -> None:
    """A record of fewer deals than a match: the match stops where the record does."""
    game = ToyGame(ToyOptions(deals=3))
    orders: list[tuple[Sequence[int], int]] = [([0, 1, 2, 3], 1), ([3, 2, 1, 0], 0)]
    asked: list[tuple[int, int]] = []

    def source(index: int, dealer: int) -> tuple[Sequence[int], int] | None:
        asked.append((index, dealer))
        return orders[index] if index < len(orders) else None

    match = Match(game, source=source, dealer=1)
    play_out(match)
    assert asked == [(0, 1), (1, 0), (2, 1)]
    assert [d.order for d in match.deals] == [[0, 1, 2, 3], [3, 2, 1, 0]]
    assert match.unfinished and match.is_over and not match.match_is_over
    assert match.winner is None
    assert len(match.scores.deals) == 2


def test_a_deal_that_needs_no_action_is_scored_at_once() -> None:
    """A deal over as soon as it is dealt must not stall the match (to_act None while the
    match goes on)."""
    game = ToyGame(ToyOptions(deals=3, instant=2))
    match = game.new_match(seed=1)
    assert len(match.finished) == 2 and not match.is_over
    assert match.to_act is not None
    play_out(match)
    assert match.match_is_over and len(match.deals) == 3
    assert match.scores.deals[:2] == ((0, 0), (0, 0))


def test_every_deal_instant_ends_the_match_at_once() -> None:
    match = ToyGame(ToyOptions(deals=2, instant=5)).new_match(seed=1)
    assert match.match_is_over and match.is_over and len(match.finished) == 2


def test_a_clone_shuffles_the_next_deals_alike() -> None:
    """The clone carries the generator's state: both deal the same next pack."""
    match = ToyGame(ToyOptions(deals=4)).new_match(seed=8)
    match.apply(match.legal_actions()[0])
    twin = match.clone()
    play_out(match)
    play_out(twin)
    assert [d.order for d in twin.deals] == [d.order for d in match.deals]
    assert twin.record() == match.record()


def test_a_clone_does_not_share_the_deal_in_play() -> None:
    match = ToyGame().new_match(seed=8)
    twin = match.clone()
    twin.apply(twin.legal_actions()[0])
    assert match.current is not twin.current
    assert match.current is not None and match.current.history == []


def test_the_record_holds_every_deal() -> None:
    match = ToyGame(ToyOptions(deals=2)).new_match(seed=5, dealer=0)
    play_out(match)
    record = match.record()
    assert record["game"] == "toy" and record["options"] == {"deals": 2}
    assert [d["dealer"] for d in record["deals"]] == [0, 1]
    assert all(len(d["pack"]) == 4 and len(d["actions"]) == 4 for d in record["deals"])


def test_a_match_takes_its_deals_legal_texts_and_refuses_as_its_deal_does() -> None:
    """A match's ``apply`` is its deal's: a legal text is taken as that action without being
    read again, an illegal action is refused with the deal's reason and changes nothing, and
    once the match is over every action is refused because the match is over."""
    match = ToyGame(ToyOptions(deals=2)).new_match(seed=5)
    deal: Any = match.current
    legal = match.legal_actions()
    stranger = next(a for a in deal.table.play_actions if a not in legal)
    reason = deal.check(stranger)
    with pytest.raises(IllegalAction, match=re.escape(reason)):
        match.apply(stranger)
    assert deal.history == []

    def unread(text: str) -> Action:
        raise AssertionError(f"{text!r} was read again")

    deal.parse = unread
    match.apply(legal[0].text)
    del deal.parse
    assert deal.history == [legal[0]]
    play_out(match)
    assert match.match_is_over
    with pytest.raises(IllegalAction, match="the match is over"):
        match.apply(legal[0])
