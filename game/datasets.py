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
from .datacheck import GAMES, SET_FILE
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
