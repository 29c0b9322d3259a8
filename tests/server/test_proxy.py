"""Three server processes behind nginx, configured by deploy/nginx/followsuit.conf (issue 33):
friends at one table, each reaching whichever process nginx picks, play a whole deal; kill -9
the process holding the table mid-deal: another takes it over with every accepted action, the
seats reconnect through nginx, and the deal is played out. Each process connects as a role of
its own, which the database's row security holds to the tables whose leases it holds (the new
owner reads the table's journal once the dead one's lease has run out). Skipped, saying why,
without PostgreSQL or Debian's nginx."""

from __future__ import annotations

from collections.abc import Iterator

import postgres
import pytest
from proxying import NGINX_NEEDED, Nginx
from scenarios import http, store_of
from serving import ServerProcess, free_port
from spread import Entry, play_a_deal_across, shared

from followsuit import games
from followsuit.server.leases import Leases

pytestmark = [pytest.mark.xdist_group("proxy"), pytest.mark.slow]


@pytest.fixture(scope="module")
def cluster() -> Iterator[postgres.Cluster]:
    with postgres.cluster_or_skip(NGINX_NEEDED) as running:
        yield running


def test_friends_behind_nginx_play_a_deal_through_a_kill_of_its_owner(
    cluster: postgres.Cluster,
) -> None:
    database = cluster.secured()
    servers = [shared(database.role(), 3.0) for _ in range(3)]  # a role each
    nginx = Nginx([s.port for s in servers], free_port())
    base = nginx.base
    try:
        nginx.wait()
        by_port = {s.port: s for s in servers}
        killed: list[ServerProcess] = []

        def kill_the_owner(table: str) -> None:
            store = store_of(database.owner)
            try:
                holder = Leases(store.engine, "test", "", 1).holder(table)
            finally:
                store.close()
            assert holder is not None
            owner = by_port[int(holder.address.rsplit(":", 1)[1])]
            owner.kill()
            killed.append(owner)

        entries = [Entry(base) for _ in range(4)]
        played = play_a_deal_across(entries, kill=kill_the_owner, kill_after=20)
        assert played.resumed_at == 20, "the table resumed with every accepted action"
        assert killed
        store = store_of(database.owner)
        try:
            row = store.load(played.table)
            assert row is not None
            spades = games.load("spades").new_deal()
            assert [a for _, a in row.actions[: len(played.actions)]] == [
                spades.parse(a).text for _, a in played.actions
            ]
        finally:
            store.close()
        # The lobby through nginx lists the table, whichever process answers.
        for _ in range(6):
            status, tables = http(base, "GET", "/api/tables")
            assert status == 200 and played.table in {t["id"] for t in tables}
    finally:
        nginx.stop()
        for server in servers:
            server.stop()
