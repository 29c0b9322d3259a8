"""The one resampler (engine/resample.py): a view's places filled under their constraints, a
pack order found through the game's own dealing, and the log replayed with secrets sampled."""

from __future__ import annotations

import copy
import json
from collections.abc import Callable
from random import Random
from typing import Any

import pytest

from followsuit import games
from followsuit.cards import Suit, bits
from followsuit.engine import Deal
from followsuit.engine.infostate import PLAY, InfoState
from followsuit.engine.resample import (
    Places,
    hand,
    order_for_places,
    pack_order,
    resample,
)
from followsuit.errors import GameError, InconsistentView, ViewError
from followsuit.games.oh_hell import OhHellDeal
from followsuit.games.ten_bridge.state import TenBridgeDeal


def oh_hell(**options: object) -> games.Game:
    return games.load("oh-hell", **options)


def test_places_keep_known_cards_sizes_and_forbidden_cards() -> None:
    """Each place gets its size, its known cards, and none of the cards it may not hold."""
    pack = oh_hell(hand_sizes=(5,)).pack
    places = Places(pack)
    places.add("hand 0", 13)
    places.add("hand 1", 13, forbidden=pack.mask_of(lambda c: c.suit.symbol == "H"))
    places.add("stock", 26)
    known = places.know("hand 0", ["AS", "KS"])
    for seed in range(30):
        filled = places.fill(Random(seed))
        assert [filled[n].bit_count() for n in places.names] == [13, 13, 26]
        assert filled["hand 0"] & known == known
        assert not filled["hand 1"] & pack.mask_of(lambda c: c.suit.symbol == "H")
        assert sum(filled.values()) == pack.full_mask


def test_places_refuse_a_card_known_in_two_places() -> None:
    places = Places(oh_hell(hand_sizes=(5,)).pack)
    places.add("hand 0", 5)
    places.add("hand 1", 5)
    places.know("hand 0", ["AS"])
    with pytest.raises(InconsistentView, match=r"places AS in hand 0 and in hand 1$"):
        places.know("hand 1", ["AS"])
    ace = places.copies_of("AS")
    with pytest.raises(InconsistentView, match=r"places AS in hand 0 and in hand 1$"):
        places.know("hand 1", ace)  # a mask, as a game's hooks may give


def test_a_pack_order_deals_each_place_its_cards_through_the_game_dealing() -> None:
    """The probe deal says which positions feed which place: the order found deals exactly the
    hands, turn-up and stock asked for (Oh Hell deals singly from dealer's left, then turns
    up the next card)."""
    game = oh_hell(hand_sizes=(3,))
    rng = Random(4)
    cards = list(range(len(game.pack)))
    rng.shuffle(cards)
    wanted = {hand(s): sum(1 << c for c in cards[3 * s : 3 * s + 3]) for s in range(4)}
    wanted["turn-up"] = 1 << cards[12]
    wanted["stock"] = sum(1 << c for c in cards[13:])
    carry = game.initial_carry()
    for dealer in range(4):
        deal = game.deal_from_order(order_for_places(game, dealer, carry, wanted), dealer, carry)
        places = deal.places()
        assert {name: places[name] for name in wanted} == wanted


def test_an_unseen_stock_is_shuffled_and_a_listed_place_keeps_its_order() -> None:
    """A place given as a mask lies in its positions in random order (the stock: nobody has
    seen it); one given as a list keeps that order (turned-up cards a view shows in order)."""
    positions = {"stock": [0, 1, 2, 3, 4], "turned up": [5, 6]}
    rng = Random(1)
    orders = {
        tuple(pack_order(positions, {"stock": 0b11111, "turned up": [6, 5]}, 7, rng))
        for _ in range(40)
    }
    assert len(orders) > 20
    assert all(order[5:] == (6, 5) and set(order[:5]) == set(range(5)) for order in orders)


