"""The odds of a dogfight before it is declared (issue 15), computed exactly.

A dogfight (CS Dogfights 4-8): each pilot's disc is shown; the stronger deals himself one extra
card per point of advantage, each keeps his five highest, orders them face down, and the five
face-offs are turned over; the most face-offs won wins, a tie loses both planes, and the winner
must find a free rear deck or is lost at sea.

What the seat may see (Rules.view): its own discs, and the enemy discs shown in an earlier
dogfight; an enemy plane whose disc is hidden is averaged over the discs its side may still have
(its 8 discs less those shown on its planes still in the game; decided, docs/rules/carrier-strike.md:
each is taken as equally likely). Each player orders his cards without seeing the other's order,
so the cards meet in a random pairing (decided, same place): the chance is counted over every
dealt hand of both decks and every pairing of the two hands, without sampling.
"""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache
from itertools import permutations
from math import comb

from ..chance import percent
from . import fleet
from .state import Plane, State


LOST_AT_SEA = ", then lost at sea: no free rear deck"   # why a plane that comes back is lost (CS Torpedo Runs 3)


@dataclass(frozen=True)
class DogfightOdds:
    win: Fraction        # the challenger wins (and returns to a rear deck, if one is free)
    tie: Fraction        # both planes are lost
    lose: Fraction       # the challenger is shot down
    lost_at_sea: bool    # no free rear deck now: a winning challenger is lost at sea (CS Dogfights 8)

    @property
    def plane_lost(self) -> Fraction:
        """The chance the challenger does not come back."""
        return 1 if self.lost_at_sea else self.tie + self.lose

    def describe(self) -> str:
        """ "wins 58%" or "wins 58%, then lost at sea: no free rear deck" (CS Dogfights 8) """
        text = f"wins {percent(self.win)}"
        return text + LOST_AT_SEA if self.lost_at_sea else text


# -- one dogfight between two known pilots -----------------------------------------------
@lru_cache(maxsize=None)
def _pairing(pattern: tuple) -> tuple:
    """(wins, ties, losses) of the first hand over every pairing of two hands whose merged
    order is ``pattern``: per value, highest first, (cards of the first, cards of the second)."""
    mine, theirs = [], []
    for rank, (a, b) in enumerate(pattern):
        mine += [rank] * a
        theirs += [rank] * b
    # rows[i][j]: face-off of my i-th card against their j-th (+1 mine higher, -1 theirs)
    rows = [[(x < y) - (x > y) for y in theirs] for x in mine]
    win = tie = lose = 0
    for order in _orders(len(theirs)):
        score = sum([row[j] for row, j in zip(rows, order)])
        if score > 0:
            win += 1
        elif score == 0:
            tie += 1
        else:
            lose += 1
    return win, tie, lose


@lru_cache(maxsize=None)
def _orders(n: int) -> tuple:
    return tuple(permutations(range(n)))


def duel(data, extra_a: int, extra_b: int) -> tuple:
    """(win, tie, lose) of the first plane when the first deals 5 + extra_a and the second
    5 + extra_b cards from its own deck and each keeps its five highest (CS Dogfights 5-7),
    with the deck and counts of ``data`` (data.Data)."""
    return _duel(extra_a, extra_b, data.dogfight_deck, data.cards_dealt, data.cards_kept)


@lru_cache(maxsize=None)
def _duel(extra_a: int, extra_b: int, deck: tuple, dealt: int, kept: int) -> tuple:
    values = Counter(deck)
    order = sorted(values, reverse=True)
    # states: (kept by a, kept by b, pattern so far) -> ways; the values are scanned highest first
    states = {(0, 0, ()): 1}
    for v in order:
        c = values[v]
        lower = sum(n for w, n in values.items() if w < v)
        nxt: dict = {}
        for (i, j, pattern), ways in states.items():
            for a, wa, ka in _picks(i, c, lower, kept, dealt + extra_a):
                for b, wb, kb in _picks(j, c, lower, kept, dealt + extra_b):
                    key = (i + ka, j + kb, pattern + ((ka, kb),) if ka or kb else pattern)
                    nxt[key] = nxt.get(key, 0) + ways * wa * wb
        states = nxt
    total = comb(len(deck), dealt + extra_a) * comb(len(deck), dealt + extra_b)
    win = tie = lose = Fraction(0)
    for (i, j, pattern), ways in states.items():
        if i != kept or j != kept:
            continue
        w, t, l_ = _pairing(pattern)
        n = w + t + l_
        win += Fraction(ways * w, total * n)
        tie += Fraction(ways * t, total * n)
        lose += Fraction(ways * l_, total * n)
    return win, tie, lose


