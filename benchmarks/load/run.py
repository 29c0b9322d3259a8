"""Load benchmark of the table server (not a test): N bot-only tables plus M websocket clients on
loopback; prints actions/s and the p50/p99 action-to-update latency.

    python benchmarks/load/run.py          # 1,000 tables, 200 clients, 60 s: under 2 minutes

Each of the N tables is played by four bots pausing about ``--bot-delay`` seconds before each
action (a human-paced table). Each of the M clients sits at its own table with three bots (no
pause) and plays a random legal action ``--think`` seconds after its turn comes; its latency is
the time from sending the action to receiving the state that shows it. The server runs in a
child process (``python -m followsuit.server``) on a fresh SQLite file unless ``--url`` names a
running one. The target (issue 4): 1,000 tables and 200 clients on 2 cores, p99 <= 50 ms.

    python benchmarks/load/run.py --postgres               # one process on PostgreSQL
    python benchmarks/load/run.py --postgres --workers 2   # followsuit serve --workers 2

``--postgres`` starts a throwaway PostgreSQL cluster (as the tests do: Debian's postgresql);
``--database URL`` names one. With ``--workers N`` the counters are the sum over the workers
(each found in the database's ``servers`` table) and the CPU the whole process tree's.

    python benchmarks/load/run.py --postgres --workers 2 --roles   # a role each, row security

``--roles`` (with ``--postgres --workers N``) sets the throwaway database up as its owner would
(``python -m followsuit.server.roles --workers N load``): row security on, and the workers
connect as ``load_1`` ... ``load_N``.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import os
import random
import shutil
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import websockets

TARGET_P99_MS = 50.0


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
        return port


def http(base: str, method: str, path: str, body: Any = None) -> Any:
    data = json.dumps(body).encode() if body is not None else None
    request = urllib.request.Request(
        base + path, data=data, method=method, headers={"Content-Type": "application/json"}
    )
    with urllib.request.urlopen(request, timeout=60) as response:
        return json.loads(response.read())


def start_server(database: Path | str, workers: int | None) -> tuple[subprocess.Popen[bytes], str]:
    port = free_port()
    command = [sys.executable, "-m", "followsuit.server", "--port", str(port)]
    command += ["--database", str(database)]
    if workers is not None:
        command += ["--workers", str(workers)]
    process = subprocess.Popen(command, stdout=subprocess.DEVNULL)
    base = f"http://127.0.0.1:{port}"
    for _ in range(300):
        try:
            http(base, "GET", "/api/stats")
            return process, base
        except OSError:
            if process.poll() is not None:
                break
            time.sleep(0.1)
    raise SystemExit("the server did not start")


def cpu_seconds(pid: int) -> float:
    """User + system CPU time of a process and its children still running (Linux)."""
    total = 0.0
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            fields = (entry / "stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        if int(entry.name) == pid or int(fields[1]) == pid:
            total += (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    return total


def worker_bases(database: str | None) -> list[str]:
    """The addresses of the live processes sharing ``database`` (from its servers table)."""
    if database is None:
        return []
    import sqlalchemy as sa

    engine = sa.create_engine(database)
    try:
        with engine.connect() as conn:
            now = "extract(epoch from clock_timestamp())"
            query = sa.text(f"SELECT address FROM servers WHERE expires >= {now}")
            rows = conn.execute(query).all()
        return [row.address for row in rows]
    finally:
        engine.dispose()


def stats(base: str, workers: list[str]) -> dict[str, Any]:
    """The server's counters; with workers, summed over them."""
    if not workers:
        found: dict[str, Any] = http(base, "GET", "/api/stats")
        return found
    total: dict[str, Any] = {}
    for address in workers:
        for key, value in http(address, "GET", "/api/stats").items():
            total[key] = total.get(key, 0) + value
    return total


def load_average() -> str:
    try:
        one, five, fifteen = os.getloadavg()
    except OSError:  # pragma: no cover - not on Linux
        return "unknown"
    return f"{one:.2f}, {five:.2f}, {fifteen:.2f}"


def percentile(sorted_values: list[float], q: float) -> float:
    return sorted_values[min(len(sorted_values) - 1, int(q * len(sorted_values)))]


