"""Battaglia Navale on a canvas of any size (issue 35): the banner across the width, the trays and
the fire cards down the left edge, the action panel and the log down the right edge, the chart
taking the room between, larger where it fits larger. What tests/scenes/test_canvas_layout.py
checks for every game is not repeated here: a player's clicks, keys and tooltips at a large
canvas, the picture, the fire cards, the largest canvases, a resize with a choice half made,
and End the turn drawn and clicked over the log."""
import pygame
import pytest

from game.app import App
from game.rules.battaglia_navale import actions as A
from game.scenes.battaglia_navale import layout
from game.settings import Settings
from game.ui import marks as marks_ui
from game.ui.png import save as save_png
from layout_check import frame_problems
from scene_helpers import at_window, click, open_scene, played
from test_battaglia_navale_scene import RULES, at_sea, near, pixel, stage

BIG = ((2560, 1600), 100)   # a 2560 x 1600 window at 100 %: a canvas of that size
FRAME = (92, 66, 40)         # the chart's wooden frame (draw.py paint_frame)
LOG_PANEL = (22, 30, 42)     # the log's panel (ui/log.py)


def test_at_1280_by_800_the_layout_is_the_design_the_game_was_drawn_for():
    lay = layout.lay_out((1280, 800))
    assert lay.chart == lay.place == pygame.Rect(400, 72, 480, 720)   # 30 pixels a cell
    assert lay.panel == pygame.Rect(898, 66, 372, 372) and lay.log == pygame.Rect(898, 446, 372, 344)
    assert lay.tray_top == pygame.Rect(12, 66, 374, 176) and lay.tray_bottom == pygame.Rect(12, 614, 374, 176)
    assert lay.fire_area == pygame.Rect(12, 250, 374, 356) and lay.banner == pygame.Rect(0, 0, 1280, 60)


@pytest.mark.parametrize("size", [(1422, 800), (2560, 1600), (1280, 1152), (1707, 1067), (2560, 1440), (3200, 2000)])
def test_panels_keep_their_size_at_the_edges_and_the_chart_takes_the_room_between(size):
    w, h = size
    lay, design = layout.lay_out(size), layout.DESIGN
    for name in ("panel", "tray_top", "tray_bottom"):
        assert getattr(lay, name).size == getattr(design, name).size, name
    assert lay.banner.width == w
    assert lay.panel.right == lay.log.right == w - 10 and lay.log.bottom == h - 10      # the right edge
    assert lay.tray_top.left == 12 and lay.tray_bottom.bottom == h - 10                   # the left edge
    assert lay.fire_area.top == design.fire_area.top and lay.fire_area.bottom == lay.tray_bottom.top - 8
    assert lay.place.left > lay.tray_top.right and lay.place.right < lay.panel.left       # between the columns
    cell = lay.chart.width // 16
    assert lay.chart.size == (16 * cell, 24 * cell)                                       # its shape, whole cells
    assert cell == min(lay.place.width // 16, lay.place.height // 24, 64)                 # as large as fits
    assert lay.place.contains(lay.chart) and abs(lay.chart.centerx - lay.place.centerx) <= 1 \
        and abs(lay.chart.centery - lay.place.centery) <= 1                               # centred in its place


@pytest.mark.parametrize("size", [(1280, 800), (1422, 800), (1707, 1067), (1280, 1152), (2560, 1600)])
def test_the_most_cards_a_fire_draws_lie_in_the_fire_area_larger_where_it_is_taller(app, size):
    """BN Aircraft: anti-aircraft by every unit draws 7 cards (2+2+1+1+1): drawn at the fire
    area's card size, each lies inside the area; a taller area has larger cards, never smaller."""
    from game.scenes.battaglia_navale import fx
    from game.scenes.battaglia_navale.art import CARD_SIZE
    lay = layout.lay_out(size)
    faces = RULES.data.fire_cards
    show = fx.CardsShow(0, "white", "anti_aircraft", 10, list(faces)[:layout.MOST_CARDS], faces)
    drawn = []
    show.draw_cards(pygame.Surface(size), layout.cards_room(lay.fire_area), (0, 0),
                    note=lambda r, term: drawn.append(r), size=lay.card)
    assert len(drawn) == layout.MOST_CARDS
    assert all(lay.fire_area.contains(r) for r in drawn), (lay.fire_area, drawn)
    assert lay.card[0] >= CARD_SIZE[0] and (lay.card == CARD_SIZE) == (lay.fire_area.height < 500)


@pytest.mark.parametrize("window", [((3840, 2160), 150, (2560, 1440)), ((2560, 1600), 75, (3200, 2000))])
def test_no_words_overlap_or_leave_their_panel_at_the_largest_canvases(app, window):
    """Beyond the four windows every game is checked at: a 4K screen at 150 % and the largest
    canvas there is, in the opening, the middle of a battle and at its end."""
    size, ui_scale, canvas = window
    assert at_window(app, size, ui_scale) == canvas
    found = []
    for seed, moves in ((1, 0), (2, 30), (3, 90), (4, 3000)):
        scene = open_scene(app, played("battaglia-navale", seed, moves))
        app.render_frames(2)
        found += [f"seed {seed} after {moves} moves: {p}" for p in frame_problems(app)]
        assert scene.board_rect.contains(scene.layout.chart) and pygame.Rect((0, 0), canvas).contains(
            scene.layout.log)
        app.stack.close()
    assert not found, "\n".join(found[:20])


def test_a_click_on_a_green_square_at_a_2560_by_1600_canvas_moves_the_ship(app):
    """BN Movement at a large canvas: the ship's cell and then its destination are clicked where
    the scene draws them, through the app, as a player's mouse does."""
    assert at_window(app, *BIG) == (2560, 1600)
    g = at_sea(5)
    scene = open_scene(app, g)
    assert scene.size == (2560, 1600) and scene.cell_px == 63
    ship = choose_a_ship_to_move(app, scene)
    assert scene.sel_units == [ship.unit]
    dests = scene.destinations()
    app.render_frames()
    sq = max(dests, key=lambda s: scene.square_rect(s).right)   # the farthest east: beyond x 1280
    r = scene.square_rect(sq)
    assert r.right > 1280 and r.width == 4 * 63
    p = pixel(app, (r.left + 1, r.centery))   # its edge outlined in green, where it is drawn
    assert p[1] > p[0] and p[1] > 150
    target = next(c for c in g.state.board.square_cells_of(sq) if scene.own_unit_at(c) is None)
    click(app, scene.cell_center(target))
    assert g.moves[-1] == str(dests[sq][0])


def choose_a_ship_to_move(app, scene):
    """A click on a white ship that may move (BN Movement), where the chart draws it: the ship."""
    g = scene.game
    ship = next(s for s in g.state.fleets["white"].afloat()
                if any(isinstance(a, A.Move) and a.unit == s.unit for a in g.legal_actions()))
    click(app, scene.cell_center(ship.cells[0]))
    return ship


def _chart_width(png_path) -> int:
    """The width of the chart's wooden frame across the picture's middle row, in pixels."""
    img = pygame.image.load(str(png_path))
    y = img.get_height() // 2
    xs = [x for x in range(img.get_width()) if near(tuple(img.get_at((x, y)))[:3], FRAME, 6)]
    assert xs, "no frame on the middle row"
    return xs[-1] - xs[0]


def test_the_chart_is_drawn_larger_at_2560_by_1600_than_at_1280_by_800(app, tmp_path):
    widths = {}
    for name, (size, ui_scale) in {"design": ((1280, 800), "auto"), "big": BIG}.items():
        at_window(app, size, ui_scale)
        app.stack.close()
        open_scene(app, at_sea(2))
        out = tmp_path / f"bn-{name}.png"
        save_png(app.render_frames(), str(out))
        widths[name] = _chart_width(out)
    assert 480 <= widths["design"] <= 500              # 16 cells of 30 pixels in its frame
    assert widths["big"] >= 2 * widths["design"]       # 16 cells of 63


def test_a_mark_right_of_x_1280_shows_its_tooltip_and_the_log_and_toasts_sit_at_the_right_edge(app):
    at_window(app, *BIG)
    g = at_sea(6)
    stage(g, white={"C": "m22h"}, grey={"I": "e10h"})
    scene = open_scene(app, g)
    ship = next(m for m in scene.marks() if m.term == "ship-battleship")
    assert ship.rect.left > 1280
    app.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=(1000, 1590), rel=(1, 1), buttons=(0, 0, 0)))
    app.step(0.1)
    app.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=ship.rect.center, rel=(1, 1), buttons=(0, 0, 0)))
    for _ in range(6):
        app.step(0.1)
    shown = scene.mark_hover.shown
    assert shown is not None and scene.mark_hover.mark.term == "ship-battleship"
    assert pygame.Rect((0, 0), (2560, 1600)).contains(marks_ui.drawn_area(shown))
    assert scene.log.rect.right == 2550 and scene.log.rect.bottom == 1590 and scene.toast_area == scene.log.rect


