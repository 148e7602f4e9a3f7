"""The window shows the 1280 x 800 picture whole at any size, scaled to fit by any factor,
and clicks land where they are drawn (issue 35's first step; issue 31's F11, which drew
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
    p.canvas.fill((200, 30, 30), pygame.Rect(0, 0, 640, 800))
    p.canvas.fill((30, 30, 200), pygame.Rect(640, 0, 640, 800))
    p.canvas.fill((255, 255, 255), pygame.Rect(1276, 0, 4, 800))
    p.present([p.canvas.get_rect()])


@pytest.mark.parametrize("size, dest", [((1920, 1080), (96, 0, 1728, 1080)),     # 1.35: wider than 16:10
                                        ((1024, 640), (0, 0, 1024, 640)),        # 0.8: the smallest window
                                        ((2560, 1600), (0, 0, 2560, 1600)),      # 2
                                        ((1000, 900), (0, 138, 1000, 625))])     # taller than 16:10
def test_the_picture_fills_the_window_whole_at_any_size(shown, size, dest):
    p = shown(size)
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
    if d.top:
        assert near(screen.get_at((size[0] // 4, d.top // 2)), (200, 30, 30))
        assert near(screen.get_at((3 * size[0] // 4, size[1] - 1 - d.top // 2)), (30, 30, 200))


def test_a_click_lands_on_what_is_drawn_under_it(shown):
    p = shown((1920, 1080))      # picture at x 96..1824, scale 1.35
    assert p.to_logical((96, 0)) == (0, 0)
    assert p.to_logical((1823, 1079)) == (1279, 799)
    assert p.to_logical((96 + 675, 540)) == (500, 400)
    click = pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=(96 + 675, 540))
    assert p.logical_event(click).pos == (500, 400) and p.logical_event(click).button == 1
    assert p.to_logical((10, 10))[0] < 0          # in the border: on no part of the picture
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
    assert near(screen.get_at((96 + 270, 135 + 34)), (240, 200, 40))    # logical (200, 125)
    assert screen.get_at((96 + 675, 540)) == before.get_at((96 + 675, 540))
    whole = pygame.Surface(screen.get_size())
    pygame.transform.smoothscale(p.canvas, p.dest.size, whole.subsurface(p.dest))
    inside = (96 + 270, 135 + 34)
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


def test_screenshot_size_draws_the_picture_as_a_window_of_that_size_shows_it(tmp_path):
    from cli_in_process import sortie
    out = tmp_path / "wide.png"
    r = sortie("--screenshot", out, "--size", "1920x1080")
    assert r.returncode == 0, r.stderr
    img = pygame.image.load(str(out))
    assert img.get_size() == (1920, 1080)
    assert img.get_at((40, 540))[:3] != (0, 0, 0)                 # beside a 16:10 picture: its edge carried on, not black
    assert img.get_at((960, 540))[:3] != (0, 0, 0)                # the title's sea, scaled to the height
    refused = sortie("--screenshot", tmp_path / "x.png", "--size", "wide")
    assert refused.returncode != 0 and "WxH" in refused.stderr and not (tmp_path / "x.png").exists()


def test_a_window_shrunk_to_nothing_maps_and_shows_without_failing(shown):
    p = shown((1, 1))
    _halves(p)                                   # presenting does not fail
    assert p.to_logical((0, 0))[0] >= 0          # nor does mapping a click (no division by zero)
