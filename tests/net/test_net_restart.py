"""A server killed with SIGKILL in the middle of a game and started again loses no
acknowledged move, and the bots finish the game; a client whose connection is cut comes
back by itself and finishes (issue 29)."""
from __future__ import annotations

import asyncio

from conftest import ServerProcess, Traced, play, table_of


def test_a_killed_server_restarted_and_a_cut_connection_lose_no_acknowledged_move(tmp_path):
    srv = ServerProcess(tmp_path).start()
    killed = asyncio.Event()
    acknowledged = []   # (move number, notation) of every move a bot was told of before the kill

    async def kill_at_30(bot, msg, send):
        if msg["kind"] == "update" and msg["n"] >= 30 and not killed.is_set():
            acknowledged.extend((m["n"], m["move"]) for b in bots for m in b.got if m["kind"] == "update")
            killed.set()

    async def cut_at_60(bot, msg, send):
        if msg["kind"] == "update" and msg["n"] == 60:
            send.ws.transport.abort()   # the connection drops, no goodbye

    bots = [Traced(29, kill_at_30), Traced(30, cut_at_60)]

    async def restart():
        await killed.wait()
        await asyncio.to_thread(srv.kill)
        await asyncio.to_thread(srv.start)   # the same port, the same folder

    async def run():
        restarted = asyncio.ensure_future(restart())
        first = asyncio.ensure_future(play(srv.url, {"kind": "create", "game": "steam-torpedo"}, bots[0]))
        code = await table_of(bots[0])
        results = await asyncio.gather(first, play(srv.url, {"kind": "sit", "table": code}, bots[1]))
        await restarted
        return results
    try:
        results = asyncio.run(run())
        assert srv.proc.poll() is None
        log = srv.log()
    finally:
        srv.stop()
    assert results[0] == results[1] and " wins: " in results[0]
    end = next(m for m in bots[0].got if m["kind"] == "end")
    assert len(end["moves"]) > 60 and len(acknowledged) >= 30
    for n, move in acknowledged:   # Steam Torpedo's default build: every move is public
        assert end["moves"][n - 1] == move, n
    snapshots = [sum(m["kind"] == "table" for m in b.got) for b in bots]
    assert snapshots == [2, 3]   # on connecting, after the restart, and (the second) after the cut
    assert log.count("tables loaded") == 2 and "1 tables loaded" in log
