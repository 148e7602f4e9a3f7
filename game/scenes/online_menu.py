"""Play online (issue 29), from the title: host a table, join one by its invitation code,
watch one by its code (read-only), and My online games, every table this computer sits at (their tokens are kept in the
user folder: game/net/client.py), each with whose turn it is, opened at any time.

Hosting: a click on a game opens its host screen (online_host.py: the game's options as
its new-game screen shows them, and each seat the host's (one), a player's at another
computer, or the server's computer at a level). The server's address is remembered in the
settings.
docs/ONLINE.md says what is decided and why."""
from __future__ import annotations

import asyncio
import json
import threading

import pygame

from .. import games
from ..net.client import load_tokens
from ..net.table import ONLINE_GAMES
from ..ui import background, text, theme
from ..ui.widgets import Button, ButtonRow, panel
from .base import Scene
from .modal import TextInputScene

ROWS = 8   # tables listed under My online games
STATUS_SECONDS = 4.0   # the longest the list waits for one server's answer


def my_tables() -> list[tuple[str, str, str]]:
    """(server, table code, seat) of every seat this computer holds, newest last."""
    out = []
    for key in load_tokens():
        parts = key.split(" ")
        if len(parts) == 3:
            out.append((parts[0], parts[1], parts[2]))
    return out


def fetch_status(rows, found: dict) -> None:
    """Each table's state as a spectator sees it (whose turn, the game's title), into
    ``found[(server, code)]``: in a thread, each server asked once, bounded in time."""
    async def one(server: str, code: str) -> None:
        import websockets
        from ..net.protocol import VERSION, dumps
        try:
            async with websockets.connect(server, open_timeout=STATUS_SECONDS) as ws:
                await ws.send(dumps({"kind": "hello", "version": VERSION, "client": "sortie"}))
                await asyncio.wait_for(ws.recv(), STATUS_SECONDS)
                await ws.send(dumps({"kind": "watch", "table": code}))
                msg = json.loads(await asyncio.wait_for(ws.recv(), STATUS_SECONDS))
                found[(server, code)] = msg
        except Exception as exc:  # noqa: BLE001 - said on the row
            found[(server, code)] = {"kind": "refused", "reason": f"the server does not answer ({type(exc).__name__})"}

    async def every():
        await asyncio.gather(*(one(s, c) for s, c in {(s, c) for s, c, _ in rows}))
    threading.Thread(target=lambda: asyncio.run(every()), name="sortie-online-list", daemon=True).start()


def status_words(msg: dict | None, seat: str) -> str:
    if msg is None:
        return "asking the server..."
    if msg.get("kind") != "table":
        return msg.get("reason", "not found")
    mine = next((s["name"] for s in msg["seats"] if s["seat"] == seat), seat)
    if msg.get("over"):
        turn = "the game is over"
    elif msg.get("to_move") == seat:
        turn = "your turn"
    else:
        turn = f"{msg.get('to_move_name', 'another player')} to play"
    return f"{msg.get('title', '')}, you are {mine}: {turn} (move {msg.get('n', 0)})"


