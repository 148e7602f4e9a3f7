"""Play by keys (issue 35): whole games of every game played with key events alone (Tab,
Shift+Tab, Enter, the game's own letter keys, Esc), and the focus ring and Tab order on pixels.

The driver knows which move it wants and where a mouse would click for it (each scene's own
helper: ``next_click``, ``input_toward``, ``clicks_for``, a button's action); it then walks
the focus there with Tab or Shift+Tab, whichever is shorter, and presses Enter. A point the
focus cannot reach fails the test (it found Battaglia Navale's "AA fire" button lying over a
fourth and fifth unit's toggles). Every game is played from its first move."""
import random
from collections import deque

import pygame

from game import launch
from game.rules.same4cats import actions as S4C
from game.session.game import copy_state
from game.ui import focus
from layout_check import frame_problems
from scene_helpers import open_scene


def press(app, k, mod=0):
    app.handle(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0))
    app.handle(pygame.event.Event(pygame.KEYUP, key=k, mod=mod, unicode="", scancode=0))


def focus_on(app, pos):
    """Tab (or Shift+Tab) to the focusable thing a click at ``pos`` would hit."""
    targets = app.keys.targets()
    want = next((i for i, t in enumerate(targets) if t.board and t.at == tuple(pos)), None)
    if want is None:
        want = next((i for i, t in enumerate(targets) if not t.board and t.rect.collidepoint(pos)), None)
    assert want is not None, f"no focusable thing at {pos}: {[t.key for t in targets]}"
    here = app.keys.current()
    n = len(targets)
    at = targets.index(here) if here is not None else -1
    ahead = (want - at) % n if at >= 0 else want + 1
    behind = n - ahead if at >= 0 else n - want
    for _ in range(min(ahead, behind)):
        press(app, pygame.K_TAB, 0 if ahead <= behind else pygame.KMOD_SHIFT)
    assert app.keys.current() is targets[want]


def settle(app):
    """What a frame does besides drawing (animations end, hand-offs come, the focus follows a
    new screen): the pixels are looked at once per game, and by the ring's own test."""
    for scene in list(app.stack.scenes):
        scene.moving = bool(scene.update(0.5))
        scene.think(0.5, scene.moving)
    app.keys.follow()


def choose_at(app, pos):
    focus_on(app, pos)
    press(app, pygame.K_RETURN)
    settle(app)


def drive(app, game, where, pick, limit=400):
    """Play ``game`` on the app's top scene by keys until it ends: ``pick(game)`` the move
    wanted, ``where(scene, action)`` the next input toward it (a point, or ("key", k))."""
    inputs = 0
    while game.outcome() is None:
        inputs += drive_one(app, game, where, pick)
        assert inputs < limit
    return inputs


def drive_one(app, game, where, pick):
    """One move of ``pick``'s by keys; a screen over the game's (a hand-off, How to play) is
    answered with Enter. Returns the keys' inputs it took."""
    scene = next(s for s in app.stack.scenes if getattr(s, "game", None) is game)
    action = pick(game)
    n = len(game.moves)
    for inputs in range(1, 40):
        if app.stack.top is not scene:
            press(app, pygame.K_RETURN)
            settle(app)
        else:
            step = where(scene, action)
            if step[0] == "key":
                press(app, step[1])
                settle(app)
            else:
                choose_at(app, step)
        if len(game.moves) > n:
            assert game.moves[n] == str(action)
            return inputs
    raise AssertionError(f"{action} not played by keys in phase {getattr(game.state, 'phase', '')}")


def near_the_end(game_id, seed, last, options=None):
    """A game of seeded random moves and the last ``last`` of them, replayed up to those."""
    whole = launch.new_game(game_id, seed=seed, options=options)
    rnd = random.Random(seed)
    kept = deque(maxlen=2)   # a position every 32 moves (the game is played once, as the replay view does)
    while whole.outcome() is None:
        if len(whole.moves) % 32 == 0:
            kept.append((len(whole.moves), copy_state(whole.rules, whole.state)))
        whole.play(rnd.choice(whole.legal_actions()))
    end = len(whole.moves) - last
    j, state = next((j, s) for j, s in reversed(kept) if j <= end)
    game = whole.branch(j, state)
    for m in whole.moves[j:end]:
        game.play(m)
    return game, whole.moves[end:]


