"""Thunderbirds at War on a canvas of any size (issue 35), beyond tests/scenes/test_canvas_layout.py:
the screen as designed at 1280 x 800, a hex of the flight path (6.5.1) and a button clicked where
a 2560 x 1600 canvas draws them, a whole mission clicked there, the map drawn larger on pixels,
the map hung under the briefing boxes on a tall canvas, a resize there and back, and a hover drawn over the kept frame under the event chit."""
import random

import pygame

from game import launch
from game.rules.thunderbirds import actions as A
from game.rules.thunderbirds.state import FLY, PLAN
from game.scenes.thunderbirds import art, panels
from game.scenes.thunderbirds.layout import LAYOUT
from game.ui.png import save as save_png
from scene_helpers import at_window, click, hovered_over_kept_frame, open_scene
from pixels import pixels

BEFORE = {   # the rectangles of the 1280 x 800 screen before it took any size (layout.py's LAYOUT then)
    "banner": (0, 0, 1280, 48), "target": (12, 56, 236, 84), "conditions": (410, 56, 378, 84),
    "map": (12, 146, 776, 500), "tracks": (12, 652, 776, 140), "crew": (800, 56, 468, 178),
    "action": (800, 240, 468, 334), "rolls": (810, 316, 448, 96), "log": (800, 580, 468, 212),
}


def briefed(seed=3):
    """A mission briefed up to its flight path (TaW 6.1-6.4), the target of the player's choice."""
    game = launch.new_game("thunderbirds", seed=seed, options={"target_method": "choice", "crew_quality": 3,
                                                                "campaign": "single mission"})
    while game.state.phase != PLAN:
        game.play(game.legal_actions()[0])
    return game


def test_at_1280_by_800_the_screen_is_laid_out_as_designed(app):
    scene = open_scene(app, launch.new_game("thunderbirds", seed=1))
    assert scene.size == (1280, 800) and scene.layout == LAYOUT
    assert {k: tuple(LAYOUT[k]) for k in BEFORE} == BEFORE
    assert tuple(scene.karmoy_rect) == (253, 54, 152, 88) and scene.log.rect == LAYOUT["log"]


def test_a_hex_of_the_flight_path_and_a_button_are_clicked_where_a_2560_canvas_draws_them(app):
    """6.5.1: a marker laid by a click on a highlighted hex, at the place the larger map draws
    it, far past where the 1280 x 800 screen had it; then Clear the path, a button moved
    with the right column to the canvas's right edge."""
    game = briefed()
    scene = open_scene(app, game)
    small = {a.cell: scene.view.center(a.cell) for a in game.legal_actions() if isinstance(a, A.PlanHex) and a.cell}
    assert at_window(app, (2560, 1600), 100) == (2560, 1600)
    app.render_frames(1)
    assert scene.size == (2560, 1600) and scene.view.scale > 2.5
    cell, was = max(small.items(), key=lambda kv: kv[1][0])
    pos = tuple(int(v) for v in scene.view.center(cell))
    assert pos[0] > was[0] * 2 and scene.board_rect.collidepoint(pos)
    click(app, pos)
    assert game.moves[-1] == f"path {cell[0]},{cell[1]}" and len(game.state.path) == 1
    clear = next(b for b in scene.buttons.buttons if b.label == "Clear the path")
    assert clear.rect.left > 2000 and not clear.rect.colliderect(scene.board_rect)
    click(app, clear.rect.center)
    assert game.moves[-1] == "path reset" and not game.state.path


def test_a_whole_mission_is_clicked_on_a_2560_canvas(app):
    """TaW 6.1-7.8: every decision of a mission by a click where the large canvas draws it
    (the scene's own clicks_for, the path the tutorial's rings and the keys' Enter take)."""
    game = launch.new_game("thunderbirds", seed=5, options={"target_method": "choice", "crew_quality": 3,
                                                             "campaign": "single mission"})
    at_window(app, (2560, 1600), 100)
    scene = open_scene(app, game)
    rnd = random.Random(5)
    for _ in range(300):
        if game.outcome() is not None:
            break
        legal = [a for a in game.legal_actions() if str(a) != "path reset" and not isinstance(a, A.Extinguish)]
        action = rnd.choice(legal or game.legal_actions())
        n = len(game.moves)
        for pos in scene.clicks_for(str(action)):
            click(app, pos)
        while app.stack.top is not scene:   # a question over the game's (who fights the fire)
            app.stack.pop()
        assert len(game.moves) == n + 1 and game.moves[n] == str(action), (str(action), pos)
    assert game.outcome() is not None


def _germany(path) -> int:
    """How many pixels of the picture are Germany's brown on the map (within its grain)."""
    picture = pygame.image.load(str(path))
    return pygame.transform.threshold(None, picture, art.TERRAIN["germany"], (14, 14, 14, 255),
                                      set_behavior=0)


