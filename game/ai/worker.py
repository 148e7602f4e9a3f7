"""The search in a separate process, so that the window keeps drawing while the computer
thinks (a process, not a thread: a playout holds the GIL the whole time).

A process is started with "spawn" (the same on every system), on the first request, and
kept for the next ones: it keeps the game it was last given and plays on from it when the
new request only adds moves. ``drop`` voids the question asked (a hint worked out ahead whose
position changed, issue 33): each process stops its search at its next sample, where it
finds a newer message on its pipe, and stays, with its game, for the next question, which
so starts at once instead of after a process start and a rebuild of the game. ``cancel``
ends the processes (terminate, then join): a cancelled search leaves no process behind.

A search that grows several trees (root-parallel: ``parts``) has them grown in as many
processes at once as there are cores for, each sending back its tree's root; the first
then sums them (``mcts.conclude``) and answers. The parts' seeds are those the search draws
when it grows them one after the other (the arena, the tests), so the decision is the same.

The request is plain data (game id, map, data set and its content hash, seed, options,
players, moves, seat, level, search seed): the process installs the same data set (read
from the player's folder and checked, as the game did: game/datasets.py), rebuilds the game
from its seed and moves (as loading a save does) and hands the search only ``Rules.view``
of the seat.
"""
from __future__ import annotations

import multiprocessing
import os
import random
import time


def cores() -> int:
    """The processor cores this process may run on."""
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except (AttributeError, OSError):
        return max(1, os.cpu_count() or 1)


class Preempted(BaseException):
    """A newer message came while a search ran: that search is dropped, unanswered. (Not an
    Exception: the search's own ``except Exception``, which passes over a move one sample
    refuses, must not pass over this too.)"""


def watched(adapter, conn):
    """The adapter, its ``determinize`` first looking at the pipe: a search and the hint's
    measuring draw a sample before each playout, so a newer message (a question, or ``drop``'s
    stop) ends the search within one playout (raises Preempted). It draws nothing from the
    search's generator: the decision is the same. (An end that cannot be polled, as a test's
    stand-in for the pipe, leaves the adapter as it is.)"""
    if not hasattr(conn, "poll"):
        return adapter
    sample = adapter.determinize

    def determinize(view, seat, rnd):
        if conn.poll():
            raise Preempted
        return sample(view, seat, rnd)
    adapter.determinize = determinize
    return adapter


def _serve(conn) -> None:  # the process: top level, so that "spawn" can find it
    from .. import games
    from ..session.game import Game
    from . import adapter_for, level_kind
    from .mcts import conclude, grow, part_seeds
    from .players import budget, decide, hint_playouts
    game = None
    key = None
    while True:
        try:
            req = conn.recv()
        except (EOFError, OSError):
            return
        if req is None:
            return
        if req.get("kind") == "stop":   # (``drop``: the search it stopped is already dropped)
            continue
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
            quick = req.get("quick_single", True)
            scale = req.get("scale", 1.0)
            kind = req.get("kind", "decide")
            adapter = watched(adapter_for(game.rules), conn)
            adapter.evaluation = level_kind(req["level"])[1] or "hand"   # (a seat kind's: ai.SEAT_KINDS)
            if kind == "grow":   # parts of a root-parallel search (``Worker``), grown one after the other here
                playouts, seconds, _parts = budget(req["level"], scale, parts=req["parts"])
                deadline = time.perf_counter() + seconds   # (the time cap: one for the parts grown here)
                grown = {}
                for i, s in req["seeds"].items():
                    grown[i] = grow(game.rules, adapter, view, seat, playouts, max(0.0, deadline - time.perf_counter()),
                                    random.Random(s), quick_single=quick)
                conn.send({"id": req["id"], "grown": grown})
                continue
            if kind == "conclude":   # the parts' roots summed, the hint's moves measured
                playouts, _seconds, parts = budget(req["level"], scale, parts=req["parts"])
                rnd = random.Random(req["search_seed"])
                part_seeds(rnd, parts)   # (drawn first, as the search one after the other does)
                d = conclude(game.rules, adapter, view, seat, req["grown"], rnd,
                             estimate_playouts=0 if quick else hint_playouts(playouts, parts))
            else:   # its adapter watched
                d = decide(game.rules, view, seat, req["level"], req["search_seed"], quick_single=quick, scale=scale,
                           parts=req.get("parts"), adapter=adapter)
            conn.send({"id": req["id"], "notation": d.notation, "estimate": d.estimate, "playouts": d.playouts,
                       "seconds": d.seconds, "extra": d.extra, "measured_from": d.measured_from,
                       "top": d.top})
        except Preempted:   # a newer message waits: read next
            continue
        except Exception as exc:  # noqa: BLE001 - said to the scene, which falls back and logs it
            import traceback
            conn.send({"id": req.get("id"), "error": f"{exc.__class__.__name__}: {exc}",
                       "traceback": traceback.format_exc()})


