"""Steam Torpedo's phases (``state.phase``) and ends (``Outcome.kind``) as data: the rule of
each phase, what the seat to move must do in it, whether a move in it can end the turn
(game/rules/phases.py)."""
from __future__ import annotations

from ..phases import Phase, phase_table
from .state import ACTION, BUILD, DAMAGE, OVER, REACTION, RECOVERY, SWAP

PHASES = phase_table(
    Phase(BUILD, "ST Setup 1", "pick a compartment for the submarine"),
    Phase(SWAP, "ST Setup 2", "swap two compartments or keep the layout"),
    Phase(RECOVERY, "ST Turn Sequence 1", "remove one oxygen marker first"),
    Phase(ACTION, "ST Turn Sequence 2", "manoeuvre, use the crew or end the turn", ends_turn=True),
    # the opponent's reply inside the active side's turn
    Phase(REACTION, "ST Conditions for Starting Actions", "react or pass"),
    Phase(DAMAGE, "ST Attack Results 5", "place the damage or replace it by a control-room marker"),
    Phase(OVER, "ST End of the Game", "nothing: the game is over"),
)

ENDS = (
    "control_room",  # ST End of the Game: the control room (central post) destroyed
    "crew",          # ST End of the Game: every member of the crew eliminated
    "oxygen",        # ST End of the Game: no oxygen marker left, the crew dies
)
