"""Sortie's benchmark: every speed and memory figure beside a baseline measured in the same run.

    python tools/bench.py            every figure (a few minutes on a 2-core machine)
    python tools/bench.py --suite    also the test suite's CPU time (two minutes more)
    python tools/bench.py --only engines,start   some groups: engines, endings, long, frames, window, canvas, search, start, online, suite

Each row reads `figure | goal | baseline | ratio`. The baselines are measured here, in
the same run, so that a busy or slow machine moves both: python-chess's pure-Python
push/pop walk for the engines (the optional `bench` extra; without it the engine rows
say so), a bare pygame-ce window for start-up and frames, and for the rest the floor of
the same work (parsing the save alone, one small atomic write, a fresh game). Speed is
measured here, never in timed tests.
"""
from __future__ import annotations

import argparse
import gc
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
import tracemalloc
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from game import games  # noqa: E402
from game.session import saves  # noqa: E402
from game.session.game import Game  # noqa: E402
from game.session.play import play_to_end  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
ENV = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
MIB = 1024 * 1024


def row(figure: str, value: float, unit: str, goal: str, baseline: float | None, base_label: str,
        met=None) -> None:
    """One line: figure | goal | baseline | ratio (value / baseline); `met(value, ratio)` says if the goal holds."""
    ratio = value / baseline if baseline else None
    verdict = "" if met is None else ("  ok" if met(value, ratio) else "  MISSED")
    base = "-" if baseline is None else f"{base_label} {baseline:,.0f}" if baseline >= 1000 \
        else f"{base_label} {baseline:.4g}"
    print(f"{figure}: {value:,.2f} {unit} | goal {goal} | baseline {base} | ratio "
          f"{'-' if ratio is None else f'{ratio:.2f}'}{verdict}", flush=True)


def at_most(limit: float):
    return lambda value, ratio: value <= limit


# -- engines ---------------------------------------------------------------------------
def chess_nodes_per_second(seconds: float = 2.0) -> float | None:
    """python-chess's push/pop perft walk from the start position, nodes per second."""
    try:
        import chess
    except ImportError:
        return None
    board = chess.Board()

    def perft(depth: int) -> int:
        if depth == 0:
            return 1
        n = 0
        for move in board.legal_moves:
            board.push(move)
            n += perft(depth - 1)
            board.pop()
        return n

    nodes, start = 0, time.process_time()   # CPU time: a busy machine slows both sides alike
    while time.process_time() - start < seconds:
        nodes += perft(3)
    return nodes / (time.process_time() - start)


def random_moves_per_second(game_id: str, seconds: float = 2.0) -> float:
    """Random legal moves through Game (no undo snapshots), as --simulate plays them."""
    rules = games.rules_for(game_id)
    chooser = random.Random(1)
    moves, seed, start = 0, 1, time.process_time()
    while time.process_time() - start < seconds:
        game = Game(rules, seed, keep_history=False)
        seed += 1
        for n in range(5000):
            # the clock is read every 64 moves, as python-chess's walk reads it every perft(3)
            if game.outcome() is not None or (n % 64 == 0 and time.process_time() - start >= seconds):
                break
            game.play(chooser.choice(game.legal_actions()))
            moves += 1
    return moves / (time.process_time() - start)


def bench_engines() -> None:
    chess_rate = chess_nodes_per_second()
    if chess_rate is None:
        print("engines: python-chess is not installed (pip install -e '.[bench]'); moves/s without a ratio")
    for gid in games.GAMES:
        rate = random_moves_per_second(gid)
        row(f"{gid}: random legal moves", rate, "moves/s", ">= 0.2 of python-chess", chess_rate,
            "python-chess push/pop nodes/s", None if chess_rate is None else lambda v, r: r >= 0.2)


def bench_endings(n: int = 100, budget: float = 120.0, cap: int = 200_000) -> None:
    """How many random Thunderbirds tours end by the rules (the rest stop at the move cap)."""
    rules = games.rules_for("thunderbirds")
    chooser = random.Random(1)
    ended = capped = 0
    start = time.perf_counter()
    for seed in range(1, n + 1):
        if time.perf_counter() - start > budget:
            break
        game = Game(rules, seed, keep_history=False)
        moves = 0
        while game.outcome() is None and moves < cap and time.perf_counter() - start <= budget:
            game.play(chooser.choice(game.legal_actions()))
            moves += 1
        if game.outcome() is not None:
            ended += 1
        elif moves >= cap:
            capped += 1
    played = ended + capped
    note = f" (stopped after {budget:.0f} s: {played} tours played, {capped} at the {cap:,}-move cap)" \
        if played < n else f" ({capped} at the {cap:,}-move cap)"
    print(f"thunderbirds: random tours that end by the rules: {ended} of {n}{note} | goal {n} of {n}, none at the cap"
          f" | baseline - | ratio -{'  ok' if ended == n else '  MISSED'}", flush=True)


