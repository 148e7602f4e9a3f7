"""Issue 35, "Keys can be remapped in Settings (with a Reset)": every key command of the app is
one named command (ui/command_table.py) with its default key, listed in Settings > Keys,
changed there by choosing its button and pressing the new key (a key already taken where the
command works refused in words), all put back by Reset, kept in settings.yaml; a damaged or
unknown entry of the file is ignored with a line in the log file."""
import re
from pathlib import Path

import pygame
import pytest

from game import launch, paths
from game import settings as settings_mod
from game.app import App
from game.scenes.keys import KeysScene, pages
from game.scenes.settings import SettingsScene
from game.scenes.title import TitleScene
from game.settings import Settings
from game.ui import commands
from game.ui.widgets import Button, ButtonRow
from scene_helpers import open_scene
from test_play_by_keys import choose_at, press

GAME = Path(__file__).resolve().parents[2] / "game"


def open_keys(app) -> KeysScene:
    """Title, Settings, Keys, by keys: the focus walked to Keys' Change and Enter pressed."""
    app.push(TitleScene(app))
    app.push(SettingsScene(app))
    change = next(b for b in app.stack.top.buttons.buttons if b.label == "Change")
    choose_at(app, change.rect.center)
    keys = app.stack.top
    assert isinstance(keys, KeysScene)
    return keys


def remap(app, keys: KeysScene, name: str, key: int, mod: int = 0) -> None:
    """The command's button on its page chosen with Enter, then the new key pressed."""
    keys.show(name)
    button = next(b for b in keys.buttons.buttons if getattr(b, "command", None) == name)
    choose_at(app, button.rect.center)
    assert keys.waiting == name
    press(app, key, mod)
    assert keys.waiting is None


def save_settings(app) -> None:
    """Done (Esc) back to Settings, then its Save (Enter)."""
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, SettingsScene)
    save = next(b for b in app.stack.top.buttons.buttons if b.label == "Save")
    choose_at(app, save.rect.center)
    assert isinstance(app.stack.top, TitleScene)


def hints_asked(scene) -> list:
    """Count the scene's hints asked (the search itself is not started: it is the computer's test's)."""
    asked = []
    scene.ask_hint = lambda: asked.append(len(scene.game.moves))
    return asked


def test_no_two_commands_share_a_default_key_where_both_work_and_each_is_used():
    """The table's own check: a default key is free wherever its command works, and every
    command's name is asked for by the code (a command nobody reads would be a dead row)."""
    table = commands.commands()
    assert len({c.name for c in table}) == len(table)
    for i, a in enumerate(table):
        for b in table[i + 1:]:
            assert not (a.default == b.default and commands.overlap(a.where, b.where)), (a.name, b.name)
    source = "\n".join(p.read_text(encoding="utf-8") for p in GAME.rglob("*.py")
                       if p.name not in ("command_table.py", "commands.py"))
    braces = set(re.findall(r"\{([a-z0-9 ]+)\}", source))
    unused = [c.name for c in table if f'"{c.name}"' not in source and c.name not in braces
              and c.name not in commands.LIST_KEYS and c.name not in ("next", "left", "right", "up", "down",
                                                                       "choose", "back")]
    assert not unused, unused
    assert "records games" in source   # (the Records pages' keys are named in records.py's PAGE_KEYS)


def test_hint_remapped_the_new_key_asks_the_old_does_nothing_and_reset_restores(app):
    keys = open_keys(app)
    remap(app, keys, "hint", pygame.K_j)
    assert keys.s.keys == {"hint": "j"} and "Hint: J" in keys.said
    save_settings(app)
    assert settings_mod.load()[0].keys == {"hint": "j"}   # kept in settings.yaml
    game = launch.new_game("same4cats", seed=4)
    app.stack.close()
    scene = open_scene(app, game)
    asked = hints_asked(scene)
    press(app, pygame.K_h)
    assert asked == []
    press(app, pygame.K_j)
    assert asked == [0]
    # Reset: every key back, H asks again and J does nothing
    app.stack.close()
    keys = open_keys(app)
    assert keys.s.keys == {"hint": "j"}
    reset = next(b for b in keys.buttons.buttons if b.label == "Reset")
    choose_at(app, reset.rect.center)
    assert keys.s.keys == {} and "back to its default" in keys.said
    save_settings(app)
    assert settings_mod.load()[0].keys == {}
    app.stack.close()
    scene = open_scene(app, game)
    asked = hints_asked(scene)
    press(app, pygame.K_j)
    press(app, pygame.K_h)
    assert asked == [0]


