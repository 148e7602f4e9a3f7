"""The classes of maps/sortie.tiled-project: their defaults, and filling in what Tiled leaves out."""
import json

import pytest

from game.resources import DataFileError, maps_folder
from game.tiled_classes import parse, project


def test_every_class_of_the_project_file_is_read_with_its_defaults():
    declared = json.loads((maps_folder() / "sortie.tiled-project").read_text())["propertyTypes"]
    classes = project().classes
    assert set(classes) == {t["name"] for t in declared if t["type"] == "class"}
    assert classes["battery_site"].defaults == {"side": "white"}
    assert classes["offmap_target"].defaults["markers_out"] == 3
    assert classes["half"].defaults["tint"] == "#30e03c31"
    assert classes["terrain_tile"].defaults == {"england": False, "germany": False, "shaded": False, "terrain": "sea"}
    assert classes["terrain_tile"].use_as == {"tile"}
    assert project().enums["bn_side"] == ("white", "grey")


def test_complete_fills_only_the_members_that_are_missing():
    classes = project()
    assert classes.complete("base", {"side": "grey"}) == {"side": "grey", "home": False, "number": 1}
    assert classes.complete("target", {"flak": "red", "ruhr": True}) == \
        {"flak": "red", "ruhr": True, "targets": "", "zone": 0}
    assert classes.complete("no_such_class", {"x": 1}) == {"x": 1}
    assert classes.complete(None, {}) == {}


def test_an_empty_text_member_is_empty_text_as_when_it_is_left_out():
    """pytmx reads value="" as None; Tiled means "", the same as the default it leaves out."""
    assert project().complete("slot", {"label": None}) == {"label": ""}
    assert project().complete("slot", {}) == {"label": ""}


def test_a_broken_project_file_is_named_with_what_is_wrong(tmp_path):
    bad = tmp_path / "sortie.tiled-project"
    bad.write_text("{")
    with pytest.raises(DataFileError) as info:
        parse(bad)
    assert str(info.value).startswith(f"{bad}: is not a Tiled project with property types")
    bad.write_text(json.dumps({"propertyTypes": [
        {"name": "c", "type": "class", "members": [{"name": "n", "type": "int", "value": "many"}]}]}))
    with pytest.raises(DataFileError, match="class 'c': member 'n' has no usable default value"):
        parse(bad)
