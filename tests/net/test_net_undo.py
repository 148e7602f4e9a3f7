"""Undo across machines (issue 29): a seat asks the table's server to take back its own last
decision, which the server decides as the app's undo does (Game.undo_step: only the seat's
own moves, with the computer's replies to them, never across a revealed card or roll),
removes from its file before anyone is told, and tells every connection at the table, a
spectator's too. Real servers on 127.0.0.1, raw WebSocket clients, every wait bounded."""
from __future__ import annotations

import asyncio
import json
import random

import pytest
import websockets

from conftest import ServerProcess, strings_in
from game.net.protocol import VERSION, Refused
from game.net.table import Table
from game.net.wire import encode
from game.session.game import Game

WAIT = 10.0   # seconds for any one answer


class Client:
    """One connection: the messages it read, and the legal moves the last turn message gave it."""

    def __init__(self, ws):
        self.ws, self.legal, self.got = ws, [], []

    @classmethod
    async def open(cls, url, first: dict, views=False) -> "Client":
        ws = await websockets.connect(url)
        hello = {"kind": "hello", "version": VERSION}
        if views:
            hello["views"] = True
        await ws.send(json.dumps(hello))
        assert json.loads(await asyncio.wait_for(ws.recv(), WAIT))["kind"] == "welcome"
        me = cls(ws)
        await me.send(first)
        await me.next("table")
        return me

    async def send(self, msg: dict) -> None:
        await self.ws.send(json.dumps(msg))

    async def next(self, *kinds) -> dict:
        """The next message of one of ``kinds`` (others, presence and the like, kept and passed)."""
        for _ in range(200):
            msg = json.loads(await asyncio.wait_for(self.ws.recv(), WAIT))
            self.got.append(msg)
            if "to_move" in msg or msg["kind"] in ("table", "update", "undone"):
                self.legal = msg.get("legal", [])
            if msg["kind"] in kinds:
                return msg
        raise AssertionError(f"no {kinds} came")

    async def move(self, others, move: str | None, n: int) -> dict:
        """Play ``move`` (None: the first legal) and read its update on every connection."""
        await self.send({"kind": "move", "move": move or self.legal[0], "n": n})
        mine = await self.next("update")
        assert mine["n"] == n + 1, mine
        for other in others:
            assert (await other.next("update"))["n"] == n + 1
        return mine

    async def undo(self, n: int) -> dict:
        await self.send({"kind": "undo", "n": n})
        return await self.next("undone", "refused")