def test_tab_and_enter_choose_a_ship_at_a_large_canvas(app):
    """Play by keys (issue 35): the focus's board targets are where the chart is drawn now."""
    at_window(app, *BIG)
    g = at_sea(5)
    scene = open_scene(app, g)
    board = [t for t in app.keys.targets() if t.board]
    assert board and all(scene.layout.chart.collidepoint(t.at) for t in board)
    want = next(i for i, t in enumerate(app.keys.targets()) if t.board)
    for _ in range(want + 1):
        app.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=0, unicode="\t", scancode=0))
    app.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0))
    assert scene.any_mode() or len(g.moves) > 0


def test_a_resized_window_keeps_the_choice_and_its_buttons_follow_the_right_edge(app):
    g = at_sea(5)
    scene = open_scene(app, g)
    ship = choose_a_ship_to_move(app, scene)
    chosen = scene.sel_square
    assert scene.sel_units == [ship.unit]
    at_window(app, *BIG)
    app.render_frames(1)
    assert scene.sel_square == chosen and scene.cell_px == 63
    shown = list(scene.buttons.buttons)
    assert all(scene.layout.panel.contains(b.rect) for b in shown) and scene.layout.panel.right == 2550
    cancel = next(b for b in shown if b.label == "Cancel")
    click(app, cancel.rect.center)
    assert not scene.any_mode()
    at_window(app, (1280, 800))
    app.render_frames(1)
    assert scene.cell_rect((0, 0)).topleft == (400, 72) and scene.layout.log.height == 344


def test_the_end_the_turn_panel_is_drawn_over_the_log_at_a_large_canvas_and_answers_a_click():
    app = App(Settings(animation="off", confirm_end_turn=True, ui_scale=100), headless=True)
    try:
        app.refit((2560, 1600))
        g = at_sea(3)
        scene = open_scene(app, g)
        turn = next(a for a in g.legal_actions() if isinstance(a, A.TurnPolaris))   # a move that ends the turn
        click(app, scene.cell_center(g.state.board.platform_cells["white"][turn.number]))
        panel = app.stack.top
        assert panel is not scene and scene.log.rect.contains(panel.rect)
        app.render_frames(1)
        end = next(b for b in panel.buttons.buttons if b.label == "End the turn")
        assert not near(pixel(app, end.rect.center), LOG_PANEL, 12)   # the button drawn where it is clicked
        click(app, end.rect.center)
        assert app.stack.top is scene and g.to_move() == "grey"
    finally:
        pygame.quit()
