"""The examples of docs/engine-blocks.md run as written."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

DOC = Path(__file__).resolve().parents[2] / "docs" / "engine-blocks.md"
EXAMPLES = re.findall(r"```python\n(.*?)```", DOC.read_text(), flags=re.S)


def test_the_page_has_an_example_per_block() -> None:
    assert len(EXAMPLES) >= 6


@pytest.mark.parametrize("number", range(len(EXAMPLES)))
def test_example_runs(number: int) -> None:
    exec(compile(EXAMPLES[number], f"{DOC.name} example {number + 1}", "exec"), {})
