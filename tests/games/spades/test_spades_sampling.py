"""Resampling a Spades deal from a view (``engine.resample`` with Spades' hook): the cards moved
face down before the play (cut, discards, passes, the blind nil exchange, Mitchell's take, the
extra cards) are undone consistently with what the viewer knows, and the sample's view is the
view it came from."""

from __future__ import annotations

import copy
from collections.abc import Callable
from random import Random
from typing import Any

import pytest
from spades_helpers import EAST, NORTH, SOUTH, WEST, behind, deal_with, hand_of, spades

from followsuit.cards import Card, bits
from followsuit.errors import InconsistentView
from followsuit.games.spades import SpadesDeal, SpadesGame
from followsuit.games.spades.carry import SpadesCarry

SPADES_13 = "AS KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S"


def sample(deal: SpadesDeal, seat: int | None, rng: Random) -> SpadesDeal:
    sampled = deal.game.sample_state(deal.view(seat), rng)
    assert isinstance(sampled, SpadesDeal)
    assert sampled.view(seat) == deal.view(seat)
    return sampled


def test_s2_a_spade_led_unbroken_shows_a_hand_of_spades_only() -> None:
    """S2: spades may not be led until broken unless the leader holds only spades. North leads
    a spade at the first trick: every sample gives North nothing but spades (a sample that did
    not could not have made that lead)."""
    deal = deal_with({NORTH: SPADES_13}, dealer=WEST, actions=["4", "3", "3", "3", "AS"])
    rng = Random(1)
    for _ in range(30):
        sampled = sample(deal, EAST, rng)
        assert all(card.endswith("S") for card in hand_of(sampled, NORTH))


@pytest.mark.parametrize("seat", [NORTH, EAST, None])
def test_s3_passes_keep_what_each_partner_knows(seat: int | None) -> None:
    """Pass three: after the exchange North knows what it passed and what South passed it; an
    opponent or a spectator knows neither, and the samples move those cards around."""
    game = spades("pass-three")
    rng = Random(7)
    deal = game.new_deal(seed=11, dealer=WEST)
    assert isinstance(deal, SpadesDeal)
    for _ in range(4):
        deal.apply(rng.choice(deal.legal_actions()))
    assert deal.phase == "bid"
    hands = set()
    for _ in range(20):
        sampled = sample(deal, seat, rng)
        if seat == NORTH:
            assert sampled.hands[NORTH] == deal.hands[NORTH]
            assert sampled.hands[SOUTH] & deal.located[NORTH] == deal.located[NORTH]
        hands.add(tuple(sampled.hands))
        while not sampled.is_over:
            sampled.apply(rng.choice(sampled.legal_actions()))
    assert len(hands) > 10


def test_s3_passes_half_made_are_sampled_from_the_passers_hands() -> None:
    """Before the last pass nothing has moved: the passes made are choices among each
    passer's own cards, the viewer's own as it made it."""
    game = spades("pass-three")
    rng = Random(3)
    deal = game.new_deal(seed=4, dealer=WEST)
    assert isinstance(deal, SpadesDeal)
    for _ in range(2):
        deal.apply(rng.choice(deal.legal_actions()))
    for _ in range(10):
        sampled = sample(deal, NORTH, rng)
        assert sampled.passing[NORTH] == deal.passing[NORTH]
        assert sampled.passing[EAST] & sampled.hands[EAST] == sampled.passing[EAST]
        assert sampled.passing[EAST].bit_count() == 3


@pytest.mark.parametrize("seat", [NORTH, EAST, SOUTH, WEST, None])
def test_s1_blind_nil_exchange_is_undone_for_every_seat(seat: int | None) -> None:
    """North bids blind nil and gives South two cards, South gives two back: North and South
    know the cards, East, West and a spectator see only "give"; every sample shows the seat
    its view and plays on."""
    deal = deal_with(
        {},
        dealer=WEST,
        carry=behind(100, side=0),
        actions=["blind nil", "3", "look", "4", "3"],
    )
    given = [a.text for a in deal.legal_actions()][5]
    deal.apply(given)
    deal.apply([a.text for a in deal.legal_actions()][-1])
    assert deal.phase == "play"
    rng = Random(5)
    gives = set()
    for _ in range(20):
        sampled = sample(deal, seat, rng)
        gives.add(tuple(a.text for a in sampled.history[5:7]))
        if seat in (NORTH, SOUTH):
            assert sampled.hands[seat] == deal.hands[seat]
            assert [a.text for a in sampled.history] == [a.text for a in deal.history]
        while not sampled.is_over:
            sampled.apply(rng.choice(sampled.legal_actions()))
    assert (len(gives) == 1) == (seat in (NORTH, SOUTH))


