"""The tables a rulebook misses or prints out of place, shown where they belong (issue 15).

The transcriptions' known defects (the rulebooks' INDEX, "Known transcription defects"):
tables the rulebook names but does not print are built here from the house data the
engines play (read through each rules package's data functions, never a copy), and
marked as house data; tables printed in pieces elsewhere are shown whole at their own
section, marked as moved. ``insert(blocks, game_id)`` puts them into a parsed rulebook
(game/rulebook.py) for the rules reader. No pygame here.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from . import rulebook

HOUSE = "House data: the rulebook does not print this table"
END = "the end of the rulebook"


def moved(where: str) -> str:
    return f"Moved here from {where}"


@dataclass(frozen=True)
class Extra:
    at: str          # where it belongs: a rule citation ("TaW 6.2"), or a printed line ("Mission cards")
    title: str
    note: str        # HOUSE or moved(...)
    rows: list       # the header first


def _faces(low: int, high: int) -> str:
    return str(low) if low == high else f"{low}-{high}"


def _events(events: dict) -> str:
    return ", ".join(f"{kind} {n}" for kind, n in events.items()) or "none"


# -- Thunderbirds at War ------------------------------------------------------------------
def _thunderbirds(book: list) -> list[Extra]:
    from .rules.thunderbirds import data
    t = data.tables()
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
    randomizer = data.targets()["randomizer"]
    table1 = [["d6 \\ d10", *d10]] + [[str(d6), *map(str, randomizer[d6])] for d6 in sorted(randomizer)]
    period = next(p for p in data.targets()["periods"] if p["selection"] == 5)
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


# -- The Same 4 Cats ----------------------------------------------------------------------
def _same4cats(book: list) -> list[Extra]:
    from .rules.same4cats import data
    missions = [["Name", "Target ships", "Additional Events", "Notes"]] + [
        [m.name, str(m.targets), _events(m.events), m.note] for m in data.MISSIONS.values() if m.house]
    medal = {m.id: m.short for m in data.MEDALS}
    ships = [["Name", "Ship type", "Additional Events", "Bonus"]] + [
        [s.name, s.type, _events(s.events), medal.get(s.medal, "-") if s.medal else "-"]
        for s in data.SHIPS.values() if s.house]
    return [Extra("Mission cards", "Mission cards the table does not print", HOUSE, missions),
            Extra("Target Ship cards", "Target Ship cards the table does not print", HOUSE, ships)]


# -- Battaglia Navale ---------------------------------------------------------------------
def _battaglia_navale(book: list) -> list[Extra]:
    from .rules.battaglia_navale import data
    rows = [["Card", "Red marks (cells of the square, NORD up: a-d west to east, 1-4 north to south)",
             "Island square"]]
    for card in data.fire_cards().values():
        marks = ", ".join(f"{'abcd'[c]}{r + 1}" for c, r in card.marks) or "none (no effect)"
        rows.append([card.title or str(card.id), marks, str(card.island) if card.island else "none"])
    return [Extra("BN Fire", "The 20 fire cards", HOUSE, rows)]


# -- Steam Torpedo ------------------------------------------------------------------------
def _steam_torpedo(book: list) -> list[Extra]:
    from .rules.steam_torpedo.cards import FACTION_NAMES, cards
    rows = [["Compartment", "Set", "Type", "Gears (oxygen)", "Use"]] + [
        [c.name, FACTION_NAMES[c.faction], c.type, f"{c.durability} ({c.oxygen})", c.text]
        for c in cards().values()]
    return [Extra("ST Compartments", "The 20 compartment cards (the two ready-made sets)", HOUSE, rows)]


# -- Carrier Strike! ----------------------------------------------------------------------
def _carrier_strike(book: list) -> list[Extra]:
    from .rules.carrier_strike import data
    deck = [["Dogfight cards of each colour", "Values"], [str(len(data.DOGFIGHT_DECK)), ", ".join(map(str, data.DOGFIGHT_DECK))]]
    faces = [["Face", "Carrier move"]] + [[str(k), {"T": "T: turn", "F": "F: forward"}[f]]
                                          for k, f in enumerate(data.TF_FACES, start=1)]
    return [Extra("CS Carriers", "The special T/F die", HOUSE, faces),
            Extra("CS Dogfights", "The dogfight cards", HOUSE, deck)]


BUILDERS = {"thunderbirds": _thunderbirds, "same4cats": _same4cats, "battaglia-navale": _battaglia_navale,
            "steam-torpedo": _steam_torpedo, "carrier-strike": _carrier_strike}


def extras(game_id: str, book: list) -> list[Extra]:
    """The game's tables to add to its parsed rulebook ``book``."""
    build = BUILDERS.get(game_id)
    return build(book) if build else []


def place(book: list, at: str) -> int | None:
    """The index in ``book`` where a table placed ``at`` goes: the end of the section a
    citation names (before the next heading), or after the printed table that follows a
    line (and its notes). None when the rulebook has no such place."""
    if re.match(r"^(S4C|TaW|BN|ST|CS) ", at):
        found = rulebook.find(book, at)
        if found is None:
            return None
        j = found + 1
        while j < len(book) and book[j].kind != "heading":
            j += 1
        return j
    line = next((i for i, b in enumerate(book) if b.text == at), None)
    if line is None:
        return None
    j = next((k for k in range(line + 1, len(book)) if book[k].kind == "table"), None)
    if j is None:
        return None
    j += 1
    while j < len(book) and book[j].kind == "para" and book[j].text.startswith("Note:"):
        j += 1
    return j


def insert(book: list, game_id: str) -> list:
    """The rulebook's blocks with the game's extra tables where they belong, each a
    "table" block whose ``text`` is its title and ``marker`` its mark ("house" / "moved")
    and whose first row, in ``note``, says which."""
    placed = []
    for n, extra in enumerate(extras(game_id, book)):
        at = place(book, extra.at)
        if at is not None:
            placed.append((at, n, extra))
    out = list(book)
    for at, _n, extra in sorted(placed, key=lambda p: (p[0], p[1]), reverse=True):
        block = rulebook.Block("table", extra.title, rows=[list(r) for r in extra.rows],
                               marker="house" if extra.note == HOUSE else "moved", note=extra.note)
        out.insert(at, block)
    return out
