"""The data checker (`sortie check-data`) and data sets made from the house data."""
from __future__ import annotations

import subprocess
import sys

import pytest

from game import datasets
from game.rules.registry import GAMES
from game.datacheck.__main__ import main as check_data
from game.datacheck.checker import _check_docs, check_file, check_set, house_paths, load_house
from game.resources import DataFileError


def _set(game: str, tmp_path):
    return datasets.new_set(game, f"My {game}")


def _edit(path, old: str, new: str) -> int:
    """Replace the first `old` in a file by `new`; the 1-based line it was on."""
    text = path.read_text(encoding="utf-8")
    at = text.index(old)
    path.write_text(text[:at] + new + text[at + len(old):], encoding="utf-8")
    return text[:at].count("\n") + 1


@pytest.mark.parametrize("game", list(GAMES))
def test_house_data_passes_the_checker(game):
    problems, docs = _check_docs(game, house_paths(game))
    assert problems == []
    assert set(docs) == set(house_paths(game))


def test_check_data_command_house_is_clean(capsys):
    assert check_data([]) == 0
    assert "5 house data set(s) checked: no problems" in capsys.readouterr().out


@pytest.mark.parametrize("game", list(GAMES))
def test_a_new_set_is_a_copy_of_house_data_and_passes(game, tmp_path):
    folder = _set(game, tmp_path)
    assert folder.parent == datasets.sets_folder(game)
    assert datasets.list_sets(game) == [folder.name]
    assert check_set(folder) == []
    for name, source in house_paths(game).items():
        assert (folder / name).read_bytes() == source.read_bytes()


def test_a_set_name_cannot_be_taken_twice_or_be_house(tmp_path):
    datasets.new_set("same4cats", "Mine")
    with pytest.raises(DataFileError, match="exists already"):
        datasets.new_set("same4cats", "Mine")
    with pytest.raises(DataFileError, match="another name"):
        datasets.new_set("same4cats", "House")


def test_wrong_type_points_at_its_line(tmp_path):
    folder = _set("steam-torpedo", tmp_path)
    path = folder / "compartments.yaml"
    line = _edit(path, "attack: 2", "attack: two")
    problems = check_set(folder)
    assert [str(p) for p in problems] == [
        f"{path}:{line}: compartments[1].attack: should be a whole number, not text"]


def test_unknown_field_and_out_of_range(tmp_path):
    folder = _set("same4cats", tmp_path)
    path = folder / "tables.yaml"
    line_a = _edit(path, "  retries: 1 ", "  retries: 1\n  retires: 2 ")
    line_b = _edit(path, "shot_down_at: 5", "shot_down_at: 50")
    found = {(p.line, p.field, p.problem) for p in check_set(folder)}
    assert (line_a + 1, "campaign.retires", "unknown field") in found
    assert (line_b, "campaign.shot_down_at", "50 is out of range (1 to 9)") in found


def test_missing_field_and_missing_file(tmp_path):
    folder = _set("carrier-strike", tmp_path)
    path = folder / "data.yaml"
    _edit(path, '  sink: {value: 2, rule: "CS Torpedo Runs 6"}', '  sink: {value: 2}')
    problems = [str(p) for p in check_set(folder)]
    assert any(p.endswith("hits.sink.rule: missing") for p in problems), problems
    (folder / "data.yaml").unlink()
    problems = [str(p) for p in check_set(folder)]
    assert problems[0].startswith(f"{folder / 'data.yaml'}: missing")


def test_a_card_referred_to_must_exist(tmp_path):
    folder = _set("same4cats", tmp_path)
    path = folder / "cards.yaml"
    line = _edit(path, "forbidden_targets: [Indomitable]", "forbidden_targets: [Indomitabel]")
    problems = [str(p) for p in check_set(folder)]
    assert problems == [f"{path}:{line}: missions[8].forbidden_targets[0]: no Target Ship card is named Indomitabel"]


def test_a_deck_that_cannot_be_built(tmp_path):
    folder = _set("carrier-strike", tmp_path)
    path = folder / "data.yaml"
    line = _edit(path, "value: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]", "value: [1, 2, 3, 4, 5, 6]")
    problems = [str(p) for p in check_set(folder)]
    assert problems == [f"{path}:{line}: dogfight.deck.value: 6 cards cannot deal 8 to the stronger pilot (CS Dogfights 5)"]


def test_a_table_with_a_missing_row(tmp_path):
    folder = _set("thunderbirds", tmp_path)
    path = folder / "tables.yaml"
    _edit(path, "    - {faces: [4, 5], fate: captured}\n", "")
    problems = [str(p) for p in check_set(folder)]
    assert len(problems) == 1 and problems[0].endswith("survival.sea: the rows' faces must cover 0 to 10 once each, in order")


@pytest.mark.parametrize("game, name, old, new, opened", [
    ("battaglia-navale", "fire_cards.yaml", "marks: [a1, c2, b4]", "marks: [a1, c2, b4", "'['"),
    ("carrier-strike", "data.yaml", 'sink: {value: 2, rule: "CS Torpedo Runs 6"}',
     'sink: {value: 2, rule: "CS Torpedo Runs 6"', "'{'"),
    ("steam-torpedo", "compartments.yaml", 'crew aboard the enemy); no card is printed."',   # the file's last line
     'crew aboard the enemy); no card is printed.', "quote"),
])
def test_yaml_syntax_error_gives_the_line_that_opens_what_is_not_closed(tmp_path, game, name, old, new, opened):
    """A bracket or quote left open is placed on its own line (the parser notices it on a
    later one): the line to mend, exactly."""
    folder = _set(game, tmp_path)
    path = folder / name
    line = _edit(path, old, new)
    problems = check_set(folder)
    assert len(problems) == 1 and (problems[0].path, problems[0].line) == (str(path), line), [str(p) for p in problems]
    assert problems[0].problem.startswith(f"not valid YAML (the {opened} opened on this line is never closed: ")


