"""What a table server refuses, while the table plays on (issue 29): another seat's move,
an illegal move (with the rules' reason and rule, as in the app), a stale move, wrong
tokens, a spectator's move, garbage, binary, oversized messages, a flood and another
protocol version. Then the computer's seat, and the command line's bot."""
from __future__ import annotations

import asyncio
import json
import subprocess
import sys

import websockets

from conftest import Traced, play, table_of
from game.net.protocol import MAX_MESSAGE, VERSION


async def _open(url, hello=True):
    ws = await websockets.connect(url)
    if hello:
        await ws.send(json.dumps({"kind": "hello", "version": VERSION}))
        assert json.loads(await ws.recv())["kind"] == "welcome"
    return ws


async def _ask(ws, message) -> dict:
    await ws.send(message if isinstance(message, (str, bytes)) else json.dumps(message))
    return json.loads(await asyncio.wait_for(ws.recv(), 5))


async def _closed_code(ws) -> int | str | None:
    """The code the server closed the connection with ("dropped": the connection reset, no
    closing handshake; None: still open after all the messages a flood could bring)."""
    try:
        for _ in range(5000):   # a busy server reads slowly, and its allowance refills meanwhile
            await asyncio.wait_for(ws.recv(), 5)
    except websockets.ConnectionClosed as exc:
        if exc.rcvd:
            return exc.rcvd.code
        # dropped: the refusals and the goodbye before the reset may be lost with it, when the
        # client's system throws away what it had not read yet (on a busy machine, most runs):
        # why it was dropped is the server's log's to say (below)
        return "dropped"
    return None


ILLEGAL = "activate a2 by C step-in to b1"   # a Steam Torpedo move, not legal at the start


async def _refusal(ws, message) -> dict:
    """The answer to ``message`` at a table whose updates keep coming: the first refusal."""
    await ws.send(json.dumps(message))
    for _ in range(5000):
        msg = json.loads(await asyncio.wait_for(ws.recv(), 5))
        if msg["kind"] == "refused":
            return msg
    raise AssertionError("no refusal came")


def test_refused_messages_leave_the_server_and_the_table_playing(server):
    url = server.url
    told = {}

    async def hostile(bot, msg, send):
        """The creator's seat, between its own moves, tries what it may not."""
        if msg["kind"] == "update" and msg.get("to_move") != bot.seat and "other" not in told:
            told["other"] = True
            await send({"kind": "move", "move": "pass", "n": msg["n"]})
        if msg["kind"] in ("update", "table") and msg.get("to_move") == bot.seat and "illegal" not in told:
            told["illegal"] = True
            await send({"kind": "move", "move": "fire 9", "n": msg["n"]})
            if ILLEGAL not in msg["legal"]:
                await send({"kind": "move", "move": ILLEGAL, "n": msg["n"]})
            await send({"kind": "move", "move": msg["legal"][0], "n": msg["n"] + 5})

    async def side_door(code: str, token: str, seat: str):
        ws = await _open(url)
        out = {"wrong token": await _ask(ws, {"kind": "join", "table": code, "seat": seat, "token": "x" * 32}),
               "no table": await _ask(ws, {"kind": "join", "table": "ZZZZZZ", "seat": seat, "token": token}),
               "garbage": await _ask(ws, "{not json"),
               "binary": await _ask(ws, b"\x00\x01\x02"),
               "kind": await _ask(ws, {"kind": "fly"}),
               "fields": await _ask(ws, {"kind": "move"}),
               "type": await _ask(ws, {"kind": "watch", "table": 7})}
        watch = await _ask(ws, {"kind": "watch", "table": code})
        assert watch["kind"] == "table" and watch["you"] is None and "legal" not in watch
        out["spectator"] = await _refusal(ws, {"kind": "move", "move": "pass", "n": 0})
        await ws.close()
        ws = await _open(url, hello=False)
        out["version"] = await _ask(ws, {"kind": "hello", "version": VERSION + 98})
        out["version closed"] = await _closed_code(ws)
        ws = await _open(url)
        await ws.send("[" + " " * MAX_MESSAGE + "]")
        out["oversized closed"] = await _closed_code(ws)
        ws = await _open(url)
        try:
            for _ in range(1000):   # far past the burst, however fast the server reads
                await ws.send('{"kind":"ping"}')
        except websockets.ConnectionClosed:   # dropped while still flooding
            out["flood closed"] = "dropped"
        else:
            out["flood closed"] = await _closed_code(ws)
        return out

    bots = [Traced(5, hostile), Traced(6)]

    async def run():
        first = asyncio.ensure_future(play(url, {"kind": "create", "game": "steam-torpedo"}, bots[0]))
        code = await table_of(bots[0])
        created = next(m for m in bots[0].got if m["kind"] == "created")
        second = asyncio.ensure_future(play(url, {"kind": "sit", "table": code}, bots[1]))
        door = await side_door(code, created["token"], created["seat"])
        return door, await asyncio.gather(first, second)
    door, results = asyncio.run(run())
    assert results[0] == results[1] and " wins: " in results[0]   # the table played on to its end
    assert server.proc.poll() is None
    for key in ("wrong token", "no table", "garbage", "binary", "kind", "fields", "type", "spectator", "version"):
        assert door[key]["kind"] == "refused", key
    assert door["wrong token"]["reason"] == "That token does not hold that seat"
    assert door["garbage"]["reason"] == "That message is not JSON"
    assert f"version {VERSION}" in door["version"]["reason"] and f"version {VERSION + 98}" in door["version"]["reason"]
    assert door["version closed"] == 1008 and door["oversized closed"] == 1009 and door["flood closed"] == "dropped"
    assert "messages refused" in server.log()   # the server dropped the flooder for its refusals, and said so
    refused = {m["reason"]: m["rule"] for m in bots[0].got if m["kind"] == "refused"}
    assert any(r.startswith("It is ") and r.endswith("'s turn, not yours") for r in refused)
    assert "'fire 9' is not a Steam Torpedo move" in refused
    assert any(rule.startswith("ST ") for rule in refused.values())   # the rules' own reason and rule
    assert any(r.startswith("The table has ") for r in refused)
    assert server.log().count("refused ") >= 12


