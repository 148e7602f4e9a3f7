"""Where Sortie keeps the player's things: the user's config and data folders.

The files Sortie ships (maps, assets, house data) are found by game/resources.py.

SORTIE_HOME, when set, replaces the user folders (tests and portable installs use it).
"""
from __future__ import annotations

import os
from pathlib import Path

import platformdirs

def _home() -> Path | None:
    home = os.environ.get("SORTIE_HOME")
    return Path(home) if home else None


def config_dir() -> Path:
    home = _home()
    return home / "config" if home else Path(platformdirs.user_config_dir("sortie", appauthor=False))


def data_dir() -> Path:
    home = _home()
    return home / "data" if home else Path(platformdirs.user_data_dir("sortie", appauthor=False))


def saves_dir() -> Path:
    return data_dir() / "saves"


def autosave_dir() -> Path:
    return data_dir() / "autosave"


def holds_files(folder: Path) -> bool:
    """The folder exists and holds something (the start-up asks before loading the saves' code)."""
    try:
        return next(iter(folder.iterdir()), None) is not None
    except OSError:
        return False


def pictures_dir() -> Path:
    """Where F12 puts screenshots: the user's pictures folder (a Sortie folder in it)."""
    home = _home()
    return home / "pictures" if home else Path(platformdirs.user_pictures_dir()) / "Sortie"


def log_file() -> Path:
    """The player's log of Sortie's own defects (a computer decision that fell back, with its
    traceback): never shown on the screen."""
    return data_dir() / "sortie.log"


def settings_file() -> Path:
    return config_dir() / "settings.yaml"
