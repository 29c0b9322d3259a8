"""The security boundary across processes (issue 33): the leak checks and the attack suite
(test_leak.py, test_attack.py), played on a shared PostgreSQL database

- **across**: through a process that does not hold the tables (every request and websocket
  but the creating one forwarded to the one that does), and
- **behind nginx**: through nginx, configured by deploy/nginx/followsuit.conf, in front of
  three processes (each request and websocket to whichever process nginx picks).

Each process connects as a role of its own, which the database's row security holds to the
tables whose leases it holds (server/roles.py). Nothing a client can fetch, whichever way it
comes in, names a card hidden from it or lets a hidden hand be rebuilt; every table is played
by one process only. Skipped, saying why, without PostgreSQL (and nginx, behind it)."""

from __future__ import annotations

import os
from collections import ChainMap
from collections.abc import Iterator
from types import SimpleNamespace
from typing import Any

import postgres
import pytest
import test_attack
import test_leak
from proxying import NGINX_NEEDED, Nginx
from serving import Client, LiveServer, free_port

from followsuit import games

pytestmark = [pytest.mark.xdist_group("boundary-across"), pytest.mark.slow]

LEASE = 30.0


class Across(Client):
    """Two processes on one database, as a test's server: tables are created on ``owner``;
    every other request and every websocket goes to ``other``, which forwards it."""

    def __init__(self, owner: LiveServer, other: LiveServer) -> None:
        self.owner = owner
        self.other = other
        self.servers = [owner, other]
        self.base = other.base
        self.ws_base = other.ws_base

    @property
    def hall(self) -> Any:
        return self.owner.hall

    def request(self, method: str, path: str, body: Any = None) -> tuple[int, Any]:
        creating = method == "POST" and path == "/api/tables"
        return (self.owner if creating else self.other).request(method, path, body)

    def check(self) -> None:
        assert self.other.hall.rooms == {}, "the other process forwarded; it played nothing"


class Behind(Client):
    """Three processes behind nginx, as a test's server: every request and websocket goes
    through nginx. Its ``hall`` shows the rooms of all three, for the checks to find a table
    where it is played."""

    def __init__(self, servers: list[LiveServer], nginx: Nginx) -> None:
        self.servers = servers
        self.nginx = nginx
        self.base = nginx.base
        self.ws_base = nginx.ws_base

    @property
    def hall(self) -> Any:
        return SimpleNamespace(rooms=ChainMap(*(s.hall.rooms for s in self.servers)))

    def check(self) -> None:
        held = [table for s in self.servers for table in s.hall.rooms]
        assert len(held) == len(set(held)), "a table is played by one process only"
        if len(held) >= len(self.servers):  # nginx hands the tables' creation round
            assert sum(1 for s in self.servers if s.hall.rooms) > 1, "across processes"


Setup = Across | Behind


@pytest.fixture(scope="module")
def cluster() -> Iterator[postgres.Cluster]:
    with postgres.cluster_or_skip() as running:
        yield running


def started(database: postgres.Secured, count: int, chosen_seeds: bool) -> list[LiveServer]:
    return [
        LiveServer(database.role(), chosen_seeds=chosen_seeds, lease=LEASE).start()
        for _ in range(count)
    ]


def setup(cluster: postgres.Cluster, way: str, *, chosen_seeds: bool) -> Iterator[Setup]:
    program, missing = NGINX_NEEDED
    if way == "behind nginx" and not os.path.exists(program):
        pytest.skip(missing)
    database = cluster.secured()
    servers = started(database, 2 if way == "across" else 3, chosen_seeds)
    nginx = None
    try:
        if way == "across":
            yield Across(*servers)
        else:
            nginx = Nginx([s.port for s in servers], free_port()).wait()
            yield Behind(servers, nginx)
    finally:
        if nginx is not None:
            nginx.stop()
        for server in reversed(servers):
            server.stop()


WAYS = ["across", "behind nginx"]


@pytest.fixture(scope="module", params=WAYS)
def seeded(cluster: postgres.Cluster, request: pytest.FixtureRequest) -> Iterator[Setup]:
    """Tables may choose their seed (the leak checks play known deals)."""
    yield from setup(cluster, request.param, chosen_seeds=True)


@pytest.fixture(scope="module", params=WAYS)
def unseeded(cluster: postgres.Cluster, request: pytest.FixtureRequest) -> Iterator[Setup]:
    """A server as people play on it: no table chooses its seed (the attack suite)."""
    yield from setup(cluster, request.param, chosen_seeds=False)


@pytest.mark.parametrize("game", games.names())
def test_no_message_names_a_card_hidden_from_its_seat(seeded: Setup, game: str) -> None:
    test_leak.test_no_message_to_a_seat_names_a_card_hidden_from_it(seeded, game)  # type: ignore[arg-type]
    seeded.check()


@pytest.mark.parametrize(("game", "preset"), sorted(test_leak.LEAK_PRESETS.items()))
def test_no_preset_leaks_a_hidden_card(seeded: Setup, game: str, preset: str) -> None:
    test_leak.test_no_preset_leaks_a_hidden_card(seeded, game, preset)  # type: ignore[arg-type]
    seeded.check()


@pytest.mark.parametrize("game", games.names())
def test_no_hidden_hand_of_a_running_table_can_be_rebuilt(unseeded: Setup, game: str) -> None:
    test_attack.test_no_hidden_hand_of_a_running_table_can_be_rebuilt(unseeded, game)  # type: ignore[arg-type]
    unseeded.check()


def test_a_table_request_cannot_choose_its_seed(unseeded: Setup) -> None:
    test_attack.test_a_table_request_cannot_choose_its_seed(unseeded)  # type: ignore[arg-type]


def test_the_record_of_a_running_bot_table_gives_no_seed_and_no_deal_in_play(
    unseeded: Setup,
) -> None:
    test_attack.test_the_record_of_a_running_bot_table_gives_no_seed_and_no_deal_in_play(
        unseeded  # type: ignore[arg-type]
    )
    unseeded.check()
