"""The tables Carrier Strike!'s rulebook leaves out or prints out of place, for the rules reader
(game/house_tables.py places them; game/rules/extras.py says how they are marked)."""
from __future__ import annotations

from ..extras import HOUSE, Extra


def extras(book: list, data) -> list[Extra]:
    deck = [["Dogfight cards of each colour", "Values"], [str(len(data.dogfight_deck)), ", ".join(map(str, data.dogfight_deck))]]
    faces = [["Face", "Carrier move"]] + [[str(k), {"T": "T: turn", "F": "F: forward"}[f]]
                                          for k, f in enumerate(data.tf_faces, start=1)]
    return [Extra("CS Carriers", "The special T/F die", HOUSE, faces),
            Extra("CS Dogfights", "The dogfight cards", HOUSE, deck)]
