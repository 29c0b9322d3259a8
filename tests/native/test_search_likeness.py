"""10 Bridge's concealed trump in the search's worlds (``engine.native.search_extras``, the
deal's ``search_likeness``): the trump as if revealed, offered only where the hand to play
cannot reveal now and no trump-suit card lies unrevealed in the trick.

The oracle is a plain minimax in Python over the engine's own play of the real rules (T6),
where a hand that cannot follow may reveal the trump and must then ruff if able, or play on
without revealing; the one play it leaves out is a trump-suit card thrown unrevealed (a
discard that cannot win: the likeness counts it a ruff, and never needs it, as the reveal
gives the same card its power).
"""

from __future__ import annotations

from random import Random

import pytest

from followsuit import games
from followsuit.bots import make_bot
from followsuit.bots.search.value import score_index, value
from followsuit.bots.search.worlds import WorldSolver
from followsuit.engine import Deal, Game
from followsuit.engine.native import native_extras, search_extras

TRICKS_LEFT = 3


def thrown_unrevealed(deal: Deal, text: str) -> bool:
    """Whether playing ``text`` now throws a trump-suit card under another suit, unrevealed."""
    trump, trick = deal.trump_suit, deal.trick
    if trump is None or deal.revealed or trick is None or not trick.cards or text == "reveal":
        return False
    card = deal.table.texts.index(text)
    return deal.suit_of[card] == trump and deal.suit_of[trick.cards[0]] != trump


def minimax(game: Game, deal: Deal, me: int) -> float:
    """``me``'s value of the rest of ``deal`` under T6 (its side maximising), with every
    play but a trump-suit card thrown unrevealed."""
    if deal.to_act is None:
        return value(deal.outcome().scores, score_index(game, me))
    mine = score_index(game, deal.to_act) == score_index(game, me)
    worths = []
    for action in deal.legal_actions():
        if thrown_unrevealed(deal, action.text):
            continue
        child = deal.clone()
        child.apply(action)
        worths.append(minimax(game, child, me))
    return max(worths) if mine else min(worths)


def concealed_endings(seed: int, count: int) -> list[Deal]:
    """Positions of suit contracts with the trump still concealed, ``TRICKS_LEFT`` tricks or
    fewer left, where the likeness is offered: the auction and the trump by the heuristic,
    the play at random, never revealing nor throwing a trump unrevealed."""
    game = games.load("10-bridge")
    rng = Random(seed)
    found: list[Deal] = []
    while len(found) < count:
        deal = game.new_deal(seed=rng.randrange(2**31))
        bots = [make_bot("heuristic", game, Random(rng.randrange(2**31))) for _ in range(4)]
        while deal.to_act is not None and deal.phase != "play":
            deal.apply(bots[deal.to_act].act(deal.view(deal.to_act)))
        if deal.trump_suit is None:
            continue  # No Trump: the plain rules, no likeness needed
        while deal.to_act is not None:
            left = deal.total_tricks - deal.tricks_played
            if left <= TRICKS_LEFT and native_extras(deal) is None and search_extras(deal):
                found.append(deal.clone())
                break
            plays = [
                a.text
                for a in deal.legal_actions()
                if a.text != "reveal" and not thrown_unrevealed(deal, a.text)
            ]
            if not plays:
                break  # only trumps in a hand void in the suit led: it must reveal or throw
            deal.apply(rng.choice(plays))
    return found


def test_t6_the_likeness_is_offered_only_where_the_hand_to_play_cannot_reveal() -> None:
    for deal in concealed_endings(1, 6):
        assert deal.reveal_refusal(deal.hand_to_play) is not None
        assert search_extras(deal) == type(search_extras(deal))(trump=deal.trump_suit)


@pytest.mark.parametrize("seed", range(4))
def test_t6_a_concealed_trumps_likeness_is_the_engines_minimax_with_reveals(seed: int) -> None:
    game = games.load("10-bridge")
    exact = WorldSolver(game)
    like = WorldSolver(game, likeness=True)
    for deal in concealed_endings(seed, 3):
        assert exact.values(deal) is None  # the play's own rules are not data here
        values = like.values(deal)
        assert values is not None
        me = deal.to_act
        assert me is not None
        for action in deal.legal_actions():
            child = deal.clone()
            child.apply(action)
            assert values[action.text] == pytest.approx(minimax(game, child, me)), action.text
        for seat in (me, (me + 1) % 4):
            like.begin()
            assert like.position_value(deal, seat) == pytest.approx(minimax(game, deal, seat))


def test_t6_a_trump_thrown_unrevealed_in_the_trick_takes_the_likeness_away() -> None:
    """West, void in the suit led, throws a trump-suit card without revealing: it cannot win,
    which the likeness would not know, so the rest of that trick is not offered to it."""
    rng = Random(5)
    seen = 0
    for deal in concealed_endings(2, 8):
        while deal.to_act is not None and deal.trick is not None and not deal.revealed:
            plays = [a.text for a in deal.legal_actions() if thrown_unrevealed(deal, a.text)]
            if plays:
                deal.apply(rng.choice(plays))
                if deal.to_act is not None and deal.trick and deal.trick.cards:
                    assert search_extras(deal) is None
                    seen += 1
                break
            deal.apply(rng.choice([a.text for a in deal.legal_actions() if a.text != "reveal"]))
    if not seen:
        pytest.skip("no trump thrown unrevealed with a card of the trick still to come")
