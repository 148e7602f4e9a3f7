"""A move in words before it is played, without its outcome (issue 31): the hint, a
button's tooltip and the replay name a move so where it draws a fire card or a lot.
Cells are named by their square, never by their code (docs/rules/battaglia-navale.md)."""
from __future__ import annotations

from ..summary import listed
from . import actions as A
from .board import where_set
from .combat import unit_name

DIRECTIONS = {"N": "north", "S": "south", "E": "east", "W": "west"}


def _units(state, units) -> str:
    return listed([unit_name(state.data, u) for u in units])


def describe(state, action) -> str:
    """``action`` as a sentence the screen may show before it is played."""
    side = state.to_move.capitalize()
    if isinstance(action, A.DrawIslands):
        return "Draw the island cards (BN Preliminaries)"
    if isinstance(action, A.PlaceBattery):
        return f"{side} places the coastal battery in {where_set(state.board, action.cell)} (BN Preliminaries)"
    if isinstance(action, A.PlaceFleetShip):
        return f"{side} places the {unit_name(state.data, action.unit)} in " \
               f"{where_set(state.board, action.cell, action.heading)} (BN Preliminaries)"
    if isinstance(action, A.AutoFleet):
        return f"{side} places the rest of the fleet in its base (BN Preliminaries)"
    if isinstance(action, A.DrawLot):
        return "Draw lots for the first move (BN Start)"
    if isinstance(action, A.TurnPolaris):
        return f"{side} turns Polaris counter {action.number} face up (BN Polaris)"
    if isinstance(action, A.Move):
        n = action.squares
        return f"{side} moves the {unit_name(state.data, action.unit)} {n} square{'s' if n != 1 else ''} " \
               f"{DIRECTIONS.get(action.direction, action.direction)} (BN Movement)"
    if isinstance(action, A.Place):
        return f"{side} sets the {unit_name(state.data, action.unit)} in " \
               f"{where_set(state.board, action.cell, action.heading)} (BN Movement)"
    if isinstance(action, A.Fire):
        return f"{side} fires at square {action.target} with the {_units(state, action.units)} (BN Fire)"
    if isinstance(action, A.Missile):
        return f"{side} launches the Polaris missile at square {action.target} (BN Polaris)"
    if isinstance(action, A.Raid):
        return f"{side} air raid on square {action.target} with {_units(state, action.planes)} (BN Aircraft)"
    if isinstance(action, A.PlacePlane):
        return f"Plane {action.plane} over {where_set(state.board, action.cell)} (BN Aircraft)"
    if isinstance(action, A.AutoPlanes):
        return "Place the raiding planes on free cells (BN Aircraft)"
    if isinstance(action, A.Land):
        return f"{side} lands {_units(state, action.planes)} on the carrier (BN Aircraft)"
    if isinstance(action, A.AntiAircraft):
        return f"{side} fires anti-aircraft at square {action.target} with the {_units(state, action.units)} (BN Aircraft)"
    if isinstance(action, A.HoldFire):
        return f"{side} holds anti-aircraft fire (BN Aircraft)"
    if isinstance(action, A.EndTurn):
        return f"{side} ends the turn (BN Start)"
    if isinstance(action, A.Pass):
        return f"{side} passes (BN Start)"
    return "Play this move"
