"""Every scene's kept frame and its redraws after a mouse move come out as a frame painted
from scratch, pixel for pixel; a hover redraws only where it changed."""
import random

import pygame
import pytest

from game import games, launch
from game.scenes.open_game import scene_for
from game.scenes.title import TitleScene
from game.ui import redraw
from pixels import pixels


def from_scratch(app) -> bytes:
    """The visible scenes painted afresh (new layers), on a screen of their own."""
    kept = [(s, s.kept) for s in app.stack.scenes]
    screen = app.screen
    try:
        for s in app.stack.scenes:
            s.kept = redraw.Layer()
        app.screen = pygame.Surface(screen.get_size())
        app.draw()
        return pixels(app.screen)
    finally:
        app.screen = screen
        for s, layer in kept:
            s.kept = layer


def scene_after(app, game_id, seed, moves):
    if game_id == "title":
        return TitleScene(app)
    if game_id == "load":  # the save manager with a list longer than the screen
        from game import paths
        from game.scenes.load import LoadScene
        from game.session import saves
        for i in range(moves):
            saves.save(launch.new_game("same4cats", seed=i + 1), paths.saves_dir() / f"s{i}.yaml", f"Save {i}")
        return LoadScene(app, lambda path: None)
    if game_id == "replay":
        from game.scenes.replay import ReplayScene
        return ReplayScene(app, scene_after(app, "same4cats", seed, moves).game, at=moves // 2)
    game = launch.new_game(game_id, seed=seed)
    chooser = random.Random(seed)
    for _ in range(moves):
        if game.outcome() is None:
            game.play(chooser.choice(game.legal_actions()))
    return scene_for(app, game)


@pytest.mark.parametrize("game_id,seed,moves", [("title", 0, 0), ("load", 0, 12), ("replay", 5, 30)] + [
    (gid, seed, moves) for gid in games.GAMES for seed, moves in ((3, 0), (7, 12))])
def test_redrawn_frames_equal_frames_painted_from_scratch(app, game_id, seed, moves):
    app.stack.clear_to(scene_after(app, game_id, seed, moves))
    app.render_frames(2)
    rnd = random.Random(seed * 31 + moves)
    pos = (640, 400)
    for i in range(36):
        if i % 12 == 11:  # a click now and then: a whole new frame (a hand-off, a menu, a move)
            app.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
            app.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
            if not app.running:
                return
            app.render_frames(2)
        elif i % 6 == 0:
            pos = (rnd.randrange(1280), rnd.randrange(800))
        else:  # small moves: in and out of buttons, cells, cards
            pos = (min(1279, max(0, pos[0] + rnd.randint(-40, 40))), min(799, max(0, pos[1] + rnd.randint(-40, 40))))
        before = app.screen.copy()
        app.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0)))
        drew = app.step(1 / 60)
        reference = from_scratch(app)
        assert pixels(app.screen) == reference, (i, pos, app.drawn)
        if drew and app.drawn != [app.screen.get_rect()]:
            area = app.drawn[0]
            outside = app.screen.copy()
            outside.blit(before, area, area)  # only the damaged area may have changed
            assert pixels(outside) == pixels(before)
        app.dirty = True  # a whole frame from what the scenes kept: the same again
        app.step(0)
        assert pixels(app.screen) == reference, (i, pos, "kept frame")


def test_hovering_a_thunderbirds_hex_redraws_its_outline_and_label_only(app):
    scene = scene_after(app, "thunderbirds", 3, 12)  # planning the flight path: hexes answer the mouse
    app.push(scene)
    app.render_frames(1)
    middle = scene.view.area.center
    cell = scene.view.cell_at(middle)
    assert cell is not None and scene.board.on_map(cell)
    x, y = (int(v) for v in scene.view.center(cell))
    app.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=(1100, 790), rel=(1, 1), buttons=(0, 0, 0)))
    app.step(1 / 60)
    before = app.screen.copy()
    app.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=(x, y), rel=(1, 1), buttons=(0, 0, 0)))
    assert app.step(1 / 60)
    outline, label = scene.hovering.rects
    assert app.drawn == [outline.union(label)]
    low = max(scene.view.outline(cell), key=lambda p: p[1])  # the white outline runs along the hex's edge
    near = [app.screen.get_at((int(low[0]) + dx, int(low[1]) + dy))[:3] for dx in (-1, 0, 1) for dy in (-1, 0, 1)]
    assert (255, 255, 255) in near
    app.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=(1100, 790), rel=(1, 1), buttons=(0, 0, 0)))
    assert app.step(1 / 60)
    assert pixels(app.screen) == pixels(before)  # nothing left behind
