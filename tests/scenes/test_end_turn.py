"""The "End the turn" confirmation of hot-seat games (issue 16): a move that passes the play
to another seat without the player's "end" waits, the board in view, for "End the turn" or
"Take the move back"; on by default, off in Settings; solitaire games never ask."""
import random
import re

import pygame
import pytest

from game import launch
from game.app import App
from game.scenes.end_turn import EndTurnScene
from game.scenes.modal import HandOffScene
from game.settings import Settings
from game.ui import text

from scene_helpers import click, open_scene, to_a_passing_move


@pytest.fixture
def asking_app():
    a = App(Settings(animation="off"), headless=True)  # the default settings: it asks
    yield a
    pygame.quit()


@pytest.mark.parametrize("game_id,phases", [
    ("carrier-strike", {"move", "carrier", "declare", "return"}),
    ("steam-torpedo", {"recovery", "action", "reaction", "damage"}),
    ("battaglia-navale", {"turn", "place_planes", "aa_reply"}),
])
def test_a_move_that_passes_the_turn_waits_for_end_the_turn(asking_app, game_id, phases):
    app = asking_app
    game, action = to_a_passing_move(game_id, range(1, 12), phases)
    scene = open_scene(app, game)
    while app.stack.top is not scene:
        app.stack.pop()
    mover = game.to_move()
    scene.perform(action)
    app.render_frames(1)
    panel = app.stack.top
    assert isinstance(panel, EndTurnScene)
    assert not panel.opaque and scene in app.stack.visible()  # the board stays in view
    assert scene.toast_area.contains(panel.rect)  # over the log, never over the board
    assert game.seat_name(game.to_move()) in panel.message
    # take it back: the mover is still at the screen and may
    click(app, panel.buttons.buttons[1].rect.center)
    assert game.to_move() == mover and app.stack.top is scene
    # again, and this time end the turn: the hand-off (if the game has one) follows
    scene.perform(action)
    app.render_frames(1)
    assert isinstance(app.stack.top, EndTurnScene)
    click(app, app.stack.top.buttons.buttons[0].rect.center)
    app.render_frames(2)
    assert app.stack.top is scene or isinstance(app.stack.top, HandOffScene)
    assert game.to_move() != mover and not game.can_undo()  # now it is the next player's, and stands


def test_the_players_end_never_asks_and_the_setting_turns_it_off(asking_app):
    app = asking_app
    game, action = to_a_passing_move("steam-torpedo", range(1, 12), {"action"})
    scene = open_scene(app, game)
    while app.stack.top is not scene:
        app.stack.pop()
    assert "end" in game.legal_notations()
    scene.perform("end")  # the player's own "End the turn": no question
    assert not any(isinstance(s, EndTurnScene) for s in app.stack.scenes)
    game, action = to_a_passing_move("carrier-strike", range(1, 12), {"move"})
    app.settings.confirm_end_turn = False
    scene = open_scene(app, game)
    while app.stack.top is not scene:
        app.stack.pop()
    scene.perform(action)
    assert not any(isinstance(s, EndTurnScene) for s in app.stack.scenes)


def test_solitaire_games_never_ask(asking_app):
    app = asking_app
    for game_id in ("same4cats", "thunderbirds"):
        game = launch.new_game(game_id, seed=2)
        scene = open_scene(app, game)
        rnd = random.Random(2)
        for _ in range(40):
            if game.outcome() is not None:
                break
            scene.perform(rnd.choice(game.legal_actions()))
            assert not any(isinstance(s, EndTurnScene) for s in app.stack.scenes)


def test_settings_keep_the_choice(tmp_path):
    from game import settings as settings_mod
    s = Settings()
    assert s.confirm_end_turn
    s.confirm_end_turn = False
    s.save()
    loaded, warning = settings_mod.load()
    assert warning is None and loaded.confirm_end_turn is False