def test_the_log_is_read_trick_by_trick() -> None:
    log = [{"seat": 0, "kind": "bid", "text": "2"}]
    log += [{"seat": s % 3, "kind": PLAY, "text": f"{s + 2}S"} for s in range(7)]
    tricks = InfoState.from_log(0, 3, log, games.load("spades")).tricks(3)
    assert [[str(play.card) for play in trick] for trick in tricks] == [
        ["2S", "3S", "4S"],
        ["5S", "6S", "7S"],
        ["8S"],
    ]


def test_a_sample_replays_the_public_log_through_the_rules() -> None:
    """The sample is a real deal: its history is the log's actions, and it plays on."""
    game = oh_hell(hand_sizes=(5,))
    deal = game.new_deal(seed=3, dealer=1)
    rng = Random(3)
    for _ in range(9):
        deal.apply(rng.choice(deal.legal_actions()))
    view = deal.view(2)
    sampled = resample(game, view, Random(8))
    assert isinstance(sampled, Deal)
    assert [a.text for a in sampled.history] == [a.text for a in deal.history]
    assert sampled.view(2) == view
    while not sampled.is_over:
        sampled.apply(rng.choice(sampled.legal_actions()))


def test_a_secret_entry_takes_a_legal_action_of_its_kind_at_random() -> None:
    """10 Bridge: a defender does not know which of the contract's two suits declarer made
    trumps; over many samples both appear, and never a suit outside the contract."""
    game = games.load("10-bridge")
    rng = Random(0)
    for seed in range(200):
        deal = game.new_deal(seed=seed, dealer=0)
        while not deal.is_over and deal.phase != "play":
            deal.apply(rng.choice(deal.legal_actions()))
        assert isinstance(deal, TenBridgeDeal)
        if deal.trump_suit is not None:
            break
    assert deal.declarer is not None and deal.contract is not None
    defender = (deal.declarer + 1) % 4
    view = deal.view(defender)
    assert [e.get("secret") for e in view["log"]][-1]
    allowed = {s.symbol for s in deal.contract.denomination.suits}
    trumps = set()
    for _ in range(60):
        sampled = game.sample_state(view, rng)
        assert isinstance(sampled, TenBridgeDeal) and sampled.trump_suit is not None
        assert sampled.view(defender) == view
        trumps.add(Suit(sampled.trump_suit).symbol)
    assert trumps == allowed


def test_a_view_whose_log_no_sample_fits_is_an_error() -> None:
    """A log that contradicts the cards (a card played twice) is no view of any deal."""
    game = oh_hell(hand_sizes=(2,))
    deal = game.new_deal(seed=1, dealer=3)
    for _ in range(5):
        deal.apply(deal.legal_actions()[0])
    assert isinstance(deal, OhHellDeal)
    view = deal.view(0)
    first_play = next(entry for entry in view["log"] if entry["kind"] == PLAY)
    view["log"].append(first_play)
    card = first_play["text"]
    with pytest.raises(InconsistentView, match=f"places {card} in hand {first_play['seat']} "):
        game.sample_state(view, Random(0))


def test_cards_the_viewer_has_seen_stay_where_they_lie() -> None:
    """Its own hand, the cards played, the turn-up: each in the same place in the sample."""
    game = oh_hell(hand_sizes=(4,))
    deal = game.new_deal(seed=5, dealer=0)
    for _ in range(6):
        deal.apply(deal.legal_actions()[-1])
    assert isinstance(deal, OhHellDeal)
    seen = deal.visible_to(1)
    sampled = game.sample_state(deal.view(1), Random(2))
    assert isinstance(sampled, OhHellDeal)
    for i in bits(seen):
        where = [n for n, m in deal.places().items() if m >> i & 1]
        assert sampled.places()[where[0]] >> i & 1


def a_view(name: str, seed: int = 1, **options: object) -> dict[str, object]:
    """A view of the seat to act, a few actions into a deal of ``name``."""
    deal = games.load(name, **options).new_deal(seed=seed)
    rng = Random(seed)
    for _ in range(6):
        deal.apply(rng.choice(deal.legal_actions()))
    assert deal.to_act is not None
    return deal.view(deal.to_act)


