"""Tiled boards: load a .tmx with pytmx, keep the document's layer order, give its geometry.

No pygame here (the rules layer and the map checker use it too); drawing lives in
game/ui/board.py. Meaning is read from layer names, object classes and custom
properties, never from raw tile ids (pytmx renumbers them). ``read_tmx`` is the one way
Sortie reads a .tmx: it fills in what Tiled leaves out (class defaults, from the project
file: game/tiled_classes.py), so the checker, the rules' board readers and the scenes all
see the same values whichever Tiled saved the map.
"""
from __future__ import annotations

import base64
import logging
import sys
import zlib
import xml.etree.ElementTree as ET
from dataclasses import dataclass, field
from pathlib import Path

from . import safe_read
from .geometry import HexGrid, SquareGrid
from .library_voice import captured
from .resources import DataFileError
from .safe_read import clip, excerpt
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
    root: ET.Element | None = None  # the file's XML, as read_root read it

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
    """Layer names in drawing order, as written in the file (pytmx loses it); groups are
    walked without recursion."""
    order = []
    stack = [iter(root)]
    while stack:
        child = next(stack[-1], None)
        if child is None:
            stack.pop()
        elif child.tag in _LAYERS:
            order.append(child.get("name", ""))
        elif child.tag == "group":
            stack.append(iter(child))
    return order


def grid_of(tmx: pytmx.TiledMap, path="map") -> SquareGrid | HexGrid:
    if tmx.orientation == "orthogonal":
        return SquareGrid(tmx.width, tmx.height, tmx.tilewidth, tmx.tileheight)
    if tmx.orientation == "hexagonal":
        return HexGrid(tmx.width, tmx.height, tmx.tilewidth, tmx.tileheight,
                       int(tmx.hexsidelength), tmx.staggeraxis or "y", tmx.staggerindex or "odd")
    raise MapError(path, "map", f"orientation {tmx.orientation!r} is not supported (orthogonal or hexagonal)")


def colour(value, default) -> tuple:
    """A Tiled colour property, which comes back as '#aarrggbb' (or '#rrggbb'), as (r, g, b, a);
    ``default`` when it is not one."""
    if not isinstance(value, str) or not value.startswith("#"):
        return default
    h = value[1:]
    try:
        if len(h) == 8:
            a, r, g, b = (int(h[i:i + 2], 16) for i in range(0, 8, 2))
            return (r, g, b, a)
        if len(h) == 6:
            return tuple(int(h[i:i + 2], 16) for i in range(0, 6, 2)) + (255,)
    except ValueError:
        pass
    return default


def class_of(obj) -> str:
    """An object's class: Tiled 1.8, 1.10 and 1.11 write type=, Tiled 1.9 wrote class=."""
    return obj.__dict__.get("class") or obj.type or ""


# What Sortie reads of any map, before pytmx builds it: a map or tileset file at most
# safe_read.DATA_LIMIT bytes; a grid of at most MAX_CELLS x MAX_CELLS cells and
# MAX_PIXELS x MAX_PIXELS pixels (a game may ask for less: its map_check's MAX_SIZE);
# groups nested at most MAX_GROUP_DEPTH deep; every tile layer the size of its map.
MAX_CELLS = 256
MAX_PIXELS = 8192
MAX_GROUP_DEPTH = 32
_LAYERS = ("layer", "objectgroup", "imagelayer")


def _whole(path, node, name: str, where: str = "map", low: int = 1, high: int | None = None) -> int:
    text = node.get(name, "")
    if not (text.isdigit() and len(text) <= 6):  # no sign, no thousands of digits
        raise MapError(path, where, f"'{name}' is {excerpt(text) if text else 'missing'}; it must be a whole number")
    value = int(text)
    if value < low or (high is not None and value > high):
        raise MapError(path, where, f"'{name}' is {value}; it must be {low} to {high}")
    return value


def _data_cells(path, layer, where: str) -> int:
    """How many cells a tile layer's data holds, counted without building them (a
    compressed layer is inflated only as far as its map's size allows)."""
    data = layer.find("data")
    if data is None:
        raise MapError(path, where, "tile layer has no data")
    if data.find("chunk") is not None:
        raise MapError(path, where, "infinite maps are not supported: save it as a fixed-size map")
    text = (data.text or "").strip()
    encoding, compression = data.get("encoding"), data.get("compression")
    if encoding == "csv":
        return text.count(",") + 1 if text else 0
    if encoding != "base64":
        raise MapError(path, where, "layer data must be CSV or Base64 (Map > Map Properties > Tile Layer Format)")
    try:
        raw = base64.b64decode(text, validate=False)
    except ValueError:
        raise MapError(path, where, "layer data is not valid Base64") from None
    if compression in ("zlib", "gzip"):
        limit = 4 * MAX_CELLS * MAX_CELLS + 1
        inflate = zlib.decompressobj(31 if compression == "gzip" else 15)
        try:
            raw = inflate.decompress(raw, limit)
        except zlib.error:
            raise MapError(path, where, f"layer data is not valid {compression} data") from None
    elif compression:
        raise MapError(path, where, f"layer compression {excerpt(compression)} is not supported (zlib, gzip or none)")
    return len(raw) // 4


