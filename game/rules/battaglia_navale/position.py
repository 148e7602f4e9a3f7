"""What the rules derive from one position, built once and kept in ``state.derived`` until the
next ``apply`` drops it: the taken cells of every square as bit masks (BN Positioning: a ship
or a plane needs free cells) and the list of legal actions.

A mask has bit ``row * square_cells + column`` set for each taken cell of its square (see
``Board.cell_bit``); ``placement.placement_masks`` gives the cells a ship would cover the same way.
"""
from __future__ import annotations

from itertools import repeat
from operator import is_


class Position:
    """The derived tables of one position (see the module's docstring)."""

    __slots__ = ("masks", "legal", "shots", "barred", "targets", "moves", "move_squares", "move_candidates", "aa",
                 "aloft", "tail")

    def __init__(self, masks: list):
        self.masks = masks      # square -> mask of its taken cells (land, platform, battery, ships, planes aloft)
        self.legal = None       # the legal actions, once listed
        self.shots = None       # the surface fires and missile launches among them (BN Fire, BN Polaris)
        self.barred = None      # squares where the side to move may not stop (BN Obstacles: enemy units)
        self.targets = None     # squares holding enemy elements, in order (BN Fire: targets)
        self.moves = None       # the moves among them (BN Movement), from ...
        self.move_candidates = None  # ... the moves before the room in the square of arrival is asked
                                     # (movement.move_candidates) ...
        self.move_squares = set()  # ... and their squares of arrival, whose room the moves depend on
        self.aa = None          # the anti-aircraft fires of the side to move (BN Aircraft)
        self.aloft = None       # the cells of the planes aloft, both sides (BN Aircraft)
        self.tail = None        # the end of the legal list: the fires (shots, aa) and ending the turn

    def ship_moved(self, board, old_cells: tuple, cells: tuple, same_square: bool) -> None:
        """A ship of the side to move went from old_cells to cells and nothing else changed (a move,
        BN Movement, or a setting inside its square, BN Positioning): the cells change hands in the
        masks and the legal list goes. A ship set inside its square fires as before (shots kept),
        and the moves stay unless they looked for room in that square (then only the room is asked
        again of the move candidates, which stay); so do the anti-aircraft fires,
        which depend on the squares of the ships, not their cells. No plane moved: aloft stays."""
        masks = self.masks
        square, mask = board.spot(old_cells)
        masks[square] &= ~mask
        square, mask = board.spot(cells)
        masks[square] |= mask
        self.legal = None
        if not same_square:
            self.shots = self.moves = self.move_candidates = self.aa = self.tail = None
        elif square in self.move_squares:
            self.moves = None

    def copy(self) -> "Position":
        """For a clone of the state: its own masks; the lists are never changed in place, so shared."""
        twin = Position(list(self.masks))
        twin.legal, twin.shots, twin.barred, twin.targets = self.legal, self.shots, self.barred, self.targets
        twin.moves, twin.move_squares, twin.move_candidates = self.moves, self.move_squares, self.move_candidates
        twin.aa, twin.aloft, twin.tail = self.aa, self.aloft, self.tail
        return twin

    def listed(self, action) -> bool:
        """This very action object was listed as legal here: ``apply`` need not check it again."""
        legal = self.legal
        return legal is not None and any(map(is_, legal, repeat(action)))


def position(state) -> Position:
    """The state's derived tables, built now if ``apply`` (or ``State.changed``) dropped them."""
    pos = state.derived
    if pos is None:
        pos = state.derived = Position(taken_masks(state))
    return pos


def aloft_cells(state, pos: Position) -> frozenset:
    """The cells of the planes aloft, both sides, kept in the state's derived tables ``pos``."""
    if pos.aloft is None:
        pos.aloft = frozenset(p.cell for f in state.fleets.values() for p in f.planes.values()
                              if p.status == "aloft")
    return pos.aloft


def taken_masks(state) -> list:
    """square -> mask of the cells taken in it: the keys of ``State.occupant`` as masks."""
    b = state.board
    masks = list(b.fixed_cells(tuple(isl.cells for isl in state.islands)).masks)
    square, bit = b.cell_square, b.cell_bit
    for f in state.fleets.values():
        battery = f.battery
        if battery.cell is not None and not battery.captured:
            c = battery.cell
            masks[square[c]] |= bit[c]
        for s in f.ships.values():
            if s.cells and not s.sunk:
                for c in s.cells:
                    masks[square[c]] |= bit[c]
        for p in f.planes.values():
            if p.status == "aloft":
                c = p.cell
                masks[square[c]] |= bit[c]
    return masks
