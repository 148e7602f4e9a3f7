"""The app's half of online play (issue 29): the app's own game scene, headless, at a real
table server on 127.0.0.1 against a bot (game.net.bot) in a thread. The scene's person
makes its moves through the scene (``perform``), which sends them; every move reaches the
scene from the server. Every loop is bounded in count and in time."""
from __future__ import annotations

import asyncio
import json
import random
import threading
import time

import pytest

from game.app import App
from game.net.wire import decode
from game.settings import Settings

from conftest import SEED_BASE, Traced, play

CALM = ("move", "place", "land", "polaris", "turn")   # moves that capture nothing: the quiet limit ends the game


def calm_pick(rnd, legal: list[str]) -> str:
    """A short game: end the turn when it may end, else a move that fires at nothing."""
    for word in ("end", "pass", "hold"):
        if word in legal:
            return word
    auto = [m for m in legal if "auto" in m]
    calm = [m for m in legal if m.split()[0] in CALM]
    return auto[0] if auto else rnd.choice(calm or legal)


class CalmRandom(random.Random):
    def choice(self, seq):
        return calm_pick(super(), list(seq)) if seq and isinstance(seq[0], str) else super().choice(seq)


def pump(app, until, seconds: float, frames: int = 20000) -> bool:
    """Frames of the app (the game scene reads its connection each frame) until ``until()``."""
    end = time.monotonic() + seconds
    for _ in range(frames):
        if until() or time.monotonic() > end:
            break
        for scene in list(app.stack.scenes):
            scene.think(0.02, False)
        time.sleep(0.001)
    return until()


def cut(link) -> None:
    """Drop the app's connection (as a network would): the client comes back by itself."""
    ws = link._send.ws
    link.loop.call_soon_threadsafe(ws.transport.abort)


def table_against_a_bot(server, game_id: str, bot: Traced):
    """The app (headless) at a new table of ``game_id`` (quiet limit 40), its game scene open,
    and ``bot`` sitting at the other seat in a thread (its result line in the dict returned)."""
    from game.scenes import online
    app = App(Settings(animation="off"), headless=True)
    connecting = online.open_table(app, server.url, {"kind": "create", "game": game_id,
                                                     "options": {"quiet_limit": 40}})
    assert pump(app, lambda: connecting.game_scene is not None, 10), connecting.words
    scene, result = connecting.game_scene, {}

    def run_bot():
        result["line"] = asyncio.run(play(server.url, {"kind": "sit", "table": scene.game.code}, bot))
    thread = threading.Thread(target=run_bot, daemon=True)
    thread.start()
    return app, scene, thread, result


@pytest.fixture(scope="module")
def played(server, tmp_path_factory):
    """A whole game of Battaglia Navale: the app's scene (white) against a bot (grey), the
    app's connection cut once in the middle."""
    mp = pytest.MonkeyPatch()
    mp.setenv("SORTIE_HOME", str(tmp_path_factory.mktemp("home")))
    bot = Traced(1)
    bot.rnd = CalmRandom(2)
    app, scene, thread, result = table_against_a_bot(server, "battaglia-navale", bot)
    game, remote = scene.game, scene.remote
    rnd, notes = random.Random(3), {"away": None, "cut_at": None, "refused": None, "toast": None, "hint": None}
    end = time.monotonic() + 30
    for _ in range(2000):   # moves of the app's person
        if game.outcome() is not None or time.monotonic() > end:
            break
        pump(app, lambda: game.outcome() is not None or (remote.up and remote.sent is None
                                                         and game.to_move() == game.seat), 10)
        if game.outcome() is not None:
            break
        if notes["refused"] is None and game.state.phase == "turn":   # a move the rules refuse, once
            notes["refused"] = len(remote.received)
            scene.perform(next(m for m in ("fire 14 C,Ct", "move C N2", "raid 10 A1") if m not in game.legal))
            assert pump(app, lambda: remote.sent is None, 5)
            notes["toast"] = [item[0] for item in app.toasts.items]
        if notes["cut_at"] is None and len(game.history) > 30:
            notes["cut_at"] = len(game.history)
            cut(remote.link)
            assert pump(app, lambda: not remote.up, 5), "the cut is seen"
            notes["away"] = scene.aside()
            assert pump(app, lambda: remote.up and any(m["kind"] == "table" for m in remote.received[1:]), 10)
            continue
        if not notes.get("said"):   # a line of chat, typed in the menu's box
            remote.ask_to_say()
            box = app.stack.top
            box.value = "Good luck,\tGrey!"
            box.accept()
            notes["said"] = pump(app, lambda: any(m["kind"] == "said" for m in remote.received), 5)
        if notes["hint"] is None and game.state.phase == "turn":   # H: the server's search, from this seat's view
            scene.ask_hint()
            assert pump(app, lambda: scene.hint_shown() is not None, 10)
            notes["hint"] = (scene.hint_shown(), list(game.legal))
        legal = game.legal_notations()
        assert sorted(legal) == sorted(remote.game.legal), "the view's legal moves are the server's"
        scene.perform(calm_pick(rnd, legal))
    pump(app, lambda: game.ended is not None, 5)
    thread.join(10)
    yield app, scene, bot, result, notes
    scene.exit()
    mp.undo()


