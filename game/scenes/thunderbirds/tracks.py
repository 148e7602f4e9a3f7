"""Thunderbirds at War: the tracks below the map (airframe, altitude, fires, fuel, LW Intensity,
bombing track and the load).
"""
from __future__ import annotations

import pygame

from ...rules.thunderbirds.state import DECIDE, FLY, OVER, PLAN
from ...ui import text, theme
from . import art
from .briefing import counter_term

TRACK_SHORT = {"Target located": "Located", "Return to high altitude": "Climb home"}


def draw_tracks(scene, surface, st) -> None:
    r = scene.layout["tracks"]
    x0 = r.left + 96
    rows = [r.top + 8, r.top + 52, r.top + 96]
    mark = scene.drawn_marks.add
    for y, name in zip(rows, ("AIRFRAME", "FUEL", "BOMBING")):
        mark(text.draw(surface, name, (r.left + 10, y + 12), 12, theme.GOLD, True), f"{name.lower()}-track")
    # Airframe track (6.5.2, 8.2.1): eight counters, the left most unrevealed turns first.
    for i, name in enumerate(st.airframe):
        rect = pygame.Rect(x0 + i * 52, rows[0], 48, 38)
        img = art.airframe_counter(rect.size, name, i)
        tw = scene.flips.get(("a", i))
        if tw is not None:
            img = art.flip_scaled(img, tw.progress, art.airframe_counter(rect.size, None, i))
        surface.blit(img, img.get_rect(center=rect.center))
        mark(rect, "airframe-back" if name is None else counter_term(name))
    # Altitude (7.4) and fires (8.2.3).
    ax = x0 + 8 * 52 + 16
    text.draw(surface, "ALTITUDE", (ax, rows[0] + 2), 11, theme.TEXT_DIM, True)
    for j, alt in enumerate(("high", "low")):
        box = pygame.Rect(ax + j * 62, rows[0] + 17, 58, 22)
        altitude_box(surface, box, alt, st.altitude == alt)
    mark(pygame.Rect(ax, rows[0], 2 * 62 - 4, 39), "altitude")
    fx = ax + 136
    fires = text.draw(surface, "FIRES", (fx, rows[0] + 2), 11, theme.TEXT_DIM, True)
    mark(fires.union(text.draw(surface, str(len(st.fires)) if st.fires else "none", (fx, rows[0] + 19), 14,
                               theme.BAD if st.fires else theme.TEXT_DIM, True)), "fires")
    # Fuel track (6.5.3a).
    spaces = st.data.tables["fuel_track"]["spaces"]
    mark(pygame.Rect(x0, rows[1] + 6, (spaces + 1) * 26 - 2, 28), "fuel-track")
    for i in range(spaces + 1):
        box = pygame.Rect(x0 + i * 26, rows[1] + 6, 24, 28)
        marker = st.phase in (FLY, DECIDE, OVER) and i == st.fuel
        fuel_box(surface, box, i, marker)
        if marker:
            mark(box, "fuel-marker")
    if st.phase == PLAN:
        n = len(st.path)
        mark(text.draw(surface, f"fuel = markers: {n}", (x0 + (spaces + 1) * 26 + 6, rows[1] + 13), 12,
                       theme.TEXT_DIM), "fuel-track")
    # LW Intensity track (7.0.1): the chit in the 0 box, fighters left.
    lx = x0 + (spaces + 1) * 26 + 16
    if st.phase != PLAN:
        lw = text.draw(surface, "LW", (lx, rows[1] + 2), 11, theme.TEXT_DIM, True)
        chit = pygame.Rect(lx, rows[1] + 16, 52, 22)
        lw_chit(surface, chit, st.lw_chit)
        mark(chit.union(lw), "lw-chit")
        for k in range(4):
            box = pygame.Rect(lx + 60 + k * 30, rows[1] + 12, 26, 26)
            lw_box(surface, box, k, k < st.fighters)
            mark(box, "lw-fighter" if k < st.fighters else "lw-box")
    # Bombing track of the target's colour (6.5.3b, 7.5).
    track = st.data.tables["bombing_tracks"]["spaces"]
    colour = art.FLAK.get(st.target_flak or "", theme.PANEL_EDGE)
    for i, space in enumerate(track):
        box = pygame.Rect(x0 + i * 116, rows[2] + 6, 112, 30)
        on = st.bomb_track == space
        bomb_space(surface, box, space, colour, on)
        mark(box, "bomb-marker" if on else SPACE_TERM.get(space, "bombing-track"))
    bx = x0 + len(track) * 116 + 4
    load = "aboard" if st.ordnance_aboard else {"target": "on target", "germany": "on Germany",
                                                "jettisoned": "jettisoned", "off target": "off target"}.get(
        st.bombed or "", "released")
    head = text.draw(surface, st.ordnance.upper(), (bx, rows[2] + 4), 11, theme.TEXT_DIM, True)
    mark(head.union(text.draw(surface, load, (bx, rows[2] + 20), 13, theme.TEXT, True)), "load")


