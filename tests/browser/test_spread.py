"""Friends at one table behind nginx with three server processes (issue 33): two people in
chromium play through whichever process nginx picks; kill -9 the process holding the table:
both pages reconnect by themselves, find the table as it was, and play on. Skipped, saying why,
without chromium, PostgreSQL or Debian's nginx."""

from __future__ import annotations

import random
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import postgres
import pytest
from person import body, create_from_lobby, errors_of, take_turn
from proxying import NGINX_NEEDED, Nginx
from scenarios import store_of
from spread import shared

from followsuit.server.leases import Leases

pytestmark = [pytest.mark.xdist_group("browser-spread"), pytest.mark.slow]


@pytest.fixture(scope="module")
def cluster() -> Iterator[postgres.Cluster]:
    with postgres.cluster_or_skip(NGINX_NEEDED) as running:
        yield running


def forget_the_state(page: Any) -> None:
    """Forget the page's state id, so that only a state received afterwards shows one: a
    websocket merely opened is not yet connected to the table (a process that cannot reach
    the table's owner accepts it and closes it at once, 1013, and the page tries again)."""
    page.evaluate("window.followsuit.stateId = -1; document.body.dataset.stateId = '-1'")


def connected(page: Any, after: int) -> None:
    """Wait until the page's websocket is open again and it shows a state at or past
    ``after`` (received since :func:`forget_the_state`, when that was called)."""
    page.wait_for_function(
        "window.followsuit.ws && window.followsuit.ws.readyState === 1"
        f" && Number(document.body.dataset.stateId) >= {after}"
        " && document.getElementById('banner').hidden",
        timeout=60_000,
    )


def turns(pages: dict[int, Any], rng: random.Random, each: int) -> None:
    """Each person takes ``each`` turns."""
    taken = dict.fromkeys(pages, 0)
    deadline = time.time() + 120
    while min(taken.values()) < each:
        assert time.time() < deadline, f"turns taken: {taken}"
        for seat, page in pages.items():
            if body(page, "myTurn") == "true" and taken[seat] < each:
                take_turn(page, rng)
                taken[seat] += 1
        next(iter(pages.values())).wait_for_timeout(50)


def test_friends_behind_nginx_reconnect_by_themselves_when_the_table_s_owner_dies(
    cluster: postgres.Cluster, browser: Any, artifacts: Path
) -> None:
    from serving import free_port

    database = cluster.secured()
    servers = [shared(database.role(), 3.0) for _ in range(3)]  # a role each
    nginx = Nginx([s.port for s in servers], free_port())
    base = nginx.base
    contexts = [browser.new_context(viewport={"width": 1100, "height": 800}) for _ in range(2)]
    try:
        nginx.wait()
        host, friend = (context.new_page() for context in contexts)
        errors = [errors_of(host), errors_of(friend)]
        table = create_from_lobby(host, base, "spades", ["human", "bot", "you", "bot"], 0.05)
        friend.goto(f"{base}/t/{table}")
        friend.wait_for_selector('[data-sit="0"]')
        friend.click('[data-sit="0"]')
        friend.wait_for_function("window.followsuit.seat === 0")
        host.wait_for_function("window.followsuit.table.status === 'playing'")
        rng = random.Random(11)
        pages = {2: host, 0: friend}
        turns(pages, rng, 2)

        store = store_of(database.owner)
        try:
            holder = Leases(store.engine, "test", "", 1).holder(table)
        finally:
            store.close()
        assert holder is not None
        owner = next(s for s in servers if holder.address.endswith(f":{s.port}"))
        seen = int(body(host, "stateId"))
        owner.kill()
        for page in pages.values():
            forget_the_state(page)
        for page in pages.values():
            connected(page, seen)
        host.screenshot(path=str(artifacts / "spread-after-the-owner-died.png"))
        assert int(body(host, "stateId")) >= seen, "every action seen is still there"
        assert host.evaluate("window.followsuit.seat") == 2
        assert friend.evaluate("window.followsuit.seat") == 0
        turns(pages, rng, 2)  # and the table plays on, held by another process

        store = store_of(database.owner)
        try:
            row = store.load(table)
            assert row is not None and len(row.actions) >= int(body(host, "stateId"))
        finally:
            store.close()
        # A page's lost connection is said in its banner; nothing else went wrong on it.
        for found in errors:
            assert [e for e in found if "WebSocket connection" not in e] == []
    finally:
        for context in contexts:
            context.close()
        nginx.stop()
        for server in servers:
            server.stop()
