"""Saves: round trip, atomic writes, and refusal of corrupt or tampered files."""
import os

import pytest
import yaml

from game.rules import saves
from game.rules.core import Game
from toy_game import RULES


def rules_for(game_id):
    if game_id != "toy":
        raise ValueError(f"unknown game {game_id!r}")
    return RULES


def played():
    game = Game(RULES, seed=42)
    for move in ["roll", "step 1", "step 2", "roll"]:
        game.play(move)
    return game


def test_round_trip(tmp_path):
    game = played()
    path = tmp_path / "g.yaml"
    saves.save(game, path)
    doc = yaml.safe_load(path.read_text())
    assert doc == {"game": "toy", "version": 1, "seed": 42, "options": {"target": 10},
                   "players": ["blue", "orange"], "moves": ["roll", "step 1", "step 2", "roll"]}
    back = saves.load(path, rules_for)
    assert back.state.totals == game.state.totals and back.moves == game.moves


@pytest.mark.parametrize("content, problem", [
    ("{{{ not yaml", "not valid YAML"),
    ("- a\n- list\n", "not a Sortie save"),
    ("game: toy\nversion: 1\nseed: 1\noptions: {}\nplayers: []\n", "missing moves"),
    ("game: toy\nversion: 9\nseed: 1\noptions: {}\nplayers: []\nmoves: []\n", "format version 9"),
    ("game: toy\nversion: 1\nseed: abc\noptions: {}\nplayers: []\nmoves: []\n", "'seed' must be"),
    ("game: chess\nversion: 1\nseed: 1\noptions: {}\nplayers: []\nmoves: []\n", "unknown game 'chess'"),
    ("game: toy\nversion: 1\nseed: 1\noptions: {target: 11}\nplayers: []\nmoves: []\n", "option 'target'"),
    ("game: toy\nversion: 1\nseed: 1\noptions: {}\nplayers: []\nmoves: [step 2, fly]\n", "move 2 'fly'"),
    ("game: toy\nversion: 1\nseed: 1\noptions: {}\nplayers: []\nmoves: [!!python/object:os.system ls]\n",
     "not valid YAML"),
])
def test_corrupt_save_is_refused_and_left_untouched(tmp_path, content, problem):
    path = tmp_path / "bad.yaml"
    path.write_text(content)
    with pytest.raises(saves.SaveError) as err:
        saves.load(path, rules_for)
    assert problem in str(err.value)
    assert str(path) in str(err.value)
    assert path.read_text() == content


def test_tampered_moves_name_the_first_illegal_one(tmp_path):
    game = played()
    path = tmp_path / "t.yaml"
    saves.save(game, path)
    doc = yaml.safe_load(path.read_text())
    doc["moves"] = ["step 2"] * 8 + ["step 1", "step 1", "step 2"]  # blue at 9 cannot step 2
    path.write_text(yaml.safe_dump(doc))
    with pytest.raises(saves.SaveError) as err:
        saves.load(path, rules_for)
    assert "move 11 'step 2'" in str(err.value) and "TOY 1" in str(err.value)


def test_missing_file():
    with pytest.raises(saves.SaveError, match="no such file"):
        saves.load("/nonexistent/x.yaml", rules_for)


def test_failed_write_leaves_old_file_intact(tmp_path, monkeypatch):
    path = tmp_path / "s.yaml"
    path.write_text("old contents")

    def broken_replace(src, dst):
        raise OSError("disk full")
    monkeypatch.setattr(os, "replace", broken_replace)
    with pytest.raises(OSError):
        saves.save(played(), path)
    assert path.read_text() == "old contents"
    assert [p.name for p in tmp_path.iterdir()] == ["s.yaml"]  # no temporary left behind
