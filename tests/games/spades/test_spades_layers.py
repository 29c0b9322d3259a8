"""Rules without bots (issue 9): a game's state and rules never import the game's bot, not
even through another module of the game."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

import followsuit.games

GAMES = Path(followsuit.games.__file__).parent
ROOTS = ("state", "rules")
"""The modules of the rules: the deal's state and the game's options and registration data."""


def imported_modules(path: Path) -> set[str]:
    """Every module ``path`` imports, at the top or inside a function, as absolute names
    (``from a import b`` counts ``a`` and ``a.b``)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module is not None:
            names.add(node.module)
            names.update(f"{node.module}.{alias.name}" for alias in node.names)
    return names


def module_file(name: str) -> Path | None:
    """The file of a ``followsuit.games...`` module, or None (a name imported from a module)."""
    parts = name.split(".")[2:]
    if not parts:
        return None
    path = GAMES.joinpath(*parts)
    if (path / "__init__.py").exists():
        return path / "__init__.py"
    file = path.with_suffix(".py")
    return file if file.exists() else None


def reached_from_rules(game: str) -> set[str]:
    """The game's own modules the state and rules import, directly or through each other."""
    prefix = f"followsuit.games.{game}."
    todo = [f"{prefix}{root}" for root in ROOTS]
    seen: set[str] = set()
    while todo:
        name = todo.pop()
        path = module_file(name)
        if name in seen or path is None:
            continue
        seen.add(name)
        todo += [n for n in imported_modules(path) if n.startswith(prefix)]
    return seen


GAME_NAMES = sorted(p.name for p in GAMES.iterdir() if (p / "state.py").exists())


@pytest.mark.parametrize("game", GAME_NAMES)
def test_rules_never_import_the_bot(game: str) -> None:
    bot = f"followsuit.games.{game}.bot"
    reached = reached_from_rules(game)
    assert f"followsuit.games.{game}.state" in reached
    bad = sorted(n for n in reached if n == bot or n.startswith(f"{bot}."))
    assert not bad, f"{game}'s rules import its bot: {bad}"


def test_spades_bot_is_a_package_named_by_the_registration() -> None:
    assert (GAMES / "spades" / "bot" / "__init__.py").exists()
    assert not (GAMES / "spades" / "bot.py").exists()
    from followsuit.games import spec
    from followsuit.games.spades.bot import SpadesBot

    assert spec("spades").heuristic is not None
    assert SpadesBot.__module__ == "followsuit.games.spades.bot.player"
