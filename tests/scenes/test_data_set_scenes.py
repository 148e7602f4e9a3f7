"""Data sets on screen (issue 18): chosen on the new-game screen (remembered), a broken one
refused there with the checker's lines; F5 reads the set again; Settings makes one and lists
the player's sets with their check."""
from __future__ import annotations

import pygame

from game import datasets, launch
from game.scenes.data_sets import DataSetList
from game.scenes.modal import ProblemsScene, TextInputScene
from game.scenes.new_game import NewGameScene
from game.scenes.settings import SettingsScene
from game.session import saves
from game.ui import theme
from game.ui.png import save as save_png
from game.ui import text
from layout_check import frame_problems, problems
from scene_helpers import click, open_scene


def _edit(path, old: str, new: str) -> int:
    text = path.read_text(encoding="utf-8")
    at = text.index(old)
    path.write_text(text[:at] + new + text[at + len(old):], encoding="utf-8")
    return text[:at].count("\n") + 1


def _button(scene, label):
    return next(b for b in scene.buttons.buttons if b.label == label)


def box_problems(app, box) -> list[str]:
    """The layout problems of what a box over the screen draws (the dimmed screen below
    it is not judged)."""
    text.start_recording()
    try:
        box.draw(app.screen)
    finally:
        drawn = text.stop_recording()
    return problems(drawn)


def f5(app):
    app.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F5, mod=0, unicode=""))


def test_the_new_game_screen_offers_the_players_sets_and_remembers_the_choice(app):
    datasets.new_set("carrier-strike", "Boxed copy")
    app.settings.howto_seen.append("carrier-strike")
    scene = NewGameScene(app, "carrier-strike")
    app.push(scene)
    app.render_frames(1)
    click(app, _button(scene, "House").rect.center)   # the list of sets, House first
    picker = app.stack.top
    assert isinstance(picker, DataSetList) and [b.label for b in picker.buttons.buttons] == [
        "House  (chosen)", "Boxed copy", "Back"]
    click(app, _button(picker, "Boxed copy").rect.center)
    assert app.stack.top is scene and scene.data_set == "Boxed copy"
    click(app, _button(scene, "Start").rect.center)
    game = app.stack.top.game
    assert (game.data_set, game.data_hash) == ("Boxed copy", datasets.data_for("carrier-strike", "Boxed copy").digest)
    assert app.settings.game_options["carrier-strike"]["data_set"] == "Boxed copy"
    again = NewGameScene(app, "carrier-strike")
    assert again.data_set == "Boxed copy"      # remembered for the next game
    assert _button(again, "Boxed copy")


def test_a_broken_set_is_refused_on_the_new_game_screen_with_its_lines(app, tmp_path):
    folder = datasets.new_set("carrier-strike", "Broken")
    line = _edit(folder / "data.yaml", "sink: {value: 2,", "sink: {value: lots,")
    scene = NewGameScene(app, "carrier-strike")
    app.push(scene)
    click(app, _button(scene, "House").rect.center)
    picker = app.stack.top
    marked = _button(picker, "Broken")   # marked in the list before it is chosen, with its first problem
    assert marked.style == "danger" and marked.sublabel == (
        f"cannot be played: data.yaml:{line}: hits.sink.value: should be a whole number, not text")
    assert box_problems(app, picker) == []
    click(app, marked.rect.center)
    assert scene.data_set_status == marked.sublabel   # and under its row on the new-game screen
    assert frame_problems(app) == []
    click(app, _button(scene, "Start").rect.center, frames=2)
    panel = app.stack.top
    assert isinstance(panel, ProblemsScene)          # no game scene: the game did not start
    assert panel.body == [f"data.yaml:{line}: hits.sink.value: should be a whole number, not text"]
    assert "Broken" in panel.title and str(folder) in "".join(panel.msg_lines)   # (a long path wraps at a slash)
    out = tmp_path / "refused.png"
    save_png(app.screen, out)
    shot = pygame.image.load(out)
    edge = shot.get_at((panel.rect.left + 1, panel.rect.centery))[:3]
    assert max(abs(a - b) for a, b in zip(edge, theme.BAD)) < 40   # the panel's red edge is drawn
    app.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode=""))
    assert app.stack.top is scene


def test_f5_reads_the_data_set_again_and_refuses_a_broken_edit_keeping_the_game(app):
    folder = datasets.new_set("steam-torpedo", "Mine")
    game = launch.new_game("steam-torpedo", seed=4, data_set="Mine")
    game.play(game.legal_notations()[0])
    scene = open_scene(app, game)
    first = game.data_hash
    _edit(folder / "compartments.yaml", "text: \"1. Attack 3", "text: \"1. Attack three")
    f5(app)
    fresh = app.stack.top
    assert fresh is not scene and fresh.game.moves == game.moves
    assert fresh.game.data_hash != first and fresh.game.rules.data.key == ("Mine", fresh.game.data_hash)
    assert "reloaded (edited)" in app.toasts.items[-1][0]
    line = _edit(folder / "compartments.yaml", "durability: 2", "durability: -2")
    f5(app)
    panel = app.stack.top
    assert isinstance(panel, ProblemsScene)
    assert any(b.startswith(f"compartments.yaml:{line}: ") and "out of range" in b for b in panel.body)
    app.pop()
    assert app.stack.top is fresh                     # the game goes on, with the set as it was
    assert fresh.game.rules.data.key == ("Mine", fresh.game.data_hash)


