"""A spectator's screen (issue 29): Play online > Watch a table opens the game's own scene
read-only from the server's public view (the view of no seat): the moves as they are
played, the log, the rules and the legend; no move, hint or undo; the header says
"Watching" and whose turn it is; Stop watching goes back to Play online. A real server on
127.0.0.1, the bots in a thread, every wait bounded; and tests/scenes/planted.py's pairs,
whose secrets must change nothing a spectator receives or sees."""
from __future__ import annotations

import asyncio
import json
import sys
import threading
import time
from pathlib import Path

import pygame
import pytest

from conftest import Traced, play, table_of
from game.app import App
from game.net.table import Table
from game.settings import Settings
from game.ui import text, theme

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "scenes"))
import planted  # noqa: E402  (tests/scenes/planted.py: pairs of games that differ in a secret)

from test_net_games import ONLINE_PAIRS  # noqa: E402
from pixels import pixels


QUICK = {"carrier-strike": {"quiet_limit": 40}, "battaglia-navale": {"quiet_limit": 40}}   # short games


def key(scene, k, mod=0) -> None:
    scene.handle(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=""))


@pytest.mark.parametrize("game_id", ["carrier-strike", "battaglia-navale", "steam-torpedo"])
def test_a_spectator_follows_a_bot_game_to_its_end_and_is_shown_no_secret(game_id, server, monkeypatch, tmp_path):
    """A game between two bots (Carrier Strike's pilot discs are secret moves), watched from
    the app from before the second bot sits to the end: every move arrives, and no secret
    move, the seed nor its salt is in anything the spectator received or drew before the end."""
    from game.scenes.online_menu import OnlineScene
    monkeypatch.setenv("SORTIE_HOME", str(tmp_path / "home"))
    bots, found, watching = [Traced(21), Traced(22)], {}, threading.Event()

    async def both():
        first = asyncio.ensure_future(play(server.url, {"kind": "create", "game": game_id,
                                                          "options": QUICK.get(game_id, {})}, bots[0]))
        found["code"] = await table_of(bots[0])
        await asyncio.to_thread(watching.wait, 15)   # the spectator is at the table first
        return await asyncio.gather(first, play(server.url, {"kind": "sit", "table": found["code"]}, bots[1]))
    thread = threading.Thread(target=lambda: found.update(results=asyncio.run(both())), daemon=True)
    thread.start()
    app = App(Settings(animation="off"), headless=True)
    app.settings.online_server = server.url
    menu = OnlineScene(app)
    app.push(menu)
    end = time.monotonic() + 10
    while "code" not in found and time.monotonic() < end:
        time.sleep(0.01)
    menu.ask_watch()   # Watch a table: the code typed in its box
    box = app.stack.top
    box.value = found["code"].lower()
    box.accept()
    connecting = app.stack.top
    for _ in range(2000):
        if connecting.game_scene is not None:
            break
        app.step(0.02)
    scene = connecting.game_scene
    game, remote = scene.game, scene.remote
    watching.set()
    notes = {}
    text.start_recording()
    try:
        end = time.monotonic() + 40
        for i in range(20000):   # frames, drawn as the window would: when something changed
            if game.ended is not None or time.monotonic() > end:
                break
            if not app.step(0.02):
                time.sleep(0.002)   # (the bots' thread plays on meanwhile)
            if i == 5:
                notes["aside"] = scene.aside()
                notes["offered"] = scene.offered_actions()
                scene.handle_board(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=(400, 400)))
                notes["click"] = app.toasts.items[-1][0]
                key(scene, pygame.K_z, pygame.KMOD_CTRL)
                notes["undo"] = app.toasts.items[-1][0]
                key(scene, pygame.K_h)
                notes["hint"] = app.toasts.items[-1][0]
                scene.perform(game.legal_notations()[0] if game.legal_notations() else "end")
                notes["move"] = app.toasts.items[-1][0]
                notes["undo button"] = scene.undo_refusal()
        drawn = text.stop_recording()
        thread.join(15)
        assert game.ended is not None, "the spectator saw the game's end"
        app.step(0.02)
        key(scene, pygame.K_ESCAPE)   # the menu: Stop watching goes back to Play online
        choices = app.stack.top
        buttons = {b.label: b for b in choices.buttons.buttons}
        labels = list(buttons)
        buttons["Stop watching"].on_click()
    finally:
        text.stop_recording()
        scene.exit()
    assert found["results"][0] == found["results"][1]
    assert "Say something to the table" not in labels and "Stop watching" in labels
    assert app.stack.top is menu and not connecting.link.thread.is_alive()
    got = remote.received
    updates = [m for m in got if m["kind"] == "update"]
    end_msg = next(m for m in got if m["kind"] == "end")
    assert len(updates) >= len(end_msg["moves"]) - 2, "the moves arrived as they were played"
    secret = {full for full, seen in zip(end_msg["moves"], (p.notation for p in game.history)) if full != seen}
    assert secret or game_id != "carrier-strike", "the bots' discs were secret moves"
    texts = [json.dumps(m) for m in got[:got.index(end_msg)]] + [d.text for d in drawn]
    assert not any(s in t for s in secret for t in texts)
    seed, salt = str(end_msg["seed"]), end_msg["salt"]
    assert not any(seed in t or salt in t for t in texts)
    # read-only: said at every door, nothing sent
    assert notes["aside"][0].startswith("Watching: ") and notes["aside"][0].endswith(" to play")
    assert any(d.text.lower().startswith("watching: ") for d in drawn), "the header says it"
    assert notes["offered"] == []
    assert notes["click"] == "Not allowed: you are watching this table, and a spectator makes no moves"
    assert notes["undo"] == "Cannot undo: You are watching this table: a spectator takes back no moves"
    assert notes["hint"] == "You are watching this table: no hint"
    assert notes["move"] == "Not allowed: you are watching this table, and a spectator makes no moves"
    assert notes["undo button"] == "You are watching this table: a spectator takes back no moves"
    assert remote.sent is None and not remote.undoing


