"""A kill at any moment loses at most the move being written; Continue resumes.

A child process plays Battaglia Navale through its scene (every move and undo autosaved,
the journal folded into its base every few entries so that kills land in those writes
too) and reports each move once its autosave returned. The test kills it with SIGKILL at
a random moment, loads the newest autosave (each time: it holds every move the child
reported as saved), and lets the next child resume from it; each child reports what the
autosave folder holds right after its start, which must be no temporary file.
"""
import json
import os
import random
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import pygame
import pytest

from game import launch, paths
from game.app import App
from game.settings import Settings

CHILD = r'''
import json, os, random, sys, time
from game import launch, paths
from game.app import App
from game.scenes.open_game import scene_for
from game.session import saves
from game.settings import Settings

saves.COMPACT_MIN, saves.COMPACT_RATIO = 4, 0.0  # fold the journal every 4 entries
seed, report = int(sys.argv[1]), sys.argv[2]
app = App(Settings(animation="off"), headless=True)  # the start: cleans what a kill left
left = sorted(p.name for p in paths.autosave_dir().glob("*"))
path = launch.newest_autosave()
# no stalled-game limit: a long game, so that every kill lands in play
game = launch.load_game(path) if path else launch.new_game("battaglia-navale", seed=seed, options={"quiet_limit": 0})
scene = scene_for(app, game, save_path=path)  # a resumed game goes on in its autosave
app.push(scene)
fd = os.open(report, os.O_WRONLY | os.O_CREAT | os.O_APPEND)
def say(line):
    os.write(fd, (line + "\n").encode())
say("folder " + json.dumps(left))
say("start " + json.dumps(game.moves))
r = random.Random(seed)
while game.outcome() is None:
    if game.can_undo() and r.random() < 0.2:
        say("undo?")
        scene.undo()
        say("-")
    else:
        action = r.choice(game.legal_actions())
        scene.perform(action)
        say("+" + json.dumps(str(action)))
say("over")
while True:  # a game that ended still waits for its kill, as a player's window would
    time.sleep(1)
'''
ROUNDS = 5


def newest_autosave_file() -> Path:
    """The autosave written last, finished or not (Continue passes over a finished game; a
    random game may end within the rounds, and its autosave must still hold every move)."""
    from game.session import library
    return max(library.list_folder(paths.autosave_dir()), key=library.modified)


def complete_lines(path: Path) -> list[str]:
    try:
        return path.read_text().split("\n")[:-1]  # a line the kill cut short is not a report
    except FileNotFoundError:
        return []


@pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL is POSIX")
def test_a_kill_at_any_moment_loses_at_most_the_move_being_written(tmp_path):
    script = tmp_path / "child.py"
    script.write_text(CHILD)
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")  # SORTIE_HOME: this test's
    repo = Path(__file__).resolve().parent.parent
    r = random.Random(2024)
    resumed_from = []
    folder = paths.autosave_dir()
    for rnd in range(ROUNDS):
        folder.mkdir(parents=True, exist_ok=True)  # as a kill inside write_atomic leaves one, if this kill did not
        fd, _ = tempfile.mkstemp(prefix=".battaglia-navale.yaml.", suffix=".tmp", dir=folder)
        os.close(fd)
        report = tmp_path / f"report-{rnd}.txt"
        child = subprocess.Popen([sys.executable, str(script), str(rnd + 1), str(report)], env=env, cwd=repo,
                                 stderr=subprocess.PIPE)
        deadline = time.monotonic() + 120
        while (len(complete_lines(report)) < 4 and "over" not in complete_lines(report)
               and child.poll() is None and time.monotonic() < deadline):
            time.sleep(0.01)
        time.sleep(r.uniform(0.0, 0.3))
        child.send_signal(signal.SIGKILL)
        _, err = child.communicate()
        assert child.returncode == -signal.SIGKILL, err.decode()[-2000:]
        lines = complete_lines(report)
        assert len(lines) > 1 and lines[0].startswith("folder ") and lines[1].startswith("start "), err.decode()[-2000:]
        after_start = json.loads(lines[0][len("folder "):])
        assert not [n for n in after_start if n.endswith(".tmp")], after_start  # the start cleaned them
        if rnd:
            assert [n for n in after_start if n.startswith("battaglia-navale-") and n.endswith(".yaml")]  # and kept the autosave
        lines = lines[1:]
        reported = json.loads(lines[0][len("start "):])
        assert reported == resumed_from  # the child resumed exactly the game the last kill left
        undoing = False
        for line in lines[1:]:
            if line == "undo?":
                undoing = True
            elif line == "-":
                reported.pop()
                undoing = False
            elif line.startswith("+"):
                reported.append(json.loads(line[1:]))
        finished = launch.load_game(newest_autosave_file())
        loaded = finished.moves
        held = loaded[:len(reported)] == reported and len(loaded) <= len(reported) + 1
        undone = undoing and loaded == reported[:-1]  # killed after its undo was saved
        assert held or undone, (len(loaded), len(reported), loaded[-3:], reported[-3:])
        resumed_from = loaded
        if finished.outcome() is not None:
            break  # the game ended: there is nothing left to resume
    App(Settings(animation="off"), headless=True)  # the next start
    pygame.quit()
    assert not [p.name for p in folder.iterdir() if p.name.endswith(".tmp")]
    assert launch.load_game(newest_autosave_file()).moves == resumed_from