def _parsed(game, notation):
    return next(a for a in game.legal_actions() if str(a) == notation)


def test_two_player_games_are_played_whole_with_keys_alone(app):
    """Each two-player game from its first move to its end, every decision by keys (hand-off
    screens passed with Enter): seeded random moves, Carrier Strike's leaning to attacks so
    that its game ends in a few hundred moves, Battaglia Navale's ended by the quiet limit."""
    from test_carrier_strike_scene import policy as cs_policy
    for game_id, seed, options, where, kinds in (
            ("steam-torpedo", 5, None, lambda sc, a: sc.next_click(a), {"manoeuvre", "activate"}),
            ("carrier-strike", 35, None, lambda sc, a: sc.next_click(a),
             {"place", "pilot", "launch", "fly", "dogfight", "order", "drop", "sacrifice"}),
            ("battaglia-navale", 12, {"quiet_limit": 40}, bn_input, {"move", "raid", "aa", "fire"})):
        game = launch.new_game(game_id, seed=seed, options=options)
        rnd = random.Random(seed)
        pick = (lambda g: cs_policy(g, rnd)) if game_id == "carrier-strike" else \
            (lambda g: rnd.choice(g.legal_actions()))
        app.stack.close()
        open_scene(app, game)
        drive(app, game, where, pick, limit=5000)
        assert game.outcome() is not None, game_id
        assert kinds <= {m.split()[0] for m in game.moves}, (game_id, kinds - {m.split()[0] for m in game.moves})
        app.render_frames(1)


def bn_input(scene, action):
    step = scene.input_toward(action)
    if step[0] == "key":
        return step
    if step[2] == 3:   # a right click drops the choice: Esc does it by keys
        return ("key", pygame.K_ESCAPE)
    return step[1]


def s4c_input(scene, action):
    """Same 4 Cats: a move's button, or the target card on the mat."""
    button = next((b for b in scene.buttons.buttons if b.enabled and b.action == action), None)
    return button.rect.center if button is not None else scene.first_click(action)


def test_a_mission_of_the_same_4_cats_by_keys(app):
    """S4C 4.0-7.0: from the target cards to the mission's end, every choice by Tab and Enter."""
    game = launch.new_game("same4cats", seed=21)
    open_scene(app, game)
    rnd = random.Random(21)

    def pick(g):
        legal = g.legal_actions()
        cards = [a for a in legal if isinstance(a, S4C.Target)]
        return rnd.choice(cards or legal)
    before = 0
    while not game.state.missions_flown and game.outcome() is None:
        drive_one(app, game, s4c_input, pick)
        before += 1
        assert before < 200
    assert game.state.missions_flown or game.outcome() is not None


def test_a_thunderbirds_mission_by_keys(app):
    """TaW 6.1-10.0: the briefing (target, crew, points), the flight path hex by hex on the map,
    the flight and the bombing, one mission, every choice by Tab, the arrows and Enter."""
    game = launch.new_game("thunderbirds", seed=3, options={"target_method": "choice", "crew_quality": 3,
                                                             "campaign": "single mission"})
    open_scene(app, game)
    rnd = random.Random(3)

    def pick(g):
        notations = [n for n in g.legal_notations() if n != "path reset"]
        return _parsed(g, rnd.choice(notations))

    def where(scene, action):
        return scene.clicks_for(str(action))[0]
    for _ in range(300):
        if game.outcome() is not None:
            break
        drive_one(app, game, where, pick)
    assert game.outcome() is not None


