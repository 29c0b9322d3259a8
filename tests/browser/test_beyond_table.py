"""Beyond in the browser: the score sheet says each deal as the game's words say it at the
deal's end (the contract with its strain's glyph and its declarer, each player's aim and
tricks), the same lines the terminal shows."""

from __future__ import annotations

from typing import Any

from person import errors_of
from test_assist import act_until_deal_end, open_table


def test_the_score_sheet_says_each_deal_in_the_games_words(server: Any, browser: Any) -> None:
    page, table, token = open_table(server, browser, "beyond")
    errors = errors_of(page)
    view = act_until_deal_end(server, table, token)["view"]
    result = view["match"]["deal_results"][0]
    assert result["contract"], "this seed's first deal has a contract (not a pass round)"
    cells = view["hints"]["bid_grid"]["cells"]
    [(level, strain)] = [
        (row, column)
        for row, columns in cells.items()
        for column, text in columns.items()
        if text == result["contract"]
    ]
    glyph = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}.get(strain, strain)
    declarer = view["players"][result["declarer"]]
    page.wait_for_function("document.body.dataset.moment === 'on'")
    page.click("#moment-continue")
    page.wait_for_function("document.body.dataset.moment === 'off'")
    page.click("#btn-sheet")
    page.wait_for_selector("#dialog[open] td.result")
    said = page.inner_text("#dialog td.result")
    assert f"Contract {level}{glyph} by {declarer}" in said, said
    assert said.count("aimed at") == len(view["players"]), said
    assert errors == []
    page.close()
