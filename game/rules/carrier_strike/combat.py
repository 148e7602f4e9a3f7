"""Torpedo runs, hits, sacrifice attacks and dogfights.

Rules: CS Torpedo Runs 1-8, CS Sacrifice 1-6, CS Dogfights 1-8.
"""
from __future__ import annotations

from ..core import Event
from .actions import DeclareDogfight, DeclareSacrifice, Drop, shared
from .state import Carrier, Dogfight, Plane, Sacrifice, State, Torpedo, compass_word, toward


def _path(state: State, cell, direction: int, limit: int | None = None) -> tuple:
    """The board's cells in a straight line from ``cell`` (not included), up to ``limit``."""
    if cell in state.tables.cells:
        rays = state.tables.rays[cell]
        ray = rays[direction % 6]
        return ray if limit is None else ray[:limit]
    out, here = [], cell  # from off the board
    while limit is None or len(out) < limit:
        here = state.grid.step(here, direction)
        if not state.grid.contains(here):
            break
        out.append(here)
    return tuple(out)


# The kinds of event that take a plane out of the game or sink a carrier: only after one
# of them can a side be beaten (CS Winning).
LOSSES = frozenset({"plane_lost", "lost_at_sea", "sacrifice_avoided", "strike", "sunk"})


def lose_plane(state: State, plane: Plane, events: list, kind: str, text: str) -> None:
    assert kind in LOSSES, kind
    del state.planes[plane.id]
    state.planes_lost[plane.side] = state.planes_lost.get(plane.side, 0) + 1
    events.append(Event(kind, text, {"plane": plane.id, "side": plane.side, "cell": plane.cell}))


# -- hits (CS Torpedo Runs 5-6) -------------------------------------------------------
def hit(state: State, carrier: Carrier, by: str, events: list) -> None:
    carrier.hits += 1
    events.append(Event("hit", f"{by} hits carrier {carrier.id} (hit {carrier.hits})",
                        {"carrier": carrier.id, "by": by, "hits": carrier.hits}))
    aboard = [p for p in state.planes.values() if p.carrier == carrier.id]
    if carrier.hits >= state.data.hits_sink:
        carrier.sunk = True
        carrier.torpedoes = 0
        events.append(Event("sunk", f"Carrier {carrier.id} sinks with everything aboard",
                            {"carrier": carrier.id, "planes": [p.id for p in aboard]}))
    elif carrier.hits >= state.data.hits_destroy_planes and aboard:
        events.append(Event("planes_destroyed", f"The planes aboard {carrier.id} are destroyed: "
                            + ", ".join(p.id for p in aboard),
                            {"carrier": carrier.id, "planes": [p.id for p in aboard]}))
    if carrier.hits >= state.data.hits_destroy_planes:
        for p in aboard:
            lose_plane(state, p, events, "plane_lost", f"Plane {p.id} is lost aboard {carrier.id}")


def hull_map(state: State) -> dict:
    """Space -> the carrier afloat on it (what ``state.carrier_at`` answers), read once."""
    return {cell: c for c in reversed(state.carriers.values()) if c.cells and not c.sunk for cell in c.cells}


# -- torpedo runs (CS Torpedo Runs) ---------------------------------------------------
def run_target(state: State, plane: Plane, direction: int, distance: int, hulls: dict | None = None) -> Carrier | None:
    """The enemy carrier whose space lies exactly ``distance`` away in a straight line."""
    cell = state.tables.ahead(plane.cell, direction, distance)  # None: off the board
    if cell is None:
        return None
    target = hulls.get(cell) if hulls is not None else state.carrier_at(cell)
    if target is not None and target.side != plane.side:
        return target
    return None


def nearest_space(state: State, cell, carrier: Carrier) -> int:
    """How many spaces ``cell`` is from the carrier: from its nearest space."""
    distance = state.grid.distance
    return min(distance(cell, c) for c in carrier.cells)


def attack_spots(state: State, carrier: Carrier, spaces: int) -> set:
    """The spaces from which a run (``spaces`` 6) or a dive (4) at this carrier can start:
    exactly that far from its nearest space, in line with one of its spaces (CS Torpedo
    Runs 1, CS Sacrifice 2). For the scene's range overlay."""
    out = set()
    for cell in carrier.cells:
        for d in range(6):
            ray = state.tables.rays[cell][d]
            if len(ray) >= spaces and nearest_space(state, ray[spaces - 1], carrier) == spaces:
                out.add(ray[spaces - 1])
    return out