def test_tab_walks_buttons_then_board_and_the_ring_is_drawn(app):
    """Tab goes through the buttons in reading order, then the board's cells; Shift+Tab comes
    back; an arrow goes to the neighbouring cell; the ring is drawn round the focused thing in
    its bright colour, with a dark band outside it, and nowhere before the first Tab."""
    game = launch.new_game("thunderbirds", seed=1)
    for m in ("target Lorient",):
        if m in game.legal_notations():
            game.play(m)
    scene = open_scene(app, game)
    rnd = random.Random(1)
    while game.state.phase != "plan":
        game.play(rnd.choice(game.legal_actions()))
    scene.refresh()
    app.render_frames()
    bright = pygame.Color(*focus.RING)
    assert not any(app.screen.get_at((x, y)) == bright for x in range(0, 1280, 3) for y in range(0, 800, 3))
    targets = app.keys.targets()
    kinds = [t.board for t in targets]
    assert kinds == sorted(kinds) and kinds[0] is False and kinds[-1] is True   # buttons, then the board
    tops = [t.rect.top for t in targets if not t.board]
    assert tops == sorted(tops)
    press(app, pygame.K_TAB)
    assert app.keys.current() is targets[0]
    press(app, pygame.K_TAB, pygame.KMOD_SHIFT)
    press(app, pygame.K_TAB, pygame.KMOD_SHIFT)
    assert app.keys.current() is targets[-2]
    press(app, pygame.K_TAB)
    cell = app.keys.current()
    assert cell.board and cell.round
    app.render_frames(1)
    x, y = cell.rect.center
    radius = focus.ring_rect(cell).width // 2
    assert app.screen.get_at((x + radius - 1, y)) == bright        # the bright band
    assert app.screen.get_at((x + radius + 1, y))[:3] == focus.RING_SHADOW   # the dark band outside it
    # an arrow goes to the nearest cell that way, and Enter plays the move the cell starts
    board = [t for t in targets if t.board]
    if len(board) > 1:
        press(app, pygame.K_LEFT if cell.at[0] > board[0].at[0] else pygame.K_RIGHT)
        assert app.keys.current() is not cell and app.keys.current().board
    n = len(game.moves)
    wanted = app.keys.current().actions[0]
    press(app, pygame.K_RETURN)
    assert game.moves[n:] == [str(wanted)]
    # a real mouse move takes the ring away
    app.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), rel=(1, 1), buttons=(0, 0, 0)))
    assert app.keys.current() is None


def test_keys_are_remapped_in_settings_kept_in_the_file_and_reset(app):
    """Settings, Keys: choose a key's button, press the new key; Save keeps it in settings.yaml
    and the new key walks the focus; a key of every screen's (F1) or of another action is
    refused (F1, every game's rules; an arrow; a game's letter); Reset puts them all back
    (test_key_commands.py: every command's key)."""
    from game import settings as settings_mod
    from game.scenes.keys import KeysScene
    from game.scenes.settings import SettingsScene
    from game.scenes.title import TitleScene
    app.push(TitleScene(app))
    app.push(SettingsScene(app))
    change = next(b for b in app.stack.top.buttons.buttons if b.label == "Change")
    choose_at(app, change.rect.center)
    keys = app.stack.top
    assert isinstance(keys, KeysScene) and app.keys.current().key == keys.focus_targets()[0].key
    press(app, pygame.K_RETURN)                 # the first: the next choice
    press(app, pygame.K_F1)
    assert "Not taken" in keys.said and keys.s.keys == {}
    press(app, pygame.K_RETURN)
    press(app, pygame.K_LEFT)                   # the key of "Left on the board"
    assert "already" in keys.said and keys.s.keys == {}
    press(app, pygame.K_RETURN)
    press(app, pygame.K_n)                      # No repair's, The Same 4 Cats (the focus's keys work in every game)
    assert "already No repair" in keys.said and keys.s.keys == {}
    press(app, pygame.K_RETURN)
    press(app, pygame.K_y)
    assert keys.s.keys == {"next": "y"}
    assert not frame_problems(app)             # the Keys screen's words in their places (layout_check)
    press(app, pygame.K_ESCAPE)                 # Done: back to Settings, its Save ringed (Enter's own)
    settle(app)
    assert isinstance(app.stack.top, SettingsScene)
    press(app, pygame.K_RETURN)
    assert isinstance(app.stack.top, TitleScene)
    assert settings_mod.load()[0].keys == {"next": "y"}
    app.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), rel=(1, 1), buttons=(0, 0, 0)))
    press(app, pygame.K_y)
    assert app.keys.current() is app.keys.targets()[0]
    KeysScene(app, app.settings)._reset()
    assert app.settings.keys == {}


