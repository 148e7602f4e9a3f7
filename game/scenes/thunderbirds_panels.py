"""Thunderbirds at War: the panels around the map (tracks, crew, conditions, rolls, summary).

Each function draws one part of the screen from the state; none decides a rule. The
names follow the rulebook's map sheet: airframe track, fuel track, LW Intensity track,
bombing track, altitude marker, Active Events.
"""
from __future__ import annotations

import pygame

from ..rules.thunderbirds import data
from ..rules.thunderbirds.briefing import PDP_LABEL
from ..rules.thunderbirds.grt import seat
from ..rules.thunderbirds.state import CONDITIONS, CREW, DEBRIEF, DECIDE, FLY, OVER, PLAN, POINTS, TARGET
from ..rules.thunderbirds.tour import permanent_span
from ..ui import background as backdrop
from ..ui import text, theme
from ..ui.widgets import panel
from . import thunderbirds_art as art

LAYOUT = {
    "banner": pygame.Rect(0, 0, 1280, 48),
    "target": pygame.Rect(12, 56, 236, 84),
    "conditions": pygame.Rect(410, 56, 378, 84),
    "map": pygame.Rect(12, 146, 776, 500),
    "tracks": pygame.Rect(12, 652, 776, 140),
    "crew": pygame.Rect(800, 56, 468, 178),
    "action": pygame.Rect(800, 240, 468, 334),
    "rolls": pygame.Rect(810, 316, 448, 96),
    "log": pygame.Rect(800, 580, 468, 212),
}
PANEL = (26, 36, 52)
PHASE_TITLE = {TARGET: "Briefing: the target", CONDITIONS: "Briefing: target conditions",
               CREW: "Briefing: the crew", POINTS: "Briefing: CQP and PDP", PLAN: "Briefing: the flight path",
               FLY: "The operation", DECIDE: "The pilot decides", DEBRIEF: "Debriefing: the tour goes on",
               OVER: "Debriefing"}
GERMAN_LABELS = ("Fighter", "Zone flak spots", "Target flak", "Wall of fire", "Zone flak die")
SUCCESS_GOOD = (96, 196, 120)
TRACK_SHORT = {"Target located": "Located", "Return to high altitude": "Climb home"}


def button_area(st) -> pygame.Rect:
    a = LAYOUT["action"]
    if st.phase in (TARGET, POINTS):
        return pygame.Rect(a.left + 10, a.top + 76, a.width - 20, a.bottom - 8 - (a.top + 76))
    top = LAYOUT["rolls"].bottom + 8
    return pygame.Rect(a.left + 10, top, a.width - 20, a.bottom - 8 - top)


def target_note(board, name: str) -> str:
    cell = board.targets.get(name)
    if cell is None:
        return ""
    hx = board.hex(cell)
    zone = f"zone {hx.zone}, " if hx.zone else ""
    where = "Germany" if hx.germany else ("off-map box" if cell == board.karmoy else hx.terrain)
    return f"{zone}{hx.flak or 'no'} flak, {where}"


def german(roll) -> bool:
    return any(roll.label.startswith(g) for g in GERMAN_LABELS)


def result_colour(roll):
    if roll.table:
        return theme.GOLD
    good = roll.success != german(roll)
    return SUCCESS_GOOD if good else theme.BAD


