"""Sides per deal (engine/sides.py): fixed partnerships (G1), each for himself, and 19's
declarer with a called partner, secret until the called trump falls (N4, N9)."""

from __future__ import annotations

import json

import pytest

from followsuit import games
from followsuit.engine.sides import DECLARER_SIDES, Sides

NORTH, EAST, SOUTH, WEST = 0, 1, 2, 3


def test_g1_fixed_partnerships_known_to_all() -> None:
    sides = Sides.partnerships()
    assert sides.side_of == [0, 1, 0, 1]
    assert sides.members(0) == [NORTH, SOUTH] and sides.opponents(EAST) == [NORTH, SOUTH]
    assert sides.score_names() == ["North-South", "East-West"]
    assert sides.is_public
    assert sides.view(None) == [0, 1, 0, 1]
    assert sides.per_seat([10, -10]) == [10, -10, 10, -10]
    with pytest.raises(ValueError):
        Sides.partnerships(3)


def test_each_for_himself_scores_per_seat() -> None:
    sides = Sides.each_alone(3)
    assert sides.side_of == [0, 1, 2] and not sides.same_side(0, 1)
    assert sides.score_names() == ["Player 1", "Player 2", "Player 3"]
    assert sides.score_names(["Ann", "Bob", "Cy"]) == ["Ann", "Bob", "Cy"]


def test_sides_are_not_seat_parity() -> None:
    """A deal's sides: East declares with North as partner (no ``seat % 2``)."""
    sides = Sides.declarer_and_partner(4, EAST, NORTH)
    assert sides.members(0) == [NORTH, EAST] and sides.members(1) == [SOUTH, WEST]
    assert sides.same_side(NORTH, EAST) and not sides.same_side(NORTH, SOUTH)


def test_a_seats_score_is_its_sides_never_its_seat_number_modulo_the_sides() -> None:
    """``score_of``: the score of ``score_names`` a seat's play makes: its side's (East and
    North declaring: side 0), or its own where scores are kept per seat."""
    sides = Sides.declarer_and_partner(4, EAST, NORTH, per_seat_scores=False)
    assert [sides.score_of(seat) for seat in range(4)] == [0, 0, 1, 1]
    assert [seat in sides.scorers()[sides.score_of(seat)] for seat in range(4)] == [True] * 4
    per_seat = Sides.declarer_and_partner(4, EAST, NORTH)  # 19 (N8): scores kept per seat
    assert [per_seat.score_of(seat) for seat in range(4)] == [0, 1, 2, 3]
    assert [Sides.each_alone(3).score_of(seat) for seat in range(3)] == [0, 1, 2]


@pytest.mark.parametrize(("name", "preset"), games.all_presets())
def test_every_games_seats_score_where_its_scorers_say(name: str, preset: str | None) -> None:
    game = games.load(name, preset)
    for seat in range(game.players):
        assert seat in game.scorers[game.sides.score_of(seat)]


def test_n4_the_secret_partner_knows_and_no_one_else() -> None:
    """N4: every view shows declarer's side; only the called trump's holder knows who holds
    it; a defender knows only that he is one."""
    sides = Sides.declarer_and_partner(4, EAST, WEST, secret=True)
    assert sides.view(None) == [None, 0, None, None]
    assert sides.view(EAST) == [None, 0, None, None]  # declarer does not know his partner
    assert sides.view(WEST) == [1, 0, 1, 0]  # the partner knows everything
    assert sides.view(NORTH) == [1, 0, None, None]
    assert sides.view(SOUTH) == [None, 0, 1, None]
    assert not sides.knows(NORTH, WEST) and sides.knows(WEST, NORTH)
    sides.reveal()  # the called trump falls
    for viewer in (None, NORTH, EAST, SOUTH, WEST):
        assert sides.view(viewer) == [1, 0, 1, 0]


def test_n4_alone_when_the_called_trump_was_discarded() -> None:
    """N4: declarer is alone, and the views say so only when the play shows it; the player who
    discarded the called trump knows at once."""
    sides = Sides.declarer_and_partner(4, NORTH, None, secret=True)
    assert sides.members(0) == [NORTH]
    assert sides.view(NORTH) == [0, None, None, None]
    assert sides.view(SOUTH) == [0, None, 1, None]
    sides.tell(SOUTH)
    assert sides.view(SOUTH) == [0, 1, 1, 1]
    assert sides.view(EAST) == [0, 1, None, None]


def test_n9_partner_announced_or_in_the_dummy_is_public() -> None:
    """N9: with three players the called trump's holder announces himself; a dummy partner is
    known when exposed. Scores stay per seat (N8)."""
    sides = Sides.declarer_and_partner(4, SOUTH, WEST)
    assert sides.is_public and sides.view(NORTH) == [1, 1, 0, 0]
    assert sides.names == DECLARER_SIDES
    assert sides.score_names(["N", "E", "S", "W"]) == ["N", "E", "S", "W"]
    with pytest.raises(ValueError):
        Sides.declarer_and_partner(4, SOUTH, SOUTH)


def test_copy_is_independent_and_views_are_json() -> None:
    sides = Sides.declarer_and_partner(4, EAST, WEST, secret=True)
    copy = sides.copy()
    copy.reveal()
    assert not sides.is_public and copy.is_public
    json.dumps(sides.as_json(None))
