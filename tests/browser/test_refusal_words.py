"""A refusal at the web table names a bid as the table does: Beyond's grid shows a bid as
``12♥``, and its refusal said "a bid must outrank 12H", the rule's text, beside it. One screen
names a bid one way, as the terminal does (docs/cli.md), and as it names a card."""

from __future__ import annotations

import re
import time
from typing import Any

from person import errors_of
from test_assist import open_table

SETTINGS = {"bot_delay": 0, "deal_pause": 0, "grace": 3600}
RULE_BID = re.compile(r"\b\d+(C|D|H|S|NT)\b")
"""A bid as the rule's text writes it: 12H, 0NT."""


def my_turn(server: Any, table: str, token: str) -> dict[str, Any]:
    """Seat 0's state at its next turn (the bots play theirs meanwhile)."""
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        state = server.get(f"/api/tables/{table}/state?token={token}")
        if state["view"]["to_act"] == 0 and state["view"]["legal"]:
            return state
        time.sleep(0.01)
    raise AssertionError("seat 0's turn never came")


def cell_label(view: dict[str, Any], text: str) -> str:
    """A bid as its cell of the grid reads: its row, then its column's glyph (``12♥``)."""
    hints = view["hints"]
    [(row, column)] = [
        (row, column)
        for row, cells in hints["bid_grid"]["cells"].items()
        for column, cell in cells.items()
        if cell == text
    ]
    return f"{row}{hints['strains'][column]['glyph']}"


def test_a_refusal_names_the_bids_as_the_grid_does(server: Any, browser: Any) -> None:
    """North bids 12H; at its next turn of the auction 13H is outranked, and typed it is
    refused with the rule's reason naming both bids as their cells (13♥, and the bid standing
    as the grid shows it), never as the rule writes them; the rule's tag is still a button,
    and the refusal heard by a screen reader names the bids in words."""
    page, table, token = open_table(server, browser, "beyond", settings=SETTINGS)
    errors = errors_of(page)
    first = my_turn(server, table, token)
    assert "12H" in first["view"]["legal"]
    server.post(
        f"/api/tables/{table}/act",
        {"token": token, "action": "12H", "state_id": first["state_id"]},
    )
    state = my_turn(server, table, token)
    view = state["view"]
    assert view["phase"] == "auction" and "13H" not in view["legal"], view["phase"]
    standing = [e["text"] for e in view["log"] if e["kind"] == "call" and e["text"] != "pass"]
    page.wait_for_function(f"document.body.dataset.stateId === '{state['state_id']}'")
    page.fill("#typed-input", "13H")
    page.press("#typed-input", "Enter")
    page.wait_for_selector("#refusal .rule-tag")
    refusal = page.inner_text("#refusal")
    assert refusal.startswith("13♥: "), refusal
    assert f"a bid must outrank {cell_label(view, standing[-1])}" in refusal, refusal
    assert RULE_BID.search(refusal) is None, refusal
    assert page.locator("#refusal .suit-H").count() >= 1, "a red suit's glyph is drawn red"
    page.wait_for_function("document.getElementById('announce').textContent.startsWith('Refused')")
    heard = page.text_content("#announce") or ""
    assert heard.startswith("Refused: 13 hearts: "), heard
    assert RULE_BID.search(heard) is None, heard
    assert errors == []
    page.close()
