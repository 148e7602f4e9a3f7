"""The records on the screen: a game finished in its scene adds its record; the Records screen
from the title, a record opened in the replay view, a game's own dice; the charts, asserted on
their PNGs (docs/RECORDS.md). The layout of every page: tests/scenes/test_layout.py."""
import io
import random

import pygame

from game import launch, records_db
from game.record_export import exports_dir
from game.scenes.records import RecordsScene
from game.scenes.title import TitleScene
from game.session.dice import add_up
from game.ui import chart, png
from records_helpers import finished
from scene_helpers import open_scene


def _key(app, key):
    app.handle(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=""))
    app.render_frames(1)


def test_a_game_finished_in_its_scene_adds_its_record(app):
    game = launch.new_game("same4cats", seed=3)
    scene = open_scene(app, game)
    rnd = random.Random(1)
    while game.outcome() is None:
        assert not records_db.db_path().exists() or not records_db.load()
        scene.perform(rnd.choice(game.legal_actions()))
    (record,) = records_db.load()
    expected = records_db.record_of(game)
    assert record.key == expected.key and record.how == game.outcome().how and record.moves == game.moves
    assert record.dice == expected.dice and record.career == expected.career and record.career["missions"] >= 1
    scene.record_end()                     # asked again at the same end: written once
    assert len(records_db.load()) == 1


def _png_pixels(surface) -> pygame.Surface:
    return pygame.image.load(io.BytesIO(png.encode(surface)), "chart.png")


def test_a_bar_chart_shows_each_count_and_the_expected_mark(app):
    figure = chart.Chart("d6", "bars", ["1", "2", "3", "4", "5", "6"], [chart.Series("", [10, 20, 0, 40, 10, 20])],
                         marks=[16.67] * 6, y_max=40)
    picture = _png_pixels(chart.picture(figure, (600, 400)))
    plot = chart.draw(pygame.Surface((600, 400)), pygame.Rect(0, 0, 600, 400), figure)
    slot = plot.width / 6
    for i, count in enumerate([10, 20, 0, 40, 10, 20]):
        x = round(plot.left + slot * (i + 0.5))
        top = plot.bottom - round(plot.height * count / 40)   # the bar's top, from its count
        colour = [picture.get_at((x, y))[:3] for y in range(plot.top, plot.bottom)]
        bar = [plot.top + k for k, c in enumerate(colour) if c in (chart.BAR, chart.MARK)]
        if count:
            assert picture.get_at((x, plot.bottom - 1))[:3] == chart.BAR
            assert abs(min(bar) - min(top, plot.bottom - round(plot.height * 16.67 / 40) - 1)) <= 2, (i, min(bar))
            assert picture.get_at((x, top - 3))[:3] != chart.BAR
        else:
            assert picture.get_at((x, plot.bottom - 2))[:3] != chart.BAR
        mark_y = plot.bottom - round(plot.height * 16.67 / 40)
        assert picture.get_at((x, mark_y))[:3] == chart.MARK


def test_a_line_chart_passes_through_its_points(app):
    figure = chart.Chart("rate", "lines", [1, 2, 3], [chart.Series("Hard", [0.0, 0.5, 1.0], (222, 92, 78))],
                         y_max=1.0, percent=True)
    picture = _png_pixels(chart.picture(figure, (500, 300)))
    plot = chart.draw(pygame.Surface((500, 300)), pygame.Rect(0, 0, 500, 300), figure)
    middle = (plot.centerx, plot.bottom - round(plot.height * 0.5))
    assert picture.get_at(middle)[:3] == (222, 92, 78)
    assert picture.get_at((plot.centerx, plot.top + 5))[:3] != (222, 92, 78)


def test_records_screen_from_the_title_replays_a_record_and_shows_its_own_dice(app):
    games = [finished("same4cats", 3), finished("steam-torpedo", 1, computer={"rochelle": "normal"})]
    records_db.write([records_db.record_of(g) for g in games])
    app.push(TitleScene(app))
    app.render_frames(1)
    _key(app, pygame.K_r)
    screen = app.stack.top
    assert isinstance(screen, RecordsScene) and len(screen.page.shown) == 2
    record = screen.page.record
    _key(app, pygame.K_d)                  # its dice
    assert screen.page_name == "Dice" and screen.page.rows == add_up([record.dice])
    _key(app, pygame.K_p)                  # the chart as a PNG, where the toast says
    (exported,) = list(exports_dir().glob("dice-*.png"))
    assert str(exported) in screen.app.toasts.items[-1][0]
    assert pygame.image.load(str(exported)).get_size() == (800, 480)
    _key(app, pygame.K_F1)
    _key(app, pygame.K_r)                  # the replay view, at the end, every seat's view
    replay = app.stack.top
    assert type(replay).__name__ == "ReplayScene" and replay.over and replay.k == replay.n == record.length
    assert replay.seat is None


def test_the_filters_choose_by_game_and_opponent(app):
    records_db.write([records_db.record_of(g) for g in
                      (finished("same4cats", 3), finished("steam-torpedo", 1, computer={"rochelle": "hard"}),
                       finished("steam-torpedo", 2, 2))])
    screen = RecordsScene(app)
    app.push(screen)
    page = screen.page
    page.next_game()
    assert {r.game for r in page.shown} == {"same4cats"}
    page.next_game()
    assert {r.game for r in page.shown} == {"steam-torpedo"} and len(page.shown) == 2
    page.game = None
    while page.opponent != "Computer (Hard)":
        page.next_opponent()
    assert [r.computer for r in page.shown] == [{"rochelle": "hard"}]


def test_a_game_kept_from_its_menu_gives_way_to_its_end(app):
    game = launch.new_game("same4cats", seed=3)
    scene = open_scene(app, game)
    rnd = random.Random(1)
    for _ in range(10):
        scene.perform(rnd.choice(game.legal_actions()))
    scene.open_menu()
    menu = app.stack.top
    (keep,) = [b for b in menu.buttons.buttons if b.label == "Keep in the records"]
    keep.on_click()
    (kept,) = records_db.load()
    assert not kept.finished and kept.length == 10 and kept.moves == [] and kept.seed is None
    while game.outcome() is None:
        scene.perform(rnd.choice(game.legal_actions()))
    (done,) = records_db.load()
    assert done.finished and done.moves == game.moves


def test_every_table_of_the_win_rates_page_exports_as_csv(app):
    records_db.write([records_db.record_of(g) for g in
                      (finished("same4cats", 3), finished("steam-torpedo", 1, computer={"rochelle": "hard"}))])
    screen = RecordsScene(app, "Win rates")
    app.push(screen)
    app.render_frames(1)
    _key(app, pygame.K_e)
    _key(app, pygame.K_x)
    (rates,) = exports_dir().glob("win-rates-*.csv")
    (ends,) = exports_dir().glob("longest-shortest-closest-*.csv")
    assert rates.read_text().splitlines()[1].startswith("Steam Torpedo,Computer (Hard),1,")
    lines = ends.read_text().splitlines()
    assert lines[0].startswith("Which,Game,Date") and {line.split(",")[0] for line in lines[1:]} == {
        "Longest", "Shortest", "Closest"}
