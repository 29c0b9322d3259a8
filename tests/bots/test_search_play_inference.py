"""Inference from the card play: a world of Oh Hell's card play weighed by how likely the cards
the others have played are from the hands it dealt them (``exact_bids.play_weight``, the core's
``play_weight``)."""

from __future__ import annotations

import math
import statistics
from random import Random
from typing import Any

import pytest

from followsuit import _core, games
from followsuit.bots import make_bot
from followsuit.bots.search import Budget, SearchBot
from followsuit.bots.search.exact_bids import modelled, play_weight
from followsuit.bots.search.worlds import world_setting
from followsuit.engine import Deal
from followsuit.games.oh_hell.state import BID, OhHellDeal


def played(size: int, cards: int, seed: int, **options: object) -> OhHellDeal:
    """A four-handed Oh Hell deal of ``size`` cards (dealer 3), bid and played by the heuristic
    up to ``cards`` cards of the play."""
    game = games.load("oh-hell", hand_sizes=(size,), **options)
    deal = game.new_deal(dealer=3, rng=Random(seed))
    assert isinstance(deal, OhHellDeal)
    bot = make_bot("heuristic", game, Random(seed))
    while deal.to_act is not None and (
        deal.phase == BID or sum(kind == "play" for _, kind, _, _ in deal.log.entries) < cards
    ):
        deal.apply(bot.act(deal.view(deal.to_act)))
    return deal


def choices(deal: OhHellDeal, seed: int, seat: int) -> list[int]:
    """How many legal cards each seat but ``seat`` had at each card it played, by the Python
    engine replaying the deal's actions from its start (``played``'s deal of ``seed``)."""
    replay = deal.game.new_deal(dealer=3, rng=Random(seed))
    assert isinstance(replay, Deal)
    counts = []
    for action in deal.log.actions:
        actor = replay.to_act
        assert actor is not None
        legal = replay.legal_actions()
        if action.kind == "play" and actor != seat and len(legal) > 1:
            counts.append(len(legal))
        replay.apply(action)
    return counts


OH_HELL_PRESETS = [preset for name, preset in games.all_presets() if name == "oh-hell"]


@pytest.mark.parametrize("preset", OH_HELL_PRESETS)
def test_with_every_card_a_slip_a_world_weighs_one_over_each_choice(preset: str | None) -> None:
    """With ``miss`` 1 every seat plays at random: at every card play of seeded deals, the
    deal's weight is the product over the others' cards of one over the cards each could play
    (the Python engine's legal actions, copies of a face one choice), whoever searches; the
    seat's own cards do not count, and a variant the judge does not model weighs 1. The
    resampler's worlds weigh a chance at any miss."""
    game = games.load("oh-hell", preset)
    for seed in range(2):
        deal = game.new_deal(rng=Random(seed))
        assert isinstance(deal, OhHellDeal)
        bots = [make_bot("heuristic", game, Random(seed + s)) for s in range(game.players)]
        rng = Random(seed)
        choices: list[tuple[int, int]] = []  # (seat, legal actions) of each card played
        while deal.to_act is not None:
            seat = deal.to_act
            view = deal.view(seat)
            if view["phase"] == "play":
                if modelled(deal) is None:
                    expected = 1.0
                else:
                    expected = math.prod(1 / n for s, n in choices if s != seat and n > 1)
                assert play_weight(deal, seat, 1.0) == pytest.approx(expected, rel=1e-12)
                world = game.sample_state(view, rng)
                assert 0.0 < play_weight(world, seat, 0.7) <= 1.0
            legal = len(deal.legal_actions())
            action = bots[seat].act(view)
            if view["phase"] == "play":
                choices.append((seat, legal))
            deal.apply(action)


@pytest.mark.parametrize("miss", [0.2, 0.7])
def test_each_card_counts_as_planned_or_as_a_slip(miss: float) -> None:
    """Each of the others' cards counts ``1 - miss + miss/n`` (the policy's card), ``miss/n``
    (another) or ``1/n`` (the policy does not mind): the weight lies within those bounds."""
    deal = played(6, 15, seed=4)
    counts = choices(deal, 4, 0)
    low = math.prod(min(miss / n, 1 / n) for n in counts)
    high = math.prod(1 - miss + miss / n for n in counts)
    weight = play_weight(deal, 0, miss)
    assert low <= weight <= high
    assert weight not in (low, high)


