"""The engine's hot path against the statement of the rules: where a deal's legal masks and
trick winners come from the native core (``TrickPlay.core``, made once and shared by the deals
of a class and game, made again when a game says its rules changed), they are the deal's own
``play_mask`` and ``trick_winner`` at every card of random deals of every game and preset."""

from __future__ import annotations

from random import Random

import pytest

from followsuit import games
from followsuit.bots import default_bot, make_bot
from followsuit.engine import Trick
from followsuit.engine.trickplay import PlayStep, TrickPlay

NEVER_NATIVE = {("oh-hell", "atkinson-5"), ("oh-hell", "atkinson-6")}
"""Atkinson's jokers are called as they are played: no deal of these presets is native."""


@pytest.mark.parametrize(("name", "preset"), games.all_presets())
def test_the_cores_masks_and_winners_are_the_rules_at_every_card(
    name: str, preset: str | None
) -> None:
    """At every card of a few deals (random cards, and the game's own bot's, which bids the
    contracts random cards seldom reach), the deal's legal mask (``legal_mask``) is its
    ``play_mask``, and every legal last card of a trick makes the trick ``winner`` and
    ``trick_winner`` give the same seat."""
    game = games.load(name, preset)
    native = 0
    for seed in range(3):
        rng = Random(seed)
        deal = game.new_deal(rng=Random(seed))
        assert isinstance(deal, TrickPlay)
        bot = make_bot(default_bot(game), game, Random(seed)) if seed == 2 else None
        while not deal.is_over:
            seat = deal.to_act
            assert seat is not None
            trick = deal.trick
            if trick is not None and isinstance(deal.phase_steps.get(deal.phase), PlayStep):
                hand = deal.play_seat()
                mask = deal.legal_mask(hand)
                native += deal.core is not None
                assert mask == deal.play_mask(hand), f"{name} {preset} hand {hand}"
                if len(trick.cards) == deal.trick_size - 1:
                    for card in range(len(game.pack)):
                        if mask >> card & 1:
                            done = Trick(trick.leader, [*trick.seats, hand], [*trick.cards, card])
                            assert deal.winner(done) == deal.trick_winner(done)
            if bot is None:
                action = rng.choice(deal.legal_actions())
            else:
                action = deal.parse(bot.act(deal.view(seat)))
            deal.apply(action)
    assert (native == 0) == ((name, preset) in NEVER_NATIVE)
