"""Every form of Bézique states its order of play as data, and the deal runs it: the play while
the stock lasts, the last eight tricks once it is gone (Z1), Grand Bézique's carte blanche
before the first lead (Z4), Polish Bézique's declarations after the last trick (Z3). The
declaration after a trick (and carte blanche after a draw) is a pause in the play, not a phase
of the order."""

from __future__ import annotations

from random import Random

import pytest
from bezique_helpers import game

from followsuit.engine.phases import When
from followsuit.games.bezique.phases import CARTE, DECLARE, LAST_EIGHT, OVER, PLAY
from followsuit.games.bezique.polish import the_last_trick_declares
from followsuit.games.bezique.rules import PRESETS
from followsuit.games.bezique.state import BeziqueDeal, the_stock_is_gone

ORDERS = {
    "grand": (CARTE, PLAY, LAST_EIGHT, OVER),
    "polish": (PLAY, LAST_EIGHT, When(DECLARE, the_last_trick_declares), OVER),
}
"""The forms whose order is not the ordinary game's."""


@pytest.mark.parametrize("preset", sorted(PRESETS))
def test_each_form_runs_its_order_of_play_to_the_end(preset: str) -> None:
    order = ORDERS.get(preset, (PLAY, LAST_EIGHT, OVER))
    for seed in range(3):
        rng = Random(seed)
        deal = game(preset).new_deal(seed=seed)
        assert isinstance(deal, BeziqueDeal) and tuple(deal.order_of_play) == order
        entered = []
        while not deal.is_over:
            if deal.order_of_play[deal.phase_index] not in entered:
                entered.append(deal.order_of_play[deal.phase_index])
            if deal.phase is LAST_EIGHT or entered[-1] is LAST_EIGHT:
                assert the_stock_is_gone(deal)  # Z1: the play ends with the stock
            elif deal.phase is PLAY:
                assert not the_stock_is_gone(deal)
            deal.apply(rng.choice(deal.legal_actions()))
        assert deal.phase is OVER and entered[-1] in (LAST_EIGHT, order[2])
        assert [phase for phase in order if phase in entered] == entered


def test_polish_the_last_tricks_winner_declares_when_the_rule_says_then_the_deal_ends() -> None:
    seen = set()
    for seed in range(8):
        rng = Random(seed)
        deal = game("polish").new_deal(seed=seed)
        while deal.trick is not None:
            deal.apply(rng.choice(deal.legal_actions()))
        declares = the_last_trick_declares(deal)
        seen.add(declares)
        assert deal.phase is (DECLARE if declares else OVER)
        if declares:
            assert deal.to_act == deal.last_winner and not deal.is_over
            deal.apply("draw")
        assert deal.phase is OVER and deal.is_over
    assert seen == {True, False}
