"""``--help`` reads as wrapped paragraphs: a command's docstring, broken at 100 columns in the
source, was broken there again inside the 80-column help panel ("the record's last" /
"position")."""

from __future__ import annotations

from typer.testing import CliRunner

from followsuit.cli import app
from followsuit.cli.app import reflowed


def test_a_paragraph_is_one_line_and_an_indented_example_stays_as_written() -> None:
    text = """First line
    and its end.

    A second paragraph
    over two lines.

        followsuit play spades
        followsuit replay match.json
    """
    assert reflowed(text) == (
        "First line and its end.\n\nA second paragraph over two lines.\n\n"
        "    followsuit play spades\n    followsuit replay match.json"
    )
    assert reflowed(None) is None


def test_every_commands_help_wraps_its_paragraphs_to_the_panel(runner: CliRunner) -> None:
    """In each command's description every line of a paragraph but its last runs near the
    panel's width (80 columns here): none is cut short where the source broke its line."""
    for command in ("solve", "arena", "replay", "simulate", "play", "bench"):
        result = runner.invoke(app, [command, "--help"])
        assert result.exit_code == 0
        lines = result.output.splitlines()
        start = next(i for i, line in enumerate(lines) if "Usage:" in line) + 1
        end = next(i for i, line in enumerate(lines) if line.startswith("╭"))
        paragraphs = "\n".join(line.rstrip() for line in lines[start:end]).strip().split("\n\n")
        for paragraph in paragraphs:
            cut = [line for line in paragraph.splitlines()[:-1] if len(line) < 60]
            assert cut == [], (command, cut)
