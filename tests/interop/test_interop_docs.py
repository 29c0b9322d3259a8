"""docs/interop.md: its Python examples run as written, and the sizes it gives are the game's."""

from __future__ import annotations

import importlib.util
import math
import re
from pathlib import Path

import pytest

from followsuit import games

DOC = Path(__file__).resolve().parents[2] / "docs" / "interop.md"
TEXT = DOC.read_text(encoding="utf-8")
FLAT = " ".join(TEXT.split())
"""The doc's words, however its lines wrap."""
BLOCKS = re.findall(r"^```python\n(.*?)^```$", TEXT, flags=re.MULTILINE | re.DOTALL)

NEEDS = {
    "followsuit.interop.pettingzoo": "pettingzoo",
    "followsuit.interop.gymnasium": "gymnasium",
    "followsuit.interop.openspiel": "pyspiel",
}
"""The framework each adapter's example needs (an extra, so possibly not installed)."""


def test_every_adapter_has_its_example() -> None:
    for adapter in NEEDS:
        assert sum(adapter in block for block in BLOCKS) == 1, adapter


@pytest.mark.parametrize("block", BLOCKS, ids=[f"block{n}" for n in range(len(BLOCKS))])
def test_each_python_example_runs_as_written(block: str) -> None:
    """Each ```python block, copied as it stands, runs to its end (every one plays at most a
    deal, so none is skipped)."""
    for adapter, framework in NEEDS.items():
        if adapter in block and importlib.util.find_spec(framework) is None:
            pytest.skip(f"{framework} is not installed (an extra)")
    exec(compile(block, f"{DOC.name} example", "exec"), {"__name__": "__main__"})


def texts(name: str, preset: str | None = None) -> list[str]:
    return games.load(name, preset).action_texts()


def test_the_action_space_sizes_are_the_games() -> None:
    """Every size the action space section gives, as ``len(Game.action_texts())`` counts it."""
    spades, jokers = texts("spades"), texts("spades", "jokers-54")
    pairs = math.comb(len(games.load("spades").pack), 2)
    assert pairs == sum(t.startswith("give ") for t in spades)
    face_up_orders = math.perm(len(games.load("spades", "french-cut").pack), 4)
    claims = [
        f"{len(texts('beyond'))} texts for Beyond",
        f"{len(texts('oh-hell'))} for Oh Hell",
        f"{len(texts('10-bridge'))} for 10 Bridge",
        f"{len(spades):,} for standard Spades ({pairs:,} of them the blind nil exchange's pairs",
        f"{len(jokers):,} for 54-card Spades",
        f"{len(texts('spades', 'pass-three')):,} for `pass-three`",
        f"the whole pack ({face_up_orders:,} texts)",
    ]
    for claim in claims:
        assert claim in FLAT, claim
    cuts = [t for t in texts("spades", "french-cut") if t.startswith("cut ")]
    assert cuts == [f"cut {n}" for n in range(1, 25)]
    assert "`cut 1` .. `cut 24`" in FLAT


def test_the_openspiel_names_are_every_registered_game() -> None:
    listed = set(re.findall(r"`(python_followsuit_\w+)`", TEXT.split("## OpenSpiel")[1]))
    assert listed == {"python_followsuit_" + name.replace("-", "_") for name in games.names()}
