"""The toy race's phases and ends as data (game/rules/phases.py)."""
from __future__ import annotations

from ..phases import Phase, phase_table

PHASES = phase_table(
    Phase("race", "TOY 1", "Step or roll toward the target", ends_turn=True),
    Phase("over", "TOY 1", "The race is over"),
)

ENDS = (
    "reached",   # TOY 1: a seat's total is exactly the target
)
