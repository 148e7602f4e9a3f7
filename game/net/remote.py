"""The app's side of an online table (issue 29): the game as the seat at this computer sees
it, and the connection that carries its moves, in a thread of its own. No pygame here
(game/scenes/online.py puts them on the screen).

``RemoteGame`` is a ``Game`` whose position is the seat's view as the server sends it
(wire.py): nothing the seat may not see is on this computer to draw, and no move is played
here. A move made at this screen is sent; it is played, like the other seats' moves, when
the server's ``update`` comes back with the position after it (``take``). The game's seed
is never known here (0 stands in for it) until the server reveals it at the end.

``Link`` runs client.connect (hello, the seat, reconnecting with backoff) on an asyncio
loop in a daemon thread; the frame loop reads what arrived from ``inbox`` without ever
waiting, and ``send`` hands a message to the loop."""
from __future__ import annotations

import asyncio
import queue
import threading

from .. import games
from ..rules.core import Event, NotationError, RuleError
from ..session.game import Game, _Played
from .client import Seat, connect
from .wire import decode


def _events(lines, kind: str = "remote") -> list[Event]:
    return [Event(kind, text) for text in lines]


class RemoteGame(Game):
    """The seat's game from a ``table`` message (with its ``view``)."""

    def __init__(self, table: dict):
        rules = games.rules_for(table["game"])
        super().__init__(rules, 0, table.get("options") or {}, [s["seat"] for s in table["seats"]])
        self.fresh = self.state            # the board and data the views are filled with (wire.LOCAL)
        self.code: str = table["table"]
        self.seat: str | None = table.get("you")
        self.names = {s["seat"]: s["name"] for s in table["seats"]}
        self.here = {s["seat"]: bool(s.get("here")) for s in table["seats"]}
        self.who = {s["seat"]: s.get("who", "player") for s in table["seats"]}   # player, computer or open
        self.legal: list[str] = []
        self.ended: dict | None = None
        self.incoming: dict | None = None   # the update being played (play)
        self.sync(table)

    def sync(self, table: dict) -> None:
        """The whole table afresh (on joining, and after every reconnection)."""
        self.state = decode(table["view"], self.fresh)
        self.setup_events = _events(table.get("setup", ()), "setup")
        # whether a move revealed a card or a roll is not sent: the server's undo says it
        self.history = [_Played(m["move"], False, _events(m["lines"]), m["by"]) for m in table["moves"]]
        self.here.update({s["seat"]: bool(s.get("here")) for s in table["seats"]})
        self.who.update({s["seat"]: s.get("who", "player") for s in table["seats"]})
        self.legal = list(table.get("legal", ()))
        self.revision += 1

    def take(self, update: dict) -> list[Event]:
        """The server's update: the move played (its events), the position after it."""
        self.state = decode(update["view"], self.fresh)
        events = update.get("events")
        events = decode(events) if events is not None else _events(update["lines"])
        self.history.append(_Played(update["move"], False, events, update["by"]))
        self.legal = list(update.get("legal", ()))
        self.revision += 1
        return events

    def untake(self, undone: dict) -> list:
        """The server's undo: its moves taken back (returned), the position before them."""
        k = len(self.history) - len(undone["moves"])
        taken, self.history = self.history[k:], self.history[:k]
        self.state = decode(undone["view"], self.fresh)
        self.legal = list(undone.get("legal", ()))
        self.revision += 1
        return taken

    # -- what the scenes ask of a Game ---------------------------------------------------
    def play(self, action):
        """The move the server sent (``incoming``, set by the scene's remote seats) played:
        a move is never played here otherwise."""
        if self.incoming is None:
            raise RuleError("A move at an online table is played by the table's server", "")
        return self.take(self.incoming)

    def why_not(self, action) -> RuleError | None:
        """As ``Game.why_not``, from the seat's view: a move of the legal list is allowed;
        another is tried on the view (a move that would need what the view withholds is
        left to the server, which answers with the rules' reason and rule)."""
        notation = str(self.rules.parse(action)) if isinstance(action, str) else str(action)
        if notation in self.legal or notation in self.legal_notations():
            return None
        try:
            return super().why_not(action)
        except NotationError:
            raise
        except Exception:  # noqa: BLE001 - the view lacks what the rules would draw: the server decides
            return None

    def can_undo(self, seat: str | None = None) -> bool:
        return not self.undo_reason(seat)

    def undo_reason(self, seat: str | None = None) -> str:
        """Why this seat cannot ask the server to take back its last decision, as far as this
        computer knows (``Game.undo_step``: only its own, with the computer's replies); whether
        a move revealed a card or a roll is the server's to say, in its refusal."""
        if self.seat is None:
            return "You are watching this table: a spectator takes back no moves"
        if self.outcome() is not None:
            return "The game is over: its moves stand"
        computer = {s for s, who in self.who.items() if who == "computer"}
        if computer:
            return super().undo_step(self.seat, computer)[1]
        return "" if super().can_undo(self.seat) else super().undo_reason(self.seat)

    def seat_name(self, seat: str) -> str:
        return self.names.get(seat) or super().seat_name(seat)


class Link:
    """One seat's connection in a thread: ``inbox`` (a queue.Queue of messages, and
    ``{"kind": "link", "up": bool, "why": str}`` when the connection comes and goes)."""

    def __init__(self, url: str, first: dict):
        self.url = url
        self.seat = Seat(url, first)
        self.inbox: queue.Queue = queue.Queue()
        self.loop = asyncio.new_event_loop()
        self._send = None
        self._stop: asyncio.Future | None = None
        self.thread = threading.Thread(target=self._run, name=f"sortie-online {url}", daemon=True)
        self.thread.start()

    def _run(self) -> None:
        asyncio.set_event_loop(self.loop)
        self._stop = self.loop.create_future()

        async def on_message(msg, send):
            if self._send is not send:
                self._send = send
                self.inbox.put({"kind": "link", "up": True, "why": ""})
            self.inbox.put(msg)
            return None

        def lost(why: str) -> None:
            self._send = None
            self.inbox.put({"kind": "link", "up": False, "why": why})

        async def main():
            task = asyncio.ensure_future(connect(self.url, self.seat, on_message, log=lost, views=True))
            done, _ = await asyncio.wait({task, self._stop}, return_when=asyncio.FIRST_COMPLETED)
            if task in done and task.exception() is not None:
                self.inbox.put({"kind": "link", "up": False, "why": str(task.exception()), "gone": True})
            task.cancel()
            await asyncio.gather(task, return_exceptions=True)

        try:
            self.loop.run_until_complete(main())
        finally:
            self.loop.close()

    def send(self, msg: dict) -> bool:
        """Hand a message to the connection; False while it is down."""
        send = self._send
        if send is None or self.loop.is_closed():
            return False
        self.loop.call_soon_threadsafe(lambda: asyncio.ensure_future(send(msg)))
        return True

    def messages(self) -> list[dict]:
        """What arrived since the last call (never waits)."""
        out = []
        while True:
            try:
                out.append(self.inbox.get_nowait())
            except queue.Empty:
                return out

    def close(self) -> None:
        if not self.loop.is_closed() and self._stop is not None:
            self.loop.call_soon_threadsafe(lambda: self._stop.done() or self._stop.set_result(None))
        self.thread.join(2.0)
