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

For the two-player games (Battaglia Navale, Steam Torpedo, Carrier Strike: the chance to
win the hint shows for the seat to move): each game is played from its seed by the game's
playout policy for a number of moves drawn from the seed (0 to --spread, fewer if the game
ended before: so that the positions asked about are of every stage and lean), the hint is
asked there, its move is played, and the game is played out to its end by the same policy
for both seats with the game's own generator (a draw, or a game that reaches --cap moves,
counts one half). Printed also: the observed rate beside the mean estimate in bands of
the estimate (calibration).

    python tools/hint_check.py summary FILE

prints the same from the games a two-player run kept (``--results FILE``; one JSON line a game,
the games of several runs in one file printed game by game).

    python tools/hint_check.py folds GAME FILE FILE...

sets the game's calibration as kept beside calibrations fitted on the other files' games
(with and without the intercept b), each scored on the games of the file left out.
"""
from __future__ import annotations

import argparse
import json
import math
import multiprocessing
import os
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from game import games  # noqa: E402
from game.ai import adapter_for, hint_kind, level_kind  # noqa: E402
from game.ai.adapter import calibrate  # noqa: E402
from game.ai.players import decide  # noqa: E402
from game.session.game import Game  # noqa: E402
from game.session.play import play_to_end  # noqa: E402

sys.path.insert(0, str(Path(__file__).resolve().parent))
from arena import wilson  # noqa: E402


def policy(adapter, rnd):
    """``choose`` for ``play_to_end``: the game's playout policy, with the generator ``rnd``."""
    return lambda game: adapter.playout_action(game.state, game.legal_actions(), rnd)


def one(args) -> dict:
    game_id, seed, level, scale = args
    rules = games.rules_for(game_id)
    adapter = adapter_for(rules)
    game = Game(rules, seed, keep_history=False)
    seat = game.to_move()
    d = decide(rules, rules.view(game.state, seat), seat, hint_kind(game_id, level), seed * 7 + 1, quick_single=False,
               scale=scale, time_cap=False)
    start = adapter.hint_start(game.state)  # played on with the game's own generator: what really happens
    game.play(d.notation)
    rnd = random.Random(seed)
    adapter.determinize(rules.view(game.state, seat), seat, rnd)  # sets up the playout policy's own generator
    play_to_end(game, policy(adapter, rnd), 100_000, stop=lambda g: adapter.playout_done(start, g.state))
    return {"estimate": d.extra, "observed": adapter.hint_end(start, game.state)}


TWO_PLAYER = tuple(g.id for g in games.GAMES.values() if g.computer_seats)   # games with computer seats


def one_two_player(args) -> dict:
    game_id, seed, level, scale, spread, cap = args
    rules = games.rules_for(game_id)
    adapter = adapter_for(rules)
    want = random.Random(seed * 31 + 7).randrange(spread + 1)
    while True:  # the position: ``want`` policy moves in (halved until the game is still on there)
        game, walk = Game(rules, seed, keep_history=False), random.Random(seed)
        if play_to_end(game, policy(adapter, walk), want) is None:
            break
        want //= 2
    state = game.state
    seat = rules.to_move(state)
    side = adapter.side(state, seat)
    d = decide(rules, rules.view(state, seat), seat, hint_kind(game_id, level), seed * 7 + 1, quick_single=False,
               scale=scale, time_cap=False)
    game.play(d.notation)
    before = len(game.moves)
    out = play_to_end(game, policy(adapter, walk), cap)
    played = len(game.moves) - before
    state = game.state
    observed = 0.5 if out is None else adapter.reward(state).get(side, 0.5)
    return {"seed": seed, "estimate": {"win": d.estimate}, "measured": d.measured, "observed": {"win": observed},
            "at": want, "after": played}


def calibration_of(game_id: str, level: str) -> tuple:
    """The calibration the hint at ``level`` (perhaps "@fitted") shows its chance through."""
    adapter = adapter_for(games.rules_for(game_id))
    adapter.evaluation = level_kind(hint_kind(game_id, level))[1] or "hand"
    return adapter.shown_by()


def logit(p: float) -> float:
    p = min(max(p, 1e-4), 1 - 1e-4)
    return math.log(p / (1 - p))


