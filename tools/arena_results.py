"""The arena's results files and the figures made of them alone.

    python tools/arena.py summary [FILE_OR_FOLDER ...]

Each line of a results file is one game, written by tools/arena.py as it ended: the game,
the two players (A and B) and the seat each sat in, the seed, the options, the winner (A,
B, or none: a draw or a game stopped at the move cap), the moves (their number, and the
moves themselves in notation where kept), and each search player's time per decision (on
the clock and of the processor). The files of docs/AI.md's figures are
docs/arena/results/<game id>.jsonl.gz (gzip: each game's line a member of its own; the
moves take room), and docs/arena/results.md says what each holds.

``summary`` recomputes every win rate from those lines: per game and pairing (the same
players, playouts scale, move cap and time caps), A's score (a draw counts half a win) with
its Wilson 95% interval, the draws, the mean length, A's score in each seat (where a game
gives the first seat the first move, as Steam Torpedo's default does, the edge of moving
first shows there), and the thinking time per decision.
A line that cannot be read is counted and said, never guessed at; a seed kept twice counts
once (the first line: a game replays the same from its seed).
"""
from __future__ import annotations

import gzip
import json
import math
import statistics
import zlib
from pathlib import Path

RESULTS_DIR = Path(__file__).resolve().parent.parent / "docs" / "arena" / "results"


