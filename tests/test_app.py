"""The window's scene stack, the title screen picture, and settings."""
import pygame
import pytest

from game import games
from game.app import App
from game.scenes.base import Scene
from game.scenes.title import TitleScene
from game.settings import Settings, load
from game.ui.png import save as save_png


class Recorder(Scene):
    def __init__(self, app, name, log, consume=False, opaque=True):
        super().__init__(app)
        self.name, self.log, self.consume, self.opaque = name, log, consume, opaque

    def enter(self):
        self.log.append(f"enter {self.name}")

    def exit(self):
        self.log.append(f"exit {self.name}")

    def pause(self):
        self.log.append(f"pause {self.name}")

    def resume(self):
        self.log.append(f"resume {self.name}")

    def handle(self, event):
        self.log.append(f"event {self.name}")
        return self.consume


@pytest.fixture
def app():
    a = App(Settings(animation="off"), headless=True)
    yield a
    pygame.quit()


def key(k=pygame.K_a):
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="a")


def test_push_pop_lifecycle(app):
    log = []
    app.push(Recorder(app, "a", log))
    app.push(Recorder(app, "b", log))
    app.pop()
    assert log == ["enter a", "pause a", "enter b", "exit b", "resume a"]


def test_events_reach_the_top_scene_first_and_go_down_when_not_consumed(app):
    log = []
    app.push(Recorder(app, "bottom", log, consume=True))
    app.push(Recorder(app, "overlay", log, consume=False, opaque=False))
    log.clear()
    app.handle(key())
    assert log == ["event overlay", "event bottom"]


def test_consumed_event_stops_at_the_top(app):
    log = []
    app.push(Recorder(app, "bottom", log, consume=True))
    app.push(Recorder(app, "modal", log, consume=True, opaque=False))
    log.clear()
    app.handle(key())
    assert log == ["event modal"]


def test_opaque_scene_hides_and_shields_the_ones_below(app):
    log = []
    below = Recorder(app, "below", log, consume=True)
    top = Recorder(app, "top", log, consume=False, opaque=True)
    app.push(below)
    app.push(top)
    log.clear()
    app.handle(key())
    assert log == ["event top"]
    assert app.stack.visible() == [top]


def test_popping_the_last_scene_stops_the_app(app):
    app.push(Recorder(app, "only", []))
    app.pop()
    assert not app.running


def test_title_screen_is_a_real_picture_with_five_tiles(app, tmp_path):
    title = TitleScene(app)
    app.push(title)
    surface = app.render_frames()
    out = tmp_path / "title.png"
    save_png(surface, str(out))
    img = pygame.image.load(str(out))
    assert img.get_size() == (1280, 800)
    colours = {tuple(img.get_at((x, y)))[:3] for x in range(0, 1280, 7) for y in range(0, 800, 7)}
    assert len(colours) > 500
    assert len(title.tiles) == 5
    # Each tile's picture area is drawn: its centre differs from the plain background.
    bg = img.get_at((640, 700))
    for _, rect, _, _ in title.tiles:
        assert img.get_at((rect.centerx, rect.top + 60)) != bg
    # A tile for a game not landed says so and does not open.
    for g, rect, playable, _ in title.tiles:
        assert playable == games.is_playable(g.id)


def test_a_coming_game_shows_its_tile_as_coming_and_does_not_open(app, monkeypatch):
    monkeypatch.setattr(games, "is_playable", lambda game_id: game_id != "thunderbirds")
    title = TitleScene(app)
    app.push(title)
    coming = [(g, rect) for g, rect, playable, _ in title.tiles if not playable]
    assert [g.id for g, _ in coming] == ["thunderbirds"]
    app.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=coming[0][1].center))
    assert app.stack.top is title
    assert "coming" in app.toasts.items[-1][0]


def test_clicking_a_playable_game_asks_its_options_then_starts_it(app):
    from game.scenes.new_game import NewGameScene
    title = TitleScene(app)
    app.push(title)
    g, rect, playable, _ = next(t for t in title.tiles if t[0].id == "carrier-strike")
    assert playable
    app.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=rect.center))
    new = app.stack.top
    assert isinstance(new, NewGameScene)
    players = new.buttons.buttons[0]  # the first option: players 2 / 3 / 4
    app.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=players.rect.center))
    assert new.values["players"] == 3
    start = next(b for b in new.buttons.buttons if b.label == "Start")
    app.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=start.rect.center))
    assert type(app.stack.top).__name__ == "HowToScene"   # the game's first start: how to play
    app.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r"))
    scene = app.stack.top
    assert type(scene).__name__ == "CarrierStrikeScene"
    assert scene.game.options["players"] == 3 and len(scene.game.players) == 3
    assert app.settings.game_options["carrier-strike"]["players"] == 3  # remembered
    app.pop()
    assert app.stack.top is title  # back from the game to the title, not to the options


def test_settings_round_trip():
    s = Settings(window_size=(1440, 900), animation="fast", sound=False,
                 game_options={"same4cats": {"x": 1}}, howto_seen=["thunderbirds"])
    s.save()
    back, warning = load()
    assert warning is None
    assert (back.window_size, back.animation, back.sound, back.game_options, back.howto_seen) == (
        (1440, 900), "fast", False, {"same4cats": {"x": 1}}, ["thunderbirds"])


def test_bad_settings_file_is_reported_and_kept():
    from game import paths
    path = paths.settings_file()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("animation: warp\n")
    s, warning = load()
    assert s == Settings() and "animation must be one of" in warning and str(path) in warning
    assert path.read_text() == "animation: warp\n"


def test_settings_screen_has_a_tab_per_playable_game_and_cycles_options(app):
    from game.scenes.settings import SettingsScene
    scene = SettingsScene(app)
    app.push(scene)
    assert scene.tabs[0] == "General"
    assert "The Same 4 Cats" in scene.tabs
    scene._select("The Same 4 Cats")()
    labels = [row[0] for row in scene.rows]
    assert any("At damage 4" in label for label in labels)
    row = next(r for r in scene.rows if "At damage 4" in r[0])
    assert row[2] == "one more Hit card"   # the choice in words, not its stored value ("text")
    row[3]()  # the value button cycles the option, kept when saved
    assert scene.s.game_options["same4cats"]["damage4"] == "table"
    app.render_frames()
    scene._save()
    assert app.settings.game_options["same4cats"]["damage4"] == "table"


def test_continue_on_the_title_resumes_the_newest_autosave(app):
    from game import launch
    from game.scenes.game_scene import GameScene
    from game.scenes.open_game import scene_for
    game = launch.new_game("same4cats", seed=8)
    scene = scene_for(app, game)
    app.push(scene)
    scene.perform(game.legal_actions()[0])  # autosaved
    scene.perform("draw")
    moves = list(game.moves)
    app.to_title()
    title = app.stack.top
    cont = next(b for b in title.buttons.buttons if b.label == "Continue")
    assert cont.enabled
    app.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=cont.rect.center))
    resumed = app.stack.top
    assert isinstance(resumed, GameScene) and resumed.game.moves == moves
    assert resumed.game.state.distance_track == game.state.distance_track