# -- the dice tray ------------------------------------------------------------------------
class DiceTray:
    """The rolls of the last action: small dice that roll in turn and the breakdown of each."""

    def __init__(self, rect: pygame.Rect):
        self.rect = rect
        self.items: list = []  # [roll, small D10, start time, started]
        self.big = art.D10(pygame.Rect(rect.left + 6, rect.top + 20, 52, 62))
        self.clock = 0.0
        self.tumble = 0.0

    def show(self, rolls, start: float, gap: float = 0.0) -> None:
        self.items = []
        self.clock = 0.0
        self.tumble = min(0.35, gap)
        visible = list(rolls)[-14:]
        for i, roll in enumerate(visible):
            r = pygame.Rect(self.rect.left + 72 + i * 27, self.rect.top + 2, 22, 28)
            die = art.D10(r, (70, 70, 78) if german(roll) else theme.PAPER,
                          (250, 246, 236) if german(roll) else art.INK)
            self.items.append([roll, die, start + i * gap, False])
        self.big.value = self.big.shown = None
        self.update(0.0)

    def update(self, dt: float) -> bool:
        self.clock += dt
        moving = False
        for item in self.items:
            roll, die, start, started = item
            if not started and self.clock >= start:
                item[3] = True
                value = roll.die if roll.die is not None else "–"
                die.roll(value, self.tumble)
                self.big.colour, self.big.ink = die.colour, die.ink
                self.big.roll(value, self.tumble)
            moving = die.update(dt) or moving or not item[3]
        moving = self.big.update(dt) or moving
        return moving

    def current(self):
        started = [it for it in self.items if it[3]]
        return started[-1] if started else None

    def draw(self, surface, hint: str = "") -> None:
        r = self.rect
        if not self.items:
            text.draw_wrapped(surface, hint or "No roll yet: the dice appear here with every modifier itemised.",
                              pygame.Rect(r.left + 4, r.top + 30, r.width - 8, 50), 13, theme.TEXT_DIM)
            return
        text.draw(surface, "Rolls", (r.left + 6, r.top + 4), 12, theme.TEXT_DIM, True)
        for roll, die, _start, started in self.items:
            if started:
                die.draw(surface)
                mark = result_colour(roll) if die.rolling <= 0 else theme.TEXT_DIM
                pygame.draw.line(surface, mark, (die.rect.left + 3, die.rect.bottom + 3),
                                 (die.rect.right - 3, die.rect.bottom + 3), 3)
        cur = self.current()
        if cur is None:
            return
        self.big.draw(surface)
        roll = cur[0]
        box = pygame.Rect(r.left + 72, r.top + 40, r.width - 76, r.height - 40)
        if cur[1].rolling > 0:
            text.draw(surface, roll.label + "...", box.topleft, 14, theme.TEXT, True)
            return
        head = roll.label + (" (reroll)" if roll.rerolled else "")
        if roll.die is None:
            parts = ", ".join(f"{v:+d} {t}" for t, v in roll.mods)
            body = f"{parts}: net {roll.net}, the GRT cannot be used (9.0)"
        else:
            parts = [f"d10 {roll.die}"] + [f"{v:+d} {t}" for t, v in roll.mods]
            cap = f" (capped {roll.applied:+d})" if roll.applied != roll.net else ""
            body = ", ".join(parts) + cap + f" = {roll.total}" + ("" if roll.table else "  (6-9 succeeds)")
        text.draw(surface, text.ellipsize(head, box.width, 14, True), box.topleft, 14, theme.TEXT, True)
        y = box.top + 18
        for line in text.wrap(body, box.width, 13)[:2]:
            text.draw(surface, line, (box.left, y), 13, theme.TEXT_DIM)
            y += 16
        text.draw(surface, roll.result.upper() if not roll.table else roll.result, (box.left, y + 1), 14,
                  result_colour(roll), True)


# -- static background ---------------------------------------------------------------------
def background_surface_frames(surf):
    for name in ("target", "conditions", "tracks", "crew", "action"):
        panel(surf, LAYOUT[name], PANEL, theme.PANEL_EDGE, 10)


def background(view, karmoy_rect: pygame.Rect) -> pygame.Surface:
    surf = backdrop.sea(theme.LOGICAL_SIZE).copy()
    background_surface_frames(surf)
    frame = pygame.Rect(view.origin, view.size).inflate(8, 8)
    pygame.draw.rect(surf, (60, 52, 40), frame, border_radius=4)
    pygame.draw.rect(surf, theme.PAPER_DARK, frame, 2, border_radius=4)
    view.draw(surf)
    # The Karmoy off-map box (7.10), joined to the top edge of the map.
    k = karmoy_rect
    pygame.draw.rect(surf, art.SHADED_SEA, k, border_radius=6)
    pygame.draw.rect(surf, theme.PAPER_DARK, k, 2, border_radius=6)
    text.draw(surf, "KARMOY", (k.left + 8, k.top + 4), 12, theme.PAPER, True)
    art.flak_triangle(surf, (k.left + 82, k.top + 12), "green", 7)
    text.draw(surf, "off-map box (7.10)", (k.left + 8, k.top + 20), 9, theme.PAPER_DARK)
    for dx in (-16, 0, 16):
        pygame.draw.line(surf, theme.PAPER_DARK, (k.centerx + dx, k.bottom + 1), (k.centerx + dx, view.origin[1] - 3), 1)
    return surf


