"""Crew movement on a submarine (ST Using the Crew, Exceptions and Important Clarifications)."""
from __future__ import annotations

from .actions import Move
from .cards import numbers
from .state import CELLS, NEIGHBOURS, STEPS, CrewMember, State, Submarine

N = numbers()
SAILOR_STEPS = N["crew_movement_points"]                          # ST Using the Crew A
COMMANDER_STEPS = SAILOR_STEPS + N["commander_extra_steps"]       # ST Exceptions
# the neighbours of a cell closer to a given control-room cell, in layout order (ST Using the Crew B)
CLOSER = {(cell, room): tuple(c for c in NEIGHBOURS[cell] if STEPS[c, room] < STEPS[cell, room])
          for cell in CELLS for room in CELLS}


def open_cells(sub: Submarine, cell: str) -> list[str]:
    """Neighbours a crew member may enter: never a destroyed compartment."""
    comps = sub.compartments
    return [c for c in NEIGHBOURS[cell] if not comps[c].destroyed]


def closer_cells(sub: Submarine, cell: str) -> list[str]:
    """Adjacent compartments closer to the control room (ST Using the Crew B); distance
    is counted in steps on the 2 x 5 grid, diagonals included."""
    comps = sub.compartments
    return [c for c in CLOSER[cell, sub.control_room.cell] if not comps[c].destroyed]


def move_paths(state: State, m: CrewMember) -> list[tuple[str, ...]]:
    """One path per reachable compartment: one step, or two for the commander (his extra
    step, ST Exceptions), each step into an intact compartment."""
    sub = state.subs[m.sub]
    out = [(c,) for c in open_cells(sub, m.cell)]
    if m.commander:
        seen = {m.cell} | {p[0] for p in out}
        for (first,) in list(out):
            for second in open_cells(sub, first):
                if second not in seen:
                    seen.add(second)
                    out.append((first, second))
    return out


def valid_path(state: State, m: CrewMember, path: tuple[str, ...]) -> str | None:
    """None if the path is a legal crew move, else why not."""
    steps = COMMANDER_STEPS if m.commander else SAILOR_STEPS
    if not 1 <= len(path) <= steps:
        return ("The commander moves at most 2 compartments (his extra step)" if m.commander
                else "A sailor moves to an adjacent compartment; only the commander has an extra step")
    comps = state.subs[m.sub].compartments
    here = m.cell
    for c in path:
        if c not in NEIGHBOURS[here]:
            return f"{c} is not adjacent to {here}"
        if comps[c].destroyed:
            return f"{c} is destroyed: no one can enter or cross it"
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
    return engine_speed(sub, {m.cell for m in sub.crew if m.alive and m.sub == seat})


def engine_speed(sub: Submarine, crewed) -> int:
    """speed() given the cells of ``sub`` that hold its own living crew."""
    comps = sub.compartments
    engines = 0
    for c in crewed:
        if comps[c].card.engine and not comps[c].destroyed:
            engines += 1
    return N["movement_points_per_engine"] * engines


_MOVES: dict = {}  # (crew id, cell, destroyed cells) -> the crew moves from there


def destroyed_cells(sub: Submarine) -> tuple[str, ...]:
    return tuple([c for c, comp in sub.compartments.items() if comp.destroyed])


def crew_moves(state: State, m: CrewMember, destroyed: tuple[str, ...] | None = None) -> tuple[Move, ...]:
    """Move actions for move_paths(state, m), from a table filled as positions are met
    (the paths depend only on who moves, from where, and what is destroyed aboard).
    ``destroyed``: destroyed_cells of the submarine m is aboard, when the caller has it."""
    if destroyed is None:
        destroyed = destroyed_cells(state.subs[m.sub])
    key = (m.id, m.cell, destroyed)
    moves = _MOVES.get(key)
    if moves is None:
        moves = _MOVES[key] = tuple(Move(m.id, p) for p in move_paths(state, m))
    return moves
