"""The layout at four window sizes (issue 35): at 1024x640, 1920x1080 and 2560x1600, each
screen laid out for the canvas that window has (ui/window.py), the text is drawn again by
the font at the window's size (ui/sharp.py), whose letters are not
the scaled ones: each line must still fit the room the picture gives it, at its size
scaled (no line of a panel in smaller print than the others), narrowed by 7% at most, and
no two lines may run into each other. 1280x800 is the picture itself, checked by test_layout.py."""
import random

import pygame
import pytest

from game import launch
from game.scenes.open_game import scene_for
from game.scenes.title import TitleScene
from game.ui import sharp, theme
from game.ui.window import fitted, placed
from scene_helpers import at_window

SIZES = ((1024, 640), (1920, 1080), (2560, 1600))


def _scenes(app):
    """Each screen, made once the canvas has the window's size (a scene is laid out when made)."""
    yield "the title", lambda: TitleScene(app)
    for game_id in ("same4cats", "thunderbirds", "battaglia-navale", "steam-torpedo", "carrier-strike"):
        game = launch.new_game(game_id, seed=1)
        chooser = random.Random(1)
        for _ in range(25):
            if game.outcome() is not None:
                break
            game.play(chooser.choice(game.legal_actions()))
        yield game_id, lambda game=game: scene_for(app, game)


def _ink(r: pygame.Rect) -> pygame.Rect:
    pad = max(1, r.height // 5)   # (a font's line box has room above and below its letters)
    return r.inflate(-2, -2 * pad)


def size_problems(app, name, scene, size) -> list[str]:
    canvas = at_window(app, size)   # the canvas that window has (the game laid out for it)
    scale, dest = placed(size, canvas)
    sharp.start(app.screen, scale)
    try:
        app.stack.clear_to(scene() if callable(scene) else scene)
        scene = app.stack.top
        app.render_frames(2)
        now = sharp.current
        lines = now.on_top()
        assert len(lines) >= 10, f"{name}: only {len(lines)} lines drawn sharp at {size}"
        fitted(app.screen, size)   # shows them (every composite made once)
        out, placed_words = [], []
        log = getattr(getattr(scene, "log", None), "rect", pygame.Rect(0, 0, 0, 0))
        for line in lines:
            target = sharp.window_rect(line.rect, scale, dest)
            img, at = now.words(line, target.size)
            words = at.move(target.topleft)
            room = target.width
            if img.get_width() > room:
                out.append(f"{name} at {size}: {line.text!r} is {img.get_width()} wide in a room of {room}")
            at = max(6, round(line.size * scale))
            smaller = img.get_height() < theme.font(at, line.bold).get_height()
            if smaller and log.contains(line.rect.inflate(-4, -2)):
                out.append(f"{name} at {size}: the log's {line.text!r} in smaller print than its other lines")
            if img.get_width() < room and img.get_width() / max(1, theme.font(at, line.bold).size(line.text)[0]) < 0.9 \
                    and not smaller:
                out.append(f"{name} at {size}: {line.text!r} squeezed by more than a tenth")
            placed_words.append((line, words))
        for i, (a, wa) in enumerate(placed_words):
            for b, wb in placed_words[i + 1:]:
                if not _ink(a.rect.inflate(-4, -2)).colliderect(_ink(b.rect.inflate(-4, -2))) \
                        and _ink(wa).colliderect(_ink(wb)):
                    out.append(f"{name} at {size}: {a.text!r} runs into {b.text!r}")
        return out
    finally:
        sharp.stop()


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_text_drawn_at_the_windows_size_fits_and_runs_into_nothing(app, size):
    found = []
    for name, scene in _scenes(app):
        found += size_problems(app, name, scene, size)
    assert not found, "\n".join(found[:30])