def overlay(scene, st) -> pygame.Surface:
    """Highlights of the legal hexes, the planned route and the target ring (rebuilt after a move)."""
    surf = pygame.Surface(theme.LOGICAL_SIZE, pygame.SRCALPHA)
    view, board = scene.view, scene.board
    legal = scene.game.legal_actions()
    cells = []
    if st.phase == PLAN:
        cells = [a.cell for a in legal if getattr(a, "where", "").count(",") == 1]
        if any(getattr(a, "where", "") == "karmoy" for a in legal):
            pygame.draw.rect(surf, (*theme.HIGHLIGHT, 90), scene.karmoy_rect, border_radius=6)
            pygame.draw.rect(surf, (*theme.HIGHLIGHT, 255), scene.karmoy_rect, 3, border_radius=6)
    elif st.phase == FLY and any(str(a) == "fly" for a in legal):
        nxt = scene.next_cell()
        if nxt == board.karmoy:
            pygame.draw.rect(surf, (*theme.HIGHLIGHT, 255), scene.karmoy_rect, 3, border_radius=6)
        elif nxt is not None:
            cells = [nxt]
    elif st.phase == TARGET:
        cells = sorted({board.targets[a.name] for a in legal if a.name in board.targets and board.on_map(board.targets[a.name])})
    for cell in cells:
        pts = view.outline(cell)
        pygame.draw.polygon(surf, (*theme.HIGHLIGHT, 80), pts)
        pygame.draw.lines(surf, (*theme.HIGHLIGHT, 255), True, pts, 3)
    # The route: gold to the target, pale blue home.
    def route(cell):
        if cell == board.karmoy:
            return scene.karmoy_rect.centerx, scene.karmoy_rect.bottom - 6
        return scene.cell_point(cell)

    if st.path:
        prev = route(board.home)
        for i, m in enumerate(st.path):
            pt = route(m.cell)
            if pt != prev:
                colour = (*theme.GOLD, 230) if m.leg == "targetbound" else (150, 200, 240, 230)
                _arrow(surf, prev, pt, colour)
            prev = pt
    if st.target_cell == board.karmoy:
        pygame.draw.rect(surf, (200, 30, 30, 230), scene.karmoy_rect, 3, border_radius=6)
    elif st.target_cell is not None:
        c = scene.cell_point(st.target_cell)
        rad = int(24 * view.scale)
        pygame.draw.circle(surf, (200, 30, 30, 230), c, rad, 3)
        for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):
            pygame.draw.line(surf, (200, 30, 30, 230), (c[0] + dx * (rad - 6), c[1] + dy * (rad - 6)),
                             (c[0] + dx * (rad + 6), c[1] + dy * (rad + 6)), 3)
    return surf


def _arrow(surf, a, b, colour):
    pygame.draw.line(surf, colour, a, b, 4)
    mx, my = (a[0] + b[0]) / 2, (a[1] + b[1]) / 2
    dx, dy = b[0] - a[0], b[1] - a[1]
    n = max(1.0, (dx * dx + dy * dy) ** 0.5)
    ux, uy = dx / n, dy / n
    tip = (mx + ux * 7, my + uy * 7)
    pygame.draw.polygon(surf, colour, [tip, (mx - ux * 5 - uy * 6, my - uy * 5 + ux * 6),
                                       (mx - ux * 5 + uy * 6, my - uy * 5 - ux * 6)])


def draw_hover(scene, surface, st) -> None:
    cell = scene.hover_target_cell or (scene.hover_cell if st.phase in (PLAN, FLY, TARGET) else None)
    if cell is None or not scene.board.on_map(cell):
        return
    pygame.draw.lines(surface, (255, 255, 255), True, scene.view.outline(cell), 2)
    hx = scene.board.hex(cell)
    label = hx.name.split(" [")[0] if hx.name else {"sea": "Sea", "england": "England", "occupied": "Occupied Europe",
                                                  "germany": "Germany"}[hx.terrain]
    tags = [label, f"hex {cell[0]},{cell[1]}"]
    if hx.shaded:
        tags.append("radar zone")
    if hx.flak:
        tags.append(f"{hx.flak} flak")
    msg = ", ".join(tags)
    cx, cy = scene.view.center(cell)
    w = theme.font(12).size(msg)[0] + 12
    r = pygame.Rect(0, 0, w, 20)
    r.midbottom = (cx, cy - 30 * scene.view.scale)
    r.clamp_ip(LAYOUT["map"])
    panel(surface, r, (20, 24, 32), theme.PANEL_EDGE, 5, alpha=220)
    text.draw(surface, msg, r.center, 12, theme.TEXT, False, "center")


def draw_path_markers(scene, surface, st) -> None:
    size = int(20 * scene.view.scale)
    for i, m in enumerate(st.path):
        x, y = scene.marker_point(i)
        home = m.leg == "homebound"
        face_down = art.path_marker(size, None, i + 1, None, home)
        img = art.path_marker(size, m.back, i + 1, m.event, home)
        tw = scene.flips.get(("m", i))
        if tw is not None:
            img = art.flip_scaled(img, tw.progress, face_down)
        surface.blit(img, img.get_rect(center=(int(x), int(y))))


def draw_wimpy(scene, surface, st) -> None:
    pos = scene.wimpy_tween.value if scene.wimpy_tween is not None else scene.wimpy_point()
    img = art.wimpy_counter(int(32 * scene.view.scale), st.altitude)
    surface.blit(img, img.get_rect(center=(int(pos[0]), int(pos[1]))))


