"""An online table on the screen (issue 29): the game's own scene, its other seats played
at other computers (game/net/remote.py).

``RemoteSeats`` is what a game scene holds as ``scene.remote``: each frame (``think``) it
reads what the connection brought, without waiting. A move made at this screen goes to
the server (``send_move``) and is played when the server's update comes back, like the
other seats' moves: through the scene's ``perform``, so that the log, the sounds and the
animations are the game's own. A refusal is shown with its reason and rule as the app
shows its own. No hand-off screen (nobody shares the screen). Undo asks the server, which
takes back the seat's own last decision as the app's undo would and tells every seat. While another seat is to move the screen says who, and "Grey is away" when
the server says that seat's connection is gone; a dropped connection of this computer is
said, and comes back by itself (client.connect's backoff), the whole table then read afresh.
A spectator (``watching``: no seat) sees the same scene read-only: no move, hint or undo.

``ConnectingScene`` waits for the table's first message and then opens its game scene."""
from __future__ import annotations

import pygame

from ..ai import HINT_LEVEL
from ..net.protocol import MAX_TEXT
from ..net.remote import Link, RemoteGame
from ..ui import background, commands, text, theme
from ..ui.widgets import panel
from .base import Scene


WATCHING = "you are watching this table, and a spectator makes no moves"