class OnlineScene(Scene):
    backdrop = "sea"   # the night sea behind it fills the canvas (ui/background.py)
    def __init__(self, app):
        super().__init__(app)
        self.buttons = ButtonRow()
        self.buttons.refused = lambda why: app.toast(why, theme.GOLD)
        self.rows = my_tables()[-ROWS:][::-1]
        self.found: dict = {}
        if self.rows:
            fetch_status(self.rows, self.found)
        self.shown = 0
        self.build()

    @property
    def server(self) -> str:
        return self.app.settings.online_server

    def build(self) -> None:
        b = []
        b.append(Button(pygame.Rect(900, 120, 200, 40), "Change", self.ask_server, "online server",
                        tip="The table server's address, as its host gave it (ws://HOST:PORT or wss://NAME)"))
        for i, gid in enumerate(ONLINE_GAMES):
            b.append(Button(pygame.Rect(180 + i * 250, 250, 230, 50), games.GAMES[gid].title,
                            lambda g=gid: self.choose(g), pygame.K_1 + i, sublabel=games.GAMES[gid].players,
                            tip="Its options and who sits at each seat, then Host the table"))
        b.append(Button(pygame.Rect(180, 332, 300, 48), "Join with a code", self.ask_code, "online join"))
        b.append(Button(pygame.Rect(500, 332, 300, 48), "Watch a table", self.ask_watch, "online watch",
                        tip="A table's code: see its game as it is played, every seat's secrets hidden"))
        for i, (server, code, seat) in enumerate(self.rows):
            b.append(Button(pygame.Rect(180, 452 + i * 28, 920, 26), f"{code}  {self.row_words(i)}",
                            lambda r=(server, code, seat): self.reopen(*r)))
        b.append(Button(pygame.Rect(540, 680, 200, 44), "Back", self.app.pop, pygame.K_ESCAPE))
        self.buttons.buttons = b
        self.buttons.version += 1

    def row_words(self, i: int) -> str:
        server, code, seat = self.rows[i]
        where = "" if server == self.server else f" at {server}"
        return status_words(self.found.get((server, code)), seat) + where

    # -- actions -----------------------------------------------------------------------
    def ask_server(self) -> None:
        def keep(value: str) -> None:
            if not value.startswith(("ws://", "wss://")):
                self.app.toast("A server's address starts with ws:// or wss://", theme.GOLD)
                return
            self.app.settings.online_server = value
            if not self.app.settings_warning:
                try:
                    self.app.settings.save()
                except OSError:
                    pass
            self.build()
        self.app.push(TextInputScene(self.app, "The table server's address", keep, self.server,
                                     message="As the table's host gave it, e.g. ws://192.168.1.20:8765",
                                     limit=120, accept_label="Keep"))

    def choose(self, game_id: str) -> None:
        """The game to host: its host screen (its options, its seats)."""
        from .online_host import HostScene
        self.app.push(HostScene(self.app, game_id))

    def ask_code(self) -> None:
        self._ask_for_code("sit", "Join a table", "Join", "An invitation code has six letters and digits",
                           "The invitation code the host sent you")

    def ask_watch(self) -> None:
        self._ask_for_code("watch", "Watch a table", "Watch", "A table's code has six letters and digits",
                           "The table's code: you see what anyone at the table may see, and play no move")

    def _ask_for_code(self, kind: str, title: str, accept: str, refusal: str, message: str) -> None:
        """Ask for a table's code of six, then sit at it or watch it (``kind``)."""
        def given(value: str) -> None:
            code = value.strip().upper()
            if len(code) != 6:
                self.app.toast(refusal, theme.GOLD)
                return
            self.open({"kind": kind, "table": code})
        self.app.push(TextInputScene(self.app, title, given, "", message=message, limit=6, accept_label=accept))

    def reopen(self, server: str, code: str, seat: str) -> None:
        token = load_tokens().get(f"{server} {code} {seat}")
        if token:
            self.open({"kind": "join", "table": code, "seat": seat, "token": token}, server)

    def open(self, first: dict, server: str | None = None) -> None:
        from .online import open_table
        open_table(self.app, server or self.server, first)

    # -- scene ---------------------------------------------------------------------------
    def resume(self) -> None:
        self.rows = my_tables()[-ROWS:][::-1]
        self.found.clear()
        if self.rows:
            fetch_status(self.rows, self.found)
        self.build()

    def think(self, dt: float, animating: bool) -> bool:
        if len(self.found) != self.shown:   # an answer came from the list's thread
            self.shown = len(self.found)
            self.build()
            self.app.changed()
        return len(self.found) < len({(s, c) for s, c, _ in self.rows})

    def handle(self, event) -> bool:
        return self.buttons.handle(event)

    def draw(self, surface) -> None:
        background.backdrop(surface)
        panel(surface, pygame.Rect(140, 40, 1000, 700), theme.PANEL, theme.PANEL_EDGE, 14, alpha=235)
        text.draw(surface, "Play online", (640, 56), 36, theme.GOLD, True, "midtop")
        text.draw(surface, "Table server", (180, 112), 18, theme.TEXT, True)
        text.draw(surface, text.ellipsize(self.server, 680, 16), (180, 138), 16, theme.ACCENT)
        text.draw(surface, "Host a table", (180, 188), 20, theme.TEXT, True)
        text.draw(surface, "Click a game: its options and who sits at each seat, then Host the table",
                  (180, 214), 14, theme.TEXT_DIM)
        text.draw(surface, "Join or watch a table", (180, 304), 20, theme.TEXT, True)
        text.draw(surface, "My online games", (180, 402), 20, theme.TEXT, True)
        text.draw(surface, "Click one to open it: the table keeps every move while you are away"
                  if self.rows else "None yet: host a table or join one", (180, 428), 14, theme.TEXT_DIM)
        self.buttons.draw(surface)

