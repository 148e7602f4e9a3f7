"""Undo at an online table, through the app's own game scene (issue 29): Ctrl+Z asks the
table's server, which takes back the seat's own last decision (or says why not, shown as
the app's "Cannot undo"); the bot at the other seat sees it, and the scene sees the bot
take back its own. A real server on 127.0.0.1, the bot in a thread; every wait bounded."""
from __future__ import annotations

import asyncio

import pygame

from conftest import Traced
from test_net_app import pump, table_against_a_bot


def ctrl_z(scene) -> None:
    scene.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_CTRL, unicode=""))


def toasts(app) -> list[str]:
    return [item[0] for item in app.toasts.items]


def test_undo_at_an_online_table_through_the_scene(server, monkeypatch, tmp_path):
    monkeypatch.setenv("SORTIE_HOME", str(tmp_path / "home"))
    undid, stop, turn = [], [], {}

    async def hook(bot, msg, send):
        """Grey moves only when the test says (``grey_moves``), and takes back its first move."""
        if stop and msg["kind"] == "presence":   # White left: the bot ends (as at a game's end)
            msg.clear()
            msg.update(kind="end", how="the test is over")
            return
        turn.update(send=send, loop=asyncio.get_running_loop())
        if msg["kind"] == "update" and msg["by"] == bot.seat and not undid:
            undid.append(msg["n"])
            await send({"kind": "undo", "n": msg["n"]})
        if "legal" in msg:   # kept for the test; the bot itself never moves
            turn.update(legal=msg.pop("legal"), n=msg["n"])

    def grey_moves() -> None:
        move = {"kind": "move", "move": turn["legal"][0], "n": turn["n"]}
        asyncio.run_coroutine_threadsafe(turn["send"](move), turn["loop"]).result(5)

    bot = Traced(11, hook)
    app, scene, thread, result = table_against_a_bot(server, "battaglia-navale", bot)
    game, remote = scene.game, scene.remote
    try:
        assert pump(app, lambda: remote.up and game.who.get("grey") == "player", 10)
        scene.perform("islands")   # island cards drawn: it stands
        assert pump(app, lambda: len(game.history) == 1, 10)
        assert scene.undo_refusal() == ""   # this computer cannot know what the move revealed: the server says
        ctrl_z(scene)
        assert pump(app, lambda: any(t.startswith("Cannot undo: ") for t in toasts(app)), 10)
        assert "Cannot undo: The last move revealed a card or a die roll: it stands" in toasts(app)
        battery = game.legal[0]
        scene.perform(battery)
        assert pump(app, lambda: len(game.history) == 2 and game.to_move() == "grey", 10)
        log_before = [e[0] for e in scene.log.entries]
        ctrl_z(scene)   # White's own battery, Grey not moved yet: taken back
        assert pump(app, lambda: len(game.history) == 1, 10)
        entries = [e[0] for e in scene.log.entries]   # the move's line off the log, one saying so
        assert entries == log_before[:-1] + [f"(White took back their move: {log_before[-1]})"]
        assert game.to_move() == "white" and sorted(game.legal) == sorted(game.legal_notations())
        assert battery in game.legal
        # Grey's battery, then the bot takes it back itself: the scene shows it
        scene.perform(battery)
        assert pump(app, lambda: len(game.history) == 2, 10)
        assert pump(app, lambda: turn.get("n") == 2, 10)
        grey_moves()
        assert pump(app, lambda: any(m["kind"] == "undone" and m["by"] == "grey" for m in remote.received), 10)
        assert len(game.history) == 2 and game.to_move() == "grey"
        assert [e[0] for e in scene.log.entries][-1].startswith("(Grey took back their move: ")
        assert any(t.startswith("Grey took back their move: ") for t in toasts(app))
        # Grey plays again: White may not take back Grey's move (said here, nothing sent)
        assert pump(app, lambda: turn.get("n") == 2, 10)
        grey_moves()
        assert pump(app, lambda: len(game.history) == 3 and game.to_move() == "white", 10)
        assert scene.undo_refusal() == "The last move was Grey's: a player takes back only their own moves"
        sent = len(remote.received)
        ctrl_z(scene)
        assert toasts(app)[-1] == "Cannot undo: The last move was Grey's: a player takes back only their own moves"
        assert not remote.undoing and len(remote.received) == sent
        # the bot's side: White's undo reached it with the words for it
        heard = [m for m in bot.got if m["kind"] == "undone"]
        assert [m["by"] for m in heard] == ["white", "grey"]
        assert heard[0]["line"].startswith("White took back their move: ")
    finally:
        stop.append(1)
        scene.exit()
        thread.join(10)
    assert not thread.is_alive() and result["line"] == "no winner: the test is over"


def test_carrier_strike_undo_online_asks_for_no_hand_off(server, monkeypatch, tmp_path):
    """Carrier Strike: Red's first placement taken back at an online table, and Yellow's (the
    bot's) taken back by itself: the board goes back, and no hand-off screen ever hides it
    (nobody shares the screen)."""
    from game.scenes import modal
    monkeypatch.setenv("SORTIE_HOME", str(tmp_path / "home"))
    handed = []
    monkeypatch.setattr(modal.HandOffScene, "__init__", lambda self, *a, **k: handed.append(a))
    stop, turn = [], {}

    async def hook(bot, msg, send):
        if stop and msg["kind"] == "presence":
            msg.clear()
            msg.update(kind="end", how="the test is over")
            return
        turn.update(send=send, loop=asyncio.get_running_loop())
        if msg["kind"] == "update" and msg["by"] == bot.seat and "undid" not in turn:
            turn["undid"] = msg["n"]
            await send({"kind": "undo", "n": msg["n"]})
        if "legal" in msg:
            turn.update(legal=msg.pop("legal"), n=msg["n"])

    app, scene, thread, result = table_against_a_bot(server, "carrier-strike", Traced(12, hook))
    game, remote = scene.game, scene.remote
    try:
        assert pump(app, lambda: remote.up and game.who.get("yellow") == "player", 10)
        first = game.legal[0]
        scene.perform(first)
        assert pump(app, lambda: len(game.history) == 1 and game.to_move() == "yellow", 10)
        ctrl_z(scene)
        assert pump(app, lambda: len(game.history) == 0 and game.to_move() == "red", 10)
        assert scene.pending_handoff is None and first in game.legal
        turn.pop("n", None)   # (Yellow's turn before the undo: its second must come afresh)
        scene.perform(first)
        assert pump(app, lambda: turn.get("n") == 1, 10)
        move = {"kind": "move", "move": turn["legal"][0], "n": 1}
        asyncio.run_coroutine_threadsafe(turn["send"](move), turn["loop"]).result(5)
        assert pump(app, lambda: any(m["kind"] == "undone" and m["by"] == "yellow" for m in remote.received), 10)
        for _ in range(5):
            app.step(0.05)
        assert len(game.history) == 1 and game.to_move() == "yellow" and scene.pending_handoff is None
        assert [e[0] for e in scene.log.entries][-1].startswith("(Yellow took back their move: ")
    finally:
        stop.append(1)
        scene.exit()
        thread.join(10)
    assert not handed and result["line"] == "no winner: the test is over"
