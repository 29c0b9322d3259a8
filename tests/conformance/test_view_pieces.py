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
from followsuit.engine.view_pieces import FrozenDict, FrozenList, freeze, views_from_scratch

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
