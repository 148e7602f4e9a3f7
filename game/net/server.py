"""The table server: one asyncio process on ``websockets``, the tables in SQLite
(store.py), the rules as the only authority (table.py). `sortie serve`.

Each connection first says hello with its protocol version; then it creates a table, sits
at a free seat, rejoins its seat with the seat's token, or watches. A move is played
through ``Game.play``, written to the disk, and only then acknowledged: every connection
at the table receives the move as its seat may see it. The computer's seats are searched
in a worker thread, from the seat's view only. One log line per connection and per refusal."""
from __future__ import annotations

import asyncio
import logging
from pathlib import Path

from .protocol import MAX_MESSAGE, RATE, VERSION, Allowance, Refused, dumps, parse, version_refusal
from .store import Store
from .table import Table, new_code, new_token

log = logging.getLogger("sortie.serve")

HELLO_SECONDS = 10        # a connection that has not said hello by then is closed
MOST_REFUSALS = 50        # refusals on one connection before it is closed
CHECKPOINT_SECONDS = 5.0  # how often the tables' write-ahead log is copied into their file


class Conn:
    """One client connection: where it sits and how much it may still send."""

    def __init__(self, ws, peer: str):
        self.ws, self.peer = ws, peer
        self.table: Table | None = None
        self.seat: str | None = None
        self.allowance = Allowance()   # (protocol.RATE and BURST)
        self.refusals = 0
        self.hinting = False
        self.views = False   # the app's connection: each message also carries its seat's view (wire.py)

    def allowed(self) -> bool:
        return self.allowance.take()


