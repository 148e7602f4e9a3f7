"""Thunderbirds at War: the action panel (the phase's title and explanation, the briefing's
headings, the dice tray or, while planning, the marker count of 6.5.1).
"""
from __future__ import annotations

import pygame

from ...rules.thunderbirds.briefing import PDP_LABEL, cqp_limit
from ...rules.thunderbirds.state import CONDITIONS, CREW, DEBRIEF, DECIDE, FLY, OVER, PLAN, POINTS, TARGET
from ...rules.thunderbirds.tour import permanent_span
from ...ui import commands, text, theme
from . import art
from .layout import button_area

PHASE_TITLE = {TARGET: "Briefing: the target", CONDITIONS: "Briefing: target conditions",
               CREW: "Briefing: the crew", POINTS: "Briefing: the crew's points", PLAN: "Briefing: the flight path",
               FLY: "The operation", DECIDE: "The pilot decides", DEBRIEF: "Debriefing: the tour goes on",
               OVER: "Debriefing"}


def detail(scene, st) -> str:
    p = st.phase
    t = st.data.tables
    if p == TARGET:
        method = st.options.get("target_method")
        if method == "choice":
            return "Pick any target of Table 4; hover a button to see it on the map."
        if method == "historical":
            return f"Historical order: mission {st.options.get('historical_mission')} of Table 4."
        return "Table 1: a d6 row and a d10 column give the Random Selection."
    if p == CONDITIONS:
        return "Clear sky and full moon help everyone spot: +1; heavy clouds and new moon -1."
    if p == CREW:
        return "Specialists not aboard are stood in for by others (Table 2), with no CQP."
    if p == POINTS:
        limit = cqp_limit(st)
        pdp = "Pilot Discretionary Points (PDP): up to 3 (6.4.2)."
        if st.tour.permanent_pdp_due:
            pdp = f"PDP: keep one {permanent_span(st)} (his Mention in Dispatches), then up to 3 more."
        elif st.tour.permanent_pdp:
            pdp = f"PDP: {PDP_LABEL[st.tour.permanent_pdp]} kept, then up to 3 of the other counters."
        cqp = (f"up to {limit}, one per specialist aboard" if limit
               else "none yet: the crew earns them by flying")
        return f"Crew Quality Points (CQP): {cqp} (6.4.1). {pdp}"
    if p == PLAN:
        n = len(st.path)
        p_ = t["path"]
        return (f"Markers laid: {n} of {p_['min_markers']}-{p_['max_markers']}; fuel will be {n}. "
                f"One marker per hex entered; the way home may differ. {commands.words('undo')} takes back a marker.")
    if p == FLY:
        nxt = st.position + 2
        return (f"Marker {nxt} of {len(st.path)} next; fuel {st.fuel}." if st.position + 1 < len(st.path)
                else "The path is flown.")
    if p == DECIDE:
        kind = st.pending["kind"]
        return {"bonus": "Spend a CQP or the pilot's points before the roll, or roll as is.",
                "reroll": "A Reroll PDP (else a DISC) rolls this die again, once: any die roll (6.4.2[1]).",
                "hit": "The pilot may manoeuvre (a skill check) or reroll the German die, or accept the hit.",
                "jettison": "Bombing anywhere in Germany counts as a successful mission (7.5.2[1]).",
                "icing": "Ice on the wings: the load costs half the fuel (event 11).",
                "oxygen": "No oxygen: low altitude, or go home (event 13).",
                "calm": "A cup of tea: one unwounded man's spent bonus comes back (event 5).",
                "coned": "A successful manoeuvre cancels the searchlights' +1 (event 12).",
                "mine": "A mine aboard: land with a skill check, or ditch at sea (7.5.2[1])."}.get(kind, "")
    if p == DEBRIEF:
        return "CQP earned, the crew's fates and awards are on the campaign sheet over the map."
    return ""