# -- banner and briefing ------------------------------------------------------------------
def instruction(scene, st) -> str:
    p = st.phase
    if p == TARGET:
        return "Choose tonight's target (TaW 6.1)"
    if p == CONDITIONS:
        return "Roll the target conditions: sky and moon (TaW 6.2)"
    if p == CREW:
        return "The pilot and four of the five others fly tonight (TaW 6.3)"
    if p == POINTS:
        if st.tour.permanent_pdp_due:
            return "The pilot's MiD: keep one PDP, then CQP and up to 3 more PDP (TaW 6.4, Table 4 NOTE)"
        return "Assign CQP to specialists, take up to 3 PDP (TaW 6.4)"
    if p == PLAN:
        reached = any(m.leg == "targetbound" and m.cell == st.target_cell for m in st.path)
        goal = "back to 6 Group" if reached else f"to {st.target}"
        return f"Plan the flight path {goal}: click a highlighted hex (TaW 6.5.1)"
    if p == FLY:
        if scene.next_cell() is not None and any(str(a) == "fly" for a in scene.game.legal_actions()):
            return "Fly on: click the highlighted hex or press Space (TaW 7.0.3)"
        return "Choose: land, ditch or fight the fire (TaW 7.8, 8.2.3)"
    if p == DECIDE:
        return st.pending["label"]
    if p == DEBRIEF:
        t = st.tour
        return (f"Mission {t.missions_flown} over: {t.successful} of {t.length} successful. "
                "Next mission: the button on the right (TaW 10.0)")
    out = scene.game.outcome()
    return out.how if out else "The mission is over"


def draw_banner(scene, surface, st) -> None:
    r = LAYOUT["banner"]
    pygame.draw.rect(surface, (12, 18, 30), r)
    surface.fill(theme.GOLD, (r.left, r.bottom - 2, r.width, 2))
    text.draw(surface, "Thunderbirds at War", (14, 12), 20, theme.GOLD, True)
    msg = instruction(scene, st)
    size = text.fit_size(msg, 720, 17, True)
    text.draw(surface, text.ellipsize(msg, 720, size, True), (258, 24), size,
              theme.HIGHLIGHT if st.phase != OVER else theme.TEXT, True, "midleft")
    who = "426 Sqn: your crew to act" if st.phase != OVER else "426 Sqn Wellington"
    text.draw(surface, who, (r.right - 14, 24), 13, (120, 180, 230), True, "midright")


def draw_briefing(scene, surface, st) -> None:
    r = LAYOUT["target"]
    text.draw(surface, "TARGET", (r.left + 10, r.top + 6), 11, theme.TEXT_DIM, True)
    if st.target:
        text.draw(surface, st.target, (r.left + 10, r.top + 20), 22, (240, 120, 100), True)
        note = target_note(scene.board, st.target)
        text.draw(surface, note, (r.left + 10, r.top + 48), 12, theme.TEXT)
        extra = ("mines" if st.ordnance == "mines" else "bombs") + (", a sprog aboard (6.4.3)" if st.sprog else "")
        text.draw(surface, f"Load: {extra}", (r.left + 10, r.top + 64), 12, theme.TEXT_DIM)
        if st.target_flak:
            art.flak_triangle(surface, (r.right - 22, r.top + 26), st.target_flak, 11)
    else:
        text.draw(surface, "not chosen yet", (r.left + 10, r.top + 26), 18, theme.TEXT_DIM, True)
        text.draw(surface, f"Selection: {st.options.get('target_method')}", (r.left + 10, r.top + 56), 12,
                  theme.TEXT_DIM)
    c = LAYOUT["conditions"]
    text.draw(surface, "CONDITIONS", (c.left + 10, c.top + 6), 11, theme.TEXT_DIM, True)
    for i, what in enumerate(("sky", "moon")):
        cond = getattr(st, what)
        y = c.top + 24 + i * 26
        text.draw(surface, what.capitalize(), (c.left + 10, y), 13, theme.TEXT_DIM, True)
        if cond:
            colour = SUCCESS_GOOD if cond["drm"] > 0 else (theme.BAD if cond["drm"] < 0 else theme.TEXT)
            text.draw(surface, f"{cond['name']} {cond['drm']:+d}", (c.left + 56, y), 14, colour, True)
            text.draw(surface, f"d10 {cond['die']}", (c.left + 196, y + 1), 12, theme.TEXT_DIM)
        else:
            text.draw(surface, "to roll", (c.left + 56, y), 14, theme.TEXT_DIM)
    x = c.left + 246
    text.draw(surface, "Leg", (x, c.top + 24), 13, theme.TEXT_DIM, True)
    text.draw(surface, st.leg, (x + 34, c.top + 24), 13, theme.TEXT, True)
    text.draw(surface, "Active events", (x, c.top + 44), 11, theme.TEXT_DIM, True)
    chips = active_chips(st)
    cx, cy = x, c.top + 58
    if not chips:
        text.draw(surface, "none", (cx, cy + 2), 12, theme.TEXT_DIM)
    for label, colour in chips:
        label = text.ellipsize(label, c.right - 8 - x - 10, 10, True)
        w = theme.font(10).size(label)[0] + 10
        if cx + w > c.right - 6:
            cx, cy = x, cy + 13
            if cy > c.bottom - 12:
                break
        chip = pygame.Rect(cx, cy, w, 12)
        pygame.draw.rect(surface, colour, chip, border_radius=4)
        text.draw(surface, label, chip.center, 10, art.INK, True, "center")
        cx += w + 3


