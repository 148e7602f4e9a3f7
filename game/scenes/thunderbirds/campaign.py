"""Thunderbirds at War: the sheets laid over the map (the last event chit drawn, the summary of a
single mission, and the campaign sheet between missions with the tour and the roster, 10.1).
"""
from __future__ import annotations

import pygame

from ...rules.thunderbirds.briefing import PDP_LABEL
from ...ui import text, theme
from ...ui.widgets import panel
from . import art


def draw_event_card(scene, surface, st) -> pygame.Rect | None:
    """The event chit drawn at the marker the bomber is on, with its text (Table 3). Once
    the bomber flies on, it goes (the log keeps its line, and an event kept stands in the
    Active events box): it never hides the hexes for the rest of the mission. It lies on
    the map's edge away from the bomber, clear of its approach. Returns where it lies."""
    if not (0 <= st.position < len(st.path)) or not st.path[st.position].event:
        return None
    i, m = st.position, st.path[st.position]
    spec = st.data.events[m.event][m.leg]
    area = scene.layout["map_area"]
    lines = text.wrap(spec["text"], 470 - 60, 12)
    h = max(54, 24 + 15 * len(lines))
    # the map's top or bottom edge, whichever hides fewer of the flight path's hexes (never the bomber)
    cells = [p.cell for p in st.path if p.cell is not None] + ([st.target_cell] * 2 if st.target_cell else [])
    points = [scene.view.center(c) for c in cells]
    wimpy = scene.wimpy_point()

    def hidden(r):
        return 1000 * r.collidepoint(wimpy) + sum(r.inflate(40, 40).collidepoint(pt) for pt in points)
    spots = [pygame.Rect(area.left + 8, area.bottom - 8 - h, 470, h), pygame.Rect(area.left + 8, area.top + 8, 470, h)]
    below = pygame.Rect(area.left, area.bottom + 8, 470, h)   # a tall canvas: the room under the map, hiding none
    if below.bottom <= scene.layout["map"].bottom - 8:
        spots.insert(0, below)
    r = min(spots, key=hidden)
    panel(surface, r, (44, 36, 24), (236, 150, 60), 8, alpha=230)
    scene.drawn_marks.cover(r)
    chit = pygame.Rect(r.left + 8, r.top + 9, 36, 36)
    event_chit(surface, chit, m.event)
    scene.drawn_marks.add(chit, "event-chit")
    text.draw(surface, f"Event {m.event}, {m.leg} (marker {i + 1})", (r.left + 52, r.top + 5), 11,
              (236, 170, 90), True)
    y = r.top + 20
    for line in lines:
        text.draw(surface, line, (r.left + 52, y), 12, theme.TEXT)
        y += 15
    return r


def event_chit(surface, chit: pygame.Rect, number: int) -> None:
    """An Event chit drawn from the pool (Table 3), its number up."""
    pygame.draw.rect(surface, art.EVENT_FACE, chit, border_radius=5)
    pygame.draw.rect(surface, art.INK, chit, 1, border_radius=5)
    text.draw(surface, str(number), chit.center, 16, art.INK, True, "center")


def draw_summary(scene, surface, st, out) -> None:
    res = st.result or {}
    r = pygame.Rect(0, 0, 560, 300)
    r.center = scene.layout["map_area"].center
    won = bool(res.get("successful"))
    panel(surface, r, theme.PANEL, theme.GOLD if won else theme.BAD, 14, alpha=240)
    text.cover(r)  # a sheet over the table: what lies under it is hidden
    scene.drawn_marks.cover(r)
    title = "Mission successful" if won else {"landed": "Home, mission not successful", "ditched": "Ditched",
                                              "crashed": "Crashed", "destroyed": "Destroyed"}.get(
        res.get("end"), "Mission over")
    text.draw(surface, title, (r.centerx, r.top + 18), 30, theme.GOLD if won else theme.BAD, True, "midtop")
    if out:
        text.draw_wrapped(surface, out.how, pygame.Rect(r.left + 28, r.top + 64, r.width - 56, 44), 15, theme.TEXT)
    turned = [c for c in st.airframe if c is not None]
    hurt = [f"{m.label} {'killed' if m.killed else 'wounded'}" for m in st.crew.values() if m.wounds]
    bombed = {"target": "on the aiming point", "germany": "somewhere in Germany", "jettisoned": "jettisoned at sea",
              "off target": "off target"}.get(st.bombed or "", "still aboard" if st.ordnance_aboard else "none")
    lines = [f"Target: {st.target}   Bombs: {bombed}",
             f"Markers flown: {max(0, st.position + 1)} of {len(st.path)}   Fuel left: {st.fuel}",
             f"Airframe counters turned: {len(turned)}" + (f" ({', '.join(c for c in turned if c != 'No Effect')})"
                                                           if any(c != 'No Effect' for c in turned) else ""),
             "Crew: " + (", ".join(hurt) if hurt else "all unhurt"),
             f"CQP earned: {res.get('cqp_earned', 0)}"]
    y = r.top + 116
    for line in lines:
        for part in text.wrap(line, r.width - 56, 15):
            text.draw(surface, part, (r.left + 28, y), 15, theme.TEXT)
            y += 22
    text.draw(surface, "Back to title: the button on the right, or Enter", (r.centerx, r.bottom - 26), 13,
              theme.TEXT_DIM, False, "midtop")


