"""Fire, the cards' red marks, counters handed over, the Polaris missile and anti-aircraft fire.

BN Fire, BN Battery, BN Aircraft (anti-aircraft), BN Polaris, BN End.
"""
from __future__ import annotations

from itertools import combinations

from ..core import Event, Outcome, RuleError
from . import actions as A
from .board import cell_name
from .position import position
from .state import PLANES, FireReport, Mark, State

GUNS = ("C", "I", "Ct")           # ships with surface fire (BN Movement table)
AA_SHIPS = ("C", "I", "Ct", "P")  # ships with anti-aircraft fire (BN Aircraft)


def unit_name(data, unit: str) -> str:
    if unit == "B":
        return "coastal battery"
    if unit in PLANES:
        return f"plane {unit}"
    return data.unit(unit)["name"]


def subsets(items):
    items = list(items)
    for k in range(1, len(items) + 1):
        yield from combinations(items, k)


# -- counters handed over ----------------------------------------------------------
def hand_over(state: State, owner: str, unit: str, n: int, events: list) -> int:
    """The owner hands n counters of a unit to the opponent (BN Fire); returns how many."""
    fleet, captor = state.fleets[owner], state.opponent(owner)
    tray = state.fleets[captor].tray
    given = 0
    if unit == "B":
        if fleet.battery.active:
            fleet.battery.captured = True
            tray.append("B")
            given = 1
            events.append(Event("battery_captured", f"The {owner} coastal battery is handed to {captor}",
                                {"side": owner, "captor": captor, "cell": fleet.battery.cell}))
    elif unit in PLANES:
        plane = fleet.planes[unit]
        if plane.status != "down":
            where = plane.cell
            plane.status, plane.cell = "down", None
            tray.append(unit)
            given = 1
            events.append(Event("plane_down", f"{owner.capitalize()} plane {unit} is lost to {captor}",
                                {"side": owner, "unit": unit, "cell": where, "captor": captor}))
    else:
        ship = fleet.ships[unit]
        given = min(n, ship.counters)
        ship.counters -= given
        tray.extend([unit] * given)
        if given:
            events.append(Event("counters", f"{owner.capitalize()} hands {given} {unit} counter"
                                f"{'s' if given > 1 else ''} to {captor} ({ship.counters} left)",
                                {"side": owner, "unit": unit, "n": given, "left": ship.counters,
                                 "captor": captor}))
        if ship.counters == 0 and not ship.sunk and unit != "S":
            cells = ship.cells
            ship.sunk, ship.cells = True, ()
            events.append(Event("sunk", f"The {owner} {ship.name} is sunk",
                                {"side": owner, "unit": unit, "cells": cells}))
            if unit == "P":  # BN Aircraft: the planes not in the air are lost with her
                for p in fleet.planes.values():
                    if p.status == "aboard":
                        hand_over(state, owner, p.unit, 1, events)
    if given:
        state.quiet_turns = 0
        check_victory(state, captor, events)
    return given


def check_victory(state: State, captor: str, events: list) -> None:
    """BN End: the first to capture all 19 enemy counters wins."""
    if state.result is None and state.captured(captor) >= state.data.numbers["victory"]["counters"]:
        state.result = Outcome(captor, f"{captor.capitalize()} captured all {state.data.numbers['victory']['counters']} "
                                       f"counters of the {state.opponent(captor)} fleet (BN End)", "fleet_captured")
        state.phase = "over"
        events.append(Event("game_over", state.result.how, {"winner": captor}))


# -- what may be aimed at ------------------------------------------------------------
def target_squares(state: State, side: str) -> set:
    """BN Fire: the squares holding enemy elements: ships, coastal battery, Polaris counters.
    The submarine is invulnerable (BN Polaris) and does not make a square a target."""
    enemy = state.fleets[state.opponent(side)]
    b = state.board
    square = b.cell_square
    out = set(b.platform_squares[enemy.side])
    for s in enemy.ships.values():
        if s.unit != "S" and s.cells and not s.sunk:
            out.add(square[s.cells[0]])
    if enemy.battery.active:
        out.add(square[enemy.battery.cell])
    return out


def targets_in_order(state: State, side: str) -> list:
    """target_squares in square order, kept in the position for the side to move (its own moves
    change no enemy element)."""
    if side != state.to_move:
        return sorted(target_squares(state, side))
    pos = position(state)
    if pos.targets is None:
        pos.targets = sorted(target_squares(state, side))
    return pos.targets


def has_targets(state: State, side: str, square: int) -> bool:
    """BN Fire: the target square holds enemy elements (see target_squares)."""
    return square in target_squares(state, side)


