"""Balance of Steam Torpedo's house compartments: greedy vs greedy, measured.

    python tools/balance_steam_torpedo.py [--games 2000] [--jobs 2] [--build ready-made]

Plays N games between two greedy players (the one-ply greedy player of every game,
game/ai/players.py, on Steam Torpedo's material evaluation, game/rules/steam_torpedo/evaluation.py),
cycling both factions through both lanes (seat order) and both through moving first, and
prints win rates per faction, per first/second player and per lane, with how games end.
Game i uses seed i, so a run is reproducible.
"""
from __future__ import annotations

import argparse
import collections
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game import games  # noqa: E402
from game.ai.players import GreedyPlayer  # noqa: E402
from game.session.game import Game  # noqa: E402
from game.session.play import play_to_end  # noqa: E402

RULES = games.rules_for("steam-torpedo")   # the house data


def play_one(args) -> dict:
    seed, build = args
    players = ["talion", "rochelle"] if seed % 2 == 0 else ["rochelle", "talion"]
    first = "first-seat" if (seed // 2) % 2 == 0 else "second-seat"
    game = Game(RULES, seed, {"first": first, "build": build}, players, keep_history=False)
    greedy = GreedyPlayer(seed)   # plays either seat, from what that seat may see
    play_to_end(game, greedy.choose, 100_000)
    state = game.state
    starter = players[0] if first == "first-seat" else players[1]
    winner = state.outcome.winner
    return {"faction": state.subs[winner].faction, "first": winner == starter,
            "south": winner == players[0], "end": state.outcome.kind,
            "turns": state.turn}


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=2000)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--build", default="ready-made", choices=RULES.options["build"].choices)
    args = ap.parse_args(argv)
    start = time.time()
    work = [(i, args.build) for i in range(args.games)]
    if args.jobs > 1:
        with ProcessPoolExecutor(args.jobs) as pool:
            results = list(pool.map(play_one, work, chunksize=20))
    else:
        results = [play_one(w) for w in work]
    n = len(results)
    faction = collections.Counter(r["faction"] for r in results)
    first = sum(r["first"] for r in results)
    south = sum(r["south"] for r in results)
    ends = collections.Counter(r["end"] for r in results)

    def pct(k: int) -> str:
        return f"{k:5d} ({100 * k / n:5.1f}%)"

    print(f"Steam Torpedo balance: {n} games, greedy vs greedy, build {args.build}")
    for f in ("talion", "rochelle"):
        print(f"  {f:<14} wins {pct(faction[f])}")
    print(f"  first player   wins {pct(first)}")
    print(f"  second player  wins {pct(n - first)}")
    print(f"  south lane     wins {pct(south)}")
    print(f"  north lane     wins {pct(n - south)}")
    for end, k in ends.most_common():
        print(f"  ends: {end:<40} {pct(k)}")
    print(f"  average turns {sum(r['turns'] for r in results) / n:.1f}; {time.time() - start:.0f} s")
    worst = max(faction.values()) / n, max(first, n - first) / n, max(south, n - south) / n
    return 0 if max(worst) <= 0.60 else 1


if __name__ == "__main__":
    raise SystemExit(main())
