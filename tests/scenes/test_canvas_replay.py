"""Issue 35 for the replay view (game/scenes/replay.py) and Watch a table (scenes/watch.py):
laid out for the canvas, not a 1280 x 800 picture scaled up. The record column at the right
edge, the controls along the bottom, the game's own scene made for the room left (drawn as
made from 1280 x 800 up), Tab the game made for the whole canvas; every click lands where
it is drawn, at any canvas, through the app as a player's mouse sends it."""
import random

import pygame
import pytest

from game import launch
from game.scenes.open_game import scene_for
from game.scenes.replay import ReplayScene
from game.scenes.replay_layout import layout_for
from game.scenes.watch import WatchScene
from game.session import saves
from game.ui import theme
from game.ui.png import save as save_png
from layout_check import frame_problems
from scene_helpers import at_window, click, played
from test_redraw_scenes import from_scratch
from pixels import pixels

WINDOWS = {   # a window, at a UI scale -> the canvas it has
    "2560x1600 at 100%": ((2560, 1600), 100, (2560, 1600)),
    "1920x1080": ((1920, 1080), "auto", (1422, 800)),
    "1000x900": ((1000, 900), "auto", (1280, 1152)),
}
GAMES = ("same4cats", "thunderbirds", "battaglia-navale", "steam-torpedo", "carrier-strike")


def _replay(app, game, at=None) -> ReplayScene:
    scene = ReplayScene(app, game, source="Test", at=at)
    app.stack.clear_to(scene)
    app.render_frames(1)
    return scene


def _button(scene, label):
    return next(b for b in scene.buttons.buttons if b.label == label)


@pytest.mark.parametrize("window", list(WINDOWS))
def test_the_replay_is_laid_out_for_the_canvas_and_clicks_land_where_drawn(app, window):
    size, ui_scale, want = WINDOWS[window]
    assert at_window(app, size, ui_scale) == want
    canvas = pygame.Rect((0, 0), want)
    scene = _replay(app, played("carrier-strike", 9, 120), at=30)   # (a seat button too: hidden discs)
    lay = scene.layout
    assert scene.frame == "canvas" and scene.size == want and lay == layout_for(want)
    # the record column at the right edge, as tall as the room above its three buttons
    assert canvas.right - 16 <= lay.record.right <= canvas.right and lay.record.top <= 16
    play_on = _button(scene, "Play on from here").rect
    assert 0 < play_on.top - lay.record.bottom <= 16 and play_on.left == lay.record.left
    # the controls along the bottom, under the board's place, as wide as it
    assert lay.board.topleft == (0, 0) and lay.board.right < lay.record.left
    assert lay.bar.top > lay.board.bottom and lay.bar.left - lay.board.left == lay.board.right - lay.bar.right
    assert canvas.bottom - 60 < lay.keys_y < canvas.bottom
    shown = scene.buttons.buttons
    assert len(shown) == 11
    for i, a in enumerate(shown):
        assert canvas.contains(a.rect), (a.label, a.rect)
        assert not a.rect.colliderect(lay.board), (a.label, a.rect)
        assert not any(a.rect.colliderect(b.rect) for b in shown[i + 1:]), a.label
    assert canvas.bottom - 60 < _button(scene, "Back").rect.bottom <= canvas.bottom
    assert not frame_problems(app)   # no line over another, none out of its panel, none cut
    # a click on a record row goes to its move; "<" steps back; the bar goes where clicked
    k, row = scene.k, scene.scroll + 4
    click(app, (lay.record.left + 60, lay.record.top + 30 + 4 * 18 + 5))
    assert scene.k == scene.rows[row][2] != k
    k = scene.k
    click(app, _button(scene, "<").rect.center)
    assert scene.k == k - 1
    click(app, (lay.bar.left + lay.bar.width // 4, lay.bar.centery))
    assert scene.k == round(scene.n / 4)
    click(app, _button(scene, "|<").rect.center)
    assert scene.k == 0 and scene.scroll == 0 and len(scene.rows) > scene.fits + 3
    app.handle(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False))
    assert scene.scroll == 3   # the wheel scrolls the record


@pytest.mark.parametrize("window", ["2560x1600 at 100%", "1000x900"])
def test_the_replay_of_every_game_fits_the_canvas(app, window):
    size, ui_scale, want = WINDOWS[window]
    assert at_window(app, size, ui_scale) == want
    found = {}
    for game_id in GAMES:
        replay = _replay(app, played(game_id, 2, 70))
        for k in (replay.n, replay.n // 2):
            replay.go(k)
            found[f"{game_id} at move {k}"] = frame_problems(app)
        replay.toggle_full()
        found[f"{game_id} full size"] = frame_problems(app)
    assert not any(found.values()), {k: v[:5] for k, v in found.items() if v}


def test_a_hover_at_a_large_canvas_redraws_as_a_frame_painted_from_scratch(app):
    at_window(app, (2560, 1600), 100)
    scene = _replay(app, played("carrier-strike", 9, 40), at=20)
    rnd = random.Random(5)
    targets = [b.rect for b in scene.buttons.buttons] + [scene.layout.record, scene.layout.board]
    for i in range(30):
        area = targets[i % len(targets)]
        pos = (rnd.randrange(area.left, area.right), rnd.randrange(area.top, area.bottom))
        app.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0)))
        app.step(1 / 60)
        assert pixels(app.screen) == from_scratch(app), (i, pos, app.drawn)


