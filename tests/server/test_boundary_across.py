"""The security boundary across processes (issue 33): the leak checks and the attack suite,
played through a process that does not hold the tables (every request and websocket forwarded
to the one that does), on a shared PostgreSQL database. Nothing a client can fetch through
either process names a card hidden from it or lets a hidden hand be rebuilt. Skipped, saying
why, without PostgreSQL."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import postgres
import pytest
import test_attack
import test_leak
from serving import LiveServer

from followsuit import games

pytestmark = [pytest.mark.xdist_group("boundary-across"), pytest.mark.slow]


class Across:
    """Two processes on one database, as a test's server: tables are created on ``owner``;
    every other request and every websocket goes to ``other``, which forwards it."""

    def __init__(self, owner: LiveServer, other: LiveServer) -> None:
        self.owner = owner
        self.other = other
        self.base = other.base
        self.ws_base = other.ws_base

    @property
    def hall(self) -> Any:
        return self.owner.hall

    def request(self, method: str, path: str, body: Any = None) -> tuple[int, Any]:
        creating = method == "POST" and path == "/api/tables"
        return (self.owner if creating else self.other).request(method, path, body)

    def get(self, path: str) -> Any:
        status, body = self.request("GET", path)
        assert status == 200, (status, body)
        return body

    def post(self, path: str, body: Any) -> Any:
        status, answer = self.request("POST", path, body)
        assert status in (200, 201), (status, answer)
        return answer


@pytest.fixture(scope="module")
def cluster() -> Iterator[postgres.Cluster]:
    with postgres.cluster_or_skip() as running:
        yield running


def across(database: str, *, chosen_seeds: bool) -> Iterator[Across]:
    owner = LiveServer(database, chosen_seeds=chosen_seeds, lease=30).start()
    other = LiveServer(database, chosen_seeds=chosen_seeds, lease=30).start()
    try:
        yield Across(owner, other)
    finally:
        other.stop()
        owner.stop()


@pytest.fixture(scope="module")
def seeded(cluster: postgres.Cluster) -> Iterator[Across]:
    yield from across(cluster.database(), chosen_seeds=True)


@pytest.fixture(scope="module")
def unseeded(cluster: postgres.Cluster) -> Iterator[Across]:
    yield from across(cluster.database(), chosen_seeds=False)


@pytest.mark.parametrize("game", games.names())
def test_no_message_through_another_process_names_a_card_hidden_from_it(
    seeded: Across, game: str
) -> None:
    test_leak.test_no_message_to_a_seat_names_a_card_hidden_from_it(seeded, game)  # type: ignore[arg-type]
    assert seeded.other.hall.rooms == {}, "the other process forwarded; it played nothing"


@pytest.mark.parametrize("game", games.names())
def test_no_hidden_hand_can_be_rebuilt_through_another_process(unseeded: Across, game: str) -> None:
    test_attack.test_no_hidden_hand_of_a_running_table_can_be_rebuilt(unseeded, game)  # type: ignore[arg-type]
    assert unseeded.other.hall.rooms == {}, "the other process forwarded; it played nothing"