class RemoteSeats:
    """Made with the game, before its scene (``game.remote``): the scene takes it as its own
    ``remote`` when it is made (ComputerSeats.init_computer), before it could push anything."""

    WATCHING = WATCHING   # the game scene refuses a spectator's clicks with it

    def __init__(self, game: RemoteGame, link: Link):
        self.scene = None   # set by the scene
        self.link = link
        self.game = game
        self.applying = False          # the scene's perform plays a move the server sent
        self.sent: str | None = None   # the move on its way to the server
        self.undoing = False           # an undo on its way to the server
        self.up = True                 # the connection is up
        self.received: list[dict] = []   # every message this computer received (the tests read them)

    @property
    def watching(self) -> bool:
        """A spectator's table: no seat at this computer, nothing to play."""
        return self.game.seat is None

    # -- each frame --------------------------------------------------------------------
    def poll(self) -> None:
        for msg in self.link.messages():
            self.received.append(msg)
            getattr(self, "on_" + msg.get("kind", ""), self.on_other)(msg)

    def on_other(self, msg: dict) -> None:
        pass

    def on_table(self, msg: dict) -> None:
        """The table read afresh (after a reconnection): moves missed meanwhile are in it."""
        self.game.sync(msg)
        self.sent, self.undoing = None, False
        self.scene._rebuild_log()
        self.show_chat(msg.get("chat", ()))
        self.scene.refresh()
        self.scene.app.changed()

    def on_update(self, msg: dict) -> None:
        if msg["n"] != len(self.game.history) + 1:
            return   # a table message follows a reconnection and brings the whole table
        self.sent = None
        self.game.incoming = msg
        self.applying = True
        try:
            self.scene.perform(msg["move"])
        finally:
            self.applying = False
            self.game.incoming = None

    def on_undone(self, msg: dict) -> None:
        """Moves taken back at the table (by this seat or another): off the history and the
        log, the position before them, and a line in the log saying who took back what."""
        scene, game = self.scene, self.game
        if msg["n"] + len(msg["moves"]) != len(game.history):
            return   # a table message follows a reconnection and brings the whole table
        self.sent, self.undoing = None, False
        scene.log_taken_back(lambda: game.untake(msg), f"({msg['line']})")   # as the app's own undo
        scene.after_undo()
        scene.refresh()
        if msg["by"] != game.seat:
            scene.app.toast(msg["line"], theme.GOLD, 6)
        scene.app.changed()

    def ask_undo(self) -> None:
        """The undo key or button at an online table: the server takes back this seat's last
        decision, or says why not (shown as the app's "Cannot undo")."""
        game, app = self.game, self.scene.app
        why = game.undo_reason()
        if not why and (self.sent is not None or self.undoing):
            why = "your last request is on its way to the server"
        if why:
            app.toast(f"Cannot undo: {why}", theme.GOLD)
            return
        if not self.link.send({"kind": "undo", "n": len(game.history)}):
            app.toast("The connection to the table is lost: nothing was taken back", theme.GOLD)
            return
        self.undoing = True
        app.changed()

    def on_refused(self, msg: dict) -> None:
        self.sent = None
        if msg.get("about") == "undo":   # as the app's own undo says it
            self.undoing = False
            self.scene.app.toast(f"Cannot undo: {msg['reason']}", theme.GOLD)
            return
        rule = msg.get("rule")
        self.scene.app.toast(f"Not allowed: {msg['reason']}" + (f" ({rule})" if rule else ""))
        if rule:
            self.scene.refused_rule = rule

    def on_presence(self, msg: dict) -> None:
        seat, here = msg["seat"], bool(msg["here"])
        came = "sits at the table" if self.game.who.get(seat) == "open" else "is back at the table"
        self.game.here[seat] = here
        if here:
            self.game.who[seat] = "player"
        name = self.game.seat_name(seat)
        self.scene.app.toast(f"{name} {came}" if here else f"{name} is away: the table waits",
                             theme.GOOD if here else theme.GOLD, 5)
        self.scene.refresh()

    def on_link(self, msg: dict) -> None:
        self.up = bool(msg["up"])
        if not self.up:
            self.sent, self.undoing = None, False
            gone = msg.get("gone")
            self.scene.app.toast("The table's server cannot be reached: open the table again from My online games"
                                 if gone else "The connection to the table is lost: trying again", theme.GOLD, 6)
        self.scene.refresh()
        self.scene.app.changed()

    def show_chat(self, lines) -> None:
        """The chat's lines kept with the table, after the log's moves (on opening it)."""
        for line in lines:
            self.scene.log.add(f"{line['name']}: {line['text']}", theme.ACCENT)

    def on_said(self, msg: dict) -> None:
        """A line of the table's chat: in the log, and said over it when another seat said it."""
        self.show_chat([msg])
        if msg["seat"] != self.game.seat:
            self.scene.app.toast(f"{msg['name']}: {msg['text']}", theme.ACCENT, 6)
        self.scene.app.changed()

    def ask_to_say(self) -> None:
        from .modal import TextInputScene
        app = self.scene.app

        def say(text: str) -> None:
            if text and not self.link.send({"kind": "say", "text": text}):
                app.toast("The connection to the table is lost: nothing was said", theme.GOLD)
        app.push(TextInputScene(app, "Say something to the table", say, "", limit=MAX_TEXT, accept_label="Say",
                                message="Every seat at the table reads it; the table keeps its last 100 lines"))

    def on_end(self, msg: dict) -> None:
        self.game.ended = msg

    # -- the person's moves ------------------------------------------------------------
    def send_move(self, action):
        """A move made at this screen: to the server (nothing is played until it answers)."""
        game, app = self.game, self.scene.app
        if self.watching:
            app.toast(f"Not allowed: {WATCHING}", theme.GOLD)
            return None
        if game.outcome() is not None or game.to_move() != game.seat:
            app.toast(f"It is {game.seat_name(game.to_move())}'s turn" if game.outcome() is None
                      else "The game is over", theme.GOLD)
            return None
        if self.sent is not None or self.undoing:
            app.toast("Your last move is on its way to the server" if self.sent is not None
                      else "Your undo is on its way to the server", theme.GOLD)
            return None
        # words the rules do not read are the server's to refuse, with its reason
        notation = action.strip() if isinstance(action, str) else str(action)
        if not self.link.send({"kind": "move", "move": notation, "n": len(game.history)}):
            app.toast("The connection to the table is lost: your move waits until it is back", theme.GOLD)
            return None
        self.sent = notation
        self.scene.app.changed()
        return None

    def ask_hint(self) -> None:
        game = self.game
        if self.watching:
            self.scene.app.toast("You are watching this table: no hint", theme.GOLD)
        elif game.to_move() != game.seat:
            self.scene.app.toast("A hint is for your own moves", theme.GOLD)
        elif not self.link.send({"kind": "hint", "level": HINT_LEVEL}):
            self.scene.app.toast("The connection to the table is lost: no hint now", theme.GOLD)

    def on_hint(self, msg: dict) -> None:
        """The server's search for this seat (from its view only), shown as the app's hint."""
        scene = self.scene
        if msg["n"] != len(self.game.history):
            return
        try:
            words = scene.describe_move(msg["move"])
        except Exception:  # noqa: BLE001 - the move in its notation's words, at the least
            words = msg["move"]
        scene.hint_answer = {"notation": msg["move"], "line": f"Hint: {words}", "words": words,
                             "estimate": "the table's server's search", "key": scene._key()}
        scene.show_hint(msg["move"])
        scene.app.changed()

    def open_menu(self) -> None:
        """The game menu of an online table: no Save, Load, replay or record here (the
        server keeps the table, and its record once the game is over)."""
        from .modal import ChoiceScene
        scene, app = self.scene, self.scene.app
        reading = [(f"Rules reference ({commands.words('rules')})", scene.open_rules),
                   ("How to play", scene.open_howto),
                   (f"Legend of the marks ({commands.words('legend')})", scene.open_legend),
                   ("Settings", lambda: app.push(app.scene_class("settings")(app)))]
        if self.watching:   # a spectator: reading only, and back to Play online
            app.push(ChoiceScene(app, "Watching", [("Resume", lambda: None)] + reading + [("Stop watching", app.pop)],
                                 message=f"You are watching online table {self.game.code}: its moves show as they "
                                         "are played. Stop watching goes back to Play online.", width=600))
            return
        app.push(ChoiceScene(app, "Game menu", [
            ("Resume", lambda: None),
            ("Say something to the table", self.ask_to_say),
        ] + reading + [
            ("Quit to title", app.to_title),
        ], message=f"Online table {self.game.code}: its server keeps every move. Open it again at any time "
                   "from Play online, My online games.", width=600))

    # -- what the screen says ----------------------------------------------------------
    def aside(self) -> tuple[str, str] | None:
        game = self.game
        if not self.up:
            return "The connection to the table is lost", "Trying again by itself; nothing is lost on either side"
        if game.outcome() is not None:
            return None
        seat = game.to_move()
        if self.watching:
            return (f"Watching: {game.seat_name(seat)} to play",
                    f"Table {game.code}: its moves show as they are played; Esc: the menu")
        if self.sent is not None:
            return "Your move is on its way", "It is played when the table's server has it"
        if self.undoing:
            return "Your undo is on its way", "The table's server takes back your last decision, or says why not"
        if seat == game.seat:
            return None
        name = game.seat_name(seat)
        if game.who.get(seat) == "open":
            return (f"Nobody sits at {name} yet",
                    f"Send the invitation code {game.code} to the other player; the game goes on when they join")
        if game.who.get(seat) == "computer":
            return f"{name} (computer) is playing", "The table's server plays it; its moves show on the board and in the log"
        if not game.here.get(seat, True):
            return f"{name} is away", "The table waits for them; read the board, the log and the rules meanwhile"
        return (f"{name} is playing at their own computer",
                "Their moves show on the board and in the log; wait for your turn")

    def close(self) -> None:
        self.link.close()


