"""Setting up: islands, coastal batteries, fleets in their bases, first player by lot
(BN Preliminaries, BN Positioning, BN Start)."""
from __future__ import annotations

from functools import lru_cache

from ..core import Event, RuleError
from .board import where_set
from .placement import fleet_fits, fleet_fits_in, fleet_witness, free_placements, masks_in, placements_in, ship_cells
from .position import position
from .state import Island, State


# -- islands ------------------------------------------------------------------------
def island_for(state: State, card_id: int) -> Island | None:
    """BN Preliminaries: the card's number is a square; the island straddles its south side.
    Decided: the island is 2 x 2 cells centred on that side (two cells each side of it).
    On the southern row there is no square beyond: option southern_island says whether it
    lies half on the chart ('edge', two cells, blocking nothing) or is not placed ('none')."""
    number = state.data.fire_cards[card_id].island
    b = state.board
    if number is None or number not in b.squares:
        return None
    x0, y0 = b.square_origin(number)
    n = b.square_cells
    mid = n // 2
    below = b.neighbour(number, "S")
    north_half = ((x0 + mid - 1, y0 + n - 1), (x0 + mid, y0 + n - 1))
    if below is None:
        if state.options.get("southern_island", "edge") == "none":
            return None
        return Island(card_id, number, north_half, None)
    south_half = ((x0 + mid - 1, y0 + n), (x0 + mid, y0 + n))
    return Island(card_id, number, north_half + south_half, frozenset((number, below)))


def draw_islands(state: State) -> list:
    cards = [state.deck.pop(0) for _ in range(state.data.numbers["chart"]["island_cards"])]
    state.deck.extend(cards)  # decided: the two cards go back to the bottom of the deck
    state.rng.reveal()      # cards turned face up: Game refuses an undo across them
    events = []
    for card_id in cards:
        isl = island_for(state, card_id)
        number = state.data.fire_cards[card_id].island
        if isl is None or any(i.square == isl.square for i in state.islands):
            why = "no number" if number is None else f"square {number}: no island placed"
            events.append(Event("island", f"Island card {card_id}: {why}", {"card": card_id, "square": None}))
            continue
        state.islands.append(isl)
        events.append(Event("island", f"Island card {card_id}: an island on the south side of square "
                            f"{isl.square}", {"card": card_id, "square": isl.square, "cells": isl.cells}))
    blocked = set(state.board.blocked_sides)
    blocked.update(i.blocks for i in state.islands if i.blocks)
    state.blocked_sides = frozenset(blocked)
    state.phase, state.to_move = "battery", state.players[0]
    return events


# -- the coastal battery -----------------------------------------------------------------
def battery_sites(state: State, side: str) -> list:
    """BN Preliminaries: a cell of the base next to the white lines, the promontory or the
    Polaris platform (the chart's battery_site objects), free of land."""
    land = state.land_cells()
    return sorted((c for c in state.board.battery_sites[side] if c not in land), key=lambda c: (c[1], c[0]))


def place_battery(state: State, side: str, cell) -> list:
    if cell not in battery_sites(state, side):
        raise RuleError("The coastal battery goes on a cell of your base next to the white lines, the "
                        "promontory or the Polaris platform", "BN Preliminaries")
    state.fleets[side].battery.cell = cell
    if side == state.players[0]:
        state.to_move = state.players[1]
    else:
        state.phase, state.to_move = "fleet", state.players[0]
    return [Event("battery_placed", f"{side.capitalize()} places the coastal battery in {where_set(state.board, cell)}",
                  {"side": side, "cell": cell})]


# -- the fleet ------------------------------------------------------------------------------
def unplaced(state: State, side: str) -> list:
    order = state.data.numbers["ship_order"]
    return [u for u in order if not state.fleets[side].ships[u].cells]


