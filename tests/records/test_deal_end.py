"""The end of a deal in words (records/deal_end.py and each game's words.py), as both apps show
it: the last trick and who took it, one line a side or player, the totals."""

from __future__ import annotations

from random import Random

import pytest

from followsuit import games
from followsuit.bots import make_bot
from followsuit.bots.hint import hint
from followsuit.engine import Match
from followsuit.records.deal_end import deal_end, deal_words


def played(name: str, seed: int, deals: int = 1) -> Match:
    game = games.load(name)
    match = game.new_match(seed=seed, dealer=seed % game.players)
    bots = [make_bot("heuristic", game, Random(seed * 10 + s)) for s in range(game.players)]
    while len(match.finished) < deals and match.to_act is not None:
        seat = match.to_act
        match.apply(match.parse(bots[seat].act(match.view(seat))))
    return match


@pytest.mark.parametrize("name", games.names())
def test_a_deals_end_gives_its_last_trick_its_taker_and_its_score_in_words(name: str) -> None:
    for seed in (1, 2):
        match = played(name, seed, deals=2)
        for number in (1, 2):
            end = deal_end(match, number)
            game = match.game
            cards = end["last_trick"]["cards"]
            assert len(cards) == game.players and end["winner"] in range(game.players)
            view = match.deals[number - 1].view(None)
            assert end["tricks_won"] == view["tricks_won"]
            assert end["scores"] == list(match.finished[number - 1].scores)
            totals = [
                sum(o.scores[i] for o in match.finished[:number]) for i in range(len(end["scores"]))
            ]
            assert end["totals"] == totals
            text = " ".join(end["lines"])
            names = game.score_names if len(game.score_names) < game.players else game.player_names
            assert all(n in text for n in names), text
            assert "took" in text


def test_the_taker_of_the_last_trick_is_the_seat_whose_count_grew() -> None:
    """The taker is read from the game's own counts, not guessed from the cards."""
    match = played("spades", 4)
    end = deal_end(match, 1)
    deal = match.deals[0]
    replay = match.game.deal_from_order(deal.order, deal.dealer, match.game.initial_carry())
    for action in deal.history[:-1]:
        replay.apply(replay.parse(action.text))
    before = replay.view(None)["tricks_won"]
    assert end["tricks_won"][end["winner"]] == before[end["winner"]] + 1


def test_a_result_the_sentences_do_not_expect_still_gives_the_points() -> None:
    lines = deal_words("spades", {"contracts": "?"}, [10, -20], ["N", "E", "S", "W"], ["NS", "EW"])
    assert lines == ["NS +10, EW -20"]


def test_spades_words_name_a_side_its_contract_and_its_bags() -> None:
    result = {
        "bids": ["3", "nil", "4", "2"],
        "tricks": [5, 0, 3, 5],
        "contracts": [7, 2],
        "made": [True, True],
        "bags": [1, 3],
        "bag_penalties": [0, 0],
        "nil_points": [0, 100],
    }
    lines = deal_words("spades", result, [71, 133], ["N", "E", "S", "W"], ["NS", "EW"])
    assert lines[0] == "NS bid 7, took 8: made, 1 bag; +71 this deal"
    assert lines[1].startswith("EW bid 2, took 5: made, 3 bags, E's nil made, nil +100")


def test_a_hint_is_the_seats_own_bot_choice_and_the_only_action_needs_no_thought() -> None:
    game = games.load("oh-hell")
    match = game.new_match(seed=3, dealer=0)
    view = match.view(match.to_act)
    found = hint(game, view, Random(5))
    assert found is not None and found.action in view["legal"] and found.bot == "heuristic"
    assert found.action == make_bot("heuristic", game, Random(5)).act(view)
    only = hint(game, {**view, "legal": [view["legal"][0]]}, Random(5))
    assert only is not None and only.reason == "the only legal action"
    assert hint(game, {**view, "legal": []}, Random(5)) is None


@pytest.mark.parametrize("preset", ["three-players", "two-players"])
def test_n9_a_dummys_payment_is_left_out_of_the_words(preset: str) -> None:
    """19 for three or two (N9): a dummy pays and is paid nothing, so the deal's end names
    only the live players' payments (both apps show these lines) and gives their columns."""
    game = games.load("nineteen", preset)
    match = game.new_match(seed=3)
    rng = Random(3)
    while not match.finished:
        match.apply(rng.choice(match.legal_actions()))
    end = deal_end(match, 1)
    assert end["shown"] == list(game.live)
    payments = end["lines"][-1]
    for seat in range(game.players):
        assert (game.player_names[seat] in payments) == (seat in game.live), payments
