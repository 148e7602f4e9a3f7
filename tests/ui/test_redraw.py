"""Redrawing only what changed: hover damage, kept frames, clip-proof drawing, caches."""
import random

import pygame
import pytest

from game.app import App
from game.scenes.title import TitleScene
from game.settings import Settings
from game.ui import redraw, text, theme, widgets


@pytest.fixture
def app():
    a = App(Settings(animation="off"), headless=True)
    yield a
    pygame.quit()


def move(app, pos):
    app.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0)))
    return app.step(1 / 60)


def outside(surface, rect) -> bytes:
    """The screen's pixels with rect blanked: what must not change."""
    copy = surface.copy()
    copy.fill((0, 0, 0), rect)
    return pygame.image.tobytes(copy, "RGB")


def pixels(surface, rect) -> bytes:
    return pygame.image.tobytes(surface.subsurface(rect), "RGB")


def title(app) -> TitleScene:
    scene = TitleScene(app)
    app.push(scene)
    app.render_frames(1)
    move(app, (5, 5))  # the mouse starts over nothing
    app.step(1 / 60)
    return scene


def test_hovering_a_button_redraws_it_and_only_it(app):
    scene = title(app)
    button = next(b for b in scene.buttons.buttons if b.label == "Quit")
    before = app.screen.copy()
    assert move(app, button.rect.center)
    assert button.hovered
    assert app.drawn == [button.rect]  # the button's rectangle, nothing else
    assert pixels(app.screen, button.rect) != pixels(before, button.rect)
    assert app.screen.get_at((button.rect.centerx, button.rect.top))[:3] == theme.GOLD  # its hover edge
    assert outside(app.screen, button.rect) == outside(before, button.rect)
    assert move(app, (5, 5))
    assert app.drawn == [button.rect]
    assert pygame.image.tobytes(app.screen, "RGB") == pygame.image.tobytes(before, "RGB")  # nothing left behind


def test_a_mouse_move_that_changes_nothing_draws_nothing(app):
    title(app)
    before = pygame.image.tobytes(app.screen, "RGB")
    for pos in ((8, 8), (30, 700), (1270, 20)):  # over the sea: no button, no tile
        assert not move(app, pos)
        assert app.drawn == []
    assert pygame.image.tobytes(app.screen, "RGB") == before


def test_a_disabled_buttons_tooltip_comes_and_goes_with_the_mouse(app):
    scene = title(app)
    cont = next(b for b in scene.buttons.buttons if b.label == "Continue")
    assert not cont.enabled  # no autosave yet
    tip = widgets.tooltip_rect(cont.disabled_reason, cont.rect)
    before = app.screen.copy()
    assert move(app, cont.rect.center)
    assert app.drawn == [cont.rect.union(tip)]
    assert app.screen.get_at((tip.left + 1, tip.centery))[:3] == theme.GOLD  # the tooltip's edge
    assert move(app, (5, 5))
    assert pygame.image.tobytes(app.screen, "RGB") == pygame.image.tobytes(before, "RGB")


def test_hovering_a_title_tile_redraws_that_tile(app):
    scene = title(app)
    _, rect, playable, _ = scene.tiles[2]
    assert playable
    before = app.screen.copy()
    assert move(app, (rect.centerx, rect.bottom - 20))
    assert app.drawn == [rect]
    assert app.screen.get_at((rect.centerx, rect.top))[:3] == theme.GOLD
    assert outside(app.screen, rect) == outside(before, rect)


def test_a_click_still_draws_a_whole_frame(app):
    scene = title(app)
    generation = app.generation
    app.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_s, mod=0, unicode="s"))  # Settings
    assert app.step(1 / 60)
    assert app.drawn == [app.screen.get_rect()] and app.generation > generation
    assert app.stack.top is not scene


def counted_layer():
    """A kept layer on a 40 x 30 target, its painter noting the clip of each paint."""
    painted = []

    def paint(surface):
        painted.append(surface.get_clip())
        surface.fill((200, 10, 10), (5, 5, 10, 10))
    return redraw.Layer(), pygame.Surface((40, 30)), paint, painted


