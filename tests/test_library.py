"""The save manager's files: each save described from its head alone, whatever the
folder holds; rename keeps every move (an autosave's journal too); delete takes the
journal and the picture with it."""
import os

import pytest
import yaml

from game.session import library, saves
from game.session.game import Game
from toy_game import TallyRules


def tally(moves=("add 1", "add 2")):
    game = Game(TallyRules(), 5)
    for m in moves:
        game.play(m)
    return game


def test_a_save_is_described_by_its_head_name_summary_and_game(tmp_path):
    path = tmp_path / "a.yaml"
    saves.save(tally(), path, "Evening game")
    e = library.describe(path)
    assert e.readable and (e.game, e.name, e.summary, e.over) == ("tally", "Evening game", "2 moves played", False)
    assert e.modified == os.stat(path).st_mtime
    assert abs(e.saved - e.modified) < 5 and library.shown_time(e) == e.saved


def test_the_date_shown_is_the_heads_unless_a_journal_holds_later_moves(tmp_path):
    path = tmp_path / "auto.yaml"
    game = tally(["add 1"])
    auto = saves.Autosave(path)
    auto.sync(game)
    e = library.describe(path)
    assert library.shown_time(e) == e.saved
    game.play("add 2")
    auto.sync(game)
    os.utime(saves.journal_path(path), (e.saved + 3600, e.saved + 3600))  # a move an hour later
    later = library.describe(path)
    assert library.shown_time(later) == e.saved + 3600


def test_the_head_is_read_from_the_first_kilobytes_only(tmp_path):
    path = tmp_path / "long.yaml"
    saves.save(tally(), path, "Long")
    with open(path, "ab") as fh:  # what follows the head is never read to describe the save
        fh.write(b"- \"add 1\"\n" * 10 + b"\x00\xff broken tail " * 200_000)
    e = library.describe(path)
    assert e.readable and e.name == "Long"
    with pytest.raises(saves.SaveError):
        saves.read_document(path)  # the whole file is not a save any more: loading says so


def test_a_save_of_an_earlier_sortie_is_described_without_a_summary(tmp_path):
    path = tmp_path / "old.yaml"
    path.write_text(yaml.safe_dump({"game": "tally", "version": 1, "seed": 5, "options": {}, "players": ["p"],
                                    "moves": ["add 1"]}, sort_keys=False))
    e = library.describe(path)
    assert e.readable and e.summary == "" and e.name == ""
    assert saves.read_document(path)["moves"] == ["add 1"]  # and it still reads as before


@pytest.mark.parametrize("make, reason", [
    (lambda p: p.symlink_to(p.parent / "gone.yaml"), "a link to a file that is not there"),
    (lambda p: p.mkdir(), "is a folder, not a save"),
    (lambda p: p.write_bytes(b"x" * (library.MAX_SAVE_BYTES + 1)), "is too large for a save (5.0 MB; at most 5.0 MB)"),
    (lambda p: p.write_text("game: [unclosed\n"), "is not valid YAML"),
    (lambda p: p.write_bytes(b"game: tally\nversion: 1\nseed: \xff\xfe\nmoves: []\n"), "is not text (UTF-8)"),
    (lambda p: p.write_text("- a list\n- not a save\n"), "is not a Sortie save (it names no game)"),
    (lambda p: p.write_text("game: tally\nversion: 7\nmoves: []\n"), "is not in the save format this Sortie reads (version 1)"),
    (lambda p: p.write_text("game: tally\nnote: " + "x" * 20_000 + "\nmoves: []\n"),
     "does not start as a Sortie save (no moves in its first 8 KB)"),
    (lambda p: p.write_text("game: tally\nversion: 1\nx: " + "[" * 3000 + "]" * 3000 + "\nmoves: []\n"), None),
])
def test_anything_in_the_folder_is_listed_with_the_reason_it_cannot_be_read(tmp_path, make, reason):
    path = tmp_path / "bad.yaml"
    make(path)
    e = library.describe(path)
    if reason is None:  # deep nesting: read or refused, never an exception
        assert e.readable or e.problem
    else:
        assert not e.readable and e.problem == reason


def test_a_fifo_is_not_opened(tmp_path):
    path = tmp_path / "pipe.yaml"
    os.mkfifo(path)
    e = library.describe(path)  # would block for ever if it were opened
    assert e.problem == "is not a regular file, not a save"


def test_rename_keeps_every_move_of_an_autosave_and_its_journal(tmp_path):
    path = tmp_path / "auto.yaml"
    game = tally(["add 1"])
    auto = saves.Autosave(path)
    auto.sync(game)
    game.play("add 2")
    auto.sync(game)  # in the journal only
    library.rename(path, "  Renamed game ")
    assert library.describe(path).name == "Renamed game"
    assert saves.read_document(path)["moves"] == ["add 1", "add 2"]
    assert list(yaml.safe_load(path.read_text()))[:3] == ["game", "version", "name"]  # the name in the head


def test_delete_takes_the_journal_and_the_picture_along(tmp_path):
    path = tmp_path / "auto.yaml"
    auto = saves.Autosave(path)
    auto.sync(tally())
    library.thumbnail_path(path).write_bytes(b"png")
    other = tmp_path / "other.yaml"
    saves.save(tally(), other)
    removed = library.delete(path)
    assert sorted(p.name for p in removed) == ["auto.journal", "auto.png", "auto.yaml"]
    assert sorted(p.name for p in tmp_path.iterdir()) == ["other.yaml"]