@pytest.mark.parametrize("other", ["oh-hell", "bezique", "10-bridge"])
def test_a_view_of_another_game_is_refused_naming_both(other: str) -> None:
    """Bézique samples through its own ``sample_state``: refused the same way."""
    view = a_view("spades")
    with pytest.raises(ViewError) as raised:
        games.load(other).sample_state(view, Random(0))
    message = str(raised.value)
    assert f"not a view of {other}" in message and "spades" in message


@pytest.mark.parametrize(
    "thing",
    [None, "spades", ["spades"], {}, {"game": "spades"}, {"game": 5}],
    ids=["None", "text", "list", "empty", "only-game", "game-5"],
)
def test_what_is_no_view_is_refused(thing: object) -> None:
    with pytest.raises(ViewError, match=r"not a (whole )?view of spades"):
        games.load("spades").sample_state(thing, Random(0))  # type: ignore[arg-type]


@pytest.mark.parametrize("field", ["log", "hand_sizes", "voids", "dealer", "seat"])
def test_a_view_without_a_field_every_view_holds_is_refused_naming_it(field: str) -> None:
    view = a_view("spades")
    del view[field]
    with pytest.raises(ViewError, match=f"not a whole view of spades: it has no {field} "):
        games.load("spades").sample_state(view, Random(0))


def test_a_view_of_a_table_of_another_size_is_refused() -> None:
    view = a_view("oh-hell", players=4)
    with pytest.raises(ViewError, match=r"of 4 players.* by 5"):
        oh_hell(players=5).sample_state(view, Random(0))


def test_a_view_refused_is_a_game_error_and_a_value_error() -> None:
    """Callers that caught the resampler's ValueError still catch it; GameError catches all."""
    assert issubclass(ViewError, GameError) and issubclass(ViewError, ValueError)


def test_a_view_of_the_game_itself_is_sampled_whatever_its_options_and_json() -> None:
    """The checks refuse nothing a game's own views hold: a whole match's, a spectator's, a
    view through JSON (lists and plain strings), another table size of the same game."""
    match = games.load("spades").new_match(seed=2)
    assert isinstance(games.load("spades").sample_state(match.view(1), Random(0)), Deal)
    spectator = oh_hell(players=5).new_deal(seed=3).view(None)
    assert isinstance(oh_hell(players=5).sample_state(spectator, Random(0)), Deal)
    through_json = json.loads(json.dumps(a_view("bezique")))
    assert isinstance(games.load("bezique").sample_state(through_json, Random(0)), Deal)


def beyond_view() -> dict[str, Any]:
    """West's view in the fifth trick of a Beyond deal (the resampler's default hooks):
    West holds 12 cards and played TC; South has led KS to this trick."""
    deal = games.load("beyond").new_deal(seed=1, dealer=0)
    rng = Random(1)
    while sum(1 for action in deal.history if action.kind == PLAY) < 5:
        deal.apply(rng.choice(deal.legal_actions()))
    view = deal.view(3)
    assert view["hand_sizes"] == [12, 12, 11, 12] and view["voids"] == [[], [], [], []]
    assert "KS" in view["played"] and len(view["hand"]) == 12
    return copy.deepcopy(view)


def _hold(view: dict[str, Any], card: str) -> None:
    view["hands"][3] = view["hand"] = [*view["hand"], card]


def _sizes(view: dict[str, Any], **changes: int) -> None:
    for seat, size in changes.items():
        view["hand_sizes"][int(seat.removeprefix("seat"))] = size


def _voids(view: dict[str, Any], *suits: list[str]) -> None:
    view["voids"] = [*suits, []]