def test_one_file_is_checked_with_its_sets_other_files(tmp_path):
    folder = _set("battaglia-navale", tmp_path)
    path = folder / "fire_cards.yaml"
    line = _edit(path, "island: 3,", "island: 99,")
    assert [str(p) for p in check_file(path)] == [f"{path}:{line}: cards[0].island: 99 is out of range (1 to 48)"]
    lone = tmp_path / "fire_cards.yaml"
    lone.write_text(path.read_text(encoding="utf-8"), encoding="utf-8")
    assert "which game" in str(check_file(lone)[0])
    assert len(check_file(lone, "battaglia-navale")) == 1


def test_command_line_exit_codes(tmp_path):
    folder = _set("steam-torpedo", tmp_path)
    run = [sys.executable, "-m", "game", "check-data", str(folder)]
    env = {"SORTIE_HOME": str(tmp_path / "sortie-home"), "PATH": ""}
    ok = subprocess.run(run, capture_output=True, text=True, env=env)
    assert ok.returncode == 0 and "no problems" in ok.stdout
    _edit(folder / "rules.yaml", "sea_sectors: 5", "sea_sectors: 1")
    bad = subprocess.run(run, capture_output=True, text=True, env=env)
    assert bad.returncode == 1
    assert bad.stdout.strip().endswith("sea_sectors: 1 is out of range (3 to 9)")


def _house_files_at(monkeypatch, folder):
    """The house data of Carrier Strike read from a copy (as if edited inside an installed Sortie)."""
    from game.datacheck import checker, house
    paths = lambda game: {"data.yaml": folder / "data.yaml"}  # noqa: E731
    monkeypatch.setattr(checker, "house_paths", paths)
    monkeypatch.setattr(house, "house_paths", paths)
    monkeypatch.setattr(house, "_HOUSE", {})
    return house


def test_broken_house_data_is_refused_by_the_loader(tmp_path, monkeypatch):
    folder = _set("carrier-strike", tmp_path)
    _edit(folder / "data.yaml", "carriers_per_side: {value: 2,", "carriers_per_side: {value: many,")
    house = _house_files_at(monkeypatch, folder)
    with pytest.raises(DataFileError, match="fleet.carriers_per_side.value: should be a whole number"):
        load_house("carrier-strike")
    with pytest.raises(DataFileError, match="fleet.carriers_per_side.value: should be a whole number"):
        house.house_docs("carrier-strike")


def test_an_edited_house_file_is_checked_again_at_run_time(tmp_path, monkeypatch):
    """A house file that is not byte for byte the one checked.yaml records goes through the
    whole checker (here it is valid, so it is used)."""
    from game.datacheck import checker
    folder = _set("carrier-strike", tmp_path)
    _edit(folder / "data.yaml", "sink: {value: 2,", "sink: {value: 3,")
    house = _house_files_at(monkeypatch, folder)
    checked = []
    real = checker.load_house
    monkeypatch.setattr(house, "load_house", lambda game: checked.append(game) or real(game))
    assert house.house_docs("carrier-strike")["data.yaml"]["hits"]["sink"]["value"] == 3
    assert checked == ["carrier-strike"]


def test_checked_yaml_records_the_house_files_as_they_are():
    """Every shipped house file is the one that passed the checker (else run
    python tools/check_house_data.py after changing house data)."""
    from game.datacheck.house import checked_fingerprints, fingerprint
    record = checked_fingerprints()
    for game in GAMES:
        for name, path in house_paths(game).items():
            assert record[game][name] == fingerprint(path.read_bytes()), (
                f"{path} changed since it was checked: run python tools/check_house_data.py")


def test_a_game_starts_without_loading_the_schema_library():
    code = ("import sys\nfrom game import launch\n"
            "for g in ('same4cats', 'battaglia-navale', 'thunderbirds', 'steam-torpedo', 'carrier-strike'):\n"
            "    launch.new_game(g, seed=1)\n"
            "print('jsonschema' in sys.modules)")
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert r.returncode == 0, r.stderr
    assert r.stdout.strip() == "False"


def test_thunderbirds_schema_knows_every_event_effect():
    from game.rules.thunderbirds import data_schema, events
    assert set(data_schema.EFFECTS) == set(events.EFFECTS)


def test_steam_torpedo_card_rules_are_part_of_the_check(tmp_path):
    folder = _set("steam-torpedo", tmp_path)
    path = folder / "compartments.yaml"
    _edit(path, "  double: true\n", "  double: true\n  attack_per_crew: true\n")
    problems = [str(p) for p in check_set(folder)]
    assert len(problems) == 1 and "a per-crew attack needs attack symbols, a trigger, no x2" in problems[0]


def test_new_data_set_command_makes_a_checkable_set(tmp_path):
    env = {"SORTIE_HOME": str(tmp_path / "home"), "PATH": ""}
    made = subprocess.run([sys.executable, "-m", "game", "new-data-set", "carrier-strike", "Boxed copy"],
                          capture_output=True, text=True, env=env)
    assert made.returncode == 0, made.stderr
    folder = made.stdout.splitlines()[0]
    assert folder.endswith("Boxed copy") and "sortie check-data" in made.stdout
    again = subprocess.run([sys.executable, "-m", "game", "new-data-set", "carrier-strike", "Boxed copy"],
                           capture_output=True, text=True, env=env)
    assert again.returncode == 2 and "exists already" in again.stderr
    checked = subprocess.run([sys.executable, "-m", "game", "check-data", folder], capture_output=True, text=True, env=env)
    assert checked.returncode == 0 and "no problems" in checked.stdout
