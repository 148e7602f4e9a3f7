"""Thunderbirds at War: the banner with the instruction of the moment, and the briefing boxes
above the map (target, target conditions, leg and the Active Events box).
"""
from __future__ import annotations

import pygame

from ...rules.thunderbirds.phases import PHASES
from ...rules.thunderbirds.state import CONDITIONS, CREW, DEBRIEF, DECIDE, FLY, OVER, PLAN, POINTS, TARGET
from ...ui import text, theme
from . import art
from .layout import SUCCESS_GOOD, target_note


def instruction(scene, st) -> str:
    p = st.phase
    if p in (TARGET, CONDITIONS, CREW):
        return PHASES[p].cited
    if p == POINTS:
        if st.tour.permanent_pdp_due:
            return "The pilot's MiD: keep one PDP, then CQP and up to 3 more PDP (TaW 6.4, Table 4 NOTE)"
        return PHASES[p].cited
    if p == PLAN:
        reached = any(m.leg == "targetbound" and m.cell == st.target_cell for m in st.path)
        goal = "back to 6 Group" if reached else f"to {st.target}"
        return f"{PHASES[p].prompt} {goal}: click a highlighted hex ({PHASES[p].rule})"
    if p == FLY:
        if scene.next_cell() is not None and any(str(a) == "fly" for a in scene.game.legal_actions()):
            return PHASES[p].cited
        return "Choose: land, ditch or fight the fire (TaW 7.8, 8.2.3)"
    if p == DECIDE:
        return st.pending["label"]
    if p == DEBRIEF:
        t = st.tour
        return (f"Mission {t.missions_flown} over: {t.successful} of {t.length} successful. "
                "Next mission: the button on the right (TaW 10.0)")
    out = scene.game.outcome()
    return out.how if out else PHASES[OVER].prompt


def draw_banner(scene, surface, st) -> None:
    r = scene.layout["banner"]
    pygame.draw.rect(surface, (12, 18, 30), r)
    surface.fill(theme.GOLD, (r.left, r.bottom - 2, r.width, 2))
    text.draw(surface, "Thunderbirds at War", (14, 12), 20, theme.GOLD, True)
    msg = instruction(scene, st)
    size = 17
    room = 720 + r.width - 1280   # the banner's width for the instruction, beside the squadron's line
    while size > 10 and text.cited_width(msg, size, True) > room:
        size -= 1
    scene.cite_spots = []  # the step's rule citation, set apart and clickable
    text.draw_cited(surface, msg, (258, 24), size, theme.HIGHLIGHT if st.phase != OVER else theme.TEXT, True,
                    "midleft", spots=scene.cite_spots)
    who = "426 Sqn: your crew to act" if st.phase != OVER else "426 Sqn Wellington"
    scene.drawn_marks.add(text.draw(surface, who, (r.right - 14, 24), 13, (120, 180, 230), True, "midright"), "squadron")


