"""What the scene tests share: opening a game's scene and clicking as a player does."""
import pygame

from game.scenes.open_game import scene_for


def open_scene(app, game):
    """The game's own scene on the app's stack, drawn once."""
    scene = scene_for(app, game)
    app.push(scene)
    app.render_frames()
    return scene


def click(app, pos, button=1, frames=1):
    """A mouse click (down and up) at a logical position, then `frames` frames drawn."""
    app.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=button, pos=pos))
    app.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, button=button, pos=pos))
    if frames:
        app.render_frames(frames)
