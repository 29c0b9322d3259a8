"""What each seat may know in 10 Bridge (DESIGN: views), and resampling from a view.

The concealed trump (T4/T6) is the game's special secret: only declarer knows it until the
reveal, and a resampled state for another seat must choose it afresh from the denomination's two
suits, consistently with the view.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from random import Random
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st
from ten_bridge_deals import DUMMY_REVEAL_AUCTION, DUMMY_REVEAL_HANDS, deal, game

from followsuit.cards import Card
from followsuit.engine import RandomBot
from followsuit.games.ten_bridge.state import TenBridgeDeal

COMMON_KEYS = {
    "game", "seat", "players", "dealer", "phase", "to_act", "legal", "hand", "log",
    "trick", "last_trick", "tricks_won", "hand_sizes", "voids", "played",
}  # fmt: skip


def strings(value: Any) -> Iterator[str]:
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for item in value.values():
            yield from strings(item)
    elif isinstance(value, list):
        for item in value:
            yield from strings(item)


PACK_FACES = {str(card) for card in game().pack}


def card_texts(view: dict[str, Any]) -> set[str]:
    """The cards of the 40-card pack named in a view (the indicator card, a 2, is not one)."""
    found = set()
    for text in strings(view):
        try:
            card = Card.parse(text)
        except ValueError:
            continue
        found.add(str(card))
    return found & PACK_FACES


def random_states(seed: int, stop: int) -> TenBridgeDeal:
    state = game().new_deal(seed=seed, dealer=seed % 4)
    bot = RandomBot(Random(seed))
    for _ in range(stop):
        if state.to_act is None:
            break
        state.apply(bot.act(state.view(state.to_act)))
    return state


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 10_000), st.integers(0, 60))
def test_views_hide_what_they_must(seed: int, stop: int) -> None:
    """No card a seat may not see appears in its view; views are JSON; only the seat to act
    gets legal actions."""
    state = random_states(seed, stop)
    for seat in (0, 1, 2, 3, None):
        view = state.view(seat)
        assert set(view) >= COMMON_KEYS
        json.dumps(view)
        visible = set(state.cards_text(state.visible_to(seat)))
        assert card_texts(view) <= visible
        assert (view["legal"] != []) == (seat is not None and seat == state.to_act)


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 10_000), st.integers(0, 60))
def test_concealed_trump_known_only_to_declarer(seed: int, stop: int) -> None:
    """T4/T6: until the reveal only declarer's view names the trump or the suit set."""
    state = random_states(seed, stop)
    if state.trump_suit is None or state.revealed or state.phase == "over":
        return
    for seat in (0, 1, 2, 3, None):
        view = state.view(seat)
        if seat == state.declarer:
            assert view["details"]["trump"] is not None
        else:
            assert view["details"]["trump"] is None
            assert {
                "seat": state.declarer,
                "kind": "trump",
                "text": "trump",
                "secret": True,
            } in view["log"]


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 10_000), st.integers(0, 60), st.integers(0, 100))
def test_sample_state_matches_the_view(seed: int, stop: int, sample_seed: int) -> None:
    """A state resampled from a seat's view shows that seat the same view: hand sizes, shown
    voids, dummy and played cards and, when hidden from it, some trump of the pair."""
    state = random_states(seed, stop)
    rng = Random(sample_seed)
    for seat in (0, 1, 2, 3, None):
        view = state.view(seat)
        sampled = game().sample_state(view, rng)
        assert isinstance(sampled, TenBridgeDeal)
        assert sampled.view(seat) == view
        if state.contract is not None and sampled.trump_suit is not None:
            assert sampled.contract is not None
            assert sampled.trump_suit in sampled.contract.denomination.suits
        for other in range(4):
            void_suits = state.voids[other]
            assert not any(void_suits >> game().suit_of[c] & 1 for c in _cards(sampled, other))


def _cards(state: TenBridgeDeal, seat: int) -> list[int]:
    return [i for i in range(40) if state.hands[seat] >> i & 1]


def sampled_trump(view: dict[str, Any], rng: Random) -> int | None:
    sampled = game().sample_state(view, rng)
    assert isinstance(sampled, TenBridgeDeal)
    return sampled.trump_suit


def test_sample_state_draws_either_concealed_trump() -> None:
    """T4: a defender cannot tell the two suits apart before the reveal; resampling draws both,
    and the declarer's own resample keeps the true one."""
    state = deal(DUMMY_REVEAL_HANDS, 0, [*DUMMY_REVEAL_AUCTION, "trump S", "9D"])
    rng = Random(1)
    drawn = {sampled_trump(state.view(1), rng) for _ in range(40)}
    assert drawn == {2, 3}  # hearts and spades
    kept = {sampled_trump(state.view(0), rng) for _ in range(10)}
    assert kept == {3}


def test_sample_state_respects_the_revealed_trump() -> None:
    """T6: after the reveal everyone knows the trump; a resample keeps it."""
    state = deal(
        DUMMY_REVEAL_HANDS,
        0,
        [*DUMMY_REVEAL_AUCTION, "trump S", "9D", "6D", "AD", "5D", "AC", "6C", "reveal"],
    )
    rng = Random(2)
    for _ in range(10):
        sampled = game().sample_state(state.view(3), rng)
        assert isinstance(sampled, TenBridgeDeal)
        assert sampled.trump_suit == 3
        assert sampled.view(3) == state.view(3)