def drop_directions(state: State, plane: Plane, hulls: dict | None = None) -> list:
    """Directions in which this plane can drop its torpedo now (CS Torpedo Runs 1-2)."""
    if not (plane.cell is not None and plane.torpedo and plane.sacrifice is None):
        return []
    if hulls is None:
        hulls = hull_map(state)
    out = []
    for d, aim, drop in state.tables.runs[plane.cell]:
        target = hulls.get(aim)  # a space of an enemy carrier six spaces away, in line (1) ...
        if target is not None and target.side != plane.side and drop not in hulls:  # house: not onto a carrier
            if nearest_space(state, plane.cell, target) == state.data.torpedo_run:  # ... and none of it nearer
                out.append(d)
    return out


def drop_torpedo(state: State, plane: Plane, direction: int, events: list) -> Torpedo:
    cell = state.grid.step(plane.cell, direction, state.data.torpedo_drop)
    target = run_target(state, plane, direction, state.data.torpedo_run)
    torpedo = Torpedo(f"T{state.next_torpedo}", plane.side, cell, direction,
                      state.direction_names[direction], _path(state, cell, direction))
    state.next_torpedo += 1
    state.torpedoes[torpedo.id] = torpedo
    plane.torpedo = False
    events.append(Event("torpedo_dropped",
                        f"{plane.id} drops torpedo {torpedo.id} at {target.id}, heading {compass_word(torpedo.direction_name)}",
                        {"plane": plane.id, "torpedo": torpedo.id, "cell": cell, "direction": direction,
                         "target": target.id, "path": torpedo.path}))
    return torpedo


def advance_torpedoes(state: State, side: str, events: list) -> None:
    """At the beginning of each of the owner's turns every torpedo runs one space
    (CS Torpedo Runs 4); it hits the first carrier it reaches, its own side's included (7)."""
    if not state.torpedoes:
        return
    for tid in sorted((t for t in state.torpedoes if state.torpedoes[t].side == side),
                      key=lambda t: int(t[1:])):
        torpedo = state.torpedoes[tid]
        for _ in range(state.data.torpedo_speed):
            here = state.grid.step(torpedo.cell, torpedo.direction)
            if not state.grid.contains(here):
                del state.torpedoes[tid]
                events.append(Event("torpedo_gone", f"Torpedo {tid} runs off the board",
                                    {"torpedo": tid, "cell": torpedo.cell}))
                break
            src, torpedo.cell = torpedo.cell, here
            torpedo.path = _path(state, here, torpedo.direction)
            carrier = state.carrier_at(here)
            events.append(Event("torpedo_moved", f"Torpedo {tid} runs {toward(state, src, here)}",
                                {"torpedo": tid, "from": src, "to": here}))
            if carrier is not None:
                del state.torpedoes[tid]
                hit(state, carrier, f"Torpedo {tid}", events)
                break


def torpedoes_under(state: State, carrier: Carrier, events: list) -> None:
    """A carrier that moves onto a torpedo's space is hit by it (CS Torpedo Runs 5, decided:
    a torpedo "reaches a space occupied by an enemy carrier" whichever of the two moved;
    only planes and torpedoes share a space with a torpedo, 8), its own side's too (7)."""
    if not state.torpedoes:
        return
    for tid in sorted(state.torpedoes, key=lambda t: int(t[1:])):
        torpedo = state.torpedoes[tid]
        if torpedo.cell in carrier.cells and carrier.afloat:
            del state.torpedoes[tid]
            events.append(Event("torpedo_met", f"{carrier.id} sails onto torpedo {tid}",
                                {"torpedo": tid, "carrier": carrier.id, "cell": torpedo.cell}))
            hit(state, carrier, f"Torpedo {tid}", events)


# -- sacrifice attacks (CS Sacrifice) ----------------------------------------------------
def side_out_of_torpedoes(state: State, side: str) -> bool:
    """All the side's torpedoes are spent: none aboard its carriers, none carried (CS Sacrifice 1)."""
    for c in state.carriers.values():
        if c.side == side and c.torpedoes and c.afloat:
            return False  # some aboard
    for p in state.planes.values():
        if p.side == side and p.torpedo:
            return False  # one carried
    return True


def sacrifice_directions(state: State, plane: Plane, spent: bool | None = None, hulls: dict | None = None) -> list:
    """Directions of a sacrifice attack this plane may declare (CS Sacrifice 1-2); ``spent``
    is side_out_of_torpedoes of its side when the caller has read it."""
    if plane.cell is None or plane.sacrifice is not None or plane.torpedo:
        return []
    if not (side_out_of_torpedoes(state, plane.side) if spent is None else spent):
        return []
    if hulls is None:
        hulls = hull_map(state)
    out = []
    for d, aim in state.tables.dives[plane.cell]:
        target = hulls.get(aim)  # a space of an enemy carrier four spaces away, in line ...
        if target is not None and target.side != plane.side:
            if nearest_space(state, plane.cell, target) == state.data.sacrifice_distance:  # ... and none of it nearer
                out.append(d)
    return out


