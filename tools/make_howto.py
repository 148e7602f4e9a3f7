"""Draw the pictures of the "How to play" cards from the real scenes: assets/howto/*.png.

Run: python tools/make_howto.py [GAME ...]   (the results are committed; nothing is drawn at
run time). For each step of assets/howto/howto.yaml it plays seeded random legal moves until
the game is in the step's phase (the `after`-th time it is there), draws the game's scene
at 1280x800 and keeps the `crop` rectangle, scaled to the card's picture size.
"""
from __future__ import annotations

import os
import random
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ.setdefault("SORTIE_HOME", tempfile.mkdtemp(prefix="sortie-howto-"))

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import pygame  # noqa: E402
import yaml  # noqa: E402

from game import launch  # noqa: E402
from game.app import App  # noqa: E402
from game.scenes.howto import PICTURE  # noqa: E402
from game.scenes.open_game import scene_for  # noqa: E402
from game.settings import Settings  # noqa: E402

OUT = ROOT / "assets" / "howto"
MAX_MOVES = 3000


def reach(game_id: str, seed: int, phase: str, after: int):
    """A game played by seeded random moves until it is in `phase` for the after+1-th time."""
    game = launch.new_game(game_id, seed=seed)
    chooser = random.Random(seed)
    seen = 1 if game.state.phase == phase else 0
    for _ in range(MAX_MOVES):
        if seen > after:
            return game
        if game.outcome() is not None:
            break
        game.play(chooser.choice(game.legal_actions()))
        if getattr(game.state, "phase", None) == phase:
            seen += 1
    raise SystemExit(f"{game_id}: phase {phase} not reached {after + 1} time(s) from seed {seed}")


def main(games: list[str]) -> None:
    doc = yaml.safe_load((OUT / "howto.yaml").read_text(encoding="utf-8"))
    app = App(Settings(animation="off"), headless=True)
    for game_id, steps in doc.items():
        if games and game_id not in games:
            continue
        for n, step in enumerate(steps, 1):
            pic = step["picture"]
            game = reach(game_id, pic["seed"], pic["phase"], pic.get("after", 0))
            scene = scene_for(app, game)
            app.push(scene)
            app.render_frames(2)
            crop = app.screen.subsurface(pygame.Rect(pic["crop"])).copy()
            scale = min(PICTURE[0] / crop.get_width(), PICTURE[1] / crop.get_height())
            size = (round(crop.get_width() * scale), round(crop.get_height() * scale))
            out = OUT / f"{game_id}-{n}.png"
            pygame.image.save(pygame.transform.smoothscale(crop, size), str(out))
            app.pop()
            print(out.relative_to(ROOT), size)
    pygame.quit()


if __name__ == "__main__":
    main(sys.argv[1:])