class Quiet:
    """A connection that brings nothing (the scene is drawn from the table message alone)."""

    def messages(self) -> list:
        return []

    def send(self, msg) -> bool:
        return False

    def close(self) -> None:
        pass


@pytest.mark.parametrize("name", ONLINE_PAIRS)
def test_planted_secrets_change_nothing_a_spectator_receives_or_sees(name, monkeypatch, tmp_path):
    """Each pair at a table: the spectator's table message with its view, and the scene drawn
    from it (pixels and every text), are the same whatever the secret is."""
    from game.net.remote import RemoteGame
    from game.scenes.online import RemoteSeats
    from game.scenes.open_game import scene_class
    monkeypatch.setenv("SORTIE_HOME", str(tmp_path / "home"))
    pair = planted.all_pairs()[name]()
    seen = []
    for g in (pair.a, pair.b):
        table = Table("PLANTD", g, "salt", "hash", {}, {}, "today")
        msg = table.with_view(table.snapshot(None, set()), None, True)
        app = App(Settings(animation="off"), headless=True)
        game = RemoteGame(json.loads(json.dumps(msg)))
        game.remote = RemoteSeats(game, Quiet())
        scene = scene_class(game.rules.game_id)(app, game, autosave=False)
        game.remote.scene = scene
        app.push(scene)
        text.start_recording()
        try:
            app.render_frames()
        finally:
            drawn = text.stop_recording()
        seen.append((json.dumps(msg, sort_keys=True), pixels(app.screen),
                     sorted(d.text for d in drawn), scene.aside()))
        scene.exit()
    (msg_a, pic_a, texts_a, aside_a), (msg_b, pic_b, texts_b, aside_b) = seen
    assert msg_a == msg_b
    assert texts_a == texts_b and pic_a == pic_b
    assert aside_a is None or aside_a[0].startswith("Watching: ")
    assert theme.LOGICAL_SIZE == app.screen.get_size()
