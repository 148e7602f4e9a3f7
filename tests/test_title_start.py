"""The title imports only what it draws: with no game in progress, starting Sortie to the
title's first frame loads no rules, saves, rulebook or computer code (bench.py --only start
times it)."""
import os
import subprocess
import sys

CODE = """
import sys
from game.__main__ import main
main(["--screenshot", sys.argv[1]])
print(" ".join(sorted(sys.modules)))
"""
NOT_DRAWN = ("game.launch", "game.rules.core", "game.session.game", "game.session.saves", "game.session.library", "game.rulebook",
             "game.ai", "multiprocessing", "game.scenes.game_scene")


def _modules_at_the_title(tmp_path) -> set:
    env = dict(os.environ, SORTIE_HOME=str(tmp_path / "home"), SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    out = subprocess.run([sys.executable, "-c", CODE, str(tmp_path / "title.png")], env=env, check=True,
                         capture_output=True, text=True).stdout
    assert (tmp_path / "title.png").exists()
    return set(out.splitlines()[-1].split())


def test_the_title_with_no_game_in_progress_loads_no_game_code(tmp_path):
    loaded = _modules_at_the_title(tmp_path)
    assert "game.scenes.title" in loaded
    assert not [m for m in NOT_DRAWN if m in loaded]


def test_a_game_in_progress_brings_the_saves_code_to_list_it(tmp_path):
    folder = tmp_path / "home" / "data" / "autosave"
    folder.mkdir(parents=True)
    (folder / "same4cats-20260101-000000.yaml").write_text("not a save\n")
    assert "game.session.library" in _modules_at_the_title(tmp_path)
