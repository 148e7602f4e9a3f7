"""Thunderbirds at War: the map and what lies on it (the static background with the Karmoy box,
the highlights and the route, the hovered hex, the flight path markers and the Wimpy).
"""
from __future__ import annotations

import pygame

from ...rules.thunderbirds.state import FLY, PLAN, TARGET
from ...ui import background as backdrop
from ...ui import redraw, text, theme
from ...ui.widgets import panel
from . import art
from .layout import LAYOUT, PANEL


def background_surface_frames(surf, layout):
    for name in ("target", "conditions", "tracks", "crew", "action"):
        panel(surf, layout[name], PANEL, theme.PANEL_EDGE, 10)


def paint_background(surf, view, karmoy_rect: pygame.Rect, layout) -> None:
    """The sea, the panels' frames, the map in its frame and the Karmoy box, painted within the
    surface's clip (the scene keeps its whole frame, not a copy of this)."""
    shown = pygame.Rect(view.origin, view.size)
    if not shown.contains(surf.get_clip()):   # (a repaint within the map: its base covers all of it)
        backdrop.paint_sea(surf)
        background_surface_frames(surf, layout)
        frame = shown.inflate(8, 8)
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


# The overlay's shapes are clipped as a layer from the screen's corner to just past the map would
# clip them (its target ring may stand out of the map); the layer itself is only as large as they reach.
def overlay_size(layout) -> tuple[int, int]:
    return layout["map"].right + 40, layout["map"].bottom + 40


OVERLAY_SIZE = overlay_size(LAYOUT)


class Pen:
    """Shapes noted first and drawn later on a layer just large enough for them (``layer``):
    blitted at its corner it puts down the very pixels one layer from the screen's corner would,
    since every point moves by whole pixels, in a fraction of the memory."""

    def __init__(self, limit: tuple[int, int] = OVERLAY_SIZE):
        self.limit = limit  # the layer from the screen's corner the shapes are clipped to
        self.shapes: list = []  # (draw function, colour, points, the rest of its arguments)
        self.box: pygame.Rect | None = None

    def note(self, draw, colour, points: list, reach: float, *rest) -> None:
        xs, ys = [p[0] for p in points], [p[1] for p in points]
        pad = int(reach) + 2
        box = pygame.Rect(int(min(xs)) - pad, int(min(ys)) - pad, 0, 0)
        box.size = (int(max(xs)) + pad - box.x + 1, int(max(ys)) + pad - box.y + 1)
        self.box = box if self.box is None else self.box.union(box)
        self.shapes.append((draw, colour, points, rest))

    def polygon(self, colour, points, width: int = 0) -> None:
        self.note(_polygon, colour, list(points), width, width)

    def lines(self, colour, points, width: int) -> None:  # closed
        self.note(_lines, colour, list(points), width, width)

    def line(self, colour, a, b, width: int) -> None:
        self.note(_line, colour, [a, b], width, width)

    def rect(self, colour, rect: pygame.Rect, width: int = 0) -> None:
        self.note(_rect, colour, [rect.topleft, rect.bottomright], 0, width)

    def circle(self, colour, center, radius: int, width: int) -> None:
        self.note(_circle, colour, [center], radius, radius, width)

    def layer(self) -> tuple[pygame.Surface | None, tuple[int, int]]:
        """(the layer, where to blit it); (None, ...) when nothing was drawn."""
        box = self.box.clip(pygame.Rect((0, 0), self.limit)) if self.box is not None else None
        if not box:
            return None, (0, 0)
        surf = pygame.Surface(box.size, pygame.SRCALPHA)
        for draw, colour, points, rest in self.shapes:
            draw(surf, colour, [(x - box.x, y - box.y) for x, y in points], *rest)
        return surf, box.topleft


def _polygon(surf, colour, points, width):
    pygame.draw.polygon(surf, colour, points, width)


def _lines(surf, colour, points, width):
    pygame.draw.lines(surf, colour, True, points, width)


def _line(surf, colour, points, width):
    pygame.draw.line(surf, colour, points[0], points[1], width)


def _rect(surf, colour, points, width):
    (x0, y0), (x1, y1) = points
    pygame.draw.rect(surf, colour, pygame.Rect(x0, y0, x1 - x0, y1 - y0), width, border_radius=6)


def _circle(surf, colour, points, radius, width):
    pygame.draw.circle(surf, colour, points[0], radius, width)


