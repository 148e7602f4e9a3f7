"""Sea sectors, relative positions and submarine sections (ST Sections, Sea Sectors, Targeting)."""
from __future__ import annotations

from .cards import numbers
from .state import CELLS, State, Submarine, cell_rc

N = numbers()


def heading_sign(sub: Submarine) -> int:
    return 1 if sub.heading == "east" else -1


def close(a: int, b: int) -> bool:
    """Close: the same or adjacent sectors; at range: at least one empty sector between."""
    return abs(a - b) <= N["close_distance"]


def beside_side(sub: Submarine) -> str:
    """Which of its own sides an enemy in the same sector lies on.

    The first seat's figure sails in the south lane and the other's in the north lane
    (the figures stand side by side, ST Setup 2): facing east, north is port.
    """
    return "port" if (sub.lane == "south") == (sub.heading == "east") else "starboard"


def position_of_enemy(state: State, seat: str) -> str:
    """The enemy's position as a targeting diagram names it (ST Targeting)."""
    return enemy_position(state.subs[seat], state.subs[state.other(seat)])


def enemy_position(me: Submarine, enemy: Submarine) -> str:
    """position_of_enemy, given both submarines."""
    key = (me.lane, me.heading, me.sector, enemy.sector)
    pos = _POSITIONS.get(key)
    if pos is None:
        pos = _POSITIONS[key] = _position(me, enemy.sector)
    return pos


_POSITIONS: dict[tuple[str, str, int, int], str] = {}  # (lane, heading, own sector, enemy sector)


def _position(me: Submarine, enemy_sector: int) -> str:
    d = enemy_sector - me.sector
    if d == 0:
        return f"{beside_side(me)}-close"
    ahead = d * heading_sign(me) > 0
    return f"{'ahead' if ahead else 'behind'}-{'close' if close(me.sector, enemy_sector) else 'range'}"


def section_cells(sub: Submarine, section: str) -> list[str]:
    """The compartments of a section (ST Sections: bow 4, stern 4, port 5, starboard 5)."""
    return list(section_tuple(sub, section))


_SECTIONS: dict[tuple[str, str, str], tuple[str, ...]] = {}  # (lane, heading, section) -> cells


def section_tuple(sub: Submarine, section: str) -> tuple[str, ...]:
    """section_cells as a shared table (built once per lane, heading and section): do not modify."""
    key = (sub.lane, sub.heading, section)
    cells = _SECTIONS.get(key)
    if cells is None:
        cells = _SECTIONS[key] = tuple(_section_cells(sub.lane, sub.heading, section))
    return cells


def _section_cells(lane: str, heading: str, section: str) -> list[str]:
    """Bow: the two columns toward the heading; stern: the two at the other end. Port and
    starboard: one row each. Row 1 faces the sea sectors, so for the south figure facing
    east (north is port) row 1 is port; for the north figure it is starboard.
    """
    cols = N["columns"]
    east = heading == "east"
    if section in ("bow", "stern"):
        n = N["bow_columns"] if section == "bow" else N["stern_columns"]
        forward = list(range(cols - n, cols)) if east else list(range(n))
        backward = list(range(n)) if east else list(range(cols - n, cols))
        wanted = forward if section == "bow" else backward
        return [c for c in CELLS if cell_rc(c)[1] in wanted]
    sea_row_is_port = (lane == "south") == east
    row = 0 if (section == "port") == sea_row_is_port else 1
    return [c for c in CELLS if cell_rc(c)[0] == row]


def sections_of(sub: Submarine, cell: str) -> list[str]:
    return [s for s in ("bow", "stern", "port", "starboard") if cell in section_tuple(sub, s)]