@lru_cache(maxsize=None)
def _picks(have: int, copies: int, lower: int, kept: int, dealt: int) -> tuple:
    return tuple(_each_pick(have, copies, lower, kept, dealt))


def _each_pick(have: int, copies: int, lower: int, kept: int, dealt: int):
    """The ways a hand that keeps ``have`` cards so far takes the copies of one value: (dealt
    copies, ways, kept copies). When the hand fills up here, the rest of the deal comes from this
    value's spare copies and the lower cards, in C(lower, rest) ways; a full hand takes nothing more."""
    if have == kept:
        yield 0, 1, 0
        return
    for a in range(copies + 1):
        ways = comb(copies, a)
        if have + a < kept:
            yield a, ways, a
            continue
        keep = kept - have
        rest = dealt - kept - (a - keep)
        if rest < 0 or rest > lower:
            continue
        yield a, ways * comb(lower, rest), keep


def advantage(a: int, b: int) -> tuple:
    """Extra cards dealt to each pilot: the difference of the discs (CS Dogfights 4-5)."""
    return max(0, a - b), max(0, b - a)


# -- what the seat may see -------------------------------------------------------------------
def possible_discs(state: State, plane: Plane, seat: str) -> list:
    """The discs ``plane`` may carry as ``seat`` sees it: its own when shown or on the seat's side,
    else the discs its side may still have (8 less those shown on its planes in the game)."""
    mine = state.side_of(seat) == plane.side
    if (mine or plane.revealed) and plane.pilot is not None:
        return [plane.pilot]
    return discs_left(state, plane)


def discs_left(state: State, plane: Plane) -> list:
    """The discs a plane whose own is not known may carry: its side's 8 less those shown on its
    other planes in the game."""
    left = list(state.data.pilot_discs)
    for p in state.side_planes(plane.side):
        if p.id != plane.id and p.revealed and p.pilot is not None and p.pilot in left:
            left.remove(p.pilot)
    return left


def dogfight_odds(state: State, challenger: str, defender: str, seat: str) -> DogfightOdds:
    """The challenger's chances in a dogfight with ``defender`` as ``seat`` sees them now."""
    c, d = state.planes[challenger], state.planes[defender]
    win, tie, lose = chances(state.data, possible_discs(state, c, seat), possible_discs(state, d, seat))
    return DogfightOdds(win, tie, lose, not fleet.landing_options(state, c))


def chances(data, mine: list, theirs: list) -> tuple:
    """(win, tie, lose) of a pilot whose disc is one of ``mine`` against one of ``theirs``, each
    disc of a list as likely."""
    n = len(mine) * len(theirs)
    win = tie = lose = Fraction(0)
    for a in mine:
        for b in theirs:
            w, t, l_ = duel(data, *advantage(a, b))
            win, tie, lose = win + w / n, tie + t / n, lose + l_ / n
    return win, tie, lose


# -- other declarations that may lose the plane -------------------------------------------------
def loss_note(state: State, action) -> str:
    """What a torpedo run or a sacrifice dive costs the plane, said before it is declared:
    a plane that drops its torpedo returns to a free rear deck or is lost at sea (CS Torpedo
    Runs 2-3); a diving plane is lost whether it strikes or is avoided (CS Sacrifice 5-6)."""
    from .actions import DeclareSacrifice, Drop
    if isinstance(action, Drop):
        return "" if fleet.landing_options(state, state.planes[action.plane]) else LOST_AT_SEA[2:]
    if isinstance(action, DeclareSacrifice):
        return "the plane is lost either way"
    return ""