def overlay(scene, st) -> tuple[pygame.Surface | None, tuple[int, int]]:
    """Highlights of the legal hexes, the planned route and the target ring (rebuilt after a move):
    (a layer, where to blit it), or (None, ...) when there is none."""
    pen = Pen(overlay_size(scene.layout))
    marks = scene._overlay_marks = []  # (rect, term): what the layer shows that has a meaning (issue 15)
    view, board = scene.view, scene.board
    k = weight(view.scale)
    legal = scene.game.legal_actions()
    cells = []
    if st.phase == PLAN:
        cells = [a.cell for a in legal if getattr(a, "where", "").count(",") == 1]
        if any(getattr(a, "where", "") == "karmoy" for a in legal):
            pen.rect((*theme.HIGHLIGHT, 90), scene.karmoy_rect)
            pen.rect((*theme.HIGHLIGHT, 255), scene.karmoy_rect, 3)
    elif st.phase == FLY and any(str(a) == "fly" for a in legal):
        nxt = scene.next_cell()
        if nxt == board.karmoy:
            pen.rect((*theme.HIGHLIGHT, 255), scene.karmoy_rect, 3)
        elif nxt is not None:
            cells = [nxt]
    elif st.phase == TARGET:
        cells = sorted({board.targets[a.name] for a in legal if a.name in board.targets and board.on_map(board.targets[a.name])})
    for cell in cells:
        pts = view.outline(cell)
        pen.polygon((*theme.HIGHLIGHT, 80), pts)
        pen.lines((*theme.HIGHLIGHT, 255), pts, int(3 * k))
        x, y = view.center(cell)
        marks.append((pygame.Rect(int(x) - 14, int(y) - 30, 28, 12), "highlight-hex"))  # its top, clear of the symbols
    # The route: gold and solid to the target, pale blue and dashed home.
    def route(cell):
        if cell == board.karmoy:
            return scene.karmoy_rect.centerx, scene.karmoy_rect.bottom - 6
        return scene.cell_point(cell)

    if st.path:
        prev = route(board.home)
        for i, m in enumerate(st.path):
            pt = route(m.cell)
            if pt != prev:
                _arrow(pen, prev, pt, (*art.ROUTE[m.leg], 230), m.leg == "homebound", k)
                mid = (int((prev[0] + pt[0]) / 2), int((prev[1] + pt[1]) / 2))
                marks.append((pygame.Rect(mid[0] - 8, mid[1] - 8, 16, 16), f"route-{m.leg}"))
            prev = pt
    if st.target_cell == board.karmoy:
        pen.rect((200, 30, 30, 230), scene.karmoy_rect, 3)
    elif st.target_cell is not None:
        c = scene.cell_point(st.target_cell)
        rad = int(24 * view.scale)
        marks.append((pygame.Rect(int(c[0]) - rad - 6, int(c[1]) - rad - 6, 2 * rad + 12, 12), "target-ring"))
        pen.circle((200, 30, 30, 230), c, rad, int(3 * k))
        tick = int(6 * k)
        for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):
            pen.line((200, 30, 30, 230), (c[0] + dx * (rad - tick), c[1] + dy * (rad - tick)),
                     (c[0] + dx * (rad + tick), c[1] + dy * (rad + tick)), int(3 * k))
    return pen.layer()


def label_rects(scene, cells) -> list[pygame.Rect]:
    """Where the map prints the names of these hexes (a target's, a city's), in screen pixels:
    the same places and sizes as the painting (art.map_marks)."""
    view, board = scene.view, scene.board
    s, (ox, oy) = view.scale, view.origin
    out = []
    for cell in cells:
        if cell is None or not board.on_map(cell):
            continue
        x, y = board.grid.center(cell)
        c = (x * s + ox, y * s + oy)
        hx = board.hexes.get(cell)
        if hx is not None and hx.name and cell != board.home:
            label, size, _zone = art.target_labels(hx, s)
            out.append(art.label_rect(label, (c[0], c[1] + 5 * s), size, True))
        out += [art.label_rect(name, (c[0], c[1] + 4 * s), art.pt(10, s)) for name, city in board.cities.items() if city == cell]
    return out


def weight(scale: float) -> float:
    """How much heavier the lines over the map are drawn at its scale: as designed at 1280 x
    800's (about 1), heavier on a map drawn much larger (issue 35)."""
    return 1.0 if scale < 1.2 else scale


def _arrow(pen, a, b, colour, dashed: bool = False, k: float = 1.0):
    mx, my = (a[0] + b[0]) / 2, (a[1] + b[1]) / 2
    dx, dy = b[0] - a[0], b[1] - a[1]
    n = max(1.0, (dx * dx + dy * dy) ** 0.5)
    ux, uy = dx / n, dy / n
    width = int(4 * k)
    if not dashed:
        pen.line(colour, a, b, width)
    for t in range(0, int(n), int(14 * k)) if dashed else ():   # dashes of 8 pixels every 14 (at k 1)
        e = min(t + 8 * k, n)
        pen.line(colour, (a[0] + ux * t, a[1] + uy * t), (a[0] + ux * e, a[1] + uy * e), width)
    tip = (mx + ux * 7 * k, my + uy * 7 * k)
    hx, hy, side = mx - ux * 5 * k, my - uy * 5 * k, 6 * k
    pen.polygon(colour, [tip, (hx - uy * side, hy + ux * side), (hx + uy * side, hy - ux * side)])