def draw_action(scene, surface, st) -> None:
    a = scene.layout["action"]
    text.draw(surface, PHASE_TITLE.get(st.phase, st.phase), (a.left + 12, a.top + 9), 17, theme.GOLD, True)
    text.draw_wrapped(surface, detail(scene, st), pygame.Rect(a.left + 12, a.top + 36, a.width - 24, 36), 13,
                      theme.TEXT, line_gap=1)
    if st.phase in (TARGET, POINTS):
        if st.phase == POINTS:
            area = button_area(scene.layout, st)
            text.draw(surface, "CQP markers", (area.left, area.top), 12, theme.TEXT_DIM, True)
            kept = scene.kept_pdp()
            pdp = "Pilot's discretionary points" + (f": {PDP_LABEL[kept]} kept, up to 3 more" if kept else "")
            text.draw(surface, pdp, (area.left, area.top + 64), 12, theme.GOLD if kept else theme.TEXT_DIM, True)
            if st.tour.permanent_pdp_due:
                line = f"His MiD: the pilot keeps one PDP {permanent_span(st)} (Table 4 NOTE)"
                text.draw(surface, line, (area.left, area.top + 129), text.fit_size(line, area.width, 12, True),
                          theme.GOLD, True)
        return
    pygame.draw.rect(surface, (20, 28, 40), scene.layout["rolls"], border_radius=8)
    if st.phase == PLAN:
        draw_plan_summary(scene, surface, st)
        return
    hint = "No roll this time." if st.phase in (FLY, DECIDE, OVER) and st.position >= 0 else ""
    with text.within(scene.layout["rolls"]):  # the dice tray: its lines stay above the buttons under it
        scene.dice.draw(surface, hint)
    for rect, term in scene.dice.marks():
        scene.drawn_marks.add(rect, term)


def draw_plan_summary(scene, surface, st) -> None:
    """The marker count of 6.5.1 as a row of counters, and the fewest markers still needed."""
    r = scene.layout["rolls"]
    t = st.data.tables["path"]
    b = scene.board
    size = 26
    for i in range(t["max_markers"]):
        box = pygame.Rect(r.left + 10 + i * 36, r.top + 12, size, size)
        if i < len(st.path):
            img = art.path_marker(size, None, i + 1, None, st.path[i].leg == "homebound")
            surface.blit(img, box)
            scene.drawn_marks.add(box, "path-marker-home" if st.path[i].leg == "homebound" else "path-marker")
        else:
            path_slot(surface, box, i + 1)
            scene.drawn_marks.add(box, "path-slot")
        if i + 1 == t["min_markers"]:
            pygame.draw.line(surface, theme.TEXT_DIM, (box.right + 5, box.top - 4), (box.right + 5, box.bottom + 4), 1)
    scene.drawn_marks.add(text.draw(surface, f"min {t['min_markers']}", (r.left + 10 + t["min_markers"] * 36 - 30,
                                                                    r.top + 42), 10, theme.TEXT_DIM), "path-min")
    cur = st.path[-1].cell if st.path else b.home
    reached = any(m.leg == "targetbound" and m.cell == st.target_cell for m in st.path)
    out = sum(1 for m in st.path if m.leg == "targetbound")
    home = len(st.path) - out
    if reached:
        need = b.distance(cur, b.home)
        msg = f"Target reached with {out} markers; homebound {home}. At least {need} more to 6 Group."
    else:
        need = b.distance(cur, st.target_cell) + b.distance(st.target_cell, b.home)
        msg = f"Targetbound {out}. At least {need} more markers to {st.target} and home."
    if st.path and len(st.path) + need > t["max_markers"]:
        msg += " Too long: clear the path."
    text.draw_wrapped(surface, msg, pygame.Rect(r.left + 10, r.top + 58, r.width - 20, 36), 13, theme.TEXT,
                      line_gap=1)


def path_slot(surface, box: pygame.Rect, number: int) -> None:
    """A place for one more flight path marker (up to 12, 6.5.1)."""
    pygame.draw.rect(surface, (60, 70, 86), box, 1, border_radius=4)
    text.draw(surface, str(number), box.center, 11, (90, 100, 116), False, "center")
