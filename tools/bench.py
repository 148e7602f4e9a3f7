"""Benchmarks: frame times, idle CPU, and rules speed. Speed is measured here, never in tests.

Run: python tools/bench.py
"""
from __future__ import annotations

import os
import statistics
import sys
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import random  # noqa: E402
import subprocess  # noqa: E402

from game import games, launch  # noqa: E402
from game.__main__ import simulate  # noqa: E402
from game.app import App  # noqa: E402
from game.scenes.title import TitleScene  # noqa: E402
from game.settings import Settings  # noqa: E402


def frame_ms(app, frames: int = 200) -> tuple[float, float]:
    times = []
    for _ in range(frames):
        app.dirty = True
        t = time.perf_counter()
        app.step(1 / 60)
        times.append((time.perf_counter() - t) * 1000)
    return statistics.mean(times), max(times)


def idle_cpu(app, seconds: float = 3.0) -> float:
    """Share of one core the loop uses while nothing happens."""
    app.render_frames(2)
    cpu0, wall0 = time.process_time(), time.perf_counter()
    app.run(max_seconds=seconds, quit_at_end=False)
    return (time.process_time() - cpu0) / (time.perf_counter() - wall0)


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
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    walls, insides, heavy = [], [], "-"
    for _ in range(runs):
        t = time.perf_counter()
        out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True,
                             cwd=Path(__file__).resolve().parent.parent, check=True).stdout.split()
        walls.append((time.perf_counter() - t) * 1000)
        insides.append(float(out[-2]) * 1000)
        heavy = out[-1]
    return statistics.median(walls), statistics.median(insides), heavy


def main() -> int:
    wall, inside, heavy = startup(STARTUP_TITLE)
    bare_wall, bare_inside, _ = startup(STARTUP_BARE)
    print(f"start-up to the first title frame: {wall:.0f} ms (imports and frame {inside:.0f} ms); "
          f"baseline, a bare pygame-ce window: {bare_wall:.0f} ms ({bare_inside:.0f} ms); "
          f"ratio {wall / bare_wall:.2f}; map machinery loaded: {heavy}")
    app = App(Settings(animation="off"), headless=True)
    app.push(TitleScene(app))
    mean, worst = frame_ms(app)
    print(f"title screen: full redraw {mean:.2f} ms mean, {worst:.2f} ms worst")
    print(f"title screen idle: {idle_cpu(app) * 100:.1f}% of a core")
    for gid in games.GAMES:
        if not games.is_playable(gid):
            continue
        game = launch.new_game(gid, seed=1)
        chooser = random.Random(1)
        for _ in range(15):
            if game.outcome() is None:
                game.play(chooser.choice(game.legal_actions()))
        app.stack.clear_to(launch.scene_for(app, game))
        mean, worst = frame_ms(app)
        print(f"{gid}: full redraw {mean:.2f} ms mean, {worst:.2f} ms worst; "
              f"idle {idle_cpu(app) * 100:.1f}% of a core")
        print(f"{gid}: " + simulate(gid, 20, 1)[-1])
    return 0


if __name__ == "__main__":
    sys.exit(main())