@pytest.mark.parametrize(
    "preset",
    [
        "jokers-54",
        "jokers-54-discard-after",
        "jokers-54-two-of-clubs",
        "widow",
        "mitchell",
        "pass-three",
        "french-cut",
        "barmore",
    ],
)
def test_s3_every_step_before_the_play_resamples_to_the_same_view(preset: str) -> None:
    """At every step of a deal's first stages and its first tricks, for every seat and the
    spectator, a sample shows the seat its view and plays on to the end; blind bids open to
    one side (100 behind) so that exchanges happen too."""
    game = spades(preset)
    rng = Random(len(preset))
    for number in range(6):
        carry = behind(100, side=number % 2) if number % 3 else SpadesCarry()
        deal = game.new_deal(seed=number, dealer=number % 4, carry=carry)
        assert isinstance(deal, SpadesDeal)
        while not deal.is_over and deal.tricks_played < 3:
            for seat in (NORTH, EAST, SOUTH, WEST, None):
                sampled = sample(deal, seat, rng)
                for i in bits(sampled.game.pack.full_mask):
                    places = [n for n, m in sampled.places().items() if m >> i & 1]
                    assert len(places) == 1
                while not sampled.is_over:
                    sampled.apply(rng.choice(sampled.legal_actions()))
            deal.apply(rng.choice(deal.legal_actions()))


def test_s3_two_of_clubs_holder_keeps_the_two_of_clubs() -> None:
    """The holder of the 2C took the extra cards: in every sample the 2C was dealt to that
    holder (its side keeps it, in hand or discards), so the same seat takes them."""
    game = spades("jokers-54-two-of-clubs")
    rng = Random(2)
    deal = game.new_deal(seed=9, dealer=NORTH)
    assert isinstance(deal, SpadesDeal)
    holder = deal.extra_holder
    assert holder is not None
    assert deal.phase == "discard" and deal.to_act == holder
    deal.apply(rng.choice(deal.legal_actions()))  # the 2C no longer shows
    opponent = (holder + 1) % 4
    two = game.pack.mask_from_cards([Card.parse("2C")])
    for _ in range(20):
        sampled = sample(deal, opponent, rng)
        assert sampled.extra_holder == holder
        assert (sampled.hands[holder] | sampled.discards[holder]) & two


def passed_view() -> tuple[SpadesGame, dict[str, Any]]:
    """North's view once all four have passed three cards (North passed 6S JC 6C, South
    8D 6D 5D)."""
    game = spades("pass-three")
    deal = game.new_deal(seed=11, dealer=WEST)
    rng = Random(7)
    for _ in range(4):
        deal.apply(rng.choice(deal.legal_actions()))
    view = deal.view(NORTH)
    assert [entry["text"] for entry in view["log"]][::2] == ["pass 6S JC 6C", "pass 8D 6D 5D"]
    return game, copy.deepcopy(view)


def given_view() -> tuple[SpadesGame, dict[str, Any]]:
    """North's view after its blind nil exchange: North gave 4S 4D, South gave back JC 9C."""
    deal = deal_with(
        {}, dealer=WEST, carry=behind(100, side=0), actions=["blind nil", "3", "look", "4", "3"]
    )
    deal.apply([a.text for a in deal.legal_actions()][5])
    deal.apply([a.text for a in deal.legal_actions()][-1])
    view = deal.view(NORTH)
    assert [entry["text"] for entry in view["log"]][5:] == ["give 4S 4D", "give JC 9C"]
    return deal.game, copy.deepcopy(view)


def _text(view: dict[str, Any], index: int, text: str) -> None:
    view["log"][index]["text"] = text