def fleet_options(state: State, side: str) -> list:
    """BN Preliminaries, BN Positioning: each unplaced ship on free cells of a square of the base,
    leaving room for the rest of the fleet."""
    b = state.board
    base = tuple(b.base_of(side))
    masks = tuple(position(state).masks[sq] for sq in base)  # the taken cells of the base's squares
    todo = tuple((unit, state.data.unit(unit)["cells"]) for unit in unplaced(state, side))
    return list(_fleet_options(b.square_cells, b.square_cols, base, todo, masks))


@lru_cache(maxsize=4096)
def _fleet_options(square_cells: int, square_cols: int, base: tuple, todo: tuple, masks: tuple) -> tuple:
    """fleet_options by the chart's measures, the base's squares and their taken cells, and the
    (unit, length) of the ships to place: it depends on nothing else, so it is remembered (every
    game starts from a few such positions)."""
    out = []
    for unit, length in todo:
        rest = [n for u, n in todo if u != unit]
        # one way the rest fits: a place off its cells leaves it fitting (placement.fleet_witness)
        room = fleet_witness(square_cells, square_cols, base, tuple(rest), masks)
        for k, sq in enumerate(base):
            for (anchor, heading, cells), spot in zip(placements_in(square_cells, square_cols, sq, length),
                                                      masks_in(square_cells, square_cols, sq, length)):
                if spot & masks[k]:
                    continue
                if room is None or spot & room[k]:
                    after = masks[:k] + (masks[k] | spot,) + masks[k + 1:]
                    if not fleet_fits_in(square_cells, square_cols, base, rest, after):
                        continue
                out.append((unit, anchor, heading, cells))
    return tuple(out)


def place_fleet_ship(state: State, side: str, unit: str, anchor, heading: str, checked: bool = False) -> list:
    """checked: the placement was listed as legal for this position (fleet_options)."""
    if checked:
        return _put(state, side, unit, ship_cells(anchor, heading, state.data.unit(unit)["cells"]))
    if unit not in unplaced(state, side):
        raise RuleError(f"Your {state.data.unit(unit)['name']} is already placed", "BN Preliminaries")
    for u, a, h, cells in fleet_options(state, side):
        if (u, a, h) == (unit, anchor, heading):
            return _put(state, side, unit, cells)
    raise RuleError(f"The {state.data.unit(unit)['name']} must lie inside one square of your base, on free "
                    "cells, leaving room for the rest of the fleet", "BN Positioning")


def auto_fleet(state: State, side: str) -> list:
    """A sensible automatic placement: longest ships first, first square that leaves room."""
    b = state.board
    events = []
    for unit in sorted(unplaced(state, side), key=lambda u: -state.data.unit(u)["cells"]):
        todo = unplaced(state, side)
        rest = [state.data.unit(u)["cells"] for u in todo if u != unit]
        taken = set(state.occupant())
        done = False
        for sq in b.base_of(side):
            for _, _, cells in free_placements(b, sq, state.data.unit(unit)["cells"], taken):
                if fleet_fits(b, b.base_of(side), rest, taken | set(cells)):
                    events += _put(state, side, unit, cells)
                    done = True
                    break
            if done:
                break
        if not done:
            raise RuleError("There is no room left for the fleet in the base", "BN Preliminaries")
    return events


def _put(state: State, side: str, unit: str, cells) -> list:
    ship = state.fleets[side].ships[unit]
    ship.cells = tuple(cells)
    events = [Event("ship_placed", f"{side.capitalize()} {ship.name} in {where_set(state.board, cells[0], ship.heading)}",
                    {"side": side, "unit": unit, "cells": ship.cells, "heading": ship.heading})]
    if not unplaced(state, side):
        if side == state.players[0]:
            state.to_move = state.players[1]
        else:
            state.phase, state.to_move = "lot", state.players[0]
    return events


def draw_lot(state: State) -> list:
    """BN Start: who moves first is decided by lot."""
    first = state.rng.choice(state.players)
    state.first_player = first
    state.phase, state.to_move = "turn", first
    return [Event("lot", f"By lot, {first} moves first", {"first": first})]
