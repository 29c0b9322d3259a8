"""Views built from kept pieces (``engine.view_pieces``) against the oracle, views built whole
from the state (``views_from_scratch``): equal at every position, for every seat, through
whole seeded deals and matches of every preset, on the deal itself and on clones; and a view
once given never changes, whatever its holder or the deal does next."""

from __future__ import annotations

import copy
import json
import pickle
from random import Random

import pytest

from conformance.support import deal_of, each_preset, load, positions, seats
from followsuit.engine import State
from followsuit.engine.view_pieces import (
    CardTexts,
    FrozenDict,
    FrozenList,
    freeze,
    views_from_scratch,
)
from followsuit.sim.playing import dealer_of

SEEDS = range(3)
"""Seeded playouts per preset and kind: random legal actions, so every variant's steps."""


def oracle(state: State, seat: int | None) -> object:
    with views_from_scratch():
        return state.view(seat)


def as_json(view: object) -> str:
    return json.dumps(view, sort_keys=True)


@each_preset()
@pytest.mark.parametrize("kind", ["deal", "match"])
def test_kept_views_equal_views_built_from_scratch(
    name: str, preset: str | None, kind: str
) -> None:
    """At every position of seeded playouts, every seat's view (and the spectator's) equals
    the view built from scratch, in content and in JSON; so does the view of a clone taken
    now and then and played on; and every view given earlier still reads as it did."""
    game = load(name, preset)
    for seed in SEEDS:
        rng = Random(seed)
        given: list[tuple[object, str]] = []
        for step, state in enumerate(positions(game, kind, seed, rng)):
            for seat in seats(game):
                view = state.view(seat)
                expected = oracle(state, seat)
                assert view == expected, f"{name} {preset} seed {seed} step {step} seat {seat}"
                assert as_json(view) == as_json(expected)
                if step % 5 == 0:
                    given.append((view, as_json(view)))
            if step % 9 == 4 and not state.is_over:
                check_clone_views(state, Random(seed * 1000 + step))
        for view, text in given:
            assert as_json(view) == text, "a view given earlier changed"


def check_clone_views(state: State, rng: Random) -> None:
    """A clone's views, played on for a few actions, equal the oracle's; so do the
    original's afterwards (the clone shares nothing with it that either could change)."""
    deal = deal_of(state)
    before = [as_json(deal.view(seat)) for seat in seats(state.game)]
    twin = deal.clone()
    for _ in range(6):
        if twin.is_over:
            break
        for seat in seats(state.game):
            assert twin.view(seat) == oracle(twin, seat)
        twin.apply(rng.choice(twin.legal_actions()))
    assert [as_json(deal.view(seat)) for seat in seats(state.game)] == before


@each_preset()
def test_a_view_holder_cannot_change_the_deal(name: str, preset: str | None) -> None:
    """Whatever a holder does to a view (its own lists and dicts changed, the shared
    read-only pieces refused), the next view of the same position is the oracle's, and the
    same as before (a piece shared with the game's module, such as its hints, unchanged)."""
    game = load(name, preset)
    for state in positions(game, "deal", 1, Random(1)):
        for seat in seats(game):
            view = state.view(seat)
            before = json.dumps(view, sort_keys=True)
            scribble(view)
            again = state.view(seat)
            assert again == oracle(state, seat)
            assert json.dumps(again, sort_keys=True) == before


def scribble(value: object) -> None:
    """Change every list and dict in ``value`` that may be changed; the read-only pieces
    refuse."""
    if isinstance(value, dict):
        for item in list(value.values()):
            scribble(item)
        if isinstance(value, FrozenDict):
            with pytest.raises(TypeError):
                value["scribbled"] = True
        else:
            value["scribbled"] = True
    elif isinstance(value, list):
        for item in list(value):
            scribble(item)
        if isinstance(value, FrozenList):
            with pytest.raises(TypeError):
                value.append("scribbled")
        else:
            value.append("scribbled")


def test_read_only_pieces_read_as_plain_json_and_copy_as_plain_data() -> None:
    """A read-only piece is a list or dict to JSON, equality and ``isinstance``; a copy,
    deep copy or pickle of it is plain, changeable data."""
    plain = {"cards": ["AS", "KH"], "trick": {"leader": 1, "cards": [{"seat": 1}]}}
    frozen = freeze(plain)
    assert frozen == plain
    assert isinstance(frozen, dict) and isinstance(frozen["cards"], list)
    assert json.dumps(frozen, sort_keys=True) == json.dumps(plain, sort_keys=True)
    for copied in (copy.deepcopy(frozen), pickle.loads(pickle.dumps(frozen))):
        assert copied == plain
        copied["trick"]["cards"].append({"seat": 2})
        assert type(copied) is dict and type(copied["trick"]["cards"]) is list
    assert frozen == plain
    assert type(copy.copy(frozen["cards"])) is list
    for change in (
        lambda: frozen["cards"].append("QD"),
        lambda: frozen["cards"].sort(),
        lambda: frozen.update(x=1),
        lambda: frozen["trick"].pop("leader"),
    ):
        with pytest.raises(TypeError):
            change()


