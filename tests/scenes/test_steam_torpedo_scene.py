"""Steam Torpedo's scene: the mat from Tiled, compartments, crew and figures drawn where
the state says, highlights where legal_actions says, clicks that become moves, and whole
games played with the mouse alone (reactions and the defender's damage step included)."""
import random

import pygame

from game.session.game import Game
from game.rules.steam_torpedo import actions as A
from game.rules.steam_torpedo.state import ACTION, DAMAGE, REACTION, RECOVERY, SWAP
from game.scenes.modal import HandOffScene
from game.scenes.steam_torpedo.pick import Layout
from scene_helpers import click, open_scene
from house import rules as house_rules

RULES = house_rules("steam-torpedo")




def play_to(game, pred, seed=5, limit=400):
    rnd = random.Random(seed)
    for _ in range(limit):
        if pred(game):
            return True
        if game.outcome() is not None:
            return False
        game.play(rnd.choice(game.legal_actions()))
    return pred(game)


def click_through(app, scene, action, limit=12):
    """Click the way the scene shows toward one action until it is played."""
    n = len(scene.game.moves)
    for _ in range(limit):
        if len(scene.game.moves) > n:
            break
        click(app, scene.next_click(action))
    assert scene.game.moves[n:] == [str(action)]


def test_the_mat_is_a_tiled_map_with_20_compartments_5_sectors_and_panels():
    lay = Layout()
    assert sorted(lay.slots) == sorted((side, c + r) for side in ("talion", "rochelle")
                                       for c in "abcde" for r in "12")
    assert sorted(lay.sectors) == [1, 2, 3, 4, 5]
    assert set(lay.lanes) == {"north", "south"}
    assert {"banner", "choices", "log"} <= set(lay.panels) and set(lay.crew_boxes) == {"talion", "rochelle"}
    # columns a-e lie under sectors 1-5; row 1 of each submarine faces the sea
    for i, c in enumerate("abcde"):
        assert lay.sectors[i + 1].left <= lay.slots[("talion", c + "1")].centerx < lay.sectors[i + 1].right
    assert lay.slots[("rochelle", "a1")].bottom <= lay.sea_rect.top
    assert lay.slots[("talion", "a1")].top >= lay.sea_rect.bottom


def test_compartments_crew_and_figures_are_drawn_where_the_state_says(app):
    game = Game(RULES, 3)
    play_to(game, lambda g: g.state.turn >= 3 and g.state.phase == ACTION)
    scene = open_scene(app, game)
    img = app.screen
    for seat, sub in game.state.subs.items():
        for cell, comp in sub.compartments.items():
            r = scene.slot(seat, cell)
            px = img.get_at((r.left + 30, r.top + 60))[:3]
            if comp.destroyed:
                assert sum(px) < 200  # the wreck side is dark
            else:
                assert sum(px) > 450  # paper face
    for m, (x, y) in scene.tokens():
        assert scene.token_at((int(x), int(y))) == (m.owner, m.id)
        r = scene.slot(m.sub, m.cell)
        assert r.collidepoint(x, y)
    # the figures sail in their lanes, in their sectors
    from game.scenes.steam_torpedo.draw import figure_centre
    for seat, sub in game.state.subs.items():
        cx, cy = figure_centre(scene, seat)
        assert scene.layout.sectors[sub.sector].collidepoint(cx, cy)
        assert scene.layout.lanes[sub.lane].collidepoint(cx, cy)


def test_recovery_highlights_exactly_the_compartments_with_oxygen(app):
    game = Game(RULES, 1)
    game.play("keep")
    game.play("keep")
    assert game.state.phase == RECOVERY
    scene = open_scene(app, game)
    seat = game.to_move()
    lit = {cell for (s, cell), kind in scene.cell_marks.items() if kind == "breathe" and s == seat}
    assert lit == {a.cell for a in game.legal_actions()}
    r = scene.slot(seat, sorted(lit)[0])
    edge = app.screen.get_at((r.left - 2, r.centery))[:3]
    assert edge == (120, 200, 240)  # the bubble-blue outline
    click(app, r.center)
    assert game.moves[-1] == f"oxygen {sorted(lit)[0]}" and game.state.phase == ACTION


