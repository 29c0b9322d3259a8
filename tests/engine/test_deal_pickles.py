"""A deal pickles and comes back playing the same (OpenSpiel's serialised states pickle them):
its native trick rules, which the core's objects cannot pickle, are left out and made again
when next asked for."""

from __future__ import annotations

import pickle
from random import Random

from conformance.support import each_preset, load
from followsuit.bots import make_bot


@each_preset()
def test_a_deal_in_its_play_pickles_and_plays_on_the_same(name: str, preset: str | None) -> None:
    game = load(name, preset)
    deal = game.new_deal(seed=3)
    bot = make_bot("random", game, Random(3))
    for _ in range(30):  # into the play, where the deal has asked the core for its rules
        if deal.to_act is None:
            break
        deal.apply(bot.act(deal.view(deal.to_act)))
    again = pickle.loads(pickle.dumps(deal))
    while deal.to_act is not None:
        assert again.to_act == deal.to_act
        assert again.legal_actions() == deal.legal_actions()
        action = bot.act(deal.view(deal.to_act))
        deal.apply(action)
        again.apply(action)
    assert again.outcome().scores == deal.outcome().scores
