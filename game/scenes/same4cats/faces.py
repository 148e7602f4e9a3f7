"""The Same 4 Cats: the card faces (Event, Target Ship, Mission and Medal cards) as
``CardFace`` values for ui.cards to draw; the pictures are registered by same4cats_art.py."""
from __future__ import annotations

from ...rules.same4cats import data
from ...ui.cards import CardFace

EVENT_FACES = {  # the Event cards' effect lines (S4C 4.2 and the Event card table)
    data.SUN: ("Next AA fire:", "Hit -1", "(cumulative)"),
    data.CLOUDS: ("The next AA card", "is nullified"),
    data.WAVES: ("Torpedo attack:", "Hit -1", "(cumulative)"),
    data.FLY: ("No event",),
    data.AA: ("Resolve AA fire", "by distance"),
    data.FIGHTER: ("Attacks with", "2 Hit + 1 Miss"),
    data.ESCORT: ("Kept in hand:", "meets a fighter with", "2 Hit + 2 Miss"),
}
EVENT_BADGE = {data.SUN: "SUN", data.CLOUDS: "CLOUDS", data.WAVES: "WAVES", data.FLY: "FLY",
               data.AA: "AA", data.FIGHTER: "FIGHTER", data.ESCORT: "ESCORT"}
EVENT_ICON = {data.SUN: "s4c-sun", data.CLOUDS: "s4c-clouds", data.WAVES: "s4c-waves", data.FLY: "s4c-fly",
              data.AA: "s4c-aa", data.FIGHTER: "s4c-fighter", data.ESCORT: "s4c-escort"}
EVENT_TONE = {data.SUN: (250, 214, 120), data.CLOUDS: (200, 210, 222), data.WAVES: (130, 180, 214),
              data.FLY: (190, 216, 236), data.AA: (236, 140, 120), data.FIGHTER: (214, 120, 110),
              data.ESCORT: (150, 200, 150)}


def event_face(card: str) -> CardFace:
    return CardFace(card, "Event", EVENT_FACES.get(card, ()), "blue", EVENT_BADGE.get(card, ""),
                    EVENT_TONE.get(card), EVENT_ICON.get(card, ""))


def ship_face(name: str) -> CardFace:
    ship = data.SHIPS[name]
    lines = [f"+{n} {k}" for k, n in ship.events.items()]
    if ship.medal:
        medal = data.MEDAL_BY_ID.get(ship.medal)
        lines.append(f"Medal: {medal.short if medal else ship.medal}")
    if ship.house:
        lines.append("(house card)")
    return CardFace(name, ship.type, tuple(lines), "green", "", (170, 200, 220), "s4c-ship")


def mission_face(mission_id: str) -> CardFace:
    m = data.MISSIONS[mission_id]
    lines = [f"Targets: {m.targets}"] + [f"+{n} {k}" for k, n in m.events.items()]
    if m.house:
        lines.append("(house card)")
    return CardFace(m.name, m.note, tuple(lines), "yellow", "", (236, 214, 150), "s4c-mission")


def medal_face(medal) -> CardFace:
    return CardFace(medal.short, "Medal", (f"{medal.hits}+ hits",), "yellow", "", (236, 220, 170), "s4c-medal")