def test_settings_makes_a_set_from_house_data_and_lists_the_sets_with_their_check(app):
    broken = datasets.new_set("same4cats", "Broken")
    _edit(broken / "tables.yaml", "campaign:", "campaign:\n  surprise: 1")
    settings = SettingsScene(app, "The Same 4 Cats")
    app.push(settings)
    app.render_frames(1)
    status = {b.label: b.sublabel for b in settings.buttons.buttons if b.sublabel}
    assert status == {"Broken": "1 problem: click to see"}
    click(app, _button(settings, "New data set from house data").rect.center)
    ask = app.stack.top
    assert isinstance(ask, TextInputScene)
    app.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a, mod=0, unicode="a"))
    app.handle(pygame.event.Event(pygame.TEXTINPUT, text="Boxed 1941"))
    app.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r"))
    made = app.stack.top
    folder = datasets.sets_folder("same4cats") / "Boxed 1941"
    assert (folder / "cards.yaml").is_file() and datasets.set_status("same4cats", "Boxed 1941") == []
    assert isinstance(made, ProblemsScene) and str(folder) in made.body   # where the folder is
    app.pop()
    status = {b.label: b.sublabel for b in settings.buttons.buttons if b.sublabel}
    assert status == {"Boxed 1941": "checked: no problems", "Broken": "1 problem: click to see"}
    click(app, _button(settings, "Broken").rect.center)
    assert any("tables.yaml:" in line and "surprise: unknown field" in line for line in app.stack.top.body)


def test_a_save_whose_set_no_longer_fits_offers_to_play_on_from_the_last_move_that_does(app, tmp_path):
    from game.scenes.salvage import offer_play_on
    game = launch.new_game("same4cats", seed=2)
    game.play(game.legal_notations()[0])
    error = saves.SaveError(tmp_path / "s.yaml", "the data set \"Mine\" changed since this game was saved: "
                            "move 2 'draw' is refused: no", game)
    assert offer_play_on(app, error, lambda partial: None)
    offer = app.stack.top
    assert offer.title == "This save no longer fits its data set"
    assert "the last that fits the set as it is now" in " ".join(offer.msg_lines)
    assert _button(offer, "Play on from move 1")


def test_a_game_loaded_with_a_set_changed_since_says_so_on_screen(app, tmp_path):
    folder = datasets.new_set("same4cats", "Mine")
    game = launch.new_game("same4cats", seed=2, data_set="Mine")
    game.play(game.legal_notations()[0])
    path = tmp_path / "s.yaml"
    saves.save(game, path)
    _edit(folder / "cards.yaml", "reason: Named in S4C 4.0", "reason: Named in the S4C 4.0")
    open_scene(app, launch.load_game(path))
    assert app.toasts.items[-1][0] == 'The data set "Mine" changed since this game was saved; every move still fits it'


def test_every_set_in_the_folder_is_reachable_from_settings_and_the_new_game_screen(app):
    """However many sets the folder holds, and whenever they were made, each can be seen
    (Settings) and chosen (new-game screen): none hides behind "and N more"."""
    settings = SettingsScene(app, "Steam Torpedo")
    app.push(settings)
    names = [f"Set {i}" for i in range(9)]
    for name in names:   # made outside Sortie while Settings is open (sortie, a file manager)
        datasets.new_set("steam-torpedo", name)
    app.handle(pygame.event.Event(pygame.WINDOWFOCUSGAINED))
    seen = {b.label for b in settings.buttons.buttons}
    click(app, _button(settings, "All 9 data sets").rect.center)
    listed = app.stack.top
    assert isinstance(listed, DataSetList)
    for _ in range(len(names)):
        seen |= {b.label for b in listed.buttons.buttons}
        listed.scroll(1)
    assert set(names) <= seen
    assert box_problems(app, listed) == []   # nothing overlaps, runs out or is cut
    click(app, _button(listed, "Set 8").rect.center)
    assert app.stack.top.title == 'The data set "Set 8"'   # its details, over the list
    app.pop()
    app.pop()
    app.pop()
    scene = NewGameScene(app, "steam-torpedo")
    app.push(scene)
    click(app, _button(scene, "House").rect.center)
    picker, seen = app.stack.top, set()
    for _ in range(len(names) + 1):
        seen |= {b.label for b in picker.buttons.buttons}
        app.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_DOWN, mod=0, unicode=""))
    assert set(names) <= seen
    click(app, _button(picker, "Set 8").rect.center)
    assert scene.data_set == "Set 8" and scene.data_set_status == ""


def test_every_games_menu_says_which_data_set_and_map_it_plays(app, tmp_path):
    """Whatever a game plays with (House or a set, the shipped map or an edited one), its
    menu (Esc) says so."""
    from map_copies import GAME_IDS, MAPS, copy_boards
    boards = copy_boards(MAPS, tmp_path / "boards")
    for gid in GAME_IDS:
        datasets.new_set(gid, "Mine")
        scene = open_scene(app, launch.new_game(gid, seed=1))
        scene.open_menu()
        assert "Played with House data on its shipped map." in app.stack.top.message
        app.pop()
        edited = boards / f"{gid}.tmx"
        scene = open_scene(app, launch.new_game(gid, seed=1, data_set="Mine", map_path=edited))
        scene.open_menu()
        assert f'Played with the data set "Mine" on the map {gid}.tmx.' in app.stack.top.message
        app.pop()
