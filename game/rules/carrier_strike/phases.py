"""Carrier Strike!'s phases (``state.phase``) and ends (``Outcome.kind``) as data: the rule of
each phase, what the seat to move must do in it, whether a move in it can end the turn
(game/rules/phases.py)."""
from __future__ import annotations

from ..phases import Phase, phase_table
from .state import CARRIER, CHOOSE, DECLARE, MOVE, ORDER, OVER, PILOTS, PLACE, RETURN

PHASES = phase_table(
    Phase(PLACE, "CS Setup 6", "place a carrier"),
    Phase(PILOTS, "CS Setup 3", "assign pilot discs"),
    # a throw for planes when no plane can move ends the turn at once
    Phase(CHOOSE, "CS Start 2", "roll the dice", ends_turn=True),
    Phase(MOVE, "CS Planes 1", "move planes with the points rolled", ends_turn=True),
    Phase(CARRIER, "CS Carriers 1-2", "move a carrier by the T/F die", ends_turn=True),
    # battle is declared at the END of the turn (CS Dogfights 2)
    Phase(DECLARE, "CS Dogfights 2", "declare attacks or end the turn", ends_turn=True),
    Phase(RETURN, "CS Torpedo Runs 2", "choose a rear deck for a returning plane", ends_turn=True),
    Phase(ORDER, "CS Dogfights 6", "order dogfight cards", ends_turn=True),
    Phase(OVER, "CS Winning", "nothing: the game is over"),
)

ENDS = (
    "carriers_sunk",     # CS Winning 1: both enemy carriers sunk
    "planes_destroyed",  # CS Winning 2: all enemy planes destroyed
    "both_beaten",       # decided: both sides beaten by the same move, a draw
    "quiet_limit",       # house option quiet_limit: that many turns without a hit, a loss or a dogfight
)
