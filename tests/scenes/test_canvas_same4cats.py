"""Issue 35: The Same 4 Cats laid out for a canvas of any size (game/scenes/same4cats/layout.py).
At 2560 x 1600 (UI 100%) the table is drawn larger and played through clicks where it is drawn;
the Campaign column stays at the right edge, its tooltips beside it; a lesson's panel lies over
the log and its ring on the place to click."""
import pygame

from game import launch
from game.rules.same4cats import actions as A
from game.scenes.learn import open_tutorial
from game.scenes.title import TitleScene
from game.scenes.tutorial import TutorialScene
from game.ui import theme
from game.ui.png import save as save_png
from scene_helpers import at_window, click, open_scene
from pixels import pixels

LARGE = ((2560, 1600), 100)


def _paper(img: pygame.Surface, area: pygame.Rect) -> int:
    """How many pixels of card paper (theme.PAPER) lie in ``area`` of the picture."""
    return pygame.mask.from_threshold(img.subsurface(area), theme.PAPER, (1, 1, 1, 255)).count()


def test_a_click_on_a_target_ship_drawn_at_2560x1600_chooses_it(app):
    assert at_window(app, *LARGE) == (2560, 1600)
    game = launch.new_game("same4cats", seed=2)
    scene = open_scene(app, game)
    assert scene.size == (2560, 1600) and scene.layout.scale > 2
    ship, rect = next((s, r) for s, r in scene._choice_rects() if not scene._why(A.Target(s)))
    assert rect.width > 2 * 130 and scene.board_rect.contains(rect)   # the card is drawn larger, on the table
    picture = app.render_frames(1)
    assert picture.get_at((rect.centerx, rect.bottom - 12))[:3] == theme.PAPER   # where the card is drawn
    click(app, (rect.centerx, rect.bottom - 12))
    assert game.moves == [f"target {ship}"]
    click(app, next(b for b in scene.buttons.buttons if b.label == "Draw on").rect.center)
    assert game.moves[-1] == "draw" and len(game.state.distance_track) == 1


def test_the_table_is_drawn_larger_at_2560x1600_than_at_1280x800(app, tmp_path):
    game = launch.new_game("same4cats", seed=4)
    game.play(game.legal_actions()[0])
    for _ in range(3):
        if "draw" in game.legal_notations():
            game.play("draw")
    counted = {}
    for name, (size, ui_scale) in (("design", ((1280, 800), "auto")), ("large", LARGE)):
        at_window(app, size, ui_scale)
        scene = open_scene(app, game)
        out = tmp_path / f"s4c-{name}.png"
        save_png(app.render_frames(1), str(out))
        img = pygame.image.load(str(out))
        counted[name] = _paper(img, scene.board_rect)
        # the Campaign column at the right edge, the log down to the bottom, whatever the size
        assert scene.slots["experience"].right == img.get_width() - 24
        assert scene.log.rect.bottom == img.get_height() - 14
        card = scene.slots["distance-7"]
        assert img.get_at((card.left + card.width // 10, card.bottom - card.height // 4))[:3] != scene.felt
    assert counted["large"] > 4 * counted["design"] > 0   # the cards' faces: 2.36 times as wide and as high


def test_a_tooltip_of_the_campaign_column_shows_beside_it_at_2560x1600(app):
    at_window(app, *LARGE)
    scene = open_scene(app, launch.new_game("same4cats", seed=3))
    box = scene.slots["damage"]
    assert box.left > 2000   # at the right edge
    app.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=box.center, rel=(0, 0), buttons=(0, 0, 0)))
    app.render_frames(2, dt=0.5)
    shown = scene.mark_hover.shown
    assert shown is not None and scene.mark_hover.mark.term == "damage-box"
    assert abs(shown.centerx - box.centerx) < 200 and pygame.Rect(0, 0, 2560, 1600).contains(shown)


def test_a_lesson_at_2560x1600_rings_the_place_to_click_and_sits_over_the_log(app):
    at_window(app, *LARGE)
    app.stack.clear_to(TitleScene(app))
    scene = open_tutorial(app, "same4cats")
    shown = app.stack.top
    assert isinstance(shown, TutorialScene) and app.stack.frame_of(shown) == "canvas"   # over the game, in its place
    app.render_frames(1)
    column = [r for name, r in scene.areas if name == "Campaign"][0]   # over the log, in the Campaign column
    assert shown.rect.top == scene.log.rect.top and column.left <= shown.rect.left < shown.rect.right <= 2560
    ring = shown.targets()[0]
    assert pygame.Rect(0, 0, 2560, 1600).contains(ring) and not ring.colliderect(scene.log.rect)
    click(app, ring.center)
    assert scene.game.moves == ["target Deucalion"] and shown.index == 1


def test_a_resized_window_lays_the_mat_out_again_and_back(app, tmp_path):
    scene = open_scene(app, launch.new_game("same4cats", seed=5))
    design = {name: r.copy() for name, r in scene.slots.items()}
    before = app.render_frames(1).copy()
    at_window(app, *LARGE)
    app.render_frames(1)
    assert scene.slots["log"].height == design["log"].height + 800
    assert scene.slots["target-box"].width > 2 * design["target-box"].width
    assert scene.slots["choices"].bottom == 1600 - (800 - design["choices"].bottom)
    at_window(app, (1280, 800))
    after = app.render_frames(1)
    assert scene.slots == design and scene.log.rect == design["log"]
    save_png(after, tmp_path / "back.png")
    assert pixels(after) == pixels(before)


def test_what_the_mouse_changes_at_2560x1600_is_redrawn_as_a_whole_frame_would_be(app):
    from test_redraw_scenes import from_scratch
    at_window(app, *LARGE)
    scene = open_scene(app, launch.new_game("same4cats", seed=2))
    places = [r.center for _, r in scene._choice_rects()] + [b.rect.center for b in scene.buttons.buttons]
    places += [scene.slots[name].center for name in ("damage", "experience", "mission-card", "target-deck")]
    for pos in places + [(5, 5)]:
        app.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0)))
        for dt in (1 / 60, 0.5):   # the hover at once, a tooltip once the mouse rested
            app.step(dt)
            assert pixels(app.screen) == from_scratch(app), (pos, dt, app.drawn)


def test_the_keyboard_chooses_a_target_ship_drawn_at_2560x1600(app):
    at_window(app, *LARGE)
    game = launch.new_game("same4cats", seed=2)
    scene = open_scene(app, game)
    ship, rect = next((s, r) for s, r in scene._choice_rects() if not scene._why(A.Target(s)))
    for _ in range(12):   # Tab walks the buttons, then the ships drawn on the table
        app.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=0, unicode="", scancode=0))
        focused = app.keys.current()
        if focused is not None and focused.board and focused.rect == rect:
            break
    assert focused.rect == rect and scene.board_rect.contains(focused.rect)
    app.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0))
    assert game.moves == [f"target {ship}"]
