"""Bézique in the browser: a person plays some tricks against the heuristic bot by clicking;
the table shows the turn-up, the stock and the declarations (issue 11, the table)."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

from person import create_from_lobby, errors_of, take_turn, wait_turn_or


def test_a_person_plays_bezique_and_sees_the_stock_and_turn_up(
    server: Any, browser: Any, artifacts: Path
) -> None:
    page = browser.new_page(viewport={"width": 1200, "height": 820})
    errors = errors_of(page)
    create_from_lobby(page, server.base, "bezique", ["bot", "you"], 0.02)
    rng = random.Random(5)
    for _ in range(12):
        if not wait_turn_or(page, "document.body.dataset.dealsDone !== '0'"):
            break
        take_turn(page, rng)
    text = page.inner_text("body")
    assert "turn-up" in text and "stock" in text and "declared" in text
    page.screenshot(path=str(artifacts / "table-bezique.png"))
    assert errors == []
    page.close()
