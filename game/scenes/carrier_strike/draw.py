"""Carrier Strike frames: the sea, what the seat may see on it, the side panel, the banner.

Only ``scene.st`` (the viewer's ``game.view(seat)``) is drawn. ``draw_scene`` puts a frame
together: the sea and its pieces come from carrier_strike_sea.py, the banner and side panels from
carrier_strike_hud.py, the dogfight table and the summary from carrier_strike_panels.py.
"""
from __future__ import annotations

from ...rules.carrier_strike.state import DECLARE, MOVE, ORDER
from . import panels
from .hud import action_title, banner_text, draw_actions, draw_banner, draw_fleet, draw_status, seat_label
from .sea import MOVE_TINT, SEL, Layer, draw_pieces, draw_ranges, draw_torpedo_paths, ghost, phase_highlights

__all__ = ["SEL", "MOVE_TINT", "seat_label", "Layer", "draw_ranges", "draw_torpedo_paths", "ghost",
           "phase_highlights", "draw_pieces", "banner_text", "draw_banner", "draw_status", "draw_fleet",
           "action_title", "draw_actions", "draw_scene"]


def draw_scene(sc, surface) -> None:
    st = sc.st
    sc.view_.draw(surface)
    layer = Layer(sc, "ranges")
    sel = st.planes.get(sc.selected) if sc.selected else None
    ranges = sc.live and sel is not None and sel.in_flight and st.phase in (MOVE, DECLARE)
    if ranges:
        draw_ranges(sc, layer, surface, sel, st)
    layer.blit(surface)
    draw_torpedo_paths(sc, surface, st)
    draw_pieces(sc, surface, st)
    hl = Layer(sc, "highlights")
    phase_highlights(sc, hl, surface, st)
    hl.blit(surface)
    draw_banner(sc, surface, st)
    draw_status(sc, surface, st)
    draw_fleet(sc, surface, st)
    draw_actions(sc, surface, st)
    sc.buttons.draw(surface)
    sc.log.draw(surface)
    if st.phase == ORDER and sc.live and st.private_for == sc.viewer:
        pid = st.dogfight.to_order[0]
        side_of = {p: s.split("-")[0] for p, s in st.dogfight.seats.items()}
        panels.draw_order_table(surface, st.dogfight, pid, side_of, sc.picked)
    if sc.faceoff is not None:
        sc.faceoff.draw(surface)
    if sc.game.outcome() is not None:
        panels.draw_summary(surface, sc.game.outcome(), st, st.turn_number)
