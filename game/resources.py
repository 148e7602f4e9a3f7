"""The files Sortie ships, found through the package however Sortie is installed.

In the checkout they live at the top: maps/ (the Tiled boards), assets/ (fonts, pictures,
sounds, rulebooks, house rules shown by F1) and docs/rules/ (each game's rules ledger). setup.py maps
those folders into the package as game.maps, game.assets and game.ledgers, so a wheel, an
editable install and a standalone build all carry them; the house data (YAML cards and
tables) sits beside each game's rules. Nothing here looks for the checkout.

Every shipped file is named through this module, which records it in ``NAMED`` as the
wheel holds it ("game/maps/same4cats.tmx"); the wheel test compares that record with the
wheel's contents. A file that is missing or cannot be
read raises ``DataFileError``: one line, "FILE: what is wrong", for stderr (exit code 2) or
a message in the app. Never imports pygame.
"""
from __future__ import annotations

import importlib.resources
from pathlib import Path

MAPS, ASSETS, LEDGERS = "game.maps", "game.assets", "game.ledgers"

NAMED: set[str] = set()


class DataFileError(ValueError):
    """A shipped file that is missing or unreadable: str() is "FILE: what is wrong"."""

    def __init__(self, path, problem: str):
        self.path, self.problem = str(path), problem
        super().__init__(f"{path}: {problem}")


def shipped(package: str, *parts: str) -> Path:
    """The path of a file shipped in a package (e.g. shipped("game.maps", "same4cats.tmx"):
    maps/same4cats.tmx in the checkout)."""
    NAMED.add("/".join([*package.split("."), *parts]))
    return Path(str(importlib.resources.files(package))).joinpath(*parts)


def map_file(name: str) -> Path:
    return shipped(MAPS, name)


def maps_folder() -> Path:
    return Path(str(importlib.resources.files(MAPS)))


def asset(*parts: str) -> Path:
    return shipped(ASSETS, *parts)


def rulebook(game_id: str) -> Path:
    return asset("rulebooks", f"{game_id}.txt")


def ledger(game_id: str) -> Path:
    """The developers' rules ledger (docs/rules/); shipped, no longer shown by the program."""
    return shipped(LEDGERS, f"{game_id}.md")


def house_rules(game_id: str) -> Path:
    """The player's house rules: what Sortie does where the rulebook is silent (F1's second tab)."""
    return asset("houserules", f"{game_id}.md")


def require(path: Path) -> Path:
    """The path, if it is a readable file; else DataFileError saying what is wrong."""
    if not path.exists():
        raise DataFileError(path, "missing from Sortie's installation (reinstall Sortie)")
    if not path.is_file():
        raise DataFileError(path, "is not a file")
    try:
        with open(path, "rb"):
            pass
    except OSError as exc:
        raise DataFileError(path, f"cannot be read ({exc.strerror or exc})") from None
    return path


def read_text(path: Path) -> str:
    """A shipped text file, read through the bounded reader (game/safe_read.py)."""
    from . import safe_read
    require(path)
    try:
        return safe_read.read_text(path, safe_read.DATA_LIMIT)
    except safe_read.FileRefused as exc:
        raise DataFileError(path, exc.problem) from None


def load_yaml(path: Path):
    """A shipped YAML file (house data), read with the safe loader, bounded."""
    from . import safe_read
    text = read_text(path)
    try:
        return safe_read.load_yaml(text, path, walk=True)  # small files: every bound checked
    except safe_read.FileRefused as exc:
        raise DataFileError(path, exc.problem) from None

