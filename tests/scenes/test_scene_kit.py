"""What GameScene gives every game's scene: one refresh per move, the board's input
skeleton (handle_board), and the scene stack's hold for hand-offs."""
import random

import pygame
import pytest

from game import launch
from game.scenes.modal import HandOffScene
from scene_helpers import open_scene

GAMES = ["same4cats", "thunderbirds", "battaglia-navale", "steam-torpedo", "carrier-strike"]


def _past_hand_offs(app):
    while isinstance(app.stack.top, HandOffScene):
        app.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" "))


def _counting_refresh(monkeypatch, scene) -> list:
    calls = []
    cls = type(scene)
    original = cls.refresh

    def counted(self):
        calls.append(1)
        original(self)
    monkeypatch.setattr(cls, "refresh", counted)
    return calls


@pytest.mark.parametrize("game_id", GAMES)
def test_a_move_refreshes_the_scene_once(app, monkeypatch, game_id):
    """A move played through its button (or, with no button, as the board plays it) rebuilds
    what the position offers once; the hand-off to the next player, if any, comes after."""
    game = launch.new_game(game_id, seed=5)
    scene = open_scene(app, game)
    calls = _counting_refresh(monkeypatch, scene)
    chooser, by_button = random.Random(5), 0
    for _ in range(40):
        _past_hand_offs(app)
        legal = game.legal_actions()
        if not legal:
            break
        action = chooser.choice(legal)
        button = next((b for b in scene.buttons.buttons if b.action == action and b.enabled), None)
        calls.clear()
        if button is not None:
            button.on_click()
            by_button += 1
        else:
            scene.perform(action)
        assert len(calls) == 1, (game_id, str(action), len(calls))
        app.render_frames(1)
    assert by_button > 0
    app.stack.close()


def test_a_refused_move_of_steam_torpedo_refreshes_once_too(app, monkeypatch):
    game = launch.new_game("steam-torpedo", seed=5)
    scene = open_scene(app, game)
    calls = _counting_refresh(monkeypatch, scene)
    before = list(game.moves)
    scene.play(game.rules.parse("end"))   # not a move of the build
    assert game.moves == before and len(calls) == 1
    app.stack.close()