def declare_sacrifice(state: State, plane: Plane, direction: int, events: list) -> None:
    target = run_target(state, plane, direction, state.data.sacrifice_distance)
    plane.sacrifice = Sacrifice(target.id, direction, state.data.sacrifice_distance,
                                _path(state, plane.cell, direction, state.data.sacrifice_distance))
    events.append(Event("sacrifice_declared",
                        f"{plane.id} begins a sacrifice attack on {target.id}, diving {state.direction_names[direction]}",
                        {"plane": plane.id, "target": target.id, "direction": direction,
                         "path": plane.sacrifice.path}))


def check_sacrifices(state: State, events: list) -> None:
    """A diving plane whose target has left its path is lost at once (CS Sacrifice 6)."""
    for plane in list(state.planes.values()):
        dive = plane.sacrifice
        if dive is None:
            continue
        dive.path = _path(state, plane.cell, dive.direction, dive.spaces_left)
        target = state.carriers[dive.target]
        if not target.afloat or not any(c in target.cells for c in dive.path):
            lose_plane(state, plane, events, "sacrifice_avoided",
                       f"{target.id} escapes the sacrifice attack of {plane.id}; the plane is lost")


def advance_sacrifices(state: State, side: str, events: list) -> None:
    """Each diving plane advances one space at the beginning of its side's turn (CS Sacrifice 3)."""
    diving = [p for p in state.planes.values() if p.sacrifice is not None]
    if not diving:
        return  # nobody dives (and check_sacrifices would find nothing)
    for plane in sorted((p for p in diving if p.side == side), key=lambda p: p.id):
        dive = plane.sacrifice
        here = state.grid.step(plane.cell, dive.direction, state.data.sacrifice_speed)
        if not state.grid.contains(here):
            lose_plane(state, plane, events, "sacrifice_avoided", f"{plane.id} dives off the board and is lost")
            continue
        carrier = state.carrier_at(here)
        if carrier is not None:  # CS Sacrifice 5: a strike equal to a torpedo's
            src = plane.cell
            lose_plane(state, plane, events, "strike",
                       f"{plane.id} strikes carrier {carrier.id} in a sacrifice attack")
            events[-1].data.update({"from": src, "to": here, "carrier": carrier.id})
            hit(state, carrier, f"{plane.id}'s sacrifice", events)
            continue
        if state.plane_at(here) is not None:  # house: planes never share a space (CS Planes 6)
            events.append(Event("sacrifice_blocked", f"{plane.id}'s dive is blocked by a plane this turn",
                                {"plane": plane.id, "cell": here}))
            continue
        src, plane.cell = plane.cell, here
        dive.spaces_left -= 1
        events.append(Event("sacrifice_advanced", f"{plane.id} dives {toward(state, src, here)}",
                            {"plane": plane.id, "from": src, "to": here}))
    check_sacrifices(state, events)


# -- declarations at the end of a throw -------------------------------------------------
def declarations(state: State) -> list:
    """Every torpedo run, dogfight and sacrifice attack the planes that moved in this throw
    may declare now, plane by plane (CS Torpedo Runs 1, CS Dogfights 1-3, CS Sacrifice 1-2)."""
    command, moved = state.throw.command, state.moved
    if not moved:
        return []  # no plane moved in this throw: none ends a movement within reach
    flying = [p for p in state.planes.values() if p.cell is not None]
    # planes of this throw that launched or flew in it (CS Torpedo Runs 1, Dogfights 1,
    # Sacrifice 2: "end the movement of your plane"), not diving (CS Sacrifice 3)
    mine = [p for p in flying if p.id in moved and p.command in command and p.sacrifice is None]
    if not mine:
        return []
    names, tables = state.direction_names, state.tables
    bit = tables.bit
    enemy_hulls: dict = {}  # side -> the spaces of the enemy carriers afloat (bits: SeaTables.bits)
    enemies: dict = {}  # side -> the enemy planes in flight
    enemy_cells: dict = {}  # side -> their spaces (bits)
    spent: dict = {}  # side -> all its torpedoes spent (CS Sacrifice 1)
    hulls = None  # space -> carrier afloat, read once a run or a dive is in sight
    out = []
    for plane in mine:
        side, cell = plane.side, plane.cell
        if side not in enemy_hulls:
            hull_bits, cells = 0, 0
            for carrier in state.carriers.values():
                if carrier.side != side and carrier.cells and not carrier.sunk:
                    hull_bits |= tables.hull_bits[carrier.cells]
            enemies[side] = [e for e in flying if e.side != side]
            for e in enemies[side]:
                cells |= bit.get(e.cell, 0)
            enemy_hulls[side], enemy_cells[side] = hull_bits, cells
        drops = ()
        if plane.torpedo and enemy_hulls[side] & tables.run_aims[cell]:
            hulls = hull_map(state) if hulls is None else hulls
            drops = drop_directions(state, plane, hulls)
            out.extend(shared(Drop, plane.id, names[d]) for d in drops)
        near = tables.dogfight_reach[cell]  # CS Dogfights 1: enemy planes in flight within range
        if enemy_cells[side] & near:
            for enemy in enemies[side]:
                if near & bit.get(enemy.cell, 0):
                    out.append(shared(DeclareDogfight, plane.id, enemy.id))
                    out.extend(shared(DeclareDogfight, plane.id, enemy.id, names[d]) for d in drops)  # CS Dogfights 3
        if not plane.torpedo and enemy_hulls[side] & tables.dive_aims[cell]:
            if side not in spent:
                spent[side] = side_out_of_torpedoes(state, side)
            if spent[side]:
                hulls = hull_map(state) if hulls is None else hulls
                out.extend(shared(DeclareSacrifice, plane.id, names[d])
                           for d in sacrifice_directions(state, plane, True, hulls))
    return out


