"""Browser tests: Playwright driving Debian's chromium against a live server on 127.0.0.1.

Skipped, with the reason, when /usr/bin/chromium or the playwright package is missing (CI
installs both). Screenshots go to test-artifacts/ at the repository's root.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

sys.path.insert(0, str(Path(__file__).parents[1] / "server"))
sys.path.insert(0, str(Path(__file__).parent))

CHROMIUM = Path(os.environ.get("FOLLOWSUIT_CHROMIUM", "/usr/bin/chromium"))
ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
ARTIFACTS = Path(__file__).parents[2] / "test-artifacts"

try:
    from playwright.sync_api import sync_playwright
except ImportError:  # pragma: no cover - depends on the install
    sync_playwright = None  # type: ignore[assignment]


def _skip_reason() -> str | None:
    if sync_playwright is None:
        return "the playwright package is not installed (pip install -e '.[test]')"
    if not CHROMIUM.exists():
        return f"{CHROMIUM} is missing (apt-get install -y chromium)"
    return None


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Any]:
    from serving import live_server

    reason = _skip_reason()
    if reason:
        pytest.skip(reason)
    with live_server(tmp_path_factory.mktemp("db") / "tables.sqlite3") as live:
        yield live


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    reason = _skip_reason()
    if reason:
        pytest.skip(reason)
    with sync_playwright() as playwright:
        chromium = playwright.chromium.launch(executable_path=str(CHROMIUM), args=ARGS)
        yield chromium
        chromium.close()


@pytest.fixture()
def artifacts() -> Path:
    ARTIFACTS.mkdir(exist_ok=True)
    return ARTIFACTS