def active_chips(st) -> list:
    """The Active Events box (6.5.1[1], 8.1.4, Table 5a): chits kept, malfunctions, damage counters."""
    out = []
    for c in st.active_events:
        kind = c.get("kind")
        if kind == "counter":
            out.append((c["name"], (232, 120, 96)))
        elif kind == "malfunction":
            m = st.malfunctions.get(c["name"])
            label = (m["label"].split(" (")[0] if m else c["name"]) + (" failed" if m and m["failed"] else "")
            out.append((f"E{c['chit']} {label}", (236, 170, 90)))
        else:
            short = ("TA" if c.get("ta") else "weather" if c.get("weather") else "Gee/Oboe" if c.get("unique")
                     else "MiD" if c.get("mid") else "CONED" if c.get("coned") else "kept")
            out.append((f"E{c['chit']} {short}", (214, 200, 150)))
    if st.fires:
        out.append((f"{len(st.fires)} fire(s)", (240, 90, 60)))
    return out


# -- the tracks ---------------------------------------------------------------------------
def draw_tracks(scene, surface, st) -> None:
    r = LAYOUT["tracks"]
    x0 = r.left + 96
    rows = [r.top + 8, r.top + 52, r.top + 96]
    for y, name in zip(rows, ("AIRFRAME", "FUEL", "BOMBING")):
        text.draw(surface, name, (r.left + 10, y + 12), 12, theme.GOLD, True)
    # Airframe track (6.5.2, 8.2.1): eight counters, the left most unrevealed turns first.
    for i, name in enumerate(st.airframe):
        rect = pygame.Rect(x0 + i * 52, rows[0], 48, 38)
        img = art.airframe_counter(rect.size, name, i)
        tw = scene.flips.get(("a", i))
        if tw is not None:
            img = art.flip_scaled(img, tw.progress, art.airframe_counter(rect.size, None, i))
        surface.blit(img, img.get_rect(center=rect.center))
    # Altitude (7.4) and fires (8.2.3).
    ax = x0 + 8 * 52 + 16
    text.draw(surface, "ALTITUDE", (ax, rows[0] + 2), 11, theme.TEXT_DIM, True)
    for j, alt in enumerate(("high", "low")):
        box = pygame.Rect(ax + j * 62, rows[0] + 17, 58, 22)
        on = st.altitude == alt
        pygame.draw.rect(surface, (38, 96, 140) if on else (40, 48, 62), box, border_radius=5)
        pygame.draw.rect(surface, theme.HIGHLIGHT if on else theme.PANEL_EDGE, box, 1 + on, border_radius=5)
        text.draw(surface, alt.capitalize(), box.center, 12, theme.TEXT if on else theme.TEXT_DIM, True, "center")
    fx = ax + 136
    text.draw(surface, "FIRES", (fx, rows[0] + 2), 11, theme.TEXT_DIM, True)
    text.draw(surface, str(len(st.fires)) if st.fires else "none", (fx, rows[0] + 19), 14,
              theme.BAD if st.fires else theme.TEXT_DIM, True)
    # Fuel track (6.5.3a).
    spaces = data.tables()["fuel_track"]["spaces"]
    for i in range(spaces + 1):
        box = pygame.Rect(x0 + i * 26, rows[1] + 6, 24, 28)
        pygame.draw.rect(surface, (40, 48, 62), box, border_radius=4)
        pygame.draw.rect(surface, theme.PANEL_EDGE, box, 1, border_radius=4)
        text.draw(surface, str(i), box.center, 11, theme.TEXT_DIM, False, "center")
        if st.phase in (FLY, DECIDE, OVER) and i == st.fuel:
            pygame.draw.circle(surface, (220, 150, 40), box.center, 11)
            pygame.draw.circle(surface, art.INK, box.center, 11, 1)
            text.draw(surface, str(i), box.center, 12, art.INK, True, "center")
    if st.phase == PLAN:
        n = len(st.path)
        text.draw(surface, f"fuel = markers: {n}", (x0 + (spaces + 1) * 26 + 6, rows[1] + 13), 12, theme.TEXT_DIM)
    # LW Intensity track (7.0.1): the chit in the 0 box, fighters left.
    lx = x0 + (spaces + 1) * 26 + 16
    if st.phase != PLAN:
        text.draw(surface, "LW", (lx, rows[1] + 2), 11, theme.TEXT_DIM, True)
        chit = pygame.Rect(lx, rows[1] + 16, 52, 22)
        pygame.draw.rect(surface, (60, 60, 66) if not st.lw_chit else {"LOW": (72, 140, 84), "MED": (190, 150, 50),
                                                                        "HIGH": (176, 52, 48)}[st.lw_chit],
                         chit, border_radius=4)
        text.draw(surface, st.lw_chit or "?", chit.center, 12, theme.TEXT, True, "center")
        for k in range(4):
            box = pygame.Rect(lx + 60 + k * 30, rows[1] + 12, 26, 26)
            pygame.draw.rect(surface, (40, 48, 62), box, border_radius=4)
            pygame.draw.rect(surface, theme.PANEL_EDGE, box, 1, border_radius=4)
            if k < st.fighters:
                art.fighter_icon(surface, box.center, 20)
            else:
                text.draw(surface, str(k + 1), box.center, 10, theme.TEXT_DIM, False, "center")
    # Bombing track of the target's colour (6.5.3b, 7.5).
    track = data.tables()["bombing_tracks"]["spaces"]
    colour = art.FLAK.get(st.target_flak or "", theme.PANEL_EDGE)
    for i, space in enumerate(track):
        box = pygame.Rect(x0 + i * 116, rows[2] + 6, 112, 30)
        on = st.bomb_track == space
        pygame.draw.rect(surface, (40, 48, 62), box, border_radius=5)
        pygame.draw.rect(surface, colour, box, 2 if not on else 3, border_radius=5)
        if on:
            pygame.draw.circle(surface, (30, 30, 30), (box.left + 13, box.centery), 9)
            pygame.draw.circle(surface, theme.PAPER, (box.left + 13, box.centery), 9, 2)
        label = TRACK_SHORT.get(space, space)
        fs = text.fit_size(label, box.width - 28, 11, True)
        text.draw(surface, label, (box.left + 26, box.centery), fs, theme.TEXT if on else theme.TEXT_DIM, True,
                  "midleft")
    bx = x0 + len(track) * 116 + 4
    load = "aboard" if st.ordnance_aboard else {"target": "on target", "germany": "on Germany",
                                                "jettisoned": "jettisoned", "off target": "off target"}.get(
        st.bombed or "", "released")
    text.draw(surface, st.ordnance.upper(), (bx, rows[2] + 4), 11, theme.TEXT_DIM, True)
    text.draw(surface, load, (bx, rows[2] + 20), 13, theme.TEXT, True)


