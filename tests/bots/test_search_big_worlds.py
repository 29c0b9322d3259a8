"""Worlds too big for the max^n solve (``WorldSolver``'s ``big``): by default solved paranoid;
with ``big="policy"`` each card valued by the core's fast policy playing the rest of the deal out,
every seat for itself (``policy_card_values``), where the play left scores tricks alone, and
PIMC's best mean the move, as where every world is solved."""

from __future__ import annotations

from random import Random

import pytest

from followsuit import games
from followsuit.bots import make_bot
from followsuit.bots.search import Budget, SearchBot
from followsuit.bots.search.pimc import Thought
from followsuit.bots.search.worlds import WorldSolver
from followsuit.engine import Deal, Game, View

SAMPLES = 8


def long_oh_hell() -> Game:
    """Three hands of twelve cards: a world of the first card is far past the max^n solve's
    positions."""
    return games.load("oh-hell", players=3, hand_sizes=(12,))


def first_card(game: Game, seed: int = 1) -> Deal:
    """A heuristic deal of ``game`` at its first card play with a choice."""
    deal = game.new_deal(seed=seed, dealer=game.players - 1)
    assert isinstance(deal, Deal)
    bot = make_bot("heuristic", game, Random(seed))
    while (seat := deal.to_act) is not None:
        view = deal.view(seat)
        if games.play_scoring(deal) is not None and len(view["legal"]) > 1:
            return deal
        deal.apply(bot.act(view))
    raise AssertionError("the deal ended before a card play with a choice")


def searched(game: Game, view: View, **options: object) -> Thought:
    bot = SearchBot(game, Random(3), budget=Budget(seconds=None, samples=SAMPLES), **options)
    bot.act(view)
    assert bot.last is not None
    return bot.last


def test_a_world_too_big_for_max_n_is_left_to_the_policy_with_big_policy() -> None:
    deal = first_card(long_oh_hell())
    solver = WorldSolver(deal.game, reduction="maxn", big="policy")
    assert solver.values(deal) is None
    assert solver.maxn_too_big and solver.too_big
    assert solver.big_by_policy(deal)


def test_by_default_a_world_too_big_for_max_n_is_not_left_to_the_policy() -> None:
    deal = first_card(long_oh_hell())
    solver = WorldSolver(deal.game, reduction="maxn")
    solver.values(deal)
    assert solver.maxn_too_big
    assert not solver.big_by_policy(deal)


def test_a_world_of_card_points_is_never_left_to_the_policy() -> None:
    """19 scores card points, which the core's policy does not know: its worlds too big for
    max^n are solved paranoid whatever ``big`` says."""
    deal = first_card(games.load("nineteen"))
    solver = WorldSolver(deal.game, reduction="maxn", big="policy")
    solver.maxn_too_big = True
    assert not solver.big_by_policy(deal)


def test_with_big_policy_every_world_of_a_long_hand_is_valued_by_the_policy() -> None:
    deal = first_card(long_oh_hell())
    thought = searched(deal.game, deal.view(deal.to_act or 0), big="policy")
    assert thought.samples == SAMPLES
    assert thought.policy == thought.samples
    assert thought.solved == 0


def test_by_default_no_world_of_a_long_hand_is_valued_by_the_policy() -> None:
    deal = first_card(long_oh_hell())
    thought = searched(deal.game, deal.view(deal.to_act or 0))
    assert thought.samples > 0
    assert thought.policy == 0


@pytest.mark.parametrize("favoured", [0, 1, 2])
def test_with_big_policy_the_card_the_policy_values_best_is_the_move(
    favoured: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The policy's values stood in for by values that favour one card by a hair: it is the
    move, the heuristic's card or not (no standard errors asked of it, as where every world is
    solved)."""
    deal = first_card(long_oh_hell())
    view = deal.view(deal.to_act or 0)
    target = view["legal"][favoured]

    def favouring(
        self: WorldSolver, state: object, seat: int, runs: int, seed: int
    ) -> dict[str, float]:
        return {text: 0.001 if text == target else 0.0 for text in view["legal"]}

    monkeypatch.setattr(WorldSolver, "policy_card_values", favouring)
    thought = searched(deal.game, view, big="policy")
    assert thought.choice == target


def test_a_big_of_no_known_kind_is_refused() -> None:
    with pytest.raises(ValueError, match="no big 'playouts'"):
        WorldSolver(long_oh_hell(), big="playouts")  # type: ignore[arg-type]
