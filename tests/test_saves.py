"""Saves: round trip, atomic writes, and refusal of corrupt or tampered files."""
import os
from pathlib import Path

import pytest
import yaml

from game.session import saves
from game.session.game import Game
from toy_game import RULES


def rules_for(game_id, map_path=None, data_set=None, data_hash=None):
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
    saved = doc.pop("saved")
    assert isinstance(saved, str) and len(saved) == 19  # "YYYY-MM-DD HH:MM:SS", read back as text
    assert doc == {"game": "toy", "version": 1, "summary": "4 moves played", "over": False, "seed": 42,
                   "options": {"target": 10}, "players": ["blue", "orange"],
                   "moves": ["roll", "step 1", "step 2", "roll"]}
    assert list(yaml.safe_load(path.read_text())) == [
        "game", "version", "summary", "over", "saved", "seed", "options", "players", "moves"]  # the head first
    back = saves.load(path, rules_for)
    assert back.state.totals == game.state.totals and back.moves == game.moves


@pytest.mark.parametrize("content, problem", [
    ("{{{ not yaml", "not valid YAML"),
    ("- a\n- list\n", "not a Sortie save"),
    ("game: toy\nversion: 1\nseed: 1\noptions: {}\nplayers: []\n", "missing moves"),
    ("game: toy\nversion: 9\nseed: 1\noptions: {}\nplayers: []\nmoves: []\n", "format version 9"),
    ("game: toy\nversion: 1\nseed: abc\noptions: {}\nplayers: []\nmoves: []\n", "'seed' must be"),
    ("game: chess\nversion: 1\nseed: 1\noptions: {}\nplayers: []\nmoves: []\n", "unknown game 'chess'"),
    ("game: toy\nversion: 1\nseed: 1\noptions: {target: 11}\nplayers: []\nmoves: []\n", "option 'Target total' cannot be 11"),
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


# -- the autosave journal ------------------------------------------------------------------
def journal_lines(path):
    return saves.journal_path(path).read_bytes().decode().splitlines()


def synced(game, autosave, *moves):
    for move in moves:
        if move == "undo":  # the player who moved takes it back (before the next player's turn)
            game.undo(game.last_seat())
        else:
            game.play(move)
        autosave.sync(game)


def test_autosave_appends_one_journal_line_per_move_and_undo(tmp_path):
    path = tmp_path / "toy.yaml"
    game, autosave = Game(RULES, 42), saves.Autosave(path)
    synced(game, autosave, "step 1")  # the first save of a game writes it whole, and an empty journal
    base = path.read_bytes()
    assert yaml.safe_load(base)["moves"] == ["step 1"]
    assert journal_lines(path) == [f"sortie-journal 1 {saves.digest(base)}"]
    synced(game, autosave, "step 2", "step 1", "undo", "step 2")
    assert path.read_bytes() == base  # the base is not written again
    lines = journal_lines(path)[1:]
    assert [line.split(" ", 1)[1] for line in lines] == ['+"step 2"', '+"step 1"', "-", '+"step 2"']
    assert saves.read_document(path)["moves"] == game.moves == ["step 1", "step 2", "step 2"]
    back = saves.load(path, rules_for)
    assert back.moves == game.moves and back.state.totals == game.state.totals


def test_a_torn_or_damaged_journal_line_ends_the_journal_never_the_game(tmp_path):
    path = tmp_path / "toy.yaml"
    game, autosave = Game(RULES, 42), saves.Autosave(path)
    synced(game, autosave, "step 1", "step 2", "step 1")
    journal = saves.journal_path(path)
    whole = journal.read_bytes()
    with open(journal, "ab") as fh:
        fh.write(b'1a2b3c4d +"ste')  # a write the kill interrupted
    assert saves.read_document(path)["moves"] == ["step 1", "step 2", "step 1"]
    assert saves.load(path, rules_for).moves == game.moves
    damaged = whole.replace(b'+"step 2"', b'+"step 1"')  # the CRC no longer matches
    journal.write_bytes(damaged)
    assert saves.read_document(path)["moves"] == ["step 1"]


def test_a_journal_naming_another_base_is_ignored(tmp_path):
    path = tmp_path / "toy.yaml"
    game, autosave = Game(RULES, 42), saves.Autosave(path)
    synced(game, autosave, "step 1", "step 2", "step 1")
    old_journal = saves.journal_path(path).read_bytes()
    autosave.compact(game)  # killed after the new base, before the new journal replaced the old:
    saves.journal_path(path).write_bytes(old_journal)
    assert saves.read_document(path)["moves"] == game.moves  # not the journal's moves twice


def test_the_journal_is_folded_into_its_base_now_and_then_and_on_close(tmp_path, monkeypatch):
    monkeypatch.setattr(saves, "COMPACT_MIN", 3)
    monkeypatch.setattr(saves, "COMPACT_RATIO", 0.5)
    path = tmp_path / "toy.yaml"
    game, autosave = Game(RULES, 42), saves.Autosave(path)
    for i in range(14):
        synced(game, autosave, "step 1")
        entries = len(journal_lines(path)) - 1
        assert entries <= max(3, len(yaml.safe_load(path.read_text())["moves"]) // 2)  # never more
        assert saves.read_document(path)["moves"] == game.moves
    synced(game, autosave, "undo")
    assert len(journal_lines(path)) > 1
    autosave.close()
    assert len(journal_lines(path)) == 1 and yaml.safe_load(path.read_text())["moves"] == game.moves
    never = saves.Autosave(tmp_path / "never.yaml")
    never.close()
    assert not (tmp_path / "never.yaml").exists()


def test_a_lost_journal_means_the_next_save_writes_the_whole_game(tmp_path):
    path = tmp_path / "toy.yaml"
    game, autosave = Game(RULES, 42), saves.Autosave(path)
    synced(game, autosave, "step 1", "step 2")
    saves.journal_path(path).unlink()
    synced(game, autosave, "step 1")
    assert yaml.safe_load(path.read_text())["moves"] == game.moves
    assert saves.read_document(path)["moves"] == game.moves


def test_an_autosave_base_is_yaml_any_loader_reads_and_explicit_saves_are_unchanged(tmp_path):
    doc = {"game": "toy", "version": 1, "seed": 3, "options": {"target": 10}, "players": ["blue"],
           "moves": ["a: b", "- c", "#d", "yes", "1e3", "~", "null", "[x]", "{y}", "&a", "*b", "!t",
                     "%p", "@q", "`r", 'q"uote', "back\\slash", "it's", "  lead", "trail  ", "", "é", "x\ny"],
           "map": "m.tmx"}
    for moves in (doc["moves"], doc["moves"][:-2], []):
        d = dict(doc, moves=moves)
        text = saves.render(d)
        assert yaml.safe_load(text) == d and list(yaml.safe_load(text)) == list(d)
    game = played()
    path = tmp_path / "explicit.yaml"
    saves.save(game, path)
    assert path.read_text() == yaml.dump(saves.to_document(game), Dumper=yaml.SafeDumper, sort_keys=False)


def test_stale_temporaries_are_removed_and_nothing_else(tmp_path):
    """Only what write_atomic names a temporary file goes: never a save, a journal, a file
    merely ending in .tmp, a folder or a link named like a temporary file."""
    import tempfile
    made = []
    for name in ("toy.yaml", "toy.journal"):
        fd, tmp = tempfile.mkstemp(prefix=f".{name}.", suffix=saves.TEMP_SUFFIX, dir=tmp_path)  # as write_atomic
        os.close(fd)
        made.append(Path(tmp).name)
    for name in ("toy.yaml", "toy.journal", "notes.tmp", ".hidden.tmp", "toy.yaml.x1y2.tmp"):
        (tmp_path / name).write_text("x")
    (tmp_path / ".toy.yaml.abcdefgh.tmp").mkdir()
    (tmp_path / ".toy.yaml.12345678.tmp").symlink_to(tmp_path / "toy.yaml")
    kept = sorted(p.name for p in tmp_path.iterdir() if p.name not in made)
    removed = saves.remove_stale_temporaries(tmp_path)
    assert sorted(p.name for p in removed) == sorted(made)
    assert sorted(p.name for p in tmp_path.iterdir()) == kept
    assert (tmp_path / "toy.yaml").read_text() == "x"
    assert saves.remove_stale_temporaries(tmp_path / "missing") == []


def test_an_option_newer_than_a_save_takes_the_reading_the_save_was_played_with(tmp_path):
    """A save written before an option existed (Thunderbirds' reroll of any die roll, issue 17)
    replays with the option's legacy reading; a save that names the option keeps its choice."""
    import yaml

    from game import games, launch
    from game.session import saves
    game = launch.new_game("thunderbirds", seed=3)
    path = tmp_path / "old.yaml"
    saves.save(game, path)
    doc = yaml.safe_load(path.read_text(encoding="utf-8"))
    del doc["options"]["reroll"], doc["options"]["evaders"]
    path.write_text(yaml.safe_dump(doc), encoding="utf-8")
    old = saves.load(path, games.rules_for)
    assert old.options["reroll"] == "skill checks only" and old.options["evaders"] == "not within five months"
    saves.save(game, path)
    assert saves.load(path, games.rules_for).options["reroll"] == "any die roll"


def test_a_save_whose_move_no_longer_fits_keeps_the_game_up_to_it(tmp_path):
    """A save of an earlier Sortie whose move N the rules now refuse: the refusal names the
    move, and carries the game as it stood after move N-1, to play on from."""
    from game import games
    from unfit_saves import unfit_save
    path, doc = unfit_save(tmp_path)
    with pytest.raises(saves.SaveError) as exc:
        saves.load(path, games.rules_for)
    assert "move 4 'fly to the moon'" in str(exc.value)
    partial = exc.value.partial
    assert [m.notation for m in partial.history] == doc["moves"][:3]
    assert yaml.safe_load(path.read_text(encoding="utf-8")) == doc   # the file is left alone


def test_a_save_of_an_older_format_is_brought_up_by_its_upgrader_notation_included(tmp_path, monkeypatch):
    """A made-up format version 2 in which the toy's "stride N" of version 1 is written
    "step N": the upgrader from 1 rewrites the moves (the journal's too), and the save loads.
    A save newer than the program is still refused, naming the versions it reads."""
    from game.session import library

    def stride_to_step(doc):
        return dict(doc, moves=[m.replace("stride ", "step ") for m in doc["moves"]])

    monkeypatch.setattr(saves, "FORMAT_VERSION", 2)
    monkeypatch.setattr(saves, "UPGRADERS", {1: stride_to_step})
    path = tmp_path / "old.yaml"
    data = yaml.safe_dump({"game": "toy", "version": 1, "seed": 42, "options": {"target": 10},
                          "players": ["blue", "orange"], "moves": ["roll", "stride 1", "stride 2"]},
                         sort_keys=False).encode()
    path.write_bytes(data)
    saves.journal_path(path).write_bytes(saves._header(saves.digest(data)) + saves._entry('+"roll"')
                                         + saves._entry('+"stride 2"'))
    assert library.describe(path).readable   # the Load screen lists it
    doc = saves.read_document(path)
    assert doc["version"] == 2 and doc["moves"] == ["roll", "step 1", "step 2", "roll", "step 2"]
    game = saves.load(path, rules_for)
    assert game.moves == ["roll", "step 1", "step 2", "roll", "step 2"]
    assert game.state.totals == Game.replay(RULES, 42, None, None, game.moves).state.totals
    saves.save(game, path)
    assert yaml.safe_load(path.read_text())["version"] == 2   # written back in this version
    newer = tmp_path / "newer.yaml"
    newer.write_text("game: toy\nversion: 3\nseed: 1\noptions: {}\nplayers: []\nmoves: []\n")
    with pytest.raises(saves.SaveError, match="has format version 3; this Sortie reads versions 1 to 2"):
        saves.load(newer, rules_for)
    assert library.describe(newer).problem == "is not in the save format this Sortie reads (versions 1 to 2)"


def test_an_upgrader_that_fails_refuses_the_save_with_the_versions(tmp_path, monkeypatch):
    monkeypatch.setattr(saves, "FORMAT_VERSION", 2)
    monkeypatch.setattr(saves, "UPGRADERS", {1: lambda doc: doc["no such key"]})
    path = tmp_path / "old.yaml"
    path.write_text("game: toy\nversion: 1\nseed: 1\noptions: {}\nplayers: []\nmoves: []\n")
    with pytest.raises(saves.SaveError, match="cannot be brought from format version 1 to 2"):
        saves.load(path, rules_for)
