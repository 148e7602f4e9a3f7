"""Changing the flight path in flight: scrubbing the mission (7.0.5), Lost (7.9), and the
events that send the Wimpy to the nearest English field (events 11, 14)."""
from __future__ import annotations

from collections import deque

from .grt import d6_roll, table_roll
from .state import MissionState, PathMarker
from .steps import board, handler, log, push, table_die
from .survival import end


def _bfs(b, start, goals: set):
    """Shortest hex route from start to the nearest goal, start excluded (None if none)."""
    if start in goals:
        return []
    prev = {start: None}
    queue = deque([start])
    while queue:
        cur = queue.popleft()
        for n in b.neighbours(cur):
            if n in prev or not b.on_map(n):
                continue
            prev[n] = cur
            if n in goals:
                out = [n]
                while prev[out[-1]] != start:
                    out.append(prev[out[-1]])
                return out[::-1]
            queue.append(n)
    return None


def england(b) -> frozenset:
    return b.england_cells


def route(state: MissionState, budget: int, prefer_home: bool = True) -> list:
    """The cells of a new path home with at most `budget` markers: to 6 Group if it can be
    reached, else to the nearest hex of England, else as close as the markers go (7.9)."""
    b = board(state)
    start, prefix = state.wimpy, []
    if start == b.karmoy:  # the stacked homebound markers first, then back onto the map (7.10)
        prefix = [b.karmoy] * b.karmoy_markers[1]
        gates = b.karmoy_gates()
        start = min(gates, key=lambda g: min(b.grid.distance(g, e) for e in england(b)))
        prefix.append(start)
    to_home = _bfs(b, start, {b.home})
    to_england = _bfs(b, start, england(b)) or []
    cells = to_home if (prefer_home and to_home is not None and len(prefix) + len(to_home) <= budget) else to_england
    return (prefix + cells)[:budget]


def replace_path(state: MissionState, cells: list, ev: list, why: str) -> None:
    """Remove the unflown markers and lay the new route, face down, one per hex."""
    b = board(state)
    state.path = state.path[:state.position + 1]
    prev = state.wimpy
    if state.path:
        state.path[-1].exit = b.grid.direction_between(prev, cells[0]) if cells and cells[0] != b.karmoy \
            and prev != b.karmoy else None
    for i, cell in enumerate(cells):
        nxt = cells[i + 1] if i + 1 < len(cells) else None
        exit_ = b.grid.direction_between(cell, nxt) if nxt is not None and b.karmoy not in (cell, nxt) else None
        state.path.append(PathMarker(cell, "homebound", exit_, karmoy=cell == b.karmoy))
    last = cells[-1] if cells else state.wimpy
    where = "6 Group" if last == b.home else ("England" if b.hex(last).england else b.place(last))
    log(ev, "plan", f"{why}: {len(cells)} marker{'s' if len(cells) != 1 else ''} laid to {where}", path=[list(c) for c in cells])


def scrub(state: MissionState, ev: list, why: str) -> None:
    """7.0.5: cancel the mission: unused targetbound markers removed, the remaining homebound
    markers set a new path to 6 Group; still over England: simply land and scrub."""
    b = board(state)
    if state.scrubbed or state.leg == "homebound":
        return
    state.scrubbed = True
    log(ev, "scrub", f"{why}: the mission is scrubbed (7.0.5)")
    if b.hex(state.wimpy).england and state.wimpy != b.karmoy:
        end(state, ev, "landed", "Still over England: the Wimpy simply lands, mission scrubbed (7.0.5)")
        return
    budget = sum(1 for m in state.path[state.position + 1:] if m.leg == "homebound")
    replace_path(state, route(state, budget), ev, "Homebound markers re-laid")
    push(state, {"do": "go_home", "scrubbed": True})


def to_nearest_england(state: MissionState, ev: list, why: str, budget: int | None = None) -> None:
    if budget is None:
        budget = len(state.path) - state.position - 1
    cells = route(state, budget, prefer_home=False)
    replace_path(state, cells, ev, why)


@handler("lost")
def h_lost(state: MissionState, step: dict, ev: list) -> None:
    """7.9: d10 0-4 one hex, 5-9 two hexes; d6 on the direction chart; the remaining markers
    make the shortest route to England. Off the map: spared. Each die may be rerolled (6.4.2[1]):
    the distance always (the player judges), the direction unless it leaves the map."""
    b = board(state)
    t = state.data.tables["lost"]
    far = table_die(state, step, ev, "far",
                    lambda: table_roll(state, "Lost: distance off course",
                                       lambda d: "1 hex" if d <= t['one_hex_to'] else "2 hexes"),
                    lambda r: True)
    if far is None:
        return
    n = 1 if far["die"] <= t["one_hex_to"] else 2
    way = table_die(state, step, ev, "way",
                    lambda: d6_roll(state, "Lost: direction chart", lambda d: f"direction {d}"),
                    lambda r: b.on_map(b.grid.step(state.wimpy, b.directions[r["die"]], n)))
    if way is None:
        return
    cell = b.grid.step(state.wimpy, b.directions[way["die"]], n)
    if not b.on_map(cell):
        log(ev, "info", "The course would leave the map: you are spared the event (7.9)")
        return
    frm, state.wimpy = state.wimpy, cell
    log(ev, "move", f"Lost: the Wimpy is {n} hex{'es' if n > 1 else ''} off course, over {b.place(cell)} (7.9)",
        frm=frm, to=cell, lost=True, index=state.position)
    to_nearest_england(state, ev, "Lost: the remaining markers re-laid towards England (7.9)")