def fit(pairs: list, intercept: bool = True) -> tuple[float, float]:
    """(a, b) of logistic(a * logit(estimate) + b) that best predicts the outcomes (maximum
    likelihood, Newton's method; a draw is half an outcome). Without ``intercept``, b = 0: an
    even measure stays even, only its distance from even rescaled."""
    a, b = 1.0, 0.0
    xs = [logit(e) for e, _ in pairs]
    for _ in range(50):
        ga = gb = haa = hab = hbb = 0.0
        for x, (_, y) in zip(xs, pairs):
            q = 1.0 / (1.0 + math.exp(-max(-50.0, min(50.0, a * x + b))))
            w = q * (1 - q)
            ga += (q - y) * x
            gb += q - y
            haa += w * x * x
            hab += w * x
            hbb += w
        if not intercept:
            da, db = (ga / haa if haa > 1e-12 else 0.0), 0.0
        else:
            det = haa * hbb - hab * hab
            if det <= 1e-12:
                break
            da, db = (hbb * ga - hab * gb) / det, (haa * gb - hab * ga) / det
        a, b = a - da, b - db
        if abs(da) + abs(db) < 1e-9:
            break
    return a, b


def brier(pairs: list, a: float = 1.0, b: float = 0.0) -> float:
    """The Brier score of measured chances shown through (a, b), against the outcomes."""
    return sum((calibrate(e, a, b) - o) ** 2 for e, o in pairs) / len(pairs)


def folds(game_id: str, paths: list) -> int:
    """``folds GAME FILE FILE``: the calibration as the game keeps it against each form fitted on
    one run's kept games and scored on the other's (held out), both ways; and both forms fitted
    on all of them."""
    runs = []
    calibrations = {}
    for path in paths:
        rows = [json.loads(x) for x in Path(path).read_text(encoding="utf-8").splitlines() if x.strip()]
        rows = [r for r in rows if r["game"] == game_id]
        # (kept: the game's calibration of the evaluation the runs' hint judged by)
        calibrations.setdefault(calibration_of(game_id, rows[0].get("level", "normal")), "kept")
        runs.append([(r["measured"], r["observed"]["win"]) for r in rows])
        calibrations.setdefault(tuple(rows[0].get("calibration", ())) or None, "shown in a run")
    calibrations.pop(None, None)
    print(f"{games.info(game_id).title}: Brier of the measured chances shown, each run held out")
    for i, held in enumerate(runs):
        fitted_on = [p for j, run in enumerate(runs) if j != i for p in run]
        line = f"  {paths[i]} ({len(held)} games): " + "; ".join(
            f"{how} {cal} {brier(held, *cal):.4f}" for cal, how in calibrations.items())
        for name, intercept in (("a, b", True), ("a alone", False)):
            a, b = fit(fitted_on, intercept)
            line += f"; {name} fitted on the others ({a:.3f}, {b:.3f}) {brier(held, a, b):.4f}"
        print(line)
    every = [p for run in runs for p in run]
    print(f"  all {len(every)} games: won {sum(o for _, o in every) / len(every):.1%}; shown at the mean "
          + "; ".join(f"{how} {cal} {sum(calibrate(e, *cal) for e, _ in every) / len(every):.1%}"
                      for cal, how in calibrations.items()))
    for name, intercept in (("a, b", True), ("a alone", False)):
        a, b = fit(every, intercept)
        print(f"  {name} fitted on all {len(every)} games: ({a:.3f}, {b:.3f})")
    return 0


def bands(pairs: list, edges=tuple(i / 10 for i in range(1, 10))) -> list[str]:
    """Observed rate beside the mean estimate, in bands of the estimate (deciles, issue 33)."""
    lines = []
    lows = (0.0, *edges)
    highs = (*edges, 1.0001)
    for lo, hi in zip(lows, highs):
        inside = [(e, o) for e, o in pairs if lo <= e < hi]
        if not inside:
            continue
        n = len(inside)
        score = sum(o for _, o in inside)
        a, b = wilson(score, n)
        lines.append(f"    estimate {lo:.0%}-{min(hi, 1.0):.0%}: {n:4d} games, mean estimate "
                     f"{sum(e for e, _ in inside) / n:6.1%}, observed {score / n:6.1%} (95% CI {a:.1%} to {b:.1%})")
    return lines


