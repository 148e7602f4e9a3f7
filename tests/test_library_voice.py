"""One voice on stderr: a map whose tileset is not a tileset (a file of another kind, a
folder, a missing file) gets Sortie's one-line `file: where: problem` from the checker and
from `--map`, and nothing of pytmx's own; what pytmx says goes to the log file
(game/library_voice.py)."""
import os
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from cli_in_process import sortie
from game import paths, tiled
from game.resources import maps_folder

SOURCES = {"not-tsx": "words.txt", "folder": "tiles-folder", "missing": "missing.tsx"}


@pytest.fixture
def maps(tmp_path):
    """The Thunderbirds board, once per bad tileset source, beside what they name."""
    shutil.copytree(maps_folder(), tmp_path / "maps")
    folder = tmp_path / "maps"
    (folder / "words.txt").write_text("root:x:0:0:root:/root:/bin/bash\n")
    (folder / "tiles-folder").mkdir()
    board = (folder / "thunderbirds.tmx").read_text()
    assert 'source="thunderbirds-terrain.tsx"' in board
    out = []
    for name, source in SOURCES.items():
        path = folder / f"{name}.tmx"
        path.write_text(board.replace('source="thunderbirds-terrain.tsx"', f'source="{source}"'))
        out.append(path)
    return out


def only_sortie_lines(text: str, maps) -> list[str]:
    """The lines that are not Sortie's `file: tileset ...: problem` about one of the maps."""
    return [line for line in text.splitlines()
            if not any(line.startswith(f"{m}: tileset '") for m in maps)]


def test_the_checker_says_one_line_per_map_and_nothing_else(maps):
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    repo = Path(__file__).resolve().parent.parent
    ran = subprocess.run([sys.executable, "-m", "game.mapcheck", *map(str, maps)], env=env, cwd=repo,
                         capture_output=True, text=True, timeout=60)
    assert ran.returncode == 1
    assert only_sortie_lines(ran.stdout + ran.stderr, maps) == []
    said = ran.stdout + ran.stderr
    assert len(said.splitlines()) == 3 and "cannot handle type" not in said
    assert "is not a Tiled tileset file (.tsx)" in said and "is a folder" in said and "no such file" in said


def test_map_says_one_line_and_nothing_else(maps):
    for path in maps:
        ran = sortie("thunderbirds", "--map", path)
        assert ran.returncode == 2
        assert ran.stdout == "" and len(ran.stderr.splitlines()) == 1, ran.stderr
        assert only_sortie_lines(ran.stderr, maps) == []


def test_what_pytmx_logs_goes_to_the_log_file(maps, capsys):
    path = maps[0]
    root = ET.parse(path).getroot()  # past Sortie's own check: pytmx meets the tileset itself
    with pytest.raises(tiled.MapError, match="cannot be read by pytmx"):
        tiled.read_tmx(path, root)
    out, err = capsys.readouterr()
    assert out == "" and err == ""
    assert "Found external tileset, but cannot handle type" in paths.log_file().read_text()