def test_a_kept_frame_is_one_blit_until_its_key_changes():
    layer, target, paint, painted = counted_layer()
    layer.draw(target, ("a",), paint)
    layer.draw(target, ("a",), paint)
    assert len(painted) == 1 and target.get_at((6, 6))[:3] == (200, 10, 10)
    layer.draw(target, ("b",), paint)
    assert len(painted) == 2
    layer.draw(target, None, paint)  # something moves: never kept
    layer.draw(target, None, paint)
    assert len(painted) == 4
    redraw.begin_frame(pygame.Rect(2, 3, 4, 5))  # the mouse damaged a part: painted there only
    try:
        layer.draw(target, None, paint)
        layer.draw(target, None, paint)
        layer.draw(target, ("b",), paint)
        layer.draw(target, ("b",), paint)
    finally:
        redraw.end_frame()
    whole, damaged = pygame.Rect(0, 0, 40, 30), pygame.Rect(2, 3, 4, 5)
    assert painted[-4:] == [whole, whole, whole, damaged]  # moving, moving, a new key, then the damage only


def test_a_repaint_under_a_clip_cannot_reach_past_it():
    layer = redraw.Layer()
    target = pygame.Surface((40, 30))
    layer.draw(target, 1, lambda s: s.fill((10, 10, 10)))

    def paint(surface):
        surface.set_clip((0, 0, 40, 30))  # as the log does: its own clip, narrowed to the damage
        surface.fill((250, 250, 250))

    redraw.begin_frame(pygame.Rect(10, 10, 5, 5))
    try:
        layer.draw(target, 1, paint)
    finally:
        redraw.end_frame()
    assert target.get_at((12, 12))[:3] == (250, 250, 250)
    assert target.get_at((2, 2))[:3] == (10, 10, 10)


def test_clip_proof_outlines_and_antialiased_lines_match_unclipped_drawing():
    rnd = random.Random(3)
    base = pygame.Surface((120, 120))
    for y in range(120):
        base.fill((y * 2, 60, 200 - y), (0, y, 120, 1))
    for _ in range(150):
        clip = pygame.Rect(rnd.randrange(0, 100), rnd.randrange(0, 100), rnd.randrange(1, 60), rnd.randrange(1, 60))
        clip = clip.clip(base.get_rect())
        pts = [(rnd.uniform(-5, 125), rnd.uniform(-5, 125)) for _ in range(rnd.randint(2, 5))]
        rect = pygame.Rect(rnd.randrange(0, 90), rnd.randrange(0, 90), rnd.randrange(2, 30), rnd.randrange(2, 30))
        width = rnd.choice((1, 2, 3, 4))
        for draw_whole, draw_clipped in (
                (lambda s: pygame.draw.aalines(s, (250, 220, 30), True, pts),
                 lambda s: redraw.aalines(s, (250, 220, 30), True, pts)),
                (lambda s: pygame.draw.rect(s, (250, 220, 30), rect, width),
                 lambda s: redraw.outline(s, (250, 220, 30), rect, width))):
            whole = base.copy()
            draw_whole(whole)
            part = base.copy()
            part.set_clip(clip)
            draw_clipped(part)
            assert part.get_clip() == clip
            part.set_clip(None)
            assert pixels(part, clip) == pixels(whole, clip)
            assert outside(part, clip) == outside(base, clip)  # nothing drawn past the clip


def test_a_new_display_opens_the_fonts_again_and_keeps_what_was_drawn_with_them():
    App(Settings(animation="off"), headless=True)
    line = text.render("kept once", 15, theme.TEXT)
    text.wrap("a few words to wrap", 40, 14)
    redraw.damage(pygame.Rect(1, 1, 5, 5))
    assert theme.font.cache_info().currsize and text._wrap.cache_info().currsize
    pygame.quit()
    app = App(Settings(animation="off"), headless=True)  # a new display: the old fonts are dead
    try:
        assert theme.font.cache_info().currsize == 0 and redraw.take() == []
        # the line drawn for the old display is kept, and draws on the new one
        assert text.render("kept once", 15, theme.TEXT) is line
        assert text.wrap("a few words to wrap", 40, 14) == ["a few", "words", "to", "wrap"]
        app.screen.fill((0, 0, 0))
        app.screen.blit(line, (0, 0))
        assert any(app.screen.get_at((x, y))[:3] != (0, 0, 0) for x in range(line.get_width())
                   for y in range(line.get_height()))
        text.render("a new line", 15, theme.TEXT)   # and new lines open the fonts again
        assert theme.font.cache_info().currsize == 1
        theme.reset_caches()   # a layout check: everything drawn afresh
        assert len(text._RENDERED) == 0 and text._wrap.cache_info().currsize == 0
    finally:
        pygame.quit()


