"""Issue 35: a screen laid out at 1280 x 800 only is drawn on a stage at the centre of a
wider or taller canvas (ui/stage.py). Its clicks, the mouse's place and what a hover
damages are in its own coordinates; a dialog dims the whole canvas; the sea behind a menu
runs on round the stage without a seam."""
import pygame

from game.scenes.modal import ChoiceScene
from game.scenes.settings import SettingsScene
from game.scenes.title import TitleScene
from game.ui import redraw, stage, window
from scene_helpers import at_window, click


def _title(app, size=(1920, 1080)):
    at_window(app, size)
    title = TitleScene(app)
    app.stack.clear_to(title)
    app.render_frames()
    return title, app.stack.corner(title)


def test_a_click_on_the_canvas_reaches_the_staged_screen_in_its_own_coordinates(app):
    title, corner = _title(app, (1000, 900))        # a taller window: the stage lies lower
    assert app.screen.get_size() == (1280, 1152) and corner == (0, 176)
    button = next(b for b in title.buttons.buttons if b.label == "Settings").rect
    click(app, (button.centerx, button.top + 3 + corner[1]))   # 3 pixels into the button, as drawn
    assert isinstance(app.stack.top, SettingsScene)


def test_the_mouse_place_and_a_hovers_damage_are_moved_by_the_stages_corner(app, monkeypatch):
    title, corner = _title(app)
    button = next(b for b in title.buttons.buttons if b.label == "Quit").rect
    at = (button.centerx + corner[0], button.centery + corner[1])
    monkeypatch.setattr(pygame.mouse, "get_pos", lambda: at)
    with stage.at(corner):
        assert window.mouse_pos() == button.center
    redraw.take()
    app.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=at, rel=(1, 1), buttons=(0, 0, 0)))
    damaged = redraw.union(redraw.take())
    assert damaged is not None and damaged.contains(button.move(corner))


def test_a_dialog_dims_the_whole_canvas_and_the_sea_runs_on_round_the_stage(app):
    title, corner = _title(app)
    margin = (corner[0] // 2, 700)
    before = app.screen.get_at(margin)
    inside, outside = app.screen.get_at((corner[0] + 1, 700)), app.screen.get_at((corner[0] - 2, 700))
    assert all(abs(a - b) <= 6 for a, b in zip(inside[:3], outside[:3]))   # no seam at the stage's edge
    app.push(ChoiceScene(app, "Quit?", [("Yes", lambda: None)]))
    app.render_frames()
    after = app.screen.get_at(margin)
    assert sum(after[:3]) < sum(before[:3]) * 0.6   # the margin is dimmed with the rest


def test_an_overlay_takes_the_place_of_the_scene_under_it(app):
    """End the turn and the tutorial's panel ("below") are drawn where the scene under them
    is: on the whole canvas over a game laid out for it, on the stage over a menu."""
    from game.scenes.base import Scene

    class Board(Scene):
        frame = "canvas"

    class Over(Scene):
        opaque = False
        frame = "below"

    at_window(app, (1920, 1080))
    for under, corner in ((Board(app), (0, 0)), (TitleScene(app), stage.rect().topleft)):
        over = Over(app)
        app.stack.clear_to(under)
        app.push(over)
        assert app.stack.corner(over) == corner == app.stack.corner(under)
        drawn_on = app.stack.surface(app.screen, over)
        assert drawn_on.get_abs_offset() == corner
        assert drawn_on.get_size() == (app.screen.get_size() if corner == (0, 0) else (1280, 800))