def hover_shown(scene, st):
    """The hex outlined under the mouse (or the hovered target button's hex), else None."""
    cell = scene.hover_target_cell or (scene.hover_cell if st.phase in (PLAN, FLY, TARGET) else None)
    return cell if cell is not None and scene.board.on_map(cell) else None


def _hover_label(scene, cell) -> tuple[str, pygame.Rect]:
    """The hovered hex's label and where it is drawn."""
    hx = scene.board.hex(cell)
    tags = [scene.board.place(cell)]  # its label, or its land or sea and the way to the nearest label
    if hx.shaded:
        tags.append("radar zone")
    if hx.flak:
        tags.append(f"{hx.flak} flak")
    msg = ", ".join(tags)
    cx, cy = scene.view.center(cell)
    w = theme.font(12).size(msg)[0] + 12
    r = pygame.Rect(0, 0, w, 20)
    r.midbottom = (cx, cy - 30 * scene.view.scale)
    r.clamp_ip(scene.layout["map_area"])
    return msg, r


def hover_rects(scene, cell) -> list[pygame.Rect]:
    """Where the hovered hex's outline and label are drawn."""
    pts = scene.view.outline(cell)
    xs, ys = [p[0] for p in pts], [p[1] for p in pts]
    outline = pygame.Rect(int(min(xs)), int(min(ys)), int(max(xs) - min(xs)) + 2, int(max(ys) - min(ys)) + 2)
    width = int(2 * weight(scene.view.scale))   # the outline's, as draw_hover draws it
    pad = 6 if width <= 2 else 2 * width + 2
    return [outline.inflate(pad, pad), _hover_label(scene, cell)[1]]


def draw_hover(scene, surface, st, under=()) -> None:
    """The hovered hex's outline and label, drawn over the frame the scene keeps: the outline
    except on the rectangles ``under`` lists (what the frame draws over the map after it: the
    flight path markers, the hexes' names, the Wimpy, the event chit), as if drawn before
    them; the label, words at the pointer, over everything (a tooltip)."""
    cell = hover_shown(scene, st)
    if cell is None:
        return
    clip = surface.get_clip()
    area = clip.clip(hover_rects(scene, cell)[0])
    width = int(2 * weight(scene.view.scale))
    for piece in redraw.uncovered(area, [u for u in under if u is not None and u.colliderect(area)]):
        surface.set_clip(piece)
        pygame.draw.lines(surface, (255, 255, 255), True, scene.view.outline(cell), width)
    surface.set_clip(clip)
    msg, r = _hover_label(scene, cell)
    panel(surface, r, (20, 24, 32), theme.PANEL_EDGE, 5, alpha=220)
    text.draw(surface, msg, r.center, 12, theme.TEXT, False, "center")


def draw_path_markers(scene, surface, st) -> list[pygame.Rect]:
    """The flight path markers; where they lie."""
    out = []
    on_map = int(20 * scene.view.scale)   # the Karmoy box keeps its size: its markers, theirs
    for i, m in enumerate(st.path):
        x, y = scene.marker_point(i, st)
        home = m.leg == "homebound"
        size = 20 if m.karmoy else on_map
        face_down = art.path_marker(size, None, i + 1, None, home)
        img = art.path_marker(size, m.back, i + 1, m.event, home)
        tw = scene.flips.get(("m", i))
        if tw is not None:
            img = art.flip_scaled(img, tw.progress, face_down)
        at = img.get_rect(center=(int(x), int(y)))
        surface.blit(img, at)
        scene.drawn_marks.add(at, path_marker_term(m.back, home))
        out.append(at)
    return out


def draw_wimpy(scene, surface, st) -> pygame.Rect:
    """The Wimpy counter; where it lies."""
    pos = scene.wimpy_tween.value if scene.wimpy_tween is not None else scene.wimpy_point()
    in_box = scene.karmoy_rect.collidepoint(pos)   # the Karmoy box keeps its size, and the Wimpy in it
    img = art.wimpy_counter(32 if in_box else int(32 * scene.view.scale), st.altitude)
    at = img.get_rect(center=(int(pos[0]), int(pos[1])))
    surface.blit(img, at)
    scene.drawn_marks.add(at, "wimpy")
    return at


def path_marker_term(back: str | None, homebound: bool) -> str:
    """The legend's term of a flight path marker: face down (targetbound, homebound) or turned."""
    if back is None:
        return "path-marker-home" if homebound else "path-marker"
    return "path-event" if back == "Event" else "path-no-event"