def test_rendered_lines_are_kept_within_their_budget():
    App(Settings(animation="off"), headless=True)
    try:
        cache = theme.SurfaceCache(max_bytes=64 * 1024)
        made = []
        for i in range(200):
            cache.get(i, lambda i=i: made.append(i) or pygame.Surface((40, 20)))
        assert cache.bytes <= 64 * 1024 and len(cache) < 200
        cache.get(199, lambda: made.append("again") or pygame.Surface((40, 20)))
        assert made[-1] == 199  # the newest is still kept
        assert text.render("same", 14) is text.render("same", 14)
    finally:
        pygame.quit()


def test_damage_only_over_a_kept_frame_shows_it_again_without_painting_it():
    """Issue 35: what a scene draws over its kept layer (a hovered hex) damages with
    ``damage_over``; there the layer blits its kept pixels and its painter is not asked."""
    layer, target, paint, painted = counted_layer()
    layer.draw(target, 1, paint)
    target.fill((1, 2, 3), (6, 6, 3, 3))  # drawn over the layer last frame (an old hover)
    target.set_clip((4, 4, 8, 8))
    redraw.begin_frame(pygame.Rect(4, 4, 8, 8), None)   # damaged over the layer only
    try:
        layer.draw(target, 1, paint)
    finally:
        redraw.end_frame()
        target.set_clip(None)
    assert len(painted) == 1 and target.get_at((7, 7))[:3] == (200, 10, 10)   # shown again, not painted
    redraw.begin_frame(pygame.Rect(4, 4, 8, 8), pygame.Rect(5, 5, 2, 2))   # a part damaged within it too
    try:
        layer.draw(target, 1, paint)
    finally:
        redraw.end_frame()
    assert painted[1:] == [pygame.Rect(5, 5, 2, 2)]


def test_the_app_tells_the_damage_over_the_layers_from_the_damage_in_them(app):
    seen = []
    kept = redraw.begin_frame

    def begin(area, repaint=redraw._ALL):
        seen.append((area, repaint))
        kept(area, repaint)

    title(app)
    try:
        redraw.begin_frame = begin
        redraw.damage_over(pygame.Rect(10, 10, 20, 20))
        app.step(1 / 60)
        redraw.damage_over(pygame.Rect(10, 10, 20, 20))
        redraw.damage(pygame.Rect(100, 100, 5, 5))
        app.step(1 / 60)
    finally:
        redraw.begin_frame = kept
    # (the title is drawn on the stage: its corner moves what it damages on a larger canvas)
    assert seen == [(pygame.Rect(10, 10, 20, 20), None), (pygame.Rect(10, 10, 95, 95), pygame.Rect(100, 100, 5, 5))]


def test_the_parts_of_an_area_no_cover_overlaps():
    rnd = random.Random(5)
    for _ in range(200):
        area = pygame.Rect(rnd.randrange(0, 30), rnd.randrange(0, 30), rnd.randrange(1, 40), rnd.randrange(1, 40))
        covers = [pygame.Rect(rnd.randrange(0, 60), rnd.randrange(0, 60), rnd.randrange(1, 25), rnd.randrange(1, 25))
                  for _ in range(rnd.randrange(0, 5))]
        pieces = redraw.uncovered(area, covers)
        for x in range(area.left, area.right):
            for y in range(area.top, area.bottom):
                inside = sum(p.collidepoint(x, y) for p in pieces)
                assert inside == (0 if any(c.collidepoint(x, y) for c in covers) else 1), (area, covers, x, y)
        assert all(area.contains(p) for p in pieces)
