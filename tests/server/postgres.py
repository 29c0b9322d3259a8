"""A throwaway PostgreSQL cluster for tests: initdb into a temporary directory, a server on
127.0.0.1 and a free port (and a unix socket in the same directory), fresh databases in it, all
removed afterwards. :meth:`Cluster.secured` makes a database whose row security keeps the
server processes apart (server/roles.py), with a role of its own for each.

PostgreSQL refuses to run as root, so as root the cluster runs as the ``postgres`` user (which
Debian's ``postgresql`` package creates) through ``runuser``. :func:`unavailable` says why a
cluster cannot be had here (no binaries, no driver, no user to run it as), for a skip.
"""

from __future__ import annotations

import contextlib
import glob
import importlib.util
import os
import pwd
import shutil
import subprocess
import tempfile
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from serving import free_port

DATABASE = "followsuit"
USER = "followsuit"


def binaries() -> Path | None:
    """The directory holding initdb and pg_ctl: $FOLLOWSUIT_PG_BIN, Debian's versioned
    directory (newest first), or the PATH."""
    given = os.environ.get("FOLLOWSUIT_PG_BIN")
    candidates = [given] if given else []
    candidates += sorted(
        glob.glob("/usr/lib/postgresql/*/bin"),
        key=lambda p: int(Path(p).parent.name) if Path(p).parent.name.isdigit() else 0,
        reverse=True,
    )
    on_path = shutil.which("initdb")
    if on_path:
        candidates.append(str(Path(on_path).parent))
    for directory in candidates:
        if (Path(directory) / "initdb").exists() and (Path(directory) / "pg_ctl").exists():
            return Path(directory)
    return None


def driver() -> str | None:
    """The SQLAlchemy dialect+driver to use: psycopg (3), else psycopg2."""
    if importlib.util.find_spec("psycopg") is not None:
        return "postgresql+psycopg"
    if importlib.util.find_spec("psycopg2") is not None:
        return "postgresql+psycopg2"
    return None


def run_as() -> str | None:
    """The user the cluster runs as: ourselves, or ``postgres`` when we are root."""
    if os.geteuid() != 0:
        return pwd.getpwuid(os.geteuid()).pw_name
    with contextlib.suppress(KeyError):
        return pwd.getpwnam("postgres").pw_name
    return None


def unavailable() -> str | None:
    """Why no throwaway cluster can be started here (None: it can)."""
    if binaries() is None:
        return (
            "PostgreSQL's initdb and pg_ctl are missing "
            "(apt-get install -y postgresql, or set FOLLOWSUIT_PG_BIN)"
        )
    if driver() is None:
        return "no PostgreSQL driver for SQLAlchemy (pip install 'psycopg[binary]')"
    if run_as() is None:
        return "running as root and there is no 'postgres' user to run PostgreSQL as"
    if os.geteuid() == 0 and shutil.which("runuser") is None:
        return "running as root and runuser is missing to run PostgreSQL as 'postgres'"
    return None


def _command(user: str, *argv: str) -> list[str]:
    if os.geteuid() == 0:
        return ["runuser", "-u", user, "--", *argv]
    return list(argv)


def _run(user: str, *argv: str) -> None:
    done = subprocess.run(_command(user, *argv), capture_output=True, text=True, timeout=120)
    if done.returncode != 0:
        raise RuntimeError(f"{' '.join(argv)} failed ({done.returncode}): {done.stderr.strip()}")


