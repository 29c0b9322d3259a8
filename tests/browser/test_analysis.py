"""A finished deal analysed in the browser: "Analyse the deal" in the end-of-deal panel and
on the score sheet shows each card played with what it cost, from the route's typed fields."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from person import errors_of
from test_assist import SIZES, act_until_deal_end, inside, open_table

SMALL = {"options": {"hand_sizes": [3, 2]}}
"""Oh Hell, three cards each then two: a first deal of 12 cards, solved at once."""


def shown_rows(page: Any) -> list[dict[str, Any]]:
    return [
        {
            "trick": int(row.get_attribute("data-trick")),
            "seat": int(row.get_attribute("data-seat")),
            "card": row.get_attribute("data-card"),
            "mistake": "mistake" in (row.get_attribute("class") or ""),
        }
        for row in page.query_selector_all("#dialog table.analysis tbody tr")
    ]


def expected_rows(answer: dict[str, Any]) -> list[dict[str, Any]]:
    def lost(cost: dict[str, Any] | None) -> bool:
        return cost is not None and cost["cost"] > 0

    return [
        {
            "trick": p["trick"],
            "seat": p["seat"],
            "card": p["card"],
            "mistake": lost(p["score"]) or lost(p["tricks"]),
        }
        for p in answer["plays"]
    ]


def test_analyse_the_deal_shows_what_each_card_cost(
    server: Any, browser: Any, artifacts: Path
) -> None:
    """At the deal's end the panel offers "Analyse the deal" inside the screen (1280x800 and
    a phone); it opens a table of every card played, the ones that cost something marked,
    as the route answers, and each player's losses; the score sheet offers it too."""
    page, table, token = open_table(server, browser, "oh-hell", **SMALL)
    errors = errors_of(page)
    act_until_deal_end(server, table, token)
    page.wait_for_function("document.body.dataset.moment === 'on'")
    for width, height in SIZES:
        page.set_viewport_size({"width": width, "height": height})
        inside(page, "#moment-continue")
        inside(page, "#moment-analyse")
    page.set_viewport_size({"width": SIZES[0][0], "height": SIZES[0][1]})
    answer = server.get(f"/api/tables/{table}/deals/1/analysis")
    assert len(answer["plays"]) == 12
    page.click("#moment-analyse")
    page.wait_for_selector("#dialog[open] table.analysis tbody tr")
    assert page.inner_text("#dialog-title") == "Analysis of deal 1"
    assert shown_rows(page) == expected_rows(answer)
    losses = page.query_selector_all("#dialog .analysis-losses li")
    assert len(losses) == 4
    for item, seat in zip(losses, answer["seats"], strict=True):
        text = item.inner_text()
        assert ("no mistake" in text) == (not seat["score_mistakes"] and not seat["trick_mistakes"])
    for width, height in SIZES:
        page.set_viewport_size({"width": width, "height": height})
        page.screenshot(path=str(artifacts / f"analysis-oh-hell-{width}x{height}.png"))
        scroll = "document.getElementById('dialog-body').scrollWidth"
        assert page.evaluate(scroll) <= width, "the table fits the dialog's width"
    page.set_viewport_size({"width": SIZES[0][0], "height": SIZES[0][1]})
    page.keyboard.press("Escape")
    assert server.hall.rooms[table].table.match.finished, "the deal stays over"
    page.click("#moment-continue")
    page.wait_for_function("document.body.dataset.moment === 'off'")
    page.click("#btn-sheet")
    page.click("#dialog [data-analyse='1']")
    page.wait_for_selector("#dialog[open] table.analysis tbody tr")
    assert shown_rows(page) == expected_rows(answer)
    assert errors == []