# -- long games: load, memory, autosave, undo -------------------------------------------
LONG_OPTIONS = {"battaglia-navale": {"quiet_limit": 0}}  # the rulebook's reading: no stalled-game limit


def long_moves(game_id: str, length: int, seed: int = 7) -> tuple[int, list[str]] | None:
    """(seed, moves) of a long game: a whole tour for Thunderbirds (its tour policy), else
    random legal play from a seed, truncated at `length` moves (seeds tried until one is)."""
    rules = games.rules_for(game_id)
    if game_id == "thunderbirds":  # random tours are short of sense: its tour policy, with some exploring
        from game.rules.thunderbirds.policy import TourPolicy
        game, policy = Game(rules, seed, keep_history=False), TourPolicy(rules, seed, explore=0.7)
        play_to_end(game, lambda g: policy.choose(g.state), 50_000)
        return (seed, game.moves) if game.outcome() is not None else None
    for s in range(seed, seed + 50):
        game = Game(rules, s, LONG_OPTIONS.get(game_id), keep_history=False)
        chooser, moves = random.Random(s), []
        while game.outcome() is None and len(moves) < length:
            action = chooser.choice(game.legal_actions())
            game.play(action)
            moves.append(str(action))
        if len(moves) >= length:
            return s, moves
    return None


def write_save(game_id: str, moves: list[str], seed: int, folder: Path) -> Path:
    rules = games.rules_for(game_id)
    game = Game(rules, seed, LONG_OPTIONS.get(game_id), keep_history=False)
    path = folder / f"{game_id}-{len(moves)}.yaml"
    doc = {"game": game_id, "version": saves.FORMAT_VERSION, "seed": seed, "options": dict(game.options),
           "players": list(game.players), "moves": moves}
    import yaml
    path.write_text(yaml.safe_dump(doc, sort_keys=False), encoding="utf-8")
    return path


def median_ms(fn, runs: int = 3) -> float:
    """The median CPU time of a few runs, ms (CPU time, so that other programs on the
    machine do not count; the work is single-threaded)."""
    times = []
    for _ in range(runs):
        gc.collect()   # what the benchmark's earlier sections left behind is not this work's cost
        t = time.process_time()
        fn()
        times.append((time.process_time() - t) * 1000)
    return statistics.median(times)


def bench_long(folder: Path) -> None:
    cases = [("thunderbirds", 8800, "30-mission tour", 200), ("battaglia-navale", 4500, "4,500-move game", 100),
             ("carrier-strike", 1400, "1,400-move game", 100)]
    for gid, length, label, goal in cases:
        made = long_moves(gid, length)
        if made is None:
            print(f"{gid}: load of a {label}: not measured, no game that long was made | goal <= {goal} ms")
            continue
        seed, moves = made
        path = write_save(gid, moves, seed, folder)
        parse = median_ms(lambda: saves.read_document(path))  # the same reader, without the replay
        load = median_ms(lambda: saves.load(path, games.rules_for))
        row(f"{gid}: load (parse + replay) of a {label} ({len(moves):,} moves)", load, "ms", f"<= {goal}",
            parse, "reading the save alone, ms", at_most(goal))
        if gid == "thunderbirds" or gid == "battaglia-navale":
            bench_end_of_long_game(gid, path, moves, seed)
        if gid == "thunderbirds":
            bench_replay_steps(path)


