"""10 Bridge's concealed trump at the web table (issue 5: "the web table shows the concealed trump
(face-down indicator) correctly for each seat").

The rule (T4, T6 in the 10 Bridge text): declarer names the trump by putting a card of that suit
face down at the bottom of the indicator pack; only declarer knows it until a hand that cannot
follow suit calls for the reveal, when the pack is turned face up. So at the table, before the
reveal, declarer sees the indicator card face up and everyone else -- dummy's player, both
defenders, a spectator -- a face-down card and no trace of the suit; after the reveal everyone
sees the indicator card. Every seat is held by the test and played over HTTP; a browser page for
each seat and one for a spectator show the table.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from person import errors_of
from serving import seat_everyone

WATCHER = "spectator"


def drive(server: Any, table: str, tokens: list[str], until: Any) -> dict[str, Any]:
    """Play the table over HTTP until ``until(spectator's view)`` holds: the first bidder bids
    0 Major and the others pass, declarer names the first trump offered, a hand that may call
    for the reveal does, and otherwise each hand plays its first legal card."""
    for _ in range(200):
        watched = server.get(f"/api/tables/{table}/state")
        view = watched["view"]
        if until(view):
            return watched
        seat = view["to_act"]
        legal = server.get(f"/api/tables/{table}/state?token={tokens[seat]}")["view"]["legal"]
        if "reveal" in legal:
            action = "reveal"
        elif view["phase"] == "auction":
            action = (
                "0MAJOR" if view["details"]["contract"] is None and "0MAJOR" in legal else "pass"
            )
        else:
            action = legal[0]
        server.post(
            f"/api/tables/{table}/act",
            {"token": tokens[seat], "action": action, "state_id": watched["state_id"]},
        )
    raise AssertionError("the deal did not get there")


def indicator(page: Any, state_id: int) -> tuple[str, bool, str]:
    """What the page shows of the indicator pack once it has drawn ``state_id``: the card's
    label, whether it is face down, and the deal panel's trump entry."""
    page.wait_for_function(f"document.body.dataset.stateId === '{state_id}'")
    card = page.locator("#center .extra .card")
    label: str = card.get_attribute("aria-label") or ""
    face_down = "#1d4f91" in card.inner_html()  # the blue of a card's back
    trump: str = page.locator("#info .chip", has_text="Trump").inner_text()
    return label, face_down, trump


def test_the_concealed_trump_shows_face_up_to_declarer_only_until_the_reveal(
    server: Any, browser: Any, artifacts: Path
) -> None:
    """T4/T6: before the reveal declarer sees the indicator card, dummy's player, the
    defenders and a spectator a face-down card with no trace of the suit; after the reveal
    everyone sees it face up."""
    table, tokens = seat_everyone(server, "10-bridge", seed=0, dealer=0)
    opened = drive(
        server,
        table,
        tokens,
        lambda v: (
            v["details"]["dummy"] is not None and v["hands"][v["details"]["dummy"]] is not None
        ),
    )
    view = opened["view"]
    declarer, dummy = view["details"]["declarer"], view["details"]["dummy"]
    assert view["details"]["contract"]["text"] == "0MAJOR" and not view["details"]["revealed"], (
        "a suit contract, concealed"
    )
    trump = server.get(f"/api/tables/{table}/state?token={tokens[declarer]}")["view"]["details"][
        "indicator"
    ]
    assert trump is not None and trump[0] == "2", "declarer's view holds the indicator card"

    viewers: dict[Any, str] = {seat: f"/t/{table}#token={tokens[seat]}" for seat in range(4)}
    viewers[WATCHER] = f"/t/{table}"
    contexts = {
        who: browser.new_context(viewport={"width": 1000, "height": 760}) for who in viewers
    }
    pages = {who: contexts[who].new_page() for who in viewers}
    errors = {who: errors_of(page) for who, page in pages.items()}
    names = {declarer: "declarer", dummy: "dummy", WATCHER: WATCHER}
    try:
        for who, page in pages.items():
            page.goto(server.base + viewers[who])
        for who, page in pages.items():
            label, face_down, chip = indicator(page, opened["state_id"])
            if who == declarer:
                assert label.startswith("Your trump (concealed): ") and not face_down, label
                assert "face down" not in label
                named = label.removeprefix("Your trump (concealed): ")
                assert "secret: not yet revealed" in chip
            else:
                assert label == "Trump indicator: a card face down" and face_down, (who, label)
                assert chip == "Trump hidden (hearts or spades)", (who, chip)
                assert trump not in page.content(), f"{who} can find the trump in the page"
            name = names.get(who, "defender")
            if name != "defender" or who == (declarer + 1) % 4:
                page.screenshot(path=str(artifacts / f"10-bridge-trump-before-{name}.png"))

        revealed = drive(server, table, tokens, lambda v: v["details"]["revealed"])
        for who, page in pages.items():
            label, face_down, chip = indicator(page, revealed["state_id"])
            assert label == f"Trump revealed: {named}" and not face_down, (who, label)
            assert "hidden" not in chip and "secret" not in chip, chip
        defender = (declarer + 1) % 4
        pages[defender].screenshot(path=str(artifacts / "10-bridge-trump-after-defender.png"))
        assert all(found == [] for found in errors.values()), errors
    finally:
        for context in contexts.values():
            context.close()