def test_esc_first_drops_a_choice_half_made_then_opens_the_menu(app):
    """A crew member chosen by Enter (Steam Torpedo, ST Using the Crew) is dropped by Esc, as by
    a right click; the next Esc opens the game's menu."""
    from game.scenes.modal import ChoiceScene
    game, _ = near_the_end("steam-torpedo", 5, 10)
    scene = open_scene(app, game)
    while not any(str(a).startswith("move") for a in game.legal_actions()):
        game.play(game.legal_actions()[0])
        scene.refresh()
    move = next(a for a in game.legal_actions() if str(a).startswith("move"))
    played = len(game.moves)
    choose_at(app, scene.next_click(move))
    assert scene.selected is not None and len(game.moves) == played   # chosen, not yet moved
    press(app, pygame.K_ESCAPE)
    assert scene.selected is None and app.stack.top is scene
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, ChoiceScene)


def _esc_drops_then_menu(app, scene, game, half_made):
    """Esc drops the choice half made (no move played, the game's screen still on top), the
    next Esc opens the game's menu."""
    from game.scenes.modal import ChoiceScene
    played = len(game.moves)
    assert half_made(), "nothing half made to drop"
    press(app, pygame.K_ESCAPE)
    assert not half_made() and app.stack.top is scene and len(game.moves) == played
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, ChoiceScene) and app.stack.top.title == "Game menu"


def _first_step_leaves_it_half_made(app, scene, game, toward, half_made, limit=400):
    """Random moves by the engine until a legal move whose first input (by keys: Tab to its
    point, Enter) only chooses, playing nothing and leaving a choice half made; that input
    made. Returns the move."""
    import random as _random
    rnd = _random.Random(7)
    for _ in range(limit):
        for action in game.legal_actions():
            step = toward(scene, action)
            if step is None or step[0] == "key" or not any(
                    t.at == tuple(step) if t.board else t.rect.collidepoint(step) for t in app.keys.targets()):
                continue   # (a move the keys reach by another way: the whole games above play them)
            n = len(game.moves)
            choose_at(app, step)
            if len(game.moves) == n and half_made():
                return action
            scene.refresh()
        game.play(rnd.choice(game.legal_actions()))
        scene.refresh()
        settle(app)
    raise AssertionError("no move whose first click only chooses")


def test_esc_drops_a_selected_plane_in_carrier_strike_then_opens_the_menu(app):
    """CS Planes 1: a plane chosen (the first click of a launch or a flight) is dropped by Esc;
    here the right click turns a carrier, so Esc is the way back. Then Esc opens the menu."""
    game = launch.new_game("carrier-strike", seed=35)
    scene = open_scene(app, game)

    def toward(sc, action):
        if game.state.phase != "move" or not hasattr(action, "plane") or sc.selected is not None:
            return None
        return sc.next_click(action)
    _first_step_leaves_it_half_made(app, scene, game, toward, lambda: scene.selected is not None)
    _esc_drops_then_menu(app, scene, game, lambda: scene.selected is not None)


