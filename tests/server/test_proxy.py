"""Three server processes behind nginx, configured by deploy/nginx/followsuit.conf (issue 33):
friends at one table, each reaching whichever process nginx picks, play a whole deal; kill -9
the process holding the table mid-deal: another takes it over with every accepted action, the
seats reconnect through nginx, and the deal is played out. Skipped, saying why, without
PostgreSQL or Debian's nginx."""

from __future__ import annotations

import re
import shutil
import subprocess
import tempfile
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from pathlib import Path

import postgres
import pytest
from scenarios import http, store_of
from serving import ServerProcess, free_port
from spread import Entry, play_a_deal_across, shared

from followsuit import games
from followsuit.server.leases import Leases

pytestmark = [pytest.mark.xdist_group("proxy"), pytest.mark.slow]

SHIPPED = Path(__file__).parents[2] / "deploy" / "nginx" / "followsuit.conf"
NGINX = shutil.which("nginx") or "/usr/sbin/nginx"
NGINX_NEEDED = (NGINX, "Debian's nginx is missing (apt-get install -y nginx)")


@pytest.fixture(scope="module")
def cluster() -> Iterator[postgres.Cluster]:
    with postgres.cluster_or_skip(NGINX_NEEDED) as running:
        yield running


def configured(ports: list[int], listen: int) -> str:
    """The shipped configuration with the test's ports: its upstream and its listen line."""
    text = SHIPPED.read_text()
    servers = re.findall(r"^\s*server 127\.0\.0\.1:\d+ .*;$", text, flags=re.MULTILINE)
    assert len(servers) == len(ports), "the shipped upstream lists three processes"
    for line, port in zip(servers, ports, strict=True):
        text = text.replace(line, re.sub(r":\d+", f":{port}", line, count=1), 1)
    return text.replace("listen 80;", f"listen 127.0.0.1:{listen};")


class Nginx:
    """nginx in the foreground, its files in a temporary directory."""

    def __init__(self, site: str) -> None:
        self.home = Path(tempfile.mkdtemp(prefix="followsuit-nginx-"))
        (self.home / "site.conf").write_text(site)
        temp = self.home / "temp"
        temp.mkdir()
        (self.home / "nginx.conf").write_text(
            f"""
worker_processes 1;
pid {self.home}/nginx.pid;
error_log {self.home}/error.log warn;
events {{ worker_connections 256; }}
http {{
    access_log off;
    client_body_temp_path {temp}/body;
    proxy_temp_path {temp}/proxy;
    fastcgi_temp_path {temp}/fastcgi;
    uwsgi_temp_path {temp}/uwsgi;
    scgi_temp_path {temp}/scgi;
    include {self.home}/site.conf;
}}
"""
        )
        self.process = subprocess.Popen(
            [NGINX, "-p", str(self.home), "-c", str(self.home / "nginx.conf"), "-g", "daemon off;"],
            stderr=subprocess.PIPE,
        )

    def stop(self) -> None:
        if self.process.poll() is None:
            self.process.terminate()
            self.process.wait(timeout=20)
        shutil.rmtree(self.home, ignore_errors=True)


def test_friends_behind_nginx_play_a_deal_through_a_kill_of_its_owner(
    cluster: postgres.Cluster,
) -> None:
    database = cluster.database()
    servers = [shared(database, 3.0) for _ in range(3)]
    proxy_port = free_port()
    nginx = Nginx(configured([s.port for s in servers], proxy_port))
    base = f"http://127.0.0.1:{proxy_port}"
    try:
        deadline = time.time() + 20
        while True:
            try:
                with urllib.request.urlopen(base + "/api/stats", timeout=2):
                    break
            except (urllib.error.URLError, OSError):
                assert nginx.process.poll() is None, nginx.process.stderr
                assert time.time() < deadline, "nginx did not start"
                time.sleep(0.1)
        by_port = {s.port: s for s in servers}
        killed: list[ServerProcess] = []

        def kill_the_owner(table: str) -> None:
            store = store_of(database)
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
        store = store_of(database)
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
