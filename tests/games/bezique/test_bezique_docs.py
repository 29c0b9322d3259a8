"""The docs page and the package's texts agree: `rules bezique --how` prints the page's "How
to play", and every rule tag a refusal cites has its line."""

from __future__ import annotations

import re
from pathlib import Path

from followsuit.games.guides import how_to_play, rule_tags

PAGE = Path(__file__).resolve().parents[3] / "docs" / "games" / "bezique.md"


def section(title: str) -> str:
    text = PAGE.read_text(encoding="utf-8")
    return text.split(f"\n## {title}\n", 1)[1].split("\n## ", 1)[0]


def words(text: str) -> str:
    return " ".join(text.split())


def test_the_how_to_play_is_the_docs_pages_section() -> None:
    shipped = how_to_play("bezique")
    assert shipped and words(shipped) in words(section("How to play"))


def test_every_rule_tag_of_the_docs_page_ships_with_the_game() -> None:
    page_tags = re.findall(r"^- \*\*([A-Z]\d+)\*\*", section("Rulings applied"), re.M)
    assert [tag for tag, _ in rule_tags("bezique")] == page_tags
    assert {"Z1", "Z2", "Z3"} <= set(page_tags)
