"""Tiled boards: load a .tmx with pytmx, keep the document's layer order, give its geometry.

No pygame here (the rules layer and the map checker use it too); drawing lives in
game/ui/board.py. Meaning is read from layer names, object classes and custom
properties, never from raw tile ids (pytmx renumbers them). ``read_tmx`` is the one way
Sortie reads a .tmx: it fills in what Tiled leaves out (class defaults, from the project
file: game/tiled_classes.py), so the checker, the rules' board readers and the scenes all
see the same values whichever Tiled saved the map.
"""
from __future__ import annotations

import logging
import sys
import xml.etree.ElementTree as ET
from dataclasses import dataclass, field
from pathlib import Path

from .geometry import HexGrid, SquareGrid
from .resources import DataFileError
from .tiled_classes import project


def _import_pytmx():
    """Import pytmx without letting it pull in pygame.

    pytmx's __init__ imports its pygame loader whenever pygame is installed; the rules
    layer and the map checker must not load pygame, and Sortie draws maps itself, so the
    loader is kept out unless pygame is already loaded (in the app).
    """
    if "pygame" in sys.modules or "pytmx" in sys.modules:
        import pytmx
        return pytmx
    sys.modules["pygame"] = None  # makes `import pygame` fail inside pytmx's __init__
    try:
        quiet = logging.getLogger("pytmx.util_pygame")
        quiet.disabled = True  # its "cannot import pygame" error is expected here
        import pytmx
        quiet.disabled = False
    finally:
        del sys.modules["pygame"]
    return pytmx


pytmx = _import_pytmx()


class MapError(ValueError):
    """A map that cannot be used: ``file: layer/object: problem``."""

    def __init__(self, path, where: str, problem: str):
        self.path, self.where, self.problem = str(path), where, problem
        super().__init__(f"{path}: {where}: {problem}")


@dataclass
class MapObject:
    id: int
    name: str
    cls: str
    layer: str
    x: float
    y: float
    width: float
    height: float
    points: list | None
    properties: dict = field(default_factory=dict)

    @property
    def center(self) -> tuple[float, float]:
        if self.points:
            xs = [p[0] for p in self.points]
            ys = [p[1] for p in self.points]
            return sum(xs) / len(xs), sum(ys) / len(ys)
        return self.x + self.width / 2, self.y + self.height / 2

    @property
    def where(self) -> str:
        return f"{self.layer}/{self.name or self.cls or '#' + str(self.id)}"


@dataclass
class Board:
    """A loaded map: its grid, its layers in document order, its objects and properties."""

    path: Path
    tmx: pytmx.TiledMap
    grid: SquareGrid | HexGrid
    layer_order: list[str]
    objects: list[MapObject]
    properties: dict

    def layer(self, name: str):
        try:
            return self.tmx.get_layer_by_name(name)
        except ValueError:
            raise MapError(self.path, name, "layer missing") from None

    def objects_of(self, cls: str | None = None, layer: str | None = None) -> list[MapObject]:
        return [o for o in self.objects
                if (cls is None or o.cls == cls) and (layer is None or o.layer == layer)]

    def object_named(self, name: str) -> MapObject:
        for o in self.objects:
            if o.name == name:
                return o
        raise MapError(self.path, name, "object missing")

    def tile_properties(self, layer_name: str, cell) -> dict:
        """Properties of the tile at a cell of a tile layer ({} where empty)."""
        index = self.tmx.layers.index(self.layer(layer_name))
        props = self.tmx.get_tile_properties(cell[0], cell[1], index)
        return dict(props or {})


def _document_layer_order(root: ET.Element) -> list[str]:
    """Layer names in drawing order, as written in the file (pytmx loses it)."""
    order = []

    def walk(node, prefix=""):
        for child in node:
            if child.tag in ("layer", "objectgroup", "imagelayer"):
                order.append(prefix + child.get("name", ""))
            elif child.tag == "group":
                walk(child, prefix)

    walk(root)
    return order


def grid_of(tmx: pytmx.TiledMap, path="map") -> SquareGrid | HexGrid:
    if tmx.orientation == "orthogonal":
        return SquareGrid(tmx.width, tmx.height, tmx.tilewidth, tmx.tileheight)
    if tmx.orientation == "hexagonal":
        return HexGrid(tmx.width, tmx.height, tmx.tilewidth, tmx.tileheight,
                       int(tmx.hexsidelength), tmx.staggeraxis or "y", tmx.staggerindex or "odd")
    raise MapError(path, "map", f"orientation {tmx.orientation!r} is not supported (orthogonal or hexagonal)")


def class_of(obj) -> str:
    """An object's class: Tiled 1.8, 1.10 and 1.11 write type=, Tiled 1.9 wrote class=."""
    return obj.__dict__.get("class") or obj.type or ""


def read_tmx(path) -> pytmx.TiledMap:
    """pytmx's map (no images) with every class member Tiled left out set to its default.

    Objects and tiles of a class declared in maps/sortie.tiled-project get the members
    the file does not write (Tiled 1.9+ omits a member still at its class default).
    pytmx's own exceptions pass through; an unreadable project file is DataFileError.
    """
    classes = project()
    tmx = pytmx.TiledMap(str(path))
    for obj in tmx.objects:
        if obj.properties is None:
            obj.properties = {}
        classes.complete(class_of(obj), obj.properties)
    for props in tmx.tile_properties.values():
        classes.complete(props.get("class") or props.get("type"), props)
    return tmx


def load(path) -> Board:
    """Load a .tmx without images. Raises MapError naming the file and the problem."""
    path = Path(path)
    if not path.exists():
        raise MapError(path, "map", "no such file")
    try:
        root = ET.parse(path).getroot()
    except ET.ParseError as exc:
        raise MapError(path, "map", f"is not valid XML ({exc})") from None
    if root.tag != "map":
        raise MapError(path, "map", f"is not a TMX map (root element <{root.tag}>)")
    if root.get("infinite", "0") not in ("0", ""):
        raise MapError(path, "map", "infinite maps are not supported: save it as a fixed-size map")
    order = _document_layer_order(root)
    try:
        tmx = read_tmx(path)
    except DataFileError:
        raise  # Sortie's own project file is broken, not this map
    except Exception as exc:  # pytmx raises many kinds for a bad document
        raise MapError(path, "map", f"cannot be read by pytmx ({exc.__class__.__name__}: {exc})") from None
    grid = grid_of(tmx, path)
    objects = []
    for group in tmx.objectgroups:
        for o in group:
            objects.append(MapObject(
                id=o.id, name=o.name or "", cls=class_of(o), layer=group.name,
                x=float(o.x), y=float(o.y), width=float(o.width or 0), height=float(o.height or 0),
                points=[(float(p.x), float(p.y)) for p in o.points] if hasattr(o, "points") else None,
                properties=dict(o.properties or {})))
    return Board(path, tmx, grid, order, objects, dict(tmx.properties or {}))