@pytest.mark.parametrize(
    ("view_of", "edit", "said"),
    [
        (
            passed_view,
            lambda v: _text(v, 0, "pass 6S 6S 6C"),
            r"^the view places 6S twice in seat 0's pass \(log entry 0, 'pass 6S 6S 6C'\)$",
        ),
        (
            given_view,
            lambda v: _text(v, 6, "give JC JC"),
            r"^the view places JC twice in seat 2's give \(log entry 6, 'give JC JC'\)$",
        ),
        (
            passed_view,
            lambda v: _text(v, 2, "pass 8D 6D BJ"),
            r"^the view names 'BJ' in seat 2's pass \(log entry 2, 'pass 8D 6D BJ'\): "
            r"no card of the spades pack$",
        ),
        (
            passed_view,
            lambda v: _text(v, 0, "pass 6S JC ZZ"),
            r"^the view's log entry 0 \(seat 0, 'pass 6S JC ZZ'\) does not read as an action ",
        ),
        (
            passed_view,
            lambda v: v["details"]["shown"].__setitem__(1, ["ZZ"]),
            r"^the view names 'ZZ' in hand 1: no card of the spades pack$",
        ),
        (
            passed_view,
            lambda v: v["details"]["partner_holds"].__setitem__(0, "ZZ"),
            r"^the view names 'ZZ' in hand 2: no card of the spades pack$",
        ),
    ],
    ids=["a pass twice", "a give twice", "a joker not in the pack", "no card", "shown", "partner"],
)
def test_s3_cards_moved_face_down_are_cards_of_the_pack_each_once(
    view_of: Callable[[], tuple[SpadesGame, dict[str, Any]]],
    edit: Callable[[dict[str, Any]], object],
    said: str,
) -> None:
    """S3 (passes), S1 (the blind nil exchange): the cards a seat passes or gives are cards of
    the pack, each once. A real view edited to pass one card twice, or one the pack has not,
    is an InconsistentView naming the card and where the view puts it, not a NotationError
    ('... is not available here') or a KeyError from inside a sample."""
    game, view = view_of()
    assert isinstance(game.sample_state(view, Random(0)), SpadesDeal)
    edit(view)
    with pytest.raises(InconsistentView, match=said):
        game.sample_state(view, Random(0))


def taken_view() -> tuple[SpadesGame, dict[str, Any]]:
    """West's view in the first trick of a Mitchell deal: East took both cards left over
    (``take 2``: East and West bid 25 tricks against 12)."""
    game = spades("mitchell")
    deal = game.new_deal(seed=0)
    rng = Random(0)
    for _ in range(13):
        deal.apply(rng.choice(deal.legal_actions()))
    view = deal.view(WEST)
    assert view["log"][4] == {"seat": EAST, "kind": "take", "text": "take 2"}
    assert view["details"]["bids"] == ["6", "13", "6", "12"]
    assert [(e["seat"], e["text"]) for e in view["log"][:4]] == [
        (1, "13"),
        (2, "6"),
        (3, "12"),
        (0, "6"),
    ]
    return game, copy.deepcopy(view)


@pytest.mark.parametrize(
    ("edit", "said"),
    [
        (lambda v: _text(v, 4, "take x"), r"\(seat 1, 'take x'\) .*: a take is 'take N', N from "),
        (lambda v: _text(v, 4, "take"), r"\(seat 1, 'take'\) .*: a take is 'take N', N from 0 to"),
        (
            lambda v: [_text(v, i, "6") for i in range(4)],
            r"\(seat 1, 'take 2'\) .*: the side takes 1 of the cards left over$",
        ),
    ],
    ids=["no number", "no number at all", "more than the side's share"],
)
def test_mitchell_a_take_names_how_many_of_its_share_the_taker_keeps(
    edit: Callable[[dict[str, Any]], object], said: str
) -> None:
    """Mitchell: the side that bid more takes both cards left over, on equal bids one each;
    the taker keeps ``take N`` of them. A take the game cannot read, or one keeping more than
    the side's share, is an InconsistentView naming the log entry, not an IndexError or a
    ValueError from inside a sample."""
    game, view = taken_view()
    assert isinstance(game.sample_state(view, Random(0)), SpadesDeal)
    edit(view)
    with pytest.raises(InconsistentView, match=r"^the view's log entry 4 " + said):
        game.sample_state(view, Random(0))
