"""Data sets: a game's cards and tables, the built-in "House" set or a player's own copy.

A player's set is a folder in the user data folder, ``datasets/<game id>/<name>/``,
holding dataset.yaml (``game``, ``name``, ``based_on``) and a copy of each of the game's
data files, made from the house data by ``new_set`` and then edited in a text editor
(docs/EDITING_DATA.md); ``sortie check-data`` checks it. Never imports pygame.
"""
from __future__ import annotations

import re
import shutil
from pathlib import Path

from . import paths
from .datacheck import SET_FILE
from .rules.registry import GAMES
from .resources import DataFileError

HOUSE = "House"


def sets_folder(game: str) -> Path:
    return paths.data_dir() / "datasets" / game


def folder_name(name: str) -> str:
    """A folder name for a set's name: letters, digits, spaces, '-' and '_' kept."""
    cleaned = re.sub(r"[^\w\- ]+", "", name, flags=re.UNICODE).strip()
    return cleaned[:60]


def list_sets(game: str) -> list[str]:
    """The names of the player's sets for a game (folders holding dataset.yaml), sorted."""
    root = sets_folder(game)
    try:
        return sorted(p.name for p in root.iterdir() if (p / SET_FILE).is_file())
    except OSError:
        return []


def new_set(game: str, name: str) -> Path:
    """Copy the house data of a game into a new set named ``name``; its folder."""
    if game not in GAMES:
        raise ValueError(f"no game {game}")
    folder_id = folder_name(name)
    if not folder_id or folder_id.lower() == HOUSE.lower():
        raise DataFileError(name, "choose another name for the data set (letters, digits, spaces)")
    from .datacheck.checker import house_paths
    target = sets_folder(game) / folder_id
    if target.exists():
        raise DataFileError(target, "a data set of that name exists already")
    work = target.with_name(f".{folder_id}.new")
    shutil.rmtree(work, ignore_errors=True)
    work.mkdir(parents=True)
    for name_in_set, source in house_paths(game).items():
        shutil.copyfile(source, work / name_in_set)
    (work / SET_FILE).write_text(
        f"# A data set for {game}: edit the files beside this one, then run\n"
        f"#   sortie check-data \"{target}\"\n"
        f"game: {game}\nname: {folder_id}\nbased_on: {HOUSE}\n", encoding="utf-8")
    work.rename(target)
    return target


# -- playing with a set ------------------------------------------------------------------
# A game plays with House or one of the player's sets: ``data_for`` reads a set from its
# folder through the whole checker (a player's set is never trusted) and makes the game's
# GameData of it (game/rules/gamedata.py), which games.rules_for binds its Rules to. The
# set's name and content hash go with the rules (rules.data.name, digest): saves keep them,
# and a load, the search's process and F5 ask for the set again by both.

class SetMissing(LookupError):
    """A data set named (by a save, a setting) that is not in the player's sets folder."""

    def __init__(self, game: str, name: str):
        self.game, self.name = game, name
        super().__init__(f"the data set \"{name}\" is not in your data sets folder ({sets_folder(game)})")


class SetChanged(ValueError):
    """A data set whose files changed since the game started with them."""

    def __init__(self, game: str, name: str):
        self.game, self.name = game, name
        super().__init__(f"the data set \"{name}\" changed on disk since this game started with it "
                         "(F5 in the game reads it again)")


_KEPT: dict[tuple, object] = {}   # (game, name, hash) -> the GameData of the sets read lately
KEEP = 4                         # sets kept per game (switching back to one reads nothing)


def set_folder(game: str, name: str) -> Path:
    """The folder of a player's set; SetMissing for a name that is not a set's folder name."""
    if not isinstance(name, str) or not name or folder_name(name) != name or name.lower() == HOUSE.lower():
        raise SetMissing(game, str(name)[:60])
    return sets_folder(game) / name


def content_hash(folder: Path, game: str) -> str:
    """The length and CRC-32 of a set's data files (in the order of its game's schema), as a
    save records them: what tells a set changed since a game was saved."""
    import zlib

    from . import safe_read
    from .datacheck.checker import schema_module
    crc, size = 0, 0
    for name in schema_module(game).FILES:
        try:
            data = safe_read.read_bytes(folder / name, safe_read.DATA_LIMIT)
        except safe_read.FileRefused:
            data = b""   # the checker says what is wrong with it
        crc = zlib.crc32(name.encode("utf-8") + b"\0" + data, crc)
        size += len(data)
    return f"{size:x}-{crc:08x}"


def read_set(game: str, name: str) -> tuple[dict, str]:
    """A player's set, every file checked: (documents, content hash). Raises SetMissing, or
    datacheck.BadData with its ``file:line: field: problem`` lines."""
    from .datacheck import BadData
    from .datacheck.checker import load_set
    folder = set_folder(game, name)
    if not (folder / SET_FILE).is_file():
        raise SetMissing(game, name)
    digest = content_hash(folder, game)
    docs, problems = load_set(folder, game)
    if problems:
        raise BadData(problems)
    return docs, digest


def set_status(game: str, name: str) -> list[str]:
    """The checker's lines for a player's set ([] when it is clean)."""
    from .datacheck.checker import load_set
    try:
        return [str(p) for p in load_set(set_folder(game, name), game)[1]]
    except SetMissing as exc:
        return [str(exc)]


def _keep(game: str, name: str, digest: str, data) -> None:
    _KEPT[(game, name, digest)] = data
    mine = [k for k in _KEPT if k[0] == game]
    for old in mine[:-KEEP]:
        del _KEPT[old]


_HOUSE_DATA: dict = {}   # game id -> its House GameData, made once


def data_for(game: str, name: str | None = None, digest: str | None = None):
    """The data a game plays with (game/rules/gamedata.py): House (``name`` None), or the
    player's set ``name``, read afresh from its folder and checked (``digest`` None), or as it
    was when its content hash was ``digest`` (what a save or a Game recorded: the documents
    kept when read lately; SetChanged when the files are not those any more). Raises
    SetMissing, or datacheck.BadData with the checker's lines."""
    spec = GAMES[game]
    make = spec.load(spec.data)
    if name is None:
        data = _HOUSE_DATA.get(game)
        if data is None:
            from .datacheck.house import house_docs
            data = _HOUSE_DATA[game] = make(house_docs(game))
        return data
    data = _KEPT.get((game, name, digest)) if digest is not None else None
    if data is None:   # read afresh (and checked), made once: a load, F5 and the search then share it
        docs, now = read_set(game, name)
        if digest is not None and now != digest:
            raise SetChanged(game, name)
        data = make(docs, name, now)
        _keep(game, name, now, data)
    return data
