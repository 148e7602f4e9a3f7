"""The rulebook's numbers and the house data, read once from data.yaml."""
from __future__ import annotations

from ...datacheck.house import house_data, on_change

_DATA: dict = {}


def value(section: str, key: str | None = None):
    entry = _DATA[section] if key is None else _DATA[section][key]
    return entry["value"]


def _fill() -> None:
    """Read the data in use into this module's numbers, again whenever the game's data set
    changes (every module reads them as ``data.NAME``, never a copy of its own)."""
    global CARRIERS_PER_SIDE, PLANES_PER_CARRIER, TORPEDOES_PER_CARRIER, DECK_PARTS, PILOT_DISCS
    global TORPEDO_RUN, TORPEDO_DROP, TORPEDO_SPEED, DOGFIGHT_RANGE, SACRIFICE_DISTANCE, SACRIFICE_SPEED
    global CARRIER_STEP, HITS_DESTROY_PLANES, HITS_SINK, DIE_SIDES, TF_FACES, CARDS_DEALT, CARDS_KEPT
    global DOGFIGHT_DECK
    _DATA.clear()
    _DATA.update(house_data(__package__, "data.yaml"))
    CARRIERS_PER_SIDE = value("fleet", "carriers_per_side")
    PLANES_PER_CARRIER = value("fleet", "planes_per_carrier")
    TORPEDOES_PER_CARRIER = value("fleet", "torpedoes_per_carrier")
    DECK_PARTS = value("fleet", "deck_parts")
    PILOT_DISCS = tuple(value("pilot_discs"))
    TORPEDO_RUN = value("distances", "torpedo_run")
    TORPEDO_DROP = value("distances", "torpedo_drop")
    TORPEDO_SPEED = value("distances", "torpedo_speed")
    DOGFIGHT_RANGE = value("distances", "dogfight_range")
    SACRIFICE_DISTANCE = value("distances", "sacrifice_distance")
    SACRIFICE_SPEED = value("distances", "sacrifice_speed")
    CARRIER_STEP = value("distances", "carrier_step")
    HITS_DESTROY_PLANES = value("hits", "destroy_planes_aboard")
    HITS_SINK = value("hits", "sink")
    DIE_SIDES = value("dice", "standard_die_sides")
    TF_FACES = tuple(value("dice", "tf_die_faces"))
    CARDS_DEALT = value("dogfight", "cards_dealt")
    CARDS_KEPT = value("dogfight", "cards_kept")
    DOGFIGHT_DECK = tuple(value("dogfight", "deck"))


_fill()
on_change(__package__, _fill)