def clear_line(state: State, start: int, target: int, reach: int, own_square: bool) -> bool:
    """In a straight N/S/E/W line within reach squares, no island or promontory crossed
    (BN Movement, BN Fire 'Important rule for fire'). own_square: the start square counts."""
    if start == target:
        return own_square
    away = state.board.lanes(state.blocked_sides).line[start].get(target)
    return away is not None and away <= reach


def guns(state: State, side: str) -> list:
    """(unit, square, range, fires in its own square) of each unit of side with surface fire:
    the ships of the BN Movement table and the coastal battery (BN Battery: also its own square)."""
    fleet, square, out = state.fleets[side], state.board.cell_square, []
    for code in GUNS:
        ship = fleet.ships[code]
        if ship.cells and not ship.sunk:
            out.append((code, square[ship.cells[0]], state.data.unit(code)["range"], False))
    battery = fleet.battery
    if battery.active:
        out.append(("B", square[battery.cell], state.data.numbers["battery"]["range"], True))
    return out


def _able(guns: list, line: dict, target: int) -> tuple:
    """The guns reaching the target along a clear line (clear_line on the lanes' table)."""
    return tuple(code for code, start, reach, own_square in guns
                 if (own_square if start == target else line[start].get(target, reach + 1) <= reach))


def fire_units(state: State, side: str, target: int) -> list:
    """Units of side able to join a surface fire at the target square now."""
    return list(_able(guns(state, side), state.board.lanes(state.blocked_sides).line, target))


def aa_guns(state: State, side: str) -> list:
    """(unit, square) of each unit of side with anti-aircraft fire (BN Aircraft: ships and battery)."""
    fleet, square, out = state.fleets[side], state.board.cell_square, []
    for code in AA_SHIPS:
        ship = fleet.ships[code]
        if ship.cells and not ship.sunk:
            out.append((code, square[ship.cells[0]]))
    if fleet.battery.active:
        out.append(("B", square[fleet.battery.cell]))
    return out


def _aa_able(guns: list, distances: dict, target: int, reach: int) -> tuple:
    """BN Aircraft: the guns in the planes' square or the four adjacent ones."""
    return tuple(code for code, start in guns if distances[start, target] <= reach)


def aa_units(state: State, side: str, target: int) -> list:
    """BN Aircraft: ships and battery in the planes' square or the four adjacent ones."""
    return list(_aa_able(aa_guns(state, side), state.board.distances, target, state.data.numbers["anti_aircraft"]["reach"]))


def enemy_planes_in(state: State, side: str, square: int) -> list:
    enemy = state.fleets[state.opponent(side)]
    return [p for p in enemy.planes.values()
            if p.status == "aloft" and state.board.square_of(p.cell) == square]


def enemy_plane_squares(state: State, side: str) -> set:
    """Squares with enemy planes aloft over them (BN Aircraft: anti-aircraft targets)."""
    enemy, square = state.fleets[state.opponent(side)], state.board.cell_square
    return {square[p.cell] for p in enemy.planes.values() if p.status == "aloft"}


def cards_for(data, units, anti_aircraft: bool) -> int:
    key = "aa_cards" if anti_aircraft else "cards"
    n = 0
    for u in units:
        n += data.numbers["battery"]["cards"] if u == "B" else data.unit(u)[key]
    return n


# -- the cards -----------------------------------------------------------------------
def draw_cards(state: State, n: int) -> list:
    """Cards from the top of the face-down deck; used cards go to the bottom (BN Fire)."""
    cards = [state.deck.pop(0) for _ in range(min(n, len(state.deck)))]
    state.deck.extend(cards)
    # Turning cards face up reveals a random result: count it so Game refuses an undo across it.
    state.rng.reveal()
    return cards


def resolve_marks(state: State, side: str, target: int, cards: list, kind: str, events: list) -> list:
    """Lay each card's red marks on the target square's cells and apply them (BN Fire)."""
    friendly = state.options.get("friendly_fire", False)
    origin = state.board.square_origin(target)
    land = state.land_cells()
    # the taken cells of the target square, if the position has them: a mark on a cell that is not
    # taken falls in open water. (Marks only free cells, so a mask taken before them is never short.)
    taken = state.derived.masks[target] if state.derived is not None and kind != "anti_aircraft" else -1
    bit = state.board.cell_bit
    marks = []
    for card_id in cards:
        card = state.data.fire_cards[card_id]
        for dx, dy in card.marks:
            cell = (origin[0] + dx, origin[1] + dy)
            if not taken & bit[cell]:
                marks.append(Mark(card_id, cell, "water"))
                continue
            marks.append(_mark(state, side, card_id, cell, kind, friendly, land, events))
    return marks


