"""A whole game against the computer through the scene, headless (issue 14).

    python tools/play_to_end.py GAME LEVEL SEED

Every seat but the first to move is the computer at LEVEL (easy, normal, hard), with its
time caps as in the app; the first seat is a scripted person playing the greedy player's
moves through the scene, as clicks would; a frame is drawn every 20 ms with the animation
setting "normal". Prints how the game ended, the computer's thinking per decision (median,
worst, from the search's answers) and the longest gap between two frames (a freeze would
show there). It stops with a message if a hand-off screen comes between the person and the
computer. Speed is never asserted: this is a measure for docs/AI.md.
"""
import os
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


def main(game_id, level, seed):
    import pygame
    from game import launch
    from game.app import App
    from game.settings import Settings
    from game.scenes.open_game import scene_for
    from game.ai.players import GreedyPlayer
    from game.scenes.modal import HandOffScene
    app = App(Settings(animation="normal", confirm_end_turn=False, howto_seen=[game_id]), headless=True)
    game = launch.new_game(game_id, seed=seed)
    first = game.to_move()
    game.computer = {s: level for s in game.players if s != first}  # every seat but the first to move
    scene = scene_for(app, game); app.push(scene); app.render_frames()
    person = GreedyPlayer(seed)
    times, playouts, seen = [], [], None
    gap, last = 0.0, time.monotonic()
    frames = 0
    t0 = time.monotonic()
    while game.outcome() is None:
        if game.to_move() not in game.computer and not scene.moving and app.stack.top is scene:
            scene.perform(person.choose(game))
        while app.stack.top is not scene and isinstance(app.stack.top, HandOffScene):
            raise SystemExit("a hand-off screen appeared between a person and the computer")
        frames += app.step(0.02)
        now = time.monotonic(); gap = max(gap, now - last); last = now
        a = scene.answer
        if a is not None and a is not seen:
            seen = a
            times.append(a.get("seconds", 0.0)); playouts.append(a.get("playouts", 0))
        time.sleep(0.02)
    app.stack.close()
    print(f"{game_id} {level} seed {seed}: {game.outcome().how} after {len(game.history)} moves, "
          f"{time.monotonic()-t0:.0f} s, {frames} frames; computer seats {sorted(game.computer)}; "
          f"decisions {len(times)}, thinking median {statistics.median(times):.2f} s, worst {max(times):.2f} s, "
          f"playouts median {statistics.median(playouts):.0f}; longest gap between frames {gap*1000:.0f} ms; "
          f"worker ended: {scene.worker is None}")


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2], int(sys.argv[3]))
