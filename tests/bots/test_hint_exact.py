"""The hint solved exactly where the view fixes every card still to be played."""

from __future__ import annotations

import math
from random import Random

from followsuit import games
from followsuit.bots import make_bot
from followsuit.bots.hint import EXACT, hint
from followsuit.bots.search.value import score_index, value
from followsuit.engine import Deal, Game


def best_value(game: Game, deal: Deal, me: int) -> float:
    """Minimax over the engine's play: ``me``'s side maximises its deal score against the
    other's."""
    if deal.to_act is None:
        return value(deal.outcome().scores, score_index(game, me))
    ours = score_index(game, deal.to_act) == score_index(game, me)
    results = []
    for action in deal.legal_actions():
        child = deal.clone()
        child.apply(action)
        results.append(best_value(game, child, me))
    return max(results) if ours else min(results)


def test_a_hint_in_two_handed_beziques_last_tricks_cites_exact_values() -> None:
    # Z1: once the stock is gone every card is known: the hint is the solver's, and its
    # choice is worth the minimax's best.
    game = games.load("bezique")
    deal = game.new_deal(seed=5)
    bots = [make_bot("heuristic", game, Random(seat)) for seat in range(2)]
    while deal.to_act is not None:
        view = deal.view(deal.to_act)
        if view["phase"] == "play" and view["details"]["last_eight"] and len(view["legal"]) > 1:
            left = deal.total_tricks - deal.tricks_played
            if left <= 3:
                break
        deal.apply(bots[deal.to_act].act(view))
    assert deal.to_act is not None
    seat = deal.to_act
    found = hint(game, deal.view(seat), Random(1))
    assert found is not None and found.bot == EXACT and found.values is not None
    child = deal.clone()
    child.apply(found.action)
    assert math.isclose(best_value(game, child, seat), max(found.values.values()))
    assert "every card left is known" in (found.reason or "")


def test_a_hint_with_hidden_cards_left_is_the_heuristics() -> None:
    game = games.load("spades")
    deal = game.new_deal(seed=3)
    bots = [make_bot("heuristic", game, Random(seat)) for seat in range(4)]
    while deal.view(deal.to_act)["phase"] != "play":
        deal.apply(bots[deal.to_act].act(deal.view(deal.to_act)))
    found = hint(game, deal.view(deal.to_act), Random(1))
    assert found is not None and found.bot != EXACT and found.values is None