def open_table(app, url: str, first: dict) -> "ConnectingScene":
    """Connect to ``url`` with ``first`` (create, sit or join) and open the table's game
    scene once the server sends the table."""
    scene = ConnectingScene(app, url, first)
    app.push(scene)
    return scene


class ConnectingScene(Scene):
    """"Connecting to the table…" until the table arrives (or the server refuses)."""
    backdrop = "sea"   # the night sea behind it fills the canvas (ui/background.py)

    def __init__(self, app, url: str, first: dict):
        super().__init__(app)
        self.url = url
        self.link = Link(url, first)
        self.words = f"Connecting to {url}"
        self.detail = ""
        self.game_scene = None
        self.received: list[dict] = []   # what came before the table (handed to RemoteSeats)

    def think(self, dt: float, animating: bool) -> bool:
        if self.game_scene is not None:
            return False
        for msg in self.link.messages():
            self.received.append(msg)
            kind = msg.get("kind")
            if kind == "table" and "view" in msg:
                self._open(msg)
                return False
            if kind == "refused":
                self.words, self.detail = "The table's server said no", msg.get("reason", "")
            elif kind == "link" and not msg["up"]:
                self.words, self.detail = "The table's server cannot be reached yet", msg.get("why", "")
            self.app.changed()
        return True

    def _open(self, table: dict) -> None:
        game = RemoteGame(table)
        game.remote = RemoteSeats(game, self.link)
        game.remote.received[:0] = self.received
        from .open_game import scene_class
        scene = scene_class(game.rules.game_id)(self.app, game, autosave=False)
        game.remote.show_chat(table.get("chat", ()))
        self.game_scene = scene
        self.app.replace(scene)
        if any(m.get("kind") == "created" for m in self.received) and any(w == "open" for w in game.who.values()):
            self.app.toast(f"Invitation code {game.code}: send it to the other players; they join with it "
                           "under Play online", theme.GOOD, 15)

    def handle(self, event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.link.close()
            self.app.pop()
        return True

    def draw(self, surface) -> None:
        background.backdrop(surface)
        box = pygame.Rect(0, 0, 760, 200)
        box.center = (theme.LOGICAL_SIZE[0] // 2, theme.LOGICAL_SIZE[1] // 2)
        panel(surface, box, theme.PANEL, theme.PANEL_EDGE, 14, alpha=235)
        with text.within(box):
            text.draw(surface, self.words, (box.centerx, box.top + 36), 26, theme.GOLD, True, "midtop")
            detail = self.detail or "The game opens as soon as the table's server sends it"
            text.draw(surface, text.ellipsize(detail, box.width - 40, 16), (box.centerx, box.top + 90), 16,
                      theme.TEXT, False, "midtop")
            text.draw(surface, "Esc: back", (box.centerx, box.bottom - 40), 15, theme.TEXT_DIM, False, "midtop")