def test_a_whole_game_between_the_apps_scene_and_a_bot(played):
    app, scene, bot, result, _ = played
    game = scene.game
    assert game.outcome() is not None and game.ended is not None
    assert "40 turns without a capture" in game.outcome().how
    # both sides saw the same game: the bot's moves are the scene's history, move for move
    table = next(m for m in bot.got if m["kind"] == "table")
    bot_moves = [m["move"] for m in table["moves"]] + [m["move"] for m in bot.got if m["kind"] == "update"]
    assert [p.notation for p in game.history] == bot_moves == game.ended["moves"]
    assert result["line"].startswith("no winner") or " wins: " in result["line"]
    # the log shows every move's lines as the app shows its own
    assert scene.log.entries and any("40 turns" in t for t, *_ in scene.log.entries)


def test_the_rules_refusal_reaches_the_screen_with_its_reason(played):
    _, scene, _, _, notes = played
    refused = [m for m in scene.remote.received[notes["refused"]:] if m["kind"] == "refused"]
    assert refused and refused[0]["reason"]
    assert f"Not allowed: {refused[0]['reason']}" in " ".join(notes["toast"])


def test_the_hint_is_the_servers_search_for_the_seat(played):
    hint, legal = played[4]["hint"]
    assert hint in legal


def test_the_chat_reaches_the_other_seat_and_stays_with_the_table(played):
    _, scene, bot, _, notes = played
    assert notes["said"]
    heard = [m for m in bot.got if m["kind"] == "said"] or next(m for m in bot.got if m["kind"] == "table")["chat"]
    assert [(m["name"], m["text"]) for m in heard] == [("White", "Good luck, Grey!")]
    assert ("White: Good luck, Grey!", ) == next(e[:1] for e in scene.log.entries if e[0].startswith("White: "))
    again = [m for m in scene.remote.received if m["kind"] == "table"][-1]   # after the reconnection
    assert [m["text"] for m in again["chat"]] == ["Good luck, Grey!"]


def test_the_chat_keeps_its_last_lines_on_the_disk(tmp_path):
    from game.net.protocol import Refused
    from game.net.store import CHAT_KEPT, Store
    from game.net.table import Table
    store = Store(tmp_path)
    table = Table.new("ABCDEF", "battaglia-navale", {}, {}, seed=1)
    g = table.game
    store.add_table("ABCDEF", g.rules.game_id, g.seed, table.salt, table.seed_hash, g.options, g.players, {}, "now")
    for i in range(CHAT_KEPT + 5):
        table.say("white", f"line {i}", lambda *line: store.add_chat("ABCDEF", *line))
    with pytest.raises(Refused):
        table.say("grey", " \x00 \n ")
    again = Table.from_row(next(store.tables()))
    assert [c["text"] for c in again.chat] == [f"line {i}" for i in range(5, CHAT_KEPT + 5)] == \
        [c["text"] for c in table.chat]
    store.close()


def test_a_cut_connection_comes_back_and_the_game_goes_on(played, server):
    _, scene, bot, _, notes = played
    assert notes["cut_at"] is not None
    assert notes["away"][0] == "The connection to the table is lost"
    tables = [m for m in scene.remote.received if m["kind"] == "table"]
    assert len(tables) == 2 and tables[1]["n"] >= notes["cut_at"]
    away = [m for m in bot.got if m["kind"] == "presence" and m["seat"] == scene.game.seat]
    assert [m["here"] for m in away][-2:] == [False, True], "the bot saw White go and come back"


