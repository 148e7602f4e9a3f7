"""Two real Sortie windows on one SORTIE_HOME (headless app processes, each driven through
the public API by a small script): both starting the same game in the same second, both
continuing one game, one killed while it holds the game. No move of either is lost, the
second is told, and a dead window's lock never blocks (game/session/lock.py)."""
import json
import os
import select
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from game import launch
from game.session import lock, saves

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="select on pipes and SIGKILL are POSIX")

WINDOW = r'''
import json, sys, time
from game import launch
from game.app import App
from game.scenes.game_scene import GameScene
from game.scenes.title import TitleScene
from game.settings import Settings

app = App(Settings(animation="off", confirm_end_turn=False), headless=True)
title = TitleScene(app)
app.push(title)
print(json.dumps({"ready": True}), flush=True)
for line in sys.stdin:
    cmd = json.loads(line)
    if cmd["do"] == "new":  # at the same moment as the other window
        while time.time() < cmd["at"]:
            time.sleep(0.002)
        app.push(app.scene_for(launch.new_game("same4cats", seed=cmd["seed"])))
    elif cmd["do"] == "continue":
        title.resume()  # the title as it stands now
        title.continue_game()
    elif cmd["do"] == "choose":  # a button of the dialog on top
        top = app.stack.scenes[-1]
        next(b for b in top.buttons.buttons if b.label == cmd["label"]).on_click()
    elif cmd["do"] == "play":
        scene = app.stack.scenes[-1]
        for _ in range(cmd["n"]):
            scene.perform(scene.game.legal_actions()[0])
    elif cmd["do"] == "close":
        app.stack.close()  # the window closes: each scene's exit runs
    top = app.stack.scenes[-1] if app.stack.scenes else None
    playing = isinstance(top, GameScene)
    print(json.dumps({"top": type(top).__name__, "title": getattr(top, "title", ""),
                      "moves": list(top.game.moves) if playing else None,
                      "autosave": str(top.autosaver.path) if playing else None}), flush=True)
'''
WAIT = 60  # seconds any one answer of a window may take, at most


class Window:
    """A Sortie app process; ``ask`` sends one command and returns its answer."""

    def __init__(self, script: Path, log: Path):
        env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")  # SORTIE_HOME: the test's
        self.log = log
        self.p = subprocess.Popen([sys.executable, str(script)], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                  stderr=open(log, "wb"), env=env, cwd=Path(__file__).resolve().parent.parent)
        self.buffer = b""

    def answer(self) -> dict:
        deadline = time.monotonic() + WAIT
        while b"\n" not in self.buffer:
            left = deadline - time.monotonic()
            assert left > 0 and self.p.poll() is None, self.log.read_text()[-2000:]
            ready, _, _ = select.select([self.p.stdout], [], [], min(left, 1.0))
            if ready:
                self.buffer += os.read(self.p.stdout.fileno(), 65536)
        line, self.buffer = self.buffer.split(b"\n", 1)
        return json.loads(line)

    def ask(self, **cmd) -> dict:
        self.p.stdin.write((json.dumps(cmd) + "\n").encode())
        self.p.stdin.flush()
        return self.answer()

    def end(self) -> None:
        if self.p.poll() is None:
            self.p.kill()
        self.p.wait(WAIT)


@pytest.fixture
def windows(tmp_path):
    script = tmp_path / "window.py"
    script.write_text(WINDOW)
    opened = []

    def open_window() -> Window:
        w = Window(script, tmp_path / f"window-{len(opened)}.log")
        opened.append(w)
        return w
    yield open_window
    for w in opened:  # every process ended, whatever the test did
        w.end()


def both_ready(*ws):
    for w in ws:
        assert w.answer() == {"ready": True}


def test_two_windows_starting_the_same_game_in_the_same_second_keep_two_autosaves(windows):
    a, b = windows(), windows()
    both_ready(a, b)
    at = time.time() + 0.5
    for w, seed in ((a, 1), (b, 2)):
        w.p.stdin.write((json.dumps({"do": "new", "at": at, "seed": seed}) + "\n").encode())
        w.p.stdin.flush()
    started = [a.answer(), b.answer()]
    assert started[0]["autosave"] != started[1]["autosave"]  # named to the same second, yet two files
    played = [w.ask(do="play", n=3) for w in (a, b)]
    for w in (a, b):
        assert w.ask(do="close")["top"] == "NoneType"
    for answer in played:
        assert len(answer["moves"]) == 3
        assert launch.load_game(answer["autosave"]).moves == answer["moves"]  # no move of either lost


def test_two_windows_on_one_game_and_a_killed_window_that_never_blocks(windows):
    game = launch.new_game("same4cats", seed=9)  # a game in progress, its window closed
    path = launch.autosave_path("same4cats")
    game.play(game.legal_actions()[0])
    saves.Autosave(path).sync(game)
    lock.release(path)
    a, b = windows(), windows()
    both_ready(a, b)
    first = a.ask(do="continue")
    assert first["top"] == "Same4CatsScene" and first["autosave"] == str(path)
    a_moves = a.ask(do="play", n=2)["moves"]
    told = b.ask(do="continue")
    assert told == {"top": "ChoiceScene", "title": "This game is open in another Sortie window",
                    "moves": None, "autosave": None}  # the second window is told
    copy = b.ask(do="choose", label="Continue a copy as a new game")
    assert copy["autosave"] != str(path) and copy["moves"] == a_moves
    b_moves = b.ask(do="play", n=2)["moves"]
    b.ask(do="close")
    a_moves = a.ask(do="play", n=1)["moves"]  # the first window plays on in its own file
    assert launch.load_game(path).moves == a_moves and launch.load_game(copy["autosave"]).moves == b_moves
    os.kill(a.p.pid, signal.SIGKILL)  # killed while it holds the game
    a.p.wait(WAIT)
    c = windows()
    both_ready(c)
    resumed = c.ask(do="continue")  # the dead window's lock does not block
    assert resumed["top"] == "Same4CatsScene" and resumed["autosave"] == str(path)
    assert resumed["moves"] == a_moves  # every move of the killed window
    c_moves = c.ask(do="play", n=2)["moves"]
    c.ask(do="close")
    assert launch.load_game(path).moves == c_moves and c_moves[:len(a_moves)] == a_moves
