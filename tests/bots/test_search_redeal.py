"""Worlds dealt by the core (``_core.Redeal``, ``bots.search.redeal``) against the resampler:
every world the core deals is one the resampler could have drawn (rebuilt as a deal and its
log replayed, the seat's view of it is the view), and on a constrained sharing the core's
cards lie where ``deal_unknown``'s do as often, within the sampling error."""

from __future__ import annotations

import math
from random import Random
from typing import Any

import pytest

from followsuit import _core, games
from followsuit.bots.search import Budget, SearchBot
from followsuit.bots.search.card_tree import TreeOptions
from followsuit.bots.search.redeal import redeal
from followsuit.bots.search.sampling import Sampler, check_agrees
from followsuit.bots.search.worlds import world_setting
from followsuit.cards import bits
from followsuit.engine import Deal, Game, View
from followsuit.engine.resample import hand, order_for_places, replay, view_places
from followsuit.engine.sampling import deal_unknown

EXPECTED = {"oh-hell", "spades", "10-bridge"}
"""Games whose standard preset's card play is redealt by the core."""


def rebuilt(game: Game, view: View, hands: list[int], rng: Random) -> Deal:
    """The deal whose hands now are ``hands`` and whose log is the view's: each seat's
    holding is its hand and the cards it played, the places beside the hands get what they
    are known to hold and the other unseen cards; dealt by the game, the log replayed (an
    action the cards cannot make raises)."""
    places, info = view_places(game, view)
    now: dict[str, int] = {}
    spare = game.pack.full_mask & ~places.taken
    for seat, cards in enumerate(hands):
        name = hand(seat)
        played = places.known[places.index[name]] & ~cards
        assert not played & sum(hands), f"{name}: a card known there lies in another hand"
        now[name] = cards | played
        spare &= ~cards
    for at, name in enumerate(places.names):
        if name in now:
            continue
        need = places.sizes[at] - places.known[at].bit_count()
        extra = [c for c in bits(spare) if not places.forbidden[at] >> c & 1][:need]
        assert len(extra) == need, f"no room found for {name}"
        now[name] = places.known[at] | sum(1 << c for c in extra)
        spare &= ~now[name]
    assert not spare, "unseen cards left over"
    carry = game.sampling.carry(game, info)
    dealt, chosen = game.sampling.dealt(game, info, now, rng)
    order = order_for_places(game, view["dealer"], carry, dealt, rng)
    deal = game.deal_from_order(order, view["dealer"], carry)
    replay(deal, info.entries, chosen, game.sampling, rng)
    return deal


def card_plays(game: Game, seed: int) -> list[View]:
    """Views of one deal played at random, of a seat to play a card from several."""
    rng = Random(seed)
    deal = game.new_deal(rng=rng)
    assert isinstance(deal, Deal)
    found = []
    while deal.to_act is not None:
        legal = deal.legal_actions()
        if len(legal) > 1 and all(a.kind == "play" for a in legal):
            found.append(deal.view(deal.to_act))
        deal.apply(rng.choice(legal))
    return found[1::4]


@pytest.mark.parametrize(("name", "preset"), games.all_presets())
def test_each_world_the_core_deals_is_one_the_resampler_could_draw(
    name: str, preset: str | None
) -> None:
    game = games.load(name, preset)
    sampler = Sampler(game, [])
    rng = Random(5)
    redealt = 0
    for view in card_plays(game, 11):
        found = world_setting(sampler.draw(view, rng).state)
        if found is None:
            continue
        world, scoring, _, position = found
        made = redeal(game, view, world, scoring, position)
        if isinstance(made, str):
            continue
        redealt += 1
        for native in made.deal(12, rng.getrandbits(63)):
            assert native.trick == position.trick and native.leader == position.leader
            again = rebuilt(game, view, native.hands, rng)
            assert list(again.hands) == native.hands  # type: ignore[attr-defined]
            check_agrees(again, view)
    if name in EXPECTED and preset is None:
        assert redealt > 0, f"{name}'s card play was never redealt"


@pytest.mark.parametrize(
    ("name", "preset", "reason"),
    [
        ("bezique", None, "a pack of copies"),
        ("spades", "pass-three", "a pass that moved cards"),
        ("spades", "mitchell", "a discard that moved cards"),
        ("nineteen", None, "in a game of card points"),
    ],
)
def test_worlds_the_log_or_the_pack_tells_apart_keep_the_resampler_s_pool(
    name: str, preset: str | None, reason: str
) -> None:
    game = games.load(name, preset)
    sampler = Sampler(game, [])
    rng = Random(3)
    reasons = set()
    for view in card_plays(game, 2):
        found = world_setting(sampler.draw(view, rng).state)
        if found is not None:
            made = redeal(game, view, found[0], found[1], found[3])
            assert isinstance(made, str)
            reasons.add(made)
    assert any(reason in r for r in reasons), reasons