class Server:
    def __init__(self, folder: Path, seed_base: int | None = None):
        self.folder = folder
        self.store = Store(folder)
        self.records = folder / "records"
        self.seed_base = seed_base
        self.time_cap = True   # the searches' time caps (a test turns them off: the same moves on any machine)
        self.tables: dict[str, Table] = {}
        self.present: dict[str, set[Conn]] = {}   # code -> connections at the table
        for row in self.store.tables():
            self.tables[row["code"]] = Table.from_row(row)
        self._tasks: set = set()

    # -- connections ---------------------------------------------------------------
    async def handle(self, ws) -> None:
        peer = "%s:%s" % tuple(ws.remote_address[:2]) if ws.remote_address else "?"
        conn = Conn(ws, peer)
        log.info("connection from %s", peer)
        try:
            if not await self._hello(conn):
                return
            async for raw in ws:
                if not conn.allowed():
                    await self._refuse(conn, Refused(f"Too many messages: at most {RATE:.0f} a second"))
                    continue
                try:
                    await self.dispatch(conn, parse(raw))
                except Refused as exc:
                    await self._refuse(conn, exc)
                if conn.refusals > MOST_REFUSALS:
                    log.info("closing %s: %d messages refused", peer, conn.refusals)
                    await self.send(conn, {"kind": "refused", "reason": "Too many refused messages: goodbye",
                                           "rule": ""})
                    # dropped, not closed: a flooder's unread messages would hold a closing handshake
                    ws.transport.abort()
                    return
        except Exception as exc:  # noqa: BLE001 - a connection's end never ends the server
            if type(exc).__name__.startswith("Connection"):
                log.info("connection from %s ended: %s", peer, exc)
            else:
                log.exception("connection from %s failed", peer)
        finally:
            self._leave(conn)

    async def _hello(self, conn: Conn) -> bool:
        try:
            raw = await asyncio.wait_for(conn.ws.recv(), HELLO_SECONDS)
            msg = parse(raw)
            if msg["kind"] != "hello":
                raise Refused("Say hello first, with the protocol version")
        except asyncio.TimeoutError:
            log.info("refused %s: no hello in %d s", conn.peer, HELLO_SECONDS)
            await conn.ws.close(1008, "no hello")
            return False
        except Refused as exc:
            await self._refuse(conn, exc)
            await conn.ws.close(1008, "no hello")
            return False
        if msg["version"] != VERSION:
            await self._refuse(conn, Refused(version_refusal(msg["version"])), kind="version")
            await conn.ws.close(1008, "protocol version")
            return False
        conn.views = bool(msg.get("views"))
        await self.send(conn, {"kind": "welcome", "version": VERSION})
        return True

    async def _refuse(self, conn: Conn, exc: Refused, kind: str = "") -> None:
        conn.refusals += 1
        where = f" at {conn.table.code}" if conn.table else ""
        log.info("refused %s%s: %s%s", conn.peer, where, exc.reason, f" ({exc.rule})" if exc.rule else "")
        msg = {"kind": "refused", "reason": exc.reason, "rule": exc.rule}
        if kind:
            msg["about"] = kind
        if exc.stale:
            msg["stale"] = True
        await self.send(conn, msg)

    async def send(self, conn: Conn, msg: dict) -> None:
        try:
            await conn.ws.send(dumps(msg))
        except Exception:  # noqa: BLE001 - a connection gone: its handler ends it
            pass

    def _leave(self, conn: Conn) -> None:
        table = conn.table
        if table is None:
            return
        self.present.get(table.code, set()).discard(conn)
        if conn.seat is not None:
            self._spawn(self._presence(table, conn.seat))

    def _here(self, table: Table) -> set:
        return {c.seat for c in self.present.get(table.code, ()) if c.seat is not None}

    async def _presence(self, table: Table, seat: str) -> None:
        here = seat in self._here(table)
        for c in list(self.present.get(table.code, ())):
            if c.seat != seat:
                await self.send(c, {"kind": "presence", "seat": seat, "name": table.name(seat), "here": here})

    # -- messages --------------------------------------------------------------------
    async def dispatch(self, conn: Conn, msg: dict) -> None:
        kind = msg["kind"]
        if kind == "ping":
            await self.send(conn, {"kind": "pong"})
        elif kind == "hello":
            raise Refused("Hello was said already")
        elif kind in ("create", "sit", "join", "watch"):
            if conn.table is not None:
                raise Refused("This connection is at a table already: open another to sit at another")
            await getattr(self, "_" + kind)(conn, msg)
        elif conn.table is None:
            raise Refused("Sit at a table first")
        elif kind == "move":
            await self._move(conn, msg)
        elif kind == "undo":
            await self._undo(conn, msg)
        elif kind == "hint":
            await self._hint(conn, msg)
        elif kind == "say":
            await self._say(conn, msg)

    def _table(self, code: str) -> Table:
        table = self.tables.get(code.upper())
        if table is None:
            raise Refused("No table has that code")
        return table

    async def _create(self, conn: Conn, msg: dict) -> None:
        seed = None if self.seed_base is None else self.seed_base + len(self.tables)
        code = new_code(self.tables)
        table = Table.new(code, msg["game"], msg.get("options", {}), msg.get("computer", {}), seed)
        seat = msg.get("seat") or (table.free_seats() or [None])[0]
        if seat not in table.free_seats():
            raise Refused("Sit at one of the seats the computer does not play: "
                          + ", ".join(table.name(s) for s in table.free_seats()))
        g = table.game
        self.store.add_table(code, g.rules.game_id, g.seed, table.salt, table.seed_hash, g.options, g.players,
                             table.computer, table.created)
        self.tables[code] = table
        log.info("table %s: %s created by %s", code, g.rules.game_id, conn.peer)
        await self._seat(conn, table, seat, "created")
        self._computer_turn(table)

    async def _sit(self, conn: Conn, msg: dict) -> None:
        table = self._table(msg["table"])
        free = table.free_seats()
        seat = msg.get("seat") or (free[0] if free else None)
        if seat not in free:
            raise Refused("That seat is taken; free seats: " + (", ".join(table.name(s) for s in free) or "none"))
        await self._seat(conn, table, seat, "seated")

    async def _seat(self, conn: Conn, table: Table, seat: str, kind: str) -> None:
        token = new_token()
        self.store.add_seat(table.code, seat, token)   # on the disk before the token is given
        table.tokens[seat] = token
        await self.send(conn, {"kind": kind, "table": table.code, "seat": seat, "name": table.name(seat),
                               "token": token, "seed_hash": table.seed_hash})
        await self._arrive(conn, table, seat)

    async def _join(self, conn: Conn, msg: dict) -> None:
        table = self._table(msg["table"])
        if not table.holds(msg["seat"], msg["token"]):
            raise Refused("That token does not hold that seat")
        await self._arrive(conn, table, msg["seat"])

    async def _watch(self, conn: Conn, msg: dict) -> None:
        await self._arrive(conn, self._table(msg["table"]), None)

    async def _arrive(self, conn: Conn, table: Table, seat: str | None) -> None:
        conn.table, conn.seat = table, seat
        self.present.setdefault(table.code, set()).add(conn)
        await self.send(conn, table.with_view(table.snapshot(seat, self._here(table)), seat, conn.views))
        if table.over():
            await self.send(conn, table.end())
        if seat is not None:
            await self._presence(table, seat)

    async def _move(self, conn: Conn, msg: dict) -> None:
        if conn.seat is None:
            raise Refused("A spectator makes no moves")
        table = conn.table
        if table.thinking:
            raise Refused(f"It is {table.name(table.game.to_move())}'s turn, not yours")
        table.play(conn.seat, msg["move"], msg["n"], self._writer(table))
        await self._played(table)

    async def _undo(self, conn: Conn, msg: dict) -> None:
        """The seat's last decision taken back as the app's undo decides it (Table.undo_plan,
        replayed in a thread; refused when a move came meanwhile), removed from the disk before
        anyone is told; every connection at the table receives
        the position after it. A refusal says why, as the app's "Cannot undo" does."""
        table = conn.table
        try:
            if conn.seat is None:
                raise Refused("A spectator takes back no moves")
            if table.thinking:
                raise Refused(f"{table.name(table.game.to_move())} (computer) is playing: undo once it is your move",
                              "undo")
            work = table.undo_plan(conn.seat, msg["n"])
            fresh = await asyncio.to_thread(work)   # replays: the other tables play on meanwhile
            taken = table.take_back(fresh, msg["n"], self._remover(table))
        except Refused as exc:
            await self._refuse(conn, exc, kind="undo")
            return
        log.info("table %s: %d moves taken back by %s", table.code, len(taken), conn.seat)
        for c in list(self.present.get(table.code, ())):
            await self.send(c, table.with_view(table.undone(c.seat, conn.seat, taken), c.seat, c.views))
        self._computer_turn(table)

    def _remover(self, table: Table):
        """What removes a table's moves taken back from the disk (Table.take_back)."""
        def remove(keep: int, count: int) -> None:
            try:
                self.store.take_back(table.code, keep, count)
            except Exception:
                log.exception("table %s: moves after %d not removed", table.code, keep)
                raise Refused("The server could not take that move back; it stands") from None
        return remove

    async def _say(self, conn: Conn, msg: dict) -> None:
        """A line of the table's chat, kept with the table, to every connection at it."""
        if conn.seat is None:
            raise Refused("A spectator does not speak at the table")
        table = conn.table
        said = table.say(conn.seat, msg["text"], lambda *line: self.store.add_chat(table.code, *line))
        for c in list(self.present.get(table.code, ())):
            await self.send(c, said)

    def _writer(self, table: Table):
        """What writes a table's move before it is played (Table.play)."""
        def write(n: int, notation: str, seat: str) -> None:
            try:
                self.store.add_move(table.code, n, notation, seat)
            except Exception:
                log.exception("table %s: move %d not written", table.code, n)
                raise Refused("The server could not keep that move; try again") from None
        return write

    async def _played(self, table: Table) -> None:
        """The table's last move (on the disk already) to every connection at the table."""
        k = len(table.game.history) - 1
        for c in list(self.present.get(table.code, ())):
            await self.send(c, table.with_view(table.update(c.seat, k), c.seat, c.views))
        if table.over():
            self._finish(table)
            for c in list(self.present.get(table.code, ())):
                await self.send(c, table.end())
        else:
            self._computer_turn(table)

    def _finish(self, table: Table) -> None:
        from ..session.saves import render, write_atomic
        self.records.mkdir(parents=True, exist_ok=True)
        write_atomic(self.records / f"{table.code}.yaml", render(table.record()).encode("utf-8"))
        self.store.finish(table.code)
        log.info("table %s: over (%s); record written", table.code, table.game.outcome().kind)

    # -- the computer --------------------------------------------------------------------
    def _spawn(self, coro) -> None:
        task = asyncio.ensure_future(coro)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    def _computer_turn(self, table: Table) -> None:
        """The computer's move when its seat is to move (each move played starts the next)."""
        if not table.over() and not table.thinking and table.game.to_move() in table.computer:
            table.thinking = True
            self._spawn(self._computer_move(table))

    async def _computer_move(self, table: Table) -> None:
        from ..ai import seat_kind
        game = table.game
        try:
            seat = game.to_move()
            notation = await self._search(table, seat, seat_kind(game.rules.game_id, table.computer[seat]))
            table.play(seat, notation, len(game.history), self._writer(table))
        except Exception:  # noqa: BLE001 - a defect of the search: logged, the table waits
            log.exception("table %s: the computer could not move", table.code)
            return
        finally:
            table.thinking = False
        await self._played(table)

    async def _search(self, table: Table, seat: str, level: str, measured: bool = False) -> str:
        """The search's move for ``seat`` from its view (taken here, so that play on the
        table never meets the worker thread), in a thread; ``measured``, the hint's: the move
        the app's hint would name (its card measured, ties to the policy's favourite), not the
        computer player's most tried."""
        from ..ai import search_seed
        from ..ai.players import decide
        game = table.game
        view = game.rules.view(game.state, seat)
        if len(game.legal_actions()) == 1:
            return str(game.legal_actions()[0])
        seed = search_seed(game.seed, seat, len(game.history), table.code)
        decision = await asyncio.to_thread(decide, game.rules, view, seat, level, seed, measured=measured,
                                           time_cap=self.time_cap)
        return decision.notation

    async def _hint(self, conn: Conn, msg: dict) -> None:
        """The search's move for the asking seat, from its own view (what the app's hint
        gives): how a headless seat at a level plays."""
        from ..ai import hint_kind
        table, level = conn.table, msg["level"]
        if level not in ("easy", "normal", "hard"):
            raise Refused("A hint is searched at easy, normal or hard")
        if conn.seat is None or table.over() or table.game.to_move() != conn.seat:
            raise Refused("A hint is given to the seat to move")
        if conn.hinting:
            raise Refused("One hint at a time")
        conn.hinting = True
        try:
            n = len(table.game.history)
            move = await self._search(table, conn.seat, hint_kind(table.game.rules.game_id, level), measured=True)
        finally:
            conn.hinting = False
        await self.send(conn, {"kind": "hint", "move": move, "n": n})

    def resume(self) -> None:
        """The computer's turns of the tables loaded (after a restart)."""
        for table in self.tables.values():
            self._computer_turn(table)