def test_a_key_taken_where_the_command_works_is_refused_in_words(app):
    keys = open_keys(app)
    remap(app, keys, "hint", pygame.K_z, pygame.KMOD_CTRL)
    assert keys.said == "Not taken: Ctrl+Z is already Undo." and keys.s.keys == {}
    remap(app, keys, "undo", pygame.K_l)
    assert keys.said == "Not taken: L is already Legend of the marks." and keys.s.keys == {}
    remap(app, keys, "hint", pygame.K_r)          # R is The Same 4 Cats' Retry: a game's key
    assert keys.said == "Not taken: R is already Retry (The Same 4 Cats, the approach)."
    remap(app, keys, "hint", pygame.K_3)
    assert "numbered choices" in keys.said and keys.s.keys == {}
    remap(app, keys, "next", pygame.K_F1)         # the focus's key: F1 is every game's rules
    assert keys.said == "Not taken: F1 is already Rules reference (In a game)."
    # a key of another screen is free: R is the title's Records and Load's Replay, not a game's
    remap(app, keys, "menu", pygame.K_z)          # Z alone (Undo is Ctrl+Z)
    assert keys.s.keys == {"menu": "z"}
    remap(app, keys, "load replay", pygame.K_p)
    assert keys.s.keys == {"menu": "z", "load replay": "p"}
    remap(app, keys, "title records", pygame.K_p)   # the title and Load never meet
    assert keys.s.keys["title records"] == "p"
    remap(app, keys, "title load", pygame.K_p)
    assert keys.said == "Not taken: P is already Records." and "title load" not in keys.s.keys
    remap(app, keys, "undo", pygame.K_ESCAPE)     # Esc while waiting keeps the key
    assert keys.said == "Undo: kept as it was." and "undo" not in keys.s.keys


def test_buttons_and_words_show_the_key_as_now_mapped(app):
    """A button's [key], the Undo button's tooltip, the game menu's rows and the screens' key lines
    say the player's keys; the remapped key presses the button, the old one does not."""
    app.settings.keys = {"s4c draw": "j", "undo": "ctrl+u", "rules": "f9", "legend": "y"}
    app.use_keys()
    game = launch.new_game("same4cats", seed=4)
    scene = open_scene(app, game)
    while game.state.phase != "fly":
        game.play(game.legal_actions()[0])
        scene.refresh()
    draw = next(b for b in scene.buttons.buttons if b.label == "Draw on")
    assert draw.key_label() == "J"
    assert ButtonRow().tip(Button(pygame.Rect(0, 0, 80, 30), "Undo", lambda: None)).endswith(": Ctrl+U")
    n = len(game.moves)
    press(app, pygame.K_d)
    assert len(game.moves) == n
    press(app, pygame.K_j)
    assert game.moves[n:] == ["draw"]
    scene.open_menu()
    rows = [b.label for b in app.stack.top.buttons.buttons]
    assert "Rules reference (F9)" in rows and "Legend of the marks (Y)" in rows
    from game.ui.widgets import with_keys
    assert with_keys("{back} menu   {rules} rules   {undo} undo") == "Esc menu   F9 rules   Ctrl+U undo"


def test_every_command_is_on_a_page_of_the_keys_screen_and_the_page_keys_turn_them(app):
    """Each command once on the Keys screen's pages (their layout: test_layout.py); Page Down
    and Page Up (the lists' keys) turn the pages."""
    listed = [item.name for page in pages() for kind, item in page if kind == "command"]
    assert sorted(listed) == sorted(c.name for c in commands.commands())
    keys = KeysScene(app, Settings())
    app.stack.clear_to(keys)
    press(app, pygame.K_PAGEDOWN)
    assert keys.page == 1
    press(app, pygame.K_PAGEUP)
    press(app, pygame.K_PAGEUP)
    assert keys.page == 0


@pytest.mark.parametrize("written", [
    "keys: just a sentence\nsound: false\n",
    "keys: [1, 2, 3]\nsound: false\n",
    "keys:\n  hint: 5\n  nonsense: x\n  undo: no such key\n  legend: h\n  menu: [a]\n  rules: f9\n"
    "  reload map: '7'\n  screenshot: left shift\nsound: false\n",
])
def test_a_damaged_keys_entry_is_ignored_with_a_log_line_never_a_crash(tmp_path, written):
    path = paths.settings_file()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(written, encoding="utf-8")
    log = paths.log_file()
    before = log.read_text(encoding="utf-8") if log.exists() else ""
    s, warning = settings_mod.load()
    assert warning is None and s.sound is False        # the rest of the file is read
    App(s, headless=True)   # (it lays the keys over the defaults, logging what it leaves out)
    try:
        logged = log.read_text(encoding="utf-8")[len(before):]
        assert "keys" in logged and str(path) in logged
        assert commands.words("hint") == "H" and commands.words("undo") == "Ctrl+Z"
        assert commands.words("legend") == "L"      # "h" is Hint's already: Legend keeps L
        if "rules: f9" in written:
            assert commands.words("rules") == "F9"  # a good entry beside the bad ones is used
            for bad in ("hint", "nonsense", "undo", "legend", "menu", "reload map", "screenshot"):
                assert bad in logged, bad
            assert commands.words("reload map") == "F5" and commands.words("screenshot") == "F12"
        assert path.read_text(encoding="utf-8") == written   # the file is left as it was
    finally:
        pygame.quit()
