"""Two players against each other over many games: win rates with 95% confidence intervals.

    python tools/arena.py GAME A B --games N [--seed S] [--jobs K] [--scale F] [--cap M]

A and B are one of: random, greedy, easy, normal, hard (game/ai/players.py). The games are
played from seeds S, S + 1, ... S + N - 1; a game from an odd seed has A in the first seat,
from an even seed in the second (CS: the default two players), so that a seed's game is the
same whichever run plays it. Games run on every core (multiprocessing; --jobs to
choose). A draw counts half a win. The interval is Wilson's score interval at 95%.
Also printed: the thinking time per decision of each search player (median and worst, on
the clock; and in processor time, which a busy machine or a paused run leaves alone), and
how many games stopped at the move cap (--cap, counted as draws).

--results FILE appends each game to FILE as it ends (one JSON line), and a run given the
same FILE plays only the games of its seeds that are not there yet: a long measure may be
stopped and resumed, and its summary counts every game of its seeds in FILE. Each game is
appended in one write, so runs of other seeds of the same pairing may share the file.

--scale F plays the search levels with F times their playouts (tests use a tiny share).
The levels are budgets of playouts; by default the arena plays them without their time
caps, so that its results do not depend on the machine's speed or load (--time-cap plays
them as the app does). Figures for docs/AI.md use --scale 1.
"""
from __future__ import annotations

import argparse
import json
import math
import multiprocessing
import os
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from game import games  # noqa: E402
from game.ai.players import KINDS, SearchPlayer, make_player  # noqa: E402
from game.session.game import Game  # noqa: E402
from game.session.play import play_to_end, seated  # noqa: E402


def wilson(score: float, n: int, z: float = 1.96) -> tuple[float, float]:
    if n == 0:
        return 0.0, 1.0
    p = score / n
    d = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / d
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d
    return max(0.0, centre - half), min(1.0, centre + half)


def play_one(args) -> dict:
    """One game (a top-level function, for the process pool)."""
    game_id, a, b, seed, a_first, scale, cap = args[:7]
    time_cap = args[7] if len(args) > 7 else False
    rules = games.rules_for(game_id)
    game = Game(rules, seed, keep_history=False)
    seats = game.players[:2]
    kinds = {seats[0]: a, seats[1]: b} if a_first else {seats[0]: b, seats[1]: a}
    label = {seats[0]: "A" if a_first else "B", seats[1]: "B" if a_first else "A"}
    players = {seat: make_player(kind, seed * 2 + k, f"{seed}:{k}", scale, time_cap) for k, (seat, kind) in enumerate(kinds.items())}
    out = play_to_end(game, seated(players), cap)
    moves = len(game.moves)
    winner = None
    if out is not None and out.winner is not None:
        winner = label.get(out.winner)
        if winner is None:  # team games: the side's name
            adapter_side = {s: label[s] for s in seats}
            winner = adapter_side.get(out.winner)
    times = {label[s]: p.times for s, p in players.items() if isinstance(p, SearchPlayer)}
    cpu = {label[s]: p.cpu for s, p in players.items() if isinstance(p, SearchPlayer)}
    return {"seed": seed, "a_first": a_first, "winner": winner, "moves": moves, "capped": out is None,
            "times": times, "cpu": cpu}


def _key(args) -> list:
    return [args.game, args.a, args.b, args.scale, args.cap, bool(args.time_cap)]


