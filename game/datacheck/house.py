"""The house data of a game (game/rules/<game>/data/), read through its data schema.

The shipped house files are checked by ``sortie check-data`` (and the tests), and
tools/check_house_data.py records in checked.yaml the length and CRC-32 of each file
that passed. ``house_docs`` reads a file that is still byte for byte the one checked with
the safe loader alone; any other (edited inside an installed Sortie) goes through the
whole checker first and is refused with its lines (DataFileError). Either way a game only
plays data that passed the check, and a game's start does not load the schema library.
game/datasets.py makes a game's GameData (game/rules/gamedata.py) from these documents,
or from a player's set.
"""
from __future__ import annotations

import zlib

import yaml

from .. import safe_read
from ..resources import DataFileError, require, shipped
from .checker import house_paths, load_house

CHECKED = ("game.datacheck", "checked.yaml")
_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


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