@pytest.mark.parametrize(
    ("edit", "said"),
    [
        (lambda v: _hold(v, "KS"), r"the view places KS in hand 2 and in hand 3$"),
        (lambda v: _hold(v, "8H"), r"the view names '8H' in hand 3: no card of the beyond pack$"),
        (lambda v: _sizes(v, seat3=11), r"knows 13 cards in hand 3, which holds 12$"),
        (
            lambda v: _sizes(v, seat1=13),
            r"leaves 35 cards unseen and room for 36 \(hand 0: 12, hand 1: 13, hand 2: 11, ",
        ),
        (
            lambda v: _voids(v, ["D"], ["D"], ["D"]),
            r"leaves AD nowhere to lie: none of the places with room \(hand 0, hand 1, hand 2\)",
        ),
        (
            lambda v: _voids(v, ["S", "H", "D"], ["S", "H", "D"], []),
            r"no way to share the unseen cards among hand 0, hand 1, hand 2: ",
        ),
        (
            lambda v: _sizes(v, seat0=11, seat1=13),
            r"the view gives hand 0 12 cards, and the deal deals it 13$",
        ),
        (
            lambda v: v["log"][0].update(text="raise"),
            r"no sample in \d+ fits the view's log: the log's 'raise' \(seat 1\) is not legal: ",
        ),
        (
            lambda v: v["log"][4].update(text="ZZ"),
            r"^the view's log entry 4 \(seat 1, 'ZZ'\) does not read as an action there: "
            r"'ZZ' is not an action here: now pass, bid 1S to 0NT or raise$",
        ),
        (
            lambda v: v["log"][19].update(text="claim 99"),
            r"^the view's log entry 19 \(seat 3, 'claim 99'\) does not read as an action there: "
            r"'claim 99' is not an action here: now claim 0 to 13$",
        ),
        (
            lambda v: v["log"][22].update(text=""),
            r"^the view's log entry 22 \(seat 2, ''\) does not read as an action there: a card ",
        ),
        (
            lambda v: v["log"][3].update(text=7),
            r"^the view's log entry 3 is \{'seat': 0, 'kind': 'call', 'text': 7.*: an entry is ",
        ),
        (lambda v: v["log"].insert(0, "pass"), r"^the view's log entry 0 is 'pass': an entry is "),
        (lambda v: v.update(log="pass"), r"^the view's log is a list of entries, not 'pass'$"),
    ],
    ids=[
        "a card twice",
        "no card of the pack",
        "more known than held",
        "sizes not adding up",
        "a card nowhere",
        "no way for all",
        "a hand the deal does not deal",
        "a log no sample fits",
        "a log entry no action",
        "a claim out of range",
        "a play without its card",
        "a text that is no text",
        "an entry that is no entry",
        "a log that is no list",
    ],
)
def test_a_view_that_contradicts_itself_is_an_inconsistent_view_naming_the_fault(
    edit: Callable[[dict[str, Any]], object], said: str
) -> None:
    """A real view edited to contradict itself: refused as an InconsistentView (a ViewError,
    so a GameError and a ValueError as before) naming the card or the places at fault."""
    view = beyond_view()
    assert isinstance(games.load("beyond").sample_state(view, Random(0)), Deal)
    edit(view)
    with pytest.raises(InconsistentView, match=said):
        games.load("beyond").sample_state(view, Random(0))


def test_an_inconsistent_view_is_a_view_error_and_a_value_error() -> None:
    """Callers that caught the resampler's ValueError (the search bots) still catch it."""
    assert issubclass(InconsistentView, ViewError) and issubclass(InconsistentView, ValueError)


def test_places_set_up_by_hand_that_the_deal_does_not_deal_are_a_value_error() -> None:
    """order_for_places takes places a caller sets up (no view): a hand of the wrong size is a
    plain ValueError naming it."""
    game = games.load("beyond")
    with pytest.raises(ValueError, match="hand 0 was dealt 13 cards; the sample gives 1") as raised:
        order_for_places(game, 0, game.initial_carry(), {"hand 0": 1})
    assert not isinstance(raised.value, ViewError)
