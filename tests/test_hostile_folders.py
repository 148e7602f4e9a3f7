"""Folders Sortie cannot write in, and files where folders should be: every toast and
dialog says which file or folder, what Sortie tried and what the player can do
(game/oserror.py), never "[Errno 13] Permission denied: ..." (the ``said_to_player``
fixture of tests/conftest.py checks every text shown in these tests and in
tests/test_hostile_files.py)."""
import errno
import tempfile

import pygame
import pytest

from game import launch, paths
from game.app import App
from game.oserror import in_words
from game.scenes.load import LoadScene
from game.scenes.open_game import scene_for
from game.settings import Settings

pytestmark = pytest.mark.usefixtures("said_to_player")


@pytest.fixture
def app():
    a = App(Settings(animation="off", confirm_end_turn=False), headless=True)
    yield a
    pygame.quit()


def a_game(app):
    game = launch.new_game("same4cats", seed=4)
    scene = scene_for(app, game)
    app.push(scene)
    return scene


def test_the_check_finds_an_os_error_as_python_prints_it(app, said_to_player):
    app.toast(f"Not saved: {PermissionError(errno.EACCES, 'Permission denied', '/a/b')}")
    assert said_to_player.with_errno() == ["Not saved: [Errno 13] Permission denied: '/a/b'"]
    said_to_player.clear()


def test_a_folder_sortie_cannot_write_in_is_named_with_what_to_do(app, monkeypatch, said_to_player):
    scene = a_game(app)
    folder = scene.autosaver.path.parent

    def refused(*args, dir=None, **kwargs):
        raise PermissionError(errno.EACCES, "Permission denied", str(dir / ".x.yaml.abcd1234.tmp"))
    monkeypatch.setattr(tempfile, "mkstemp", refused)
    scene.perform(scene.game.legal_actions()[0])
    assert said_to_player[-1] == (f"Autosave failed: Sortie cannot write in {folder}: permission denied. "
                                  "Choose another folder with SORTIE_HOME or fix its permissions.")


def test_an_autosave_folder_that_is_a_file(app, said_to_player):
    paths.data_dir().mkdir(parents=True)
    paths.autosave_dir().write_text("not a folder")
    scene = a_game(app)
    scene.perform(scene.game.legal_actions()[0])
    said = said_to_player[-1]
    assert said.startswith(f"Autosave failed: Sortie cannot make the folder {paths.autosave_dir()}: ") and "Move that file away" in said, said
    assert paths.autosave_dir().read_text() == "not a folder"  # nothing lost


def test_a_saves_folder_that_is_a_file(app, said_to_player):
    paths.data_dir().mkdir(parents=True)
    paths.saves_dir().write_text("not a folder")
    scene = a_game(app)
    scene.save_as("Mine")
    said = said_to_player[-1]
    assert said.startswith(f"Not saved: Sortie cannot make the folder {paths.saves_dir()}: ") and "SORTIE_HOME" in said, said


def test_a_save_that_is_a_folder_cannot_be_deleted_and_says_so(app, said_to_player):
    folder = paths.saves_dir() / "a-folder.yaml"
    (folder / "inside").mkdir(parents=True)
    screen = LoadScene(app, lambda p: None)
    app.push(screen)
    assert screen.entries == []  # a folder is never listed (issue 31)
    folder.rename(folder.with_name("away"))
    folder.write_text("game: [unclosed\n")
    screen.reload()
    screen.select(0)
    screen.delete_selected()
    folder.unlink()
    (folder.with_name("away")).rename(folder)  # a folder in its place since it was listed
    app.stack.scenes[-1].buttons.buttons[0].on_click()  # "Delete it"
    assert said_to_player[-1] == (f"Not deleted: Sortie cannot delete {folder}: it is a folder, not a file. "
                                  "Move that folder away, or choose another folder with SORTIE_HOME.")
    assert folder.is_dir()


def test_a_settings_file_that_is_a_folder(app, said_to_player):
    paths.settings_file().mkdir(parents=True)
    from game.scenes.settings import SettingsScene
    screen = SettingsScene(app)
    app.push(screen)
    screen._save()
    said = said_to_player[-1]
    assert said.startswith(f"Settings not saved: Sortie cannot write {paths.settings_file()}: it is a folder"), said


def test_every_errno_in_words_names_the_file_and_never_the_code():
    for code in (errno.EACCES, errno.EISDIR, errno.ENOTDIR, errno.ENOSPC, errno.EROFS, errno.ENOENT, errno.EXDEV):
        said = in_words(OSError(code, "Something", "/a/b.yaml"), "read")
        assert said.startswith("Sortie cannot read /a/b.yaml: ") and "Errno" not in said and said.endswith("."), said