def test_undo_takes_back_only_a_seats_own_unrevealed_decision_and_every_seat_sees_it(tmp_path):
    srv = ServerProcess(tmp_path).start()
    seen = {}

    async def run():
        white = await Client.open(srv.url, {"kind": "create", "game": "battaglia-navale"})
        created = next(m for m in white.got if m["kind"] == "created")
        code = created["table"]
        grey = await Client.open(srv.url, {"kind": "sit", "table": code})
        watcher = await Client.open(srv.url, {"kind": "watch", "table": code}, views=True)
        seen["you"] = [c.got[-1]["you"] for c in (white, grey, watcher)]

        # the island cards drawn: that move stands (a card revealed)
        await white.move((grey, watcher), "islands", 0)
        seen["after a card"] = await white.undo(1)
        # White's battery, taken back: every connection hears it, White moves again
        battery = (await white.move((grey, watcher), None, 1))["move"]
        seen["stale"] = await white.undo(7)
        seen["spectator"] = await watcher.undo(2)
        seen["undone"] = [await white.undo(2)] + [await c.next("undone") for c in (grey, watcher)]
        # White's battery again, then Grey's: White may not take back Grey's move; Grey may
        # take back its own, though it is White's turn now (its move passed the play)
        await white.move((grey, watcher), battery, 1)
        await grey.move((white, watcher), None, 2)
        seen["another's"] = await white.undo(3)
        seen["grey's own"] = [await grey.undo(3)] + [await c.next("undone") for c in (white, watcher)]
        # Grey's battery again, both fleets placed, then lots drawn for the first move: it stands
        await grey.move((white, watcher), None, 2)
        await white.move((grey, watcher), "fleet auto", 3)
        await grey.move((white, watcher), "fleet auto", 4)
        seen["lot line"] = (await white.move((grey, watcher), "lot", 5))["lines"]
        seen["lot"] = await white.undo(6)
        for c in (white, grey, watcher):
            await c.ws.close()
        return code, created["token"], watcher

    try:
        code, token, watcher = asyncio.run(asyncio.wait_for(run(), 60))
        # the server killed (SIGKILL) after the undos and started again: the table as it stood
        srv.kill()
        srv.start()

        async def again():
            white = await Client.open(srv.url, {"kind": "join", "table": code, "seat": "white", "token": token})
            table = white.got[-1]
            await white.ws.close()
            return table
        table = asyncio.run(asyncio.wait_for(again(), 30))
        log = srv.log()
    finally:
        srv.stop()
    assert seen["you"] == ["white", "grey", None]
    assert seen["after a card"]["kind"] == "refused" and seen["after a card"]["about"] == "undo"
    assert seen["after a card"]["reason"] == "The last move revealed a card or a die roll: it stands"
    assert seen["after a card"]["rule"] == "undo"
    assert seen["stale"]["kind"] == "refused" and seen["stale"].get("stale")
    assert seen["spectator"]["reason"] == "A spectator takes back no moves"
    mine, theirs, watched = seen["undone"]
    for msg in (mine, theirs, watched):
        assert msg["kind"] == "undone" and msg["n"] == 1 and msg["to_move"] == "white" and msg["by"] == "white"
        assert len(msg["moves"]) == 1 and msg["moves"][0]["move"].startswith("battery ")
        assert msg["line"].startswith("White took back their move: ")
    assert mine["legal"] and "legal" not in theirs and "legal" not in watched   # only the seat to move
    assert "view" in watched and "view" not in mine   # a connection that asked for views gets its own
    assert seen["another's"]["reason"] == "The last move was Grey's: a player takes back only their own moves"
    back = seen["grey's own"]
    assert [m["kind"] for m in back] == ["undone"] * 3 and {m["n"] for m in back} == {2}
    assert {m["to_move"] for m in back} == {"grey"} and back[0]["line"].startswith("Grey took back their move")
    assert seen["lot line"][0].startswith("By lot, ")
    assert seen["lot"]["reason"] == "The last move revealed a card or a die roll: it stands"
    assert table["n"] == 6
    moves = [m["move"] for m in table["moves"]]
    assert [m.split()[0] for m in moves] == ["islands", "battery", "battery", "fleet", "fleet", "lot"]
    assert [m["by"] for m in table["moves"]] == ["white", "white", "grey", "white", "grey", "white"]
    assert "1 moves taken back by white" in log and "1 moves taken back by grey" in log
    assert not any("8675309" in s for m in watcher.got for s in strings_in(m))


def test_undo_against_the_servers_computer_takes_back_its_reply_too_and_survives_a_kill(tmp_path):
    """White's battery and the computer's reply to it, taken back as one step (the app's undo
    against the computer); the server killed at once afterwards comes back with White to move."""
    srv = ServerProcess(tmp_path).start()

    async def run():
        white = await Client.open(srv.url, {"kind": "create", "game": "battaglia-navale", "computer": {"grey": "easy"}})
        code, token = white.got[0]["table"], white.got[0]["token"]
        await white.move((), "islands", 0)
        await white.move((), None, 1)
        reply = await white.next("update")   # the computer's battery
        assert reply["n"] == 3 and reply["by"] == "grey" and reply["to_move"] == "white"
        undone = await white.undo(3)
        await white.ws.close()
        return code, token, reply, undone

    try:
        code, token, reply, undone = asyncio.run(asyncio.wait_for(run(), 60))
        srv.kill()
        srv.start()

        async def again():
            white = await Client.open(srv.url, {"kind": "join", "table": code, "seat": "white", "token": token})
            await white.ws.close()
            return white.got[-1]
        table = asyncio.run(asyncio.wait_for(again(), 30))
    finally:
        srv.stop()
    assert undone["kind"] == "undone" and undone["n"] == 1 and undone["to_move"] == "white"
    assert [m["by"] for m in undone["moves"]] == ["white", "grey"] and undone["moves"][1]["move"] == reply["move"]
    assert undone["line"].startswith("White took back their move: ") and undone["line"].endswith(
        " (and the computer's reply)")
    assert table["n"] == 1 and [m["move"] for m in table["moves"]] == ["islands"] and table["to_move"] == "white"


