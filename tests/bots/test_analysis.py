"""Exact analysis of played deals: each card's value agrees with the Python minimax, a known
mistake shows its cost, the caps say "too big" instead of answering."""

from __future__ import annotations

import json
from random import Random
from typing import Any

from followsuit import games
from followsuit.bots import make_bot
from followsuit.bots.analysis import Caps, analyse_match, analyse_play, analyse_record
from followsuit.bots.exact import card_values, side_of
from followsuit.bots.search import Solver
from followsuit.engine import Deal, Game, Match, State

SUITS = "SHDC"
RANKS = "AKQJT98765432"


def pack_with(first: list[str]) -> list[str]:
    """A whole pack whose first cards are ``first``, the rest in a fixed order."""
    rest = [r + s for s in SUITS for r in RANKS if r + s not in first]
    return first + rest


def nil_ending() -> tuple[Game, Deal]:
    """Oh Hell, no trumps, two cards each, West deals so North bids and leads first.

    North holds AH 2C and bids 0; East 3C KD (bids 1), South 4C QD, West 5C JD (both 0).
    Leading 2C loses to West's 5C (West's nil broken); West leads a diamond, East's king
    wins, North throws AH. Leading AH takes a trick nobody can follow: North's bid is broken,
    and the others make theirs."""
    game = games.load("oh-hell", preset="no-trumps", hand_sizes=(2,))
    deal = game.new_deal(dealer=3, pack=pack_with(["AH", "3C", "4C", "5C", "2C", "KD", "QD", "JD"]))
    for bid in ("0", "1", "0", "0"):
        deal.apply(bid)
    return game, deal


def ending(game: Game, seed: int, tricks_left: int) -> Deal:
    """A deal played by the heuristic bot until each hand has ``tricks_left`` cards and a
    trick is to be led."""
    deal = game.new_deal(seed=seed)
    bots = [make_bot("heuristic", game, Random(s)) for s in range(game.players)]
    while True:
        seat = deal.to_act
        assert seat is not None
        view = deal.view(seat)
        trick = view["trick"]
        leading = trick is None or not trick["cards"]
        if leading and len(view["hand"]) == tricks_left and view["phase"] == "play":
            return deal
        deal.apply(bots[seat].act(view))


def tricks_minimax(state: State, seat: int) -> int:
    """Plain minimax on the tricks ``seat``'s side ends the deal with: the reference."""
    deal = state
    assert isinstance(deal, Deal)
    sides = side_of(deal, seat)  # type: ignore[arg-type]
    to_act = deal.to_act
    if to_act is None:
        won: list[int] = deal.tricks_won  # type: ignore[attr-defined]
        return sum(w for h, w in enumerate(won) if sides.same_side(seat, h))
    results = []
    for action in deal.legal_actions():
        child = deal.clone()
        child.apply(action)
        results.append(tricks_minimax(child, seat))
    return max(results) if sides.same_side(seat, to_act) else min(results)


def test_every_card_of_a_spades_ending_has_the_minimax_value() -> None:
    """Spades, three tricks from the end: at every card of the rest, the best score value
    is the Python solver's (alpha-beta on the side's score difference) and the best tricks
    the plain minimax's on tricks; every card's value is that of the position after it."""
    game = games.load("spades")
    for seed in range(3):
        deal = ending(game, seed, tricks_left=3)
        while not deal.is_over:
            seat = deal.to_act
            assert seat is not None
            score = card_values(deal, "score")
            tricks = card_values(deal, "tricks")
            assert score is not None and tricks is not None and score.complete
            assert score.best == Solver(game, nodes=10**6).best(deal)[1]
            assert tricks.best is not None
            assert tricks.now + tricks.best == tricks_minimax(deal, seat)
            for text, worth in tricks.values.items():
                child = deal.clone()
                child.apply(text)
                assert tricks.now + worth == tricks_minimax(child, seat), text
            deal.apply(score.best_cards()[0])


def test_a_nil_broken_by_a_winning_lead_costs_its_points() -> None:
    """The Oh Hell ending above, North leading AH: the analysis names 2C as the best card
    and the cost as the difference of the two lines' values (mine minus the others' mean):
    after 2C, N 10, E 11, S 10, W 1 (10 - 22/3); after AH, N 1, E 11, S 10, W 10
    (1 - 31/3): 12 points. By tricks, AH is North's best: the one trick North can take."""
    _, deal = nil_ending()
    analysis = analyse_play(deal, ["AH", "3C", "4C", "5C", "2C", "KD", "QD", "JD"])
    first = analysis.plays[0]
    assert (first.seat, first.card, first.trick) == (0, "AH", 1)
    assert first.score is not None and first.tricks is not None
    assert first.score.best_cards == ("2C",)
    assert first.score.cost == 12
    assert first.tricks.cost == 0 and first.tricks.played == 1
    north = analysis.seats[0]
    assert (north.points, north.score_mistakes, north.tricks) == (12, 1, 0)


