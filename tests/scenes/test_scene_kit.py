"""What GameScene gives every game's scene: one refresh per move, the board's input
skeleton (handle_board), and the scene stack's hold for hand-offs."""
import random

import pygame
import pytest

from game import launch
from game.scenes.modal import HandOffScene
from scene_helpers import open_scene, to_a_passing_move

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


class _Counted:
    """Counts the lifecycle calls of a scene class."""

    def __init__(self, monkeypatch, cls):
        self.enter = self.exit = 0
        enter, exit_ = cls.enter, cls.exit

        def counted_enter(scene):
            self.enter += 1
            enter(scene)

        def counted_exit(scene):
            self.exit += 1
            exit_(scene)
        monkeypatch.setattr(cls, "enter", counted_enter)
        monkeypatch.setattr(cls, "exit", counted_exit)


def test_a_held_scene_enters_once_and_exits_once():
    from game.app import SceneStack
    from game.scenes.base import Scene

    class Board(Scene):
        pass

    class Cover(Scene):
        pass

    class Question(Scene):
        opaque = False

    log = []
    for cls in (Board, Cover, Question):
        cls.enter = lambda self, n=cls.__name__: log.append(("enter", n))
        cls.exit = lambda self, n=cls.__name__: log.append(("exit", n))
        cls.pause = lambda self, n=cls.__name__: log.append(("pause", n))
    stack = SceneStack()
    stack.push(Board(None))
    cover = Cover(None)
    stack.push(cover)
    held = stack.hold(1)
    assert held == [cover] and len(stack.scenes) == 1
    stack.push(Question(None))
    stack.pop()
    stack.put_back(held)
    assert stack.top is cover
    stack.pop()
    assert log.count(("enter", "Cover")) == 1 and log.count(("exit", "Cover")) == 1
    # held, then dropped: it ends there, once
    stack.push(cover)
    stack.drop(stack.hold(1))
    assert stack.top is not cover and log.count(("enter", "Cover")) == 2 and log.count(("exit", "Cover")) == 2


@pytest.mark.parametrize("answer", ["Pass the play on", "Take the move back"])   # (a pass inside the turn)
def test_the_hand_off_held_while_the_end_of_the_turn_is_asked_enters_and_exits_once(monkeypatch, answer):
    from game.app import App
    from game.scenes.end_turn import EndTurnScene
    from game.settings import Settings
    app = App(Settings(animation="off"), headless=True)   # it asks before ending the turn
    counted = _Counted(monkeypatch, HandOffScene)
    game, action = to_a_passing_move("steam-torpedo", range(1, 12), {"recovery", "action", "reaction", "damage"})
    scene = open_scene(app, game)
    while app.stack.top is not scene:
        app.stack.pop()
    counted.enter = counted.exit = 0
    scene.perform(action)
    assert isinstance(app.stack.top, EndTurnScene) and counted.enter == 1
    next(b for b in app.stack.top.buttons.buttons if b.label == answer).on_click()
    if answer == "Pass the play on":
        assert isinstance(app.stack.top, HandOffScene)
        _past_hand_offs(app)
    assert app.stack.top is scene
    assert (counted.enter, counted.exit) == (1, 1)
    app.stack.close()
    pygame.quit()


def test_the_board_s_input_skeleton_point_at_board_first_the_buttons_then_click_board(app):
    """GameScene.handle_board: a mouse move tells the scene what is under the mouse and is
    never consumed; board_first answers before the buttons; the buttons take their keys;
    only what they leave reaches click_board."""
    scene = open_scene(app, launch.new_game("same4cats", seed=1))
    seen = []
    scene.point_at = lambda pos: seen.append(("point_at", pos))
    scene.click_board = lambda event: seen.append(("click_board", event.type)) or True
    motion = pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 6), rel=(0, 0), buttons=(0, 0, 0))
    assert scene.handle_board(motion) is False
    assert seen == [("point_at", (5, 6))]
    undo = next(b for b in scene.buttons.buttons if b.label == "Undo")   # disabled: its click is refused
    seen.clear()
    assert scene.handle_board(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=undo.rect.center))
    assert seen == []   # the button took it
    assert scene.handle_board(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=(2, 2)))
    assert seen == [("click_board", pygame.MOUSEBUTTONDOWN)]
    scene.board_first = lambda event: False   # a card over the buttons: nothing reaches them
    seen.clear()
    assert scene.handle_board(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=undo.rect.center)) is False
    assert seen == []
    app.stack.close()