def test_nothing_the_seat_may_not_see_reached_the_app(played):
    _, scene, _, _, _ = played
    got = scene.remote.received
    end = next(i for i, m in enumerate(got) if m["kind"] == "end")
    seed, salt = got[end]["seed"], got[end]["salt"]
    assert seed == SEED_BASE   # the first table of a fresh server
    views = 0
    for msg in got[:end]:
        raw = json.dumps(msg)
        assert str(seed) not in raw and salt not in raw, msg["kind"]
        if "view" in msg:
            view = decode(msg["view"])
            assert view.seed is None and view.rng is None and set(view.deck) == {None}, "the deck's order"
            views += 1
    assert views > 50



def test_carrier_strike_online_shows_no_hand_off_and_none_of_the_other_sides_discs(server, monkeypatch):
    """A whole game of Carrier Strike (its pilot discs are secret) against a bot: the scene
    never hides the board for a hand-off, and no move of the bot's side the app may not
    read in full reached it before the end."""
    from game.scenes import modal
    handed = []
    monkeypatch.setattr(modal.HandOffScene, "__init__", lambda self, *a, **k: handed.append(a))
    app, scene, thread, _ = table_against_a_bot(server, "carrier-strike", Traced(5))
    game, remote = scene.game, scene.remote
    rnd, end = random.Random(1), time.monotonic() + 20
    try:
        for _ in range(2000):
            pump(app, lambda: game.outcome() is not None or (remote.sent is None and game.to_move() == game.seat), 10)
            if game.outcome() is not None or time.monotonic() > end:
                break
            scene.perform(rnd.choice(game.legal_notations()))
        assert pump(app, lambda: game.ended is not None, 5)
        thread.join(10)
    finally:
        scene.exit()
    assert not handed
    assert [p.notation for p in game.history] != game.ended["moves"], "the bot's discs were secret moves"
    secret = {full for full, seen in zip(game.ended["moves"], (p.notation for p in game.history)) if full != seen}
    got = remote.received[:next(i for i, m in enumerate(remote.received) if m["kind"] == "end")]
    texts = [json.dumps(m) for m in got]
    assert secret and not any(f'"{s}"' in t for s in secret for t in texts)


def test_play_online_hosts_a_table_and_lists_it_under_my_online_games(server):
    """Title -> Play online -> host Battaglia Navale: the game opens at the new table (the
    invitation code said); back on Play online, the
    table is listed with whose turn it is, and opens again from there."""
    import pygame
    from game.scenes.online_menu import OnlineScene
    from game.scenes.title import TitleScene
    app = App(Settings(animation="off"), headless=True)
    app.settings.online_server = server.url
    app.push(TitleScene(app))
    app.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_o, mod=0, unicode="o"))
    menu = app.stack.top
    assert isinstance(menu, OnlineScene)
    menu.choose("battaglia-navale")   # its host screen (tests/net/test_net_host.py)
    app.stack.top.host()
    connecting = app.stack.top
    assert pump(app, lambda: connecting.game_scene is not None, 10)
    scene = connecting.game_scene
    code = scene.game.code
    assert scene.aside() is None   # White's move: the code is said at once, and again while Grey's seat waits
    assert f"Invitation code {code}: send it" in app.toasts.items[-1][0]
    app.pop()   # back to Play online: the table is listed
    assert app.stack.top is menu
    def row():
        return next(b for b in menu.buttons.buttons if b.label.startswith(code))
    assert pump(app, lambda: "asking" not in row().label, 10)
    row = row()
    assert row.label == f"{code}  Battaglia Navale, you are White: your turn (move 0)"
    row.on_click()
    again = app.stack.top
    assert pump(app, lambda: again.game_scene is not None, 10)
    assert again.game_scene.game.seat == "white" and again.game_scene.game.code == code
    app.pop()   # the game's scene closes its connection
    assert app.stack.top is menu and not again.link.thread.is_alive()
    menu.open({"kind": "sit", "table": "ZZZZZZ"})   # a code no table has: said, and Esc goes back
    wrong = app.stack.top
    assert pump(app, lambda: wrong.detail, 10)
    assert (wrong.words, wrong.detail) == ("The table's server said no", "No table has that code")
    wrong.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode=""))
    assert app.stack.top is menu