def read_root(path) -> ET.Element:
    """The XML of a .tmx, read through every bound above. Raises MapError."""
    try:
        data = safe_read.read_bytes(path, safe_read.DATA_LIMIT)
    except safe_read.FileRefused as exc:
        raise MapError(path, "map", exc.problem) from None
    try:
        root = ET.fromstring(data)
    except ET.ParseError as exc:
        raise MapError(path, "map", f"is not valid XML ({clip(str(exc), 80)})") from None
    if root.tag != "map":
        raise MapError(path, "map", f"is not a TMX map (root element <{clip(root.tag)}>)")
    if root.get("infinite", "0") not in ("0", ""):
        raise MapError(path, "map", "infinite maps are not supported: save it as a fixed-size map")
    cols = _whole(path, root, "width", high=MAX_CELLS)
    rows = _whole(path, root, "height", high=MAX_CELLS)
    tw = _whole(path, root, "tilewidth", high=MAX_PIXELS)
    th = _whole(path, root, "tileheight", high=MAX_PIXELS)
    if cols * tw > MAX_PIXELS or rows * th > MAX_PIXELS:
        raise MapError(path, "map", f"is {cols * tw} x {rows * th} pixels; a map may be at most {MAX_PIXELS} x {MAX_PIXELS}")
    stack = [(root, 0)]  # a walk without recursion: groups may nest deeper than Python recurses
    while stack:
        node, depth = stack.pop()
        for child in node:
            if child.tag == "group":
                if depth + 1 > MAX_GROUP_DEPTH:
                    raise MapError(path, clip(child.get("name", "group")),
                                   f"groups nest deeper than {MAX_GROUP_DEPTH} levels")
                stack.append((child, depth + 1))
            elif child.tag == "layer":
                where = clip(child.get("name", "layer"))
                w = _whole(path, child, "width", where, high=MAX_CELLS)
                h = _whole(path, child, "height", where, high=MAX_CELLS)
                if (w, h) != (cols, rows):
                    raise MapError(path, where, f"tile layer is {w} x {h} cells but the map is {cols} x {rows}: "
                                                "every layer must be the size of its map")
                n = _data_cells(path, child, where)
                if n != cols * rows:
                    raise MapError(path, where, f"tile layer holds {n} cells; a {cols} x {rows} map has {cols * rows}")
            elif child.tag == "tileset" and child.get("source"):
                _check_tileset_file(path, child.get("source"))
    return root


def _check_tileset_file(path, source: str) -> None:
    """An external tileset as pytmx will read it, checked first: a file (not a folder, a
    FIFO, a link to nothing), within bounds, named .tsx (pytmx reads no other kind) and
    XML. Raises MapError naming it."""
    where = f"tileset {excerpt(source)}"
    try:
        data = safe_read.read_bytes(Path(path).parent / source, safe_read.DATA_LIMIT)
    except safe_read.FileRefused as exc:
        raise MapError(path, where, exc.problem) from None
    if not source.lower().endswith(".tsx"):
        raise MapError(path, where, "is not a Tiled tileset file (.tsx): save the tileset from Tiled as a .tsx, "
                                    "or embed it in the map")
    try:
        ET.fromstring(data)
    except ET.ParseError as exc:
        raise MapError(path, where, f"is not a Tiled tileset (not XML: line {exc.position[0]})") from None


def read_tmx(path, root: ET.Element | None = None) -> pytmx.TiledMap:
    """pytmx's map (no images) with every class member Tiled left out set to its default.

    The file is read through ``read_root`` (bounded; ``root`` when the caller has it)
    and every failure of pytmx becomes a MapError. Objects and tiles of a class declared
    in maps/sortie.tiled-project get the members the file does not write (Tiled 1.9+
    omits a member still at its class default). An unreadable project file is
    DataFileError.
    """
    classes = project()
    if root is None:
        root = read_root(path)
    tmx = pytmx.TiledMap()
    tmx.filename = str(path)  # tilesets are found beside it
    try:
        with captured("pytmx"):  # what pytmx logs goes to the log file; its exception is said below
            tmx.parse_xml(root)
    except DataFileError:
        raise
    except Exception as exc:  # pytmx raises many kinds, a bare Exception among them
        raise MapError(path, "map", f"cannot be read by pytmx ({exc.__class__.__name__}: "
                                    f"{clip(str(exc), 120)})") from None
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
    root = read_root(path)
    order = _document_layer_order(root)
    tmx = read_tmx(path, root)
    grid = grid_of(tmx, path)
    objects = []
    for group in tmx.objectgroups:
        for o in group:
            objects.append(MapObject(
                id=o.id, name=o.name or "", cls=class_of(o), layer=group.name,
                x=float(o.x), y=float(o.y), width=float(o.width or 0), height=float(o.height or 0),
                points=[(float(p.x), float(p.y)) for p in o.points] if hasattr(o, "points") else None,
                properties=dict(o.properties or {})))
    return Board(path, tmx, grid, order, objects, dict(tmx.properties or {}), root)
