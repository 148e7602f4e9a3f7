"""A move in words before it is played, without its outcome (issue 31): the hint, a
button's tooltip and the replay name a move so where it rolls, deals cards or holds a
secret. Spaces are named by their direction, as the board shows no coordinates."""
from __future__ import annotations

from ..seats import seat_words
from . import actions as A
from .state import MOVE, compass_word, toward


def describe(state, action) -> str:
    """``action`` as a sentence the screen may show before it is played."""
    plane = state.planes.get(getattr(action, "plane", None))
    if isinstance(action, A.Place):
        return f"Place {action.carrier} heading {compass_word(action.heading)} (CS Setup 3)"
    if isinstance(action, A.AssignPilot):
        return f"Put a pilot disc in {action.plane} (CS Setup 4)"
    if isinstance(action, A.RollPlanes):
        return "Roll the dice to launch and fly planes (CS Planes 1)"
    if isinstance(action, A.RollCarrier):
        return "Roll the T/F die to move a carrier (CS Carriers)"
    if isinstance(action, A.Taxi):
        return f"Move {action.plane} up the deck (CS Planes 3)"
    if isinstance(action, A.Launch):
        return f"Launch {action.plane}" + (" with a torpedo" if action.torpedo else "") + " (CS Planes 4-5)"
    if isinstance(action, A.Fly):
        way = toward(state, plane.cell, action.cell) if plane is not None and plane.cell is not None else "on"
        return f"Fly {action.plane} {way} (CS Planes 2)"
    if isinstance(action, A.Land):
        return f"Land {action.plane} on the rear deck of {action.carrier} (CS Planes 4)"
    if isinstance(action, A.Forward):
        return f"Move {action.carrier} one space forward (CS Carriers 1)"
    if isinstance(action, A.Turn):
        return f"Turn {action.carrier} to the {action.way} (CS Carriers 2)"
    if isinstance(action, A.Drop):
        return f"Torpedo run: {action.plane} drops its torpedo toward the {compass_word(action.direction)} (CS Torpedo Runs 1-2)"
    if isinstance(action, A.DeclareDogfight):
        fire = f", firing its torpedo toward the {compass_word(action.fire)} first" if action.fire else ""
        return f"{action.plane} challenges {action.target} to a dogfight{fire} (CS Dogfights)"
    if isinstance(action, A.DeclareSacrifice):
        return f"{action.plane} dives toward the {compass_word(action.direction)} in a sacrifice attack (CS Sacrifice)"
    if isinstance(action, A.Return):
        return f"Return {action.plane} to the rear deck of {action.carrier} (CS Torpedo Runs 2)"
    if isinstance(action, A.Order):
        return "Lay the dogfight cards face down in the order chosen (CS Dogfights 6)"
    if isinstance(action, A.End):
        what = "movement" if state.phase == MOVE else "turn"
        return f"{seat_words(state.pending_seat) or 'The side to move'} ends the {what}"
    return "Play this move"
