"""Thunderbirds at War's data files and what each field may hold (docs/EDITING_DATA.md).

tables.yaml: the numbers and tables (TaW 3.0-10.1; the tables the rulebook does not print
are house data); events.yaml: Table 3's 18 event chits; targets.yaml: Table 4 (the
targets by period) and Table 1 (the randomizer). Where a target is on the map is read
from the Tiled map, not from here.
"""
from __future__ import annotations

from ..schema import HOUSE, faces, flag, listof, mapping, one_of, table, text, whole

D10 = whole(0, 9)
ROLL10 = listof(D10, 10, 10)             # a d10 table: one entry per face 0-9
CREW_POSITIONS = ("pilot", "gunner", "aimer", "navigator", "wireless", "engineer")
FLAK = ("green", "yellow", "red")        # the triangle colours (7.2.1)
FATES = ("killed", "injured", "safe", "captured", "evaded", "escaped", "rescued")
EFFECTS = ("no_event", "airframe_wear", "ta_spotting", "ta_fighter", "ta_flak", "ta_fighter_flak",
           "ace", "lost", "mid", "malfunction", "lurking_fighter", "nav_drm", "calm", "sar",
           "landing_weather", "flag", "perforated", "coned", "icing", "oxygen", "pilot_ill",
           "out_of_fuel")               # what events.py knows how to do (events.EFFECTS)

# whether the man flies again: yes, no, or as the option `evaders` says (Summary NOTE)
RETURNS = {"anyOf": [flag(), one_of("evaders")]}
FATE_ROWS = listof(mapping(required={"faces": faces(0, 10), "fate": one_of(*FATES)}), 1)
CONDITION_ROWS = listof(mapping(required={"faces": faces(), "name": text(), "drm": whole(-3, 3)}), 1)

TABLES = mapping(required={
    "grt": mapping(required={"success_from": D10, "die_low": D10, "die_high": D10,
                             "modifier_cap": whole(0, 5), "unusable_at": whole(-9, 0)}),
    "path": mapping(required={"min_markers": whole(1, 30), "max_markers": whole(1, 30), "fuel_per_hex": whole(0, 3)}),
    "airframe_slots": whole(1, 20),
    "cqp": mapping(required={"bank_limit": whole(0, 20), "per_mission": whole(0, 9),
                             "kinds": table(value=one_of(*CREW_POSITIONS)),
                             "earned": mapping(required={c: whole(0, 9) for c in FLAK})}),
    "pdp": mapping(required={"per_mission": whole(0, 9), "kinds": listof(text(), 1, unique=True),
                             "max_each": table(value=whole(0, 9))}),
    "crew": mapping(required={
        "positions": mapping(required={p: mapping(required={"number": whole(1, 6), "abbrev": text(), "label": text()})
                                       for p in CREW_POSITIONS}),
        "size": whole(1, 6), "stand_ins": table(keys=one_of(*CREW_POSITIONS), value=listof(one_of(*CREW_POSITIONS))),
        "wound_drm": whole(-9, 0), "stamina_wound_drm": whole(-9, 0)}),
    "target_conditions": mapping(required={"sky": CONDITION_ROWS, "moon": CONDITION_ROWS}, optional=HOUSE),
    "lw_intensity": mapping(required={"chits": listof(text(), 1, unique=True), "table": table(value=ROLL10)}, optional=HOUSE),
    "zone_flak": mapping(required={c: ROLL10 for c in FLAK}, optional=HOUSE),
    "bombing_tracks": mapping(required={"spaces": listof(text(), 1),
                                        "target_flak_dice": mapping(required={c: whole(0, 9) for c in FLAK})},
                              optional=HOUSE),
    "ruhr": mapping(required={"flak_dice": whole(0, 9), "flak_drm": whole(-3, 3)}),
    "fuel_track": mapping(required={"spaces": whole(1, 40)}, optional=HOUSE),
    "flight_path_pool": mapping(required={"event": whole(0, 99), "no_event": whole(0, 99)}, optional=HOUSE),
    "airframe_pool": mapping(required={"counters": table(value=whole(0, 99))}, optional=HOUSE),
    "events": whole(1, 99),
    "damage_effects": table(value=text()),
    "malfunctions": table(value=mapping(
        required={"label": text(), "text": text()},
        optional={"fail_on": faces(), "fail_text": text(), "on_fail": one_of("land_now", "unrepairable", "low_drm", "crash"),
                  "fail_drm": whole(-9, 0), "low": flag(), "fuel": flag(), "repairable": flag(),
                  "extra_fuel_on": faces()})),
    "lost": mapping(required={"one_hex_to": D10}),
    "lurking_fighter_from": D10,
    "sar_rescued_to": D10,
    "survival": mapping(required={"wireless_bonus": whole(0, 3), "england": FATE_ROWS, "occupied": FATE_ROWS,
                                  "sea": FATE_ROWS,
                                  "fates": mapping(required={f: mapping(required={"text": text(), "returns": RETURNS})
                                                             for f in FATES})},
                        optional=HOUSE),
    "tour": mapping(required={"length": whole(1, 60), "sprogs_from": listof(whole(1, 99), 2, 2),
                              "names": mapping(required={"list": listof(text(), 6, unique=True)}, optional=HOUSE)}),
}, optional={"house": flag(), "reason": text()})

