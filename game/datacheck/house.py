"""The house data of a game, read through its data schema (game/datacheck).

Every file of the game's house data is checked once, on first use; a broken one is
refused with the checker's lines (DataFileError), so the engines only see data that
``sortie check-data`` passes.
"""
from __future__ import annotations

import copy

from .checker import game_of_package, load_house


def house_data(package: str, name: str):
    """A file of a game's house data, e.g. house_data(__package__, "cards.yaml")."""
    return copy.deepcopy(load_house(game_of_package(package))[name])
