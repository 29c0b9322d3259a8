"""The exact solver of the search bot: known endgames, minimax agreement, its caps."""

from __future__ import annotations

from random import Random

import pytest

from followsuit import games
from followsuit.bots import make_bot
from followsuit.bots.search import Budget, SearchBot, Solver, TooBig
from followsuit.bots.search.value import score_index, value
from followsuit.engine import Deal, Game, State

SUITS = "SHDC"
RANKS = "AKQJT98765432"


def pack_with(first: list[str]) -> list[str]:
    """A whole pack whose first cards are ``first``, the rest in a fixed order."""
    rest = [r + s for s in SUITS for r in RANKS if r + s not in first]
    return first + rest


def nil_endgame() -> tuple[Game, Deal]:
    """Oh Hell, no trumps, two cards each, West deals so North bids and leads first.

    North holds AH 2C and bids 0; East 3C KD, South 4C QD, West 5C JD. Leading AH takes a
    trick nobody can follow; leading 2C loses to West's 5C, and on West's diamond lead North
    throws AH away: 0 tricks, the bid made."""
    game = games.load("oh-hell", preset="no-trumps", hand_sizes=(2,))
    deal = game.new_deal(dealer=3, pack=pack_with(["AH", "3C", "4C", "5C", "2C", "KD", "QD", "JD"]))
    for bid in ("0", "1", "0", "0"):
        deal.apply(bid)
    assert deal.to_act == 0 and sorted(deal.view(0)["legal"]) == ["2C", "AH"]
    return game, deal


def solve_out(game: Game, deal: Deal) -> Deal:
    """The deal played to its end with every seat taking the solver's move."""
    deal = deal.clone()
    while not deal.is_over:
        deal.apply(Solver(game).best(deal)[0])
    return deal


def test_solver_ducks_with_the_low_club_to_make_a_bid_of_nothing() -> None:
    """S4 scoring: a point a trick, 10 more for the exact bid. Ducking scores North 10, the
    ace 1."""
    game, deal = nil_endgame()
    choice, _ = Solver(game).best(deal)
    assert choice == "2C"
    assert solve_out(game, deal).outcome().scores[0] == 10
    after_ace = deal.clone()
    after_ace.apply("AH")
    assert solve_out(game, after_ace).outcome().scores[0] == 1


def minimax(state: State, side: int, index: list[int]) -> float:
    """Plain minimax on the side's score difference, no pruning: the reference."""
    seat = state.to_act
    if seat is None:
        return value(state.scores.deals[-1], side)
    results = []
    for action in state.legal_actions():
        child = state.clone()
        child.apply(action)
        results.append(minimax(child, side, index))
    return max(results) if index[seat] == side else min(results)


def endgame(game: Game, seed: int, tricks_left: int) -> Deal:
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


@pytest.mark.parametrize("name", ["spades", "10-bridge"])
def test_alpha_beta_agrees_with_plain_minimax(name: str) -> None:
    """Two sides: the solver's value is minimax's, and its move achieves it."""
    game = games.load(name)
    index = [score_index(game, s) for s in range(game.players)]
    for seed in range(4):
        deal = endgame(game, seed, tricks_left=3)
        seat = deal.to_act
        assert seat is not None
        choice, worth = Solver(game).best(deal)
        assert worth == minimax(deal, index[seat], index)
        child = deal.clone()
        child.apply(choice)
        assert minimax(child, index[seat], index) == worth


def test_the_node_cap_gives_up() -> None:
    game = games.load("spades")
    deal = endgame(game, 1, tricks_left=6)
    with pytest.raises(TooBig):
        Solver(game, nodes=50).best(deal)


def test_the_bot_solves_exactly_once_nothing_is_hidden() -> None:
    """Spades, three tricks from the end: where the voids shown leave one way the cards can
    lie, the bot solves instead of sampling, and plays the solver's move on the true deal."""
    game = games.load("spades")
    solved = 0
    for seed in range(40):
        deal = endgame(game, seed, tricks_left=2)
        seat = deal.to_act
        assert seat is not None
        bot = SearchBot(game, Random(seed), budget=Budget(seconds=None, samples=20))
        choice = bot.act(deal.view(seat))
        assert bot.last is not None
        if bot.last.how == "exact":
            solved += 1
            assert choice == Solver(game).best(deal)[0]
    assert solved >= 1
