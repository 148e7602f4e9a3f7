"""The house data of a game, read through its data schema (game/datacheck).

The shipped house files are checked by ``sortie check-data`` (and the tests), and
tools/check_house_data.py records in checked.yaml the length and CRC-32 of each file
that passed. At run time a file that is still byte for byte the one checked is read
with the safe loader alone; any other (edited inside an installed Sortie) goes through
the whole checker first and is refused with its lines (DataFileError). Either way the
engines only see data that passed the check, and a game's start does not load the
schema library.
"""
from __future__ import annotations

import copy
import zlib

import yaml

from .. import safe_read
from ..resources import DataFileError, require, shipped
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


def house_data(package: str, name: str):
    """A file of a game's house data, e.g. house_data(__package__, "cards.yaml")."""
    game = game_of_package(package)
    if game not in _DOCS:
        _DOCS[game] = _read(game)
    return copy.deepcopy(_DOCS[game][name])
