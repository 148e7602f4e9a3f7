"""`sortie bot`: one seat of a table played from the command line until the game ends.

With --new it creates the table and prints ``table CODE`` first; with --table it sits at
a free seat (or rejoins the seat whose token it kept). It prints the result last and exits
0 when the game ends. A random bot picks among the legal moves the server sends its seat;
at a level it asks the server's search for its seat (the app's hint: the search sees the
seat's view only). --trace writes every message received, one JSON line each."""
from __future__ import annotations

import argparse
import asyncio
import json
import random
import sys

from .client import Seat, connect, token_for


def parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="sortie bot", description="Play one seat of an online table (docs/ONLINE.md).")
    p.add_argument("--server", required=True, metavar="URL", help="the table server, ws://HOST:PORT")
    which = p.add_mutually_exclusive_group(required=True)
    which.add_argument("--new", metavar="GAME", help="create a table of GAME")
    which.add_argument("--table", metavar="CODE", help="sit at the table CODE")
    p.add_argument("--players", type=int, default=None, metavar="N", help="with --new: how many players (Carrier Strike: 2 to 4)")
    p.add_argument("--seat", default=None, help="the seat to take (default: the first free one)")
    p.add_argument("--level", required=True, choices=("easy", "normal", "hard", "random"))
    p.add_argument("--computer", metavar="SEAT=LEVEL", action="append", default=[],
                   help="with --new: a seat the server's computer plays (repeat for several)")
    p.add_argument("--option", metavar="NAME=VALUE", action="append", default=[], help="with --new: a game option")
    p.add_argument("--seed", type=int, default=None, help="the random bot's own seed")
    p.add_argument("--trace", metavar="FILE", help="write every message received, one JSON line each")
    return p


def _value(text: str):
    for kind in (int,):
        try:
            return kind(text)
        except ValueError:
            pass
    return {"true": True, "false": False}.get(text.lower(), text)


RETRIES = 20   # refused moves a bot tries again at one move of the game before it only waits


class Bot:
    def __init__(self, level: str, rnd: random.Random, trace=None):
        self.level, self.rnd, self.trace = level, rnd, trace
        self.seat: str | None = None
        self.asked = -1   # the move number a move was sent for (one move per turn)
        self.last_turn: dict | None = None   # the last message that said whose turn it is
        self.retries = 0   # ... at the move ``turn_n`` (counted afresh at each move: session 59)
        self.turn_n = None

    async def on_message(self, msg: dict, send):
        if self.trace is not None:
            self.trace.write(json.dumps(msg) + "\n")
        kind = msg.get("kind")
        if kind in ("created", "seated"):
            self.seat = msg["seat"]
        elif kind == "table":
            self.seat = msg.get("you")
            self.asked = -1   # a new connection: the move sent before may be lost
            await self._turn(msg, send)
        elif kind in ("update", "undone"):   # a move played, or taken back: whose turn it is now
            await self._turn(msg, send)
        elif kind == "hint":
            await send({"kind": "move", "move": msg["move"], "n": msg["n"]})
        elif kind == "refused":
            print(f"refused: {msg.get('reason')}" + (f" ({msg['rule']})" if msg.get("rule") else ""), file=sys.stderr)
            if msg.get("about") == "version" or self.seat is None:   # no table to play at
                raise RuntimeError(msg["reason"])
            self.asked = -1
            if self.last_turn is not None and self.retries < RETRIES and not msg.get("stale"):
                self.retries += 1   # try the turn again a moment later (a newer turn may come first)
                asyncio.ensure_future(self._later(self.last_turn, send))
        elif kind == "end":
            if msg.get("winner_name"):
                return f"{msg['winner_name']} wins: {msg['how']}"
            return f"no winner: {msg['how']}"
        return None

    async def _later(self, msg: dict, send) -> None:
        await asyncio.sleep(0.2)
        if msg is self.last_turn:
            try:
                await self._turn(msg, send)
            except Exception:  # noqa: BLE001 - the connection went: the next one starts afresh
                pass

    async def _turn(self, msg: dict, send) -> None:
        self.last_turn = msg
        if msg.get("n") != self.turn_n:
            self.turn_n, self.retries = msg.get("n"), 0
        if msg.get("over") or msg.get("to_move") != self.seat or not msg.get("legal") or self.asked == msg["n"]:
            return
        self.asked = msg["n"]
        if self.level == "random":
            await send({"kind": "move", "move": self.rnd.choice(msg["legal"]), "n": msg["n"]})
        else:
            await send({"kind": "hint", "level": self.level})


def main(argv: list[str]) -> int:
    args = parser().parse_args(argv)
    if args.new:
        options = {}
        for item in args.option:
            name, _, text = item.partition("=")
            options[name] = _value(text)
        if args.players:
            options["players"] = args.players
        computer = dict(item.partition("=")[::2] for item in args.computer)
        first = {"kind": "create", "game": args.new, "options": options, "computer": computer}
        if args.seat:
            first["seat"] = args.seat
    else:
        first = {"kind": "sit", "table": args.table.upper()}
        if args.seat:
            first["seat"] = args.seat
            kept = token_for(args.server, args.table.upper(), args.seat)
            if kept:
                first = {"kind": "join", "table": args.table.upper(), "seat": args.seat, "token": kept}
    seat = Seat(args.server, first)
    trace = open(args.trace, "a", encoding="utf-8", buffering=1) if args.trace else None
    bot = Bot(args.level, random.Random(args.seed), trace)
    announced = []

    async def on_message(msg, send):
        if msg.get("kind") == "created" and not announced:
            print(f"table {msg['table']}", flush=True)
            announced.append(1)
        return await bot.on_message(msg, send)
    try:
        result = asyncio.run(connect(args.server, seat, on_message, log=lambda line: print(line, file=sys.stderr)))
    except RuntimeError as exc:
        print(f"sortie bot: {exc}", file=sys.stderr)
        return 2
    finally:
        if trace is not None:
            trace.close()
    print(result, flush=True)
    return 0
