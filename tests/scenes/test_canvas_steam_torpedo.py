"""Issue 35: Steam Torpedo laid out for a canvas of any size (game/scenes/steam_torpedo/fit.py).
The mat part (both submarines and the sea) is drawn larger where it fits larger, the panels
keep their size at the canvas's right edge, and what a player does works where it is drawn:
clicks on compartments, crew tokens and the sea, the keyboard's focus, the tutorial's
rings, the toasts."""
import random

import pygame

from game.app import App
from game.rules.steam_torpedo import actions as A
from game.rules.steam_torpedo.state import ACTION, RECOVERY
from game.scenes.modal import HandOffScene
from game.scenes.steam_torpedo.catalogue import catalogue_rect
from game.scenes.steam_torpedo.fit import mat_part
from game.scenes.steam_torpedo.scene import SteamTorpedoScene
from game.session.game import Game
from game.settings import Settings
from game.ui import png, theme
from house import rules as house_rules
from layout_check import frame_problems
from scene_helpers import at_window, click, hovered_over_kept_frame, open_scene, to_a_passing_move
from test_redraw_scenes import from_scratch
from pixels import pixels

RULES = house_rules("steam-torpedo")
SEA_EDGE = (120, 150, 180)   # the sea's border (art.paint_mat)


def play_to(game, pred, seed=5, limit=400):
    rnd = random.Random(seed)
    for _ in range(limit):
        if pred(game):
            return
        game.play(rnd.choice(game.legal_actions()))
    assert pred(game)


def in_recovery(seed=1):
    game = Game(RULES, seed)
    game.play("keep")
    game.play("keep")
    assert game.state.phase == RECOVERY
    return game


