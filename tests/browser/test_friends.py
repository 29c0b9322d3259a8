"""Two people join the same table by its link and see each other's plays (issue 4: two browser
contexts)."""

from __future__ import annotations

import random
from typing import Any

from person import body, create_from_lobby, errors_of, take_turn


def log_of(page: Any) -> list[dict[str, Any]]:
    log: list[dict[str, Any]] = page.evaluate("window.followsuit.view.log")
    return log


def test_two_people_join_by_link_and_see_each_others_plays(server: Any, browser: Any) -> None:
    host_context = browser.new_context(viewport={"width": 1100, "height": 800})
    friend_context = browser.new_context(viewport={"width": 390, "height": 844})
    host = host_context.new_page()
    friend = friend_context.new_page()
    errors = [errors_of(host), errors_of(friend)]
    try:
        table = create_from_lobby(host, server.base, "spades", ["human", "bot", "you", "bot"], 0.05)
        host.wait_for_selector("text=Waiting for players")
        host.click("#btn-invite")
        link = host.input_value("#invite-link")
        assert link.endswith(f"/t/{table}")
        host.keyboard.press("Escape")

        friend.goto(link)
        friend.wait_for_selector('[data-sit="0"]')
        friend.click('[data-sit="0"]')
        friend.wait_for_function("window.followsuit.seat === 0")
        host.wait_for_function("window.followsuit.table.status === 'playing'")

        rng = random.Random(3)
        played: dict[int, list[str]] = {0: [], 2: []}
        pages = {0: friend, 2: host}
        while min(len(v) for v in played.values()) < 3:
            for seat, page in pages.items():
                if body(page, "myTurn") == "true" and len(played[seat]) < 3:
                    played[seat].append(take_turn(page, rng))
            host.wait_for_timeout(50)
        for seat, page in pages.items():
            other = 2 - seat
            page.wait_for_function(
                f"window.followsuit.view.log.filter(e => e.seat === {other}).length >= 3"
            )
            theirs = [e["text"] for e in log_of(page) if e["seat"] == other]
            assert theirs[:3] == played[other]
        assert errors == [[], []]
    finally:
        host_context.close()
        friend_context.close()