async def client(
    base: str, game: str, think: float, stop: float, rng: random.Random, latencies: list[float]
) -> int:
    """One person at a table with three bots: acts when it is their turn; returns actions."""
    created = await asyncio.to_thread(
        http,
        base,
        "POST",
        "/api/tables",
        {
            "game": game,
            "seats": ["you", "bot", "bot", "bot"],
            "settings": {"bot_delay": 0, "deal_pause": 0, "grace": 3600},
        },
    )
    url = base.replace("http", "ws") + f"/ws/{created['table']}?token={created['token']}"
    acted = 0
    async with websockets.connect(url, max_size=2**22) as ws:
        waiting_for: int | None = None
        sent_at = 0.0
        while time.time() < stop:
            try:
                raw = await asyncio.wait_for(ws.recv(), timeout=max(0.1, stop - time.time()))
            except TimeoutError:
                break
            message = json.loads(raw)
            if message.get("type") != "state":
                waiting_for = None
                continue
            if waiting_for is not None and message["state_id"] >= waiting_for:
                latencies.append(time.perf_counter() - sent_at)
                waiting_for = None
            view = message["view"]
            if view["to_act"] == message["seat"] and view["legal"] and waiting_for is None:
                await asyncio.sleep(think * rng.uniform(0.5, 1.5))
                if time.time() >= stop:
                    break
                waiting_for = message["state_id"] + 1
                sent_at = time.perf_counter()
                await ws.send(
                    json.dumps(
                        {"action": rng.choice(view["legal"]), "state_id": message["state_id"]}
                    )
                )
                acted += 1
    return acted


def create_bot_tables(base: str, games: list[str], count: int, bot_delay: float) -> None:
    """The bot-only tables, created a few at a time (each starts playing at once)."""

    def create(index: int) -> None:
        http(
            base,
            "POST",
            "/api/tables",
            {
                "game": games[index % len(games)],
                "seats": ["bot"] * 4,
                "start": "now",
                "settings": {"bot_delay": bot_delay, "deal_pause": 0},
            },
        )

    with ThreadPoolExecutor(max_workers=4) as pool:
        list(pool.map(create, range(count)))


async def watch_backlog(base: str, workers: list[str], stop: float, samples: list[int]) -> None:
    """How many bot turns are due and not yet run, twice a second."""
    while time.time() < stop - 0.5:
        await asyncio.sleep(0.5)
        found = await asyncio.to_thread(stats, base, workers)
        samples.append(int(found.get("bots_waiting", 0)))