@pytest.mark.parametrize("game_id,phases", [("carrier-strike", {"move"}), ("steam-torpedo", {"damage"})])
def test_ctrl_z_and_the_undo_button_refuse_another_players_move_with_the_reason(app, game_id, phases):
    game, action = to_a_passing_move(game_id, range(1, 20), phases)
    mover = game.to_move()
    game.play(action)  # the move passed the play on: the next player is at the screen
    scene = open_scene(app, game)
    while app.stack.top is not scene:
        click(app, (640, 400))
    moves = list(game.moves)
    app.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_LCTRL, unicode=""))
    app.render_frames(1)
    said = app.toasts.items[-1][0]
    assert game.moves == moves
    assert said == f"Cannot undo: The last move was {game.seat_name(mover)}'s: a player takes back only their own moves"
    undo = next(b for b in scene.buttons.buttons if b.label == "Undo")
    assert not undo.enabled and game.seat_name(mover) in undo.disabled_reason
    click(app, undo.rect.center)
    assert game.moves == moves and game.seat_name(mover) in app.toasts.items[-1][0]


TURN_OF = {"steam-torpedo": lambda st: st.turn, "carrier-strike": lambda st: st.turn_number,
           "battaglia-navale": lambda st: st.turn_number}


@pytest.mark.parametrize("game_id,seed", [("steam-torpedo", 2), ("carrier-strike", 3), ("battaglia-navale", 2)])
def test_end_the_turn_is_asked_only_when_the_turn_ends_and_the_screen_waits_with_the_mover(asking_app, game_id, seed):
    """Issue 31: Steam Torpedo asked "End the turn" after each attack, although the attacker
    goes on once the defender has placed the damage, and showed it over the defender's
    "React or pass". The panel says "End the turn" only when the turn ends; a pass inside
    the turn is asked about only when it could be taken back, in the words of the moment;
    meanwhile the screen speaks to the mover and offers no move of the next seat."""
    app = asking_app
    game = launch.new_game(game_id, seed=seed)
    scene = open_scene(app, game)
    rnd = random.Random(seed)
    asked = {True: 0, False: 0}
    for _ in range(160):
        while not isinstance(app.stack.top, EndTurnScene) and app.stack.top is not scene:
            app.stack.pop()
        if game.outcome() is not None:
            break
        mover, turn, phase = game.to_move(), TURN_OF[game_id](game.state), game.state.phase
        scene.perform(rnd.choice(game.legal_actions()))
        panel = app.stack.top
        passed = game.outcome() is None and game.to_move() != mover and game.history[-1].notation != "end"
        ends = TURN_OF[game_id](game.state) != turn
        if not isinstance(panel, EndTurnScene):
            assert not (passed and ends and phase in scene.CONFIRM_PHASES), "a turn ended without the question"
            continue
        assert passed and (ends or game.can_undo(mover))   # within the turn: only when it can be taken back
        assert panel.ends_turn == ends
        assert ("End the turn" in panel.buttons.buttons[0].label) == ends
        assert game.seat_name(game.to_move()) in panel.message
        assert ("ends your turn" in panel.message) == ends
        head, _ = scene.aside()
        nxt = game.seat_name(game.to_move())
        assert game.seat_name(mover) in head and nxt not in head
        text.start_recording()   # nothing on screen tells the next seat to play yet
        app.changed()
        app.render_frames(1)
        drawn = [d.text for d in text.stop_recording() if d.layer != "log" and not panel.rect.colliderect(d.rect)]
        assert not [t for t in drawn if re.search(rf"(?i){re.escape(nxt)}(:|'s move| to play)", t)], drawn
        assert not [b.label for b in scene.buttons.buttons if b.action is not None]   # nothing of the next seat's
        asked[ends] += 1
        click(app, panel.buttons.buttons[0].rect.center)
        assert scene.aside() is None or scene.computer_to_move()
        if isinstance(app.stack.top, HandOffScene):   # the hand-off says what comes next, too
            assert app.stack.top.note
    # Steam Torpedo's turn ends only by the player's own "End the turn" (ST Turn Sequence 2)
    assert asked[False] >= 1 if game_id == "steam-torpedo" else asked[True] >= 1
    app.stack.close()