# -- the roll for planes: is an attack within reach? ----------------------------------------
@dataclass(frozen=True)
class ReachOdds:
    chance: Fraction      # the roll lets a plane of this throw end its movement able to attack

    def describe(self) -> str:
        """ "an attack in reach: 67%" or "no attack in reach" """
        return f"an attack in reach: {percent(self.chance)}" if self.chance else "no attack in reach"


def _points(state: State) -> dict:
    """points -> chance, for the standard dice of this game (CS Start 1; option plane_dice)."""
    dist = {0: Fraction(1)}
    for _ in range(state.options["plane_dice"]):
        nxt: dict = {}
        for total, p in dist.items():
            for face in range(1, state.data.die_sides + 1):
                nxt[total + face] = nxt.get(total + face, 0) + p / state.data.die_sides
        dist = nxt
    return dist


_FIELDS = ("carrier", "deck_part", "cell", "torpedo", "command", "seat", "sacrifice")


def _where(state: State, plane: Plane) -> tuple:
    """What a one-point move of this plane may change: where it is (on a deck part, in
    flight), its torpedo and command (a landing, CS Teams 3), the torpedoes aboard each
    carrier (a launch with one, CS Planes 5), and which planes moved in this throw."""
    return (tuple(getattr(plane, f) for f in _FIELDS), tuple(c.torpedoes for c in state.carriers.values()),
            state.moved)


def _put(state: State, plane: Plane, where: tuple) -> None:
    fields, torpedoes, moved = where
    for f, v in zip(_FIELDS, fields):
        setattr(plane, f, v)
    for c, n in zip(state.carriers.values(), torpedoes):
        c.torpedoes = n
    state.moved = moved


def reach_points(rules, state: State, most: int) -> dict:
    """plane id -> (the numbers of points after which it can end its movement able to
    declare a torpedo run, a dogfight or a sacrifice dive (CS Torpedo Runs 1, Dogfights 1,
    Sacrifice 2); the numbers of points it can fly at all), each plane flying alone (taxi,
    launch, fly and land, one point a move, CS Planes 1-7) with every other piece where it
    stands, up to ``most`` points. Made with the engine's own one-point moves and
    declarations on one copy of the position, each move made from the place it starts and
    what it changed put back after."""
    from .actions import Fly
    from .combat import declarations
    handlers = rules._handlers   # the engine's own moves, without the turn's bookkeeping
    work = rules.clone(state)
    out = {}
    for plane in work.planes.values():
        if plane.command not in work.throw.command or plane.sacrifice is not None:
            continue
        pid, attack, fly = plane.id, set(), {0}
        start = _where(work, plane)
        layer = {start}
        for points in range(1, most + 1):
            nxt = set()
            for where in layer:
                _put(work, plane, where)
                fields, torpedoes, moved = where
                flown = moved | {pid}
                for a in fleet.plane_moves(work, plane):
                    if type(a) is Fly:   # most moves: only the plane's space changes (CS Planes 2)
                        nxt.add((fields[:2] + (a.cell,) + fields[3:], torpedoes, flown))
                        continue
                    _put(work, plane, where)
                    handlers[type(a)](work, a, [])
                    nxt.add(_where(work, plane))
            layer = nxt
            if not layer:
                break
            fly.add(points)
            for where in layer:
                _put(work, plane, where)
                work.moved = frozenset({pid})
                if any(getattr(d, "plane", None) == pid for d in declarations(work)):
                    attack.add(points)
                    break
        _put(work, plane, start)
        out[pid] = (attack, fly)
    return out


def attack_odds(rules, state: State) -> ReachOdds:
    """Before "Roll for planes": the chance that the roll lets a plane of this throw end its
    movement able to attack, counted exactly over the faces of the standard dice. A roll
    will do when one plane can end able to attack after some of the points and the other
    planes can fly the rest between them (all of them must be flown, CS Planes 1, unless
    the option lets points go unused); each plane's moves are counted from where the others
    stand (decided, docs/rules/carrier-strike.md). The positions are open to both sides:
    nothing the seat may not see is read."""
    dist = _points(state)
    reach = reach_points(rules, state, max(dist))
    partial = state.options.get("partial_moves", False)
    chance = Fraction(0)
    for points, p in dist.items():
        for pid, (attack, _) in reach.items():
            rest = {0}   # the points the other planes can fly between them
            for other, (_, fly) in reach.items():
                if other != pid:
                    rest = {r + f for r in rest for f in fly if r + f <= points}
            if any(points - j in rest or (partial and points - j >= 0) for j in attack):
                chance += p
                break
    return ReachOdds(chance)