def test_at_2560x1600_a_click_on_a_compartment_where_it_is_drawn_plays_the_breath(app):
    assert at_window(app, (2560, 1600), 100) == (2560, 1600)
    game = in_recovery()
    scene = open_scene(app, game)
    seat = game.to_move()
    cell = sorted(a.cell for a in game.legal_actions())[0]
    r = scene.slot(seat, cell)
    assert scene.layout.zoom > 2 and r.width > 2 * 176   # drawn twice as large as on the map
    assert scene.board_rect.contains(r)
    # the card is drawn there: its paper at its middle, its highlight's bubble-blue outline at its edge
    assert sum(app.screen.get_at((r.left + r.w // 5, r.centery))[:3]) > 450
    assert app.screen.get_at((r.left - 3, r.centery))[:3] == (120, 200, 240)
    click(app, r.center)
    assert game.moves[-1] == f"oxygen {cell}" and game.state.phase == ACTION


def test_at_2560x1600_a_crew_token_then_a_compartment_clicked_move_the_crew_member(app):
    at_window(app, (2560, 1600), 100)
    game = in_recovery(2)
    game.play(game.legal_actions()[0])   # breathe
    scene = open_scene(app, game)
    seat = game.to_move()
    pos = tuple(int(v) for v in scene.token_pos(seat, "2"))
    r = scene.slot(*[(m.sub, m.cell) for m, _ in scene.tokens() if m.owner == seat and m.id == "2"][0])
    assert r.collidepoint(pos) and pos[1] > r.bottom - 19 * scene.layout.zoom - 2   # in the card's crew strip
    # the token's rim a zoomed radius off its centre is drawn (not the paper of the card)
    assert app.screen.get_at((pos[0], pos[1] - 10))[:3] != theme.PAPER_DARK
    click(app, pos)
    assert scene.selected == "2"
    target = sorted(a.path[-1] for a in game.legal_actions() if isinstance(a, A.Move) and a.crew == "2")[0]
    click(app, scene.slot(seat, target).center)
    assert game.moves[-1] == f"move 2 {target}"


def test_at_a_wide_canvas_the_sea_is_clicked_where_drawn_to_plan_and_sail_a_manoeuvre(app):
    at_window(app, (1280, 800), 75)   # a canvas of 1707 x 1067
    game = Game(RULES, 4)
    play_to(game, lambda g: g.state.phase == ACTION and not g.state.manoeuvred
            and any(isinstance(a, A.Manoeuvre) and a.enemy == g.state.subs[g.state.other(g.to_move())].sector
                    for a in g.legal_actions()))
    scene = open_scene(app, game)
    seat = game.to_move()
    own = game.state.subs[seat]
    to = next(a.own for a in game.legal_actions() if isinstance(a, A.Manoeuvre) and a.own != own.sector
              and a.enemy == game.state.subs[game.state.other(seat)].sector)
    place = scene.layout.lane_cell(own.lane, to)
    assert place.w > 184 * 1.2   # the sectors are drawn larger
    click(app, place.center)
    assert scene.plan[0] == to
    click(app, place.center)   # a second click on the planned sector sails
    assert game.moves[-1].startswith("manoeuvre") and game.state.subs[seat].sector == to


def _sea_width(path, y) -> int:
    """The sea's width on a row of the picture read back from its PNG: between its border's
    leftmost and rightmost pixels."""
    img = pygame.image.load(str(path))
    xs = [x for x in range(img.get_width()) if img.get_at((x, y))[:3] == SEA_EDGE]
    return xs[-1] - xs[0] + 1


def test_the_picture_at_2560x1600_draws_the_board_larger_and_the_panels_at_the_right_edge(app, tmp_path):
    game = Game(RULES, 3)
    play_to(game, lambda g: g.state.turn >= 3 and g.state.phase == ACTION)
    widths, shots = {}, {}
    for size in ((1280, 800), (2560, 1600)):
        at_window(app, size, 100 if size[0] > 1280 else "auto")
        scene = open_scene(app, game)   # (the scene of the size before is left under it)
        path = tmp_path / f"st-{size[0]}.png"
        png.save(app.screen, path)
        shots[size] = path
        widths[size] = _sea_width(path, scene.layout.sea_rect.top + 20)
        crew = scene.layout.crew_boxes["talion"]
        assert crew.right == size[0] - 10 and crew.bottom == size[1] - 8   # the column at the corner
    assert widths[(1280, 800)] == 920   # the map's own sea
    assert widths[(2560, 1600)] > 2 * 920   # drawn larger, not a window-sized copy of 1280 x 800
    big = pygame.image.load(str(shots[(2560, 1600)]))
    assert big.get_size() == (2560, 1600)


def test_a_resize_lays_the_mat_out_again_and_1280x800_is_the_maps_own_layout(app):
    game = in_recovery()
    scene = open_scene(app, game)
    design = {k: r.copy() for k, r in scene.layout.slots.items()}
    board = mat_part(scene.mat)
    assert board == (6, 51, 932, 724)   # both hulls' plates and the sea, on the map
    assert design == scene.mat.slots and scene.board_rect == board and scene.layout.zoom == 1
    at_window(app, (1920, 1080))   # canvas 1422 x 800: the same height, so the same size, centred
    assert scene.layout.zoom == 1 and scene.board_rect.w == board.w + 142
    assert scene.layout.slots[("talion", "a1")].left == design[("talion", "a1")].left + 71
    assert scene.log.rect.right == 1422 - 14 and scene.toast_area == scene.log.rect
    at_window(app, (2560, 1600), 100)
    assert scene.log.rect.height == scene.log_rect.height > 800   # the log takes the height
    assert all(b.rect.left >= scene.board_rect.right for b in scene.buttons.buttons)
    at_window(app, (1280, 800))
    assert scene.layout.slots == design


def test_focus_tutorial_rings_and_the_hand_off_click_follow_the_mat_at_a_large_canvas(app):
    at_window(app, (2560, 1600), 100)
    game = in_recovery()
    scene = open_scene(app, game)
    board = [t for t in scene.focus_targets() if t.rect.colliderect(scene.board_rect)]
    cells = {a.cell for a in game.legal_actions()}
    assert len(board) == len(cells)
    slots = [scene.slot(game.to_move(), c) for c in cells]
    assert all(t.rect in slots for t in board)   # each focus box is a compartment as drawn
    action = game.legal_actions()[0]
    pos = scene.next_click(action)
    assert scene.place_of(pos, action) == scene.slot(game.to_move(), action.cell)   # the tutorial's ring
    app.push(HandOffScene(app, "Talion", theme.GOLD))
    app.render_frames(1)
    click(app, scene.next_click(action))   # the hand-off screen: a click anywhere on the canvas
    assert app.stack.top is scene


def _hovered_as_painted_afresh(app, points, seed=7):
    rnd = random.Random(seed)
    for i in range(2 * len(points)):
        pos = points[i // 2] if i % 2 else (rnd.randrange(2560), rnd.randrange(1600))
        app.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0)))
        app.step(0.5)   # (a mark's tooltip is due after 0.4 s)
        assert pixels(app.screen) == from_scratch(app), (i, pos, app.drawn)


def _in_action(app):
    at_window(app, (2560, 1600), 100)
    game = Game(RULES, 7)
    play_to(game, lambda g: g.state.turn >= 2 and g.state.phase == ACTION)
    return open_scene(app, game)


def test_at_2560x1600_a_hover_on_the_mat_redraws_the_same_pixels_as_a_whole_frame(app):
    """The hover's outline and the marks' tooltips on the mat drawn larger."""
    scene = _in_action(app)
    seat = scene.game.to_move()
    points = [scene.slot(seat, cell).center for cell in ("b2", "c1", "e1")]
    points += [tuple(int(v) for v in p) for _, p in scene.tokens()[:4]]
    _hovered_as_painted_afresh(app, points)


def _outlined_without_painting(app, scene, key):
    """Hover the card at key: the frame is shown again (its painter not asked) and nothing
    changes outside the outline's place; the points within it that changed."""
    area = scene.slot(*key).inflate(*[round(4 * scene.layout.zoom)] * 2)
    before = outside_pixels(app.render_frames(1), area)
    painted, changed = hovered_over_kept_frame(app, scene, scene.slot(*key).center, area)
    assert painted == [] and scene.hovering.key == key
    assert outside_pixels(app.screen, area) == before
    return changed


def outside_pixels(surface, rect) -> bytes:
    copy = surface.copy()
    copy.fill((0, 0, 0), rect)
    return pixels(copy)


def test_at_2560x1600_a_hovered_card_is_outlined_over_the_kept_frame(app):
    """A mouse move onto a card shows the kept frame again and outlines the card over it, the
    painter not asked (issue 35: a hover costs a blit, not the mat's painter)."""
    scene = _in_action(app)
    card = scene.slot(scene.game.to_move(), "b2")
    assert len(_outlined_without_painting(app, scene, (scene.game.to_move(), "b2"))) > 2 * card.width


def test_a_hovered_card_under_the_sheet_of_the_games_end_stays_under_it(app):
    """The outline goes under what the frame draws over the cards (here, at 1280 x 800, the
    sheet of the game's end over the sea and the hulls' inner rows), as when it was drawn with
    the card."""
    game = Game(RULES, 7)
    play_to(game, lambda g: g.outcome() is not None, limit=3000)
    scene = open_scene(app, game)
    app.render_frames(1)
    sheet = scene.over_hover[-1]
    key = next((seat, cell) for seat, sub in game.state.subs.items() for cell, comp in sub.compartments.items()
               if not comp.destroyed and scene.slot(seat, cell).clip(sheet).height > 10
               and not sheet.contains(scene.slot(seat, cell)))
    changed = _outlined_without_painting(app, scene, key)
    assert len(changed) > scene.slot(*key).width
    assert not any(sheet.collidepoint(p) for p in changed)


def test_at_2560x1600_a_buttons_tooltip_right_of_x_1280_is_redrawn_whole(app):
    scene = _in_action(app)
    _hovered_as_painted_afresh(app, [b.rect.center for b in scene.buttons.buttons])


def test_the_end_the_turn_panel_is_drawn_over_the_log_at_a_large_canvas_and_answers_a_click():
    app = App(Settings(animation="off", confirm_end_turn=True), headless=True)
    try:
        at_window(app, (2560, 1600), 100)
        game, action = to_a_passing_move("steam-torpedo", range(1, 30), SteamTorpedoScene.CONFIRM_PHASES)
        scene = open_scene(app, game)
        n = len(game.moves)
        for _ in range(8):
            if len(game.moves) > n:
                break
            click(app, scene.next_click(action))
        panel = app.stack.top
        assert panel is not scene and scene.log.rect.contains(panel.rect)
        app.render_frames(1)
        assert app.screen.get_at((panel.rect.centerx, panel.rect.top + 1))[:3] == theme.GOLD   # its edge, drawn there
        before = panel.rect.copy()
        at_window(app, (1920, 1080))   # the window resized while the panel is open: it follows the log
        app.render_frames(1)
        assert panel.rect != before and scene.log.rect.contains(panel.rect)
        assert app.screen.get_at((panel.rect.centerx, panel.rect.top + 1))[:3] == theme.GOLD
        end = panel.buttons.buttons[0]
        click(app, end.rect.center)
        assert app.stack.top is not panel
    finally:
        pygame.quit()


def test_at_2560x1600_a_marks_tooltip_right_of_x_1280_is_shown_beside_its_mark(app):
    scene = _in_action(app)
    card = scene.slot(scene.game.to_move(), "e1")
    app.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=(card.left + 30, card.top + 30), rel=(1, 1), buttons=(0, 0, 0)))
    for _ in range(6):
        app.step(0.1)
    shown = scene.mark_hover.shown
    assert shown is not None and shown.colliderect(card.inflate(0, 400))   # above or below the card, not far off


def test_a_custom_builds_pick_is_clicked_where_the_catalogue_draws_it_and_its_words_keep_clear(app):
    """ST Setup 1 at 2560 x 1600: the catalogue's cards lie on the compartments' places drawn
    larger; the empty places' names under them are hidden, not run into by the cards' tags."""
    at_window(app, (2560, 1600), 100)
    game = Game(RULES, 2, {"build": "custom"})
    game.play(game.legal_actions()[0])
    scene = open_scene(app, game)
    while app.stack.top is not scene:   # the hand-off screen of a hidden pick
        click(app, scene.next_click(game.legal_actions()[0]))
    assert frame_problems(app) == []
    pick = game.legal_actions()[-1]
    r = catalogue_rect(scene, pick.card)
    assert r.w > 2 * 176 and scene.board_rect.contains(r)
    click(app, r.center)
    assert game.moves[-1] == str(pick)