def test_esc_drops_dogfight_cards_picked_in_carrier_strike(app):
    """CS Dogfights 6: cards clicked in order but not confirmed are dropped by Esc."""
    from test_carrier_strike_scene import policy as cs_policy
    game = launch.new_game("carrier-strike", seed=35)
    scene = open_scene(app, game)
    rnd = random.Random(35)
    while game.state.phase != "order" and game.outcome() is None:
        game.play(cs_policy(game, rnd))
    assert game.state.phase == "order"
    scene.refresh()
    settle(app)
    scene.faceoff = None
    order = next(a for a in game.legal_actions())
    while scene.next_click(order) is None or not scene.picked:
        choose_at(app, scene.next_click(order))
        if scene.picked:
            break
    _esc_drops_then_menu(app, scene, game, lambda: bool(scene.picked))


def test_esc_drops_a_chosen_square_in_battaglia_navale_then_opens_the_menu(app):
    """BN: a unit's square chosen before its move is dropped by Esc (as by a right click)."""
    game = launch.new_game("battaglia-navale", seed=12, options={"quiet_limit": 40})
    scene = open_scene(app, game)

    def toward(sc, action):
        if sc.any_mode():
            return None
        try:
            step = sc.input_toward(action)
        except LookupError:   # (a chip the screen shows after a choice of its own)
            return None
        return step[1] if step[0] == "click" and step[2] == 1 else None
    _first_step_leaves_it_half_made(app, scene, game, toward, scene.any_mode)
    _esc_drops_then_menu(app, scene, game, scene.any_mode)


def test_esc_drops_the_points_chosen_in_thunderbirds_then_opens_the_menu(app):
    """TaW 6.4: crew and pilot points chosen but not confirmed are dropped by Esc."""
    game = launch.new_game("thunderbirds", seed=3, options={"target_method": "choice", "crew_quality": 3,
                                                             "campaign": "single mission"})
    scene = open_scene(app, game)
    rnd = random.Random(3)
    while game.state.phase != "points":
        game.play(rnd.choice(game.legal_actions()))
    scene.refresh()
    settle(app)
    toggle = next(b for b in scene.buttons.buttons if b.enabled and b.label.endswith("CQP"))
    choose_at(app, toggle.rect.center)
    _esc_drops_then_menu(app, scene, game, lambda: bool(scene.points_cqp))


def test_esc_in_the_same_4_cats_opens_the_menu_at_once(app):
    """The Same 4 Cats has no choice made in two steps (each button and target card plays its
    move), so nothing is half made: the first Esc opens the menu."""
    from game.scenes.modal import ChoiceScene
    game = launch.new_game("same4cats", seed=21)
    scene = open_scene(app, game)
    assert scene.back_out() is False
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, ChoiceScene) and app.stack.top.title == "Game menu"


def test_keys_work_on_a_screen_drawn_on_the_stage_of_a_wider_canvas(app):
    """A 1920x1080 window: the title is drawn on the 1280 x 800 stage at the centre of a
    1422 x 800 canvas (ui/stage.py). Tab rings its first button where it is drawn, at the
    stage's corner, and Enter on Settings opens Settings."""
    from game.scenes.settings import SettingsScene
    from game.scenes.title import TitleScene
    from scene_helpers import at_window
    assert at_window(app, (1920, 1080)) == (1422, 800)
    app.stack.clear_to(TitleScene(app))
    app.render_frames()
    corner = app.stack.corner(app.stack.top)
    assert corner == (71, 0)
    press(app, pygame.K_TAB)
    app.render_frames(1)
    first = app.keys.current()
    ring = focus.outer_rect(first).move(corner)
    bright = pygame.Color(*focus.RING)
    assert any(app.screen.get_at((x, ring.centery)) == bright for x in range(ring.left, ring.left + 8))
    settings = next(t for t in app.keys.targets() if t.rect.collidepoint(
        next(b for b in app.stack.top.buttons.buttons if b.label == "Settings").rect.center))
    while app.keys.current() is not settings:
        press(app, pygame.K_TAB)
    title, seen = app.stack.top, []
    own = title.handle
    title.handle = lambda event: seen.append(getattr(event, "pos", None)) or own(event)
    press(app, pygame.K_RETURN)
    assert seen[0] == tuple(settings.at)   # the click reaches the title at the place it drew the button
    assert isinstance(app.stack.top, SettingsScene)
