"""What a window says about its autosave: a damaged journal (game/session/journal.py) and
a game open in another window (game/session/lock.py)."""
import subprocess
import sys

import pytest

from game import launch
from game.scenes.game_scene import GameScene
from game.scenes.load import LoadScene
from game.scenes.modal import ChoiceScene
from game.scenes.watch import WatchScene
from game.scenes.open_game import scene_for
from game.scenes.title import TitleScene
from game.session import lock, saves
from test_journal_damage import MOVES, rules_for, tally_autosave


def test_continue_shows_the_damage_in_a_dialog(app, tmp_path):
    path, _ = tally_autosave(tmp_path)
    jpath = saves.journal_path(path)
    lines = jpath.read_bytes().split(b"\n")
    lines[21] = b"00000000" + lines[21][8:]
    jpath.write_bytes(b"\n".join(lines))
    scene = GameScene(app, saves.load(path, rules_for), autosave=path)
    app.push(scene)
    dialog = app.stack.scenes[-1]
    assert isinstance(dialog, ChoiceScene) and dialog.title == "The autosave was damaged"
    assert dialog.message.startswith("The autosave was damaged at move 21; the game resumes after move 20")
    assert scene.game.moves == MOVES[:20]


HOLDER = r'''
import fcntl, os, sys, time
fd = os.open(sys.argv[1], os.O_RDWR | os.O_CREAT)
fcntl.flock(fd, fcntl.LOCK_EX)
print("held", flush=True)
time.sleep(60)
'''


@pytest.fixture
def other_window():
    """Hold an autosave's lock in another process, as another Sortie window does."""
    started = []

    def hold(path):
        p = subprocess.Popen([sys.executable, "-c", HOLDER, str(lock.lock_path(path))], stdout=subprocess.PIPE)
        started.append(p)
        assert p.stdout.readline() == b"held\n"
        return p
    yield hold
    for p in started:
        p.kill()
        p.wait(10)


def played_autosave(app, moves=3):
    game = launch.new_game("same4cats", seed=5)
    scene = scene_for(app, game)
    app.push(scene)
    for _ in range(moves):
        scene.perform(game.legal_actions()[0])
    app.pop()  # closed: the lock given back
    return scene.autosaver.path, game


@pytest.mark.skipif(sys.platform == "win32", reason="the holder uses fcntl")
def test_a_game_open_in_another_window_is_watched_replayed_or_copied(app, other_window):
    path, game = played_autosave(app)
    other_window(path)
    title = TitleScene(app)
    app.push(title)
    assert title.in_progress[0].elsewhere and "(open in another window)" in title.entry_title(title.in_progress[0])
    title.continue_game()
    dialog = app.stack.scenes[-1]
    assert isinstance(dialog, ChoiceScene) and dialog.title == "This game is open in another Sortie window"
    assert [b.label for b in dialog.buttons.buttons] == ["Watch it", "Replay it", "Continue a copy as a new game",
                                                          "Back"]
    dialog.buttons.buttons[0].on_click()
    watch = app.stack.scenes[-1]
    assert isinstance(watch, WatchScene) and watch.n == 3
    assert not watch.look()  # nothing written since
    writer = saves.Autosave(path)  # the other window plays on
    more = launch.load_game(path)
    writer.compact(more)
    for _ in range(2):
        more.play(more.legal_actions()[0])
        writer.sync(more)
    watch.seen = ()  # (a write within the file time's resolution)
    assert watch.look()
    followed = app.stack.scenes[-1]
    assert isinstance(followed, WatchScene) and followed.n == 5 and followed.k == 5
    assert path.read_bytes() == writer.path.read_bytes()  # watching wrote nothing
    app.pop()
    title.continue_game()
    app.stack.scenes[-1].buttons.buttons[2].on_click()  # a copy
    copy = app.stack.scenes[-1]
    assert isinstance(copy, GameScene) and copy.autosaver.path != path and copy.game.moves == more.moves
    copy.perform(copy.game.legal_actions()[0])
    assert launch.load_game(path).moves == more.moves  # the other window's game untouched


@pytest.mark.skipif(sys.platform == "win32", reason="the holder uses fcntl")
def test_the_load_screen_says_which_games_are_open_elsewhere(app, other_window):
    path, _ = played_autosave(app)
    mine, _ = played_autosave(app)
    other_window(path)
    screen = LoadScene(app, lambda p: None)
    app.push(screen)
    entries = {e.path: e for e in screen.entries}
    assert entries[path].elsewhere and not entries[mine].elsewhere
    assert screen.title_of(entries[path]).endswith("(autosave, open in another Sortie window)")
    screen.select(screen.entries.index(entries[path]))
    delete = next(b for b in screen.buttons.buttons if b.label == "Delete")
    assert delete.disabled_reason == "This game is open in another Sortie window: close it there first"


def test_saving_over_a_file_another_window_saved_since_asks_first(app):
    game = launch.new_game("same4cats", seed=5)
    scene = scene_for(app, game)
    app.push(scene)
    scene.perform(game.legal_actions()[0])
    scene.save_as("Mine")
    path = scene.save_path
    scene.perform(game.legal_actions()[0])
    scene.save_as("Mine")  # this window's own file, unchanged since: saved over without a question
    assert scene.save_path == path and launch.load_game(path).moves == game.moves
    theirs = launch.load_game(path)
    theirs.play(theirs.legal_actions()[0])
    saves.save(theirs, path, "Mine")  # another window saves over it
    written = path.read_bytes()
    scene.save_as("Mine")
    dialog = app.stack.scenes[-1]
    assert isinstance(dialog, ChoiceScene) and dialog.title == "This save changed since you opened it"
    assert path.read_bytes() == written  # nothing written before the player says
    dialog.buttons.buttons[0].on_click()  # as a new file
    assert scene.save_path != path and path.read_bytes() == written
    assert launch.load_game(scene.save_path).moves == game.moves
    first = scene.save_path
    saves.save(theirs, first, "Mine")
    scene.save_as("Mine")
    app.stack.scenes[-1].buttons.buttons[1].on_click()  # over it, as the player chose
    assert scene.save_path == first and launch.load_game(first).moves == game.moves


def test_new_save_names_are_taken_exclusively():
    names = {launch.new_save_path("same4cats") for _ in range(5)}  # within one second
    assert len(names) == 5 and all(p.exists() for p in names)
