"""The end of a deal in words (records/deal_end.py and each game's words.py), as both apps show
it: the last trick and who took it, one line a side or player, the totals."""

from __future__ import annotations

from dataclasses import replace
from random import Random

import pytest

from followsuit import games
from followsuit.bots import make_bot
from followsuit.bots.hint import hint
from followsuit.engine import Match
from followsuit.engine.points import signed_points
from followsuit.games.nineteen import words as nineteen_words
from followsuit.records import deal_end as deal_end_module
from followsuit.records.deal_end import deal_end, deal_words, shown_scores
from followsuit.sim.playing import dealer_of


def played(name: str, seed: int, deals: int = 1) -> Match:
    game = games.load(name)
    match = game.new_match(seed=seed, dealer=dealer_of(game, seed))
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


def test_a_game_without_sentences_gives_one_line_of_points_a_side(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    silent = {name: replace(games.spec(name), words=None) for name in ("spades", "nineteen")}
    monkeypatch.setattr(deal_end_module.games, "spec", silent.__getitem__)
    lines = deal_words("spades", {}, [10, -20], ["N", "E", "S", "W"], ["NS", "EW"])
    assert lines == ["NS +10, EW -20"]
    halves = deal_words("nineteen", {}, [13.5, 0, -13.5, 0], list("NESW"), list("NESW"), [0, 2])
    assert halves == ["N +13.5, S -13.5"]


def test_a_result_the_sentences_do_not_expect_is_a_fault_not_hidden() -> None:
    """A game's sentences failing on its own result is a bug: it goes up (the server answers
    that request with a 500 and the table goes on), it is not papered over with points."""
    with pytest.raises(IndexError):
        deal_words("spades", {"contracts": "?"}, [10, -20], ["N", "E", "S", "W"], ["NS", "EW"])


def test_a_bug_in_a_games_words_surfaces_from_the_deal_end(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Issue 30: the deal's end catches nothing it cannot name. A game's sentences that fail
    (here a KeyError, as 19's did on every sparrow or slam) go up from ``deal_end`` to the
    server, which contains them to the table (server/faults.py); they are not replaced by a
    line of points."""

    def broken(*args: object, **kwargs: object) -> list[str]:
        raise KeyError("points")

    match = played("spades", 1)
    spades = replace(games.spec("spades"), words=broken)
    monkeypatch.setattr(deal_end_module.games, "spec", lambda name: spades)
    with pytest.raises(KeyError, match="points"):
        deal_end(match, 1)


@pytest.mark.parametrize("name", games.names())
def test_a_games_words_come_through_its_spec(name: str) -> None:
    """Each game's sentences are attached where it registers (``GameSpec.words``), not found
    by importing a module of a conventional name."""
    spec = games.spec(name)
    assert spec.words is not None
    assert spec.words.__module__ == f"{spec.game.__module__.rsplit('.', 1)[0]}.words"


TWO_PLAYER_SPARROW = {
    "bid": "partnership",
    "declarer": 0,
    "partner": 1,
    "called": 19,
    "level": 1,
    "multiplier": 1,
    "contras": ["sparrow"],
    "points": [81, 37],
    "won": True,
    "value": 31,
    "declarations": [
        {"seat": 0, "item": "sparrow", "made": True},
        {"seat": 2, "item": "slam", "made": False},
        {"seat": 2, "item": "trumps", "points": 4},
    ],
    "sides": [0, 0, 1, 1],
}


def test_a_half_point_deal_of_19_for_two_players_ends_in_words_with_its_half() -> None:
    """19 for two (N9): declarer shares an odd game value with a dummy, so the deal pays
    halves, (13.5, 0, -13.5, 0); its end is written +13.5 (it raised a ValueError formatting
    the half as a whole number, and the table serving it stopped)."""
    game = games.load("nineteen", "two-players")
    lines = deal_words(
        "nineteen",
        TWO_PLAYER_SPARROW,
        [13.5, 0, -13.5, 0],
        game.player_names,
        game.score_names,
        shown_scores(game),
    )
    assert lines[-1] == "North +13.5, South -13.5"


def test_19s_words_name_a_sparrow_and_a_slam_declared_and_whether_made() -> None:
    """N6: an achievement has no points held but is made or failed; the sentences name it so
    (they raised KeyError 'points', and the end of the deal lost its contract sentences)."""
    game = games.load("nineteen", "two-players")
    lines = nineteen_words.deal_words(
        TWO_PLAYER_SPARROW, [13.5, 0, -13.5, 0], game.player_names, game.score_names, shown=[0, 2]
    )
    assert lines[0].startswith("North played Partnership with East dummy (called trump 19)")
    assert "North sparrow (made)" in lines[1]
    assert "South slam (failed)" in lines[1]
    assert "South trumps (4)" in lines[1]


@pytest.mark.parametrize("preset", ["standard", "three-players", "two-players"])
def test_every_deal_of_19_ends_in_its_own_sentences(preset: str) -> None:
    """Each deal of several random matches of 19 (halves, sparrows and slams among them)
    ends in the game's sentences, its payments written as the shared points text."""
    game = games.load("nineteen", preset)
    for seed in range(6):
        match = game.new_match(seed=seed)
        rng = Random(seed)
        while match.to_act is not None:
            match.apply(rng.choice(match.legal_actions()))
        for number, outcome in enumerate(match.finished, 1):
            lines = deal_end(match, number)["lines"]
            assert " played " in lines[0], lines
            payments = [signed_points(outcome.scores[i]) for i in game.live]
            assert all(p in lines[-1] for p in payments), lines


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


def test_a_pass_round_of_beyond_ends_in_words() -> None:
    """B: when everyone passes, the pass round is played with no contract (its result's
    contracts are null): its end says so and what each player took (the sentences raised a
    TypeError, hidden until the deal's end stopped hiding it)."""
    result = {
        "pass_round": True,
        "tricks": [4, 4, 3, 2],
        "contract": None,
        "declarer": None,
        "contracts": None,
        "total": None,
        "scores": [70, 100],
        "last_trick": 1,
    }
    game = games.load("beyond")
    lines = deal_words("beyond", result, [70, 100], game.player_names, game.score_names)
    assert lines[0].startswith("Everyone passed: a pass round, without trumps (B12).")
    assert lines[1] == "North-South +70: East-West took 6 tricks and the last (East), 6 × 10 + 30"
    assert lines[-1] == "East-West +100: North-South took 7 tricks, 7 × 10"