def bench_replay_steps(path: Path) -> None:
    """The replay view at the end of a long tour: a step back (the position rebuilt from
    the nearest copy, the scene made and drawn), beside the same step near its start."""
    import pygame

    from game.app import App
    from game.scenes.replay import ReplayScene
    from game.settings import Settings
    app = App(Settings(animation="off"), headless=True)
    game = saves.load(path, games.rules_for)
    t = time.perf_counter()
    scene = ReplayScene(app, game)
    opened = (time.perf_counter() - t) * 1000
    app.push(scene)
    app.render_frames(1)

    def steps(start: int, n: int = 40) -> list[float]:
        scene.go(start)
        scene.draw(app.screen)
        times = []
        for _ in range(n):
            t = time.perf_counter()
            scene.go(scene.k - 1)
            scene.draw(app.screen)
            times.append((time.perf_counter() - t) * 1000)
        return times

    early = statistics.median(steps(41))
    late = steps(scene.n)
    row(f"thunderbirds: replay view, a step back at move {scene.n:,} (median of 40, worst {max(late):,.0f} ms; "
        f"the view opened in {opened:,.0f} ms)", statistics.median(late), "ms", "<= 100", early,
        "a step back at move 40, ms", at_most(100))
    pygame.quit()


def bench_end_of_long_game(gid: str, path: Path, moves: list[str], seed: int) -> None:
    """Memory after the whole game, autosave after each move and undo at its end."""
    rules = games.rules_for(gid)
    options = LONG_OPTIONS.get(gid)
    tracemalloc.start()
    fresh = Game(rules, seed, options)
    fresh_bytes = tracemalloc.get_traced_memory()[0]
    game = Game(rules, seed, options)
    for m in moves:
        game.play(m)
    grown = tracemalloc.get_traced_memory()[0] - fresh_bytes
    tracemalloc.stop()
    del fresh
    row(f"{gid}: memory of a game after {len(moves):,} moves, above a fresh game", grown / MIB, "MiB",
        "<= 20", fresh_bytes / MIB, "a fresh game, MiB", at_most(20))
    # the scene: autosave after each of the last moves, undo at the end
    from game.app import App
    from game.scenes.open_game import scene_for
    from game.settings import Settings
    # a player's way: each move through the scene (its log entries marked, the autosave it
    # triggers timed), "End the turn" not asked (the hot-seat's hand-off is no part of undo)
    app = App(Settings(animation="off", confirm_end_turn=False), headless=True)
    replay = Game(rules, seed, options, keep_history=False)
    marks = []
    for i, m in enumerate(moves, start=1):  # moves that reveal no card or die can be undone
        draws = replay.state.rng.draws
        replay.play(m)
        if replay.state.rng.draws == draws:
            marks.append(i)
    cut = marks[-1] if marks else len(moves)
    game = Game.replay(rules, seed, options, None, moves[:cut - 20])
    scene = scene_for(app, game, save_path=path.with_name("bench-save.yaml"))
    app.push(scene)
    times = []
    untimed = scene.autosave

    def timed() -> None:
        t = time.perf_counter()
        untimed()
        times.append((time.perf_counter() - t) * 1000)
    scene.autosave = timed
    for m in moves[cut - 20:cut]:
        if scene.perform(m) is None:
            raise SystemExit(f"{gid}: the scene refused move {m!r} of its own game")
    scene.autosave = untimed
    floor = median_ms(lambda: saves.write_atomic(path.with_name("tiny.yaml"), "moves: [a]\n"), runs=9)
    row(f"{gid}: autosave after a move at move {cut:,}", statistics.median(times), "ms", "<= 2", floor,
        "one small atomic write, ms", at_most(2))
    undo = median_ms(scene.undo, runs=1) if game.can_undo() else None
    start_game = Game(rules, seed, options)
    start_scene = scene_for(app, start_game)
    first = next((a for a in start_game.legal_actions()), None)
    base = None
    if first is not None:
        start_scene.perform(first)
        if start_game.can_undo():
            base = median_ms(start_scene.undo, runs=1)
    if undo is None:
        print(f"{gid}: undo at move {cut:,}: the last move cannot be undone | goal <= 20 ms")
    else:
        row(f"{gid}: undo at move {cut:,} (scene, log included)", undo, "ms", "<= 20", base,
            "undo after the first move, ms", at_most(20))
    import pygame
    pygame.quit()


