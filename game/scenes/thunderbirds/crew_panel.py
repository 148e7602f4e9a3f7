"""Thunderbirds at War: the crew panel (the pilot's PDP, the CQP bank, each position with its man,
his state, MiD and CQP; the man called on to act is framed in gold).
"""
from __future__ import annotations

import pygame

from ...rules.thunderbirds.briefing import PDP_LABEL
from ...rules.thunderbirds.grt import seat
from ...rules.thunderbirds.state import DECIDE
from ...ui import text, theme
from . import art


def draw_crew(scene, surface, st) -> None:
    r = scene.layout["crew"]
    mark = scene.drawn_marks.add
    text.draw(surface, "CREW", (r.left + 10, r.top + 8), 13, theme.GOLD, True)
    # Pilot's discretionary points (6.4.2).
    x = r.left + 62
    kept = st.tour.permanent_pdp if not st.tour.permanent_pdp_due else None  # Table 4 NOTE
    for k, label in PDP_LABEL.items():
        n = st.pdp.get(k, 0)
        chip = pygame.Rect(x, r.top + 6, 70, 20)
        pdp_chip(surface, chip, f"{label} x{n}" if k == "disc" else label, n > 0, k == kept)
        mark(chip, f"pdp-{k}")
        x += 76
    mark(text.draw(surface, f"CQP bank {st.cqp_bank}", (r.right - 10, r.top + 9), 11, theme.TEXT_DIM, True,
                   "topright"), "cqp-bank")
    actor = None
    if st.agenda and st.phase == DECIDE and st.agenda[0].get("actor"):
        actor = seat(st, st.agenda[0]["actor"])
    positions = st.data.tables["crew"]["positions"]
    for i, pos in enumerate(("pilot", "gunner", "aimer", "navigator", "wireless", "engineer")):
        y = r.top + 32 + i * 24
        row = pygame.Rect(r.left + 8, y, r.width - 16, 22)
        m = st.crew.get(pos)
        if m is not None and m is actor:
            pygame.draw.rect(surface, (70, 60, 30), row, border_radius=5)
            pygame.draw.rect(surface, theme.GOLD, row, 1, border_radius=5)
            mark(row, "crew-actor")
        face = pygame.Rect(row.left + 2, y + 2, 18, 18)
        crew_number(surface, face, positions[pos]["number"], m is not None)
        mark(face, "crew-number")
        aboard = m is not None
        ink = theme.TEXT if aboard else theme.TEXT_DIM
        mark(text.draw(surface, positions[pos]["label"], (row.left + 28, y + 3), 13, ink, aboard), f"crew-{pos}")
        man = st.tour.roster.get(pos)
        name = m.name if m is not None else (man.name if man else "")
        if name:
            text.draw(surface, text.ellipsize(name, 96, 11), (row.left + 124, y + 5), 11, theme.TEXT_DIM)
        if m is not None and m.mid:
            mid = pygame.Rect(row.right - 138, y + 2, 38, 18)
            mid_badge(surface, mid, m.mid_used)
            mark(mid, "mid-badge")
        if not st.crew:
            status = ""
        elif not aboard:
            status = "at home"
        elif m.killed:
            status, ink = "killed", theme.BAD
        elif m.wounded:
            status, ink = ("wounded -1 (Stam)" if m.stamina else "wounded -2"), theme.BAD
        else:
            status = "aboard"
        if aboard and m.sprog and status == "aboard":
            status = "sprog"
        if status:
            mark(text.draw(surface, status, (row.left + 228, y + 4), 12, ink), STATUS_TERM.get(status, "status-wounded"))
        if pos == "pilot" and (kept or st.tour.permanent_pdp_due):
            # the pilot has no CQP: his space holds the PDP his MiD made his (Table 4 NOTE)
            chip = pygame.Rect(row.right - 96, y + 2, 90, 18)
            kept_chip(surface, chip, f"{PDP_LABEL[kept]} kept" if kept else "PDP to keep")
            mark(chip, "pdp-permanent")
        if m is not None and m.cqp:
            chip = pygame.Rect(row.right - 96, y + 2, 90, 18)
            cqp_chip(surface, chip, f"{m.cqp.capitalize()} CQP" + (" used" if m.cqp_used else ""), m.cqp_used)
            mark(chip, "cqp-used" if m.cqp_used else "cqp-marker")


STATUS_TERM = {"at home": "status-home", "killed": "status-killed", "aboard": "status-aboard", "sprog": "status-sprog"}


def pdp_chip(surface, chip: pygame.Rect, tag: str, held: bool, kept: bool) -> None:
    """A pilot's discretionary point: blue while held, grey once spent or not taken; a gold
    ring on the one his MiD made his for good (Table 4 NOTE)."""
    pygame.draw.rect(surface, (38, 96, 140) if held else (40, 46, 58), chip, border_radius=10)
    if kept:
        pygame.draw.rect(surface, theme.GOLD, chip, 2, border_radius=10)
    else:
        pygame.draw.rect(surface, theme.PANEL_EDGE, chip, 1, border_radius=10)
    text.draw(surface, tag, chip.center, 11, theme.TEXT if held else theme.TEXT_DIM, True, "center")


def crew_number(surface, face: pygame.Rect, number: int, aboard: bool) -> None:
    """A crew position's number: the d6 of a Crew Hit picks it (8.3)."""
    pygame.draw.rect(surface, art.CREW_SIDE if aboard else (60, 66, 78), face, border_radius=3)
    text.draw(surface, str(number), face.center, 11, theme.TEXT, True, "center")


def mid_badge(surface, mid: pygame.Rect, used: bool) -> None:
    pygame.draw.rect(surface, (150, 110, 200) if not used else (60, 60, 66), mid, border_radius=9)
    text.draw(surface, "MiD", mid.center, 11, theme.TEXT, True, "center")


def kept_chip(surface, chip: pygame.Rect, tag: str) -> None:
    pygame.draw.rect(surface, (40, 46, 58), chip, border_radius=9)
    pygame.draw.rect(surface, theme.GOLD, chip, 2, border_radius=9)
    text.draw(surface, tag, chip.center, 11, theme.GOLD, True, "center")


def cqp_chip(surface, chip: pygame.Rect, tag: str, used: bool) -> None:
    pygame.draw.rect(surface, (60, 60, 66) if used else (226, 182, 76), chip, border_radius=9)
    text.draw(surface, tag, chip.center, 11, theme.TEXT_DIM if used else art.INK, True, "center")
