"""What every game's scene shares: the log on undo, the autosave journal, Continue."""
import os

import pygame
import yaml

from game import launch, paths
from game.app import App
from game.scenes.game_scene import GameScene
from game.scenes.open_game import scene_for
from game.session import saves
from game.session.game import Game
from game.settings import Settings
from toy_game import TallyRules


def tally_scene(app, moves=()):
    game = Game(TallyRules(), 7)
    scene = GameScene(app, game)
    app.push(scene)
    for move in moves:
        scene.perform(move)
    return scene


def test_undo_takes_the_last_entries_off_the_log_and_rewraps_nothing(app):
    scene = tally_scene(app, ["roll"] + ["add 1", "add 2", "add 3"] * 20)
    log = scene.log
    log._lines()  # every entry wrapped, as after scrolling through the whole log
    wrapped = list(log._wrapped)
    entries = list(log.entries)
    scene.undo()   # the undone move in the log's words (issue 31), not its notation
    assert log.entries == entries[:-1] + [(f"(undone: {entries[-1][0]})", log.entries[-1][1])]
    assert all(a is b for a, b in zip(log._wrapped[:-1], wrapped))  # the same wrapped lines, kept
    assert log._wrapped[-1] is None  # the new note is wrapped when drawn
    scene.undo()
    assert [e for e, _ in log.entries[-2:]] == [entries[-3][0], f"(undone: {entries[-2][0]})"]
    assert len(log) == len(entries) - 1


def test_undo_after_moves_played_outside_the_scene_reads_the_log_afresh(app):
    scene = tally_scene(app, ["add 1"])
    scene.game.play("add 2")  # not through the scene
    scene.undo()
    assert [e for e, _ in scene.log.entries] == ["add 1: 1", "(undone: add 2: 3)"]


def test_the_scene_autosaves_to_a_journal_and_folds_it_when_it_closes(app):
    scene = tally_scene(app, ["add 1", "add 2", "add 3"])
    scene.undo()
    path = scene.autosaver.path
    journal = saves.journal_path(path).read_text().splitlines()
    assert [line.split(" ", 1)[1] for line in journal[1:]] == ['+"add 2"', '+"add 3"', "-"]
    assert yaml.safe_load(path.read_text())["moves"] == ["add 1"]
    assert saves.read_document(path)["moves"] == ["add 1", "add 2"]
    app.pop()  # the scene closes: one save file again
    assert len(saves.journal_path(path).read_text().splitlines()) == 1
    assert yaml.safe_load(path.read_text())["moves"] == ["add 1", "add 2"]


def test_a_scene_that_played_nothing_writes_no_autosave(app):
    scene = tally_scene(app)
    app.pop()
    assert not scene.autosaver.path.exists()


def test_newest_autosave_counts_its_journal(app):
    old = tally_scene(app, ["add 1"])
    path = old.autosaver.path
    other = path.parent / "same4cats.yaml"
    other.write_text("game: same4cats\nversion: 1\nmoves: []\n")
    os.utime(path, (1_000_000, 1_000_000))
    os.utime(other, (2_000_000, 2_000_000))
    old.perform("add 2")  # only the journal changes
    assert launch.newest_autosave() == path
    assert launch.save_files()[0] == path


def test_an_autosave_written_before_the_journal_still_continues(app):
    game = launch.new_game("same4cats", seed=8)
    game.play(game.legal_actions()[0])
    path = launch.autosave_path("same4cats").with_name("same4cats.yaml")  # as autosaves were named then
    saves.save(game, path)  # a plain save, no journal beside it
    assert launch.newest_autosave() == path
    resumed = launch.load_game(path)
    assert resumed.moves == game.moves
    scene = scene_for(app, resumed, save_path=path)  # goes on in the same autosave
    app.push(scene)
    scene.perform("draw")
    assert scene.autosaver.path == path
    assert launch.load_game(launch.newest_autosave()).moves == resumed.moves


def test_starting_removes_what_a_killed_autosave_left_half_written():
    folder = paths.autosave_dir()
    folder.mkdir(parents=True)
    (folder / ".tally.yaml.k1ll.tmp").write_text("half a save")
    (folder / "tally.yaml").write_text("a real save")
    App(Settings(animation="off"), headless=True)
    pygame.quit()
    assert sorted(p.name for p in folder.iterdir()) == ["tally.yaml"]