def _mark(state, side, card_id, cell, kind, friendly, land, events) -> Mark:
    if kind == "anti_aircraft":
        for f in state.fleets.values():
            if f.side == side:
                continue
            for p in f.planes.values():
                if p.status == "aloft" and p.cell == cell:
                    hand_over(state, f.side, p.unit, 1, events)
                    return Mark(card_id, cell, "plane_down", f.side, p.unit)
        return Mark(card_id, cell, "water")
    if cell in land:
        return Mark(card_id, cell, "land")
    for f in state.fleets.values():
        for p in f.planes.values():
            if p.status == "aloft" and p.cell == cell:  # BN Aircraft: falls into the water
                return Mark(card_id, cell, "water", f.side, p.unit)
    for f in state.fleets.values():
        mine = f.side == side
        for s in f.ships.values():
            if s.afloat and cell in s.cells:
                if s.unit == "S":
                    return Mark(card_id, cell, "invulnerable", f.side, "S")  # BN Polaris
                if mine and not friendly:
                    return Mark(card_id, cell, "spared", f.side, s.unit)
                hand_over(state, f.side, s.unit, 1, events)
                return Mark(card_id, cell, "sunk" if s.sunk else "hit", f.side, s.unit)
        if f.battery.active and f.battery.cell == cell:
            if mine and not friendly:
                return Mark(card_id, cell, "spared", f.side, "B")
            hand_over(state, f.side, "B", 1, events)
            return Mark(card_id, cell, "battery", f.side, "B")
        for n, pc in state.board.platform_cells[f.side].items():
            if pc == cell:
                if not mine and n in f.polaris_turned:  # BN Polaris: a turned counter goes back
                    f.polaris_turned.remove(n)
                    events.append(Event("polaris_reset", f"{f.side.capitalize()} Polaris counter {n} "
                                        "is turned face down again", {"side": f.side, "numbers": [n]}))
                    return Mark(card_id, cell, "polaris_reset", f.side, str(n))
                return Mark(card_id, cell, "water", f.side, str(n))
    return Mark(card_id, cell, "water")


def card_fire(state: State, side: str, target: int, units: tuple, kind: str, n_cards: int) -> list:
    """Draw the cards, lay the marks, report. Returns the events."""
    events: list = []
    cards = draw_cards(state, n_cards)
    names = ", ".join(state.data.fire_cards[c].label for c in cards)
    head = {"fire": "fires at", "bombing": "bombs", "anti_aircraft": "fires anti-aircraft at"}[kind]
    who = ", ".join(unit_name(state.data, u) for u in units)
    events.append(None)  # the fire line goes first; filled below once the marks are known
    marks = resolve_marks(state, side, target, cards, kind, events)
    hits = sum(1 for m in marks if m.result in ("hit", "sunk", "battery", "polaris_reset", "plane_down"))
    state.last_fire = FireReport(side, kind, target, tuple(units), tuple(cards), marks)
    events[0] = Event(kind, f"{side.capitalize()} {head} square {target} with {who}: {names}: "
                            f"{hits} hit{'s' if hits != 1 else ''}",
                      {"side": side, "target": target, "units": list(units), "cards": list(cards),
                       "marks": [{"card": m.card, "cell": m.cell, "name": cell_name(m.cell),
                                  "result": m.result, "side": m.side, "unit": m.unit} for m in marks]})
    return events


# -- surface fire ----------------------------------------------------------------------
def fire_problem(state: State, side: str, target: int, units: tuple) -> RuleError | None:
    if state.turn.fired:
        return RuleError("You have already fired this turn", "BN Fire")
    if target not in state.board.squares:
        return RuleError(f"There is no square {target}", "BN Preliminaries")
    for u in units:
        if u == "P":
            return RuleError("The Aircraft Carrier fires only at planes", "BN Movement")
        if u == "S":
            return RuleError("The submarine fires only its Polaris missile ('missile N')", "BN Polaris")
    if not has_targets(state, side, target):
        return RuleError(f"Square {target} holds no enemy ship, battery or Polaris counter", "BN Fire")
    able = fire_units(state, side, target)
    for u in units:
        if u not in able:
            rule = "BN Battery" if u == "B" else "BN Fire"
            return RuleError(f"The {unit_name(state.data, u)} cannot reach square {target}: out of range, not in a "
                             "straight N/S/E/W line, or an island or promontory is in the way", rule)
    return None


def fire_options(state: State, side: str) -> list:
    """Every surface fire possible now (BN Fire), as actions, targets in square order."""
    out = []
    able, line = guns(state, side), state.board.lanes(state.blocked_sides).line
    for target in targets_in_order(state, side):
        out += A.fire_choices(target, _able(able, line, target))
    return out


def do_fire(state: State, side: str, target: int, units: tuple) -> list:
    events = card_fire(state, side, target, units, "fire", cards_for(state.data, units, False))
    fired(state, units)
    return events


