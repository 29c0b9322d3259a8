"""What a player reads about a game, shipped in the game's package: ``how_to_play.md`` (the
"How to play" section of the game's docs page) and ``rule_tags.md`` (its "Rulings applied": the
tags, such as S2 or T4, that refusals cite)."""

from __future__ import annotations

import re
from importlib import resources

from followsuit.games import spec

_TAG = re.compile(r"^- \*\*([A-Z]\d+)\*\*:? ?(.*)$")


def _text(name: str, file: str) -> str:
    package = spec(name).options.__module__.rsplit(".", 1)[0]
    try:
        return resources.files(package).joinpath(file).read_text(encoding="utf-8")
    except (FileNotFoundError, ModuleNotFoundError):
        return ""


def how_to_play(name: str) -> str:
    """The game's "How to play" text (Markdown), or "" when its package has none."""
    return _text(name, "how_to_play.md").strip()


def rule_tags(name: str) -> list[tuple[str, str]]:
    """Each rule tag the game cites, with its one-line meaning, in the docs page's order."""
    tags: list[tuple[str, str]] = []
    for line in _text(name, "rule_tags.md").splitlines():
        found = _TAG.match(line)
        if found:
            tags.append((found.group(1), found.group(2).strip()))
        elif tags and line.startswith("  "):
            tag, text = tags[-1]
            tags[-1] = (tag, f"{text} {line.strip()}")
    return tags
