"""Thunderbirds at War: the panels around the map, gathered in one place for the scene.

Each function draws one part of the screen from the state; none decides a rule. The
names follow the rulebook's map sheet: airframe track, fuel track, LW Intensity track,
bombing track, altitude marker, Active Events. Each part lives in its own module:
thunderbirds_layout (rectangles), _rolls (dice tray), _map, _briefing (banner, target,
conditions), _tracks, _crew_panel, _action_panel and _campaign (the sheets over the map).
"""
from __future__ import annotations

from .action_panel import PHASE_TITLE, detail, draw_action, draw_plan_summary
from .briefing import active_chips, draw_banner, draw_briefing, instruction
from .campaign import FATE_COLOUR, draw_campaign, draw_event_card, draw_summary
from .crew_panel import draw_crew
from .layout import LAYOUT, PANEL, SUCCESS_GOOD, button_area, target_note
from .map import (background_surface_frames, draw_hover, draw_path_markers, draw_wimpy, hover_rects, hover_shown,
                  label_rects, overlay, paint_background)
from .rolls import GERMAN_LABELS, DiceTray, german, result_colour
from .tracks import TRACK_SHORT, draw_tracks

__all__ = ["LAYOUT", "PANEL", "PHASE_TITLE", "GERMAN_LABELS", "SUCCESS_GOOD", "TRACK_SHORT", "FATE_COLOUR",
           "button_area", "target_note", "german", "result_colour", "DiceTray",
           "background_surface_frames", "paint_background", "overlay", "hover_shown", "hover_rects", "draw_hover",
           "draw_path_markers", "draw_wimpy", "label_rects",
           "instruction", "draw_banner", "draw_briefing", "active_chips", "draw_tracks", "draw_crew",
           "detail", "draw_action", "draw_plan_summary", "draw_summary", "draw_event_card", "draw_campaign"]