def fired(state: State, units) -> None:
    """BN Fire: the move's one fire is made; the units that fired do not move after it ("after firing,
    the player may move a ship that has not fired"), and if ships moved before it the moving is over
    ("either move first and then fire, or fire first and then move")."""
    turn = state.turn
    turn.fired = True
    turn.fired_units.extend(units)
    if turn.moved:
        turn.moved_then_fired = True


# -- the Polaris missile ---------------------------------------------------------------
def missile_problem(state: State, side: str, target: int) -> RuleError | None:
    fleet = state.fleets[side]
    sub = fleet.ships["S"]
    if not fleet.polaris_token:
        return RuleError("The submarine needs the Polaris token to launch", "BN Polaris")
    if fleet.sub_must_return:
        return RuleError("The submarine must return to base before another launch", "BN Polaris")
    if state.turn.fired:
        return RuleError("You have already fired this turn", "BN Fire")
    if target not in state.board.squares or not has_targets(state, side, target):
        return RuleError(f"Square {target} holds no enemy ship, battery or Polaris counter", "BN Polaris")
    start = state.board.square_of(sub.cells[0])
    line = state.board.straight(start, target)
    if line is None or line[1] > state.data.unit("S")["range"]:
        return RuleError(f"The missile flies up to {state.data.unit('S')['range']} squares in a straight "
                         "N/S/E/W line", "BN Polaris")
    return None


def missile_options(state: State, side: str) -> list:
    fleet = state.fleets[side]
    if not fleet.polaris_token or fleet.sub_must_return or state.turn.fired:
        return []
    # the checks of missile_problem: a target square in a straight line within the missile's range
    b, reach = state.board, state.data.unit("S")["range"]
    start = b.cell_square[fleet.ships["S"].cells[0]]
    out = []
    for t in targets_in_order(state, side):
        line = b.straight(start, t)
        if line is not None and line[1] <= reach:
            out.append(t)
    return out


def do_missile(state: State, side: str, target: int) -> list:
    """BN Polaris: everything in the square is destroyed; the enemy platform is reset."""
    fleet, enemy = state.fleets[side], state.fleets[state.opponent(side)]
    b = state.board
    events = [Event("missile", f"{side.capitalize()} launches the Polaris missile at square {target}",
                    {"side": side, "target": target,
                     "from": b.square_of(fleet.ships["S"].cells[0])})]
    for ship in list(enemy.afloat()):
        if ship.unit != "S" and b.square_of(ship.cells[0]) == target:
            hand_over(state, enemy.side, ship.unit, ship.counters, events)
    if enemy.battery.active and b.square_of(enemy.battery.cell) == target:
        hand_over(state, enemy.side, "B", 1, events)
    if any(b.square_of(c) == target for c in b.platform_cells[enemy.side].values()) and enemy.polaris_turned:
        events.append(Event("polaris_reset", f"All {enemy.side} Polaris counters are turned face down",
                            {"side": enemy.side, "numbers": list(enemy.polaris_turned)}))
        enemy.polaris_turned.clear()
    fleet.polaris_token = False
    fleet.missiles_launched += 1
    sub_square = b.square_of(fleet.ships["S"].cells[0])
    fleet.sub_must_return = sub_square not in b.base_of(side)
    state.last_fire = FireReport(side, "missile", target, ("S",), (), [])
    fired(state, ("S",))
    return events


# -- anti-aircraft fire ----------------------------------------------------------------
def aa_problem(state: State, side: str, target: int, units: tuple) -> RuleError | None:
    if target not in state.board.squares or not enemy_planes_in(state, side, target):
        return RuleError(f"There are no enemy planes over square {target}", "BN Aircraft")
    able = aa_units(state, side, target)
    for u in units:
        if u not in able:
            return RuleError(f"The {unit_name(state.data, u)} cannot fire at planes over square {target}: only "
                             "ships and the battery in that square or the four next to it can",
                             "BN Aircraft")
    return None


def aa_options(state: State, side: str, only_square: int | None = None) -> list:
    """Every anti-aircraft fire possible now (BN Aircraft), as actions, targets in square order."""
    out = []
    targets = enemy_plane_squares(state, side)
    if not targets:
        return out
    guns, distances = aa_guns(state, side), state.board.distances
    reach = state.data.numbers["anti_aircraft"]["reach"]
    for target in sorted(targets):
        if only_square is not None and target != only_square:
            continue
        out += A.anti_aircraft_choices(target, _aa_able(guns, distances, target, reach))
    return out


def do_aa(state: State, side: str, target: int, units: tuple) -> list:
    """BN Aircraft: "Whoever carries out anti-aircraft fire may not, in the same move, carry out any
    other fire": by default (option aa_timing 'fire') it is the move's one fire (fired)."""
    events = card_fire(state, side, target, units, "anti_aircraft", cards_for(state.data, units, True))
    if state.phase == "turn":
        fired(state, units)
    return events
