"""``followsuit solve RECORD [--deal N] [--after K] [--tricks] [--json]``: every legal card's
exact tricks at a position of a record, checked against the Python minimax; positions with
nothing to solve named in one line."""

from __future__ import annotations

import json
import math
from pathlib import Path
from random import Random
from typing import Any

import pytest
from tests.native.test_worlds import minimax
from tests.native.tricks_oracle import minimax_tricks
from typer.testing import CliRunner

from followsuit import games, records
from followsuit.cli import app


def played(game_name: str, seed: int, cards: int) -> tuple[dict[str, Any], int]:
    """A record of one finished deal and two actions of the next, played at random, and
    the number of the first deal's actions after which a trick starts with ``cards`` cards a
    hand at most."""
    match = games.load(game_name).new_match(seed=seed)
    rng = Random(seed)
    ending = None
    while len(match.finished) < 1 or len(match.deals[-1].history) < 2:
        deal = match.current
        assert deal is not None
        trick = getattr(deal, "trick", None)
        small = max(map(int.bit_count, deal.hands)) <= cards  # type: ignore[attr-defined]
        if (
            ending is None
            and deal.phase.value == "play"
            and trick is not None
            and not trick.cards
            and small
        ):
            ending = len(deal.history)
        match.apply(rng.choice(match.legal_actions()))
    assert ending is not None
    return match.record(), ending


def write(tmp_path: Path, record: dict[str, Any]) -> Path:
    path = tmp_path / "record.json"
    with path.open("w") as file:
        records.dump(record, file)
    return path


def solve(runner: CliRunner, path: Path, *args: str) -> Any:
    return runner.invoke(app, ["solve", str(path), *args])


@pytest.mark.parametrize("game_name", ["spades", "oh-hell"])
@pytest.mark.parametrize("extra", [0, 1, 3])
def test_solve_tricks_json_are_the_python_minimax(
    runner: CliRunner, tmp_path: Path, game_name: str, extra: int
) -> None:
    """At a small ending of deal 1 (at a trick's start, or 1 or 3 cards into it), each legal
    card's tricks for the side to act are the Python minimax's."""
    record, ending = played(game_name, seed=11, cards=3)
    after = ending + extra
    result = solve(
        runner, write(tmp_path, record), "--deal", "1", "--after", str(after), "--tricks", "--json"
    )
    assert result.exit_code == 0, result.output
    printed = json.loads(result.stdout)
    deal = records.replay_to(record, 1, after).match.deals[0]
    game = deal.game
    seat = deal.to_act
    assert printed["to_act"] == seat
    side = frozenset(
        s for s in range(game.players) if game.sides.score_of(s) == game.sides.score_of(seat)
    )
    assert printed["values"] == minimax_tricks(deal, side)
    assert set(printed["values"]) == {action.text for action in deal.legal_actions()}


def test_solve_prints_each_card_with_its_tricks(runner: CliRunner, tmp_path: Path) -> None:
    record, ending = played("spades", seed=11, cards=3)
    path = write(tmp_path, record)
    result = solve(runner, path, "--deal", "1", "--after", str(ending + 1), "--tricks")
    assert result.exit_code == 0, result.output
    values = json.loads(
        solve(runner, path, "--deal", "1", "--after", str(ending + 1), "--tricks", "--json").stdout
    )
    seat = values["to_act"]
    name = games.load("spades").player_names[seat]
    assert f"Spades, deal 1 after {ending + 1} actions: {name} to play" in result.stdout
    rows = {
        cells[0]: int(cells[1])
        for line in result.stdout.splitlines()
        if len(cells := line.replace("│", " ").split()) == 2 and cells[1].isdigit()
    }
    assert rows == values["values"]


def test_solve_defaults_to_the_record_s_last_position(runner: CliRunner, tmp_path: Path) -> None:
    """Without --deal and --after: the last deal after all its actions (here in the bidding
    of deal 2, so nothing to solve yet)."""
    record, _ = played("spades", seed=11, cards=3)
    result = solve(runner, write(tmp_path, record), "--tricks")
    actions = len(record["deals"][1]["actions"])
    assert result.exit_code == 2
    assert result.stderr.strip() == (
        f"followsuit: error: deal 2 after {actions} actions is in the bidding: nothing to solve yet"
    )