# -- the crew -----------------------------------------------------------------------------
def draw_crew(scene, surface, st) -> None:
    r = LAYOUT["crew"]
    text.draw(surface, "CREW", (r.left + 10, r.top + 8), 13, theme.GOLD, True)
    # Pilot's discretionary points (6.4.2).
    x = r.left + 62
    kept = st.tour.permanent_pdp if not st.tour.permanent_pdp_due else None  # Table 4 NOTE
    for k, label in PDP_LABEL.items():
        n = st.pdp.get(k, 0)
        chip = pygame.Rect(x, r.top + 6, 70, 20)
        pygame.draw.rect(surface, (38, 96, 140) if n else (40, 46, 58), chip, border_radius=10)
        if k == kept:
            pygame.draw.rect(surface, theme.GOLD, chip, 2, border_radius=10)
        else:
            pygame.draw.rect(surface, theme.PANEL_EDGE, chip, 1, border_radius=10)
        tag = f"{label} x{n}" if k == "disc" else label
        text.draw(surface, tag, chip.center, 11, theme.TEXT if n else theme.TEXT_DIM, True, "center")
        x += 76
    text.draw(surface, f"CQP bank {st.cqp_bank}", (r.right - 10, r.top + 9), 11, theme.TEXT_DIM, True, "topright")
    actor = None
    if st.agenda and st.phase == DECIDE and st.agenda[0].get("actor"):
        actor = seat(st, st.agenda[0]["actor"])
    positions = data.tables()["crew"]["positions"]
    for i, pos in enumerate(("pilot", "gunner", "aimer", "navigator", "wireless", "engineer")):
        y = r.top + 32 + i * 24
        row = pygame.Rect(r.left + 8, y, r.width - 16, 22)
        m = st.crew.get(pos)
        if m is not None and m is actor:
            pygame.draw.rect(surface, (70, 60, 30), row, border_radius=5)
            pygame.draw.rect(surface, theme.GOLD, row, 1, border_radius=5)
        face = pygame.Rect(row.left + 2, y + 2, 18, 18)
        pygame.draw.rect(surface, art.CREW_SIDE if m else (60, 66, 78), face, border_radius=3)
        text.draw(surface, str(positions[pos]["number"]), face.center, 11, theme.TEXT, True, "center")
        aboard = m is not None
        ink = theme.TEXT if aboard else theme.TEXT_DIM
        text.draw(surface, positions[pos]["label"], (row.left + 28, y + 3), 13, ink, aboard)
        man = st.tour.roster.get(pos)
        name = m.name if m is not None else (man.name if man else "")
        if name:
            text.draw(surface, text.ellipsize(name, 96, 11), (row.left + 124, y + 5), 11, theme.TEXT_DIM)
        if m is not None and m.mid:
            mid = pygame.Rect(row.right - 138, y + 2, 38, 18)
            pygame.draw.rect(surface, (150, 110, 200) if not m.mid_used else (60, 60, 66), mid, border_radius=9)
            text.draw(surface, "MiD", mid.center, 11, theme.TEXT, True, "center")
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
        text.draw(surface, status, (row.left + 228, y + 4), 12, ink)
        if pos == "pilot" and (kept or st.tour.permanent_pdp_due):
            # the pilot has no CQP: his space holds the PDP his MiD made his (Table 4 NOTE)
            chip = pygame.Rect(row.right - 96, y + 2, 90, 18)
            pygame.draw.rect(surface, (40, 46, 58), chip, border_radius=9)
            pygame.draw.rect(surface, theme.GOLD, chip, 2, border_radius=9)
            tag = f"{PDP_LABEL[kept]} kept" if kept else "PDP to keep"
            text.draw(surface, tag, chip.center, 11, theme.GOLD, True, "center")
        if m is not None and m.cqp:
            chip = pygame.Rect(row.right - 96, y + 2, 90, 18)
            pygame.draw.rect(surface, (60, 60, 66) if m.cqp_used else (226, 182, 76), chip, border_radius=9)
            text.draw(surface, f"{m.cqp.capitalize()} CQP" + (" used" if m.cqp_used else ""), chip.center, 11,
                      theme.TEXT_DIM if m.cqp_used else art.INK, True, "center")


