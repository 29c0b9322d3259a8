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
STEP_TIMEOUT_MS = 90_000
"""How long one browser step (a click, a screenshot) may wait: Playwright's 30 s was once too
short for a screenshot on a loaded two-core machine. A broken page still fails, later."""

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


class PatientBrowser:
    """The launched browser, whose every page and context waits :data:`STEP_TIMEOUT_MS` for a
    step."""

    def __init__(self, browser: Any) -> None:
        self._browser = browser

    def __getattr__(self, name: str) -> Any:
        return getattr(self._browser, name)

    def new_page(self, **options: Any) -> Any:
        page = self._browser.new_page(**options)
        page.set_default_timeout(STEP_TIMEOUT_MS)
        return page

    def new_context(self, **options: Any) -> Any:
        context = self._browser.new_context(**options)
        context.set_default_timeout(STEP_TIMEOUT_MS)
        return context


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    reason = _skip_reason()
    if reason:
        pytest.skip(reason)
    with sync_playwright() as playwright:
        chromium = playwright.chromium.launch(executable_path=str(CHROMIUM), args=ARGS)
        yield PatientBrowser(chromium)
        chromium.close()


@pytest.fixture()
def artifacts() -> Path:
    ARTIFACTS.mkdir(exist_ok=True)
    return ARTIFACTS
