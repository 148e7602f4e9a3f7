"""How stable the hint is: the same position asked several times with different search seeds.

    python tools/hint_stability.py [GAME ...] --positions N [--asks 5] [--seed S] [--results FILE]
    python tools/hint_stability.py table FILE

Positions (tools/hint_positions.py): in the two-player games, sampled from the arena's kept
games; in the solitaire games, from games played by the game's policy. At each, the hint is
asked ``--asks`` times as the app asks it (its level's playouts, no time cap unless
--time-cap), the first with the app's own search seed, the others with other seeds. Each
position is one JSON line of FILE (the moves named, the figures shown, the time); ``table``
prints docs/arena/hint.md's table from FILE alone.

What the table says, per game (issue 33's goals: the same move at least 4 times in 5, the
estimates within 5 points of their mean): how often the most named move was named at least
4 times in 5 (with its 95% interval) and, of the positions where it was not, how many were
near ties (every estimate within 2 points of the mean: moves of about the same worth, one
named as well as another), how often every estimate shown lay within 5 points of
the mean of the five (the estimate of the move each ask named; in the solitaire games each
figure the card shows: a mission's hit and shot down, or success and the crew's return),
the median of the widest distance from that mean, and the median time of one hint.
"""
from __future__ import annotations

import argparse
import statistics
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from arena_results import rate_text  # noqa: E402
from hint_positions import TWO_PLAYER, ask, level_arg, positions, table_command, write_lines  # noqa: E402

from game import games  # noqa: E402
from game.ai import HINT_LEVEL, hint_kind  # noqa: E402

SAME, WITHIN = 4, 5.0   # the goals: the same move 4 times in 5; estimates within 5 points of their mean
TIE = 2.0               # moves named whose estimates all lie within 2 points of their mean: a near tie


def measure(pos: dict, asks: int, time_cap: bool = False, scale: float = 1.0, level: str = HINT_LEVEL) -> dict:
    """One position asked ``asks`` times: the first with the app's search seed ("hint")."""
    game = pos["_game"]
    answers = [ask(game, "hint" if k == 0 else f"hint:{k}", level=level, time_cap=time_cap, scale=scale)
               for k in range(asks)]
    return {**{k: v for k, v in pos.items() if not k.startswith("_")}, "level": hint_kind(game.rules.game_id, level),
            "asks": answers}


def figures(line: dict) -> dict:
    """A position's agreement and spread, from its line alone."""
    asks = line["asks"]
    named = Counter(a["move"] for a in asks)
    spread = 0.0
    for key in asks[0]["shown"]:
        values = [100 * a["shown"].get(key, 0.0) for a in asks]
        mean = sum(values) / len(values)
        spread = max(spread, max(abs(v - mean) for v in values))
    return {"same": named.most_common(1)[0][1], "moves": len(named), "spread": spread,
            "seconds": statistics.median(a["seconds"] for a in asks)}


def table(lines: list[dict]) -> list[str]:
    out = ["| game | positions (asks each) | same move >= 4 of 5 (95% CI) | of the others, near ties "
           "| estimates within 5 points (95% CI) | widest distance from the mean, median (worst) "
           "| moves named, mean | one hint, median |",
           "|---|---|---|---|---|---|---|---|"]
    by_game: dict = {}
    for line in lines:
        by_game.setdefault(line["game"], []).append(line)
    order = [g for g in games.GAMES if g in by_game]
    for game_id in order:
        rows = by_game[game_id]
        f = [figures(r) for r in rows]
        n = len(rows)
        asks = {len(r["asks"]) for r in rows}
        same = sum(x["same"] >= SAME for x in f)
        ties = sum(x["same"] < SAME and x["spread"] <= TIE for x in f)
        within = sum(x["spread"] <= WITHIN for x in f)
        spreads = [x["spread"] for x in f]
        out.append(f"| {games.info(game_id).title} | {n} ({'/'.join(map(str, sorted(asks)))}) | {same} of {n}: "
                   f"{rate_text(same, n)} | {ties} of {n - same} | {within} of {n}: {rate_text(within, n)} | "
                   f"{statistics.median(spreads):.1f} ({max(spreads):.1f}) points | "
                   f"{statistics.mean(x['moves'] for x in f):.1f} | {statistics.median(x['seconds'] for x in f):.2f} s |")
    return out


def _work(args) -> dict:
    return measure(*args)


def main(argv=None) -> int:
    argv = sys.argv[1:] if argv is None else list(argv)
    if argv[:1] == ["table"]:
        return table_command("hint_stability.py", argv[1:], table)
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("games", nargs="*", default=list(games.GAMES))
    p.add_argument("--positions", type=int, default=10, help="positions per game")
    p.add_argument("--asks", type=int, default=5)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--scale", type=float, default=1.0, help="a share of the hint's playouts (tests)")
    p.add_argument("--level", default=HINT_LEVEL, type=level_arg, help="the search level asked (default %(default)s, an online table's hint; this computer's own: hard)")
    p.add_argument("--time-cap", action="store_true", help="cap each hint at its level's time, as in the app")
    p.add_argument("--arena", metavar="FILE", action="append", help="the arena's results files (default: docs/arena/results)")
    p.add_argument("--pairing", metavar="A-B", action="append",
                   help="positions from the arena games of this pairing only (greedy-random; default: all)")
    p.add_argument("--results", metavar="FILE", help="write each position's line to FILE")
    args = p.parse_args(argv)
    unknown = [g for g in args.games if g not in games.GAMES]
    if unknown:
        p.error(f"unknown game {', '.join(unknown)}: one of {', '.join(games.GAMES)}")
    tasks = []
    for game_id in args.games:
        found = positions(game_id, args.positions, args.seed, args.arena, pairings=args.pairing)
        if len(found) < args.positions:
            print(f"{games.info(game_id).title}: {len(found)} positions of {args.positions} "
                  + ("(too few arena games with their moves kept)" if game_id in TWO_PLAYER
                     else "(a seed's game had no move with a choice where it was stopped: left out)"))
        tasks += [(pos, args.asks, args.time_cap, args.scale, args.level) for pos in found]
    lines = [_work(t) for t in tasks]   # one process: this machine's cores are shared
    write_lines(args.results, lines)
    print("\n".join(table(lines)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
