"""Duplicate deals: each deal is played again with the bots moved round, so that every bot
holds every hand (checked from the records written), and each bot's mean covers every hand
alike."""

from __future__ import annotations

import json
from pathlib import Path
from types import SimpleNamespace
from typing import Any, cast

import pytest

from followsuit import games, records
from followsuit.engine import Game
from followsuit.sim.arena import arena
from followsuit.sim.arena_reports import write_records
from followsuit.sim.duplicate import DuplicateDeal, Play, places, seatings


def test_partners_hold_one_side_then_the_other() -> None:
    spades = games.load("spades")
    assert places(spades) == [(0, 2), (1, 3)]
    assert seatings(spades) == [(0, 1, 0, 1), (1, 0, 1, 0)]


@pytest.mark.parametrize("players", [3, 4, 5, 6, 7])
def test_each_alone_bot_a_takes_each_seat_in_turn(players: int) -> None:
    game = games.load("oh-hell", players=players)
    rotations = seatings(game)
    assert len(rotations) == players
    for rotation, roles in enumerate(rotations):
        assert [seat for seat, role in enumerate(roles) if role == 0] == [rotation]


def test_two_seats_swap_hands() -> None:
    """A two-player game (no such game is registered yet: a stand-in with two seats)."""
    two = cast(Game, SimpleNamespace(players=2, scorers=[(0,), (1,)], live=(0, 1)))
    assert seatings(two) == [(0, 1), (1, 0)]


def read_records(folder: Path) -> dict[int, list[dict[str, Any]]]:
    """Records by deal number, in rotation order."""
    found: dict[int, list[dict[str, Any]]] = {}
    for path in sorted(folder.glob("*.json")):
        deal, rotation = (int(part) for part in path.stem.split("-"))
        found.setdefault(deal, []).append(records.loads(path.read_text(encoding="utf-8")))
        assert len(found[deal]) == rotation + 1
    return found


@pytest.mark.parametrize(
    ("game", "options"),
    [("spades", {}), ("beyond", {}), ("oh-hell", {}), ("oh-hell", {"players": 3}),
     ("oh-hell", {"players": 7}), ("10-bridge", {})],
)  # fmt: skip
def test_every_bot_holds_every_hand_in_the_records(
    game: str, options: dict[str, Any], tmp_path: Path
) -> None:
    done = arena(game, bots="heuristic,random", deals=3, seed=11, options=options)
    loaded = done.game
    by_deal = read_records(write_records(done, tmp_path))
    assert sorted(by_deal) == [1, 2, 3]
    for number, rotations in by_deal.items():
        assert len(rotations) == len(places(loaded))
        deals = [r["deals"][0] for r in rotations]
        assert len({json.dumps(d["pack"]) for d in deals}) == 1  # one pack
        assert len({d["dealer"] for d in deals}) == 1  # one dealer
        for seat in range(loaded.players):
            held_by = {r["players"][seat].split("(")[1].rstrip(")") for r in rotations}
            assert held_by == {"heuristic", "random"}, (number, seat)
        for rotation, (record, play) in enumerate(
            zip(rotations, done.deals[number - 1].plays, strict=True)
        ):
            a_seats = {s for s, name in enumerate(record["players"]) if "heuristic" in name}
            assert a_seats == set(places(loaded)[rotation])
            replayed = records.replay(record).summary
            assert replayed["deals"][0]["scores"] == list(play.scores)


def test_a_bot_against_itself_plays_the_same_hands_as_any_pair() -> None:
    """The packs depend on the seed and the deal only, not on the bots."""
    one = arena("spades", bots="heuristic,random", deals=3, seed=5)
    two = arena("spades", bots="random,random", deals=3, seed=5)
    assert [d.pack for d in one.deals] == [d.pack for d in two.deals]


def play(roles: tuple[int, ...], scores: tuple[int, ...]) -> Play:
    return Play(roles=roles, actions=(), scores=scores, result={})


def test_means_average_every_hand_alike() -> None:
    """Three seats: A holds each seat once, B each seat twice; both averages are per place."""
    deal = DuplicateDeal(
        index=0,
        dealer=0,
        pack=(),
        plays=(
            play((0, 1, 1), (9, 1, 2)),
            play((1, 0, 1), (3, 6, 0)),
            play((1, 1, 0), (4, 2, 3)),
        ),
        times=((), ()),
    )
    a, b = deal.means([0, 1, 2])
    assert a == pytest.approx((9 + 6 + 3) / 3)
    assert b == pytest.approx((1 + 2 + 3 + 0 + 4 + 2) / 6)
    assert deal.difference([0, 1, 2]) == pytest.approx(a - b)


def test_partnership_means_are_side_scores() -> None:
    deal = DuplicateDeal(
        index=0,
        dealer=0,
        pack=(),
        plays=(play((0, 1, 0, 1), (120, -40)), play((1, 0, 1, 0), (-10, 90))),
        times=((), ()),
    )
    assert deal.means([0, 1]) == (105.0, -25.0)


def test_a_score_that_is_no_place_counts_for_neither_bot() -> None:
    """Four scores, two of them dummies' (always 0): A holds seat 0 then seat 2, B the other
    live seat; the dummies' zeros do not pull either mean towards 0."""
    deal = DuplicateDeal(
        index=0,
        dealer=0,
        pack=(),
        plays=(play((0, 1, 1, 1), (12, 0, -12, 0)), play((1, 1, 0, 1), (-4, 0, 4, 0))),
        times=((), ()),
    )
    assert deal.means([0, 2]) == (8.0, -8.0)
    assert deal.difference([0, 2]) == 16.0
