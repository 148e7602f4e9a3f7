"""A button that plays a move carries that move's action (ui.widgets.Button.action): the
hint (H) rings the button of the move it suggests by it, in all five games."""
import random

import pygame
import pytest

from game import launch
from game.scenes.modal import HandOffScene
from scene_helpers import open_scene


def _past_hand_offs(app):
    """The next player clicks "ready" on each hand-off screen (Space)."""
    while isinstance(app.stack.top, HandOffScene):
        app.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" "))
        app.render_frames(1)


def _action_buttons(scene):
    return [b for b in scene.buttons.buttons if b.action is not None]


@pytest.mark.parametrize("game_id", ["same4cats", "thunderbirds", "battaglia-navale", "steam-torpedo",
                                     "carrier-strike"])
def test_the_hint_finds_the_button_of_each_move_by_its_action(app, game_id):
    game = launch.new_game(game_id, seed=3)
    scene = open_scene(app, game)
    chooser, seen = random.Random(3), 0
    for _ in range(60):   # positions of the opening phases, each with its own buttons
        _past_hand_offs(app)
        for b in _action_buttons(scene):
            assert b.rect in scene._hint_marks(str(b.action)), (game_id, b.label, str(b.action))
            seen += 1
        legal = game.legal_actions()
        if not legal:
            break
        scene.perform(chooser.choice(legal))
        app.render_frames(1)
    assert seen > 0, f"{game_id}: no button carried its move"
    app.stack.close()


def test_a_button_of_the_screen_carries_no_action(app):
    scene = open_scene(app, launch.new_game("same4cats", seed=1))
    undo = next(b for b in scene.buttons.buttons if b.label == "Undo")
    assert undo.action is None and undo.on_click is not None
    app.stack.close()
