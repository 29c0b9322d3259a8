"""The search bot's card play by the native core's ISMCTS (``play="ismcts"``, ``card_tree``)."""

from __future__ import annotations

from random import Random

import pytest

from followsuit import games
from followsuit.bots import make_bot
from followsuit.bots.search import Budget, SearchBot
from followsuit.bots.search.card_tree import (
    ITERATIONS_PER_SAMPLE,
    LEAST_ITERATIONS,
    TreeOptions,
)
from followsuit.bots.search.worlds import WorldSolver
from followsuit.engine import Deal, Game


def oh_hell(seed: int) -> tuple[Game, Deal]:
    """A four-handed Oh Hell deal of five cards, its bids made by the heuristic."""
    game = games.load("oh-hell", hand_sizes=(5,))
    deal = game.new_deal(rng=Random(seed))
    assert isinstance(deal, Deal)
    bot = make_bot("heuristic", game, Random(seed))
    while deal.to_act is not None and any(a.kind == "bid" for a in deal.legal_actions()):
        deal.apply(bot.act(deal.view(deal.to_act)))
    return game, deal


def test_cards_are_played_by_the_tree_and_a_seed_fixes_the_move() -> None:
    game, deal = oh_hell(4)
    seat = deal.to_act
    assert seat is not None
    moves = []
    for _ in range(2):
        bot = SearchBot(game, Random(9), budget=Budget(seconds=None, samples=6), play="ismcts")
        moves.append(bot.act(deal.view(seat)))
        assert bot.last is not None
        assert bot.last.how == "ismcts"
        assert bot.last.samples == 6
        assert bot.last.playouts == 6 * ITERATIONS_PER_SAMPLE
        assert bot.cards is not None and bot.cards.last is not None
        assert sum(v for _, v, _ in bot.cards.last.cards) == 6 * ITERATIONS_PER_SAMPLE
    assert moves[0] == moves[1]
    assert moves[0] in deal.view(seat)["legal"]


def test_bids_are_left_to_pimc() -> None:
    game = games.load("oh-hell", hand_sizes=(5,))
    deal = game.new_deal(rng=Random(2))
    assert isinstance(deal, Deal) and deal.to_act is not None
    bot = SearchBot(game, Random(1), budget=Budget(seconds=None, samples=2), play="ismcts")
    bid = bot.act(deal.view(deal.to_act))
    assert bot.last is not None and bot.last.how != "ismcts"
    assert bid in deal.view(deal.to_act)["legal"]


@pytest.mark.parametrize(
    "options",
    [
        TreeOptions(),
        TreeOptions(rollout="random", nodes="shared", pool=3, exploration=1.0),
        TreeOptions(rollout="policy", nodes="own hand"),
        TreeOptions(rollout="solve"),
        TreeOptions(rollout="solve", nodes="shared", pool=16),
    ],
)
def test_a_whole_deal_is_played_with_legal_cards(options: TreeOptions) -> None:
    hows = whole_deal(options)
    assert "ismcts" in set().union(*hows.values())


def whole_deal(options: TreeOptions) -> dict[int, set[str]]:
    """The cards of a five-card deal (``oh_hell(7)``) played by four search bots with the card
    tree's ``options``; how each move was found, by the cards the hand held before it."""
    game, deal = oh_hell(7)
    bots = [
        SearchBot(
            game, Random(s), budget=Budget(seconds=None, samples=3), play="ismcts", tree=options
        )
        for s in range(game.players)
    ]
    hows: dict[int, set[str]] = {}
    while deal.to_act is not None:
        seat = deal.to_act
        held = len(deal.view(seat)["hand"])
        deal.apply(bots[seat].act(deal.view(seat)))  # the engine refuses an illegal card
        last = bots[seat].last
        assert last is not None
        hows.setdefault(held, set()).add(last.how)
    return hows


def test_the_tree_plays_only_hands_of_at_least_its_least_cards() -> None:
    """With ``least_cards`` the tree plays the cards of a hand holding that many or more, and
    PIMC the rest: over a whole deal of five cards and ``least_cards=3``, each seat's first
    three card plays are the tree's (or forced), its last two never."""
    hows = whole_deal(TreeOptions(least_cards=3))
    assert set(hows) == {1, 2, 3, 4, 5}
    for held in (3, 4, 5):
        assert hows[held] <= {"ismcts", "only"}, (held, hows[held])
    assert "ismcts" in hows[5]
    for held in (1, 2):
        assert "ismcts" not in hows[held], (held, hows[held])


def test_least_cards_is_checked() -> None:
    with pytest.raises(ValueError, match="least_cards of -1"):
        TreeOptions(least_cards=-1)


def test_the_card_play_option_is_checked() -> None:
    game = games.load("oh-hell", hand_sizes=(5,))
    with pytest.raises(ValueError, match="no card play 'tree'"):
        SearchBot(game, Random(1), play="tree")
    with pytest.raises(ValueError, match="needs the native core"):
        SearchBot(game, Random(1), play="ismcts", native=False)


def test_bids_judged_by_random_playouts_are_the_worlds_random_value() -> None:
    """With ``policy_bids`` and ``bid_rollout="random"`` a candidate bid is worth, in a world,
    the seat's value over the core's random playouts of the play after it."""
    game = games.load("oh-hell", hand_sizes=(5,))
    deal = game.new_deal(dealer=3, rng=Random(5))
    assert isinstance(deal, Deal)
    bot = make_bot("heuristic", game, Random(5))
    while deal.to_act != 3:
        assert deal.to_act is not None
        deal.apply(bot.act(deal.view(deal.to_act)))
    search = SearchBot(
        game,
        Random(1),
        budget=Budget(seconds=None, samples=1),
        policy_bids=True,
        bid_rollout="random",
    )
    pimc = search.search
    pimc._seat = 3  # the seat whose move is being chosen, as ``choose`` sets it
    values = {}
    for action in deal.legal_actions():
        after = deal.clone()
        after.apply(action)
        found = pimc._worth(after.clone(), 3, search.budget.start(), seed=9)
        assert found is not None and found[1] == "policy"
        fresh = WorldSolver(game, reduction="maxn", bid_rollout="random")
        assert found[0] == fresh.policy_value(after, 3, runs=64, seed=9)
        values[action.text] = found[0]
    assert len(set(values.values())) > 1


def test_a_search_left_no_time_by_the_scoring_tables_still_runs_its_least_iterations() -> None:
    """Where building the seats' utilities takes the move's time (19's and Beyond's first
    card), the tree still searches ``LEAST_ITERATIONS`` rather than a clock of 0 seconds,
    which stopped after its first handful of iterations: a card nearly at random."""
    game, deal = oh_hell(4)
    seat = deal.to_act
    assert seat is not None
    readings = iter([0.0])

    def clock() -> float:
        return next(readings, 1000.0)  # the move's start, then long past its deadline

    bot = SearchBot(game, Random(9), budget=Budget(seconds=0.25), play="ismcts", clock=clock)
    move = bot.act(deal.view(seat))
    assert move in deal.view(seat)["legal"]
    assert bot.last is not None and bot.last.how == "ismcts"
    assert bot.cards is not None and bot.cards.last is not None
    assert bot.cards.last.iterations == LEAST_ITERATIONS
    assert sum(v for _, v, _ in bot.cards.last.cards) == LEAST_ITERATIONS