class Cluster:
    """A running throwaway cluster: :meth:`database` creates a fresh database in it."""

    def __init__(self, bin_dir: Path, user: str, dialect: str, home: Path, port: int) -> None:
        self.bin_dir = bin_dir
        self.user = user
        self.dialect = dialect
        self.home = home
        self.port = port
        self.created = 0
        self.roles = 0

    def database(self) -> str:
        """A new, empty database; its SQLAlchemy URL (TCP on 127.0.0.1)."""
        self.created += 1
        name = f"{DATABASE}{self.created}"
        deadline = time.time() + 30
        while True:
            try:
                _run(
                    self.user,
                    str(self.bin_dir / "createdb"),
                    "--host",
                    str(self.home),
                    "--port",
                    str(self.port),
                    "--username",
                    USER,
                    name,
                )
                break
            except RuntimeError:
                if time.time() > deadline:
                    raise
                time.sleep(0.2)
        return f"{self.dialect}://{USER}@127.0.0.1:{self.port}/{name}"

    def secured(self) -> Secured:
        """A new database with the server's tables and their row security, made by its
        owner (``python -m followsuit.server.roles`` does the same)."""
        import sqlalchemy as sa

        from followsuit.server import roles

        owner = self.database()
        engine = sa.create_engine(owner)
        try:
            roles.secure(engine)
        finally:
            engine.dispose()
        return Secured(owner, self)

    def role_name(self) -> str:
        """A role name not yet used in the cluster (roles are the cluster's, not a
        database's)."""
        self.roles += 1
        return f"server{self.roles}"


@dataclass
class Secured:
    """A database whose row security keeps server processes apart: ``owner`` is its owner's
    URL (the cluster's superuser: it reads every row, as a test's checks need)."""

    owner: str
    cluster: Cluster

    def grant(self, *names: str) -> None:
        """Make each of ``names`` a server's role (server/roles.py's grant)."""
        import sqlalchemy as sa

        from followsuit.server import roles

        engine = sa.create_engine(self.owner)
        try:
            roles.grant(engine, names)
        finally:
            engine.dispose()

    def url_as(self, name: str) -> str:
        """The database's URL for role ``name`` (no password: the cluster trusts loopback)."""
        return self.owner.replace(f"//{USER}@", f"//{name}@", 1)

    def role(self) -> str:
        """A new server role, for one process: its URL."""
        name = self.cluster.role_name()
        self.grant(name)
        return self.url_as(name)


@contextlib.contextmanager
def throwaway_cluster() -> Iterator[Cluster]:
    """Start a cluster (initdb, pg_ctl start); stop it and delete its files afterwards.

    The cluster runs with fsync off: what the tests check is the server's order (stored,
    then acknowledged) and its replay, not PostgreSQL's own crash safety.
    """
    reason = unavailable()
    if reason:
        raise RuntimeError(reason)
    bin_dir, user, dialect = binaries(), run_as(), driver()
    assert bin_dir is not None and user is not None and dialect is not None
    # Not under pytest's tmp_path: its parents are private to root, and the cluster runs as
    # another user.
    home = Path(tempfile.mkdtemp(prefix="followsuit-pg-"))
    data = home / "data"
    port = free_port()
    try:
        if os.geteuid() == 0:
            entry = pwd.getpwnam(user)
            os.chown(home, entry.pw_uid, entry.pw_gid)
        os.chmod(home, 0o700)
        _run(
            user,
            str(bin_dir / "initdb"),
            "--pgdata",
            str(data),
            "--username",
            USER,
            "--auth",
            "trust",  # a private cluster on loopback, deleted afterwards
            "--encoding",
            "UTF8",
            "--no-sync",
        )
        options = (
            f"-c listen_addresses=127.0.0.1 -c port={port} -c unix_socket_directories={home} "
            "-c fsync=off -c full_page_writes=off -c max_connections=40"
        )
        _run(
            user,
            str(bin_dir / "pg_ctl"),
            "--pgdata",
            str(data),
            "--log",
            str(home / "server.log"),
            "--options",
            options,
            "--wait",
            "--timeout",
            "60",
            "start",
        )
        try:
            yield Cluster(bin_dir, user, dialect, home, port)
        finally:
            _run(
                user, str(bin_dir / "pg_ctl"), "--pgdata", str(data), "--mode", "immediate", "stop"
            )
    finally:
        shutil.rmtree(home, ignore_errors=True)


@contextlib.contextmanager
def cluster_or_skip(*needs: tuple[str, str]) -> Iterator[Cluster]:
    """A throwaway cluster for a test module's fixture, or the module skipped saying what is
    missing: a cluster here (:func:`unavailable`), or one of ``needs`` ((program, reason):
    a program that must exist, and the skip's words when it does not)."""
    import pytest

    reason = unavailable()
    if reason:
        pytest.skip(reason)
    for program, missing in needs:
        if not os.path.exists(program):
            pytest.skip(missing)
    with throwaway_cluster() as running:
        yield running