# -- frames ------------------------------------------------------------------------------
def bench_frames() -> None:
    import pygame

    from game import launch
    from game.app import App
    from game.scenes.open_game import scene_for
    from game.scenes.title import TitleScene
    from game.settings import Settings
    app = App(Settings(animation="off"), headless=True)
    backdrop = pygame.Surface(app.screen.get_size())
    backdrop.fill((30, 40, 60))

    def bare() -> None:  # the floor of a full redraw: one 1280x800 blit
        app.screen.blit(backdrop, (0, 0))

    floor = statistics.median(timed(bare, 200))
    scenes = [("title", lambda: TitleScene(app))]
    for gid in games.GAMES:
        def make(gid=gid):
            game = launch.new_game(gid, seed=1)
            chooser = random.Random(1)
            for _ in range(15):
                if game.outcome() is None:
                    game.play(chooser.choice(game.legal_actions()))
            return scene_for(app, game)
        scenes.append((gid, make))
    for name, make in scenes:
        app.stack.clear_to(make())
        app.render_frames(3)

        def full() -> None:
            app.dirty = True
            app.step(1 / 60)

        draw = statistics.median(timed(full, 200))
        row(f"{name}: full redraw at 1280x800 (median, no flip)", draw, "ms", "<= 0.8", floor,
            "a bare 1280x800 blit, ms", at_most(0.8))
        positions = [(x, y) for x in range(40, 1280, 97) for y in range(30, 800, 83)]

        def hover(i=[0]) -> None:
            pos = positions[i[0] % len(positions)]
            i[0] += 1
            app.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0)))
            app.step(1 / 60)

        row(f"{name}: a mouse move (median)", statistics.median(timed(hover, 200)), "ms",
            "<= 0.8, only what changed redrawn", floor, "a bare 1280x800 blit, ms", at_most(0.8))
    pygame.quit()


def bench_canvas() -> None:
    """Issue 35: each game laid out for the canvas of a 1920x1080 window (1422 x 800) and of
    a 2560x1600 window at UI 100% (2560 x 1600): a full redraw and a mouse move, each beside
    the same game's figure at 1280 x 800 measured in the same run."""
    import pygame

    from game import launch
    from game.app import App
    from game.scenes.open_game import scene_for
    from game.settings import Settings
    app = App(Settings(animation="off"), headless=True)

    def figures(gid):
        game = launch.new_game(gid, seed=1)
        chooser = random.Random(1)
        for _ in range(15):
            if game.outcome() is None:
                game.play(chooser.choice(game.legal_actions()))
        app.stack.clear_to(scene_for(app, game))
        app.render_frames(3)

        def full() -> None:
            app.dirty = True
            app.step(1 / 60)
        w, h = app.screen.get_size()
        positions = [(x, y) for x in range(40, w, 97 * w // 1280) for y in range(30, h, 83 * h // 800)]

        def hover(i=[0]) -> None:
            pos = positions[i[0] % len(positions)]
            i[0] += 1
            app.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0)))
            app.step(1 / 60)
        return statistics.median(timed(full, 100)), statistics.median(timed(hover, 150))

    for gid in games.GAMES:
        app.window.ui_scale = "auto"
        app.refit((1280, 800))
        base_full, base_move = figures(gid)
        for size, scale, goal in (((1920, 1080), "auto", 0.8), ((2560, 1600), 100, 4.0)):
            app.window.ui_scale = scale
            app.refit(size)
            canvas = "x".join(str(v) for v in app.screen.get_size())
            draw, move = figures(gid)
            row(f"{gid}: full redraw on a {canvas} canvas (median, no flip)", draw, "ms", f"<= {goal}", base_full,
                "the same at 1280x800, ms", at_most(goal))
            row(f"{gid}: a mouse move on a {canvas} canvas (median)", move, "ms", "<= 0.8", base_move,
                "the same at 1280x800, ms", at_most(0.8))
    pygame.quit()


