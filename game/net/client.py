"""A client's side of a table: its seats' tokens kept in the user folder, and one
connection to a table server that says hello, sits or rejoins, and comes back by itself
(with backoff) when the connection drops."""
from __future__ import annotations

import asyncio
import json
import os
import random
import time

from .. import paths
from .protocol import BURST, MAX_SERVER_MESSAGE, RATE, VERSION, Allowance, dumps

BACKOFF_FIRST, BACKOFF_MOST = 0.2, 5.0   # seconds between tries to reconnect, doubling
TRIES = 40                               # tries in a row before a client gives up


class Pace(Allowance):
    """A connection's sending kept under the server's limit (protocol.RATE messages a second on
    average, BURST at once: more are refused, and a connection refused too often is closed):
    a client that would send faster waits instead. Two random bots answer each other's moves
    at once, faster than the limit on a quiet machine (tests/net/test_net_watch.py lost a game
    so in session 59); with a margin under both."""

    def __init__(self, rate: float = RATE * 0.9, burst: float = BURST / 2, clock=time.monotonic):
        super().__init__(rate, burst, clock)

    async def wait(self) -> None:
        """Return when one more message may be sent, and count it."""
        if not self.take():
            await asyncio.sleep(self.short())
            self.take(anyway=True)


def tokens_file():
    return paths.data_dir() / "online" / "seats.json"


def load_tokens() -> dict:
    try:
        data = json.loads(tokens_file().read_text(encoding="utf-8"))
        return data if isinstance(data, dict) else {}
    except (OSError, ValueError):
        return {}


def keep_token(server: str, table: str, seat: str, token: str) -> None:
    """Keep a seat's token in the user folder (readable by its owner only)."""
    from ..session.saves import write_atomic
    data = load_tokens()
    data[f"{server} {table} {seat}"] = token
    path = tokens_file()
    path.parent.mkdir(parents=True, exist_ok=True)
    write_atomic(path, json.dumps(data, indent=1).encode())
    try:
        os.chmod(path, 0o600)
    except OSError:
        pass


def token_for(server: str, table: str, seat: str) -> str | None:
    return load_tokens().get(f"{server} {table} {seat}")


class Seat:
    """One seat at a table seen from a client: ``first`` is what to ask on connecting
    (create, sit or join), and after the first answer the token to rejoin with."""

    def __init__(self, server: str, first: dict):
        self.server, self.first = server, first
        self.table: str | None = first.get("table")
        self.seat: str | None = first.get("seat")
        self.token: str | None = first.get("token")

    def opening(self) -> dict:
        if self.token:
            return {"kind": "join", "table": self.table, "seat": self.seat, "token": self.token}
        return self.first

    def took(self, msg: dict) -> None:
        """A created or seated answer: the seat and its token, kept."""
        self.table, self.seat, self.token = msg["table"], msg["seat"], msg["token"]
        keep_token(self.server, self.table, self.seat, self.token)


async def connect(url: str, seat: Seat, on_message, rnd: random.Random | None = None, log=None, views: bool = False):
    """Connect, say hello, open the seat, and hand every message to ``on_message(msg,
    send)`` until it returns something other than None, which this returns. A dropped
    connection is tried again after a pause that doubles up to BACKOFF_MOST, up to TRIES
    times in a row; a refusal of the protocol version ends it (RuntimeError). ``views``: the
    server adds each message's view of the board (the app draws from it, wire.py)."""
    import websockets
    rnd = rnd or random.Random()
    pause, tries = BACKOFF_FIRST, 0
    while True:
        try:
            async with websockets.connect(url, max_size=MAX_SERVER_MESSAGE, open_timeout=5) as ws:
                hello = {"kind": "hello", "version": VERSION, "client": "sortie"}
                if views:
                    hello["views"] = True
                await ws.send(dumps(hello))
                welcome = json.loads(await ws.recv())
                if welcome.get("kind") != "welcome":
                    raise RuntimeError(welcome.get("reason", "the server refused the connection"))
                await ws.send(dumps(seat.opening()))
                pause, tries = BACKOFF_FIRST, 0

                pace = Pace()

                async def send(msg: dict) -> None:
                    await pace.wait()
                    await ws.send(dumps(msg))
                send.ws = ws   # the connection itself (tests cut it)
                async for raw in ws:
                    msg = json.loads(raw)
                    if msg.get("kind") in ("created", "seated"):
                        seat.took(msg)
                    result = await on_message(msg, send)
                    if result is not None:
                        return result
        except (OSError, asyncio.TimeoutError, EOFError) as exc:
            why = exc
        except Exception as exc:  # noqa: BLE001 - websockets' ConnectionClosed and its kin
            if not type(exc).__module__.startswith("websockets"):
                raise
            why = exc
        tries += 1
        if tries > TRIES:
            raise RuntimeError(f"the server at {url} cannot be reached: {why}")
        if log is not None:
            log(f"connection lost ({why}); trying again in {pause:.1f} s")
        await asyncio.sleep(pause * (0.8 + 0.4 * rnd.random()))
        pause = min(BACKOFF_MOST, pause * 2)