def test_selecting_a_crew_token_lights_up_its_moves_and_a_click_moves_it(app):
    game = Game(RULES, 2)
    for n in ("keep", "keep"):
        game.play(n)
    game.play(game.legal_actions()[0])  # breathe
    scene = open_scene(app, game)
    seat = game.to_move()
    click(app, [tuple(map(int, p)) for m, p in scene.tokens() if m.owner == seat and m.id == "2"][0])
    assert scene.selected == "2"
    moves = {a.path[-1] for a in game.legal_actions() if isinstance(a, A.Move) and a.crew == "2"}
    assert {c for (s, c), k in scene.cell_marks.items() if k == "move"} == moves
    r = scene.slot(seat, sorted(moves)[0])
    assert app.screen.get_at((r.left - 2, r.centery + 20))[:3] == (96, 186, 120)  # green
    click(app, r.center)
    assert game.moves[-1] == f"move 2 {sorted(moves)[0]}"
    assert not game.state.subs[seat].member("2").ready


def test_a_refused_click_plays_nothing_and_toasts_the_rule(app):
    game = Game(RULES, 2)
    for n in ("keep", "keep"):
        game.play(n)
    game.play(game.legal_actions()[0])
    scene = open_scene(app, game)
    seat = game.to_move()
    click(app, scene.token_pos(seat, "3"))
    moves = list(game.moves)
    click(app, scene.slot(seat, "e2").center)  # two compartments away from c2
    assert game.moves == moves
    toast = app.toasts.items[-1][0]
    assert toast.startswith("Not allowed:") and "(ST " in toast
    # the manoeuvre button is greyed only when no manoeuvre is possible, and then says why
    b = next(b for b in scene.buttons.buttons if b.label.startswith("Manoeuvre"))
    assert b.enabled == bool(scene.manoeuvres())
    assert b.enabled or "ST Manoeuvring" in b.disabled_reason


def test_the_manoeuvre_button_proposes_a_manoeuvre_then_plays_it(app):
    """Issue 31: one manoeuvres by clicking the sea, and the button is not greyed meanwhile:
    pressed with nothing planned it plans the smallest manoeuvre (shown, not played); pressed
    again it plays it (ST Manoeuvring)."""
    game = Game(RULES, 4)
    play_to(game, lambda g: g.state.phase == ACTION and not g.state.manoeuvred
            and any(isinstance(a, A.Manoeuvre) for a in g.legal_actions()))
    scene = open_scene(app, game)
    moves = list(game.moves)
    b = next(b for b in scene.buttons.buttons if b.label.startswith("Manoeuvre"))
    assert b.enabled and b.label == "Manoeuvre"
    click(app, b.rect.center)
    assert game.moves == moves and tuple(scene.plan) in scene.manoeuvres()
    b = next(b for b in scene.buttons.buttons if b.label.startswith("Manoeuvre"))
    assert b.enabled and b.label.startswith("Manoeuvre: own ")
    click(app, b.rect.center)
    assert game.state.manoeuvred and game.moves[-1].startswith("manoeuvre")


def test_planning_a_manoeuvre_in_the_sea_then_sailing(app):
    game = Game(RULES, 4)
    play_to(game, lambda g: g.state.phase == ACTION and not g.state.manoeuvred
            and any(isinstance(a, A.Manoeuvre) for a in g.legal_actions()))
    scene = open_scene(app, game)
    target = next(a for a in game.legal_actions() if isinstance(a, A.Manoeuvre))
    click_through(app, scene, target)
    assert game.state.manoeuvred


def test_swap_by_clicking_two_compartments_and_the_control_room_is_refused(app):
    game = Game(RULES, 6)
    scene = open_scene(app, game)
    assert game.state.phase == SWAP
    seat = game.to_move()
    click(app, scene.slot(seat, "c2").center)
    assert game.moves == [] and "control room" in app.toasts.items[-1][0]
    click(app, scene.slot(seat, "a1").center)
    assert scene.cell_marks[(seat, "a1")] == "picked"
    click(app, scene.slot(seat, "e2").center)
    assert game.moves == ["swap a1 e2"]


