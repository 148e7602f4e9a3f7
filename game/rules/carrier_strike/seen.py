"""A Carrier Strike move's events as the other seats may read them (``Rules.public_events``;
game/rules/core.py ``events_seen``): an online table sends each seat these, and its scene
shows the move from them (game/net/table.py). The same rule as the move's notation
(``public_notation``) and its log line: a pilot disc's strength is secret until a dogfight
shows it (CS Setup 3), and a side's dogfight cards and their order until they are turned
over (CS Dogfights 5-7). Even a teammate reads a disc put by the other teammate as the
other side does, as the notation says it (docs/ONLINE.md, team games)."""
from __future__ import annotations

from ..core import ALL, public_data

# what every seat may read of each kind of event's data (core.public_data: a kind not listed keeps none)
FIELDS = {kind: ALL for kind in (
    "start_roll", "turn", "carrier_placed", "roll", "no_move",            # CS Start, CS Turns
    "taxi", "launch", "fly", "land", "forfeit", "carrier_moved",          # CS Planes, CS Carriers
    "end_move", "end_turn", "plane_returned", "game_over",
    "torpedo_dropped", "torpedo_moved", "torpedo_gone", "torpedo_met",   # CS Torpedo Runs
    "hit", "sunk", "planes_destroyed", "strike", "plane_lost", "lost_at_sea",
    "sacrifice_declared", "sacrifice_blocked", "sacrifice_advanced", "sacrifice_avoided",
    "dogfight_declared", "torpedo_jettisoned",                            # CS Dogfights 1-3
    "pilots_revealed",                                                   # CS Dogfights 4: turned face up
    "face_off", "dogfight_result")}                                      # CS Dogfights 7-8: cards turned over
FIELDS.update({
    "pilot_assigned": ("plane",),               # CS Setup 3: which plane, never the disc's strength
    "cards_dealt": ("counts", "advantage"),     # CS Dogfights 5-6: how many cards, never which
    "cards_ordered": ("plane",),                # CS Dogfights 7: that the cards are ordered, not how
})


def public_events(options: dict, events: list) -> list:
    """``events`` without what the other seats may not read."""
    return public_data(events, FIELDS)