# -- the action panel ---------------------------------------------------------------------
def detail(scene, st) -> str:
    p = st.phase
    t = data.tables()
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
        limit = min(st.cqp_bank if not st.sprog else max(1, st.cqp_bank - 1) if st.cqp_bank else 0,
                    t["cqp"]["per_mission"])
        pdp = "PDP: up to 3 of Man +1, Stam +1, Reroll and two DISC (6.4.2)."
        if st.tour.permanent_pdp_due:
            pdp = f"PDP: keep one {permanent_span(st)} (his MiD), then up to 3 of the other counters."
        elif st.tour.permanent_pdp:
            pdp = f"PDP: {PDP_LABEL[st.tour.permanent_pdp]} kept, then up to 3 of the other counters."
        return f"CQP: up to {limit}, one per specialist aboard, once each (6.4.1). {pdp}"
    if p == PLAN:
        n = len(st.path)
        p_ = t["path"]
        return (f"Markers laid: {n} of {p_['min_markers']}-{p_['max_markers']}; fuel will be {n}. "
                "One marker per hex entered; the way home may differ. Ctrl+Z takes back a marker.")
    if p == FLY:
        nxt = st.position + 2
        return (f"Marker {nxt} of {len(st.path)} next; fuel {st.fuel}." if st.position + 1 < len(st.path)
                else "The path is flown.")
    if p == DECIDE:
        kind = st.pending["kind"]
        return {"bonus": "Spend a CQP or the pilot's points before the roll, or roll as is.",
                "reroll": "A Reroll PDP (else a DISC) rolls this die again (6.4.2).",
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
    a = LAYOUT["action"]
    text.draw(surface, PHASE_TITLE.get(st.phase, st.phase), (a.left + 12, a.top + 9), 17, theme.GOLD, True)
    text.draw_wrapped(surface, detail(scene, st), pygame.Rect(a.left + 12, a.top + 36, a.width - 24, 36), 13,
                      theme.TEXT, line_gap=1)
    if st.phase in (TARGET, POINTS):
        if st.phase == POINTS:
            area = button_area(st)
            text.draw(surface, "CQP markers", (area.left, area.top), 12, theme.TEXT_DIM, True)
            kept = scene.kept_pdp()
            pdp = "Pilot's discretionary points" + (f": {PDP_LABEL[kept]} kept, up to 3 more" if kept else "")
            text.draw(surface, pdp, (area.left, area.top + 64), 12, theme.GOLD if kept else theme.TEXT_DIM, True)
            if st.tour.permanent_pdp_due:
                line = f"His MiD: the pilot keeps one PDP {permanent_span(st)} (Table 4 NOTE)"
                text.draw(surface, line, (area.left, area.top + 129), text.fit_size(line, area.width, 12, True),
                          theme.GOLD, True)
        return
    pygame.draw.rect(surface, (20, 28, 40), LAYOUT["rolls"], border_radius=8)
    if st.phase == PLAN:
        draw_plan_summary(scene, surface, st)
        return
    hint = "No roll this time." if st.phase in (FLY, DECIDE, OVER) and st.position >= 0 else ""
    scene.dice.draw(surface, hint)


def draw_summary(scene, surface, st, out) -> None:
    res = st.result or {}
    r = pygame.Rect(0, 0, 560, 300)
    r.center = LAYOUT["map"].center
    won = bool(res.get("successful"))
    panel(surface, r, theme.PANEL, theme.GOLD if won else theme.BAD, 14, alpha=240)
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


# -- the event chit and the campaign sheet ---------------------------------------------------
def draw_event_card(scene, surface, st) -> None:
    """The last event chit drawn on this mission, with its text (Table 3)."""
    drawn = [(i, m) for i, m in enumerate(st.path[:st.position + 1]) if m.event]
    if not drawn:
        return
    i, m = drawn[-1]
    spec = data.events()[m.event][m.leg]
    r = pygame.Rect(LAYOUT["map"].left + 8, LAYOUT["map"].bottom - 62, 470, 54)
    panel(surface, r, (44, 36, 24), (236, 150, 60), 8, alpha=230)
    chit = pygame.Rect(r.left + 8, r.top + 9, 36, 36)
    pygame.draw.rect(surface, art.EVENT_FACE, chit, border_radius=5)
    pygame.draw.rect(surface, art.INK, chit, 1, border_radius=5)
    text.draw(surface, str(m.event), chit.center, 16, art.INK, True, "center")
    text.draw(surface, f"Event {m.event}, {m.leg} (marker {i + 1})", (r.left + 52, r.top + 5), 11,
              (236, 170, 90), True)
    y = r.top + 20
    for line in text.wrap(spec["text"], r.width - 60, 12)[:2]:
        text.draw(surface, line, (r.left + 52, y), 12, theme.TEXT)
        y += 15


FATE_COLOUR = {"killed": theme.BAD, "captured": (220, 160, 80), "evaded": (150, 200, 240),
               "escaped": (150, 200, 240), "injured": (220, 160, 80), "wounded": (220, 160, 80),
               "posted": theme.TEXT_DIM, "new crew": theme.TEXT_DIM}


def draw_campaign(scene, surface, st, out) -> None:
    """The campaign sheet between missions (10.1): the tour, the mission just flown, the roster."""
    t = st.tour
    res = st.result or {}
    r = LAYOUT["map"].inflate(-24, -24)
    panel(surface, r, theme.PANEL, theme.GOLD, 14, alpha=245)
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
    text.draw(surface, "SUCCESSFUL MISSIONS", (r.left + 20, y), 11, theme.TEXT_DIM, True)
    n = t.length
    size = max(8, min(20, (r.width - 40) // n - 2))
    for k in range(n):
        box = pygame.Rect(r.left + 20 + k * (size + 2), y + 15, size, size)
        pygame.draw.rect(surface, theme.GOLD if k < t.successful else (44, 52, 66), box, border_radius=3)
        pygame.draw.rect(surface, theme.PANEL_EDGE, box, 1, border_radius=3)
    y += 15 + size + 8
    facts = [f"Missions flown {t.missions_flown}", f"successful {t.successful} of {t.length}",
             f"CQP {t.cqp_bank} (limit 5)", f"period: {t.period or '-'}", f"pilot no. {t.pilots}"]
    if t.mid:
        facts.append(f"MiD +1: {t.mid['name']} ({t.mid['award']})")
    if t.skip:
        facts.append("next mission skipped: " + ", ".join(t.skip))
    y += text.draw_wrapped(surface, "   ".join(facts), pygame.Rect(r.left + 20, y, r.width - 40, 36), 13,
                           theme.TEXT, line_gap=1) + 6
    # the roster
    text.draw(surface, "THE CREW", (r.left + 20, y), 11, theme.TEXT_DIM, True)
    y += 16
    positions = data.tables()["crew"]["positions"]
    for pos in ("pilot", "gunner", "aimer", "navigator", "wireless", "engineer"):
        man = t.roster.get(pos)
        text.draw(surface, positions[pos]["label"], (r.left + 20, y), 13, theme.TEXT_DIM, True)
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
            text.draw(surface, text.ellipsize("; ".join(tags), r.right - 20 - (r.left + 290), 12),
                      (r.left + 290, y), 12, theme.TEXT_DIM)
        y += 18
    # those who left
    gone = t.departed[-6:]
    if gone:
        y += 4
        text.draw(surface, "GONE FROM THE CREW", (r.left + 20, y), 11, theme.TEXT_DIM, True)
        y += 16
        fates = data.tables()["survival"]["fates"]
        for man in reversed(gone):
            if y > r.bottom - 16:
                break
            fate = fates.get(man.fate, {"text": man.fate})["text"]
            label = positions[man.position]["label"]
            text.draw(surface, f"{man.name}, {label}: {fate} after mission {man.left_after}"
                      + (f" ({', '.join(man.awards)})" if man.awards else ""), (r.left + 20, y), 12,
                      FATE_COLOUR.get(man.fate, theme.TEXT))
            y += 16


def draw_plan_summary(scene, surface, st) -> None:
    """The marker count of 6.5.1 as a row of counters, and the fewest markers still needed."""
    r = LAYOUT["rolls"]
    t = data.tables()["path"]
    b = scene.board
    size = 26
    for i in range(t["max_markers"]):
        box = pygame.Rect(r.left + 10 + i * 36, r.top + 12, size, size)
        if i < len(st.path):
            img = art.path_marker(size, None, i + 1, None, st.path[i].leg == "homebound")
            surface.blit(img, box)
        else:
            pygame.draw.rect(surface, (60, 70, 86), box, 1, border_radius=4)
            text.draw(surface, str(i + 1), box.center, 11, (90, 100, 116), False, "center")
        if i + 1 == t["min_markers"]:
            pygame.draw.line(surface, theme.TEXT_DIM, (box.right + 5, box.top - 4), (box.right + 5, box.bottom + 4), 1)
    text.draw(surface, f"min {t['min_markers']}", (r.left + 10 + t["min_markers"] * 36 - 30, r.top + 42), 10,
              theme.TEXT_DIM)
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
