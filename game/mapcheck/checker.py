"""The map checker: the checks every map shares, then its game's own (game/rules/<game>/map_check.py).

It checks what a map means (classes, properties and their values, sizes), as game.tiled
reads it with the class defaults filled in, never which Tiled version saved it.

``check(path)`` returns ``Problem``s; ``require(path, game)`` loads a map or raises BadMap.
"""
from __future__ import annotations

from pathlib import Path

from .. import tiled
from ..rules.registry import GAMES
from ..safe_read import excerpt
from ..tiled_classes import project
from . import BadMap, Problem


def _generic(path: Path, root) -> list[tuple[str, str]]:
    """What every map must say. The TMX version is not looked at: Tiled 1.8 to 1.11 write
    the same classes and values, and what one leaves out game.tiled fills in."""
    out = []
    for group in root.iter("objectgroup"):
        for obj in group.iter("object"):
            label = obj.get("name") or f"#{obj.get('id')}"
            if not (obj.get("type") or obj.get("class")):
                out.append((f"{group.get('name')}/{label}", "object has no class (set its Class in Tiled)"))
    for prop in root.iter("property"):
        if prop.get("name") == "name":
            out.append(("map", "a custom property is called 'name', which pytmx refuses: rename it"))
            break
    return out


def _size(board: tiled.Board, game: str) -> list[tuple[str, str]]:
    """A game's own bound on its grid (MAX_SIZE in its map_check), checked before the
    game's reader walks it; the line names the side that is too long."""
    module = GAMES[game].load(GAMES[game].map_check)
    cols, rows = getattr(module, "MAX_SIZE", (tiled.MAX_CELLS, tiled.MAX_CELLS))
    w, h = board.tmx.width, board.tmx.height
    over = []
    if w > cols:
        over.append(f"{w} columns wide (at most {cols})")
    if h > rows:
        over.append(f"{h} rows tall (at most {rows})")
    if over:
        return [("map", f"is {' and '.join(over)}: a {GAMES[game].title} board may be at most "
                        f"{cols} columns by {rows} rows")]
    return []


# Map properties every map may carry, for people reading it (Sortie reads only 'game'):
# its title and the house note (``house``, ``reason``) of a board the rulebook does not draw.
NOTES = ("title", "house", "reason")


def unknown_properties(board: tiled.Board, game: str) -> list[tuple[str, str]]:
    """A property Sortie would not read is named, never ignored: on the map, one that is not
    'game', a note (NOTES) or one of its game's own (MAP_PROPERTIES in its map_check); on an
    object, one that is not a member of its class (maps/sortie.tiled-project)."""
    module = GAMES[game].load(GAMES[game].map_check)
    own = tuple(getattr(module, "MAP_PROPERTIES", ()))
    out = []
    for name in board.properties:
        if name not in ("game", *NOTES, *own):
            reads = ", ".join(("game", *own))
            out.append(("map", f"the property '{name}' means nothing to {GAMES[game].title}: remove it or "
                               f"check its spelling (its maps read {reads})"))
    classes = project().classes
    for obj in board.objects:
        known = classes.get(obj.cls)
        for name in obj.properties if known is not None else ():
            if name not in known.defaults:
                members = ", ".join(known.defaults) or "no property"
                out.append((obj.where, f"the property '{name}' means nothing to a {obj.cls}: remove it or "
                                       f"check its spelling (a {obj.cls} has {members})"))
    return out


def other_game(board: tiled.Board, game: str) -> list[tuple[str, str]]:
    """A map made for another game (its 'game' property says which), or naming no game Sortie
    knows, given to ``game``: one line saying so, before the game's own check would list
    everything of its own that the map lacks."""
    named = board.properties.get("game")
    if named is None or named == game:
        return []
    this = GAMES[game].title
    if named in GAMES:
        return [("map", f"this map is for {GAMES[named].title} (its property 'game' is {named}), not for "
                        f"{this}: play it with {GAMES[named].title}, or give {this} a map of its own")]
    return [("map", f"the map property 'game' is {excerpt(str(named))}, which is none of Sortie's games "
                    f"(for {this} it is {game})")]


def game_of(board: tiled.Board) -> str | None:
    game = board.properties.get("game")
    if game in GAMES:
        return game
    stem = board.path.stem
    return stem if stem in GAMES else None


def check(path, game: str | None = None, data=None) -> list[Problem]:
    """Every problem of the map at path for its game (named by its `game` property), for the
    game played with ``data`` (a GameData; None: House)."""
    path = Path(path)
    try:
        board = tiled.load(path)  # bounded: size, kind of file, dimensions, nesting, pytmx's failures
    except tiled.MapError as exc:
        return [Problem(exc.path, exc.where, exc.problem)]
    found = _generic(path, board.root)
    game = game or game_of(board)
    if game is not None:
        mismatch = other_game(board, game)
        if mismatch:
            return [Problem(str(path), where, problem) for where, problem in mismatch]
        found.extend(_size(board, game))
        found.extend(unknown_properties(board, game))
        if found:
            return [Problem(str(path), where, problem) for where, problem in found]
    if game is None:
        found.append(("map", f"the map property 'game' is missing; it names the game (one of {', '.join(GAMES)})"))
    else:
        spec = GAMES[game]
        if data is None:
            from ..datasets import data_for
            data = data_for(game)
        found.extend(spec.load(spec.map_check).check(board, data))
    return [Problem(str(path), where, problem) for where, problem in found]


def require(path, game: str) -> tiled.Board:
    """Load a map for a game, or raise BadMap with every problem."""
    problems = check(path, game)
    if problems:
        raise BadMap(problems)
    return tiled.load(path)
