"""The house data of a game, read through its data schema (game/datacheck).

The shipped house files are checked by ``sortie check-data`` (and the tests), and
tools/check_house_data.py records in checked.yaml the length and CRC-32 of each file
that passed. At run time a file that is still byte for byte the one checked is read
with the safe loader alone; any other (edited inside an installed Sortie) goes through
the whole checker first and is refused with its lines (DataFileError). Either way the
engines only see data that passed the check, and a game's start does not load the
schema library.

A game may instead play with one of the player's data sets (game/datasets.py): ``install``
puts that set's checked documents in place of the house data for the game, and every value
the game's modules derived from its data is dropped (``reset``: each lru_cache of the
game's rules, scene and computer modules is cleared and each hook given to ``on_change``
refills its module's values), so the next read sees the set. House is installed back the
same way. Which set a game uses is recorded by the Game (core.py), not here.
"""
from __future__ import annotations

import copy
import zlib

import yaml

from .. import safe_read
from ..resources import DataFileError, require, shipped
from ..rules.installed import INSTALLED
from ..rules.registry import GAMES
from .checker import game_of_package, house_paths, load_house

CHECKED = ("game.datacheck", "checked.yaml")
_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
_DOCS: dict[str, dict] = {}


def fingerprint(data: bytes) -> str:
    """A file's length and CRC-32, as checked.yaml records them."""
    return f"{len(data)}:{zlib.crc32(data):08x}"


def checked_fingerprints() -> dict:
    """{game id: {file: fingerprint}} of the house files that last passed the checker."""
    try:   # none, or unreadable: every file is checked at run time, which is only slower
        doc = yaml.load(shipped(*CHECKED).read_text(encoding="utf-8"), Loader=_LOADER)
    except (OSError, UnicodeDecodeError, yaml.YAMLError):
        return {}
    return doc if isinstance(doc, dict) else {}


def _read(game: str) -> dict:
    known = checked_fingerprints().get(game) or {}
    docs = {}
    for name, path in house_paths(game).items():
        try:  # bounded like every file read (game/safe_read.py): a regular file of at most 2 MB
            raw = safe_read.read_bytes(require(path), safe_read.DATA_LIMIT)
        except safe_read.FileRefused as exc:
            raise DataFileError(path, exc.problem) from None
        if known.get(name) != fingerprint(raw):
            return load_house(game)   # not the file that was checked: check it now, whole
        try:
            docs[name] = yaml.load(raw.decode("utf-8"), Loader=_LOADER)
        except (UnicodeDecodeError, yaml.YAMLError):
            return load_house(game)
    return docs


_HOUSE: dict[str, dict] = {}   # game id -> its house documents, as read once


def house_docs(game: str) -> dict:
    """A game's house data: file name -> document, every file the one that passed the checker
    (or checked now). The same dict at every call: GameData copies what it keeps."""
    docs = _HOUSE.get(game)
    if docs is None:
        docs = _HOUSE[game] = _read(game)
    return docs


def house_data(package: str, name: str):
    """A file of the game's data in use (the house data unless a data set is installed),
    e.g. house_data(__package__, "cards.yaml")."""
    game = game_of_package(package)
    if game not in _DOCS:
        _DOCS[game] = _read(game)
    return copy.deepcopy(_DOCS[game][name])


_INSTALLED = INSTALLED              # game id -> the key of the set installed (absent: House)
_HOOKS: dict[str, list] = {}         # game id -> functions refilling values derived from its data


def installed(game: str):
    """The key given to ``install`` for the set a game plays with now; None for House."""
    return _INSTALLED.get(game)


def install(game: str, key, docs: dict | None) -> None:
    """Play a game with these checked documents (``key`` names them, e.g. the set's name and
    content hash), or with the house data again (key None, docs None). Nothing happens when
    that key is installed already."""
    if _INSTALLED.get(game) == key:
        return
    if key is None:
        _INSTALLED.pop(game, None)
        _DOCS.pop(game, None)   # read again (the fingerprint fast path) at the next house_data
    else:
        _INSTALLED[game] = key
        _DOCS[game] = docs
    reset(game)


def on_change(package: str, hook) -> None:
    """Call ``hook()`` whenever the game's data changes: it refills the module values its
    module computed from the data (a module's lru_caches need no hook: ``reset`` clears them)."""
    _HOOKS.setdefault(game_of_package(package), []).append(hook)


def reset(game: str) -> None:
    """Drop everything the game's modules derived from its data: every lru_cache of its rules,
    scenes and computer player, then the ``on_change`` hooks, in the order given."""
    import sys
    pkg = GAMES[game].short
    roots = (f"game.rules.{pkg}", f"game.scenes.{pkg}", f"game.ai.{pkg}")
    for name, module in list(sys.modules.items()):
        if module is None or not (name in roots or name.startswith(tuple(r + "." for r in roots))):
            continue
        for value in list(vars(module).values()):
            clear = getattr(value, "cache_clear", None)
            if callable(clear) and getattr(value, "__module__", None) == name:
                clear()
    for hook in _HOOKS.get(game, ()):
        hook()