SPACE_TERM = {"Low Alt.": "space-low-alt", "Target located": "space-located", "Target flak": "space-target-flak",
              "Bombs Away!": "space-bombs-away", "Return to high altitude": "space-climb-home"}
LW_COLOUR = {"LOW": (72, 140, 84), "MED": (190, 150, 50), "HIGH": (176, 52, 48)}


def altitude_box(surface, box: pygame.Rect, alt: str, on: bool) -> None:
    pygame.draw.rect(surface, (38, 96, 140) if on else (40, 48, 62), box, border_radius=5)
    pygame.draw.rect(surface, theme.HIGHLIGHT if on else theme.PANEL_EDGE, box, 1 + on, border_radius=5)
    text.draw(surface, alt.capitalize(), box.center, 12, theme.TEXT if on else theme.TEXT_DIM, True, "center")


def fuel_box(surface, box: pygame.Rect, i: int, marker: bool) -> None:
    """A space of the fuel track; the fuel marker (an orange disc) on the fuel left."""
    pygame.draw.rect(surface, (40, 48, 62), box, border_radius=4)
    pygame.draw.rect(surface, theme.PANEL_EDGE, box, 1, border_radius=4)
    text.draw(surface, str(i), box.center, 11, theme.TEXT_DIM, False, "center")
    if marker:
        pygame.draw.circle(surface, (220, 150, 40), box.center, 11)
        pygame.draw.circle(surface, art.INK, box.center, 11, 1)
        text.draw(surface, str(i), box.center, 12, art.INK, True, "center")


def lw_chit(surface, chit: pygame.Rect, level: str | None) -> None:
    """The Luftwaffe Intensity chit in the 0 box (LOW, MED, HIGH; "?" before it is drawn)."""
    pygame.draw.rect(surface, LW_COLOUR.get(level or "", (60, 60, 66)), chit, border_radius=4)
    text.draw(surface, level or "?", chit.center, 12, theme.TEXT, True, "center")


def lw_box(surface, box: pygame.Rect, k: int, fighter: bool) -> None:
    """A box of the LW Intensity track: a fighter left to come, or empty (its number)."""
    pygame.draw.rect(surface, (40, 48, 62), box, border_radius=4)
    pygame.draw.rect(surface, theme.PANEL_EDGE, box, 1, border_radius=4)
    if fighter:
        art.fighter_icon(surface, box.center, 20)
    else:
        text.draw(surface, str(k + 1), box.center, 10, theme.TEXT_DIM, False, "center")


def bomb_space(surface, box: pygame.Rect, space: str, colour, on: bool) -> None:
    """A space of the bombing track (edged in the target's flak colour), with the bomb marker."""
    pygame.draw.rect(surface, (40, 48, 62), box, border_radius=5)
    pygame.draw.rect(surface, colour, box, 2 if not on else 3, border_radius=5)
    if on:
        pygame.draw.circle(surface, (30, 30, 30), (box.left + 13, box.centery), 9)
        pygame.draw.circle(surface, theme.PAPER, (box.left + 13, box.centery), 9, 2)
    label = TRACK_SHORT.get(space, space)
    fs = text.fit_size(label, box.width - 28, 11, True)
    text.draw(surface, label, (box.left + 26, box.centery), fs, theme.TEXT if on else theme.TEXT_DIM, True,
              "midleft")
