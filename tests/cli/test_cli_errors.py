"""Every user error is one line on standard error; usage errors exit 2; never a traceback."""

from __future__ import annotations

import pytest
from typer.testing import CliRunner

from followsuit.cli import app


@pytest.mark.parametrize(
    "arguments",
    [
        ["rules", "whist"],
        ["play", "whist"],
        ["play", "spades", "--option", "target=lots"],
        ["play", "spades", "--option", "colour=red"],
        ["play", "spades", "--option", "target"],
        ["play", "spades", "--preset", "nope"],
        ["play", "spades", "--bots", "clever"],
        ["play", "spades", "--seat", "9"],
        ["play", "spades", "--no-such-flag"],
        ["simulate", "spades"],
        ["simulate", "spades", "--deals", "2", "--bots", "random,random"],
        ["simulate", "spades", "--deals", "0"],
        ["simulate", "spades", "--deals", "2", "--bots", ""],
        ["play", "spades", "--bots", ""],
        ["simulate", "oh-hell", "--deals", "2", "--option", "remove_low_cards=50"],
        ["simulate", "beyond", "--deals", "2", "--plot", "scores.txt"],
        ["simulate", "spades", "--deals", "2", "--ray", "bogus"],
        ["bench", "whist", "--seconds", "0.1"],
        ["replay"],
        ["replay", "/no/such/record.json"],
        ["frobnicate"],
    ],
)
def test_usage_error_is_one_line_and_exit_2(runner: CliRunner, arguments: list[str]) -> None:
    result = runner.invoke(app, arguments)
    assert result.exit_code == 2, result.output
    assert "Traceback" not in result.output
    lines = [line for line in result.stderr.splitlines() if line.strip()]
    assert len(lines) == 1, result.stderr
    assert "error:" in lines[0]
    assert result.stdout == ""


def test_no_command_shows_the_help(runner: CliRunner) -> None:
    result = runner.invoke(app, [])
    assert result.exit_code == 0
    for command in ("games", "rules", "play", "replay", "simulate", "bench"):
        assert command in result.stdout


class _Cheat:
    """A bot that breaks the rules: it always answers the same card."""

    name = "cheat"

    def act(self, view: dict[str, object]) -> str:
        return "ZZ"


@pytest.fixture
def cheat(monkeypatch: pytest.MonkeyPatch) -> None:
    from followsuit import bots

    monkeypatch.setitem(
        bots._BOTS, "cheat", bots.BotEntry("cheat", "test", lambda g, r: _Cheat(), lambda g: True)
    )


@pytest.mark.parametrize(
    "arguments",
    [
        ["play", "spades", "--seed", "1", "--bots", "cheat"],
        ["simulate", "spades", "--deals", "2", "--bots", "cheat"],
    ],
)
def test_a_bot_that_breaks_the_rules_is_one_line_and_exit_1(
    runner: CliRunner, cheat: None, arguments: list[str]
) -> None:
    """A bot's illegal answer is a bug in that bot: reported in one line naming it, exit 1."""
    result = runner.invoke(app, arguments, input="nil\n")  # if the person bids first
    assert result.exit_code == 1, result.output
    assert "Traceback" not in result.output
    lines = [line for line in result.stderr.splitlines() if "error:" in line]
    assert len(lines) == 1
    assert "cheat bot" in lines[0] and "'ZZ'" in lines[0]