@each_preset()
def test_the_view_path_keeps_every_view_given(name: str, preset: str | None) -> None:
    """As ``followsuit bench``'s view path asks them (the seat to act's view before each
    action, one view a position): each view equals the oracle's, and every view given reads
    at the end of the deal as it did when given; then, at the last position, every seat's
    view (the same position again) equals the oracle's too."""
    game = load(name, preset)
    for seed in SEEDS:
        rng = Random(seed)
        given: list[tuple[object, str]] = []
        state = game.new_deal(seed=seed, dealer=dealer_of(game, seed))
        step = 0
        while not state.is_over:
            seat = state.to_act
            view = state.view(seat)
            assert view == oracle(state, seat), f"{name} {preset} seed {seed} step {step}"
            given.append((view, as_json(view)))
            state.apply(rng.choice(state.legal_actions()))
            step += 1
        for seat in seats(game):
            assert state.view(seat) == oracle(state, seat)
        for view, text in given:
            assert as_json(view) == text, "a view given earlier changed"


@pytest.mark.parametrize("size", [52, 64, 108])
def test_card_texts_kept_in_a_holder_follow_every_change(size: int) -> None:
    """``CardTexts.kept_in`` (one card come or gone changes the kept lists in place) gives
    the texts ``CardTexts`` looks up anew, through random walks of a mask, in pack order,
    in an order by face and in a shuffled order, with and without copies of a face; the
    lists it gave earlier never change."""
    for texts in ([f"c{i}" for i in range(size)], [f"c{i % 20}" for i in range(size)]):
        by_face = sorted(range(size), key=lambda i: (texts[i], i))
        shuffled = list(range(size))
        Random(size).shuffle(shuffled)
        for order in (None, by_face, shuffled):
            table = CardTexts(texts, order)
            held = CardTexts.holder()
            rng = Random(7)
            mask = 0
            given = []
            for _ in range(3000):
                draw = rng.random()
                if draw < 0.45:
                    mask ^= 1 << rng.randrange(size)
                elif draw < 0.5:
                    mask = rng.getrandbits(size)
                elif draw < 0.55:
                    mask &= rng.getrandbits(size)
                kept = table.kept_in(held, mask)
                assert kept == table(mask)
                assert isinstance(kept, FrozenList)
                given.append((kept, list(kept)))
            assert all(kept == copy for kept, copy in given)


def test_freeze_makes_every_container_read_only() -> None:
    """``freeze`` of random nested data: the same JSON, every dict a FrozenDict, every list
    and tuple a FrozenList, the input unchanged."""
    rng = Random(3)

    def make(depth: int) -> object:
        draw = rng.random()
        if depth > 3 or draw < 0.4:
            return rng.choice([1, "a", None, True, 2.5])
        if draw < 0.6:
            return [make(depth + 1) for _ in range(rng.randrange(4))]
        if draw < 0.7:
            return tuple(make(depth + 1) for _ in range(rng.randrange(4)))
        return {f"k{i}": make(depth + 1) for i in range(rng.randrange(4))}

    def read_only(value: object) -> None:
        if isinstance(value, dict):
            assert type(value) is FrozenDict
            for item in value.values():
                read_only(item)
        elif isinstance(value, list):
            assert type(value) is FrozenList
            for item in value:
                read_only(item)
        else:
            assert not isinstance(value, tuple)

    for _ in range(2000):
        value = make(0)
        before = json.dumps(value, sort_keys=True)
        frozen = freeze(value)
        assert json.dumps(frozen, sort_keys=True) == before == json.dumps(value, sort_keys=True)
        read_only(frozen)


def test_a_concealed_trump_revealed_reads_public_in_the_next_views() -> None:
    """10 Bridge's reveal makes the concealed trump's secret log entry public and logs the
    reveal, in one action: every seat's next view (kept pieces) shows the trump as the
    oracle does, not the secret entry kept from the position before."""
    game = load("10-bridge", None)
    revealed = 0
    for seed in range(6):
        rng = Random(seed)
        state = game.new_deal(seed=seed, dealer=dealer_of(game, seed))
        while not state.is_over:
            seat = state.to_act
            state.view(seat)  # the kept pieces brought up to this position
            legal = state.legal_actions()
            reveal = [action for action in legal if str(action) == "reveal"]
            state.apply(reveal[0] if reveal else rng.choice(legal))
            if reveal:
                revealed += 1
                for viewer in seats(game):
                    assert state.view(viewer) == oracle(state, viewer), f"seed {seed}"
    assert revealed, "no deal offered the reveal"
