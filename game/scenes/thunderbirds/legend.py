"""Thunderbirds at War: the legend's pictures (issue 15), each drawn with the very functions
that draw it on the table (art.py, the panels' chips and boxes). The marks themselves are
noted by the drawing as it goes (scene.drawn_marks); their terms: assets/legend/thunderbirds.yaml.
"""
from __future__ import annotations


import pygame

from ...geometry import hex_corners
from ...ui import text, theme
from . import art
from .action_panel import path_slot
from .briefing import CHIP_COUNTER, CHIP_FIRE, CHIP_KEPT, CHIP_MALFUNCTION, counter_term, event_chip
from .campaign import FATE_COLOUR, event_chit, mission_box
from .crew_panel import cqp_chip, crew_number, kept_chip, mid_badge, pdp_chip
from .tracks import altitude_box, bomb_space, fuel_box, lw_box, lw_chit

CHIPS = {"chip-malfunction": ("E4 Engine", CHIP_MALFUNCTION), "chip-ta": ("E2 TA", CHIP_KEPT),
         "chip-weather": ("E8 weather", CHIP_KEPT), "chip-gee-oboe": ("E6 Gee/Oboe", CHIP_KEPT),
         "chip-mid": ("E3 MiD", CHIP_KEPT), "chip-coned": ("E12 CONED", CHIP_KEPT),
         "chip-kept": ("E9 kept", CHIP_KEPT), "chip-fires": ("1 fire", CHIP_FIRE)}
SPACES = {"space-low-alt": "Low Alt.", "space-located": "Target located", "space-target-flak": "Target flak",
          "space-bombs-away": "Bombs Away!", "space-climb-home": "Return to high altitude"}
WORDS = {  # marks that are words on the table: drawn as the table draws them
    "squadron": ("426 Sqn", 13, (120, 180, 230), True), "target": ("Lorient", 22, (240, 120, 100), True),
    "load": ("Load: bombs", 12, theme.TEXT_DIM, False), "load-sprog": ("a sprog aboard", 12, theme.TEXT_DIM, False),
    "leg": ("Leg targetbound", 13, theme.TEXT, True), "active-events": ("Active events", 11, theme.TEXT_DIM, True),
    "bombing-track": ("BOMBING", 12, theme.GOLD, True), "fires": ("FIRES 1", 14, theme.BAD, True),
    "cqp-bank": ("CQP bank 2", 11, theme.TEXT_DIM, True), "crew-pilot": ("Pilot", 13, theme.TEXT, True),
    "crew-gunner": ("Rear Gunner", 13, theme.TEXT, True), "crew-aimer": ("Aimer", 13, theme.TEXT, True),
    "crew-navigator": ("Navigator", 13, theme.TEXT, True), "crew-wireless": ("Wireless", 13, theme.TEXT, True),
    "crew-engineer": ("Flt. Engineer", 13, theme.TEXT, True), "status-aboard": ("aboard", 12, theme.TEXT, False),
    "status-home": ("at home", 12, theme.TEXT_DIM, False), "status-killed": ("killed", 12, theme.BAD, False),
    "status-wounded": ("wounded -2", 12, theme.BAD, False), "status-sprog": ("sprog", 12, theme.TEXT, False),
    "tour-facts": ("CQP 2 (limit 5)", 13, theme.TEXT, False),
    "roster-tags": ("3 missions; DFM", 12, theme.TEXT_DIM, False),
    "fate": ("Kerr: captured", 12, FATE_COLOUR["captured"], False),
    "place": ("London", 10, art.INK, False), "zone": ("Zone 3", 8, art.INK, False),
    "radar-zone": (art.MAP_KEY, 11, (240, 236, 220), False),
}
TERRAIN = {"terrain-sea": "sea", "terrain-england": "england", "terrain-occupied": "occupied",
           "terrain-germany": "germany"}


