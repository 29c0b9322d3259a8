"""``followsuit games`` and ``followsuit rules GAME`` (DESIGN: apps, CLI verbs)."""

from __future__ import annotations

import dataclasses

import pytest
from typer.testing import CliRunner

from followsuit import games
from followsuit.cli import app
from followsuit.cli.options_text import describe, show_value


def test_games_lists_every_registered_game(runner: CliRunner) -> None:
    result = runner.invoke(app, ["games"])
    assert result.exit_code == 0
    names = [line.split()[0] for line in result.stdout.splitlines() if line.strip()]
    assert names == games.names()


def test_rules_shows_every_option_with_type_default_and_meaning(runner: CliRunner) -> None:
    """`rules spades`: title, summary, each option with its type, default and docstring."""
    result = runner.invoke(app, ["rules", "spades"], env={"COLUMNS": "400"})
    assert result.exit_code == 0, result.output
    spec = games.spec("spades")
    assert spec.title in result.stdout and spec.summary in result.stdout
    rows = {line.split("│")[1].strip(): line for line in result.stdout.splitlines() if "│" in line}
    for field in dataclasses.fields(spec.options):
        assert field.name in rows, field.name
    for doc in describe(spec.options):
        row = rows[doc.name]
        assert doc.type in row
        assert show_value(doc.default) in row
        assert doc.doc.replace("``", "")[:40] in row


def test_rules_shows_every_preset_with_its_notes(runner: CliRunner) -> None:
    result = runner.invoke(app, ["rules", "spades"], env={"COLUMNS": "400"})
    spec = games.spec("spades")
    for name in spec.presets:
        assert name in result.stdout
        note = spec.preset_notes.get(name, "")
        assert note[:30] in result.stdout


def test_rules_of_a_game_found_by_alias(runner: CliRunner) -> None:
    spec = games.spec("oh-hell")
    for alias in spec.aliases:
        result = runner.invoke(app, ["rules", alias])
        assert result.exit_code == 0
        assert spec.title in result.stdout


def test_option_documentation_is_read_from_the_source() -> None:
    """An option's docstring (the string under the field) is its meaning."""
    docs = {d.name: d for d in describe(games.spec("spades").options)}
    assert docs["target"].doc.startswith("The first side to reach this wins")
    assert docs["target"].type == "int"
    assert docs["target"].default == games.spec("spades").options().target


def test_rules_beyond_how_says_how_a_pass_round_scores(runner: CliRunner) -> None:
    """Issue 32, point 2: `rules beyond --how` says how a pass round scores (B12)."""
    result = runner.invoke(app, ["rules", "beyond", "--how"], env={"COLUMNS": "400"})
    assert result.exit_code == 0, result.output
    text = " ".join(result.stdout.split())
    assert "Pass round" in text and "10 for every trick its opponents took" in text
    assert "30 more if they took the last trick" in text


def test_rules_bezique_names_every_form(runner: CliRunner) -> None:
    """Issue 32, point 8: `rules bezique` describes ``form`` with every value it takes (it
    left out grand and four-handed-partners)."""
    from followsuit.games.bezique.rules import Form

    result = runner.invoke(app, ["rules", "bezique"], env={"COLUMNS": "400"})
    assert result.exit_code == 0, result.output
    row = next(line for line in result.stdout.splitlines() if line.startswith("│ form "))
    for form in Form:
        assert form.value in row, (form, row)


@pytest.mark.parametrize("name", ["spades", "oh-hell", "beyond", "10-bridge", "bezique"])
def test_rules_how_names_the_card_notation(runner: CliRunner, name: str) -> None:
    """Issue 32: `rules GAME --how` says how a card is typed where a player first needs it
    (`T` is ten)."""
    result = runner.invoke(app, ["rules", name, "--how"], env={"COLUMNS": "400"})
    text = " ".join(result.stdout.split())
    assert "Cards are typed rank then suit" in text and "(T is ten)" in text, text[:300]


def test_rules_nineteen_how_names_the_tarot_notation(runner: CliRunner) -> None:
    """Issue 32: 19's how-to names the cavalier `C`, the valet `V`, the trumps `T1` to `T21`
    and the Tomfool `TF` beside `TS` the ten of spades."""
    result = runner.invoke(app, ["rules", "nineteen", "--how"], env={"COLUMNS": "400"})
    text = " ".join(result.stdout.split())
    for said in ("CH the cavalier of hearts", "VD the valet", "T1 to T21", "TF the Tomfool"):
        assert said in text, said


@pytest.mark.parametrize("name", games.names())
def test_rules_at_80_columns_shows_every_setting_a_preset_makes_whole(
    runner: CliRunner, name: str
) -> None:
    """The presets' "options it sets" is where a designer reads what a preset changes: at 80
    columns (or piped) no setting may be cut to "first_deal_no_bidding=…"."""
    result = runner.invoke(app, ["rules", name], env={"COLUMNS": "80"})
    assert result.exit_code == 0, result.output
    assert "…" not in result.stdout
    assert max(len(line) for line in result.stdout.splitlines() if "│" in line) <= 80
    lines = result.stdout.splitlines()
    presets = next((i for i, line in enumerate(lines) if line.startswith("Presets")), len(lines))
    cells = [line.split("│") for line in lines[presets:] if line.count("│") == 4]
    text = "".join(cell[3].strip() for cell in cells)  # the column "options it sets"
    spec = games.spec(name)
    for options_value in spec.presets.values():
        for key, setting in options_value.changes().items():
            whole = f"{key}={show_value(setting)}".replace(" ", "")
            assert whole in text.replace(" ", ""), (key, setting)  # folded at any place