async def main_async(
    args: argparse.Namespace, base: str, pid: int | None, database: str | None
) -> bool:
    workers: list[str] = []
    if args.workers:
        deadline = time.time() + 60
        while len(workers) < args.workers:
            if time.time() > deadline:
                raise SystemExit(f"{args.workers} workers did not start")
            time.sleep(0.2)
            workers = worker_bases(database)
        print(f"{len(workers)} workers: {', '.join(workers)}", flush=True)
    names = [g["name"] for g in http(base, "GET", "/api/games")]
    chosen = names if args.game == "all" else [args.game]
    print(f"load average before: {load_average()}", flush=True)
    print(f"creating {args.tables} bot tables ({', '.join(chosen)}) ...", flush=True)
    began = time.time()
    await asyncio.to_thread(create_bot_tables, base, chosen, args.tables, args.bot_delay)
    print(f"  created in {time.time() - began:.1f} s", flush=True)
    await asyncio.sleep(max(args.bot_delay, 1.0))  # every table has acted: the steady state
    before = stats(base, workers)
    cpu_before = cpu_seconds(pid) if pid else 0.0
    started = time.time()
    stop = started + args.seconds
    latencies: list[float] = []
    backlog: list[int] = []
    rng = random.Random(args.seed)
    print(f"{args.clients} clients playing for {args.seconds:g} s ...", flush=True)
    tasks = [
        asyncio.create_task(
            client(
                base,
                chosen[i % len(chosen)],
                args.think,
                stop,
                random.Random(rng.random()),
                latencies,
            )
        )
        for i in range(args.clients)
    ]
    watcher = asyncio.create_task(watch_backlog(base, workers, stop, backlog))
    acted = sum(await asyncio.gather(*tasks))
    await watcher
    elapsed = time.time() - started
    after = stats(base, workers)
    cpu = (cpu_seconds(pid) - cpu_before) if pid else float("nan")
    actions = after["actions"] - before["actions"]
    bot_actions = after["bot_actions"] - before["bot_actions"]
    print()
    print(
        f"tables: {args.tables} bot-only (bot delay {args.bot_delay:g} s) + {args.clients} "
        f"client tables; cores: {os.cpu_count()}; load average after: {load_average()}"
    )
    print(
        f"actions/s (server, all tables): {actions / elapsed:.0f}  "
        f"(bots {bot_actions / elapsed:.0f}, clients {acted / elapsed:.1f})"
    )
    print(
        f"messages/s sent: {(after['messages'] - before['messages']) / elapsed:.0f}; "
        f"commits/s: {(after['commits'] - before['commits']) / elapsed:.0f}; "
        f"bot turns due and waiting: max {max(backlog, default=0)}"
    )
    print(f"server CPU: {cpu / elapsed * 100:.0f}% of one core ({args.workers or 1} process(es))")
    if not latencies:
        print("no client action completed")
        return False
    ms = sorted(x * 1000 for x in latencies)
    p99 = percentile(ms, 0.99)
    print(
        f"action-to-update latency over {len(ms)} client actions: "
        f"p50 {percentile(ms, 0.50):.1f} ms, p90 {percentile(ms, 0.90):.1f} ms, "
        f"p99 {p99:.1f} ms, max {ms[-1]:.1f} ms"
    )
    meets = p99 <= TARGET_P99_MS
    print(f"target p99 <= {TARGET_P99_MS:g} ms: {'meets' if meets else 'misses'}")
    return meets


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--tables", type=int, default=1000, help="bot-only tables")
    parser.add_argument("--clients", type=int, default=200, help="websocket clients")
    parser.add_argument("--seconds", type=float, default=60, help="how long the clients play")
    parser.add_argument("--bot-delay", type=float, default=1.0, help="bot tables' pause")
    parser.add_argument("--think", type=float, default=1.0, help="client's pause before acting")
    parser.add_argument("--game", default="spades", help="a game name, or 'all'")
    parser.add_argument("--url", default=None, help="a running server (else one is started)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--database", default=None, help="a database URL (PostgreSQL)")
    parser.add_argument(
        "--postgres", action="store_true", help="start a throwaway PostgreSQL cluster"
    )
    parser.add_argument("--workers", type=int, default=None, help="serve --workers N")
    parser.add_argument(
        "--roles", action="store_true", help="with --postgres --workers: a role each (RLS)"
    )
    args = parser.parse_args()
    process = None
    pid = None
    scratch = None
    with contextlib.ExitStack() as stack:
        database: str | None = args.database
        if args.postgres:
            sys.path.insert(0, str(Path(__file__).parents[2] / "tests" / "server"))
            import postgres  # the tests' throwaway cluster

            cluster = stack.enter_context(postgres.throwaway_cluster())
            database = cluster.database()
        if args.workers and database is None:
            raise SystemExit("--workers needs --postgres or --database postgresql+psycopg://...")
        served = database
        if args.roles:
            if not (args.postgres and args.workers):
                raise SystemExit("--roles needs --postgres and --workers N")
            secured = cluster.secured()
            secured.grant("load", *[f"load_{i}" for i in range(1, args.workers + 1)])
            database, served = secured.owner, secured.url_as("load")
        if args.url:
            base = args.url.rstrip("/")
        else:
            scratch = Path(tempfile.mkdtemp(prefix="followsuit-load-"))
            process, base = start_server(served or scratch / "tables.sqlite3", args.workers)
            pid = process.pid
        try:
            asyncio.run(main_async(args, base, pid, database))
        finally:
            if process is not None:
                process.terminate()
                process.wait(timeout=30)
            if scratch is not None:
                shutil.rmtree(scratch, ignore_errors=True)


if __name__ == "__main__":
    main()
