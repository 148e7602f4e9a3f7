"""Carrier Strike on a canvas of any size (issue 35), beyond test_canvas_layout.py: the sea is
drawn larger (a PNG's pixels) and played by clicks and keys where it is drawn, the side column
keeps to the right edge (a tall canvas: the strip to the bottom), the dogfight table lies on
the sea, End the turn on the log, marks and tooltips on the canvas, mouse moves redrawn as a
whole frame, and a team game of four is played by mouse alone."""
import random

import pygame

from game.rules.carrier_strike import actions as A
from game.scenes.carrier_strike import art
from game.scenes.carrier_strike.layout import DESIGN, map_scale
from game.scenes.modal import HandOffScene
from game.session.game import Game
from game.ui.png import save as save_png
from house import rules as house_rules
from layout_check import frame_problems
from scene_helpers import at_window, click, open_scene
from pixels import pixels

RULES = house_rules("carrier-strike")
CHART_EDGE = (12, 30, 48)   # the dark line round the map (art.paint_sea)


def _pass_handoff(app):
    while isinstance(app.stack.top, HandOffScene):
        click(app, tuple(c // 2 for c in app.screen.get_size()))


def _to_phase(seed, phase, want=lambda game: True, options=None, limit=800):
    """An engine-played game at the first position of ``phase`` where ``want(game)``."""
    game = Game(RULES, seed, options)
    rnd = random.Random(seed)
    while game.outcome() is None and len(game.history) < limit:
        if game.state.phase == phase and want(game):
            return game
        legal = game.legal_actions()
        attacks = [a for a in legal if isinstance(a, (A.DeclareDogfight, A.Launch))]
        game.play(rnd.choice(attacks) if attacks and rnd.random() < 0.7 else rnd.choice(legal))
    raise AssertionError(f"no {phase} met")


def _map_width(path, y) -> int:
    """The map's width in a picture, from its dark edge to its dark edge along row ``y``."""
    picture = pygame.image.load(str(path))
    xs = [x for x in range(picture.get_width()) if tuple(picture.get_at((x, y)))[:3] == CHART_EDGE]
    return xs[-1] - xs[0] + 1


def test_the_sea_is_drawn_larger_on_a_2560x1600_canvas_than_on_1280x800(app, tmp_path):
    widths = {}
    for name, window in (("design", (1280, 800)), ("large", (2560, 1600))):
        at_window(app, window, 100 if name == "large" else "auto")
        scene = open_scene(app, _to_phase(3, "choose"))
        _pass_handoff(app)
        app.render_frames(1)
        path = tmp_path / f"{name}.png"
        save_png(app.screen, path)
        widths[name] = _map_width(path, scene.board_rect.centery)
        assert scene.board_rect.contains(pygame.Rect(scene.view_.origin, scene.view_.size))
        app.stack.clear_to(app.stack.scenes[0])
    assert widths["design"] == 872   # the map fills the sea's place as it always did
    assert widths["large"] >= 2 * widths["design"], widths


def test_a_click_where_the_sea_is_drawn_on_a_2560x1600_canvas_flies_the_plane_there(app):
    assert at_window(app, (2560, 1600), 100) == (2560, 1600)
    game = _to_phase(4, "move", lambda g: any(isinstance(a, A.Fly) for a in g.legal_actions()))
    scene = open_scene(app, game)
    _pass_handoff(app)
    fly = next(a for a in game.legal_actions() if isinstance(a, A.Fly))
    plane_at = scene.node_pos(scene.plane_node(fly.plane))
    target = scene.node_pos(("cell", fly.cell))
    assert scene.view_.scale > 2 * 1.2 and scene.board_rect.collidepoint(target)
    # the plane is drawn where it is clicked: its side's colour about the point
    side = game.state.planes[fly.plane].side
    r = int(scene.unit * 0.3)
    near = {tuple(app.screen.get_at((plane_at[0] + dx, plane_at[1] + dy)))[:3]
            for dx in range(-r, r + 1, 2) for dy in range(-r, r + 1, 2)}
    assert art.SIDE_COLOUR[side] in near
    click(app, plane_at)
    assert scene.selected == fly.plane
    click(app, target)
    assert game.moves[-1] == str(fly)
    assert scene.plane_node(fly.plane) == ("cell", fly.cell)


def test_the_side_column_keeps_to_the_right_edge_and_the_log_takes_the_height(app):
    at_window(app, (2560, 1600), 100)
    scene = open_scene(app, _to_phase(2, "move"))
    at = scene.at
    assert at.status.right == at.actions.right == at.log.right == 2560 - 8
    assert at.status.size == DESIGN.status.size and at.actions.size == DESIGN.actions.size
    assert at.log.bottom == 1600 - 8 and at.log.height > 2 * DESIGN.log.height
    assert scene.log.rect == at.log and scene.toast_area == at.log
    assert at.banner.width == 2560 and at.menu.right == 2560 - 8
    assert all(b.rect.right <= 2560 - 8 for b in scene.buttons.buttons)


def test_dogfight_cards_are_ordered_by_clicks_on_the_table_over_the_sea_at_2560x1600(app):
    at_window(app, (2560, 1600), 100)
    game = _to_phase(6, "order")
    scene = open_scene(app, game)
    _pass_handoff(app)
    table = scene.at.table
    assert scene.board_rect.contains(table) and abs(table.centerx - scene.board_rect.centerx) <= 1
    hand = list(game.state.dogfight.hands[game.state.dogfight.to_order[0]])
    order = A.Order(tuple(sorted(hand)))
    n = len(game.history)
    for _ in range(8):
        if len(game.history) > n:
            break
        pos = scene.next_click(order)
        assert table.collidepoint(pos) or scene.at.actions.collidepoint(pos)
        click(app, pos)
    assert game.moves[n] == str(order)


def test_a_resize_moves_the_dice_with_the_status_panel(app):
    scene = open_scene(app, _to_phase(2, "move"))
    _pass_handoff(app)
    assert scene.dice and all(DESIGN.status.contains(d.rect) for d in scene.dice)
    at_window(app, (2560, 1600), 100)
    app.render_frames(1)
    assert all(scene.at.status.contains(d.rect) for d in scene.dice) and scene.at.status != DESIGN.status


def test_a_resize_moves_the_dogfight_show_with_the_sea(app):
    game = _to_phase(6, "order", lambda g: len(g.state.dogfight.to_order) == 1)
    scene = open_scene(app, game)
    _pass_handoff(app)
    hand = game.state.dogfight.hands[game.state.dogfight.to_order[0]]
    scene.perform(A.Order(tuple(hand)))
    assert scene.faceoff is not None and scene.faceoff.table == DESIGN.table
    at_window(app, (2560, 1600), 100)
    app.render_frames(1)
    assert scene.faceoff.table == scene.at.table != DESIGN.table
    assert scene.faceoff.verdict_shown()   # (animations off: every card up at once)
    click(app, scene.faceoff.close_rect.center)   # Continue, where it is drawn now
    assert scene.faceoff is None


def test_a_four_player_team_game_by_mouse_alone_on_a_1920x1080_window(app):
    from test_carrier_strike_scene import policy   # the same leaning towards attacks
    at_window(app, (1920, 1080))
    game = Game(RULES, 10, {"players": 4})
    scene = open_scene(app, game)
    scene.autosave = lambda: None
    rnd = random.Random(10)
    kinds = set()
    while game.outcome() is None:
        if isinstance(app.stack.top, HandOffScene):
            _pass_handoff(app)
            continue
        action = policy(game, rnd)
        n = len(game.history)
        for _ in range(14):
            if len(game.history) > n:
                break
            if isinstance(app.stack.top, HandOffScene):
                _pass_handoff(app)
                continue
            click(app, scene.next_click(action))
        assert game.moves[n] == str(action)
        kinds.add(str(action).split()[0])
        assert len(game.history) < 2000
    app.render_frames(1)
    assert {"place", "pilot", "roll", "fly", "dogfight", "order"} <= kinds
    back = next(b for b in scene.buttons.buttons if b.label == "Back to title")
    assert scene.at.summary.contains(back.rect) and scene.board_rect.contains(scene.at.summary)


def _end_of_turn_waiting(app):
    """A 2560x1600 canvas where a plane's last point of movement waits for "End the turn"."""
    app.settings.confirm_end_turn = True
    at_window(app, (2560, 1600), 100)
    game = _to_phase(4, "move", lambda g: g.state.roll.points_left == 1
                     and any(isinstance(a, A.Fly) for a in g.legal_actions()))
    scene = open_scene(app, game)
    _pass_handoff(app)
    fly = next(a for a in game.legal_actions() if isinstance(a, A.Fly))
    click(app, scene.next_click(fly))
    click(app, scene.next_click(fly))
    assert game.moves[-1] == str(fly)
    panel = app.stack.top
    assert type(panel).__name__ == "EndTurnScene"
    return game, scene, panel


def test_the_end_of_the_turn_is_answered_on_the_panel_over_the_log_at_2560x1600(app):
    game, scene, panel = _end_of_turn_waiting(app)
    assert scene.at.log.contains(panel.rect)   # over the log's foot, at the right edge
    end = next(b for b in panel.buttons.buttons if b.label == "End the turn")
    click(app, end.rect.center)
    assert app.stack.top is not panel and game.to_move() != game.last_seat()


def test_the_end_of_the_turn_panel_is_drawn_where_it_is_clicked_at_2560x1600(app):
    game, scene, panel = _end_of_turn_waiting(app)
    app.render_frames(1)
    end = panel.buttons.buttons[0]   # "End the turn", a primary button: its fill inside its edge
    assert tuple(app.screen.get_at((end.rect.left + 6, end.rect.centery)))[:3] == (38, 96, 140)


def test_every_mark_lies_on_the_canvas_and_a_plane_shows_its_tooltip_at_2560x1600(app):
    from test_marks import move_to, rest
    at_window(app, (2560, 1600), 100)
    scene = open_scene(app, _to_phase(4, "move", lambda g: any(p.in_flight for p in g.state.planes.values())))
    _pass_handoff(app)
    canvas = app.screen.get_rect()
    marks = scene.marks()
    assert marks and all(canvas.contains(m.rect) for m in marks)
    plane = next(m for m in marks if m.term in ("plane", "plane-torpedo"))
    assert scene.board_rect.colliderect(plane.rect)
    move_to(app, pygame.Rect(plane.rect).center)
    rest(app, 0.5)
    assert scene.mark_hover.mark == plane and canvas.contains(scene.mark_hover.shown)


def test_a_plane_flies_by_keys_alone_at_2560x1600(app):
    from test_play_by_keys import choose_at
    at_window(app, (2560, 1600), 100)
    game = _to_phase(4, "move", lambda g: any(isinstance(a, A.Fly) for a in g.legal_actions()))
    scene = open_scene(app, game)
    _pass_handoff(app)
    fly = next(a for a in game.legal_actions() if isinstance(a, A.Fly))
    for _ in range(3):
        if game.moves[-1] == str(fly):
            break
        choose_at(app, scene.next_click(fly))   # Tab to the point a click would hit, then Enter
    assert game.moves[-1] == str(fly)


def test_mouse_moves_over_the_sea_redraw_as_a_whole_frame_at_1920x1080(app):
    from test_redraw_scenes import from_scratch
    at_window(app, (1920, 1080))
    game = _to_phase(4, "move", lambda g: any(isinstance(a, A.Fly) for a in g.legal_actions()))
    scene = open_scene(app, game)
    _pass_handoff(app)
    fly = next(a for a in game.legal_actions() if isinstance(a, A.Fly))
    click(app, scene.next_click(fly))   # a plane selected: its reach lit, the hovered hex's cost shown
    rnd = random.Random(5)
    sea, chart = scene.board_rect, pygame.Rect(scene.view_.origin, scene.view_.size)
    edges = [(chart.left + 4, y) for y in range(chart.top + 30, chart.bottom, 150)] + \
            [(chart.right - 5, y) for y in range(chart.top + 60, chart.bottom, 150)]   # hexes by the map's edge
    for i in range(8 + len(edges)):
        pos = edges[i - 8] if i >= 8 else (rnd.randrange(sea.left, sea.right), rnd.randrange(sea.top, sea.bottom))
        app.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0)))
        app.step(1 / 60)
        assert pixels(app.screen) == from_scratch(app), (i, pos)