def draw_briefing(scene, surface, st) -> None:
    r = scene.layout["target"]
    text.draw(surface, "TARGET", (r.left + 10, r.top + 6), 11, theme.TEXT_DIM, True)
    mark = scene.drawn_marks.add
    if st.target:
        mark(text.draw(surface, st.target, (r.left + 10, r.top + 20), 22, (240, 120, 100), True), "target")
        note = target_note(scene.board, st.target)
        text.draw(surface, note, (r.left + 10, r.top + 48), 12, theme.TEXT)
        extra = ("mines" if st.ordnance == "mines" else "bombs") + (", a sprog aboard (6.4.3)" if st.sprog else "")
        mark(text.draw(surface, f"Load: {extra}", (r.left + 10, r.top + 64), 12, theme.TEXT_DIM),
             "load-sprog" if st.sprog else "load")
        if st.target_flak:
            art.flak_triangle(surface, (r.right - 22, r.top + 26), st.target_flak, 11)
            mark(art.flak_box((r.right - 22, r.top + 26), 11), f"flak-{st.target_flak}")
    else:
        text.draw(surface, "not chosen yet", (r.left + 10, r.top + 26), 18, theme.TEXT_DIM, True)
        text.draw(surface, f"Selection: {st.options.get('target_method')}", (r.left + 10, r.top + 56), 12,
                  theme.TEXT_DIM)
    c = scene.layout["conditions"]
    text.draw(surface, "CONDITIONS", (c.left + 10, c.top + 6), 11, theme.TEXT_DIM, True)
    for i, what in enumerate(("sky", "moon")):
        cond = getattr(st, what)
        y = c.top + 24 + i * 26
        mark(pygame.Rect(c.left + 8, y - 2, 236, 22), what)
        text.draw(surface, what.capitalize(), (c.left + 10, y), 13, theme.TEXT_DIM, True)
        if cond:
            colour = SUCCESS_GOOD if cond["drm"] > 0 else (theme.BAD if cond["drm"] < 0 else theme.TEXT)
            label = f"{cond['name']} {cond['drm']:+d}"  # smaller when long: the die stands beside it
            text.draw(surface, label, (c.left + 56, y + 1), text.fit_size(label, 196 - 56 - 8, 14, True), colour, True)
            text.draw(surface, f"d10 {cond['die']}", (c.left + 196, y + 1), 12, theme.TEXT_DIM)
        else:
            text.draw(surface, "to roll", (c.left + 56, y), 14, theme.TEXT_DIM)
    x = c.left + 246
    leg = text.draw(surface, "Leg", (x, c.top + 24), 13, theme.TEXT_DIM, True)
    mark(leg.union(text.draw(surface, st.leg, (x + 34, c.top + 24), 13, theme.TEXT, True)), "leg")
    mark(text.draw(surface, "Active events", (x, c.top + 44), 11, theme.TEXT_DIM, True), "active-events")
    chips = active_chips(st)
    cx, cy = x, c.top + 58
    if not chips:
        text.draw(surface, "none", (cx, cy + 2), 12, theme.TEXT_DIM)
    for label, colour, term in chips:
        label = text.ellipsize(label, c.right - 8 - x - 10, 10, True)
        w = theme.font(10).size(label)[0] + 10
        if cx + w > c.right - 6:
            cx, cy = x, cy + 13
            if cy > c.bottom - 12:
                break
        chip = pygame.Rect(cx, cy, w, 12)
        event_chip(surface, chip, label, colour)
        mark(chip, term)
        cx += w + 3


def event_chip(surface, chip: pygame.Rect, label: str, colour) -> None:
    """A chit or counter kept in the Active Events box."""
    pygame.draw.rect(surface, colour, chip, border_radius=4)
    text.draw(surface, label, chip.center, 10, art.INK, True, "center")


CHIP_COUNTER, CHIP_MALFUNCTION, CHIP_KEPT, CHIP_FIRE = (232, 120, 96), (236, 170, 90), (214, 200, 150), (240, 90, 60)


def active_chips(st) -> list:
    """The Active Events box (6.5.1[1], 8.1.4, Table 5a): chits kept, malfunctions, damage
    counters, as (label, colour, legend term)."""
    out = []
    for c in st.active_events:
        kind = c.get("kind")
        if kind == "counter":
            out.append((c["name"], CHIP_COUNTER, counter_term(c["name"])))
        elif kind == "malfunction":
            m = st.malfunctions.get(c["name"])
            label = (m["label"].split(" (")[0] if m else c["name"]) + (" failed" if m and m["failed"] else "")
            out.append((f"E{c['chit']} {label}", CHIP_MALFUNCTION, "chip-malfunction"))
        else:
            short = ("TA" if c.get("ta") else "weather" if c.get("weather") else "Gee/Oboe" if c.get("unique")
                     else "MiD" if c.get("mid") else "CONED" if c.get("coned") else "kept")
            term = {"TA": "chip-ta", "weather": "chip-weather", "Gee/Oboe": "chip-gee-oboe", "MiD": "chip-mid",
                    "CONED": "chip-coned"}.get(short, "chip-kept")
            out.append((f"E{c['chit']} {short}", CHIP_KEPT, term))
    if st.fires:
        out.append((f"{len(st.fires)} fire{'s' if len(st.fires) != 1 else ''}", CHIP_FIRE, "chip-fires"))
    return out


def counter_term(name: str) -> str:
    """The legend's term of an airframe (damage) counter, by the name printed on it (Table 5a)."""
    return "counter-" + name.lower().replace(" ", "-")
