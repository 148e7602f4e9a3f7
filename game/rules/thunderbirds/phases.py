"""Thunderbirds at War's phases (``state.phase``) and ends (``Outcome.kind``) as data: the
rule of each phase and what it asks (game/rules/phases.py). A solitaire game: no move ends
a turn."""
from __future__ import annotations

from ..phases import Phase, phase_table
from .state import CONDITIONS, CREW, DEBRIEF, DECIDE, FLY, OVER, PLAN, POINTS, TARGET

PHASES = phase_table(
    Phase(TARGET, "TaW 6.1", "Choose tonight's target"),
    Phase(CONDITIONS, "TaW 6.2", "Roll the target conditions: sky and moon"),
    Phase(CREW, "TaW 6.3", "The pilot and four of the five others fly tonight"),
    Phase(POINTS, "TaW 6.4", "Crew Quality Points (CQP) and Pilot Discretionary Points (PDP)"),
    Phase(PLAN, "TaW 6.5.1", "Plan the flight path"),
    Phase(FLY, "TaW 7.0.3", "Fly on: click the highlighted hex or press Space"),
    Phase(DECIDE, "TaW 6.4.2", "The pilot decides"),
    Phase(DEBRIEF, "TaW 10.0", "The mission is over: the tour goes on"),
    Phase(OVER, "TaW 10.1", "The mission is over"),
)

ENDS = (
    "mission_successful",  # TaW 5.0, 7.8 (a single mission): bombed and home
    "mission_failed",      # TaW 5.0, 7.8 (a single mission): not a successful mission
    "tour_complete",       # TaW 5.0, 10.1: the tour's successful missions flown
    "career_over",         # Summary NOTE, option lost_aircraft "end the tour": the pilot's career is over
)