def test_the_map_is_drawn_larger_on_a_larger_canvas(app, tmp_path):
    game = briefed()
    scene = open_scene(app, game)
    save_png(app.render_frames(1), tmp_path / "1280x800.png")
    small = scene.view.size
    at_window(app, (2560, 1600), 100)
    save_png(app.render_frames(1), tmp_path / "2560x1600.png")
    assert scene.view.size[0] > 2.5 * small[0]
    a, b = _germany(tmp_path / "1280x800.png"), _germany(tmp_path / "2560x1600.png")
    assert a > 20_000 and b > 5 * a
    # the right half of the large picture holds Germany: the map reaches past where 1280 x 800 ended
    wide = pygame.image.load(str(tmp_path / "2560x1600.png"))
    assert pygame.transform.threshold(None, wide.subsurface((1290, 150, 700, 1200)), art.TERRAIN["germany"],
                                      (14, 14, 14, 255), set_behavior=0) > 100_000


def test_on_a_tall_canvas_the_map_hangs_under_the_briefing_and_the_panels_keep_to_the_edges(app):
    game = briefed()
    assert at_window(app, (1000, 900), "auto") == (1280, 1152)
    scene = open_scene(app, game)
    L, view = scene.layout, scene.view
    assert view.origin[1] == L["map"].top and scene.karmoy_rect.bottom == L["map"].top - 4
    assert L["tracks"].bottom == L["log"].bottom == 1152 - 8 and L["log"].height == 1152 - 8 - 580
    assert L["crew"].right == L["log"].right == 1280 - 12
    assert scene.board_rect.height > view.size[1] + 300   # its place takes the height the map cannot use


def test_hover_and_the_keys_find_the_hexes_where_the_large_map_draws_them(app):
    game = briefed()
    at_window(app, (1920, 1080), "auto")
    scene = open_scene(app, game)
    cell = next(a.cell for a in game.legal_actions() if isinstance(a, A.PlanHex) and a.cell)
    pos = tuple(int(v) for v in scene.view.center(cell))
    app.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0)))
    app.render_frames(1)
    assert scene.hover_cell == cell
    assert all(scene.layout["map_area"].contains(r) for r in scene.pointer_words())
    board = [t for t in scene.focus_targets() if t.board]
    assert board and all(scene.board_rect.contains(t.rect) or scene.karmoy_rect.contains(t.rect) for t in board)
    assert any(t.at == pos for t in board)


def test_a_resize_lays_the_screen_out_again_and_back_to_the_same_picture(app):
    game = briefed()
    scene = open_scene(app, game)
    first = pixels(app.render_frames(1))
    at_window(app, (2560, 1600), 100)
    app.render_frames(1)
    assert scene.log.rect.bottom == 1600 - 8 and scene.dice.rect == scene.layout["rolls"]
    at_window(app, (1280, 800), "auto")
    assert pixels(app.render_frames(1)) == first


def test_a_hover_redrawn_on_a_2560_canvas_is_the_frame_painted_from_scratch(app):
    """The map's hex outlined under the mouse and its name, redrawn over the kept frame (only
    the damaged place; within the map, its base alone under the outline), pixel for pixel as
    a whole frame painted afresh."""
    from test_redraw_scenes import from_scratch
    game = briefed()
    at_window(app, (2560, 1600), 100)
    scene = open_scene(app, game)
    cells = [a.cell for a in game.legal_actions() if isinstance(a, A.PlanHex) and a.cell]
    points = [tuple(int(v) for v in scene.view.center(c)) for c in cells]
    points += [(p[0] + 40, p[1] - 30) for p in points] + [(scene.karmoy_rect.centerx, scene.karmoy_rect.centery),
                                                            (1300, 800), (2300, 1500), (30, 1000)]
    for pos in points:
        app.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0)))
        app.step(0.01)
        assert pixels(app.screen) == from_scratch(app), pos


def test_a_hover_on_a_2560_canvas_shows_the_kept_frame_again_and_goes_under_the_event_chit(app):
    """The hovered hex is drawn over the kept frame (issue 35: a mouse move over a large map
    costs a blit, not the whole painter), yet under what lies over the map, as before: here
    the event chit drawn at the bomber's marker (Table 3)."""
    game = launch.new_game("thunderbirds", seed=1, options={"target_method": "choice", "crew_quality": 3,
                                                             "campaign": "single mission"})
    chooser = random.Random(1)
    while not (game.state.phase == FLY and game.state.path[game.state.position].event):
        acts = game.legal_actions()
        game.play(chooser.choice(acts) if game.state.phase == PLAN else acts[0])
    at_window(app, (2560, 1600), 100)
    scene = open_scene(app, game)
    app.render_frames(1)
    card = scene.over_hover[-1]   # the event chit's sheet, the last thing over the map
    cell = next(c for c in scene.board.hexes if scene.board.on_map(c) and not card.collidepoint(scene.view.center(c))
                and panels.hover_rects(scene, c)[0].clip(card).width > 20)
    area = panels.hover_rects(scene, cell)[0]
    painted, changed = hovered_over_kept_frame(app, scene, tuple(int(v) for v in scene.view.center(cell)), area,
                                               away=(30, 1000))
    assert painted == [] and scene.hovering.key == cell   # shown again over the damage, never painted
    assert len(changed) > 100   # the outline drawn round the hex
    assert not any(card.collidepoint(p) for p in changed)   # ... and under the chit
