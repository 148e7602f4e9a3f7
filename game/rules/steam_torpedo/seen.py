"""A Steam Torpedo move's events as the other seat may read them (``Rules.public_events``;
game/rules/core.py ``events_seen``): an online table sends each seat these, and its scene
shows the move from them (game/net/table.py). The same rule as the move's notation
(``public_notation``) and its log line: a custom build's picks are secret until both
submarines are built (ST Setup 1). Everything else a move tells is open: the layout is
dealt face up once both are built (ST Setup 2), and play shows every card, crew and die."""
from __future__ import annotations

from ..core import ALL, public_data

# what every seat may read of each kind of event's data (core.public_data: a kind not listed keeps none)
OPEN = {kind: ALL for kind in (
    "layout", "swap", "first-player",                                    # ST Setup 2-3: face up
    "turn", "oxygen", "ready", "manoeuvre", "figure", "move", "activate",  # ST Turn 1-5
    "use", "aim", "repair", "board", "attack", "damage", "control-room",  # ST Cards, ST Combat
    "destroyed", "crew-killed", "reaction-offered", "react", "pass",      # ST Reactions
    "end-turn", "game-over")}
OPEN["build"] = ALL   # a draft's picks are open (ST Setup 1, draft)
SECRET_BUILD = dict(OPEN, build=("seat",))   # ST Setup 1, custom: who picked, not which card


def public_events(options: dict, events: list) -> list:
    """``events`` without what the other seat may not read: in a custom build, the card each
    pick took ("Talion takes compartment 3 of 10", as the log says it)."""
    return public_data(events, SECRET_BUILD if options.get("build") == "custom" else OPEN)