def test_on_a_tall_canvas_the_panels_lie_in_a_strip_along_the_bottom_and_the_sea_is_larger(app):
    assert at_window(app, (1000, 900)) == (1280, 1152)
    game = _to_phase(4, "move", lambda g: any(isinstance(a, A.Fly) for a in g.legal_actions()))
    scene = open_scene(app, game)
    _pass_handoff(app)
    at = scene.at
    assert at.arrangement == "strip" and DESIGN.arrangement == "side"
    assert at.status.bottom <= at.fleet.top and at.fleet.bottom == at.actions.bottom == at.log.bottom == 1152 - 8
    assert at.status.left == 8 and at.log.right == 1280 - 8 and at.sea.bottom < at.actions.top
    assert at.sea.width == 1280 - 16 and scene.view_.scale > 1.1 * map_scale(DESIGN.sea, scene.grid.pixel_size)
    fly = next(a for a in game.legal_actions() if isinstance(a, A.Fly))
    click(app, scene.next_click(fly))
    click(app, scene.next_click(fly))
    assert game.moves[-1] == str(fly)
    scene.log.add("A line of the log as long as the strip's log is wide, some sixty-five letters in all")
    app.changed()
    app.render_frames(1)
    assert not frame_problems(app)
    at_window(app, (1280, 800))   # back to the side column: the log's lines wrapped to its width again
    app.render_frames(1)
    assert scene.at.arrangement == "side" and scene.log.rect == DESIGN.log
    assert not frame_problems(app)   # no line of the log runs out of it