def _done(path: Path | None, key: list) -> dict[int, dict]:
    """The games of this pairing already in the results file, by seed."""
    if path is None or not path.exists():
        return {}
    found = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        try:
            r = json.loads(line)
        except ValueError:
            continue   # a line cut by a stop mid-write
        if not isinstance(r, dict) or not isinstance(r.get("key"), list) or len(r["key"]) != len(key):
            continue
        if r["key"] == key:
            found[r["seed"]] = r
        elif r["key"][:4] + r["key"][5:] == key[:4] + key[5:]:
            # The same pairing kept under another move cap. Without time caps a game is the
            # same whatever the cap until it stops: one that ended within this cap counts as
            # it is; one stopped at a higher cap would have stopped at this one too (a draw
            # either way), but its thinking times past this cap are not known, so dropped.
            cap, other = key[4], r["key"][4]
            if not r["capped"] and r["moves"] <= cap:
                found[r["seed"]] = r
            elif r["capped"] and other >= cap:
                found[r["seed"]] = {**r, "moves": cap, "times": {}, "cpu": {}}
    return found


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("game")
    p.add_argument("a", choices=KINDS)
    p.add_argument("b", choices=KINDS)
    p.add_argument("--games", type=int, default=20)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    p.add_argument("--scale", type=float, default=1.0)
    p.add_argument("--cap", type=int, default=20_000, help="moves after which a game counts as a draw")
    p.add_argument("--time-cap", action="store_true", help="cap each decision at its level's time, as in the app")
    p.add_argument("--results", metavar="FILE", help="append each game to FILE; play only the seeds not in it yet")
    args = p.parse_args(argv)
    games.info(args.game)
    tasks = [(args.game, args.a, args.b, args.seed + i, (args.seed + i) % 2 == 1, args.scale, args.cap, args.time_cap)
             for i in range(args.games)]
    path = Path(args.results) if args.results else None
    done = _done(path, _key(args))
    tasks = [t for t in tasks if t[3] not in done]
    start = time.perf_counter()
    results = [done[s] for s in range(args.seed, args.seed + args.games) if s in done]

    def keep(r):
        results.append(r)
        if path is not None:   # one write of the whole line: another run may append to the file too
            fd = os.open(path, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o644)
            try:
                os.write(fd, (json.dumps({"key": _key(args), **r}) + "\n").encode("utf-8"))
            finally:
                os.close(fd)

    if args.jobs > 1 and tasks:
        with multiprocessing.get_context("spawn").Pool(args.jobs) as pool:
            for r in pool.imap_unordered(play_one, tasks, chunksize=1):
                keep(r)
    else:
        for t in tasks:
            keep(play_one(t))
    elapsed = time.perf_counter() - start
    n = len(results)
    score = {"A": 0.0, "B": 0.0}
    draws = 0
    for r in results:
        if r["winner"] in score:
            score[r["winner"]] += 1
        else:
            draws += 1
            score["A"] += 0.5
            score["B"] += 0.5
    print(f"{games.info(args.game).title}: {args.a} (A) against {args.b} (B), {n} games from seed {args.seed}, "
          f"seats alternating, playouts x{args.scale:g}, {'with' if args.time_cap else 'without'} time caps")
    for side, kind in (("A", args.a), ("B", args.b)):
        lo, hi = wilson(score[side], n)
        print(f"  {kind:7s} ({side}) wins {score[side] / n:6.1%}  (95% CI {lo:.1%} to {hi:.1%})")
    print(f"  draws {draws} (of which {sum(r['capped'] for r in results)} stopped at the {args.cap}-move cap); "
          f"mean length {statistics.mean(r['moves'] for r in results):.0f} moves")
    for side, kind in (("A", args.a), ("B", args.b)):
        times = [t for r in results for t in r["times"].get(side, [])]
        if times:
            print(f"  {kind} thinking per decision: median {statistics.median(times):.3f} s, worst {max(times):.3f} s "
                  f"({len(times)} decisions)")
        cpu = [t for r in results for t in r.get("cpu", {}).get(side, [])]
        if cpu:   # the games recorded before this figure was kept have none
            print(f"  {kind} processor time per decision: median {statistics.median(cpu):.3f} s, worst {max(cpu):.3f} s "
                  f"({len(cpu)} decisions, {len({r['seed'] for r in results if r.get('cpu', {}).get(side)})} games)")
    print(f"{n} games ({len(tasks)} played now in {elapsed:.0f} s on {args.jobs} process(es))")
    return 0


if __name__ == "__main__":
    sys.exit(main())
