"""What the scene tests share: opening a game's scene and clicking as a player does."""
import random

import pygame

from game import launch
from game.scenes.open_game import scene_for


def open_scene(app, game):
    """The game's own scene on the app's stack, drawn once."""
    scene = scene_for(app, game)
    app.push(scene)
    app.render_frames()
    return scene


def played(game_id, seed, n):
    """A new game of ``game_id`` from ``seed`` after ``n`` random moves (fewer if it ended)."""
    game = launch.new_game(game_id, seed=seed)
    chooser = random.Random(seed)
    for _ in range(n):
        if game.outcome() is not None:
            break
        game.play(chooser.choice(game.legal_actions()))
    return game


def click(app, pos, button=1, frames=1):
    """A mouse click (down and up) at a logical position, then `frames` frames drawn."""
    app.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=button, pos=pos))
    app.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, button=button, pos=pos))
    if frames:
        app.render_frames(frames)


def to_a_passing_move(game_id, seed_range, phases, limit=600):
    """A game at a position where some legal move of a phase in ``phases`` (not "end")
    passes the play to another seat, and that move."""
    for seed in seed_range:
        game = launch.new_game(game_id, seed=seed)
        rnd = random.Random(seed)
        for _ in range(limit):
            if game.outcome() is not None:
                break
            if getattr(game.state, "phase", None) in phases:
                seat = game.to_move()
                for action in game.legal_actions():
                    if str(action) == "end":
                        continue
                    trial = launch.new_game(game_id, seed=seed)
                    for m in game.moves:
                        trial.play(m)
                    trial.play(action)
                    if trial.outcome() is None and trial.to_move() != seat and not trial.history[-1].revealed:
                        return game, action
            game.play(rnd.choice(game.legal_actions()))
    raise AssertionError(f"no passing move met in {game_id}")


def random_play(game_id, seed, moves, prefer=None):
    """A game of random moves (``prefer``: a word a move starts with, chosen 4 times in 5
    when legal), yielded before each move and once at its end, for at most ``moves`` moves."""
    game = launch.new_game(game_id, seed=seed)
    chooser = random.Random(seed)
    while len(game.moves) < moves and game.outcome() is None:
        yield game
        legal = game.legal_actions()
        liked = [a for a in legal if prefer and str(a).startswith(prefer)]
        game.play(chooser.choice(liked if liked and chooser.random() < 0.8 else legal))
    yield game


def at_window(app, size, ui_scale="auto"):
    """The app as a window of ``size`` at the UI scale shows it (headless: the canvas that
    window has, the scenes on the stack laid out again for it); the canvas's size."""
    app.window.ui_scale = ui_scale
    app.refit(size)
    return app.screen.get_size()


def hovered_over_kept_frame(app, scene, pos, area, away=(5, 5)):
    """Move the mouse from ``away`` (a whole frame drawn there) to ``pos``: the clips the
    scene's painter was asked to paint in on the way (none: the kept frame shown again) and
    the points of ``area`` whose pixels changed."""
    painted = []
    paint = scene.paint
    scene.paint = lambda surface: (painted.append(surface.get_clip()), paint(surface))
    app.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=away, rel=(1, 1), buttons=(0, 0, 0)))
    app.render_frames(1)
    bare = app.screen.copy()
    painted.clear()
    app.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0)))
    assert app.step(0.01)
    scene.paint = paint
    return painted, [(x, y) for x in range(area.left, area.right) for y in range(area.top, area.bottom)
                     if app.screen.get_at((x, y)) != bare.get_at((x, y))]
