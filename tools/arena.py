"""Two players against each other over many games: win rates with 95% confidence intervals.

    python tools/arena.py GAME A B --games N [--seed S] [--jobs K] [--scale F] [--cap M]
    python tools/arena.py summary [FILE_OR_FOLDER ...]

A and B are one of: random, greedy, easy, normal, hard (game/ai/players.py); greedy and the
levels by the evaluation's weights fitted on games (tools/fit_evaluation.py), where the game
has them, in place of its hand weights: greedy@fitted, easy@fitted... The games are
played from seeds S, S + 1, ... S + N - 1; a game from an odd seed has A in the first seat,
from an even seed in the second (CS: the default two players), so that a seed's game is the
same whichever run plays it. Games run on every core (multiprocessing; --jobs to
choose). A draw counts half a win. The interval is Wilson's score interval at 95%.
Also printed: the thinking time per decision of each search player (median and worst, on
the clock; and in processor time, which a busy machine or a paused run leaves alone), and
how many games stopped at the move cap (--cap, counted as draws).

Each game is appended to a results file as it ends (one JSON line: the game, the players
and their seats, the seed, the options, the winner, the moves, each decision's time;
tools/arena_results.py), at --scale 1 docs/arena/results/<game id>.jsonl.gz unless --results FILE
names another (--no-results: none). A run given the same file plays only the games of its
seeds that are not there yet: a long measure may be stopped and resumed, and its summary
counts every game of its seeds in the file. Each game is appended in one write, so runs of
other seeds of the same pairing may share the file. ``summary`` prints every pairing's
figures from the files alone (docs/arena/results/ unless files or folders are named).

--scale F plays the search levels with F times their playouts (tests use a tiny share).
The levels are budgets of playouts; by default the arena plays them without their time
caps, so that its results do not depend on the machine's speed or load (--time-cap plays
them as the app does). Figures for docs/AI.md use --scale 1.
"""
from __future__ import annotations

import argparse
import json
import multiprocessing
import os
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from game import games  # noqa: E402
from game.ai.players import SearchPlayer, make_player  # noqa: E402
from game.session.game import Game  # noqa: E402
from game.session.play import play_to_end, seated  # noqa: E402

sys.path.insert(0, str(Path(__file__).resolve().parent))
from arena_results import default_file, encode, lines, summary, wilson  # noqa: E402,F401 (wilson: hint_check's)


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
    times = {label[s]: _ms(p.times) for s, p in players.items() if isinstance(p, SearchPlayer)}
    cpu = {label[s]: _ms(p.cpu) for s, p in players.items() if isinstance(p, SearchPlayer)}
    return {"game": game_id, "a": a, "b": b, "seats": {label[s]: s for s in seats},
            "seed": seed, "a_first": a_first, "options": _plain(game.options), "scale": scale, "cap": cap,
            "time_cap": bool(time_cap), "winner": winner,
            "winner_seat": out.winner if out is not None else None, "moves": moves, "capped": out is None,
            "times": times, "cpu": cpu, "played": list(game.moves)}


def _kind(text: str) -> str:
    """A player's kind (KINDS, a level or greedy perhaps with @fitted: game/ai/players.py)."""
    try:
        make_player(text, 0)
    except ValueError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None
    return text


def _ms(seconds: list) -> list:
    """Times kept to the tenth of a millisecond (the file stays small; no figure needs more)."""
    return [round(t, 4) for t in seconds]


def _plain(options: dict) -> dict:
    """The game's options as JSON keeps them (each value as its text where it is not plain)."""
    return {str(k): v if isinstance(v, (str, int, float, bool)) or v is None else str(v) for k, v in options.items()}


def _key(args) -> list:
    return [args.game, args.a, args.b, args.scale, args.cap, bool(args.time_cap)]


def _done(path: Path | None, key: list) -> dict[int, dict]:
    """The games of this pairing already in the results file, by seed."""
    if path is None or not path.exists():
        return {}
    found = {}
    for line in lines(path)[0]:
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
                found[r["seed"]] = {**r, "moves": cap, "times": {}, "cpu": {}, "played": r.get("played", [])[:cap]}
    return found


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("game")
    p.add_argument("a", type=_kind)
    p.add_argument("b", type=_kind)
    p.add_argument("--games", type=int, default=20)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    p.add_argument("--scale", type=float, default=1.0)
    p.add_argument("--cap", type=int, default=20_000, help="moves after which a game counts as a draw")
    p.add_argument("--time-cap", action="store_true", help="cap each decision at its level's time, as in the app")
    p.add_argument("--results", metavar="FILE", help="append each game to FILE; play only the seeds not in it yet "
                   "(at --scale 1 without it: docs/arena/results/GAME.jsonl.gz)")
    p.add_argument("--no-results", action="store_true", help="keep no results file")
    argv = sys.argv[1:] if argv is None else list(argv)
    if argv[:1] == ["summary"]:
        return summary(argv[1:])
    args = p.parse_args(argv)
    if args.results is None and args.scale == 1.0 and not args.no_results:
        args.results = str(default_file(args.game))
    games.info(args.game)
    tasks = [(args.game, args.a, args.b, args.seed + i, (args.seed + i) % 2 == 1, args.scale, args.cap, args.time_cap)
             for i in range(args.games)]
    path = Path(args.results) if args.results and not args.no_results else None
    if path is not None:
        path.parent.mkdir(parents=True, exist_ok=True)
    done = _done(path, _key(args))
    tasks = [t for t in tasks if t[3] not in done]
    start = time.perf_counter()
    results = [done[s] for s in range(args.seed, args.seed + args.games) if s in done]

    def keep(r):
        results.append(r)
        if path is not None:   # one write of the whole line: another run may append to the file too
            fd = os.open(path, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o644)
            try:
                os.write(fd, encode({"key": _key(args), **r}, path))
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
