"""``game.sample_state(view, rng)``: a full state consistent with what one seat knows (DESIGN;
STYLE, after OpenSpiel: "resampling a full state from one player's knowledge respects voids and
seen cards (OpenSpiel once shipped an Oh Hell resampler that ignored voids: test for exactly
that)")."""

from __future__ import annotations

import json
from collections.abc import Iterator
from random import Random
from typing import Any

from hypothesis import given
from hypothesis import strategies as st

from conformance.support import (
    DEAL_STEP_LIMIT,
    SEEDS,
    SUIT_BY_SYMBOL,
    check_places,
    check_turn,
    deal_of,
    each_preset,
    examples,
    faces,
    load,
    positions,
    random_choice,
    seats,
    steps,
    swappable,
    with_swapped_cards,
)
from followsuit.cards import bits
from followsuit.engine import Deal, Game, State, View

seeds = st.integers(*SEEDS)
kinds = st.sampled_from(["deal", "match"])
SAMPLES = 12
"""Samples drawn at one position to see the hidden cards move."""


def sample_points(game: Game, kind: str, seed: int) -> Iterator[tuple[State, int | None, View]]:
    """A few positions of a random playout, each with a seat (or the spectator) and its view
    as it would arrive over the wire (through JSON)."""
    rng = Random(seed)
    for state in positions(game, kind, seed, rng):
        if state.is_over or rng.random() > 0.15:
            continue
        seat = rng.choice(seats(game))
        yield state, seat, json.loads(json.dumps(state.view(seat)))


def without_match(view: View) -> View:
    """A deal's part of a view (a match adds its running scores under ``match``)."""
    return {k: v for k, v in view.items() if k != "match"}


def hands(deal: Deal) -> list[int]:
    found: list[int] = deal.hands  # type: ignore[attr-defined]
    return found


@each_preset()
def test_sampled_state_has_the_same_view(name: str, preset: str | None) -> None:
    """The observer's view of a sampled state is the view it was sampled from."""
    game = load(name, preset)

    @examples(preset)
    @given(seed=seeds, kind=kinds)
    def check(seed: int, kind: str) -> None:
        for _state, seat, view in sample_points(game, kind, seed):
            sampled = game.sample_state(view, Random(seed))
            assert without_match(sampled.view(seat)) == without_match(view)

    check()


@each_preset()
def test_sampled_hands_respect_voids_sizes_and_seen_cards(name: str, preset: str | None) -> None:
    """Each sampled hand has its size, holds no card of a suit its owner showed void in, keeps
    every card the observer knows lies there, and the observer's own hand is unchanged."""
    game = load(name, preset)
    pack = game.pack

    @examples(preset)
    @given(seed=seeds, kind=kinds)
    def check(seed: int, kind: str) -> None:
        for state, seat, view in sample_points(game, kind, seed):
            real = deal_of(state)
            sampled = deal_of(game.sample_state(view, Random(seed)))
            dealt = hands(sampled)
            assert [h.bit_count() for h in dealt] == view["hand_sizes"]
            for owner, voids in enumerate(view["voids"]):
                for symbol in voids:
                    suit = sampled.suit_masks[SUIT_BY_SYMBOL[symbol]]  # type: ignore[attr-defined]
                    wrong = dealt[owner] & suit
                    assert not wrong, (
                        f"seat {owner} is void in {symbol} but got {faces(pack, wrong)}"
                    )
            visible = real.visible_to(seat)  # type: ignore[attr-defined]
            for owner, hand in enumerate(hands(real)):
                known = faces(pack, hand & visible)
                held = faces(pack, dealt[owner])
                missing = [c for c in known if known.count(c) > held.count(c)]
                assert not missing, f"seat {owner} is known to hold {missing}"
            if seat is not None and view["hand"] is not None:
                assert faces(pack, dealt[seat]) == faces(pack, hands(real)[seat])

    check()


def can_swap(real: Deal, seat: int | None, view: View) -> bool:
    """Whether two hidden cards of different faces in two hands could trade places: the deal
    replayed with them swapped is legal and shows ``seat`` the same view (a void, or a lead
    only a hand of one suit may make, can rule a swap out). Then the hidden cards are not one
    fixed assignment."""
    pack = real.game.pack
    hidden = set(swappable(real, seat))
    allowed = []
    for voids in view["voids"]:
        forbidden = 0
        for symbol in voids:
            forbidden |= real.suit_masks[SUIT_BY_SYMBOL[symbol]]  # type: ignore[attr-defined]
        allowed.append(~forbidden)
    held = [sum(1 << c for c in bits(h) if c in hidden) for h in hands(real)]
    for a in range(len(held)):
        for b in range(a + 1, len(held)):
            for x in bits(held[a] & allowed[b]):
                for y in bits(held[b] & allowed[a]):
                    if pack[x] == pack[y]:
                        continue
                    twin = with_swapped_cards(real, x, y)
                    if twin is not None and without_match(twin.view(seat)) == without_match(
                        deal_of(real).view(seat)
                    ):
                        return True
    return False


@each_preset()
def test_sampled_hidden_cards_vary(name: str, preset: str | None) -> None:
    """Over many samples the hidden cards really move (not one fixed assignment), whenever
    two of them could trade places."""
    game = load(name, preset)
    pack = game.pack

    @examples(preset)
    @given(seed=seeds, kind=kinds)
    def check(seed: int, kind: str) -> None:
        for state, seat, view in sample_points(game, kind, seed):
            if not can_swap(deal_of(state), seat, view):
                continue
            rng = Random(seed)
            seen: set[Any] = set()
            for _ in range(SAMPLES):
                sampled = deal_of(game.sample_state(view, rng))
                seen.add(tuple(tuple(faces(pack, h)) for h in hands(sampled)))
            assert len(seen) > 1, f"{SAMPLES} samples all dealt the hidden cards alike"

    check()


@each_preset()
def test_sampled_state_conserves_cards_and_plays_to_the_end(name: str, preset: str | None) -> None:
    """A sampled state is a whole position: every card lies in one place, and it plays on to
    the end under the rules, as search bots play it."""
    game = load(name, preset)

    @examples(preset)
    @given(seed=seeds, kind=kinds)
    def check(seed: int, kind: str) -> None:
        for _state, _seat, view in sample_points(game, kind, seed):
            sampled = game.sample_state(view, Random(seed))
            check_places(deal_of(sampled))
            for position in steps(sampled, random_choice(Random(seed)), DEAL_STEP_LIMIT):
                check_turn(position, try_each=False)
                check_places(deal_of(position))
            deal_of(sampled).outcome()

    check()


def stock_order(deal: Deal) -> list[int]:
    """The physical cards of the deal's undealt stock, in the order the pack holds them."""
    stock = deal.places().get("stock", 0)
    return [card for card in deal.order if stock >> card & 1]


@each_preset()
def test_sampled_stock_order_is_unknown(name: str, preset: str | None) -> None:
    """Nobody has seen the stock: a sample lays its cards in random order, never in one
    canonical order (a search bot must not learn the next card from the sampler)."""
    game = load(name, preset)

    @examples(preset)
    @given(seed=seeds, kind=kinds)
    def check(seed: int, kind: str) -> None:
        for _state, _seat, view in sample_points(game, kind, seed):
            rng = Random(seed)
            orders = [stock_order(deal_of(game.sample_state(view, rng))) for _ in range(SAMPLES)]
            if min(len(order) for order in orders) < 3:
                continue
            assert not all(order == sorted(order) for order in orders)
            assert not all(order == sorted(order, reverse=True) for order in orders)

    check()
