"""19's docs page: the package's how-to is its "How to play" section, and every rule tag a
refusal cites has its line (as the CLI docs tests check for the other games)."""

from __future__ import annotations

import re
from pathlib import Path

from followsuit.games.guides import how_to_play, rule_tags

PAGE = Path(__file__).resolve().parents[3] / "docs" / "games" / "nineteen.md"


def section(title: str) -> str:
    text = PAGE.read_text(encoding="utf-8")
    return text.split(f"\n## {title}\n", 1)[1].split("\n## ", 1)[0]


def words(text: str) -> str:
    return " ".join(text.split())


def test_how_to_play_is_the_docs_page_section() -> None:
    shipped = how_to_play("nineteen")
    assert shipped and words(shipped) in words(section("How to play"))


def test_every_rule_tag_is_on_the_docs_page() -> None:
    page_tags = re.findall(r"^- \*\*([A-Z]\d+)\*\*", section("Rulings applied"), re.M)
    assert [tag for tag, _ in rule_tags("nineteen")] == page_tags
    assert {f"N{n}" for n in range(1, 10)} <= set(page_tags)