def test_the_computer_plays_its_seat_on_the_server_and_searches_for_a_bot_at_a_level(server):
    class Watching(Traced):
        async def on_message(self, msg, send):
            await super().on_message(msg, send)
            kinds = {(m["kind"], m.get("by")) for m in self.got}
            if ("update", "talion") in kinds and ("update", "rochelle") in kinds:
                return "both moved"
    bot = Watching(1)
    bot.level = "easy"   # the bot asks the server's search for its own seat (a hint)
    create = {"kind": "create", "game": "steam-torpedo", "seat": "rochelle", "computer": {"talion": "easy"}}
    assert asyncio.run(play(server.url, create, bot)) == "both moved"
    table = next(m for m in bot.got if m["kind"] == "table")
    assert [s["who"] for s in table["seats"]] == ["computer", "player"]   # Talion, Panzer La Rochelle
    hint = next(m for m in bot.got if m["kind"] == "hint")
    mine = next(m for m in bot.got if m["kind"] == "update" and m["by"] == "rochelle")
    assert mine["move"] == hint["move"]


def test_the_command_line_bots_create_sit_and_finish(server, tmp_path):
    cmd = [sys.executable, "-m", "game", "bot", "--server", server.url, "--level", "random"]
    first = subprocess.Popen(cmd + ["--new", "steam-torpedo", "--seed", "29", "--trace", str(tmp_path / "a.jsonl")],
                             stdout=subprocess.PIPE, text=True)
    try:
        line = first.stdout.readline()
        assert line.startswith("table ")
        second = subprocess.run(cmd + ["--table", line.split()[1].lower(), "--seed", "30"],
                                capture_output=True, text=True, timeout=60)
        rest = first.communicate(timeout=60)[0]
    finally:
        first.kill()
    assert first.returncode == 0 and second.returncode == 0
    assert rest.splitlines()[-1] == second.stdout.splitlines()[-1] and " wins: " in rest
    kinds = [json.loads(x)["kind"] for x in (tmp_path / "a.jsonl").read_text().splitlines()]
    assert kinds[:2] == ["created", "table"] and kinds[-1] == "end"