def summary(path: str) -> int:
    """``summary FILE``: the report of each game's kept lines (two-player runs' ``--results``)."""
    rows = [json.loads(x) for x in Path(path).read_text(encoding="utf-8").splitlines() if x.strip()]
    for game_id in dict.fromkeys(r["game"] for r in rows):
        mine = [r for r in rows if r["game"] == game_id]
        seeds = [r["seed"] for r in mine]
        report(game_id, mine, _where(mine[0].get("spread", max(r["at"] for r in mine)), mine), min(seeds),
               mine[0].get("level", "?"), mine[0].get("scale", 1.0), True)
    return 0


def _where(spread: int, results: list) -> str:
    """Where a two-player run asked its hints."""
    return f"after 0-{spread} policy moves (mean {sum(r['at'] for r in results) / len(results):.0f})"


def report(game_id: str, results: list, where: str, seed: int, level: str, scale: float, fitted: bool) -> None:
    """The estimates against what happened: overall, in bands, as measured, and the fit asked for."""
    two = game_id in TWO_PLAYER
    n = len(results)
    print(f"{games.info(game_id).title}: the hint {where}, {n} games from seed {seed}, "
          f"level {level}, playouts x{scale:g}")
    for name in results[0]["observed"]:
        est = [r["estimate"].get(name, 0.0) for r in results]
        obs = [r["observed"][name] for r in results]
        lo, hi = wilson(sum(obs), n)
        brier = sum((e - o) ** 2 for e, o in zip(est, obs)) / n
        print(f"  {name:10s} estimate {sum(est) / n:6.1%}   observed {sum(obs) / n:6.1%} "
              f"(95% CI {lo:.1%} to {hi:.1%})   Brier {brier:.3f}")
        for line in bands(list(zip(est, obs))):
            print(line)
    if two and any(r["measured"] != r["estimate"]["win"] for r in results):
        measured = [(r["measured"], r["observed"]["win"]) for r in results]
        m_brier = sum((e - o) ** 2 for e, o in measured) / n
        # the calibration the estimates were shown through: the run's own, kept in its lines
        shown_by = tuple(results[0].get("calibration") or calibration_of(game_id, level))
        print(f"  as measured, before the game's calibration {shown_by}: "
              f"mean {sum(e for e, _ in measured) / n:6.1%}   Brier {m_brier:.3f}")
        for line in bands(measured):
            print(line)
    if two and fitted:
        a, b = fit([(r["measured"], r["observed"]["win"]) for r in results])
        print(f"  calibration fitted to these games: a = {a:.3f}, b = {b:.3f}")


def main(argv=None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if argv[:1] == ["summary"] and len(argv) == 2:
        return summary(argv[1])
    if argv[:1] == ["folds"] and len(argv) >= 4:
        return folds(argv[1], argv[2:])
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("game", choices=list(games.GAMES))
    p.add_argument("--games", type=int, default=100)
    p.add_argument("--level", default="normal")
    p.add_argument("--scale", type=float, default=1.0)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    p.add_argument("--spread", type=int, default=200, help="two-player games: the most policy moves before the hint")
    p.add_argument("--cap", type=int, default=20_000, help="two-player games: moves after the hint that count as a draw")
    p.add_argument("--results", metavar="FILE", help="two-player games: write each game (estimate as shown and as measured, outcome) to FILE")
    p.add_argument("--fit", action="store_true",
                   help="two-player games: also fit the calibration (a, b) of the measured estimates to these outcomes")
    args = p.parse_args(argv)
    two = args.game in TWO_PLAYER
    work = one_two_player if two else one
    tasks = [(args.game, args.seed + i, args.level, args.scale, *((args.spread, args.cap) if two else ()))
             for i in range(args.games)]
    if args.jobs > 1:
        with multiprocessing.get_context("spawn").Pool(args.jobs) as pool:
            results = pool.map(work, tasks, chunksize=4)
    else:
        results = [work(t) for t in tasks]
    if args.results and two:
        run = {"game": args.game, "level": hint_kind(args.game, args.level), "spread": args.spread, "scale": args.scale,
               "calibration": list(calibration_of(args.game, args.level))}
        Path(args.results).write_text("".join(json.dumps({**run, **r}) + "\n" for r in results), encoding="utf-8")
    where = _where(args.spread, results) if two else "at the first decision"
    report(args.game, results, where, args.seed, args.level, args.scale, args.fit)
    return 0


if __name__ == "__main__":
    sys.exit(main())
