"""Hex and square geometry on real Tiled maps, every cell and points near the edges."""
import math
from pathlib import Path
import random

import pytest

from game import tiled
from game.geometry import HexGrid, SquareGrid

MAPS = ["hex-y-odd", "hex-y-even", "hex-x-odd", "hex-x-even"]


def load(name):
    from pathlib import Path
    return tiled.load(Path(__file__).parent / "data" / f"{name}.tmx")


@pytest.mark.parametrize("name", MAPS)
def test_map_gives_the_stagger_it_declares(name):
    board = load(name)
    _, axis, index = name.split("-")
    assert isinstance(board.grid, HexGrid)
    assert (board.grid.axis, board.grid.index, board.grid.side) == (axis, index, 32)
    assert (board.grid.cols, board.grid.rows) == (12, 9)


@pytest.mark.parametrize("name", MAPS)
def test_every_centre_maps_back_to_its_cell(name):
    g = load(name).grid
    for cell in g.cells():
        assert g.cell_at(*g.center(cell)) == cell
        assert g.from_axial(*g.to_axial(cell)) == cell


@pytest.mark.parametrize("name", MAPS)
def test_pixel_to_cell_agrees_with_nearest_centre(name):
    g = load(name).grid
    rnd = random.Random(1)
    w, h = g.pixel_size
    centres = {c: g.center(c) for c in g.cells()}
    checked = 0
    for _ in range(3000):
        x, y = rnd.uniform(0, w), rnd.uniform(0, h)
        got = g.cell_at(x, y)
        nearest = min(centres, key=lambda c: (centres[c][0] - x) ** 2 + (centres[c][1] - y) ** 2)
        if got is not None:
            assert got == nearest
            checked += 1
    assert checked > 2000


@pytest.mark.parametrize("name", MAPS)
def test_points_just_inside_each_corner_belong_to_the_cell(name):
    g = load(name).grid
    for cell in g.cells():
        cx, cy = g.center(cell)
        for px, py in g.outline(cell):
            x, y = px + (cx - px) * 0.05, py + (cy - py) * 0.05  # 5% in from the corner
            assert g.cell_at(x, y) == cell


@pytest.mark.parametrize("name", MAPS)
def test_neighbours_touch_and_distance_is_one(name):
    g = load(name).grid
    for cell in g.cells():
        for n in g.neighbours(cell):
            assert g.distance(cell, n) == 1
            (ax, ay), (bx, by) = g.center(cell), g.center(n)
            assert math.isclose(math.hypot(ax - bx, ay - by), min(g.tile_w, g.tile_h), rel_tol=0.2)
        inner = 0 < cell[0] < g.cols - 1 and 0 < cell[1] < g.rows - 1
        if inner:
            assert len(g.neighbours(cell)) == 6


@pytest.mark.parametrize("name", MAPS)
def test_straight_lines(name):
    g = load(name).grid
    start = (5, 4)
    for d in range(6):
        end = g.step(start, d, 3)
        assert g.direction_between(start, end) == d
        line = g.line(start, end)
        assert line[0] == start and line[-1] == end and len(line) == 4
        assert all(g.distance(a, b) == 1 for a, b in zip(line, line[1:]))
    q, r = g.to_axial(start)
    assert g.direction_between(start, g.from_axial(q + 2, r + 1)) is None  # a knight's move


def test_off_map_pixels():
    g = load("hex-y-odd").grid
    assert g.cell_at(-5, -5) is None
    assert g.cell_at(g.pixel_size[0] + 10, 10) is None


def test_square_grid():
    g = SquareGrid(16, 24, 32, 32)
    assert g.cell_at(*g.center((15, 23))) == (15, 23)
    assert g.cell_at(512, 0) is None
    assert g.neighbours((0, 0)) == [(1, 0), (0, 1)]
    assert g.distance((0, 0), (3, 4)) == 7


def test_layer_order_objects_and_properties():
    board = load("hex-y-odd")
    assert board.layer_order == ["sea", "places", "overlay"]  # pytmx alone would give sea, overlay, places
    harbour = board.object_named("Harbour")
    assert harbour.cls == "place" and harbour.properties == {"side": "blue", "value": 3}
    assert board.properties["purpose"] == "geometry test"


def test_broken_maps_are_refused_with_file_and_problem(tmp_path):
    with pytest.raises(tiled.MapError, match="no such file"):
        tiled.load(tmp_path / "none.tmx")
    bad = tmp_path / "bad.tmx"
    bad.write_text("<map><layer")
    with pytest.raises(tiled.MapError) as err:
        tiled.load(bad)
    assert str(bad) in str(err.value) and "not valid XML" in str(err.value)


SHIPPED_HEX = [p for p in sorted((Path(__file__).resolve().parent.parent / "maps").glob("*.tmx"))
               if 'orientation="hexagonal"' in p.read_text()]


@pytest.mark.parametrize("path", SHIPPED_HEX, ids=lambda p: p.name)
def test_every_cell_of_the_shipped_hex_maps(path):
    g = tiled.load(path).grid
    assert isinstance(g, HexGrid)
    for cell in g.cells():
        cx, cy = g.center(cell)
        assert g.cell_at(cx, cy) == cell
        for px, py in g.outline(cell):  # just inside each corner
            assert g.cell_at(px + (cx - px) * 0.05, py + (cy - py) * 0.05) == cell
        assert all(g.distance(cell, n) == 1 for n in g.neighbours(cell))