class Worker:
    """One search at a time in child processes. ``ask`` sends a request (a question still
    waited for is dropped), ``poll`` returns its answer once there is one, ``drop`` voids it
    and keeps the processes, ``cancel`` ends them.

    A search that grows several trees (``parts``; ``ai.PARTS`` says a level's) has them
    grown in as many processes as the machine has cores for (each its own parts, from the
    seeds the search one after the other draws), then the first process sums their roots and
    answers as a search in one process would: the same decision, in a fraction of the time
    (issue 33)."""

    def __init__(self, processes: int | None = None):
        self.processes: list = []   # [process, connection]
        self.most = processes or cores()
        self.waiting = None   # the id of the request asked and not yet answered
        self._next = 0
        self._request: dict | None = None
        self._grown: dict = {}        # part -> its root, as the processes send them
        self._growing: set = set()    # the processes whose parts are still growing
        self._asked = 0.0

    @property
    def process(self):
        """The first process (the one that answers), or None."""
        return self.processes[0][0] if self.processes else None

    def _start(self) -> None:
        ctx = multiprocessing.get_context("spawn")
        parent, child = ctx.Pipe()
        process = ctx.Process(target=_serve, args=(child,), daemon=True, name="sortie-search")
        process.start()
        child.close()
        self.processes.append([process, parent])

    def ask(self, game, seat: str, level: str, search_seed: int, quick_single: bool = True,
            scale: float = 1.0, parts: int | None = None) -> int:
        """Ask for a decision (``quick_single`` False: the hint's, its moves measured) at ``level``
        (``scale``: a share of its playouts; ``parts``: its trees, when not the level's own)."""
        from . import PARTS, level_kind
        from .mcts import part_seeds
        if self.waiting is not None:
            self.drop()
        parts = parts or PARTS[level_kind(level)[0]]
        want = max(1, min(parts, self.most))
        if any(not proc.is_alive() for proc, _ in self.processes):
            self._reap()
        while len(self.processes) < want:
            self._start()
        self._next += 1
        map_path = str(game.map_path) if game.map_path is not None else None
        req = {"id": self._next, "game": game.rules.game_id, "map": map_path,
               "data_set": game.data_set, "data_hash": game.data_hash, "seed": game.seed,
               "options": dict(game.options), "players": list(game.players), "moves": list(game.moves),
               "seat": seat, "level": level, "search_seed": search_seed, "quick_single": quick_single,
               "scale": scale, "parts": parts}
        self._request, self._grown, self._asked = req, {}, time.perf_counter()
        if parts == 1:
            self._growing = set()
            self.processes[0][1].send(req)
        else:
            seeds = part_seeds(random.Random(search_seed), parts)
            self._growing = set(range(want))
            for j in range(want):
                mine = {i: seeds[i] for i in range(j, parts, want)}
                self.processes[j][1].send({**req, "kind": "grow", "seeds": mine})
        self.waiting = self._next
        return self._next

    @property
    def busy(self) -> bool:
        return self.waiting is not None

    def _take(self, j: int):
        """Process j's answer to the request waited for, else None (an old one is dropped);
        raises EOFError when the process is gone."""
        proc, conn = self.processes[j]
        while conn.poll():
            answer = conn.recv()
            if answer.get("id") == self.waiting:
                return answer
        if not proc.is_alive():
            raise EOFError
        return None

    def poll(self):
        """The answer (a dict: notation, estimate, ... or error) once it has come, else None."""
        if self.waiting is None or not self.processes:
            return None
        try:
            for j in sorted(self._growing):
                grown = self._take(j)
                if grown is None:
                    continue
                if "error" in grown:
                    self.waiting = None
                    return grown
                self._grown.update(grown["grown"])
                self._growing.discard(j)
                if not self._growing:   # every part grown: the first process sums them
                    parts = [self._grown[i] for i in sorted(self._grown)]
                    self.processes[0][1].send({**self._request, "kind": "conclude", "grown": parts})
                return None
            if self._growing:
                return None
            answer = self._take(0)
        except (EOFError, OSError):
            self.waiting = None
            self._reap()
            return {"error": "the search stopped unexpectedly"}
        if answer is None:
            return None
        self.waiting = None
        if len(self._grown) > 1 and "seconds" in answer:
            answer["seconds"] = time.perf_counter() - self._asked   # (the parts' growing included)
        return answer

    def drop(self) -> None:
        """Void the question asked, if any, keeping the processes: each is told to stop (its
        search ends at its next sample, ``watched``), and an answer sent before is dropped
        when it comes (``_take``)."""
        if self.waiting is None:
            return
        self.waiting = None
        for _proc, conn in self.processes:
            try:
                conn.send({"kind": "stop"})
            except OSError:   # (a process gone: the next ``ask`` reaps it)
                pass

    def cancel(self) -> None:
        """Stop the search running, if any: the processes are ended and reaped."""
        self.waiting = None
        self._reap()

    def _reap(self) -> None:
        procs, self.processes = self.processes, []
        for proc, conn in procs:
            try:
                conn.close()
            except OSError:
                pass
            if proc.is_alive():
                proc.terminate()
        for proc, _ in procs:
            proc.join(5)
            if proc.is_alive():
                proc.kill()
                proc.join(5)

    def close(self) -> None:
        self.cancel()
