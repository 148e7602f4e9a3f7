"""The tables Thunderbirds at War's rulebook leaves out or prints out of place, for the rules reader
(game/house_tables.py places them; game/rules/extras.py says how they are marked)."""
from __future__ import annotations

import re

from ..extras import END, HOUSE, Extra, moved


def _faces(low: int, high: int) -> str:
    return str(low) if low == high else f"{low}-{high}"


def extras(book: list, data) -> list[Extra]:
    t = data.tables
    d10 = [str(f) for f in range(10)]
    cond = t["target_conditions"]
    sky = [["d10", "Sky", "DRM", "Moon", "DRM"]] + [
        [_faces(*s["faces"]), s["name"], f"{s['drm']:+d}", m["name"], f"{m['drm']:+d}"]
        for s, m in zip(cond["sky"], cond["moon"])]
    lw = [["Intensity \\ d10", *d10]] + [[chit, *map(str, row)] for chit, row in t["lw_intensity"]["table"].items()]
    flak = [["Triangle \\ d10", *d10]] + [[colour.capitalize(), *map(str, t["zone_flak"][colour])]
                                          for colour in ("green", "yellow", "red")]
    tracks = t["bombing_tracks"]
    bombing = [["Target triangle", "Spaces of the track", "Target flak dice"]] + [
        [colour.capitalize(), ", ".join(tracks["spaces"]), str(n)] for colour, n in tracks["target_flak_dice"].items()]
    fuel = [["Fuel track", "Spaces"], ["Marker starts at the number of flight path markers", f"0-{t['fuel_track']['spaces']}"]]
    surv = t["survival"]
    fates = surv["fates"]
    survival = [["Terrain", "d10 (+1 after a successful Wireless roll)", "Fate"]]
    for where, name in (("england", "Over England"), ("occupied", "Over Occupied Europe"), ("sea", "Over the sea")):
        survival += [[name if k == 0 else "", _faces(*row["faces"]), fates[row["fate"]]["text"]]
                     for k, row in enumerate(surv[where])]
    randomizer = data.targets["randomizer"]
    table1 = [["d6 \\ d10", *d10]] + [[str(d6), *map(str, randomizer[d6])] for d6 in sorted(randomizer)]
    period = next(p for p in data.targets["periods"] if p["selection"] == 5)
    selection5 = [[f"Random Selection 5 – {period['period']}", "Target"]] + [
        [str(k), name] for k, name in enumerate(data.selection(5), start=1)]
    crew = _crew_table(book)
    return [
        Extra("TaW 6.2", "Target Conditions table", HOUSE, sky),
        Extra("TaW 6.5.3", "Fuel track", HOUSE, fuel),
        Extra("TaW 7.0", "LW Intensity table: LW fighters met in a shaded hex", HOUSE, lw),
        Extra("TaW 7.2", "Zone Flak tables: flak dice by the zone's triangle", HOUSE, flak),
        Extra("TaW 7.5", "Bombing tracks", HOUSE, bombing),
        Extra("TaW 7.8", "Survival tables: each crew member's fate", HOUSE, survival),
        Extra("TaW Table 1", "Table 1: Mission Randomizer (all six rows)", moved(f"{END}: rows 3 to 6"), table1),
        *([Extra("TaW Table 2", "Table 2: Crew Assignments (all six rows; by 8.3 the Flt. Engineer replaces a dead pilot)",
                 moved(f"{END}: the Wireless, Rear Gunner and Pilot rows"), crew)] if crew else []),
        Extra("TaW Table 4", "Random Selection 5", moved(f"{END}: its targets"), selection5),
    ]


_CELL = re.compile(r"Yes \(\*\)|Yes|No|—")


def _crew_table(book: list) -> list:
    """Table 2 whole, read from the rulebook's own lines: the rows printed under its heading
    and those left at the end of the file (the Wireless row's last four cells among them).
    With rule 8.3, the Flight Engineer replaces a dead pilot."""
    lines = [b.text for b in book if b.kind == "para"]
    header = next((k for k, x in enumerate(lines) if x.startswith("Replacing Crew")), None)
    columns = ["Pilot", "Rear Gunner", "Wireless", "Navigator", "Aimer", "Flt. Engineer"]   # the header's order
    rows = {}
    for name in columns:
        line = next((x for x in lines if x.startswith(name) and _CELL.match(x[len(name):])), None)
        if header is None or line is None:
            return []   # not the transcription these fragments were read from: nothing shown
        rows[name] = _CELL.findall(line[len(name):])
    tail = lines[header:]
    tail = tail[tail.index("—"):] if "—" in tail else []   # "—", "No", "No", "No": the Wireless row's end
    rows["Wireless"] += [c for c in tail[:4] if _CELL.fullmatch(c)]
    if any(len(cells) != len(columns) for cells in rows.values()):
        return []
    return [["Replacing \\ by", *columns]] + [[name, *rows[name]] for name in columns]
