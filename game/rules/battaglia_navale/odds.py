"""The odds of a fire before it is made (issue 15), computed exactly from what both players see.

A fire draws ``n`` cards from the top of the face-down fire deck (BN Fire); each card lays its red
marks on the target square. The deck's order is unknown to the players but its composition is
known: the 20 cards, always all in the deck (used cards go back to its bottom). Decided
(docs/rules/battaglia-navale.md, BN Fire): the chance treats the next ``n`` cards as any ``n`` of
the 20, as a player who does not track the order the cards went to the bottom sees them. The
positions of both fleets are open (BN Preliminaries), so which cells of the square a mark would
hit is known: the chance of at least one hit is 1 - C(misses, n) / C(20, n), where ``misses`` are
the cards none of whose marks falls on a cell that scores.
"""
from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from math import comb

from ..chance import percent
from .state import State

SCORES = ("hit", "sunk", "battery", "polaris_reset", "plane_down")  # as card_fire counts its hits


@dataclass(frozen=True)
class FireOdds:
    cards: int             # cards drawn
    hit: Fraction          # chance of at least one hit on the enemy
    own: Fraction          # chance of at least one mark on one's own ship or battery (friendly fire)

    def describe(self) -> str:
        """ "3 cards, 62% to hit" """
        return f"{self.cards} card{'s' if self.cards != 1 else ''}, {percent(self.hit)} to hit"


def scoring_cells(state: State, side: str, target: int, kind: str) -> tuple[set, set]:
    """The cells of the target square where a mark scores against the enemy, and where it would
    hit one's own ship or battery (only with the option friendly fire), as combat._mark decides:
    land and planes aloft take a surface mark into the water, the submarine is invulnerable
    (BN Polaris), a turned Polaris counter goes back face down (a hit), anti-aircraft marks
    score only on enemy planes aloft (BN Aircraft)."""
    cells = set(state.board.square_cells_of(target))
    enemy_hits, own_hits = set(), set()
    aloft = {p.cell: f.side for f in state.fleets.values() for p in f.planes.values() if p.status == "aloft"}
    if kind == "anti_aircraft":
        return {c for c in cells if c in aloft and aloft[c] != side}, set()
    friendly = state.options.get("friendly_fire", False)
    land = state.land_cells()
    for cell in cells:
        if cell in land or cell in aloft:
            continue
        for f in state.fleets.values():
            mine = f.side == side
            hit = None
            for s in f.ships.values():
                if s.afloat and cell in s.cells:
                    hit = s.unit != "S" and (not mine or friendly)
                    break
            else:
                if f.battery.active and f.battery.cell == cell:
                    hit = not mine or friendly
                else:
                    for n, pc in state.board.platform_cells[f.side].items():
                        if pc == cell:
                            hit = not mine and n in f.polaris_turned
                            break
            if hit is None:
                continue
            if hit:
                (own_hits if mine else enemy_hits).add(cell)
            break
    return enemy_hits, own_hits


def _at_least_one(cards: list, cells: set, n: int) -> Fraction:
    total = len(cards)
    n = min(n, total)
    if n <= 0 or not cells:
        return Fraction(0)
    misses = sum(1 for c in cards if not any(m in cells for m in c))
    return 1 - Fraction(comb(misses, n), comb(total, n))


def fire_odds(state: State, side: str, target: int, n_cards: int, kind: str = "fire") -> FireOdds:
    """The chance that ``n_cards`` fire cards at ``target`` score at least one hit (BN Fire)."""
    origin = state.board.square_origin(target)
    cards = [tuple((origin[0] + dx, origin[1] + dy) for dx, dy in c.marks) for c in state.data.fire_cards.values()]
    enemy_hits, own_hits = scoring_cells(state, side, target, kind)
    return FireOdds(n_cards, _at_least_one(cards, enemy_hits, n_cards), _at_least_one(cards, own_hits, n_cards))
