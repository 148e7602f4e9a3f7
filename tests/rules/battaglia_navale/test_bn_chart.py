"""The chart (BN Preliminaries, BN Errata) read from maps/battaglia-navale.tmx."""
import xml.etree.ElementTree as ET

import pytest

from game.rules.battaglia_navale.board import MapError, cell_name, load_board, parse_cell
from game.rules.battaglia_navale.data import MAP_PATH
from house import data

HOUSE = data("battaglia-navale")


def test_bn_errata_24_squares_of_16_cells_nord_at_the_top():
    b = load_board(HOUSE)
    assert (b.cols, b.rows) == (16, 24)
    assert b.square_cells == 4 and list(b.squares) == list(range(1, 25))
    assert b.square_of((0, 0)) == 1 and b.square_of((15, 0)) == 4
    assert b.square_of((4, 4)) == 6 and b.square_of((15, 23)) == 24
    assert len(b.square_cells_of(14)) == 16


def test_bn_preliminaries_bases_are_two_squares_on_each_players_right():
    b = load_board(HOUSE)
    assert b.bases == {"white": (23, 24), "grey": (1, 2)}


def test_bn_preliminaries_each_base_has_promontory_platform_piers_and_battery_sites():
    b = load_board(HOUSE)
    for side in ("white", "grey"):
        assert len(b.platform_cells[side]) == 4
        plat_squares = {b.square_of(c) for c in b.platform_cells[side].values()}
        assert plat_squares <= set(b.bases[side]) and len(plat_squares) == 1
        assert {b.square_of(c) for c in b.promontory_cells[side]} <= set(b.bases[side])
        assert {b.square_of(c) for c in b.battery_sites[side]} <= set(b.bases[side])
        assert not b.battery_sites[side] & (b.promontory_cells[side] | set(b.platform_cells[side].values()))
        assert any(s == side for s, _ in b.piers)
    assert b.blocked_sides == {frozenset((22, 23)), frozenset((2, 3))}


def test_bn_chart_file_is_tiled_1_10_with_object_types_and_no_reserved_property_names():
    root = ET.parse(MAP_PATH).getroot()
    assert root.get("version") == "1.10" and root.get("orientation") == "orthogonal"
    assert (root.get("width"), root.get("height"), root.get("tilewidth")) == ("16", "24", "32")
    objects = root.iter("object")
    assert all(o.get("type") for o in objects)  # Tiled 1.10 writes an object's class as type=
    assert all(p.get("name") != "name" for p in root.iter("property"))


def test_bn_an_edited_chart_is_read_from_its_path(tmp_path):
    text = MAP_PATH.read_text().replace('value="22|23"', 'value="22|23,19|23"')
    edited = tmp_path / "edited.tmx"
    edited.write_text(text)
    assert frozenset((19, 23)) in load_board(HOUSE, edited).blocked_sides
    broken = tmp_path / "broken.tmx"
    broken.write_text(MAP_PATH.read_text().replace('type="polaris_counter"', 'type="rock"'))
    with pytest.raises(MapError):
        load_board(HOUSE, broken)


def test_bn_cell_names_run_a_to_p_and_1_to_24():
    assert cell_name((8, 20)) == "i21" and parse_cell("i21") == (8, 20)
    assert cell_name((15, 23)) == "p24"
