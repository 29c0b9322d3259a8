"""The heuristic bot: the text's hints while the stock lasts, and the last eight tricks played
perfectly by exhaustive search, checked against the rules engine itself."""

from __future__ import annotations

from random import Random

import pytest
from bezique_helpers import game

from followsuit.engine import RandomBot
from followsuit.games.bezique.bot import HeuristicBot
from followsuit.games.bezique.bot.endgame import after, code, legal
from followsuit.games.bezique.scoring import brisques
from followsuit.games.bezique.state import BeziqueDeal


def near_the_end(seed: int, tricks_left: int) -> BeziqueDeal:
    rng = Random(seed)
    position = game().new_deal(seed=seed)
    assert isinstance(position, BeziqueDeal)
    while (
        position.total_tricks - position.tricks_played > tricks_left or not position.playing_cards()
    ):
        position.apply(rng.choice(position.legal_actions()))
    return position


def brute_force(position: BeziqueDeal, seat: int) -> int:
    """The best ``seat`` can make of the rest, less the other's, by trying every card the
    rules allow (the engine's own rules and scores)."""
    if position.is_over:
        scores = position.outcome().scores
        return scores[seat] - scores[1 - seat]
    values = []
    for action in position.legal_actions():
        child = position.clone()
        assert isinstance(child, BeziqueDeal)
        child.apply(action)
        values.append(brute_force(child, seat))
    return max(values) if position.to_act == seat else min(values)


@pytest.mark.parametrize("seed", range(6))
def test_endgame_search_values_agree_with_the_rules_engine(seed: int) -> None:
    position = near_the_end(seed, 4)
    seat = position.to_act
    assert seat is not None
    trump = "SHDC"[3 - (position.trump or 0)]
    mine = position.cards_text(position.hands[seat])
    theirs = position.cards_text(position.hands[1 - seat])
    trick = position.trick
    assert trick is not None
    led = position.cards_text(1 << trick.cards[0])[0] if trick.cards else None
    a = tuple(sorted(code(c, trump) for c in mine))
    b = tuple(sorted(code(c, trump) for c in theirs))
    first = None if led is None else code(led, trump)
    searched = max(after(a, b, first, card) for card in legal(a, first))
    assert searched == brute_force(position, seat) - already(position, seat)


def already(position: BeziqueDeal, seat: int) -> int:
    """The deal's score difference so far (declarations and brisques taken)."""
    pack = position.game.pack
    mine = position.points[seat] + 10 * brisques(pack, position.taken[seat])
    theirs = position.points[1 - seat] + 10 * brisques(pack, position.taken[1 - seat])
    return mine - theirs


def test_the_heuristic_bot_outscores_the_random_bot() -> None:
    """Ten deals, the heuristic bot in each seat in turn: it scores more on average."""
    bezique = game()
    margins = []
    for seed in range(10):
        position = bezique.new_deal(seed=seed)
        me = seed % 2
        bots = {me: HeuristicBot(Random(seed)), 1 - me: RandomBot(Random(seed))}
        while not position.is_over:
            seat = position.to_act
            assert seat is not None
            position.apply(bots[seat].act(position.view(seat)))
        scores = position.outcome().scores
        margins.append(scores[me] - scores[1 - me])
    assert sum(margins) / len(margins) > 0
