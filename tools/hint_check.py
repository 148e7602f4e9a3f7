"""How accurate the hint's estimates are: the estimate at a game's first decision against
what then happened, over many games.

    python tools/hint_check.py GAME --games N [--level L] [--scale F] [--seed S]

For The Same 4 Cats (the chance the first mission hits its ship, and of being shot down)
and Thunderbirds at War (the chance the first mission succeeds, and the crew returns):
each game is started from its seed, the hint is asked at its first decision (the search
at LEVEL, its playouts times F, no time cap), then the mission is played out from that
position by the game's playout policy (the play the estimate assumes) with the game's own
generator, and its outcome recorded. Printed: the mean estimate, the observed rate with
its 95% interval, and the Brier score of the estimates.
"""
from __future__ import annotations

import argparse
import multiprocessing
import os
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from game import games  # noqa: E402
from game.ai import adapter_for  # noqa: E402
from game.ai.players import decide  # noqa: E402
from game.rules.core import Game  # noqa: E402

sys.path.insert(0, str(Path(__file__).resolve().parent))
from arena import wilson  # noqa: E402


def one(args) -> dict:
    game_id, seed, level, scale = args
    rules = games.rules_for(game_id)
    adapter = adapter_for(rules)
    game = Game(rules, seed, keep_history=False)
    seat = game.to_move()
    d = decide(rules, rules.view(game.state, seat), seat, level, seed * 7 + 1, quick_single=False,
               scale=scale, time_cap=False)
    state = game.state  # played on with the game's own generator: what really happens
    start = adapter.hint_start(state)
    rules.apply(state, rules.parse(d.notation))
    rnd = random.Random(seed)
    adapter.determinize(rules.view(state, seat), seat, rnd)  # sets up the playout policy's own generator
    for _ in range(100_000):
        if rules.outcome(state) is not None or adapter.playout_done(start, state):
            break
        rules.apply(state, adapter.playout_action(state, rules.legal_actions(state), rnd))
    return {"estimate": d.extra, "observed": adapter.hint_end(start, state)}


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("game", choices=("same4cats", "thunderbirds"))
    p.add_argument("--games", type=int, default=100)
    p.add_argument("--level", default="normal")
    p.add_argument("--scale", type=float, default=1.0)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    args = p.parse_args(argv)
    tasks = [(args.game, args.seed + i, args.level, args.scale) for i in range(args.games)]
    if args.jobs > 1:
        with multiprocessing.get_context("spawn").Pool(args.jobs) as pool:
            results = pool.map(one, tasks, chunksize=4)
    else:
        results = [one(t) for t in tasks]
    n = len(results)
    print(f"{games.info(args.game).title}: the hint at the first decision, {n} games from seed {args.seed}, "
          f"level {args.level}, playouts x{args.scale:g}")
    for name in results[0]["observed"]:
        est = [r["estimate"].get(name, 0.0) for r in results]
        obs = [r["observed"][name] for r in results]
        lo, hi = wilson(sum(obs), n)
        brier = sum((e - o) ** 2 for e, o in zip(est, obs)) / n
        print(f"  {name:10s} estimate {sum(est) / n:6.1%}   observed {sum(obs) / n:6.1%} "
              f"(95% CI {lo:.1%} to {hi:.1%})   Brier {brier:.3f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
