"""19 for two or three players (N9): the dummies' cards are played by the live players and a
dummy scores nothing of its own. Simulations and arenas count, rank and compare the live
players alone: a dummy holds no place, has no row, and never deals."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from followsuit import games, records
from followsuit.cli import app
from followsuit.sim import arena, simulate
from followsuit.sim.arena_reports import write_records
from followsuit.sim.duplicate import places, seatings
from followsuit.sim.playing import place_scores

LIVE = {"two-players": ["North", "South"], "three-players": ["North", "East", "South"]}
DUMMIES = {"two-players": ["East dummy", "West dummy"], "three-players": ["Dummy"]}


@pytest.fixture
def runner() -> CliRunner:
    return CliRunner()


@pytest.mark.parametrize("preset", list(LIVE))
def test_a_simulation_summarises_the_live_players_alone(preset: str) -> None:
    done = simulate("nineteen", preset=preset, deals=12, bots="random", seed=2)
    summary = done.summary()
    assert [side.name for side in summary.sides] == LIVE[preset]
    assert list(summary.dummies) == DUMMIES[preset]
    won = sum(side.wins.hits for side in summary.sides)
    assert won + summary.ties.hits == summary.count  # each deal won by a live player, or tied
    data = done.as_dict()
    assert [side["name"] for side in data["sides"]] == LIVE[preset]
    assert data["dummies"] == DUMMIES[preset]


@pytest.mark.parametrize("preset", list(LIVE))
def test_a_dummys_seat_never_deals(preset: str) -> None:
    """N9: the deal passes to the next live player, in separate deals as in matches, and in
    an arena's duplicate deals."""
    game = games.load("nineteen", preset=preset)
    deals = simulate("nineteen", preset=preset, deals=6, bots="random", seed=3)
    assert [s.dealer for s in deals.samples] == [game.live[i % len(game.live)] for i in range(6)]
    matches = simulate("nineteen", preset=preset, matches=3, bots="random", seed=3)
    assert [s.dealer for s in matches.samples] == [game.live[i % len(game.live)] for i in range(3)]
    duplicate = arena("nineteen", preset=preset, bots="random,random", deals=3, seed=3)
    assert [d.dealer for d in duplicate.deals] == [game.live[i % len(game.live)] for i in range(3)]


def test_the_simulate_table_has_a_row_per_live_player_and_names_the_dummies(
    runner: CliRunner,
) -> None:
    arguments = ["simulate", "nineteen", "--preset", "two-players", "--deals", "6"]
    result = runner.invoke(app, [*arguments, "--seed", "1", "--bots", "random"])
    assert result.exit_code == 0, result.output
    rows = [line.split("│")[1].strip() for line in result.stdout.splitlines() if "│" in line]
    assert rows == ["North", "South"]
    assert "Dummies (played by the live players, no place): East dummy, West dummy" in (
        " ".join(result.stdout.split())
    )


@pytest.mark.parametrize("preset", list(LIVE))
def test_an_arena_rotates_bot_a_round_the_live_seats_alone(preset: str) -> None:
    game = games.load("nineteen", preset=preset)
    assert places(game) == [(seat,) for seat in game.live]
    for rotation, roles in enumerate(seatings(game)):
        assert [s for s, role in enumerate(roles) if role == 0] == [game.live[rotation]]
    done = arena("nineteen", preset=preset, bots="heuristic,random", deals=2, seed=4)
    summary = done.summary()
    assert summary.rotations == len(game.live)
    assert list(summary.places) == LIVE[preset]
    for deal in done.deals:
        assert deal.dealer in game.live
        assert len(deal.plays) == len(game.live)
        a_held, b_held = [], []
        for rotation, play in enumerate(deal.plays):
            for place, seat in enumerate(game.live):
                (a_held if place == rotation else b_held).append(play.scores[seat])
        mean_a, mean_b = sum(a_held) / len(a_held), sum(b_held) / len(b_held)
        assert deal.means(place_scores(game)) == pytest.approx((mean_a, mean_b))


def test_an_arenas_records_name_no_bot_at_a_dummys_seat(tmp_path: Path) -> None:
    done = arena("nineteen", preset="two-players", bots="heuristic,random", deals=1, seed=5)
    folder = write_records(done, tmp_path)
    found = sorted(folder.glob("*.json"))
    assert len(found) == 2
    for path in found:
        record = records.loads(path.read_text(encoding="utf-8"))
        players = record["players"]
        assert players[1] == "East dummy" and players[3] == "West dummy"
        assert sorted(players[s].split(" (")[1] for s in (0, 2)) == ["heuristic)", "random)"]


def test_the_arena_table_speaks_of_seats_held_by_live_players(runner: CliRunner) -> None:
    arguments = ["arena", "nineteen", "--preset", "two-players", "--bots", "heuristic,random"]
    result = runner.invoke(app, [*arguments, "--deals", "2", "--seed", "1", "--json"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert data["places"] == ["North", "South"] and data["rotations"] == 2
    result = runner.invoke(app, [*arguments, "--deals", "2", "--seed", "1"])
    assert result.exit_code == 0, result.output
    assert "2 rotations each" in result.stdout
    assert "Score per seat held" in result.stdout


def test_n9_a_simulation_takes_one_bot_per_live_player(runner: CliRunner) -> None:
    """N9: with dummies, ``--bots`` may name one bot per live player; each plays its seat."""
    done = simulate("nineteen", preset="two-players", deals=6, bots="heuristic,random", seed=2)
    assert [(side.name, side.bots) for side in done.summary().sides] == [
        ("North", ("heuristic",)),
        ("South", ("random",)),
    ]
    result = runner.invoke(
        app,
        [
            "simulate",
            "nineteen",
            "--preset",
            "two-players",
            "--deals",
            "2",
            "--bots",
            "random,random,random",
        ],
    )
    assert result.exit_code != 0
    assert "one per live seat (2 names" in result.output
