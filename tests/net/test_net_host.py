"""Hosting a table from the app's host screen (issue 29) at a real table server on
127.0.0.1: the options chosen there are the server's table's (as it keeps them on its disk),
its seats as chosen; an option the server does not allow is refused in words, shown on the
connecting screen. Every wait is bounded in time."""
from __future__ import annotations

import json
import sqlite3

import pygame

from game import games
from game.app import App
from game.settings import Settings

from test_net_app import pump


def kept_options(server, code: str) -> dict:
    """The table's options as the server keeps them (its SQLite file, read only)."""
    path = server.folder / "data" / "tables.sqlite3"
    db = sqlite3.connect(f"file:{path}?mode=ro", uri=True, timeout=5)
    try:
        return json.loads(db.execute("SELECT options FROM tables WHERE code = ?", (code,)).fetchone()[0])
    finally:
        db.close()


def host_screen(server, game_id: str):
    """Title, O (Play online), a click on the game: its host screen."""
    from game.scenes.online_host import HostScene
    from game.scenes.title import TitleScene
    app = App(Settings(animation="off"), headless=True)
    app.settings.online_server = server.url
    app.push(TitleScene(app))
    app.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_o, mod=0, unicode="o"))
    menu = app.stack.top
    click(menu, games.GAMES[game_id].title)
    host = app.stack.top
    assert isinstance(host, HostScene) and host.info.id == game_id
    return app, menu, host


def click(scene, label: str) -> None:
    next(b for b in scene.buttons.buttons if b.label == label).on_click()


def test_a_table_hosted_with_its_own_options_has_them_on_the_server(server):
    app, menu, host = host_screen(server, "carrier-strike")
    players = next(b for b in host.buttons.buttons if b.label == "2")
    players.on_click()
    players = next(b for b in host.buttons.buttons if b.label == "3")
    players.on_click()                                   # 2 -> 3 -> 4 players: four seats at once
    assert host.seats() == ["red-1", "red-2", "yellow-1", "yellow-2"]
    click(host, "never")                                 # the quiet limit: never -> 40 turns
    host.cycle("yellow-2")                               # the server's computer, at easy
    click(host, "Host the table")
    connecting = app.stack.top
    assert pump(app, lambda: connecting.game_scene is not None, 10), (connecting.words, connecting.detail)
    scene = connecting.game_scene
    table = next(m for m in scene.remote.received if m["kind"] == "table")
    assert table["options"]["players"] == 4 and table["options"]["quiet_limit"] == 40
    assert {s["seat"]: s["who"] for s in table["seats"]} == {"red-1": "player", "red-2": "open", "yellow-1": "open",
                                                             "yellow-2": "computer"}
    assert scene.game.seat == "red-1" and scene.game.options["players"] == 4
    assert kept_options(server, scene.game.code) == {"players": 4, "plane_dice": 1, "partial_moves": False,
                                                     "quiet_limit": 40}
    app.pop()
    assert app.stack.top is menu                         # back on Play online, the host screen done
    scene.exit()


def test_an_option_the_server_does_not_allow_is_refused_in_words(server):
    app, menu, host = host_screen(server, "carrier-strike")
    host.values["quiet_limit"] = 41                      # as a server of another version would not allow
    click(host, "Host the table")
    connecting = app.stack.top
    assert pump(app, lambda: connecting.detail, 10)
    assert connecting.words == "The table's server said no"
    assert connecting.detail == ('Carrier Strike!, "The game ends after this many turns with no hit, loss or '
                                 "dogfight, and the side with more planes wins\": '41' is not a choice; the choices "
                                 "are never, 40 turns, 80 turns, 150 turns")
    connecting.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode=""))
    assert app.stack.top is menu