def test_solve_of_a_record_with_no_deal_says_so(runner: CliRunner, tmp_path: Path) -> None:
    """It said "deal 0: the record holds deals 1 to 0"."""
    record, _ = played("spades", seed=11, cards=3)
    result = solve(runner, write(tmp_path, {**record, "deals": []}), "--tricks")
    assert result.exit_code == 2
    assert result.stderr.strip() == "followsuit: error: the record holds no deal"


@pytest.mark.parametrize(
    ("args", "said"),
    [
        (["--deal", "3"], "deal 3: the record holds deals 1 to 2"),
        (["--deal", "0"], "deal 0: the record holds deals 1 to 2"),
        (["--deal", "1", "--after", "57"], "deal 1 has 56 actions: after 57 is not a position"),
        (["--deal", "1", "--after", "-1"], "deal 1 has 56 actions: after -1 is not a position"),
        (["--deal", "1", "--after", "2"], "deal 1 after 2 actions is in the bidding"),
        (
            ["--deal", "1"],
            "deal 1 after 56 actions is at the deal's end: nothing to solve; --after K",
        ),
    ],
)
def test_solve_names_a_position_with_nothing_to_solve(
    runner: CliRunner, tmp_path: Path, args: list[str], said: str
) -> None:
    record, _ = played("spades", seed=11, cards=3)
    result = solve(runner, write(tmp_path, record), *args, "--tricks")
    assert result.exit_code == 2
    assert result.stderr.startswith(f"followsuit: error: {said}")
    assert len(result.stderr.strip().splitlines()) == 1


def test_solve_gives_each_cards_deal_score_value_without_tricks(
    runner: CliRunner, tmp_path: Path
) -> None:
    """Without --tricks a card's value is the deal's score under the game's own scoring (the
    side's against the other's), as a minimax over the engine's own play and scores gives it."""
    record, ending = played("spades", seed=11, cards=3)
    result = solve(runner, write(tmp_path, record), "--deal", "1", "--after", str(ending), "--json")
    assert result.exit_code == 0, result.stderr
    answer = json.loads(result.stdout)
    deal = records.replay_to(record, 1, ending).match.deals[0]
    me = deal.to_act
    assert answer["to_act"] == me
    expected = {}
    for action in deal.legal_actions():
        child = deal.clone()
        child.apply(action)
        expected[action.text] = minimax(games.load("spades"), child, me, -math.inf, math.inf)
    assert answer["values"] == pytest.approx(expected)


def test_solve_values_bezique_s_last_eight_and_names_the_stock_as_not_yet_solvable(
    runner: CliRunner, tmp_path: Path
) -> None:
    """Bézique's last eight tricks are trick play to the end, in a phase of their own: each
    card's value is the minimax's over the engine's play and scores (the solver refused them:
    "is in the last eight phase: nothing to solve yet"). The play from the stock, with its
    draws and declarations still to come, is said to be not yet solvable."""
    game = games.load("bezique")
    match = game.new_match(seed=4)
    rng = Random(4)
    stock = ending = None
    while ending is None:
        deal = match.current
        assert deal is not None
        phase = deal.phase.value
        if stock is None and phase == "play" and len(deal.history) > 4:
            stock = len(deal.history)
        small = max(map(int.bit_count, deal.hands)) <= 3  # type: ignore[attr-defined]
        if phase == "last eight" and small and not deal.trick.cards:  # type: ignore[attr-defined]
            ending = len(deal.history)
            break
        match.apply(rng.choice(match.legal_actions()))
    path = write(tmp_path, match.record())
    result = solve(runner, path, "--deal", "1", "--after", str(ending), "--json")
    assert result.exit_code == 0, result.stderr
    answer = json.loads(result.stdout)
    deal = records.replay_to(match.record(), 1, ending).match.deals[0]
    me = deal.to_act
    expected = {}
    for action in deal.legal_actions():
        child = deal.clone()
        child.apply(action)
        expected[action.text] = minimax(game, child, me, -math.inf, math.inf)
    assert answer["values"] == pytest.approx(expected)
    refused = solve(runner, path, "--deal", "1", "--after", str(stock))
    assert refused.exit_code == 2
    assert "more than trick play is left" in refused.stderr
