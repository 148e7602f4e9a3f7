"""Crew movement on a submarine (ST Using the Crew, Exceptions and Important Clarifications)."""
from __future__ import annotations

from .actions import Move
from .state import CELLS, NEIGHBOURS, STEPS, CrewMember, State, Submarine

# the neighbours of a cell closer to a given control-room cell, in layout order (ST Using the Crew B)
CLOSER = {(cell, room): tuple(c for c in NEIGHBOURS[cell] if STEPS[c, room] < STEPS[cell, room])
          for cell in CELLS for room in CELLS}


def open_cells(sub: Submarine, cell: str) -> list[str]:
    """Neighbours a crew member may enter: never a destroyed compartment."""
    comps = sub.compartments
    out = []
    for c in NEIGHBOURS[cell]:
        if not comps[c].destroyed:
            out.append(c)
    return out


def closer_cells(sub: Submarine, cell: str) -> list[str]:
    """Adjacent compartments closer to the control room (ST Using the Crew B); distance
    is counted in steps on the 2 x 5 grid, diagonals included."""
    comps = sub.compartments
    out = []
    for c in CLOSER[cell, sub.control_room.cell]:
        if not comps[c].destroyed:
            out.append(c)
    return out


def move_paths(state: State, m: CrewMember) -> list[tuple[str, ...]]:
    """One path per reachable compartment: one step, or two for the commander (his extra
    step, ST Exceptions), each step into an intact compartment."""
    return paths_from(m.cell, m.commander, destroyed_cells(state.subs[m.sub]))


def paths_from(cell: str, commander: bool, destroyed: tuple[str, ...]) -> list[tuple[str, ...]]:
    """move_paths for a crew member in ``cell`` on a submarine with these destroyed cells."""
    out = [(c,) for c in NEIGHBOURS[cell] if c not in destroyed]
    if commander:
        seen = {cell} | {p[0] for p in out}
        for (first,) in list(out):
            for second in NEIGHBOURS[first]:
                if second not in destroyed and second not in seen:
                    seen.add(second)
                    out.append((first, second))
    return out


def _room(comps: dict, cell: str) -> str:
    return comps[cell].card.name if cell in comps else "that compartment"


def valid_path(state: State, m: CrewMember, path: tuple[str, ...]) -> str | None:
    """None if the path is a legal crew move, else why not."""
    steps = state.data.commander_steps if m.commander else state.data.sailor_steps
    if not 1 <= len(path) <= steps:
        return ("The commander moves at most 2 compartments (his extra step)" if m.commander
                else "A sailor moves to an adjacent compartment; only the commander has an extra step")
    comps = state.subs[m.sub].compartments
    here = m.cell
    for c in path:
        if c not in NEIGHBOURS[here]:
            return f"{_room(comps, c)} is not adjacent to {_room(comps, here)}"
        if comps[c].destroyed:
            return f"{_room(comps, c)} is destroyed: no one can enter or cross it"
        here = c
    if here == m.cell:
        return "The crew member must end in another compartment"
    return None


def members_at(state: State, sub_seat: str, cell: str, owner: str | None = None) -> list[CrewMember]:
    return [m for s in state.subs.values() for m in s.crew
            if m.alive and m.sub == sub_seat and m.cell == cell and (owner is None or m.owner == owner)]


def speed(state: State, seat: str) -> int:
    """Movement points: engine compartments holding at least one own crew member (ST Manoeuvring)."""
    sub = state.subs[seat]
    crewed = set()
    for m in sub.crew:
        if m.alive and m.sub == seat:
            crewed.add(m.cell)
    return engine_speed(state.data, sub, crewed)


def engine_speed(data, sub: Submarine, crewed) -> int:
    """speed() given the game's data and the cells of ``sub`` that hold its own living crew."""
    comps = sub.compartments
    engines = 0
    for c in crewed:
        if comps[c].card.engine and not comps[c].destroyed:
            engines += 1
    return data.numbers["movement_points_per_engine"] * engines


def destroyed_cells(sub: Submarine) -> tuple[str, ...]:
    out = []
    for comp in sub.compartments.values():
        if comp.destroyed:
            out.append(comp.cell)
    return tuple(out)


class MoveTable(dict):
    """(crew id, cell) -> the Move actions of move_paths, for one set of destroyed cells;
    filled as positions are met (the paths depend on nothing else)."""

    def __init__(self, destroyed: tuple[str, ...]):
        super().__init__()
        self.destroyed = destroyed

    def __missing__(self, key: tuple[str, str]) -> tuple[Move, ...]:
        crew_id, cell = key
        moves = self[key] = tuple(Move(crew_id, p) for p in paths_from(cell, crew_id == "C", self.destroyed))
        return moves


_MOVE_TABLES: dict[tuple[str, ...], MoveTable] = {}


def move_table(sub: Submarine) -> MoveTable:
    """The MoveTable for the crew aboard ``sub`` as it is now."""
    destroyed = destroyed_cells(sub)
    table = _MOVE_TABLES.get(destroyed)
    if table is None:
        table = _MOVE_TABLES[destroyed] = MoveTable(destroyed)
    return table


def crew_moves(state: State, m: CrewMember) -> tuple[Move, ...]:
    """Move actions for move_paths(state, m)."""
    return move_table(state.subs[m.sub])[m.id, m.cell]
