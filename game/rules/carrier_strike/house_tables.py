"""The tables Carrier Strike!'s rulebook leaves out or prints out of place, for the rules reader
(game/house_tables.py places them; game/rules/extras.py says how they are marked)."""
from __future__ import annotations

from . import data
from ..extras import HOUSE, Extra


def extras(book: list, given) -> list[Extra]:   # (given: the GameData, once this game reads its data from one)
    deck = [["Dogfight cards of each colour", "Values"], [str(len(data.DOGFIGHT_DECK)), ", ".join(map(str, data.DOGFIGHT_DECK))]]
    faces = [["Face", "Carrier move"]] + [[str(k), {"T": "T: turn", "F": "F: forward"}[f]]
                                          for k, f in enumerate(data.TF_FACES, start=1)]
    return [Extra("CS Carriers", "The special T/F die", HOUSE, faces),
            Extra("CS Dogfights", "The dogfight cards", HOUSE, deck)]
