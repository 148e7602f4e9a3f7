"""The online figure of tools/bench.py (`--only online`): tables served at once by one
`sortie serve` process on this machine, each moved by scripted clients on the loopback
address, a move every INTERVAL seconds a table; the round trip of each move (sent, until its
own update is back) and the server's memory a table. Beside it the baseline: the same moves
played in-process (Table.play and the messages it makes, no network).

    python tools/bench.py --only online                 500 tables for 30 s
    python tools/bench_online.py --tables 50 --seconds 10

Every connection goes to 127.0.0.1 only; the run ends by itself and kills its server."""
from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

GAME = "steam-torpedo"   # two seats, a position of moderate size
INTERVAL = 2.0           # seconds between two moves of one table (the scripted clients)


def rss_kib(pid: int) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    return 0


async def _seat(url: str, first: dict, rtts: list, clock: dict, ready: asyncio.Event | None, codes: list,
                rnd: random.Random, started: asyncio.Event):
    import websockets

    from game.net.protocol import VERSION
    async with websockets.connect(url, max_size=4 * 1024 * 1024, open_timeout=60) as ws:
        await ws.send(json.dumps({"kind": "hello", "version": VERSION}))
        await ws.recv()
        await ws.send(json.dumps(first))
        me, sent_at, next_move = None, None, None
        while time.monotonic() < clock["stop"]:
            try:
                msg = json.loads(await asyncio.wait_for(ws.recv(), 1.0))
            except asyncio.TimeoutError:
                continue
            kind = msg["kind"]
            if kind in ("created", "seated"):
                me = msg["seat"]
                if kind == "created":
                    codes.append(msg["table"])
                    ready.set()
                continue
            if kind == "end":
                break
            if kind not in ("table", "update"):
                continue
            if sent_at is not None and kind == "update" and msg["by"] == me:
                if started.is_set():
                    rtts.append(time.perf_counter() - sent_at)
                sent_at = None
            if msg.get("to_move") == me and msg.get("legal"):
                await started.wait()
                now = time.monotonic()
                next_move = max(now, next_move or now + rnd.random() * INTERVAL)
                await asyncio.sleep(next_move - now)
                next_move += INTERVAL
                if time.monotonic() >= clock["stop"]:
                    break
                sent_at = time.perf_counter()
                await ws.send(json.dumps({"kind": "move", "move": rnd.choice(msg["legal"]), "n": msg["n"]}))


async def _drive(url: str, tables: int, seconds: float, pid: int) -> tuple[list, int, int]:
    rtts: list = []
    started = asyncio.Event()
    clock = {"stop": float("inf")}   # set when the moves start
    rnd = random.Random(1)
    tasks = []
    before = 0
    for k in range(tables):   # each table: its creator, then the second seat
        if k == 1:
            await asyncio.sleep(0.5)
            before = rss_kib(pid)   # after the first table: the rules and their data are loaded
        ready, codes = asyncio.Event(), []
        tasks.append(asyncio.ensure_future(_seat(url, {"kind": "create", "game": GAME}, rtts, clock, ready, codes,
                                                 random.Random(rnd.random()), started)))
        await ready.wait()
        tasks.append(asyncio.ensure_future(_seat(url, {"kind": "sit", "table": codes[0]}, rtts, clock, None, [],
                                                 random.Random(rnd.random()), started)))
    await asyncio.sleep(1.0)
    after = rss_kib(pid)
    clock["stop"] = time.monotonic() + seconds
    started.set()
    await asyncio.sleep(seconds)
    peak = rss_kib(pid)
    done, pending = await asyncio.wait(tasks, timeout=30)   # each ends by itself within a second or two
    for t in pending:
        t.cancel()
    await asyncio.gather(*tasks, return_exceptions=True)
    return rtts, before, max(after, peak)


def in_process_ms(moves: int = 2000) -> float:
    """The baseline: a move played at a table in-process, with the messages to both seats."""
    from game.net.protocol import dumps
    from game.net.table import Table
    rnd = random.Random(2)
    cpu, n = 0.0, 0
    while n < moves:
        table = Table.new("BENCH0", GAME, {}, {}, seed=rnd.randrange(1 << 30))
        game = table.game
        while not table.over() and n < moves:
            move = rnd.choice(game.legal_notations())
            t = time.perf_counter()
            table.play(game.to_move(), move, len(game.history))
            for seat in game.players:
                dumps(table.update(seat, len(game.history) - 1))
            cpu += time.perf_counter() - t
            n += 1
    return cpu / n * 1000


def measure(tables: int, seconds: float) -> dict:
    folder = Path(tempfile.mkdtemp(prefix="sortie-bench-online-"))
    env = dict(os.environ, SORTIE_HOME=str(folder / "home"))
    proc = subprocess.Popen([sys.executable, "-m", "game", "serve", "--port", "0", "--data", str(folder / "data")],
                            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, env=env)
    try:
        line = proc.stdout.readline()
        url = line.split()[2]
        rtts, before, after = asyncio.run(asyncio.wait_for(_drive(url, tables, seconds, proc.pid), seconds + 600))
    finally:
        proc.send_signal(signal.SIGKILL)
        proc.wait(10)
    rtts.sort()
    p = (lambda q: rtts[min(len(rtts) - 1, int(q * len(rtts)))] * 1000) if rtts else (lambda q: float("nan"))
    return {"moves": len(rtts), "p50": p(0.50), "p99": p(0.99), "kib_per_table": (after - before) / max(1, tables - 1),
            "baseline_ms": in_process_ms()}


def report(row, tables: int = 500, seconds: float = 30.0) -> None:
    r = measure(tables, seconds)
    row(f"online: move round trip p99, {tables} tables ({r['moves']} moves, p50 {r['p50']:.1f} ms)", r["p99"],
        "ms", "< 50", r["baseline_ms"], "in-process ms", lambda v, ratio: v < 50)
    row(f"online: server memory a table ({tables} tables)", r["kib_per_table"], "KiB", "< 200", None, "",
        lambda v, ratio: v < 200)


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--tables", type=int, default=500)
    p.add_argument("--seconds", type=float, default=30.0)
    args = p.parse_args(argv)
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    from bench import row
    report(row, args.tables, args.seconds)
    return 0


if __name__ == "__main__":
    sys.exit(main())