EVENT_SIDE = mapping(
    required={"text": text(), "effect": one_of(*EFFECTS)},
    optional={"ace": text(), "malfunction": text(), "scrub": one_of("unless_target"), "drm": whole(-9, 9),
              "unique": flag(), "weather": text(), "target_drm": whole(-9, 9), "flag": text(),
              "near": whole(0, 9), "near_drm": whole(-9, 9), "continent": flag(), "hexes": whole(0, 9)})
EVENTS = table(value=mapping(required={"targetbound": EVENT_SIDE, "homebound": EVENT_SIDE}))

TARGET = {"anyOf": [text(), mapping(required={"name": text()}, optional={"red": flag()})]}
TARGETS = mapping(required={
    "ordnance": table(value=one_of("mines", "bombs")),
    "periods": listof(mapping(required={"selection": whole(1, 99), "period": text(), "dates": text(),
                                        "targets": listof(TARGET, 1)}), 1),
    "randomizer": table(value=listof(whole(1, 99), 10, 10)),
})

FILES = {"tables.yaml": TABLES, "events.yaml": EVENTS, "targets.yaml": TARGETS}


def _covers(rows, lo: int, hi: int) -> bool:
    """The rows' [first, last] faces cover lo..hi once each, in order."""
    at = lo
    for row in rows:
        first, last = row["faces"]
        if first != at or last < first:
            return False
        at = last + 1
    return at == hi + 1


def cross_check(docs: dict) -> list[tuple[str, list, str]]:
    out = []
    tables, events, targets = docs["tables.yaml"], docs["events.yaml"], docs["targets.yaml"]
    for part in ("sky", "moon"):   # TaW 6.2: a d10 for each
        if not _covers(tables["target_conditions"][part], 0, 9):
            out.append(("tables.yaml", ["target_conditions", part], "the rows' faces must cover 0 to 9 once each, in order"))
    for part in ("england", "occupied", "sea"):   # TaW 7.8.4: d10, +1 with the Wireless bonus
        if not _covers(tables["survival"][part], 0, 9 + tables["survival"]["wireless_bonus"]):
            out.append(("tables.yaml", ["survival", part],
                        f"the rows' faces must cover 0 to {9 + tables['survival']['wireless_bonus']} once each, in order"))
    lw = tables["lw_intensity"]
    for i, chit in enumerate(lw["chits"]):
        if chit not in lw["table"]:
            out.append(("tables.yaml", ["lw_intensity", "chits", i], f"no row for {chit} under table"))
    if tables["path"]["min_markers"] > tables["path"]["max_markers"]:
        out.append(("tables.yaml", ["path", "min_markers"], "is more than max_markers"))
    if "No Effect" not in tables["airframe_pool"]["counters"]:
        out.append(("tables.yaml", ["airframe_pool", "counters"], "needs a No Effect entry (Table 5a)"))
    for name in tables["airframe_pool"]["counters"]:
        if name not in tables["damage_effects"]:
            out.append(("tables.yaml", ["airframe_pool", "counters", name], f"{name} has no line under damage_effects"))
    kinds = set(tables["pdp"]["kinds"])
    for name in tables["pdp"]["max_each"]:
        if name not in kinds:
            out.append(("tables.yaml", ["pdp", "max_each", name], f"{name} is not one of the PDP kinds"))
    chits = tables["events"]
    if sorted(events) != list(range(1, chits + 1)):
        out.append(("events.yaml", [], f"needs the chits 1 to {chits}, each once (TaW Table 3)"))
    for number, chit in events.items():
        for side in ("targetbound", "homebound"):
            spec = chit[side]
            if spec["effect"] == "malfunction" and spec.get("malfunction") not in tables["malfunctions"]:
                out.append(("events.yaml", [number, side, "malfunction"],
                            f"no malfunction {spec.get('malfunction')} in tables.yaml (one of: {', '.join(tables['malfunctions'])})"))
    selections = [p["selection"] for p in targets["periods"]]
    sel, nth = tables["tour"]["sprogs_from"]   # 6.4.3: Random Selection `sel`, its `nth` target
    period = next((p for p in targets["periods"] if p["selection"] == sel), None)
    if period is None or nth > len(period["targets"]):
        out.append(("tables.yaml", ["tour", "sprogs_from"], f"Table 4 has no target {nth} in Random Selection {sel}"))
    if selections != list(range(1, len(selections) + 1)):
        out.append(("targets.yaml", ["periods"], "the periods' selection numbers must run 1, 2, 3... in order"))
    if sorted(targets["randomizer"]) != [1, 2, 3, 4, 5, 6]:
        out.append(("targets.yaml", ["randomizer"], "needs one row for each d6 face, 1 to 6 (TaW Table 1)"))
    for row, cells in targets["randomizer"].items():
        for j, sel in enumerate(cells):
            if sel not in selections:
                out.append(("targets.yaml", ["randomizer", row, j], f"no period with selection {sel}"))
    return out
