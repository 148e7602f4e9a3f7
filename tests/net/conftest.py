"""A real table server process on 127.0.0.1 (a free port) and bots in the test's process.
Every server the tests start is killed by them (finally), every wait is bounded in time."""
from __future__ import annotations

import asyncio
import json
import os
import random
import select
import signal
import subprocess
import sys
import time

import pytest

from game.net import bot as botmod
from game.net.client import Seat, connect

SEED_BASE = 8675309   # distinctive: no message may hold it before the game's end
WAIT = 30.0           # seconds any one game of the tests may take at the most


class ServerProcess:
    def __init__(self, folder, port: int = 0):
        self.folder, self.port = folder, port
        self.proc = None

    def start(self) -> "ServerProcess":
        env = dict(os.environ, SORTIE_HOME=str(self.folder / "home"))
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "game", "serve", "--port", str(self.port), "--data", str(self.folder / "data"),
             "--seed-base", str(SEED_BASE)], stdout=subprocess.PIPE, stderr=open(self.folder / "server.log", "ab"),
            env=env, text=True)
        ready, _, _ = select.select([self.proc.stdout], [], [], WAIT)   # bounded: a server that hangs fails
        line = self.proc.stdout.readline() if ready else ""            # the server's first line: where it listens
        if "ws://" not in line:
            self.stop()
            raise AssertionError(f"the server did not start: {line!r}")
        self.port = int(line.split("ws://")[1].split()[0].rsplit(":", 1)[1])
        return self

    @property
    def url(self) -> str:
        return f"ws://127.0.0.1:{self.port}"

    def kill(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.proc.send_signal(signal.SIGKILL)
            self.proc.wait(10)

    def stop(self) -> None:
        self.kill()
        if self.proc is not None and self.proc.stdout:
            self.proc.stdout.close()

    def log(self) -> str:
        return (self.folder / "server.log").read_text(errors="replace")


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    srv = ServerProcess(tmp_path_factory.mktemp("server"))
    try:
        yield srv.start()
    finally:
        srv.stop()


class Traced(botmod.Bot):
    """A random bot that keeps every message it received (parsed) in ``got``; ``hook(self,
    msg, send)`` hears each before the bot acts on it."""

    def __init__(self, seed: int, hook=None):
        super().__init__("random", random.Random(seed))
        self.got: list[dict] = []
        self.hook = hook

    async def on_message(self, msg, send):
        self.got.append(msg)
        if self.hook is not None:
            await self.hook(self, msg, send)
        return await super().on_message(msg, send)


async def play(url: str, first: dict, bot: Traced, views: bool = False, wait: float = WAIT):
    """One bot's seat to the end of its game: the result line (bounded by ``wait``). ``views``:
    the bot asks for what the app receives (each message's view, each move's events)."""
    seat = Seat(url, first)
    return await asyncio.wait_for(connect(url, seat, bot.on_message, views=views), wait)


async def table_of(bot: Traced, limit: float = 10.0) -> str:
    """The code of the table ``bot`` created, once it has it."""
    end = time.monotonic() + limit
    while time.monotonic() < end:
        if any(msg.get("kind") == "table" for msg in bot.got):
            return next(msg["table"] for msg in bot.got if msg.get("kind") == "created")
        await asyncio.sleep(0.01)
    raise AssertionError("no table was created")


def game_between(url: str, game: str, options: dict, players: int, seed: int = 1, hooks=None, views=False,
                 wait: float = WAIT):
    """A complete game of ``players`` random bots: the bots (each with what it received,
    with the app's views and events when ``views``) and their result lines."""
    hooks = hooks or {}
    bots = [Traced(seed + i, hooks.get(i)) for i in range(players)]

    async def run():
        first = asyncio.ensure_future(play(url, {"kind": "create", "game": game, "options": options}, bots[0],
                                           views, wait))
        code = await table_of(bots[0])
        seats = next(m for m in bots[0].got if m["kind"] == "table")["seats"]   # bot i sits at seat i
        rest = [play(url, {"kind": "sit", "table": code, "seat": s["seat"]}, b, views, wait)
                for b, s in zip(bots[1:], seats[1:])]
        return await asyncio.gather(first, *rest)
    results = asyncio.run(run())
    return bots, results


def strings_in(msg) -> list[str]:
    """Every string value in a message, however deep."""
    if isinstance(msg, str):
        return [msg]
    if isinstance(msg, dict):
        return [s for v in msg.values() for s in strings_in(v)]
    if isinstance(msg, list):
        return [s for v in msg for s in strings_in(v)]
    return []


def raw(msg) -> str:
    return json.dumps(msg)
