"""nginx in front of server processes for tests, configured by the shipped
deploy/nginx/followsuit.conf with the test's ports: :class:`Nginx` runs it in the foreground,
its files in a temporary directory, and :meth:`Nginx.wait` waits until it answers."""

from __future__ import annotations

import re
import shutil
import subprocess
import tempfile
import time
import urllib.error
import urllib.request
from pathlib import Path

SHIPPED = Path(__file__).parents[2] / "deploy" / "nginx" / "followsuit.conf"
NGINX = shutil.which("nginx") or "/usr/sbin/nginx"
NGINX_NEEDED = (NGINX, "Debian's nginx is missing (apt-get install -y nginx)")
"""For :func:`postgres.cluster_or_skip`: the program, and the skip's words without it."""


def configured(ports: list[int], listen: int) -> str:
    """The shipped configuration with the test's ports: its upstream and its listen line."""
    text = SHIPPED.read_text()
    servers = re.findall(r"^\s*server 127\.0\.0\.1:\d+ .*;$", text, flags=re.MULTILINE)
    assert len(servers) == len(ports), "the shipped upstream lists three processes"
    for line, port in zip(servers, ports, strict=True):
        text = text.replace(line, re.sub(r":\d+", f":{port}", line, count=1), 1)
    return text.replace("listen 80;", f"listen 127.0.0.1:{listen};")


class Nginx:
    """nginx in the foreground on 127.0.0.1:``listen``, in front of ``ports``."""

    def __init__(self, ports: list[int], listen: int) -> None:
        self.base = f"http://127.0.0.1:{listen}"
        self.ws_base = f"ws://127.0.0.1:{listen}"
        self.home = Path(tempfile.mkdtemp(prefix="followsuit-nginx-"))
        (self.home / "site.conf").write_text(configured(ports, listen))
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

    def wait(self, within: float = 20) -> Nginx:
        """Once nginx answers (a server's ``/api/stats`` through it)."""
        deadline = time.time() + within
        while True:
            try:
                with urllib.request.urlopen(self.base + "/api/stats", timeout=2):
                    return self
            except (urllib.error.URLError, OSError):
                assert self.process.poll() is None, self.process.stderr
                assert time.time() < deadline, "nginx did not start"
                time.sleep(0.1)

    def stop(self) -> None:
        if self.process.poll() is None:
            self.process.terminate()
            self.process.wait(timeout=20)
        shutil.rmtree(self.home, ignore_errors=True)