async def serve(host: str, port: int, folder: Path, seed_base: int | None = None, ready=None) -> None:
    import websockets
    server = Server(folder, seed_base)
    log.info("%d tables loaded from %s", len(server.tables), folder / "tables.sqlite3")
    async with websockets.serve(server.handle, host, port, max_size=MAX_MESSAGE, max_queue=16,
                                ping_interval=20, ping_timeout=20) as ws_server:
        bound = ws_server.sockets[0].getsockname()[1]
        server.resume()
        print(f"sortie serve: ws://{host}:{bound} (tables in {folder})", flush=True)
        if ready is not None:
            ready(bound)
        while True:   # the write-ahead log into the file, away from the moves
            await asyncio.sleep(CHECKPOINT_SECONDS)
            try:
                await asyncio.to_thread(server.store.checkpoint)
            except Exception:  # noqa: BLE001 - a busy file: the next time
                log.exception("checkpoint of the tables' file failed")


def main(argv: list[str]) -> int:
    import argparse

    from .. import paths
    p = argparse.ArgumentParser(prog="sortie serve", description="Run a table server for online play (docs/ONLINE.md).")
    p.add_argument("--host", default="127.0.0.1", help="address to listen on (default 127.0.0.1: this machine only)")
    p.add_argument("--port", type=int, default=8765, help="port (default 8765; 0: any free port)")
    p.add_argument("--data", metavar="DIR", default=None, help="folder of tables.sqlite3 and records/ "
                   "(default: Sortie's data folder's server/)")
    p.add_argument("--seed-base", type=int, default=None, help=argparse.SUPPRESS)   # tests and benchmarks only
    args = p.parse_args(argv)
    folder = Path(args.data) if args.data else paths.data_dir() / "server"
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(message)s")
    logging.getLogger("websockets").setLevel(logging.WARNING)   # its own lines would double ours
    try:
        asyncio.run(serve(args.host, args.port, folder, args.seed_base))
    except KeyboardInterrupt:
        pass
    return 0
