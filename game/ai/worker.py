"""The search in a separate process, so that the window keeps drawing while the computer
thinks (a process, not a thread: a playout holds the GIL the whole time).

The process is started with "spawn" (the same on every system), on the first request, and
kept for the next ones: it keeps the game it was last given and plays on from it when the
new request only adds moves. ``cancel`` ends it (terminate, then join): a cancelled search
leaves no process behind; the next request starts a fresh one.

The request is plain data (game id, map, data set and its content hash, seed, options,
players, moves, seat, level, search seed): the process installs the same data set (read
from the player's folder and checked, as the game did: game/datasets.py), rebuilds the game
from its seed and moves (as loading a save does) and hands the search only ``Rules.view``
of the seat.
"""
from __future__ import annotations

import multiprocessing


def _serve(conn) -> None:  # the process: top level, so that "spawn" can find it
    from .. import games
    from ..session.game import Game
    from .players import decide
    game = None
    key = None
    while True:
        try:
            req = conn.recv()
        except (EOFError, OSError):
            return
        if req is None:
            return
        try:
            k = (req["game"], req["map"], req.get("data_set"), req.get("data_hash"), req["seed"],
                 repr(req["options"]), tuple(req["players"]))
            moves = req["moves"]
            if game is None or k != key or game.moves != moves[:len(game.history)]:
                # the game's own data set, as it was (datasets.SetChanged if its files changed since)
                rules = games.rules_for(req["game"], req["map"] or None, req.get("data_set"), req.get("data_hash"))
                game = Game(rules, req["seed"], req["options"], req["players"], keep_history=False,
                            map_path=req["map"])
                key = k
            for m in moves[len(game.history):]:
                game.play(m)
            seat = req["seat"]
            view = game.rules.view(game.state, seat)
            d = decide(game.rules, view, seat, req["level"], req["search_seed"],
                       quick_single=req.get("quick_single", True))
            conn.send({"id": req["id"], "notation": d.notation, "estimate": d.estimate, "playouts": d.playouts,
                       "seconds": d.seconds, "extra": d.extra, "measured_from": d.measured_from,
                       "top": d.top})
        except Exception as exc:  # noqa: BLE001 - said to the scene, which falls back and logs it
            import traceback
            conn.send({"id": req.get("id"), "error": f"{exc.__class__.__name__}: {exc}",
                       "traceback": traceback.format_exc()})


class Worker:
    """One search at a time in a child process. ``ask`` sends a request, ``poll`` returns
    its answer once there is one, ``cancel`` stops whatever is running."""

    def __init__(self):
        self.process = None
        self.conn = None
        self.waiting = None   # the id of the request asked and not yet answered
        self._next = 0

    def _start(self) -> None:
        ctx = multiprocessing.get_context("spawn")
        parent, child = ctx.Pipe()
        self.process = ctx.Process(target=_serve, args=(child,), daemon=True, name="sortie-search")
        self.process.start()
        child.close()
        self.conn = parent

    def ask(self, game, seat: str, level: str, search_seed: int, quick_single: bool = True) -> int:
        if self.waiting is not None:
            self.cancel()
        if self.process is None or not self.process.is_alive():
            self._start()
        self._next += 1
        map_path = str(game.map_path) if game.map_path is not None else None
        self.conn.send({"id": self._next, "game": game.rules.game_id, "map": map_path,
                        "data_set": game.data_set, "data_hash": game.data_hash, "seed": game.seed,
                        "options": dict(game.options), "players": list(game.players), "moves": list(game.moves),
                        "seat": seat, "level": level, "search_seed": search_seed, "quick_single": quick_single})
        self.waiting = self._next
        return self._next

    @property
    def busy(self) -> bool:
        return self.waiting is not None

    def poll(self):
        """The answer (a dict: notation, estimate, ... or error) once it has come, else None."""
        if self.waiting is None or self.conn is None:
            return None
        try:
            if not self.conn.poll():
                if not self.process.is_alive():
                    self.waiting = None
                    self._reap()
                    return {"error": "the search stopped unexpectedly"}
                return None
            answer = self.conn.recv()
        except (EOFError, OSError):
            self.waiting = None
            self._reap()
            return {"error": "the search stopped unexpectedly"}
        if answer.get("id") != self.waiting:
            return None  # an answer to a request given up: ignored
        self.waiting = None
        return answer

    def cancel(self) -> None:
        """Stop the search running, if any: the process is ended and reaped."""
        self.waiting = None
        self._reap()

    def _reap(self) -> None:
        proc, self.process = self.process, None
        if self.conn is not None:
            try:
                self.conn.close()
            except OSError:
                pass
            self.conn = None
        if proc is not None:
            if proc.is_alive():
                proc.terminate()
            proc.join(5)
            if proc.is_alive():
                proc.kill()
                proc.join(5)

    def close(self) -> None:
        self.cancel()