FATE_COLOUR = {"killed": theme.BAD, "captured": (220, 160, 80), "evaded": (150, 200, 240),
               "escaped": (150, 200, 240), "injured": (220, 160, 80), "wounded": (220, 160, 80),
               "posted": theme.TEXT_DIM, "new crew": theme.TEXT_DIM}


def draw_campaign(scene, surface, st, out) -> None:
    """The campaign sheet between missions (10.1): the tour, the mission just flown, the roster."""
    t = st.tour
    res = st.result or {}
    area = scene.layout["map_area"]
    r = area.inflate(-24, -24)
    r.size = min(r.width, 960), min(r.height, 600)   # a sheet of its own size on a larger map
    r.center = area.center
    panel(surface, r, theme.PANEL, theme.GOLD, 14, alpha=245)
    text.cover(r)  # a sheet over the table: what lies under it is hidden
    scene.drawn_marks.cover(r)
    mark = scene.drawn_marks.add
    won = bool(res.get("successful"))
    if t.result is not None:
        title = "Tour of operations complete" if t.result["won"] else "The tour ends"
        colour = theme.GOLD if t.result["won"] else theme.BAD
    else:
        title = f"Mission {t.missions_flown}: " + ("successful" if won else {
            "landed": "home, not successful", "ditched": "ditched", "crashed": "crashed",
            "destroyed": "destroyed"}.get(res.get("end"), "over"))
        colour = theme.GOLD if won else theme.BAD
    text.draw(surface, title, (r.left + 20, r.top + 12), 24, colour, True)
    line = res.get("text", "") if t.result is None else t.result["text"]
    text.draw(surface, text.ellipsize(line, r.width - 40, 13), (r.left + 20, r.top + 44), 13, theme.TEXT)
    # the Successful Missions track (10.1)
    y = r.top + 66
    head = text.draw(surface, "SUCCESSFUL MISSIONS", (r.left + 20, y), 11, theme.TEXT_DIM, True)
    n = t.length
    size = max(8, min(20, (r.width - 40) // n - 2))
    for k in range(n):
        box = pygame.Rect(r.left + 20 + k * (size + 2), y + 15, size, size)
        mission_box(surface, box, k < t.successful)
    mark(head.union((r.left + 20, y + 15, n * (size + 2), size)), "successful-missions")
    y += 15 + size + 8
    facts = [f"Missions flown {t.missions_flown}", f"successful {t.successful} of {t.length}",
             f"CQP {t.cqp_bank} (limit 5)", f"period: {t.period or '-'}", f"pilot no. {t.pilots}"]
    if t.mid:
        facts.append(f"MiD +1: {t.mid['name']} ({t.mid['award']})")
    if t.skip:
        facts.append("next mission skipped: " + ", ".join(t.skip))
    used = text.draw_wrapped(surface, "   ".join(facts), pygame.Rect(r.left + 20, y, r.width - 40, 36), 13,
                             theme.TEXT, line_gap=1)
    mark((r.left + 20, y, r.width - 40, used), "tour-facts")
    y += used + 6
    # the roster
    text.draw(surface, "THE CREW", (r.left + 20, y), 11, theme.TEXT_DIM, True)
    y += 16
    positions = st.data.tables["crew"]["positions"]
    for pos in ("pilot", "gunner", "aimer", "navigator", "wireless", "engineer"):
        man = t.roster.get(pos)
        mark(text.draw(surface, positions[pos]["label"], (r.left + 20, y), 13, theme.TEXT_DIM, True), f"crew-{pos}")
        if man is not None:
            tags = [f"{man.missions} mission{'s' if man.missions != 1 else ''}"]
            if man.sprog:
                tags.append("sprog (6.4.3)")
            if man.awards:
                tags.append(", ".join(man.awards))
            if t.mid and t.mid["position"] == pos:
                tags.append("MiD +1")
            if pos == "pilot" and t.permanent_pdp_due:
                tags.append("a PDP to keep (Table 4 NOTE)")
            elif pos == "pilot" and t.permanent_pdp:
                tags.append(f"keeps {PDP_LABEL[t.permanent_pdp]} (Table 4 NOTE)")
            text.draw(surface, man.name, (r.left + 140, y), 13, theme.TEXT, True)
            mark(text.draw(surface, text.ellipsize("; ".join(tags), r.right - 20 - (r.left + 290), 12),
                           (r.left + 290, y), 12, theme.TEXT_DIM), "roster-tags")
        y += 18
    # those who left
    gone = t.departed[-6:]
    if gone:
        y += 4
        text.draw(surface, "GONE FROM THE CREW", (r.left + 20, y), 11, theme.TEXT_DIM, True)
        y += 16
        fates = st.data.tables["survival"]["fates"]
        for man in reversed(gone):
            if y > r.bottom - 16:
                break
            fate = fates.get(man.fate, {"text": man.fate})["text"]
            label = positions[man.position]["label"]
            mark(text.draw(surface, f"{man.name}, {label}: {fate} after mission {man.left_after}"
                           + (f" ({', '.join(man.awards)})" if man.awards else ""), (r.left + 20, y), 12,
                           FATE_COLOUR.get(man.fate, theme.TEXT)), "fate")
            y += 16


def mission_box(surface, box: pygame.Rect, flown: bool) -> None:
    """A box of the Successful Missions track (10.1): gold once a successful mission fills it."""
    pygame.draw.rect(surface, theme.GOLD if flown else (44, 52, 66), box, border_radius=3)
    pygame.draw.rect(surface, theme.PANEL_EDGE, box, 1, border_radius=3)
