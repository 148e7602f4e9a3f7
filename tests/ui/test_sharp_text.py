"""Text stays sharp in a scaled window (issue 35): a line drawn on the canvas is drawn again
in the window by the font at the window's size, not shown as a scaled bitmap; a line that
something covers is left as the scaled picture shows it. Checked on the display's pixels:
a line rendered sharp has as many pixels of its full colour as the font's own rendering at
that size, a scaled bitmap far fewer."""
import pygame
import pytest

from game.ui import redraw, sharp, text, theme, window
from game.ui.window import Presenter

INK = (250, 240, 120)
PAPER = (20, 30, 50)
WORDS = "Thunderbirds at War: the flight path"


@pytest.fixture
def shown():
    pygame.display.init()
    pygame.font.init()
    theme.forget_fonts()   # (an earlier test's pygame.quit() closed the fonts kept)

    def at(size):
        p = Presenter(scaled=True)
        pygame.display.set_mode(size, pygame.RESIZABLE)
        p.fit()
        return p
    yield at
    sharp.stop()
    window._current = None
    pygame.display.quit()


def full_ink(surface, rect) -> int:
    """Pixels of the line's full colour in rect (a glyph's solid inside)."""
    sub = surface.subsurface(rect)
    return sum(1 for x in range(rect.width) for y in range(rect.height) if sub.get_at((x, y))[:3] == INK)


def font_ink(size: int) -> int:
    img = theme.font(size).render(WORDS, True, INK, PAPER)
    return full_ink(img, img.get_rect())


def line_in_window(p, rect):
    return sharp.window_rect(rect.inflate(4, 2), p.scale, p.dest)


@pytest.mark.parametrize("size, scale", [((1920, 1200), 1.5), ((2560, 1600), 2.0), ((1024, 640), 0.8)])
def test_a_line_on_the_canvas_is_drawn_by_the_font_at_the_windows_size(shown, size, scale):
    p = shown(size)
    assert p.scale == scale and sharp.current is not None
    p.canvas.fill(PAPER)
    rect = text.draw(p.canvas, WORDS, (100, 200), 16, INK)
    p.present([p.canvas.get_rect()])
    got = full_ink(pygame.display.get_surface(), line_in_window(p, rect))
    assert got == font_ink(round(16 * scale))   # the font's own pixels, every one

    sharp.stop()   # the same frame shown as a scaled bitmap: far fewer solid pixels
    p.present([p.canvas.get_rect()])
    assert full_ink(pygame.display.get_surface(), line_in_window(p, rect)) < got // 2


def test_a_line_covered_after_it_was_drawn_stays_as_the_picture_shows_it(shown):
    p = shown((1920, 1200))
    p.canvas.fill(PAPER)
    rect = text.draw(p.canvas, WORDS, (100, 200), 16, INK)
    p.canvas.fill((90, 90, 90), pygame.Rect(rect.centerx, rect.top, 40, rect.height))  # a tooltip over it
    p.present([p.canvas.get_rect()])
    window_line = line_in_window(p, rect)
    assert full_ink(pygame.display.get_surface(), window_line) < font_ink(24) // 2
    # the tooltip drawn in the window, not the line over it
    mid = sharp.window_rect(pygame.Rect(rect.centerx + 10, rect.centery, 1, 1), p.scale, p.dest)
    assert pygame.display.get_surface().get_at(mid.topleft)[:3] == (90, 90, 90)


def test_a_kept_layer_and_a_partly_redrawn_frame_keep_their_lines_sharp(shown):
    p = shown((1920, 1200))
    layer = redraw.Layer()

    def paint(surface):
        surface.fill(PAPER)
        text.draw(surface, WORDS, (100, 200), 16, INK)
    p.canvas.fill(PAPER)
    layer.draw(p.canvas, "k", paint)
    p.present([p.canvas.get_rect()])
    rect = theme.font(16).render(WORDS, True, INK).get_rect(topleft=(100, 200))
    assert full_ink(pygame.display.get_surface(), line_in_window(p, rect)) == font_ink(24)
    # a mouse move redraws a small rectangle across the line: the layer is blitted again
    # unpainted (same key), and the line is drawn sharp again over the rescaled rectangle
    layer.draw(p.canvas, "k", paint)
    p.present([pygame.Rect(rect.left + 30, rect.top, 20, rect.height)])
    assert full_ink(pygame.display.get_surface(), line_in_window(p, rect)) == font_ink(24)


def test_a_line_drawn_on_a_picture_of_its_own_is_scaled_with_it(shown):
    p = shown((1920, 1200))
    card = pygame.Surface((300, 40))
    card.fill(PAPER)
    text.draw(card, WORDS, (4, 4), 16, INK)
    assert not sharp.current.lines     # a card face: part of its picture
    with text.aside():                 # the replay's shrunk board: not on the canvas
        text.draw(p.canvas, WORDS, (100, 300), 16, INK)
    assert not sharp.current.lines


def test_no_noting_in_a_window_of_the_canvas_size(shown):
    p = shown((1280, 800))
    assert p.scale == 1.0 and sharp.current is None
    p.canvas.fill(PAPER)
    rect = text.draw(p.canvas, WORDS, (100, 200), 16, INK)
    p.present([p.canvas.get_rect()])
    assert full_ink(pygame.display.get_surface(), rect) == font_ink(16)


def test_the_lines_of_a_layer_gone_with_its_scene_are_forgotten(shown):
    p = shown((1920, 1200))
    layer = redraw.Layer()
    p.canvas.fill(PAPER)
    layer.draw(p.canvas, "k", lambda s: text.draw(s, WORDS, (100, 200), 16, INK))
    assert len(sharp.current.lines) == 1
    layer.release()   # the scene is closed: its drawing goes
    p.canvas.fill(PAPER)
    p.present([p.canvas.get_rect()])
    assert not sharp.current.lines