def picture(scene, term: str, size: tuple[int, int]) -> pygame.Surface | None:
    w, h = size
    out = pygame.Surface(size, pygame.SRCALPHA)
    mid = (w // 2, h // 2)

    def centred(img):
        out.blit(img, img.get_rect(center=mid))
        return out

    def boxed(bw, bh) -> pygame.Rect:
        return pygame.Rect(w // 2 - bw // 2, h // 2 - bh // 2, bw, bh)

    def paper(r: pygame.Rect) -> None:  # a piece of the map sheet under a map symbol
        pygame.draw.rect(out, art.TERRAIN["occupied"], r, border_radius=6)

    counters = {counter_term(n): n for n in scene.rules.data.tables["damage_effects"]}
    if term in counters:
        return centred(art.airframe_counter((48, 38), counters[term], 0))
    if term == "airframe-back":
        return centred(art.airframe_counter((48, 38), None, 0))
    if term in TERRAIN:
        pts = hex_corners(mid, h * 0.45)
        colour = art.TERRAIN[TERRAIN[term]]
        pygame.draw.polygon(out, colour, pts)
        pygame.draw.polygon(out, art.COAST, pts, 2)
        if term == "terrain-germany":  # the dashed frontier on its edge
            for t in range(0, 10, 2):
                a, b = pts[3], pts[4]
                p0 = (a[0] + (b[0] - a[0]) * t / 10, a[1] + (b[1] - a[1]) * t / 10)
                p1 = (a[0] + (b[0] - a[0]) * (t + 1) / 10, a[1] + (b[1] - a[1]) * (t + 1) / 10)
                pygame.draw.line(out, art.BORDER, p0, p1, 3)
        return out
    if term.startswith("flak-"):
        r = boxed(48, 44)
        paper(r)
        art.flak_triangle(out, (mid[0], mid[1] + 3), term[5:], 16)
        return out
    if term == "target-place":
        r = boxed(96, 44)
        paper(r)
        art.target_symbol(out, (mid[0], mid[1] - 8), 1.0)
        art._label(out, "Cologne", (mid[0], mid[1] - 2), 10, bold=True)
        return out
    if term in ("place", "zone", "radar-zone"):
        label, fs, ink, bold = WORDS[term]
        if term == "radar-zone":
            hexpts = hex_corners((mid[0], mid[1] - 4), h * 0.36)
            pygame.draw.polygon(out, art.SHADED_SEA, hexpts)
            clip = pygame.Surface(size, pygame.SRCALPHA)
            for d in range(-w, w, 7):
                pygame.draw.line(clip, (*art.HATCH["sea"], 220), (d, 0), (d + h, h), 1)
            mask = pygame.Surface(size, pygame.SRCALPHA)
            pygame.draw.polygon(mask, (255, 255, 255, 255), hexpts)
            clip.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
            out.blit(clip, (0, 0))
            text.draw(out, "Hatched", (mid[0], h - 2), 10, ink, False, "midbottom")
            return out
        r = boxed(84, 40)
        paper(r)
        if term == "place":
            art.place_dot(out, (mid[0], mid[1] - 2), 1.0)
        art._label(out, label, (mid[0], mid[1] + 2 - (6 if term == "zone" else 0)), fs, bold)
        return out
    if term == "six-group":
        art.roundel(out, (mid[0], mid[1] - 10), 14)
        art._label(out, "6 Group", (mid[0], mid[1] + 8), 11, bold=True)
        return out
    if term == "direction-chart":
        art.direction_chart(out, boxed(72, 72), scene.board)
        return out
    if term == "karmoy-box":
        k = boxed(110, 56)
        pygame.draw.rect(out, art.SHADED_SEA, k, border_radius=6)
        pygame.draw.rect(out, theme.PAPER_DARK, k, 2, border_radius=6)
        text.draw(out, "KARMOY", (k.left + 8, k.top + 4), 12, theme.PAPER, True)
        art.flak_triangle(out, (k.left + 82, k.top + 12), "green", 7)
        text.draw(out, "off-map box (7.10)", (k.left + 8, k.top + 20), 9, theme.PAPER_DARK)
        return out
    if term == "highlight-hex":
        pts = hex_corners(mid, h * 0.45)
        pygame.draw.polygon(out, art.TERRAIN["occupied"], pts)
        layer = pygame.Surface(size, pygame.SRCALPHA)
        pygame.draw.polygon(layer, (*theme.HIGHLIGHT, 80), pts)
        pygame.draw.lines(layer, (*theme.HIGHLIGHT, 255), True, pts, 3)
        out.blit(layer, (0, 0))
        return out
    if term in ("route-targetbound", "route-homebound"):
        from .map import Pen, _arrow
        pen = Pen()
        leg = term[len("route-"):]
        _arrow(pen, (12, h - 14), (w - 12, 14), (*art.ROUTE[leg], 230), dashed=leg == "homebound")
        layer, corner = pen.layer()
        out.blit(layer, corner)
        return out
    if term == "target-ring":
        rad = 24
        c = mid
        for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):
            pygame.draw.line(out, (200, 30, 30), (c[0] + dx * (rad - 6), c[1] + dy * (rad - 6)),
                             (c[0] + dx * (rad + 6), c[1] + dy * (rad + 6)), 3)
        pygame.draw.circle(out, (200, 30, 30), c, rad, 3)
        return out
    if term in ("path-marker", "path-marker-home", "path-event", "path-no-event"):
        back = {"path-event": "Event", "path-no-event": "No Event"}.get(term)
        return centred(art.path_marker(34, back, 3, 5 if back == "Event" else None, term == "path-marker-home"))
    if term == "wimpy":
        out.blit(art.wimpy_counter(44, "high"), (w // 2 - 48, h // 2 - 22))
        out.blit(art.wimpy_counter(44, "low"), (w // 2 + 4, h // 2 - 22))
        return out
    if term == "event-chit":
        event_chit(out, boxed(36, 36), 12)
        return out
    if term in CHIPS:
        label, colour = CHIPS[term]
        cw = theme.font(10).size(label)[0] + 10
        event_chip(out, boxed(cw, 12), label, colour)
        return out
    if term in ("sky", "moon"):
        label = "Clear +1" if term == "sky" else "New moon -1"
        colour = (96, 196, 120) if term == "sky" else theme.BAD
        text.draw(out, term.capitalize(), (mid[0], mid[1] - 10), 13, theme.TEXT_DIM, True, "center")
        text.draw(out, label, (mid[0], mid[1] + 10), 14, colour, True, "center")
        return out
    if term in WORDS:
        label, fs, ink, bold = WORDS[term]
        fs = text.fit_size(label, w - 4, fs, bold, 8)
        text.draw(out, label, mid, fs, ink, bold, "center")
        return out
    if term == "altitude":
        altitude_box(out, pygame.Rect(w // 2 - 59, mid[1] - 11, 58, 22), "high", True)
        altitude_box(out, pygame.Rect(w // 2 + 1, mid[1] - 11, 58, 22), "low", False)
        return out
    if term == "airframe-track":
        text.draw(out, "AIRFRAME", (mid[0], 10), 11, theme.GOLD, True, "center")
        for i, name in enumerate(("No Effect", None, None)):
            out.blit(art.airframe_counter((36, 30), name, i), (w // 2 - 56 + i * 38, 22))
        return out
    if term == "fuel-track":
        text.draw(out, "FUEL", (mid[0], 10), 11, theme.GOLD, True, "center")
        for i in range(4):
            fuel_box(out, pygame.Rect(w // 2 - 52 + i * 26, 24, 24, 28), 9 + i, False)
        return out
    if term == "fuel-marker":
        fuel_box(out, boxed(24, 28), 7, True)
        return out
    if term == "lw-chit":
        lw_chit(out, boxed(52, 22), "MED")
        return out
    if term in ("lw-fighter", "lw-box"):
        lw_box(out, boxed(26, 26), 2, term == "lw-fighter")
        return out
    if term in SPACES or term == "bomb-marker":
        bomb_space(out, boxed(112, 30), SPACES.get(term, "Target flak"), art.FLAK["yellow"], term == "bomb-marker")
        return out
    if term.startswith("pdp-") and term != "pdp-permanent":
        labels = {"pdp-man": "Man +1", "pdp-stam": "Stam +1", "pdp-reroll": "Reroll", "pdp-disc": "DISC x2"}
        pdp_chip(out, boxed(70, 20), labels[term], True, False)
        return out
    if term == "pdp-permanent":
        kept_chip(out, boxed(90, 18), "Reroll kept")
        return out
    if term in ("cqp-marker", "cqp-used"):
        used = term == "cqp-used"
        cqp_chip(out, boxed(100, 18), "Gunner CQP" + (" used" if used else ""), used)
        return out
    if term == "crew-number":
        crew_number(out, boxed(18, 18), 2, True)
        return out
    if term == "crew-actor":
        row = boxed(w - 8, 22)
        pygame.draw.rect(out, (70, 60, 30), row, border_radius=5)
        pygame.draw.rect(out, theme.GOLD, row, 1, border_radius=5)
        text.draw(out, "Rear Gunner", (row.left + 6, row.top + 3), 13, theme.TEXT, True)
        return out
    if term == "mid-badge":
        mid_badge(out, boxed(38, 18), False)
        return out
    if term == "path-min":  # the end of the marker row as the planning panel draws it
        for i, x in enumerate((w // 2 - 40, w // 2 - 4)):
            out.blit(art.path_marker(26, None, 7 + i, None, False), (x, 10))
        pygame.draw.line(out, theme.TEXT_DIM, (w // 2 + 27, 6), (w // 2 + 27, 40), 1)
        text.draw(out, "min 8", (w // 2 - 4, 42), 10, theme.TEXT_DIM)
        return out
    if term == "path-slot":
        path_slot(out, boxed(26, 26), 9)
        return out
    if term in ("die-crew", "die-german", "grt-roll", "table-roll"):
        german = term == "die-german"
        die = art.D10(boxed(40, 48), (70, 70, 78) if german else theme.PAPER,
                      (250, 246, 236) if german else art.INK)
        die.roll(7, 0)
        die.draw(out)
        return out
    if term == "successful-missions":
        for k in range(6):
            mission_box(out, pygame.Rect(w // 2 - 66 + k * 22, mid[1] - 10, 20, 20), k < 4)
        return out
    return None
