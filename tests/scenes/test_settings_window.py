"""Issue 31, "Screens that fit": the Settings screen never strands the player. It changes a
copy of the settings (Back leaves everything as it was); a window size is applied only on
Save and can be taken back at once; only sizes the screen shows whole are offered, so Save
and Back stay in view; each label sits beside its button's middle."""
import pygame

from game.scenes.modal import ChoiceScene
from game.scenes.settings import GENERAL, SettingsScene
from game.settings import Settings
from game.ui import text
from layout_check import frame_lines, frame_problems


def _applied(app, monkeypatch):
    sizes = []
    monkeypatch.setattr(app, "apply_window_settings", lambda: sizes.append(tuple(app.settings.window_size)))
    return sizes


def _row(scene, label):
    return next(r for r in scene.rows if r[0].startswith(label))


def test_back_leaves_every_setting_as_it_was(app, monkeypatch):
    applied = _applied(app, monkeypatch)
    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [(2560, 1440)])
    before = Settings(**vars(app.settings))
    scene = SettingsScene(app)
    app.push(scene)
    _row(scene, "Window size")[3]()
    _row(scene, "Animations")[3]()
    scene._select("The Same 4 Cats")()
    scene.rows[0][3]()
    app.render_frames()
    assert applied == [], "a size chosen is not applied before Save"
    next(b for b in scene.buttons.buttons if b.label == "Back").on_click()
    assert app.settings == before and applied == []


def test_a_new_window_size_is_applied_on_save_and_can_be_taken_back(app, monkeypatch):
    applied = _applied(app, monkeypatch)
    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [(2560, 1440)])
    old = tuple(app.settings.window_size)
    scene = SettingsScene(app)
    app.push(scene)
    _row(scene, "Window size")[3]()
    new = tuple(scene.s.window_size)
    assert new != old
    scene._save()
    assert applied == [new] and tuple(app.settings.window_size) == new
    ask = app.stack.top
    assert isinstance(ask, ChoiceScene) and "Keep this window size?" == ask.title
    assert [b.label for b in ask.buttons.buttons] == [f"Keep {new[0]} x {new[1]}", f"Go back to {old[0]} x {old[1]}"]
    assert not frame_problems(app)
    ask.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode=""))   # Esc goes back
    assert applied == [new, old] and tuple(app.settings.window_size) == old
    assert not isinstance(app.stack.top, ChoiceScene)


def test_only_sizes_the_screen_shows_whole_are_offered(app, monkeypatch):
    """On a 1280x800 screen, 1920x1200 (which pushed Save and Back off screen) is never offered."""
    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [(1280, 800)])
    scene = SettingsScene(app)
    app.push(scene)
    seen = set()
    for _ in range(6):
        _row(scene, "Window size")[3]()
        seen.add(tuple(scene.s.window_size))
    assert seen == {(1280, 800), (1024, 640)}


def test_each_label_sits_beside_its_buttons_middle_and_clear_of_the_panels_edge(app):
    for tab in SettingsScene(app).tabs:
        scene = SettingsScene(app, tab)
        app.stack.clear_to(scene)
        drawn = frame_lines(app)
        ends = scene.tops[1:] + [scene.tops[-1] + scene.row_h] if scene.tops else []
        for top, end, (label, rule, value, _) in zip(scene.tops, ends, scene.rows):
            button = next(b.rect for b in scene.buttons.buttons if b.rect.top == top and b.rect.left == 960)
            size = 15 if scene.row_h == scene.ROW_H else 13
            own = (set(text.wrap(label, 600, size)) | {rule, f"({rule})"}) - {"", "()"}
            words = [d.rect for d in drawn if d.text in own and top - 2 <= d.rect.top < end]
            assert words, (tab, label)
            block = words[0].unionall(words[1:])
            if scene.row_h == scene.ROW_H:   # (packed rows are as tall as their buttons)
                assert abs(block.centery - button.centery) <= 4 or block.top >= button.top, (tab, label, block, button)
            assert block.top >= 150, (tab, label, block)
        if tab != GENERAL:
            heading = next(d.rect for d in drawn if d.text.endswith("options apply to new games"))
            assert heading.top >= 115 + 10, heading   # not squeezed against the panel's border


def test_text_and_controls_size_changes_the_canvas_at_once_back_undoes_it_and_save_keeps_it(app):
    """Issue 35's UI scale: each choice lays the screens out again at once for the canvas
    it gives this window; the row says what the window shows; Back puts the scale in use
    back; Save writes it, and settings.yaml read again has it."""
    from game import settings as settings_mod
    from scene_helpers import at_window
    at_window(app, (2560, 1600))
    scene = SettingsScene(app)
    app.push(scene)
    app.render_frames()
    assert app.screen.get_size() == (1280, 800) and _row(scene, "Text and controls size")[2] == "Auto (200%)"
    _row(scene, "Text and controls size")[3]()            # 75%
    assert app.screen.get_size() == (3200, 2000) and _row(scene, "Text and controls size")[2] == "75% (fits: 80%)"
    _row(scene, "Text and controls size")[3]()            # 100%: a logical pixel is a window's pixel
    app.render_frames()
    assert app.screen.get_size() == (2560, 1600) and _row(scene, "Text and controls size")[2] == "100%"
    assert not frame_problems(app)
    next(b for b in scene.buttons.buttons if b.label == "Back").on_click()
    assert app.screen.get_size() == (1280, 800) and app.settings.ui_scale == "auto"
    scene = SettingsScene(app)
    app.push(scene)
    for _ in range(3):
        _row(scene, "Text and controls size")[3]()        # 75%, 100%, 125%
    scene._save()
    assert app.settings.ui_scale == 125 and app.screen.get_size() == (2048, 1280)
    assert settings_mod.load()[0].ui_scale == 125


def test_a_bad_ui_scale_in_settings_yaml_is_refused_with_what_it_may_be(tmp_path):
    from game import paths, settings as settings_mod
    paths.settings_file().parent.mkdir(parents=True, exist_ok=True)
    paths.settings_file().write_text("ui_scale: 300\n", encoding="utf-8")
    loaded, why = settings_mod.load()
    assert loaded.ui_scale == "auto" and "ui_scale must be auto or one of 75, 100, 125, 150, 175, 200" in why
    assert paths.settings_file().read_text(encoding="utf-8") == "ui_scale: 300\n"   # kept until the player saves


def test_the_palettes_swatch_lies_under_its_button_and_over_no_other(app):
    """With the ninth row of General (the UI scale) the rows came closer: the swatch of the
    Colours row must still lie in its own row, on no button."""
    scene = SettingsScene(app)
    app.push(scene)
    app.render_frames()
    row = next(i for i, r in enumerate(scene.rows) if r[0].startswith("Colours"))
    chips = pygame.Rect(960 + 18, scene.tops[row] + 46, 5 * 36 + 28, 10)
    assert chips.bottom <= scene.tops[row] + scene.row_h
    assert not [b.label for b in scene.buttons.buttons if b.rect.colliderect(chips)]
