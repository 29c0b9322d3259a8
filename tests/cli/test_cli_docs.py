"""Issue 14's docs and CLI points: `rules GAME --how` from the game's docs page, rule tags
explained by `rules GAME`, every option with a meaning, "1 deal", no stale or missing
references in the docs a player reads."""

from __future__ import annotations

import json
import re
from pathlib import Path
from random import Random

import pytest
from typer.testing import CliRunner

from followsuit import games, records
from followsuit.cli import app
from followsuit.cli.options_text import describe
from followsuit.games.guides import how_to_play, rule_tags

ROOT = Path(__file__).resolve().parents[2]
PAGES = {"spades": "spades", "oh-hell": "oh-hell", "beyond": "beyond", "10-bridge": "10-bridge"}
WIDE = {"COLUMNS": "400"}


def section(page: str, title: str) -> str:
    text = (ROOT / "docs" / "games" / f"{page}.md").read_text(encoding="utf-8")
    return text.split(f"\n## {title}\n", 1)[1].split("\n## ", 1)[0]


def words(text: str) -> str:
    return " ".join(text.split())


@pytest.mark.parametrize("name", list(PAGES))
def test_rules_how_prints_the_how_to_play_of_the_docs_page(runner: CliRunner, name: str) -> None:
    """The package's how-to is the docs page's "How to play" section, word for word, and
    `rules GAME --how` prints it."""
    shipped = how_to_play(name)
    assert shipped and words(shipped) in words(section(PAGES[name], "How to play"))
    result = runner.invoke(app, ["rules", name, "--how"], env=WIDE)
    assert result.exit_code == 0, result.output
    first_item = shipped.split("\n- ", 1)[1].split(":", 1)[0].replace("**", "")
    assert first_item in result.stdout


@pytest.mark.parametrize("name", list(PAGES))
def test_rules_lists_every_rule_tag_of_the_docs_page(runner: CliRunner, name: str) -> None:
    """Every tag a refusal may cite (the docs page's "Rulings applied") has its line in
    `rules GAME`."""
    page_tags = re.findall(r"^- \*\*([A-Z]\d+)\*\*", section(PAGES[name], "Rulings applied"), re.M)
    shipped = rule_tags(name)
    assert [tag for tag, _ in shipped] == page_tags
    result = runner.invoke(app, ["rules", name], env=WIDE)
    assert result.exit_code == 0, result.output
    rows = {line.split("│")[1].strip() for line in result.stdout.splitlines() if "│" in line}
    assert set(page_tags) <= rows
    assert all(meaning for _, meaning in shipped)


@pytest.mark.parametrize("name", list(PAGES))
def test_every_option_has_a_meaning_in_words(name: str) -> None:
    """`rules GAME`: no empty meaning, no constant's name standing in for the values."""
    for doc in describe(games.spec(name).options):
        assert doc.doc.strip(), doc.name
        assert not re.search(r"\b[A-Z][A-Z_]{3,}\b", doc.doc), (doc.name, doc.doc)


def test_replay_says_one_deal(runner: CliRunner, tmp_path: Path) -> None:
    """A one-deal record: "1 deal", never "1 deals"."""
    match = games.load("spades").new_match(seed=2)
    rng = Random(2)
    while not match.finished:
        match.apply(rng.choice(match.legal_actions()))
    record = match.record()
    record["deals"] = record["deals"][:1]
    path = tmp_path / "one.json"
    path.write_text(json.dumps(record))
    records.replay(record)
    result = runner.invoke(app, ["replay", str(path)], env=WIDE)
    assert result.exit_code == 0, result.output
    assert "1 deal" in result.stdout and "1 deals" not in result.stdout


def test_the_docs_a_player_reads_cite_nothing_the_repository_lacks(runner: CliRunner) -> None:
    """No "the DESIGN's object", no `seeds/...` file, no stale "until the CLI command lands";
    the command table lists `serve`; the README's simulate example is bounded."""
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    cli = (ROOT / "docs" / "cli.md").read_text(encoding="utf-8")
    server = (ROOT / "docs" / "server.md").read_text(encoding="utf-8")
    help_text = runner.invoke(app, ["replay", "--help"], env=WIDE).stdout
    for text in (readme, cli, help_text):
        assert "DESIGN" not in text
    for page in PAGES.values():
        assert "seeds/" not in (ROOT / "docs" / "games" / f"{page}.md").read_text()
    assert "until the CLI command lands" not in server.lower()
    assert "| `serve` |" in cli
    assert (ROOT / "docs" / "records.md").exists()
    for line in readme.splitlines():
        if "simulate" in line and "--matches" in line:
            assert "--max-deals" in line, line


def cli_section(title: str) -> str:
    text = (ROOT / "docs" / "cli.md").read_text(encoding="utf-8")
    return text.split(f"\n## {title}\n", 1)[1].split("\n## ", 1)[0]


def test_the_documented_unknown_game_error_is_the_commands(runner: CliRunner) -> None:
    """docs/cli.md's example error is what the command prints, games in `games`' order."""
    documented = re.search(r"followsuit: error: unknown game 'whist'.*", cli_section("Errors"))
    assert documented is not None
    result = runner.invoke(app, ["rules", "whist"])
    assert result.stderr.strip() == documented.group(0)
    assert documented.group(0).endswith(", ".join(games.names()))


def test_simulate_json_holds_the_keys_docs_cli_names(runner: CliRunner) -> None:
    """docs/cli.md: "`--json` prints the plan and the summary": a `plan` key holding the keys
    named for it (it had none, while `arena --json` had one), then the summary's keys."""
    text = words(cli_section("`simulate`"))
    said = text.split("`--json` prints the plan and the summary as one JSON object instead:", 1)
    assert len(said) == 2, "docs/cli.md no longer says what simulate --json prints"
    plan_part, summary_part = said[1].split("; the summary's keys follow it", 1)
    summary_part = summary_part.split(".", 1)[0]
    plan_keys = set(re.findall(r"`(\w+)`", plan_part.split("(keys", 1)[1]))
    summary_keys = set(re.findall(r"`(\w+)`", summary_part))
    arguments = ["simulate", "beyond", "--deals", "2", "--bots", "random", "--seed", "3"]
    result = runner.invoke(app, [*arguments, "--samples", "2", "--seconds", "0.5", "--json"])
    assert result.exit_code == 0, result.output
    printed = json.loads(result.stdout)
    assert set(printed["plan"]) == plan_keys  # seconds and samples given, so both there
    assert summary_keys <= set(printed), summary_keys - set(printed)
    assert printed["plan"]["game"] == "beyond" and printed["plan"]["count"] == 2
