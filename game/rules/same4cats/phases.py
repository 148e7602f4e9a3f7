"""The Same 4 Cats' phases (``state.phase``) and ends (``Outcome.kind``) as data: the rule of
each phase and the decision it waits for (game/rules/phases.py). A solitaire campaign: no
move ends a turn."""
from __future__ import annotations

from ..phases import Phase, phase_table
from .state import EXPERIENCE, FLY, MEDALS, OVER, REPAIR, TARGET

PHASES = phase_table(
    Phase(TARGET, "S4C 4.0", "Choose the target ship"),
    Phase(FLY, "S4C 4.1", "Draw on, attack, abort or retry"),
    Phase(EXPERIENCE, "S4C 5.0", "Confirm the experience step"),
    Phase(REPAIR, "S4C 6.0", "Draw the repair check or continue"),
    Phase(MEDALS, "S4C 7.0", "Confirm the medal check"),
    Phase(OVER, "S4C 7.0", "The campaign is over"),
)

ENDS = (
    "shot_down",     # S4C 7.0: the aircraft is shot down
    "campaign_won",  # S4C 7.0: ten missions survived
)