def carrier_roll_note(data) -> str:
    """Before "Roll for a carrier": the T/F die's chances, from the faces of ``data``
    (data.Data; CS Carriers 1-2; house data: three T, three F), e.g. "turn 50%, forward 50%"."""
    faces = data.tf_faces
    t = Fraction(faces.count("T"), len(faces))
    return f"turn {percent(t)}, forward {percent(1 - t)}"


# -- a torpedo coming: before a torpedo run, and before a carrier moves (issue 31) ----------------
def torpedo_run_note(state: State, action) -> str:
    """Before "Torpedo run": when the torpedo reaches its target if the target stays, and the
    chance it hits counted over the target side's T/F rolls, as if that side rolled for a
    carrier on each of its turns until then and steered the target out of the torpedo's row
    whenever the roll let it (decided, docs/rules/carrier-strike.md): "hits Y1 in 5 turns: 3%
    if it steers away"."""
    from .combat import _path, run_target
    plane = state.planes[action.plane]
    direction = state.direction_names.index(action.direction)
    target = run_target(state, plane, direction, state.data.torpedo_run)
    if target is None:
        return ""
    drop = state.grid.step(plane.cell, direction, state.data.torpedo_drop)
    row = (drop,) + _path(state, drop, direction)
    first = next((i for i, c in enumerate(row) if c in target.cells), None)
    if first is None:
        return ""
    speed = max(1, state.data.torpedo_speed)
    turns = -(-first // speed)
    chance = _still_in_row(state, target, row, speed, turns)
    return f"hits {target.id} in {turns} turn{'s' if turns != 1 else ''}: {percent(chance)} if it steers away"


def _still_in_row(state: State, target, row: tuple, speed: int, turns: int) -> Fraction:
    """The chance ``target`` is still in the torpedo's row when it arrives, its side rolling the
    T/F die on each of its ``turns`` and moving it away whenever that roll can."""
    faces = state.data.tf_faces
    p_turn = Fraction(faces.count("T"), len(faces))
    saved = target.cells, target.heading
    memo: dict = {}

    def chance(k: int, cells: tuple, heading: int) -> Fraction:
        ahead = set(row[(turns - k) * speed:])
        if ahead.isdisjoint(cells):
            return Fraction(0)
        if k == 0:
            return Fraction(1)
        key = (k, cells, heading)
        if key not in memo:
            total = Fraction(0)
            for p, options in ((1 - p_turn, (fleet.FORWARD,)), (p_turn, (fleet.LEFT, fleet.RIGHT))):
                best = chance(k - 1, cells, heading)   # stay: the other carrier moves, or the move is forfeited
                for turn in options:
                    target.cells, target.heading = cells, heading
                    move = fleet.plan_carrier_move(state, target, turn)
                    if move.forfeit is None:
                        best = min(best, chance(k - 1, move.cells, move.heading))
                total += p * best
            memo[key] = total
        return memo[key]

    try:
        return chance(turns, target.cells, target.heading)
    finally:
        target.cells, target.heading = saved


def carrier_move_note(state: State, move) -> str:
    """Before a carrier moves: what it does about the torpedoes under way (CS Torpedo Runs 5):
    "out of T2's path", "still in T2's path", "into T2's path", "onto T2: a hit"; "" when
    no torpedo runs toward it either way."""
    carrier = state.carriers[move.carrier]
    notes = []
    for tid in sorted(state.torpedoes, key=lambda t: int(t[1:])):
        t = state.torpedoes[tid]
        if t.cell in move.cells:
            return f"onto {tid}: a hit"
        path = set(t.path)
        before, after = not path.isdisjoint(carrier.cells), not path.isdisjoint(move.cells)
        if before and not after:
            notes.append(f"out of {tid}'s path")
        elif before:
            notes.append(f"still in {tid}'s path")
        elif after:
            notes.append(f"into {tid}'s path")
    return ", ".join(notes)
