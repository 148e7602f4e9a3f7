"""Carrier Strike!'s data file and what each field may hold (docs/EDITING_DATA.md).

data.yaml: every number, each as {value, rule} (and house: true with a reason where the
rulebook does not give it). The board itself is the Tiled map.
"""
from __future__ import annotations

from ..schema import flag, listof, mapping, text, whole


def entry(value: dict) -> dict:
    return mapping(required={"value": value, "rule": text()}, optional={"house": flag(), "reason": text()})


DATA = mapping(required={
    "fleet": mapping(required={"carriers_per_side": entry(whole(1, 4)), "planes_per_carrier": entry(whole(1, 8)),
                               "torpedoes_per_carrier": entry(whole(0, 20)), "deck_parts": entry(whole(1, 8)),
                               "carrier_length": entry(whole(1, 5))}),
    "pilot_discs": entry(listof(whole(1, 9), 1)),
    "distances": mapping(required={k: entry(whole(0, 12)) for k in (
        "torpedo_run", "torpedo_drop", "torpedo_speed", "dogfight_range", "sacrifice_distance",
        "sacrifice_speed", "carrier_step")}),
    "hits": mapping(required={"destroy_planes_aboard": entry(whole(1, 5)), "sink": entry(whole(1, 5))}),
    "dice": mapping(required={"standard_die_sides": entry(whole(2, 20)),
                              "tf_die_faces": entry(listof({"enum": ["T", "F"]}, 2, 20))}),
    "dogfight": mapping(required={"cards_dealt": entry(whole(1, 12)), "cards_kept": entry(whole(1, 12)),
                                  "deck": entry(listof(whole(0, 99), 1))}),
})

FILES = {"data.yaml": DATA}


def cross_check(docs: dict) -> list[tuple[str, list, str]]:
    out = []
    data = docs["data.yaml"]
    fleet, dog = data["fleet"], data["dogfight"]
    planes = fleet["carriers_per_side"]["value"] * fleet["planes_per_carrier"]["value"]
    if len(data["pilot_discs"]["value"]) < planes:
        out.append(("data.yaml", ["pilot_discs", "value"],
                    f"{len(data['pilot_discs']['value'])} pilot discs for {planes} planes a side (CS Setup 3)"))
    if dog["cards_kept"]["value"] > dog["cards_dealt"]["value"]:
        out.append(("data.yaml", ["dogfight", "cards_kept", "value"], "more cards kept than dealt (CS Dogfights 6)"))
    # CS Dogfights 5: a pilot's advantage deals extra cards from the same deck
    need = dog["cards_dealt"]["value"] + max(data["pilot_discs"]["value"]) - min(data["pilot_discs"]["value"])
    if len(dog["deck"]["value"]) < need:
        out.append(("data.yaml", ["dogfight", "deck", "value"],
                    f"{len(dog['deck']['value'])} cards cannot deal {need} to the stronger pilot (CS Dogfights 5)"))
    sides = set(data["dice"]["tf_die_faces"]["value"])
    if sides != {"T", "F"}:
        out.append(("data.yaml", ["dice", "tf_die_faces", "value"], "the special die needs at least one T and one F face (CS Carriers 1-2)"))
    return out