@pytest.mark.parametrize("game_id", ["battaglia-navale", "steam-torpedo", "carrier-strike"])
def test_the_tables_undo_is_the_apps_hot_seat_undo(game_id):
    """At every few moves of a random game, each seat's undo at a table (Table.undo_plan and
    take_back, in-process) is refused exactly when the app's hot-seat undo is, with the same
    reason, and otherwise leaves every seat's view of the position the app's undo leaves."""
    rnd = random.Random(29)
    table = Table.new("UNDOTB", game_id, {}, {}, seed=8675309)
    checked = {"taken": 0, "refused": 0}
    for _ in range(200):
        game = table.game
        if game.outcome() is not None:
            break
        table.play(game.to_move(), rnd.choice(game.legal_notations()), len(game.history))
        n = len(table.game.history)
        if n % 5:
            continue
        for seat in table.game.players:
            app = Game.replay(table.game.rules, table.game.seed, table.game.options, table.game.players,
                              table.game.moves)
            try:
                fresh = table.undo_plan(seat, n)()
            except Refused as exc:
                assert not app.can_undo(seat) and exc.reason == app.undo_reason(seat) and exc.rule == "undo"
                checked["refused"] += 1
                continue
            assert app.can_undo(seat), (n, seat)
            app.undo(seat)
            views = [encode(app.rules.view(app.state, s)) for s in app.players + [None]]
            assert views == [encode(fresh.rules.view(fresh.state, s)) for s in fresh.players + [None]]
            assert fresh.moves == app.moves
            checked["taken"] += 1
        # a move that came while the undo was replayed: the undo is refused, nothing changed
        work = table.undo_plan(table.game.to_move(), n)
        if table.game.outcome() is None:
            mover = table.game.to_move()
            try:
                fresh = work()
            except Refused:
                continue
            table.play(mover, rnd.choice(table.game.legal_notations()), n)
            with pytest.raises(Refused) as late:
                table.take_back(fresh, n)
            assert late.value.stale and len(table.game.history) == n + 1
    assert checked["taken"] >= 5 and checked["refused"] >= 5, checked


def test_the_store_removes_exactly_the_moves_taken_back_or_nothing(tmp_path):
    """An undo's moves go from the file in one transaction: when the file holds other moves
    after that point than the table says (a defect), nothing is removed and the undo fails."""
    import sqlite3

    from game.net.store import Store
    store = Store(tmp_path)
    store.add_table("ABCDEF", "battaglia-navale", 1, "salt", "hash", {}, ["white", "grey"], {}, "today")
    for n, (move, seat) in enumerate((("islands", "white"), ("battery k21", "white"), ("battery a3", "grey")), 1):
        store.add_move("ABCDEF", n, move, seat)
    with pytest.raises(sqlite3.DatabaseError):
        store.take_back("ABCDEF", 1, 1)   # two moves follow move 1, not one
    assert next(store.tables())["moves"] == ["islands", "battery k21", "battery a3"]
    store.take_back("ABCDEF", 2, 1)
    store.close()
    again = Store(tmp_path)   # read afresh from the file
    assert next(again.tables())["moves"] == ["islands", "battery k21"]
    again.close()


def test_a_secret_move_taken_back_stays_secret_to_the_others():
    """Carrier Strike: Red's pilot disc taken back. Red reads its own move; Yellow and a
    spectator read it as the rules let them (no disc), in the moves and in the log's line."""
    table = Table.new("DISCSS", "carrier-strike", {}, {}, seed=8675309)
    game = table.game
    for _ in range(40):
        if game.legal_notations()[0].startswith("pilot") and game.to_move() == "red":
            break
        table.play(game.to_move(), game.legal_notations()[0], len(game.history))
    disc = game.legal_notations()[0]
    assert disc.startswith("pilot ")
    table.play("red", disc, len(game.history))
    n = len(table.game.history)
    taken = table.take_back(table.undo_plan("red", n)(), n)
    assert [t[0] for t in taken] == [disc]
    mine, theirs, watched = (table.undone(s, "red", taken) for s in ("red", "yellow", None))
    assert mine["moves"][0]["move"] == disc
    for msg in (theirs, watched):
        assert disc not in json.dumps(msg) and msg["moves"][0]["move"] != disc
        assert msg["line"].startswith("Red took back their move: ")
    assert "legal" in mine and "legal" not in theirs and len(table.game.history) == n - 1
