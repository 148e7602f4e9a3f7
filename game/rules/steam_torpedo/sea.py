"""Sea sectors, relative positions and submarine sections (ST Sections, Sea Sectors, Targeting)."""
from __future__ import annotations

from .cards import SECTIONS
from .state import CELLS, State, Submarine, cell_rc

LANES = ("south", "north")     # the first seat's figure sails south, the other's north (ST Setup 2)
HEADINGS = ("east", "west")    # both figures face one way (ST Setup 2; the option "heading")


def heading_sign(sub: Submarine) -> int:
    return 1 if sub.heading == "east" else -1


def close(data, a: int, b: int) -> bool:
    """Close: the same or adjacent sectors; at range: at least one empty sector between."""
    return abs(a - b) <= data.numbers["close_distance"]


def beside_side(sub: Submarine) -> str:
    """Which of its own sides an enemy in the same sector lies on.

    The first seat's figure sails in the south lane and the other's in the north lane
    (the figures stand side by side, ST Setup 2): facing east, north is port.
    """
    return "port" if (sub.lane == "south") == (sub.heading == "east") else "starboard"


def position_of_enemy(state: State, seat: str) -> str:
    """The enemy's position as a targeting diagram names it (ST Targeting)."""
    return enemy_position(state.data, state.subs[seat], state.subs[state.other(seat)])


def enemy_position(data, me: Submarine, enemy: Submarine) -> str:
    """position_of_enemy, given the game's data and both submarines."""
    key = (data.numbers["close_distance"], me.lane, me.heading, me.sector, enemy.sector)
    pos = _POSITIONS.get(key)
    if pos is None:
        pos = _POSITIONS[key] = _position(data, me, enemy.sector)
    return pos


# (close distance, lane, heading, own sector, enemy sector) -> the position's name
_POSITIONS: dict[tuple[int, str, str, int, int], str] = {}


def _position(data, me: Submarine, enemy_sector: int) -> str:
    d = enemy_sector - me.sector
    if d == 0:
        return f"{beside_side(me)}-close"
    ahead = d * heading_sign(me) > 0
    return f"{'ahead' if ahead else 'behind'}-{'close' if close(data, me.sector, enemy_sector) else 'range'}"


def section_cells(data, sub: Submarine, section: str) -> list[str]:
    """The compartments of a section (ST Sections: bow 4, stern 4, port 5, starboard 5)."""
    return list(section_tuple(data, sub, section))


def section_tuple(data, sub: Submarine, section: str) -> tuple[str, ...]:
    """section_cells as a shared table (the data's ``sections``, section_table): do not modify."""
    return data.sections[sub.lane, sub.heading, section]


def section_table(numbers: dict) -> dict[tuple[str, str, str], tuple[str, ...]]:
    """Every section's compartments by (lane, heading, section), for the rulebook's numbers
    (rules.yaml: columns, bow_columns, stern_columns): made once, by data.py."""
    return {(lane, heading, section): tuple(_section_cells(numbers, lane, heading, section))
            for lane in LANES for heading in HEADINGS for section in SECTIONS}


def _section_cells(numbers: dict, lane: str, heading: str, section: str) -> list[str]:
    """Bow: the two columns toward the heading; stern: the two at the other end. Port and
    starboard: one row each. Row 1 faces the sea sectors, so for the south figure facing
    east (north is port) row 1 is port; for the north figure it is starboard.
    """
    cols = numbers["columns"]
    east = heading == "east"
    if section in ("bow", "stern"):
        n = numbers["bow_columns"] if section == "bow" else numbers["stern_columns"]
        forward = list(range(cols - n, cols)) if east else list(range(n))
        backward = list(range(n)) if east else list(range(cols - n, cols))
        wanted = forward if section == "bow" else backward
        return [c for c in CELLS if cell_rc(c)[1] in wanted]
    sea_row_is_port = (lane == "south") == east
    row = 0 if (section == "port") == sea_row_is_port else 1
    return [c for c in CELLS if cell_rc(c)[0] == row]


def sections_of(data, sub: Submarine, cell: str) -> list[str]:
    return [s for s in SECTIONS if cell in section_tuple(data, sub, s)]
