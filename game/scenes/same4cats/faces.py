"""The Same 4 Cats: the card faces (Event, Target Ship, Mission and Medal cards) as
``CardFace`` values for ui.cards to draw; the pictures are registered by art.py."""
from __future__ import annotations

from ...rules.same4cats.data import AA, CLOUDS, ESCORT, FIGHTER, FLY, SUN, WAVES
from ...ui.cards import CardFace

EVENT_FACES = {  # the Event cards' effect lines (S4C 4.2 and the Event card table)
    SUN: ("Next AA fire:", "Hit -1", "(cumulative)"),
    CLOUDS: ("The next AA card", "is nullified"),
    WAVES: ("Torpedo attack:", "Hit -1", "(cumulative)"),
    FLY: ("No event",),
    AA: ("Resolve AA fire", "by distance"),
    FIGHTER: ("Attacks with", "2 Hit + 1 Miss"),
    ESCORT: ("Kept in hand:", "meets a fighter with", "2 Hit + 2 Miss"),
}
EVENT_BADGE = {SUN: "SUN", CLOUDS: "CLOUDS", WAVES: "WAVES", FLY: "FLY",
               AA: "AA", FIGHTER: "FIGHTER", ESCORT: "ESCORT"}
EVENT_ICON = {SUN: "s4c-sun", CLOUDS: "s4c-clouds", WAVES: "s4c-waves", FLY: "s4c-fly",
              AA: "s4c-aa", FIGHTER: "s4c-fighter", ESCORT: "s4c-escort"}
EVENT_TONE = {SUN: (250, 214, 120), CLOUDS: (200, 210, 222), WAVES: (130, 180, 214),
              FLY: (190, 216, 236), AA: (236, 140, 120), FIGHTER: (214, 120, 110),
              ESCORT: (150, 200, 150)}


def event_face(card: str) -> CardFace:
    return CardFace(card, "Event", EVENT_FACES.get(card, ()), "blue", EVENT_BADGE.get(card, ""),
                    EVENT_TONE.get(card), EVENT_ICON.get(card, ""))


def ship_face(data, name: str, mission=None) -> CardFace:
    """The Target Ship card ``name`` of the game's ``data`` (rules/same4cats/data.py); on a
    mission that ignores the ships' AA icons (Gibraltar, S4C 4.0) its AA line says so."""
    ship = data.ships[name]
    ignored = mission is not None and mission.ignore_ship_aa
    lines = [f"AA ignored at {mission.name}" if ignored and k == AA else f"+{n} {k}" for k, n in ship.events.items()]
    if ship.medal:
        medal = data.medal_by_id.get(ship.medal)
        lines.append(f"Medal: {medal.short if medal else ship.medal}")
    if ship.house:
        lines.append("(house card)")
    return CardFace(name, ship.type, tuple(lines), "green", "", (170, 200, 220), "s4c-ship")


def mission_face(data, mission_id: str) -> CardFace:
    """The Mission card ``mission_id`` of the game's ``data``."""
    m = data.missions[mission_id]
    lines = [f"Targets: {m.targets}"] + [f"+{n} {k}" for k, n in m.events.items()]
    if m.house:
        lines.append("(house card)")
    return CardFace(m.name, m.note, tuple(lines), "yellow", "", (236, 214, 150), "s4c-mission")


def medal_face(medal) -> CardFace:
    return CardFace(medal.short, "Medal", (f"{medal.hits}+ hits",), "yellow", "", (236, 220, 170), "s4c-medal")