def test_damage_step_and_reaction_prompt_with_hand_off(app):
    """The defender places damage in a step of their own; reactions are offered with a
    React / Pass prompt after a hand-off screen."""
    seen = set()
    for seed in range(1, 60):
        game = Game(RULES, seed)
        if not play_to(game, lambda g: g.state.phase in (REACTION, DAMAGE) and g.to_move() != g.state.active,
                       seed=seed):
            continue
        phase = game.state.phase
        if phase in seen:
            continue
        seen.add(phase)
        # replay the move that opened the decision through the scene to see the hand-off
        last = game.moves[-1]
        game = Game.replay(RULES, seed, game.options, game.players, game.moves[:-1])
        scene = open_scene(app, game)
        action = RULES.parse(last)
        n = len(game.moves)
        for _ in range(12):
            if len(game.moves) > n:
                break
            click(app, scene.next_click(action))
        assert game.state.phase == phase
        assert isinstance(app.stack.top, HandOffScene)
        click(app, (640, 400))
        assert app.stack.top is scene
        labels = [b.label for b in scene.buttons.buttons]
        if phase == REACTION:
            assert "Pass" in labels and any(l.startswith("React:") for l in labels)
            assert any(k == "react" for k in scene.cell_marks.values())
        else:
            lit = {c for (s, c), k in scene.cell_marks.items() if k == "damage"}
            assert lit == {a.cell for a in game.legal_actions() if isinstance(a, A.Damage)}
        app.stack.clear_to(scene)
        app.stack.pop()
        if seen == {REACTION, DAMAGE}:
            break
    assert seen == {REACTION, DAMAGE}


def test_custom_build_hand_off_hides_the_other_picks(app):
    game = Game(RULES, 8, {"build": "custom"})
    scene = open_scene(app, game)
    rnd = random.Random(2)
    for _ in range(10):
        click_through(app, scene, rnd.choice(game.legal_actions()))
    assert isinstance(app.stack.top, HandOffScene)  # the second builder takes the mouse
    img = app.render_frames(1)
    assert img.get_at((100, 100))[:3] == (14, 24, 38)  # opaque: nothing of the mat shows
    click(app, (640, 400))
    view = game.view(game.to_move())
    assert view.builds[game.state.players[0]] == ["?"] * 10


def test_whole_games_with_the_mouse_alone(app):
    for seed, build in ((11, "ready-made"), (12, "draft")):
        game = Game(RULES, seed, {"build": build})
        scene = open_scene(app, game)
        rnd = random.Random(seed)
        for _ in range(3000):
            if game.outcome() is not None:
                break
            if app.stack.top is not scene:
                click(app, (640, 400))
                continue
            acts = game.legal_actions()
            ends = [a for a in acts if isinstance(a, A.EndTurn)]
            action = ends[0] if ends and rnd.random() < 0.25 else rnd.choice(acts)
            click_through(app, scene, action)
        assert game.outcome() is not None
        back = next(b for b in scene.buttons.buttons if b.label == "Back to the title")
        assert back.enabled
        app.stack.clear_to(scene)
        app.stack.pop()


def _cli(*args):
    from cli_in_process import sortie  # the command line, in this process (its own tests run it for real)
    return sortie(*args)


def test_screenshot_after_any_number_of_moves_and_simulate(tmp_path):
    for k in (0, 9, 60, 400):
        out = tmp_path / f"st{k}.png"
        r = _cli("--screenshot", str(out), "steam-torpedo", "--seed", "3", "--moves", str(k))
        assert r.returncode == 0, r.stderr
        img = pygame.image.load(str(out))
        assert img.get_size() == (1280, 800)
        assert img.get_at((100, 130))[:3] != (14, 24, 38)  # the mat, not a hand-off screen
    r = _cli("--simulate", "steam-torpedo", "--games", "5", "--seed", "2")
    assert r.returncode == 0, r.stderr
    assert r.stdout.strip().splitlines()[-1].startswith("5 games, ")


def test_a_hand_off_every_time_the_player_to_decide_changes(app):
    """Consistent hand-offs (docs/rules/steam-torpedo.md): at the end of a turn, before the
    defender's reaction or damage, and when play returns to the attacker."""
    kinds = set()
    for seed in (1, 2, 3):
        game = Game(RULES, seed)
        scene = open_scene(app, game)
        rnd = random.Random(seed)
        for _ in range(160):
            while app.stack.top is not scene:
                click(app, (640, 400))
            if game.outcome() is not None or len(kinds) == 3:
                break
            before, phase = game.to_move(), game.state.phase
            action = rnd.choice(game.legal_actions())
            scene.perform(action)
            app.render_frames(1)
            if game.outcome() is None and game.to_move() != before:
                assert isinstance(app.stack.top, HandOffScene), (str(action), phase, game.state.phase)
                kinds.add("end of turn" if str(action) == "end" else
                          "to the defender" if game.state.phase in (REACTION, DAMAGE) else "back")
            else:
                assert app.stack.top is scene
    assert {"end of turn", "to the defender", "back"} <= kinds
