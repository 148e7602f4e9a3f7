"""The computer's thinking time (issue 33), for tools/bench.py's group "search": each level's
decision asked of the worker (game/ai/worker.py) as the app asks it (a game's own level where it
has one, ai.SEAT_KINDS: Carrier Strike's), beside Hard's decision
searched in this process in the same run; and Hard's playouts shared between two trees grown
in two processes at once (root-parallel: the worker can, no level does; docs/AI.md).
Positions: each two-player game after 20 random moves from seeds 1-3. The app's time caps
apply, as in the app."""
from __future__ import annotations

import random
import statistics
import time

from game import launch
from game.ai import LEVELS, seat_kind
from game.ai.players import decide
from game.ai.worker import Worker, cores

GAMES = ("steam-torpedo", "battaglia-navale", "carrier-strike")


def positions():
    for gid in GAMES:
        for seed in (1, 2, 3):
            game = launch.new_game(gid, seed=seed)
            chooser = random.Random(seed)
            for _ in range(20):
                if game.outcome() is None:
                    game.play(chooser.choice(game.legal_actions()))
            while game.outcome() is None and len(game.legal_actions()) < 2:
                game.play(game.legal_actions()[0])
            yield gid, game


def asked(worker: Worker, game, level: str, parts: int | None = None) -> float:
    """Seconds from the question to the worker's answer."""
    t = time.perf_counter()
    worker.ask(game, game.to_move(), level, 77, parts=parts)
    while True:
        answer = worker.poll()
        if answer is not None:
            assert "error" not in answer, answer
            return time.perf_counter() - t
        time.sleep(0.002)


def report(row) -> None:
    worker = Worker()
    try:
        games = list(positions())
        asked(worker, games[0][1], "hard", parts=2)   # (the processes started and warm)
        times = {level: [asked(worker, game, seat_kind(gid, level)) for gid, game in games] for level in LEVELS}
        halves = [asked(worker, game, "hard", parts=2) for _, game in games]
        serial = []
        for _, game in games:
            t = time.perf_counter()
            seat = game.to_move()
            decide(game.rules, game.rules.view(game.state, seat), seat, "hard", 77)
            serial.append(time.perf_counter() - t)
    finally:
        worker.close()
    base = statistics.median(serial)
    n = len(games)
    for level, goal in (("easy", 0.2), ("normal", 1.0), ("hard", 1.5)):
        row(f"{level} decision in the worker (median of {n} positions)", statistics.median(times[level]),
            "s", f"<= {goal}", base, "Hard in this process, median s", lambda v, r, g=goal: v <= g)
    row(f"hard decision in the worker (worst of {n})", max(times["hard"]), "s", "<= 3", max(serial),
        "Hard in this process, worst s", lambda v, r: v <= 3)
    row(f"Hard's playouts in two trees, two processes at once, {cores()} cores (median of {n})",
        statistics.median(halves), "s", "-", base, "Hard in this process, median s")