def test_a_world_counts_alike_at_a_bid_before_the_first_card_and_where_unmodelled() -> None:
    deal = played(5, 0, seed=5)
    assert deal.phase != BID
    assert play_weight(deal, 0, 0.5) == 1.0
    game = games.load("oh-hell", hand_sizes=(5,))
    at_bid = game.new_deal(dealer=3, rng=Random(5))
    assert play_weight(at_bid, 0, 0.5) == 1.0
    changing = played(5, 6, seed=5, bid_changes=True)
    assert changing.phase != BID
    assert play_weight(changing, 0, 0.5) == 1.0


def test_the_true_deal_outweighs_the_worlds_the_resampler_draws() -> None:
    """Where the others play as the heuristic does, the deal itself weighs more than the worlds
    drawn from the seat's view, on average over the card plays of seeded deals: the play says
    something of the hands. (The same mean log ratio, measured over 510 card plays, is +0.36
    nats at a miss of 0.7.)"""
    game = games.load("oh-hell", hand_sizes=(5,))
    rng = Random(11)
    ratios = []
    for _ in range(6):
        deal = game.new_deal(dealer=3, rng=Random(rng.getrandbits(32)))
        assert isinstance(deal, OhHellDeal)
        bots = [make_bot("heuristic", game, Random(rng.getrandbits(32))) for _ in range(4)]
        while deal.to_act is not None:
            seat = deal.to_act
            view = deal.view(seat)
            if sum(kind == "play" for _, kind, _, _ in deal.log.entries) >= 3:
                worlds = [game.sample_state(view, rng) for _ in range(30)]
                mean = statistics.mean(play_weight(w, seat, 0.7) for w in worlds)
                ratios.append(math.log(play_weight(deal, seat, 0.7) / mean))
            deal.apply(bots[seat].act(view))
    assert statistics.mean(ratios) > 0.1


def test_the_core_refuses_what_no_deal_has() -> None:
    deal = played(5, 5, seed=6)
    setting = world_setting(deal)
    assert setting is not None
    position = setting[3]
    table = [[0.0] * 6 for _ in range(6)]

    def weigh(**changed: Any) -> float:
        """The core's play weight of a deal with nothing wrong in it but ``changed``."""
        asked: dict[str, Any] = {
            "hands": [0] * 4,
            "bids": [1, 1, 1, 1],
            "scores": table,
            "seat": 0,
            "leader": 0,
            "played": [],
            "miss": 0.5,
        }
        return float(_core.play_weight(position, **(asked | changed)))

    with pytest.raises(ValueError, match=r"a miss of 1\.5"):
        weigh(miss=1.5)
    with pytest.raises(ValueError, match="a bid of 7"):
        weigh(bids=[7, 1, 1, 1])
    with pytest.raises(ValueError, match="not a legal card"):
        weigh(played=[3])
    for wrong in ([1 << 100, 0, 0, 0], [1, 1, 0, 0]):
        with pytest.raises(ValueError, match="a card outside the pack or in two hands"):
            weigh(hands=wrong)
        with pytest.raises(ValueError, match="a card outside the pack or in two hands"):
            _core.bids_weight(
                position, hands=wrong, bids=[1, 1, 1, 1], seat=0, bid_model=(0.0, 1.0, 0.7)
            )


def test_the_search_bot_weighs_worlds_by_the_play_when_asked() -> None:
    game = games.load("oh-hell", hand_sizes=(5,))
    with pytest.raises(ValueError, match="a play_miss of 2"):
        SearchBot(game, Random(1), play_miss=2.0)
    deal = played(5, 6, seed=7)
    seat = deal.to_act
    assert seat is not None
    view = deal.view(seat)
    moves = {
        miss: SearchBot(game, Random(2), budget=Budget(seconds=None, samples=16), play_miss=miss)
        for miss in (None, 0.0001)
    }
    for bot in moves.values():
        bot.act(view)
    plain, weighed = (moves[m].last for m in (None, 0.0001))
    assert plain is not None and weighed is not None
    assert {a: t.mean for a, t in plain.tallies.items()} != {
        a: t.mean for a, t in weighed.tallies.items()
    }
