"""Fit the weights of a game's evaluation on positions of arena games and their outcomes.

    python tools/fit_evaluation.py GAME [--results FILE ...] [--pairings A:B ...] [--with-random]
                                   [--every K] [--hold-out M] [--ridge L] [--write]

Every game of the results files (docs/arena/results/<game>.jsonl.gz unless named; games
with a random player left out unless --with-random: their positions are lopsided and their
play is nobody's; only the pairings named, A:B, where --pairings names some) is replayed from its seed and moves; every K-th position the evaluation
judges (the adapter's ``terms``: each term of the first side's position less the other's)
is kept with the game's outcome for the first side (1 a win, 0 a loss, 1/2 a draw or a
game stopped at the cap). The weights are fitted by logistic regression (Newton's method,
a ridge penalty L on the standardised terms: by default the one of RIDGES with the least
log-loss in a 4-fold cross-validation by seed on the fitting games), on the games whose seed
is not a multiple of M; the games whose seed is are held out, and judge the fit once. Printed, on the fitting and the held-out games:
the log-loss and Brier score of an even chance, of the game's hand evaluation, and of the
fitted weights. --write keeps the weights as game/ai/data/<game>.yaml (plain numbers, with
the command and the held-out figures), which a player whose kind ends "@fitted" (the arena's
"easy@fitted") plays by (game/ai/fitted.py); the levels keep the hand weights (docs/AI.md).

No numeric library: a dozen terms and some ten thousand positions are a few seconds of
plain Python (docs/ARCHITECTURE.md).
"""
from __future__ import annotations

import argparse
import datetime
import math
import os
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from game import games  # noqa: E402
from game.ai import adapter_for  # noqa: E402
from game.ai.fitted import weights_file  # noqa: E402
from game.session.game import Game  # noqa: E402

sys.path.insert(0, str(Path(__file__).resolve().parent))
from arena_results import default_file, read  # noqa: E402


def positions(game_id: str, rows: list[dict], every: int) -> list[tuple]:
    """(terms, the hand evaluation's chance, the outcome, the game's seed) of every ``every``-th
    judged position of each game, the first side's."""
    rules = games.rules_for(game_id)
    out = []
    for r in rows:
        game = Game(rules, r["seed"], keep_history=False)
        adapter = adapter_for(rules)
        hand = adapter_for(rules)
        hand.evaluation = "hand"
        first = adapter.sides(game.state)[0]
        found = []
        for i, move in enumerate(r["played"]):
            if i % every == 0 and rules.outcome(game.state) is None:
                t = adapter.terms(game.state)
                if t is not None:
                    found.append((t, hand.evaluate(game.state)[first]))
            game.play(move)
        final = rules.outcome(game.state)
        y = 0.5 if final is None or final.winner is None else adapter.reward(game.state)[first]
        out += [(t, p, y, r["seed"]) for t, p in found]
    return out


def fit(xs: list[list[float]], ys: list[float], ridge: float, rounds: int = 30) -> list[float]:
    """Logistic regression by Newton's method: the weights minimising the log-loss plus
    ``ridge`` / 2 times their squares (the terms as given: standardise them first)."""
    k = len(xs[0])
    w = [0.0] * k
    for _ in range(rounds):
        grad = [ridge * wi for wi in w]
        hess = [[ridge if i == j else 0.0 for j in range(k)] for i in range(k)]
        for x, y in zip(xs, ys):
            p = _logistic(sum(wi * xi for wi, xi in zip(w, x)))
            g, h = p - y, p * (1 - p)
            for i in range(k):
                grad[i] += g * x[i]
                hx = h * x[i]
                row = hess[i]
                for j in range(i + 1):
                    row[j] += hx * x[j]
        for i in range(k):
            for j in range(i):
                hess[j][i] = hess[i][j]
        step = _solve(hess, grad)
        w = [wi - si for wi, si in zip(w, step)]
        if max(abs(s) for s in step) < 1e-9:
            break
    return w


def _solve(a: list[list[float]], b: list[float]) -> list[float]:
    """a x = b by Gaussian elimination with partial pivoting (a small, symmetric positive definite)."""
    n = len(b)
    m = [row[:] + [b[i]] for i, row in enumerate(a)]
    for c in range(n):
        p = max(range(c, n), key=lambda r: abs(m[r][c]))
        m[c], m[p] = m[p], m[c]
        for r in range(c + 1, n):
            f = m[r][c] / m[c][c]
            for j in range(c, n + 1):
                m[r][j] -= f * m[c][j]
    x = [0.0] * n
    for r in range(n - 1, -1, -1):
        x[r] = (m[r][n] - sum(m[r][j] * x[j] for j in range(r + 1, n))) / m[r][r]
    return x


def _logistic(x: float) -> float:
    x = max(-50.0, min(50.0, x))
    return 1.0 / (1.0 + math.exp(-x))


def log_loss(ps: list[float], ys: list[float]) -> float:
    eps = 1e-6
    return -sum(y * math.log(min(max(p, eps), 1 - eps)) + (1 - y) * math.log(min(max(1 - p, eps), 1 - eps))
                for p, y in zip(ps, ys)) / len(ys)


def brier(ps: list[float], ys: list[float]) -> float:
    return sum((p - y) ** 2 for p, y in zip(ps, ys)) / len(ys)


