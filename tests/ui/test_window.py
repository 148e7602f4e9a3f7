"""The window shows the canvas whole at any size, the canvas of the window's shape at the
UI scale, scaled by any factor, and clicks land where they are drawn (issue 35's first step; issue 31's F11, which drew
the title zoomed and cropped). Checked on the pixels of the display surface."""
import pygame
import pytest

from game.ui import window
from game.ui.window import Presenter


@pytest.fixture
def shown():
    pygame.display.init()
    made = []

    def at(size):
        p = Presenter(scaled=True)
        pygame.display.set_mode(size, pygame.RESIZABLE)   # the player drags the window to this size
        p.fit()
        made.append(p)
        return p
    yield at
    window._current = None
    pygame.display.quit()


def near(pixel, colour, slack=4):
    """A scaled pixel: the colour within a few levels (smoothscale rounds)."""
    return all(abs(a - b) <= slack for a, b in zip(pixel[:3], colour))


def _halves(p):
    """The canvas painted red on its left half, blue on its right, a white stripe at its right edge."""
    w, h = p.canvas.get_size()
    p.canvas.fill((200, 30, 30), pygame.Rect(0, 0, w // 2, h))
    p.canvas.fill((30, 30, 200), pygame.Rect(w // 2, 0, w - w // 2, h))
    p.canvas.fill((255, 255, 255), pygame.Rect(w - 4, 0, 4, h))
    p.present([p.canvas.get_rect()])


@pytest.mark.parametrize("size, canvas, dest", [
    ((1920, 1080), (1422, 800), (0, 0, 1920, 1080)),     # 1.35, wider than 16:10: the canvas is wider
    ((1024, 640), (1280, 800), (0, 0, 1024, 640)),       # 0.8: the smallest window
    ((2560, 1600), (1280, 800), (0, 0, 2560, 1600)),     # 2
    ((1000, 900), (1280, 1152), (0, 0, 1000, 900)),      # taller than 16:10: the canvas is taller
    ((3840, 800), (3200, 800), (320, 0, 3200, 800))])    # wider than the widest canvas: centred, edges carried on
def test_the_canvas_takes_the_windows_shape_and_fills_it(shown, size, canvas, dest):
    p = shown(size)
    assert p.canvas.get_size() == canvas
    _halves(p)
    assert tuple(p.dest) == dest
    screen = pygame.display.get_surface()
    d = p.dest
    mid = d.centery
    assert near(screen.get_at((d.left + 2, mid)), (200, 30, 30))
    assert near(screen.get_at((d.right - 8, mid)), (30, 30, 200))
    right_edge = screen.get_at((d.right - 1, mid))[:3]
    assert min(right_edge) > 180    # the picture's last column is shown, not cut
    if d.left:     # the picture centred, its edges carried on to the window's sides (no black bands)
        assert near(screen.get_at((d.left // 2, mid)), (200, 30, 30))
        assert min(screen.get_at(((d.right + size[0]) // 2, mid))[:3]) > 180   # the white stripe goes on


@pytest.mark.parametrize("size, ui_scale, canvas", [
    ((2560, 1600), 100, (2560, 1600)),    # a logical pixel is a window's pixel: the board gets the room
    ((2560, 1600), 200, (1280, 800)),
    ((2560, 1600), "auto", (1280, 800)),
    ((1920, 1200), 125, (1536, 960)),
    ((1280, 800), 75, (1707, 1067)),      # smaller text and controls than "Auto"
    ((1280, 800), 150, (1280, 800)),      # larger than the window holds: the largest that fits
    ((3840, 2400), 75, (3200, 2000))])    # a canvas is never larger than CANVAS_MAX
def test_the_ui_scale_sets_the_canvas_and_never_leaves_less_than_the_layouts_room(size, ui_scale, canvas):
    assert window.canvas_for(size, ui_scale) == canvas
    shown = window.ui_scale_shown(size, ui_scale)
    assert shown == (ui_scale if ui_scale in (100, 125, 200) else shown)
    assert window.ui_scale_shown((1280, 800), 150) == 100


def test_a_click_lands_on_what_is_drawn_under_it(shown):
    p = shown((1920, 1080))      # the canvas 1422 x 800 fills the window, scale 1.35
    assert p.to_logical((0, 0)) == (0, 0)
    assert p.to_logical((1919, 1079)) == (1421, 799)
    assert p.to_logical((675, 540)) == (500, 400)
    click = pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=(675, 540))
    assert p.logical_event(click).pos == (500, 400) and p.logical_event(click).button == 1
    focus = pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=(500, 400), synthetic=True)
    assert p.logical_event(focus).pos == (500, 400)   # the keyboard's click is made on the canvas already
    key = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a)
    assert p.logical_event(key) is key


def test_a_changed_rectangle_is_shown_without_the_rest(shown):
    """After a mouse move only the damaged rectangle is scaled again; it matches what the
    whole frame shows there, and nothing outside it changes."""
    p = shown((1920, 1080))
    _halves(p)
    screen = pygame.display.get_surface()
    before = screen.copy()
    p.canvas.fill((240, 200, 40), pygame.Rect(100, 100, 200, 50))
    p.present([pygame.Rect(100, 100, 200, 50)])
    assert near(screen.get_at((270, 135 + 34)), (240, 200, 40))    # logical (200, 125)
    assert screen.get_at((675, 540)) == before.get_at((675, 540))
    whole = pygame.Surface(screen.get_size())
    pygame.transform.smoothscale(p.canvas, p.dest.size, whole.subsurface(p.dest))
    inside = (270, 135 + 34)
    assert whole.get_at(inside) == screen.get_at(inside)


def test_headless_the_picture_is_the_display_itself():
    pygame.display.init()
    try:
        p = Presenter(scaled=False)
        assert p.canvas is pygame.display.get_surface() and p.to_logical((17, 23)) == (17, 23)
    finally:
        window._current = None
        pygame.display.quit()


def test_a_size_the_player_drags_the_window_to_is_kept_for_the_next_start():
    from game import settings as settings_mod
    from game.app import App
    from game.settings import Settings
    app = App(Settings(animation="off"), headless=False)   # a window (SDL's dummy driver in the tests)
    try:
        app.handle(pygame.event.Event(pygame.WINDOWRESIZED, x=1500, y=900))
        app.keep_window_size()
        assert settings_mod.load()[0].window_size == (1500, 900)
    finally:
        window._current = None
        pygame.quit()


def test_the_app_starts_with_a_ui_scale_that_gives_the_window_another_canvas():
    """A start whose remembered window and UI scale give a canvas other than 1280 x 800 (here
    75%) lays the canvas out before the first frame (it once failed there: the app was asked
    to redraw before it counted its inputs)."""
    from game.app import App
    from game.scenes.title import TitleScene
    from game.settings import Settings
    app = App(Settings(animation="off", ui_scale=75), headless=False)   # a window (SDL's dummy driver)
    try:
        w, h = pygame.display.get_surface().get_size()
        assert app.screen.get_size() == window.canvas_for((w, h), 75) != (1280, 800)
        app.push(TitleScene(app))
        assert app.step(1 / 60)
    finally:
        window._current = None
        pygame.quit()


def test_screenshot_size_draws_the_picture_as_a_window_of_that_size_shows_it(tmp_path):
    from cli_in_process import sortie
    out = tmp_path / "wide.png"
    r = sortie("--screenshot", out, "--size", "1920x1080")
    assert r.returncode == 0, r.stderr
    img = pygame.image.load(str(out))
    assert img.get_size() == (1920, 1080)
    assert img.get_at((40, 540))[:3] != (0, 0, 0)                 # beside the title's stage: its edge carried on, not black
    assert img.get_at((960, 540))[:3] != (0, 0, 0)                # the title's sea, scaled to the height
    refused = sortie("--screenshot", tmp_path / "x.png", "--size", "wide")
    assert refused.returncode != 0 and "WxH" in refused.stderr and not (tmp_path / "x.png").exists()


def test_a_window_shrunk_to_nothing_maps_and_shows_without_failing(shown):
    p = shown((1, 1))
    _halves(p)                                   # presenting does not fail
    assert p.to_logical((0, 0))[0] >= 0          # nor does mapping a click (no division by zero)