def wilson(score: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """Wilson's score interval (95% by default) of a rate of ``score`` in ``n``."""
    if n == 0:
        return 0.0, 1.0
    p = score / n
    d = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / d
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d
    return max(0.0, centre - half), min(1.0, centre + half)


def rate_text(score: float, n: int) -> str:
    """A rate and its interval as docs/AI.md writes them: "78.5% (72.3-83.6)"."""
    lo, hi = wilson(score, n)
    return f"{score / n:.1%} ({lo:.1%}-{hi:.1%})".replace("%-", "-").replace("%)", ")")


def files(paths) -> list[Path]:
    """The results files named, a folder standing for its *.jsonl and *.jsonl.gz files (sorted)."""
    out = []
    for p in map(Path, paths):
        out += sorted([*p.glob("*.jsonl"), *p.glob("*.jsonl.gz")]) if p.is_dir() else [p]
    return out


def default_file(game_id: str) -> Path:
    """Where the arena keeps a game's results at --scale 1."""
    return RESULTS_DIR / f"{game_id}.jsonl.gz"


def encode(line: dict, path: Path) -> bytes:
    """One game's line as written to ``path``: a gzip member of its own where the file is
    compressed (members appended one by one read as one stream), else the text."""
    data = (json.dumps(line) + "\n").encode("utf-8")
    return gzip.compress(data, 9, mtime=0) if path.name.endswith(".gz") else data


def lines(path: Path) -> tuple[list[str], int]:
    """The text lines of a results file, and 1 if its end was cut (a stop mid-write)."""
    data = path.read_bytes()
    if not path.name.endswith(".gz"):
        return data.decode("utf-8", "replace").splitlines(), 0
    out = []
    while data:
        member = zlib.decompressobj(wbits=31)
        try:
            text = member.decompress(data)
        except zlib.error:
            return out, 1
        if not member.eof:
            return out, 1
        out += text.decode("utf-8", "replace").splitlines()
        data = member.unused_data
    return out, 0


def read(paths) -> tuple[list[dict], int]:
    """Every game in the files, and how many lines could not be read (a line cut by a stop
    mid-write, or not a game of the arena's)."""
    rows, bad = [], 0
    for path in files(paths):
        text, cut = lines(path)
        bad += cut
        for line in text:
            if not line.strip():
                continue
            try:
                r = json.loads(line)
            except ValueError:
                bad += 1
                continue
            if (not isinstance(r, dict) or not isinstance(r.get("key"), list) or len(r["key"]) != 6
                    or not isinstance(r.get("seed"), int) or r.get("winner") not in ("A", "B", None)):
                bad += 1
                continue
            rows.append(r)
    return rows, bad


def pairings(rows: list[dict]) -> dict[tuple, list[dict]]:
    """The games by pairing (game, A, B, scale, cap, time caps), each seed once, by seed."""
    out: dict[tuple, dict[int, dict]] = {}
    for r in rows:
        out.setdefault(tuple(r["key"]), {}).setdefault(r["seed"], r)
    return {k: [v[s] for s in sorted(v)] for k, v in sorted(out.items(), key=lambda kv: [str(x) for x in kv[0]])}


def seeds_text(seeds: list[int]) -> str:
    """1-50, or 1-20, 31-40 where some are missing."""
    runs, start = [], seeds[0]
    for prev, s in zip(seeds, seeds[1:] + [None]):
        if s != prev + 1:
            runs.append(f"{start}-{prev}" if prev != start else f"{start}")
            start = s
    return ", ".join(runs)


def figures(games: list[dict]) -> dict:
    """A pairing's figures from its games: A's score (a draw half), draws, stops at the cap."""
    n = len(games)
    a_wins = sum(g["winner"] == "A" for g in games)
    draws = sum(g["winner"] is None for g in games)
    score = a_wins + draws / 2
    return {"games": n, "score": score, "draws": draws, "capped": sum(bool(g.get("capped")) for g in games),
            "rate": rate_text(score, n), "seeds": seeds_text([g["seed"] for g in games]),
            "length": statistics.mean(g["moves"] for g in games)}


def seats_text(games: list[dict]) -> str:
    """A's score in the game's first seat and in its second (``a_first``), each with its
    interval: "" where the lines do not say which seat A took."""
    if any("a_first" not in g for g in games):
        return ""
    parts = []
    for first, where in ((True, "first"), (False, "second")):
        some = [g for g in games if bool(g["a_first"]) is first]
        if some:
            f = figures(some)
            parts.append(f"{f['rate']} of {f['games']} in the {where} seat")
    return "; ".join(parts)


def times_text(games: list[dict], side: str, field: str) -> str:
    times = [t for g in games for t in g.get(field, {}).get(side, [])]
    if not times:
        return ""
    return f"median {statistics.median(times):.3f} s, worst {max(times):.3f} s ({len(times)} decisions)"


def summary_lines(rows: list[dict]) -> list[str]:
    lines, last_game = [], None
    for key, games in pairings(rows).items():
        game, a, b, scale, cap, time_cap = key
        if game != last_game:
            lines.append(game)
            last_game = game
        f = figures(games)
        how = "" if (scale, time_cap) == (1.0, False) else f" [playouts x{scale:g}{', time caps' if time_cap else ''}]"
        lines.append(f"  {a} vs {b}{how}: {f['games']} games (seeds {f['seeds']}), A wins {f['rate']}, "
                     f"{f['draws']} draws ({f['capped']} at the {cap}-move cap), mean length {f['length']:.0f} moves")
        seats = seats_text(games)
        if seats:
            lines.append(f"    A's score by seat: {seats}")
        for side, kind in (("A", a), ("B", b)):
            for field, what in (("times", "thinking"), ("cpu", "processor time")):
                text = times_text(games, side, field)
                if text:
                    lines.append(f"    {kind} ({side}) {what} per decision: {text}")
    return lines


def summary(argv: list[str]) -> int:
    import argparse
    p = argparse.ArgumentParser(prog="arena.py summary", description="Every figure of the arena's results files.")
    p.add_argument("paths", nargs="*", default=[str(RESULTS_DIR)], help="results files or folders of them")
    args = p.parse_args(argv)
    missing = [x for x in args.paths if not Path(x).exists()]
    if missing:
        print(f"arena.py summary: no such file or folder: {', '.join(missing)}")
        return 2
    rows, bad = read(args.paths)
    for line in summary_lines(rows):
        print(line)
    kept = sum(len(g) for g in pairings(rows).values())
    print(f"{kept} games from {len(files(args.paths))} file(s)"
          + (f"; {len(rows) - kept} line(s) repeat a seed already kept, counted once" if len(rows) > kept else "")
          + (f"; {bad} line(s) that are not a game, left out" if bad else ""))
    return 0
