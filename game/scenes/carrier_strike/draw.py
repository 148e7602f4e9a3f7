"""Carrier Strike frames: the sea, what the seat may see on it, the side panel, the banner.

Only ``scene.st`` (the viewer's ``game.view(seat)``) is drawn. ``draw_scene`` puts a frame
together: the sea and its pieces come from sea.py, the banner and side panels from
hud.py, the dogfight table and the summary from panels.py.
"""
from __future__ import annotations

import pygame

from ...rules.carrier_strike.state import DECLARE, MOVE, ORDER
from ...ui import redraw, theme
from . import panels
from .hud import action_title, banner_text, draw_actions, draw_banner, draw_fleet, draw_status
from .sea import (SEL, Layer, draw_pieces, draw_ranges, draw_torpedo_paths, draw_torpedo_warnings, ghost,
                  mouse_rects, mouse_shows, phase_highlights)

__all__ = ["SEL", "Layer", "draw_ranges", "draw_torpedo_paths", "ghost",
           "phase_highlights", "mouse_shows", "mouse_rects", "draw_pieces", "banner_text", "draw_banner", "draw_status", "draw_fleet",
           "action_title", "draw_actions", "board_extent", "draw_scene"]

def board_extent(sc, st) -> pygame.Rect:
    """The board and whatever stands out of it: the pieces near its edge, with their labels."""
    out = sc.board_rect.copy()
    reach = int(sc.unit * 2)
    spots = [sc.carrier_pose(c)[:2] for c in st.carriers.values() if c.placed]
    spots += [sc.plane_pose(p, st)[:2] for p in st.planes.values() if p.in_flight or st.carriers[p.carrier].afloat]
    spots += [sc.view_.center(t.cell) for t in st.torpedoes.values()]
    for x, y in spots:
        out.union_ip((int(x) - reach, int(y) - reach, 2 * reach, 2 * reach))
    return out


OPEN_SEA = (17, 40, 60)   # round the map where its place is larger than the map (issue 35)


def draw_open_sea(sc, surface) -> None:
    """The sea's place, where the map leaves room round it (a canvas of another shape than
    the design's), as open water framed like the panels: the map lies centred on it. At the
    design size the map fills its place and nothing is drawn."""
    place = sc.board_rect
    chart = pygame.Rect(sc.view_.origin, sc.view_.size)
    if place.width - chart.width < 16 and place.height - chart.height < 16:
        return
    pygame.draw.rect(surface, OPEN_SEA, place, border_radius=10)
    pygame.draw.rect(surface, theme.PANEL_EDGE, place, 2, border_radius=10)
    redraw.outline(surface, (12, 30, 48), chart.inflate(6, 6), 3)   # (the same under a mouse move's clip)


def draw_scene(sc, surface) -> None:
    """A whole frame; a part wholly outside the surface's clip is skipped (a mouse move
    repaints only what it changed), its marks noted as it goes."""
    with sc.drawn_marks.frame(surface, sc.shown()):
        _draw_frame(sc, surface)


def _draw_frame(sc, surface) -> None:
    st = sc.st
    if redraw.visible(surface, board_extent(sc, st)):
        draw_open_sea(sc, surface)
        sc.view_.draw(surface)
        sc.drawn_marks.extend(sc.sea_marks)
        layer = Layer(sc, "ranges", surface)
        sel = st.planes.get(sc.selected) if sc.selected else None
        ranges = sc.live and sel is not None and sel.in_flight and st.phase in (MOVE, DECLARE)
        if ranges:
            draw_ranges(sc, layer, surface, sel, st)
        layer.blit(surface)
        warnings = draw_torpedo_paths(sc, surface, st)
        draw_pieces(sc, surface, st)
        hl = Layer(sc, "highlights", surface)
        phase_highlights(sc, hl, surface, st)
        hl.blit(surface)
        draw_torpedo_warnings(sc, surface, warnings)
    at = sc.at
    for part, where in ((draw_banner, at.banner), (draw_status, at.status), (draw_fleet, at.fleet),
                        (draw_actions, at.actions)):
        if redraw.visible(surface, where):
            part(sc, surface, st)
    sc.buttons.draw(surface)
    if redraw.visible(surface, sc.log.rect):
        sc.log.draw(surface)
    if st.phase == ORDER and sc.live and st.private_for == sc.viewer:
        pid = st.dogfight.to_order[0]
        side_of = {p: s.split("-")[0] for p, s in st.dogfight.seats.items()}
        sc.drawn_marks.cover(at.table)
        panels.draw_order_table(surface, at.table, st.dogfight, pid, side_of, sc.picked, sc.drawn_marks.add)
    if sc.faceoff is not None:
        sc.drawn_marks.cover(sc.faceoff.table)
        sc.faceoff.draw(surface, sc.drawn_marks.add)
    if sc.game.outcome() is not None:
        sc.drawn_marks.cover(panels.draw_summary(surface, at.summary, sc.game.outcome(), st, st.turn_number))