def bench_window() -> None:
    """Showing a frame in a window of another size (ui/window.py scales the 1280x800 picture
    to fit): a whole frame and a mouse move's damage, beside the floor of showing the same
    frame unscaled (a 1280x800 blit onto the window)."""
    import pygame

    from game.app import App
    from game.scenes.title import TitleScene
    from game.settings import Settings
    from game.ui import window
    from game import launch
    app = App(Settings(animation="off"), headless=True)
    app.push(TitleScene(app))
    app.render_frames(3)
    picture = app.screen.copy()
    game = launch.new_game("thunderbirds", seed=3)
    for size in ((1280, 800), (1920, 1080), (2560, 1600)):
        shown = window.Presenter(scaled=True)
        pygame.display.set_mode(size, pygame.RESIZABLE)
        shown.fit()
        shown.canvas.blit(picture, (0, 0))
        shown.present([shown.canvas.get_rect()])
        display = pygame.display.get_surface()
        floor = statistics.median(timed(lambda: display.blit(picture, (0, 0)), 100))
        whole = statistics.median(timed(lambda: shown.present([shown.canvas.get_rect()]), 60))
        row(f"window {size[0]}x{size[1]}: a whole frame shown (median)", whole, "ms", "<= 12 (60 a second)",
            floor, "a bare 1280x800 blit, ms", at_most(12))
        rect = pygame.Rect(400, 300, 160, 48)   # a button's hover
        move = statistics.median(timed(lambda: shown.present([rect]), 200))
        row(f"window {size[0]}x{size[1]}: a mouse move's damage shown (median)", move, "ms", "<= 0.8",
            floor, "a bare 1280x800 blit, ms", at_most(0.8))
        if size != (1280, 800):
            _bench_sharp(size, shown, app, game)
    window._current = None
    pygame.quit()


def _bench_sharp(size, shown, app, game) -> None:
    """A Thunderbirds frame drawn and shown with its text drawn at the window's size
    (ui/sharp.py), beside the same frame shown as a scaled bitmap, in the same run."""
    import pygame

    from game.ui import sharp
    app.screen = shown.canvas
    app.stack.clear_to(app.scene_for(game))   # laid out for this window's canvas
    whole = shown.canvas.get_rect()

    def frame():
        app.dirty = True
        app.step(0.0)
        shown.present([whole])
    frame()
    timed(frame, 3)
    lines = len(sharp.current.lines)
    sharp_ms = statistics.median(timed(frame, 30))
    rect = pygame.Rect(980, 140, 160, 40)   # the crew list, a hover's damage
    sharp_move = statistics.median(timed(lambda: shown.present([rect]), 100))
    sharp.stop()
    frame()
    bitmap = statistics.median(timed(frame, 30))
    bitmap_move = statistics.median(timed(lambda: shown.present([rect]), 100))
    row(f"window {size[0]}x{size[1]}: a Thunderbirds frame drawn and shown, {lines} lines sharp (median)",
        sharp_ms, "ms", "<= 12 (60 a second)", bitmap, "the same, text scaled as a bitmap, ms", at_most(12))
    row(f"window {size[0]}x{size[1]}: a hover's damage over its crew list, text sharp (median)", sharp_move,
        "ms", "<= 0.8", bitmap_move, "the same, text scaled as a bitmap, ms", at_most(0.8))
    sharp.start(shown.canvas, shown.scale)


def timed(fn, n: int) -> list[float]:
    out = []
    for _ in range(n):
        t = time.perf_counter()
        fn()
        out.append((time.perf_counter() - t) * 1000)
    return out


PEAK = """
import resource, sys
import pygame
pygame.init()
screen = pygame.display.set_mode((1280, 800))
screen.fill((20, 30, 40))
if sys.argv[1] != "bare":
    from game import launch
    from game.app import App
    from game.scenes.open_game import scene_for
    from game.settings import Settings
    app = App(Settings(animation="off"), headless=True)
    app.push(scene_for(app, launch.new_game(sys.argv[1], seed=1)))
    app.render_frames(5)
try:  # this process's own peak (ru_maxrss on Linux also counts the parent it was forked from)
    kib = next(int(l.split()[1]) for l in open("/proc/self/status") if l.startswith("VmHWM:"))
except OSError:
    kib = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss // (1024 if sys.platform == "darwin" else 1)
print(kib)
"""


def peak_rss_mib(what: str) -> float:
    out = subprocess.run([sys.executable, "-c", PEAK, what], env=ENV, cwd=ROOT, capture_output=True, text=True,
                         check=True).stdout.split()[-1]
    return int(out) / 1024


def bench_scene_memory() -> None:
    if sys.platform == "win32":
        print("scene memory: not measured on Windows (no getrusage)")
        return
    bare = peak_rss_mib("bare")
    for gid in games.GAMES:
        row(f"{gid}: scene peak memory above a bare window", peak_rss_mib(gid) - bare, "MiB", "<= 20", bare,
            "a bare pygame-ce window, MiB", at_most(20))