def _not_night(shot, area: pygame.Rect, step: int) -> float:
    """The share of the area's sampled pixels that are not the background's colour."""
    samples = [shot.get_at((x, y))[:3] for x in range(area.left + 4, area.right - 4, step)
               for y in range(area.top + 4, area.bottom - 4, step)]
    return sum(1 for c in samples if c != tuple(theme.NIGHT)) / len(samples)


def test_the_game_is_drawn_larger_in_a_larger_canvas(app, tmp_path):
    game = played("battaglia-navale", 3, 30)
    small = _replay(app, game, at=25)
    assert small.layout.inner == theme.LOGICAL_SIZE and small.layout.board.size == (960, 600)  # at 3/4
    small_board = small.scene_at(25).board_rect.copy()
    at_window(app, (2560, 1600), 100)
    scene = _replay(app, game, at=25)
    inner = scene.scene_at(25)
    assert scene.layout.inner == scene.layout.board.size == inner.size   # made for its place: drawn as made
    assert inner.board_rect.width > 1.5 * small_board.width and inner.board_rect.height > 1.5 * small_board.height
    out = tmp_path / "replay-2560.png"
    save_png(app.render_frames(1), str(out))
    shot = pygame.image.load(str(out))
    assert shot.get_size() == (2560, 1600)
    # the game's board fills its place in the picture, at the size the game drew it
    board = inner.board_rect.move(scene.layout.board.topleft)
    assert _not_night(shot, board, 37) > 0.95
    assert shot.subsurface(board).get_at((board.width // 2, board.height // 2)) == \
        scene._board_picture().get_at(inner.board_rect.center)
    # the record and the controls drawn at their places
    row = scene.first_row[25] - scene.scroll
    y = scene.layout.record.top + 30 + row * 18 + 4
    assert shot.get_at((scene.layout.record.right - 40, y))[:3] == (54, 76, 104)   # the shown move's line
    bar = scene.layout.bar
    done = bar.left + bar.width * 25 // 30
    assert shot.get_at((done - 10, bar.centery))[:3] == (60, 110, 150)
    assert shot.get_at((done + 10, bar.centery))[:3] != (60, 110, 150)


def test_full_size_is_the_game_made_for_the_whole_canvas(app):
    at_window(app, (2560, 1600), 100)
    game = played("thunderbirds", 4, 60)
    scene = _replay(app, game, at=40)
    app.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=0, unicode="\t"))
    assert scene.full
    shot = app.render_frames(1).copy()
    inner = scene.scene_at(40)
    assert inner.size == (2560, 1600)
    # the game's own scene at that canvas, drawn by itself: the replay shows the same picture,
    # but for its tag in the corner
    own = scene_for(app, scene.timeline.at(40), autosave=False)
    own.show_as(scene.seat)
    app.stack.clear_to(own)
    alone = app.render_frames(1)
    tag = pygame.Rect(1760, 1530, 800, 70)
    differ = [(x, y) for y in range(0, 1600, 7) for x in range(0, 2560, 9)
              if not tag.collidepoint(x, y) and shot.get_at((x, y)) != alone.get_at((x, y))]
    assert not differ, differ[:10]
    edge = [shot.get_at((x, 1600 - 8))[:3] for x in range(2200, 2560)]   # the tag's gold edge
    assert tuple(theme.GOLD[:3]) in edge


def test_a_resize_there_and_back_gives_the_same_picture(app):
    game = played("battaglia-navale", 3, 30)
    scene = _replay(app, game, at=20)
    first = pixels(app.render_frames(1))
    at_window(app, (2560, 1600), 100)
    big = app.render_frames(1)
    assert scene.size == (2560, 1600) and scene.layout == layout_for((2560, 1600))
    assert scene.scene_at(20).size == scene.layout.board.size and big.get_size() == (2560, 1600)
    assert _button(scene, "Back").rect.bottomright[0] > 2500
    at_window(app, (1280, 800), "auto")
    assert scene.scene_at(20).size == theme.LOGICAL_SIZE
    assert pixels(app.render_frames(1)) == first
    # full size there and back too
    scene.toggle_full()
    at_window(app, (2560, 1600), 100)
    app.render_frames(1)
    assert scene.scene_at(20).size == (2560, 1600)
    at_window(app, (1280, 800), "auto")
    scene.toggle_full()
    assert pixels(app.render_frames(1)) == first


def test_watching_at_a_large_canvas_follows_a_new_move_laid_out_for_it(app):
    at_window(app, (2560, 1600), 100)
    game = launch.new_game("same4cats", seed=5)
    owner = scene_for(app, game)
    app.push(owner)
    for _ in range(3):
        owner.perform(game.legal_actions()[0])
    path = owner.autosaver.path
    app.pop()   # (the other window's game, closed: its lock given back)
    watch = WatchScene(app, path, launch.load_game(path))
    app.stack.clear_to(watch)
    app.render_frames(1)
    assert watch.size == (2560, 1600) and watch.layout == layout_for((2560, 1600)) and watch.k == 3
    writer = saves.Autosave(path)   # the other window plays on
    more = launch.load_game(path)
    writer.compact(more)
    more.play(more.legal_actions()[0])
    writer.sync(more)
    watch.seen = ()   # (a write within the file time's resolution)
    assert watch.look()
    followed = app.stack.top
    assert isinstance(followed, WatchScene) and followed is not watch
    assert followed.n == followed.k == 4
    assert followed.size == (2560, 1600) and followed.layout == layout_for((2560, 1600))
    assert followed.scene_at(4).size == followed.layout.board.size
    app.render_frames(1)
    assert followed.status_head().startswith("Watching the other window: ") and not frame_problems(app)
    click(app, _button(followed, "<").rect.center)
    assert followed.k == 3