def fitted_weights(names: list[str], train: list[tuple], ridge: float) -> dict:
    """The weight of each term, fitted on ``train`` (standardised for the fit, then undone;
    a term that never varies keeps weight 0, but for a constant term, which is its own bias)."""
    cols = [[t[n] for t, *_ in train] for n in names]
    mean = [sum(c) / len(c) for c in cols]
    sd = [math.sqrt(sum((v - m) ** 2 for v in c) / len(c)) for c, m in zip(cols, mean)]
    used = [i for i, s in enumerate(sd) if s > 1e-12]
    const = [i for i, s in enumerate(sd) if s <= 1e-12 and mean[i] != 0]
    xs = [[(row[i] - mean[i]) / sd[i] for i in used] + [1.0] for row in zip(*cols)]
    ys = [y for _, _, y, _ in train]
    w = fit(xs, ys, ridge)
    out = {n: 0.0 for n in names}
    bias = w[-1]
    for wi, i in zip(w, used):
        out[names[i]] = wi / sd[i]
        bias -= wi * mean[i] / sd[i]
    if const:   # the bias goes to the first constant term ("first seat": always 1)
        out[names[const[0]]] = bias / mean[const[0]]
    return out


RIDGES = (1.0, 30.0, 300.0, 1000.0, 3000.0)


def chosen_ridge(names: list[str], train: list[tuple], folds: int = 4) -> float:
    """The ridge of RIDGES whose weights, fitted on three quarters of the fitting games' seeds,
    judge the other quarter best (log-loss summed over the four quarters)."""
    best = None
    for ridge in RIDGES:
        loss = 0.0
        for f in range(folds):
            inner = [row for row in train if row[3] % folds != f]
            outer = [row for row in train if row[3] % folds == f]
            w = fitted_weights(names, inner, ridge)
            loss += log_loss([_logistic(sum(w[n] * t[n] for n in w)) for t, *_ in outer], [y for _, _, y, _ in outer])
        print(f"  ridge {ridge:g}: cross-validated log-loss {loss / folds:.4f}")
        if best is None or loss < best[0]:
            best = (loss, ridge)
    return best[1]


def report(label: str, rows: list[tuple], w: dict) -> dict:
    ys = [y for _, _, y, _ in rows]
    even = [0.5] * len(rows)
    hand = [p for _, p, _, _ in rows]
    fitted = [_logistic(sum(w[n] * t[n] for n in w)) for t, *_ in rows]
    seeds = len({s for *_, s in rows})
    figures = {"positions": len(rows), "games": seeds,
               "log_loss": {"even": log_loss(even, ys), "hand": log_loss(hand, ys), "fitted": log_loss(fitted, ys)},
               "brier": {"even": brier(even, ys), "hand": brier(hand, ys), "fitted": brier(fitted, ys)}}
    print(f"{label}: {len(rows)} positions of {seeds} seeds")
    for what in ("log_loss", "brier"):
        f = figures[what]
        print(f"  {what.replace('_', '-'):9} even {f['even']:.4f}   hand {f['hand']:.4f}   fitted {f['fitted']:.4f}")
    return figures


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("game")
    ap.add_argument("--results", nargs="*", default=None)
    ap.add_argument("--pairings", nargs="*", default=None)
    ap.add_argument("--with-random", action="store_true")
    ap.add_argument("--every", type=int, default=1)
    ap.add_argument("--hold-out", type=int, default=5)
    ap.add_argument("--ridge", type=float, default=None)
    ap.add_argument("--write", action="store_true")
    args = ap.parse_args(argv)
    adapter = adapter_for(games.rules_for(args.game))
    names = list(adapter.fitted_terms)
    if not names:
        print(f"{args.game}: its evaluation has no terms to fit")
        return 2
    rows, bad = read(args.results or [default_file(args.game)])
    rows = [r for r in rows if r["game"] == args.game and r.get("played")
            and (args.with_random or "random" not in (r["a"], r["b"]))
            and (not args.pairings or f"{r['a']}:{r['b']}" in args.pairings)]
    seen, games_ = set(), []
    for r in rows:   # a seed of a pairing kept twice counts once
        key = (r["a"], r["b"], r["seed"])
        if key not in seen:
            seen.add(key)
            games_.append(r)
    held = [r for r in games_ if r["seed"] % args.hold_out == 0]
    train_rows = [r for r in games_ if r["seed"] % args.hold_out != 0]
    print(f"{args.game}: {len(train_rows)} games to fit, {len(held)} held out ({bad} unreadable lines)")
    train, test = positions(args.game, train_rows, args.every), positions(args.game, held, args.every)
    ridge = args.ridge if args.ridge is not None else chosen_ridge(names, train)
    w = fitted_weights(names, train, ridge)
    print(f"ridge {ridge:g}")
    print("weights: " + ", ".join(f"{n} {w[n]:+.4f}" for n in names))
    report("fitting games", train, w)
    held_figures = report("held-out games", test, w)
    if args.write:
        path = weights_file(args.game)
        command = " ".join(["python tools/fit_evaluation.py", *(argv if argv is not None else sys.argv[1:])])
        lines = [f"# {args.game}: the evaluation's fitted weights (the computer's data, made by this tool; no rule)",
                 f"# {command}  ({datetime.date.today().isoformat()})",
                 "# chance of the first seat = logistic(sum of weight x term); terms: game/ai/<game>.py",
                 f"fitted_on: {{games: {len(train_rows)}, positions: {len(train)}, ridge: {ridge:g}}}",
                 f"held_out: {{games: {len(held)}, positions: {len(test)}, "
                 f"log_loss: {held_figures['log_loss']['fitted']:.4f}, hand_log_loss: {held_figures['log_loss']['hand']:.4f}, "
                 f"even_log_loss: {held_figures['log_loss']['even']:.4f}}}",
                 "weights:"] + [f"  {n}: {w[n]:.5f}" for n in names]
        tmp = path.with_suffix(".tmp")
        tmp.write_text("\n".join(lines) + "\n", encoding="utf-8")
        os.replace(tmp, path)
        print(f"written: {path.name}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
