"""Battaglia Navale's phases (``state.phase``) and ends (``Outcome.kind``) as data: the rule
of each phase, what it asks, whether a move in it can end the turn (game/rules/phases.py)."""
from __future__ import annotations

from ..phases import Phase, phase_table

PHASES = phase_table(
    Phase("islands", "BN Preliminaries", "First draw the island cards"),
    Phase("battery", "BN Preliminaries", "Place your coastal battery first"),
    Phase("fleet", "BN Preliminaries", "Place your fleet in your base first"),
    Phase("lot", "BN Start", "Draw lots for the first move"),
    # a turn is ONE of: a Polaris counter, move and/or fire, an air raid (BN Start)
    Phase("turn", "BN Start", "A turn is one of: a Polaris counter; moving one square's units and/or "
                              "firing; an air raid", ends_turn=True),
    # the raid's last plane placed bombs, and the turn passes (BN Aircraft)
    Phase("place_planes", "BN Aircraft", "Place the raiding planes on free cells first", ends_turn=True),
    # the house option aa_timing "reply": the raided side replies, then plays its own turn
    Phase("aa_reply", "BN Aircraft", "Reply with anti-aircraft fire or hold fire"),
    Phase("over", "BN End", "The game is over"),
)

ENDS = (
    "fleet_captured",  # BN End: all 19 counters of the enemy fleet captured
    "quiet_limit",     # house option quiet_limit: that many turns without a capture
)