# -- start-up and idle ---------------------------------------------------------------------
STARTUP_TITLE = """
import os, sys, tempfile, time
t = time.perf_counter()
from game.__main__ import main  # the path `sortie --screenshot OUT.png` takes to the title
with tempfile.TemporaryDirectory() as tmp:
    main(["--screenshot", os.path.join(tmp, "title.png")])
heavy = sorted(m for m in ("pytmx", "xml.etree.ElementTree", "yaml") if m in sys.modules)
print(time.perf_counter() - t, ",".join(heavy) or "-")
"""
STARTUP_BARE = """
import os, sys, tempfile, time
t = time.perf_counter()
import pygame  # the same work as `sortie --screenshot`: a window, one frame, a PNG, quit
pygame.init()
screen = pygame.display.set_mode((1280, 800))
screen.fill((20, 30, 40))
pygame.display.flip()
with tempfile.TemporaryDirectory() as tmp:
    pygame.image.save(screen, os.path.join(tmp, "bare.png"))
pygame.quit()
print(time.perf_counter() - t, "-")
"""


def startup(code: str, runs: int = 7) -> tuple[float, float, str]:
    """Median wall time of a fresh process to its first frame, and of its imports and frame alone."""
    walls, insides, heavy = [], [], "-"
    for _ in range(runs):
        t = time.perf_counter()
        out = subprocess.run([sys.executable, "-c", code], env=ENV, capture_output=True, text=True,
                             cwd=ROOT, check=True).stdout.split()
        walls.append((time.perf_counter() - t) * 1000)
        insides.append(float(out[-2]) * 1000)
        heavy = out[-1]
    return statistics.median(walls), statistics.median(insides), heavy


def bench_start() -> None:
    wall, inside, heavy = startup(STARTUP_TITLE)
    bare_wall, bare_inside, _ = startup(STARTUP_BARE)
    row("start-up to the first title frame (process)", wall, "ms", "-", bare_wall, "a bare pygame-ce window, ms")
    row("start-up to the first title frame (in Python)", inside, "ms", "-", bare_inside,
        "a bare pygame-ce window, ms")
    print(f"map machinery loaded by the title: {heavy if heavy != 'yaml' else 'none'}")
    from game.app import App
    from game.scenes.title import TitleScene
    from game.settings import Settings
    app = App(Settings(animation="off"), headless=True)
    app.push(TitleScene(app))
    app.render_frames(2)
    cpu0, wall0 = time.process_time(), time.perf_counter()
    app.run(max_seconds=3.0, quit_at_end=True)
    idle = (time.process_time() - cpu0) / (time.perf_counter() - wall0) * 100
    row("title screen idle", idle, "% of a core", "-", None, "")


def bench_suite() -> None:
    """The test suite's CPU time (its children included)."""
    before = os.times()
    subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider"], cwd=ROOT,
                   capture_output=True, text=True)
    after = os.times()
    cpu = (after.children_user - before.children_user) + (after.children_system - before.children_system)
    row("test suite CPU time", cpu, "s", "<= 60", None, "", at_most(60))


def bench_search() -> None:
    """The computer's thinking time in the worker (tools/bench_search.py)."""
    import bench_search
    bench_search.report(row)


def bench_online() -> None:
    """Tables served at once by `sortie serve` (tools/bench_online.py)."""
    import bench_online
    bench_online.report(row)


GROUPS = {"start": bench_start, "engines": bench_engines, "endings": bench_endings, "frames": bench_frames,
          "window": bench_window, "canvas": bench_canvas, "memory": bench_scene_memory, "search": bench_search,
          "online": bench_online}


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--suite", action="store_true", help="also run the test suite and report its CPU time")
    p.add_argument("--only", default="", help="comma-separated groups: " + ", ".join([*GROUPS, "long", "suite"]))
    args = p.parse_args(argv)
    only = set(filter(None, args.only.split(",")))
    wanted = only or {*GROUPS, "long"} | ({"suite"} if args.suite else set())
    print("figure | goal | baseline | ratio  (measured in this run)", flush=True)
    os.environ["SORTIE_HOME"] = tempfile.mkdtemp(prefix="sortie-bench-")  # never the player's own folders
    for name, fn in GROUPS.items():
        if name in wanted:
            fn()
    if "long" in wanted:
        with tempfile.TemporaryDirectory() as tmp:
            bench_long(Path(tmp))
    if "suite" in wanted:
        bench_suite()
    return 0


if __name__ == "__main__":
    sys.exit(main())
