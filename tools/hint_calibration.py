"""How well the hint's chance to win matches what happened in the arena's games.

    python tools/hint_calibration.py [GAME ...] --positions N [--seed S] [--level L] [--results FILE]
    python tools/hint_calibration.py table FILE

The two-player games only (the solitaire games' estimates are checked against their
missions by tools/hint_check.py). Positions are drawn from the arena's kept games, one per
game (tools/hint_positions.py); none of those games was used to fit the hint's calibration
(tools/hint_check.py --fit played games of its own). At each, the hint is asked once as the
app asks it (its seed, its level's playouts, no time cap; --level: Normal, an online table's
hint, unless it says Hard, this computer's own), and its chance to win for the
seat to move is set beside that seat's end in the arena game (a win 1, a draw or a game
stopped at the cap 1/2, a loss 0). The arena's players are not the playout policy the
estimate assumes: a greedy or random player against a search reads very differently.

Printed, per game: the predictions in deciles (predicted 0-10%, 10-20%, ...) with the mean
prediction, the observed rate and its 95% interval; the Brier score, beside the Brier score
of the base rate (always predicting the share of wins over these positions: a hint that
knows nothing of the position scores that). ``table`` prints it from FILE alone.
"""
from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from arena_results import rate_text  # noqa: E402
from hint_positions import TWO_PLAYER, ask, from_arena, level_arg, level_words, table_command, write_lines  # noqa: E402

from game import games  # noqa: E402
from game.ai import HINT_LEVEL, hint_kind  # noqa: E402


def deciles(pairs: list) -> list[tuple]:
    """(decile, positions, mean prediction, observed score) of (prediction, outcome) pairs,
    the deciles with none left out."""
    out = []
    for k in range(10):
        inside = [(p, o) for p, o in pairs if min(int(p * 10), 9) == k]
        if inside:
            n = len(inside)
            out.append((k, n, sum(p for p, _ in inside) / n, sum(o for _, o in inside)))
    return out


def brier(pairs: list) -> float:
    return sum((p - o) ** 2 for p, o in pairs) / len(pairs)


def base_rate_brier(pairs: list) -> float:
    rate = sum(o for _, o in pairs) / len(pairs)
    return brier([(rate, o) for _, o in pairs])


def table(lines: list[dict]) -> list[str]:
    out = []
    by_game: dict = {}
    for line in lines:
        by_game.setdefault(line["game"], []).append(line)
    for game_id in [g for g in games.GAMES if g in by_game]:
        rows = by_game[game_id]
        pairs = [(r["predicted"], r["observed"]) for r in rows]
        sources = sorted({r["source"] for r in rows})
        levels = sorted({level_words(r.get("level", HINT_LEVEL)) for r in rows})
        out.append(f"**{games.info(game_id).title}**: {len(rows)} positions of {len(rows)} arena games "
                   f"({', '.join(sources)}), the hint at {' and '.join(levels)}; Brier {brier(pairs):.3f} "
                   f"(the base rate's: {base_rate_brier(pairs):.3f})")
        out.append("")
        out.append("| predicted | positions | mean predicted | observed (95% CI) |")
        out.append("|---|---|---|---|")
        for k, n, mean, score in deciles(pairs):
            out.append(f"| {k * 10}-{k * 10 + 10}% | {n} | {mean:.1%} | {rate_text(score, n)} |")
        out.append("")
    return out


def main(argv=None) -> int:
    argv = sys.argv[1:] if argv is None else list(argv)
    if argv[:1] == ["table"]:
        return table_command("hint_calibration.py", argv[1:], table)
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("games", nargs="*", default=list(TWO_PLAYER))
    p.add_argument("--positions", type=int, default=50, help="positions per game (one per arena game)")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--scale", type=float, default=1.0, help="a share of the hint's playouts (tests)")
    p.add_argument("--level", default=HINT_LEVEL, type=level_arg,
                   help="the search level asked (default %(default)s, an online table's hint; this computer's own: hard)")
    p.add_argument("--arena", metavar="FILE", action="append", help="the arena's results files (default: docs/arena/results)")
    p.add_argument("--pairing", metavar="A-B", action="append",
                   help="positions from the arena games of this pairing only (greedy-random; default: all)")
    p.add_argument("--results", metavar="FILE", help="write each position's line to FILE")
    args = p.parse_args(argv)
    wrong = [g for g in args.games if g not in TWO_PLAYER]
    if wrong:
        p.error(f"not a two-player game with arena games: {', '.join(wrong)} (one of {', '.join(TWO_PLAYER)})")
    lines = []
    for game_id in args.games:
        found = from_arena(game_id, args.positions, args.seed, args.arena, args.pairing)
        if len(found) < args.positions:
            print(f"{games.info(game_id).title}: {len(found)} positions of {args.positions} (too few arena games kept)")
        for pos in found:
            hint = ask(pos["_game"], "hint", level=args.level, scale=args.scale)
            lines.append({**{k: v for k, v in pos.items() if not k.startswith("_")}, "level": hint_kind(game_id, args.level),
                          "predicted": round(hint["estimate"], 4), "move": hint["move"]})
    write_lines(args.results, lines)
    print("\n".join(table(lines)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
