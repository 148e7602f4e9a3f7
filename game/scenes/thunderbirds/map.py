"""Thunderbirds at War: the map and what lies on it (the static background with the Karmoy box,
the highlights and the route, the hovered hex, the flight path markers and the Wimpy).
"""
from __future__ import annotations

import pygame

from ...rules.thunderbirds.state import FLY, PLAN, TARGET
from ...ui import background as backdrop
from ...ui import text, theme
from ...ui.widgets import panel
from . import art
from .layout import LAYOUT, PANEL


def background_surface_frames(surf):
    for name in ("target", "conditions", "tracks", "crew", "action"):
        panel(surf, LAYOUT[name], PANEL, theme.PANEL_EDGE, 10)


def paint_background(surf, view, karmoy_rect: pygame.Rect) -> None:
    """The sea, the panels' frames, the map in its frame and the Karmoy box, painted within the
    surface's clip (the scene keeps its whole frame, not a copy of this)."""
    backdrop.paint_sea(surf)
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


# The overlay reaches from the screen's corner to just past the map (its target ring may stand out
# of it): the same pixels as a screen-sized layer, in half the memory.
OVERLAY_SIZE = (LAYOUT["map"].right + 40, LAYOUT["map"].bottom + 40)


def overlay(scene, st) -> pygame.Surface:
    """Highlights of the legal hexes, the planned route and the target ring (rebuilt after a move);
    blit it at the screen's corner."""
    surf = pygame.Surface(OVERLAY_SIZE, pygame.SRCALPHA)
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


def hover_shown(scene, st):
    """The hex outlined under the mouse (or the hovered target button's hex), else None."""
    cell = scene.hover_target_cell or (scene.hover_cell if st.phase in (PLAN, FLY, TARGET) else None)
    return cell if cell is not None and scene.board.on_map(cell) else None


def _hover_label(scene, cell) -> tuple[str, pygame.Rect]:
    """The hovered hex's label and where it is drawn."""
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
    return msg, r


def hover_rects(scene, cell) -> list[pygame.Rect]:
    """Where the hovered hex's outline and label are drawn."""
    pts = scene.view.outline(cell)
    xs, ys = [p[0] for p in pts], [p[1] for p in pts]
    outline = pygame.Rect(int(min(xs)), int(min(ys)), int(max(xs) - min(xs)) + 2, int(max(ys) - min(ys)) + 2)
    return [outline.inflate(6, 6), _hover_label(scene, cell)[1]]


def draw_hover(scene, surface, st) -> None:
    cell = hover_shown(scene, st)
    if cell is None:
        return
    pygame.draw.lines(surface, (255, 255, 255), True, scene.view.outline(cell), 2)
    msg, r = _hover_label(scene, cell)
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
