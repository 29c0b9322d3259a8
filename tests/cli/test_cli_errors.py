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


@pytest.mark.parametrize(
    "arguments",
    [
        ["rules", "whist"],
        ["play", "whist"],
        ["simulate", "whist", "--deals", "1"],
        ["arena", "whist", "--bots", "random,random", "--deals", "1"],
        ["bench", "whist", "--seconds", "0.1", "--no-openspiel"],
    ],
)
def test_an_unknown_game_lists_the_games_as_games_does(
    runner: CliRunner, arguments: list[str]
) -> None:
    """Every verb's refusal lists the games in `followsuit games`' order, the registry's (it
    listed them in the order their modules were imported)."""
    listed = [line.split()[0] for line in runner.invoke(app, ["games"]).stdout.splitlines()]
    result = runner.invoke(app, arguments)
    assert result.exit_code == 2, result.output
    assert result.stderr.strip().endswith(f"games are: {', '.join(listed)}"), result.stderr


@pytest.mark.parametrize(
    ("arguments", "named"),
    [
        (
            ["--preset", "three-players", "-o", "players=4"],
            "preset three-players sets max_hand=17:",
        ),
        (
            ["--preset", "three-players-39", "-o", "players=4"],
            "preset three-players-39 sets max_hand=13, remove_low_cards=13:",
        ),
    ],
)
def test_an_option_the_presets_setting_refuses_names_the_preset(
    runner: CliRunner, arguments: list[str], named: str
) -> None:
    """`--preset three-players -o players=4` was refused as "max_hand must be 1 to 13 ...
    not 17", the 17 the preset's, unnamed: the refusal names the preset and what it sets."""
    result = runner.invoke(app, ["simulate", "oh-hell", "--deals", "1", *arguments])
    assert result.exit_code == 2, result.output
    assert named in result.stderr, result.stderr
    assert "max_hand must be 1 to" in result.stderr and "or drop the preset" in result.stderr


@pytest.mark.parametrize(
    ("arguments", "refusal"),
    [
        (["--preset", "three-players", "-o", "players=12"], "players must be 3 to 7, not 12"),
        (["-o", "players=4", "-o", "max_hand=17"], "max_hand must be 1 to 13 for 4 players"),
        (["--preset", "three-players", "-o", "players=4", "-o", "max_hand=17"], "not 17"),
    ],
)
def test_an_option_refused_whatever_the_preset_names_no_preset(
    runner: CliRunner, arguments: list[str], refusal: str
) -> None:
    """Where the preset's settings take no part (the option is refused over the defaults too,
    or the options change what the preset sets), the refusal is the option's own."""
    result = runner.invoke(app, ["simulate", "oh-hell", "--deals", "1", *arguments])
    assert result.exit_code == 2, result.output
    assert refusal in result.stderr and "preset" not in result.stderr, result.stderr
