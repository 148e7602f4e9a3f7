"""Issue 35: every game lays itself out for the window, not only stretched. The canvas has
the window's shape at the UI scale (ui/window.py); each game's scene fills it (frame
"canvas"), its panels keep their size and the board takes the room. At four canvases, after
random moves: no line of text overlaps another or leaves its panel, no button lies over
another or off the canvas, the board's place lies on the canvas, clear of every button,
and is larger than at 1280 x 800; a resize lays the scene on the stack out again."""
import pygame
import pytest

from game.scenes.open_game import scene_for
from game.ui import theme
from layout_check import frame_problems
from scene_helpers import at_window, played

GAMES = ("same4cats", "thunderbirds", "battaglia-navale", "steam-torpedo", "carrier-strike")
WINDOWS = {   # a window, at a UI scale -> the canvas it has
    "1920x1080": ((1920, 1080), "auto", (1422, 800)),
    "2560x1600 at 100%": ((2560, 1600), 100, (2560, 1600)),
    "1000x900": ((1000, 900), "auto", (1280, 1152)),
    "1280x800 at 75%": ((1280, 800), 75, (1707, 1067)),
}
POSITIONS = ((1, 0), (2, 30), (3, 90))   # (seed, random moves): the opening and two later phases


def _problems(app, scene, where) -> list[str]:
    canvas = pygame.Rect((0, 0), app.screen.get_size())
    app.stack.clear_to(scene)
    app.render_frames(2)
    while app.stack.top is not scene:   # a hand-off screen over it: the scene underneath is checked
        app.stack.pop()
    out = [f"{where}: {p}" for p in frame_problems(app)]
    shown = [b for b in scene.buttons.buttons if getattr(b, "visible", True)]
    out += [f"{where}: button {b.label!r} {tuple(b.rect)} off the canvas" for b in shown if not canvas.contains(b.rect)]
    out += [f"{where}: button over button: {a.label!r} / {b.label!r}"
            for i, a in enumerate(shown) for b in shown[i + 1:] if a.rect.colliderect(b.rect)]
    board = scene.board_rect
    if not canvas.contains(board):
        out.append(f"{where}: the board's place {tuple(board)} is off the canvas")
    out += [f"{where}: button {b.label!r} lies on the board's place" for b in shown
            if b.rect.colliderect(board) and not getattr(b, "on_board", False)]
    return out


@pytest.mark.parametrize("game_id", GAMES)
def test_each_game_fills_the_canvas_and_gives_the_board_the_room(app, game_id):
    found = []
    design = {}
    for seed, moves in POSITIONS:
        scene = scene_for(app, played(game_id, seed, moves))
        assert scene.frame == "canvas" and scene.size == theme.LOGICAL_SIZE
        design[seed] = scene.board_rect.width * scene.board_rect.height
    for name, (size, ui_scale, canvas) in WINDOWS.items():
        assert at_window(app, size, ui_scale) == canvas
        for seed, moves in POSITIONS:
            game = played(game_id, seed, moves)
            scene = scene_for(app, game)
            assert scene.size == canvas
            found += _problems(app, scene, f"{game_id} at {name}, seed {seed} after {moves} moves")
            area = scene.board_rect.width * scene.board_rect.height
            if area < 1.1 * design[seed]:
                found.append(f"{game_id} at {name}: the board's place {tuple(scene.board_rect)} is not larger "
                             f"than at 1280 x 800")
    assert not found, "\n".join(found[:30])


@pytest.mark.parametrize("game_id", GAMES)
def test_a_resized_window_lays_the_scene_on_the_stack_out_again(app, game_id):
    scene = scene_for(app, played(game_id, 2, 30))
    app.stack.clear_to(scene)
    app.render_frames(1)
    before = scene.board_rect.copy()
    at_window(app, (2560, 1600), 100)
    app.render_frames(1)
    assert scene.size == (2560, 1600) and scene.board_rect != before
    assert not frame_problems(app)
    at_window(app, (1280, 800), "auto")
    app.render_frames(1)
    assert scene.size == (1280, 800) and scene.board_rect == before


@pytest.mark.parametrize("game_id", GAMES)
def test_a_games_frame_covers_the_whole_canvas_so_the_app_need_not_clear_it(app, game_id):
    """The app skips clearing the canvas under a game's scene (``covers_canvas``): its kept
    frame must then cover every pixel, at the design size and at a large canvas."""
    for size, ui_scale in (((1280, 800), "auto"), ((2560, 1600), 100)):
        at_window(app, size, ui_scale)
        app.stack.clear_to(scene_for(app, played(game_id, 2, 30)))
        app.render_frames(1)
        app.screen.fill((255, 0, 255))
        app.render_frames(1)
        magenta = pygame.transform.threshold(None, app.screen, (255, 0, 255), (0, 0, 0, 255), set_behavior=0)
        assert magenta == 0, f"{game_id} at {size}: {magenta} pixels left as they were"