# -- dogfights (CS Dogfights) -----------------------------------------------------------
def start_dogfight(state: State, challenger: Plane, defender: Plane, fire: int | None, events: list) -> None:
    events.append(Event("dogfight_declared", f"{challenger.id} challenges {defender.id} to a dogfight",
                        {"challenger": challenger.id, "defender": defender.id}))
    if fire is not None:  # CS Dogfights 3: the challenger at run distance may fire instead
        drop_torpedo(state, challenger, fire, events)
    for p in (challenger, defender):
        if p.torpedo:
            p.torpedo = False
            events.append(Event("torpedo_jettisoned", f"{p.id} loses its torpedo before the dogfight",
                                {"plane": p.id}))
    for p in (challenger, defender):
        p.revealed = True
    a, b = challenger.pilot, defender.pilot
    events.append(Event("pilots_revealed", f"Pilot discs: {challenger.id} has a {a}, {defender.id} a {b}",
                        {challenger.id: a, defender.id: b}))
    advantage = {challenger.id: max(0, a - b), defender.id: max(0, b - a)}
    dealt, hands = {}, {}
    for p in (challenger, defender):  # CS Dogfights 5-6
        deck = list(state.data.dogfight_deck)
        state.rng.shuffle(deck, "Dogfight deck")
        dealt[p.id] = deck[:state.data.cards_dealt + advantage[p.id]]
        hands[p.id] = sorted(dealt[p.id], reverse=True)[:state.data.cards_kept]
    events.append(Event("cards_dealt",
                        f"{challenger.id} is dealt {len(dealt[challenger.id])} cards, "
                        f"{defender.id} {len(dealt[defender.id])}; each keeps {state.data.cards_kept}",
                        {"counts": {k: len(v) for k, v in dealt.items()}, "advantage": advantage}))
    state.dogfight = Dogfight(challenger.id, defender.id,
                              {challenger.id: challenger.seat, defender.id: defender.seat},
                              {challenger.id: a, defender.id: b}, advantage, dealt, hands,
                              to_order=[challenger.id, defender.id])


def play_dogfight(state: State, events: list) -> list:
    """Turn the ordered cards over face-off by face-off (CS Dogfights 7) and settle the
    planes (8). Returns the id of the plane that must return to a deck, if any."""
    df = state.dogfight
    c, d = df.challenger, df.defender
    df.score = {c: 0, d: 0}
    for i, (x, y) in enumerate(zip(df.orders[c], df.orders[d]), start=1):
        df.faceoffs.append((x, y))
        if x != y:
            df.score[c if x > y else d] += 1
        events.append(Event("face_off", f"Face-off {i}: {c} {x} against {d} {y}",
                            {"index": i, c: x, d: y, "score": dict(df.score)}))
    df.done = True
    state.last_dogfight, state.dogfight = df, None
    if df.score[c] == df.score[d]:
        events.append(Event("dogfight_result", f"The dogfight between {c} and {d} is a tie: both are lost",
                            {"winner": None, "score": dict(df.score)}))
        for pid in (c, d):
            lose_plane(state, state.planes[pid], events, "plane_lost", f"Plane {pid} is shot down")
        return []
    winner, loser = (c, d) if df.score[c] > df.score[d] else (d, c)
    df.winner = winner
    events.append(Event("dogfight_result", f"{winner} wins the dogfight {df.score[winner]}-{df.score[loser]}",
                        {"winner": winner, "loser": loser, "score": dict(df.score)}))
    lose_plane(state, state.planes[loser], events, "plane_lost", f"Plane {loser} is shot down")
    return [winner]