def test_a_card_that_throws_a_trick_away_costs_a_trick() -> None:
    """Spades, two tricks from the end, played out by the solver but for one card: the
    first card that costs tricks is found, and the analysis says what it cost."""
    game = games.load("spades")
    for seed in range(20):
        deal = ending(game, seed, tricks_left=2)
        seat = deal.to_act
        assert seat is not None
        tricks = card_values(deal, "tricks")
        assert tricks is not None and tricks.best is not None
        worse = [text for text, worth in tricks.values.items() if worth < tricks.best]
        if not worse:
            continue
        start = deal.clone()
        actions = [worse[0]]
        deal.apply(worse[0])
        while not deal.is_over:
            actions.append(Solver(game).best(deal)[0])
            deal.apply(actions[-1])
        first = analyse_play(start, actions).plays[0]
        assert first.tricks is not None
        assert first.card == worse[0]
        assert first.tricks.cost == tricks.best - tricks.values[worse[0]] > 0
        assert first.tricks.best_cards == tuple(tricks.best_cards())
        return
    raise AssertionError("no ending of 20 had a card costing a trick")


def test_a_position_over_the_cap_is_too_big_and_so_are_the_earlier_ones() -> None:
    """A whole Spades deal with a cap of 2,000 positions: the last tricks are solved, the
    first are not (``too big``), and none is solved before one that was too big."""
    game = games.load("spades")
    match = game.new_match(seed=5, dealer=0)
    bots = [make_bot("heuristic", game, Random(s)) for s in range(game.players)]
    while not match.finished:
        seat = match.to_act
        assert seat is not None
        match.apply(bots[seat].act(match.view(seat)))
    analysis = analyse_match(match, 1, Caps(nodes=2_000))
    statuses = [p.tricks_status for p in analysis.plays]
    assert statuses[0] == "too big" and statuses[-1] == "solved"
    assert statuses == sorted(statuses, key=lambda s: s == "solved")
    assert analysis.plays[0].tricks is None and not analysis.solved
    assert len(analysis.plays) == 52 and analysis.first_trick == 1


def test_an_analysis_is_json() -> None:
    """The analysis of a record's deal is plain JSON: it goes out as it is."""
    game, deal = nil_ending()
    for text in ["AH", "3C", "4C", "5C", "2C", "KD", "QD", "JD"]:
        deal.apply(text)
    record = game.record_of([deal.deal_record()])
    [analysis] = analyse_record(record)
    data = json.loads(json.dumps(analysis.as_dict()))
    assert data["plays"][0]["score"]["best_cards"] == ["2C"]
    assert data["seats"][0]["name"] == game.player_names[0]
    assert data["value"] == "the player's score minus the mean of the others'"


def test_the_auction_is_not_analysed() -> None:
    """Only card plays are: a deal's bids have no entry, and no position before the play
    answers."""
    game, deal = nil_ending()
    fresh = game.new_deal(dealer=3, pack=deal.pack_text())
    assert card_values(fresh, "score") is None
    analysis = analyse_play(fresh, ["0", "1", "0", "0", "AH"])
    assert [p.card for p in analysis.plays] == ["AH"]
    assert not analysis.complete


def test_a_spent_budget_leaves_the_rest_out_of_time() -> None:
    """With no time at all for the deal, no card is solved and each says "out of time"."""
    _, deal = nil_ending()
    analysis = analyse_play(deal, ["AH", "3C", "4C", "5C", "2C", "KD", "QD", "JD"], Caps(budget=0))
    assert [p.score_status for p in analysis.plays] == ["out of time"] * 8
    assert [p.tricks_status for p in analysis.plays] == ["out of time"] * 8
    assert all(s.score_cards == 0 for s in analysis.seats)


def test_a_deal_is_analysed_from_where_trick_play_runs_to_its_end(monkeypatch: Any) -> None:
    """Where the game states no scoring over the rest of the play (Bézique's stock, 10
    Bridge before its trump is known to all), nothing is analysed; from where it does, every
    card is: here a Spades deal whose scoring is hidden until ten tricks are played."""
    import followsuit.bots.search.worlds as worlds

    game = games.load("spades")
    match = game.new_match(seed=2, dealer=0)
    bots = [make_bot("heuristic", game, Random(s)) for s in range(game.players)]
    while not match.finished:
        seat = match.to_act
        assert seat is not None
        match.apply(bots[seat].act(match.view(seat)))
    scoring = worlds.games.play_scoring

    def late(state: State) -> Any:
        deal = state.current if isinstance(state, Match) else state
        return scoring(state) if deal.tricks_played >= 10 else None  # type: ignore[attr-defined]

    monkeypatch.setattr(worlds.games, "play_scoring", late)
    analysis = analyse_match(match, 1)
    assert analysis.first_trick == 11
    assert [p.trick for p in analysis.plays] == [11] * 4 + [12] * 4 + [13] * 4
    assert analysis.solved