def frequencies(hands: list[list[int]], cards: list[int]) -> dict[tuple[int, int], float]:
    """How often each card lies in each place, over the sharings."""
    counts: dict[tuple[int, int], int] = {}
    for shared in hands:
        for place, mask in enumerate(shared):
            for card in cards:
                if mask >> card & 1:
                    counts[place, card] = counts.get((place, card), 0) + 1
    return {key: n / len(hands) for key, n in counts.items()}


def test_the_core_shares_constrained_cards_as_deal_unknown_does() -> None:
    # Four hands of the bridge pack, North's (the seat's) seen; a stock beside them. Nine
    # unseen cards among East (3), South (2), West (2) and the stock (2): East void in
    # spades, West in hearts, South may hold no club: greedy sharing is not uniform here, and
    # the core must share as the resampler does.
    rules, north = native_bridge_position()
    spades = [39 + r for r in range(13)]
    hearts = [26 + r for r in range(13)]
    clubs = list(range(13))
    unseen = [clubs[0], clubs[1], hearts[0], hearts[1], hearts[2], spades[0], spades[1], 13, 14]
    needs = [0, 3, 2, 2, 2]
    mask = lambda cs: sum(1 << c for c in cs)  # noqa: E731
    forbidden = [0, mask(spades), mask(clubs), mask(hearts), 0]
    runs = 6000
    rng = Random(7)
    python = [deal_unknown(unseen, needs, forbidden, rng) for _ in range(runs)]
    base_hands = [north, *python[0][1:4]]
    position = _core.Position(rules, hands=base_hands, leader=0, total_tricks=7)
    made = _core.Redeal(
        position, unseen=mask(unseen), forbidden=forbidden[:4], others=[(2, forbidden[4])]
    )
    stock = lambda h: mask(unseen) & ~(h[1] | h[2] | h[3])  # noqa: E731
    native = [[*w.hands, stock(w.hands)] for w in made.deal(runs, 99)]
    ours, theirs = frequencies(native, unseen), frequencies(python, unseen)
    for key in set(ours) | set(theirs):
        p, q = ours.get(key, 0.0), theirs.get(key, 0.0)
        # Two independent estimates of one frequency: their difference has a standard
        # error of sqrt(2 p (1 - p) / runs); five of them (about one chance in 1.7 million
        # for each of the 36 cells if the laws agree; the seeds fix the outcome).
        spread = math.sqrt(2 * max(p, q, 0.01) * (1 - min(p, q)) / runs)
        assert abs(p - q) < 5 * spread, f"card {key[1]} in place {key[0]}: {p} against {q}"
    # And the constraints hold in every world the core dealt.
    for shared in native:
        assert shared[1] & forbidden[1] == 0 and shared[2] & forbidden[2] == 0
        assert shared[3] & forbidden[3] == 0
        assert [h.bit_count() for h in shared[1:]] == needs[1:]


def native_bridge_position() -> tuple[_core.Rules, int]:
    """The core's rules of a four-handed deal of the bridge pack, and North's seven cards."""
    game = games.load("oh-hell", hand_sizes=(7,))
    deal = game.new_deal(rng=Random(4))
    assert isinstance(deal, Deal)
    rng = Random(4)
    while deal.to_act is not None and any(a.kind == "bid" for a in deal.legal_actions()):
        deal.apply(rng.choice(deal.legal_actions()))
    found = world_setting(deal)
    assert found is not None
    rules = found[2]
    north = sum(1 << c for c in range(15, 22))
    return rules, north


def test_the_card_tree_deals_its_worlds_natively_where_asked() -> None:
    game = games.load("oh-hell", hand_sizes=(5,))
    rng = Random(8)
    deal = game.new_deal(rng=rng)
    assert isinstance(deal, Deal)
    while deal.to_act is not None and any(a.kind == "bid" for a in deal.legal_actions()):
        deal.apply(rng.choice(deal.legal_actions()))
    seat = deal.to_act
    assert seat is not None
    options: dict[str, Any] = {"play": "ismcts", "tree": TreeOptions(worlds="native")}
    moves = []
    for _ in range(2):
        bot = SearchBot(game, Random(9), budget=Budget(seconds=None, samples=4), **options)
        moves.append(bot.act(deal.view(seat)))
        assert bot.cards is not None and bot.cards.refused is None
        assert bot.last is not None and bot.last.how == "ismcts"
        assert bot.last.samples == bot.last.playouts == 4 * 200
    assert moves[0] == moves[1]
