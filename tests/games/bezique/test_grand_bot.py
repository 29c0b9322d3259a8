"""The heuristic bot in Grand Bézique (Z4): the last nine tricks searched with the last trick
at 50 (checked against the rules engine), carte blanche shown, and it beats the random bot."""

from __future__ import annotations

from random import Random

import pytest
from bezique_helpers import game
from grand_helpers import grand

from followsuit.engine import RandomBot
from followsuit.games.bezique.bot import HeuristicBot
from followsuit.games.bezique.bot.endgame import after, code, legal
from followsuit.games.bezique.scoring import brisques
from followsuit.games.bezique.state import BeziqueDeal


def near_the_end(seed: int, tricks_left: int) -> BeziqueDeal:
    rng = Random(seed)
    position = game("grand").new_deal(seed=seed)
    assert isinstance(position, BeziqueDeal)
    while (
        position.total_tricks - position.tricks_played > tricks_left or not position.playing_cards()
    ):
        position.apply(rng.choice(position.legal_actions()))
    return position


def points(position: BeziqueDeal, seat: int) -> int:
    """Declarations, the last trick (50) and brisques at 10, all the search counts."""
    pack = position.game.pack
    if position.is_over:
        result = position.outcome().result
        return int(result["seat_scores"][seat]) + 10 * brisques(pack, position.taken[seat])
    return position.points[seat] + 10 * brisques(pack, position.taken[seat])


def brute_force(position: BeziqueDeal, seat: int) -> int:
    if position.is_over:
        return points(position, seat) - points(position, 1 - seat)
    values = []
    for action in position.legal_actions():
        child = position.clone()
        assert isinstance(child, BeziqueDeal)
        child.apply(action)
        values.append(brute_force(child, seat))
    return max(values) if position.to_act == seat else min(values)


@pytest.mark.parametrize("seed", range(4))
def test_last_tricks_search_counts_the_last_trick_at_fifty(seed: int) -> None:
    position = near_the_end(seed, 3)
    seat = position.to_act
    assert seat is not None
    trump = position.view(seat)["details"]["trump"] or ""
    mine = position.cards_text(position.hands[seat])
    theirs = position.cards_text(position.hands[1 - seat])
    trick = position.trick
    assert trick is not None
    led = position.cards_text(1 << trick.cards[0])[0] if trick.cards else None
    a = tuple(sorted(code(c, trump) for c in mine))
    b = tuple(sorted(code(c, trump) for c in theirs))
    first = None if led is None else code(led, trump)
    searched = max(after(a, b, first, card, 50) for card in legal(a, first))
    so_far = points(position, seat) - points(position, 1 - seat)
    assert searched == brute_force(position, seat) - so_far


def test_the_bot_shows_carte_blanche() -> None:
    position = grand(["KD 8S TS 7D 8H 9H 7C 8C 9C", "7S 8S 9S 7H 8H 9H 7C 8C AC"])
    view = position.view(1)
    assert HeuristicBot(Random(0)).act(view) == "carte blanche"


def test_the_heuristic_bot_outscores_the_random_bot_in_grand() -> None:
    """Six deals, the heuristic bot in each seat in turn: it wins more game points."""
    bezique = game("grand")
    margins = []
    for seed in range(6):
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
