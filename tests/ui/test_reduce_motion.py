"""Reduce motion (issue 35): with it on, a move lands in one frame (no card flies, no piece
slides, nothing is revealed by degrees), whatever the animation speed says; it is remembered."""
import pygame
import pytest

from game import launch
from game.app import App
from game.scenes.open_game import scene_for
from game.settings import Settings, load

FRAME = 1 / 60


def first_frame_and_still(app, game_id: str, reduce: bool, moves: int):
    """Play the game's first moves through its scene at the normal animation speed; the frame
    drawn 1/60 s after the last one, whether anything still moves then, and the still frame."""
    app.settings.reduce_motion = reduce
    while app.stack.scenes:
        app.pop()
    game = launch.new_game(game_id, seed=2)
    scene = scene_for(app, game)
    app.push(scene)
    app.render_frames(2, dt=10.0)
    for _ in range(moves):
        scene.perform(game.legal_actions()[0])
        while app.stack.top is not scene:   # a hand-off or end-of-turn screen: passed as a player does
            app.pop()
    first = app.render_frames(1, dt=FRAME).copy()
    moving = scene.update(0.0)
    still = app.render_frames(3, dt=10.0).copy()
    return first, moving, still


@pytest.mark.parametrize("game_id, moves", [("battaglia-navale", 1)])   # the island cards fly and turn
def test_a_move_lands_in_one_frame_with_reduce_motion_on(game_id, moves, tmp_path):
    app = App(Settings(animation="normal", confirm_end_turn=False, sound=False), headless=True)
    first, moving, still = first_frame_and_still(app, game_id, True, moves)
    pygame.image.save(first, str(tmp_path / f"{game_id}-first-frame.png"))
    assert not moving
    assert first.get_view("2").raw == still.get_view("2").raw   # the first frame is the last
    # the same move with it off is still under way one frame in (so the check can fail)
    first, moving, still = first_frame_and_still(app, game_id, False, moves)
    assert moving and first.get_view("2").raw != still.get_view("2").raw


def test_reduce_motion_and_the_colours_are_remembered():
    Settings(reduce_motion=True, colour_vision="tritanopia").save()
    back, warning = load()
    assert warning is None and back.reduce_motion and back.colour_vision == "tritanopia"
    assert back.animation_scale == 0.0   # whatever the speed says (normal by default)
