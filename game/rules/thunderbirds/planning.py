"""Laying the flight path before take-off (TaW 6.5, 6.5.1, 6.5.3, 7.10).

What the rules accept and what they offer differ on purpose (docs/rules/thunderbirds.md, the
path-planning row beside TaW 6.5.1):

- accepted (``accepts``): every marker 6.5.1, 7.10 and Table 5 allow, and ``path reset`` while a
  marker is down, so every save ever made replays;
- offered (``plan_options``, the legal actions): only the markers after which the path can
  still be finished by the rules (8 to 12 markers, through the target and back to 6 Group,
  Table 5), so a path is laid in 8 to 12 choices and never runs into a dead end; ``path
  reset`` only in a dead end (reached by a marker typed or replayed, not by an offered one).
"""
from __future__ import annotations

from game.rules.core import RuleError

from . import actions as A
from .state import FLY, PathMarker
from .steps import board, log


def plan_state(state):
    b = board(state)
    cur = state.path[-1].cell if state.path else b.home
    reached = any(m.leg == "targetbound" and m.cell == state.target_cell for m in state.path)
    return b, cur, reached


class Plan:
    """The flight path being laid, read once for a position: the last hex, the markers laid,
    whether the target is reached, and the hexsides the markers already point to (Table 5).
    Kept in ``state.plan`` while the path grows marker by marker (``plan`` makes the next one
    from it), and read anew when the path is not the one it was made for (``current_plan``)."""
    __slots__ = ("b", "cur", "reached", "n", "target", "used", "last", "offers", "routes", "limits")

    def __init__(self, state=None):
        self.offers = None  # where of an offered action -> (hex, hexside of the last marker or None), plan_options
        if state is None:
            return  # (Plan.next fills it in)
        b = self.b = board(state)
        self.limits = state.data.tables["path"]  # the markers a path may have (6.5.1)
        path = state.path
        target = self.target = state.target_cell
        self.routes = None  # routes_for(b, target), once asked (plan_options)
        self.cur = path[-1].cell if path else b.home
        self.last = path[-1] if path else None
        self.n = len(path)  # markers laid; the next one is marker n + 1
        reached = False
        used = set()  # Table 5: (hex, hexside) of every marker pointing somewhere (all but the last)
        for m in path:
            if m.exit is not None:
                used.add((m.cell, m.exit))
            if m.cell == target and m.leg == "targetbound":
                reached = True
        self.reached = reached
        self.used = frozenset(used)

    def next(self, marker, side) -> "Plan":
        """The plan once `marker` is laid, the last one pointing to hexside `side` (or None)."""
        twin = Plan()
        twin.b, twin.target, twin.last, twin.n = self.b, self.target, marker, self.n + 1
        twin.limits = self.limits
        twin.routes = self.routes
        twin.cur = marker.cell
        twin.reached = self.reached or marker.cell == self.target
        twin.used = self.used if side is None else self.used | {(self.cur, side)}
        return twin

    def fits(self, state) -> bool:
        """This plan was made for the path of `state` as it is now."""
        path = state.path
        return (self.n == len(path) and (path[-1] if path else None) is self.last
                and self.target == state.target_cell and self.b is board(state))

    @property
    def exits(self) -> frozenset:
        """Table 5: the hexsides the earlier markers in the last hex point to."""
        return frozenset(d for c, d in self.used if c == self.cur)

    @property
    def key(self):
        return self.n, self.cur, self.reached


def current_plan(state) -> Plan:
    """``state.plan`` if it was made for the path as it is, else a Plan read from the path."""
    plan = state.plan
    if plan is None or not plan.fits(state):
        plan = state.plan = Plan(state)
    return plan


def offer(where) -> A.PlanHex:
    """The action `path ...` for a hex (or "karmoy"): one object per hex, made once."""
    action = OFFERS.get(where)
    if action is None:
        action = OFFERS[where] = A.PlanHex("karmoy" if where == "karmoy" else f"{where[0]},{where[1]}")
    return action


OFFERS: dict = {}


def plan_options(state):
    """The markers offered: those after which the path can still be finished (module doc)."""
    plan = current_plan(state)
    routes = plan.routes
    if routes is None:
        routes = plan.routes = routes_for(plan.b, plan.target, plan.limits)
    cur, used = plan.cur, plan.used
    out = []
    offers = plan.offers = {}
    for cell, side, after, action in routes.moves(plan.key):
        if side is not None:
            if (cur, side) in used:
                continue  # Table 5
            if after is not None and not finishable(routes, after, used, (cur, side)):
                continue
        elif after is not None and not finishable(routes, after, used):
            continue
        offers[action.where] = cell, side
        out.append(action)
    if not out and state.path:
        out.append(A.PlanHex("reset"))  # a dead end: only starting again helps
    return out


def accepts(state, action) -> bool:
    """The rules allow this `path ...` now (6.5.1, 7.10, Table 5), offered or not."""
    if action.where == "reset":
        return bool(state.path)
    if action.where == "karmoy":
        return karmoy_refusal(state) is None
    try:
        cell = action.cell
    except ValueError:
        return False
    return plan_refusal(state, cell) is None


def dead_end(state, action) -> str | None:
    """Why a marker the rules accept is not offered: the path could not be finished from it."""
    if action.where == "reset" or not accepts(state, action) or action in plan_options(state):
        return None
    p = state.data.tables["path"]
    return (f"From there the flight path cannot reach the target and come back to 6 Group in "
            f"{p['min_markers']} to {p['max_markers']} markers (TaW 6.5.1, Table 5)")


def plan_cells(state):
    """The hexes the rules accept for the next marker (offered or not)."""
    plan = Plan(state)
    return [c for c in candidates(state, plan) if step_refusal(plan, c) is None]


def candidates(state, plan=None):
    plan = plan or Plan(state)
    b = plan.b
    if plan.cur == b.karmoy:
        return b.karmoy_gates()
    return list(b.neighbours(plan.cur))


def plan_refusal(state, cell) -> str | None:
    """Why the next hex of the flight path cannot be `cell`, or None (6.5, 6.5.1)."""
    return step_refusal(Plan(state), cell)


def step_refusal(plan: Plan, cell) -> str | None:
    """Why the next marker of `plan` cannot go in `cell`, or None (6.5, 6.5.1, Table 5)."""
    b, cur = plan.b, plan.cur
    if not b.on_map(cell):
        return "The flight path must stay on the map"
    if cur == b.karmoy:
        if cell not in b.gates:
            return "From Karmoy the Wimpy re-enters the map at the top edge below the box"
    elif b.distance(cur, cell) != 1:
        return "Each flight path marker goes in a hex next to the previous one"
    why = marker_refusal(b, plan.target, plan.n + 1, plan.reached, cell, plan.limits)
    if why:
        return why
    if cur != b.karmoy and (cur, b.side(cur, cell)) in plan.used:
        return "Two markers in one hex must point to different hexsides (Table 5)"
    return None


def marker_refusal(b, target, n: int, reached: bool, cell, p: dict) -> str | None:
    """6.5.1: why marker number `n` cannot go in `cell` (a hex next to the last one): the
    number of markers (8 to 12, `p`: the data's path limits) and the way to the target and
    home. Table 5 is checked apart."""
    if not reached:
        if cell == b.home:
            return "The targetbound path cannot pass through 6 Group"
        # (a Karmoy target: b.distance counts the stacked markers, 7.10)
        if n + b.distance(cell, target) + b.distance(target, b.home) > p["max_markers"]:
            return f"That hex leaves too few markers to reach the target and come home (at most {p['max_markers']})"
    elif cell == b.home:
        if n < p["min_markers"]:
            return f"The flight path needs at least {p['min_markers']} markers"
    elif n + b.distance(cell, b.home) > p["max_markers"]:
        return f"That hex leaves too few markers to come home (at most {p['max_markers']})"
    return None


def karmoy_refusal(state, plan=None) -> str | None:
    plan = plan or Plan(state)
    b = plan.b
    if state.target_cell != b.karmoy or plan.reached:
        return "Only a Karmoy flight leaves the map for the Karmoy box (7.10)"
    return karmoy_box_refusal(b, plan.n, plan.cur, plan.limits)


def karmoy_box_refusal(b, n: int, cur, p: dict) -> str | None:
    """7.10: the stacked markers go to the box from a gate hex, if markers are left (`p`: the
    data's path limits)."""
    if cur not in b.gates:
        return "The Karmoy box is reached from the top edge hexes below it (7.10)"
    out, _home = b.karmoy_markers
    if n + out + b.distance(b.karmoy, b.home) > p["max_markers"]:
        return f"Not enough markers left to fly to Karmoy and back (at most {p['max_markers']})"
    return None


# -- the paths that can still be finished ------------------------------------------------------
class Routes:
    """The markers that lead to a finished flight path from a position (markers laid, last
    hex, target reached) of one target on one board, Table 5 aside: built as needed, kept with
    the board. ``moves(key)`` is a tuple of (hex or "karmoy", hexside the last marker will
    point to or None, the position after or None when the path is finished, the action
    `path ...` of that hex)."""

    def __init__(self, b, target, limits: dict):
        self.b, self.target, self.limits = b, target, limits
        self.memo: dict = {}
        self.witnesses: dict = {}

    def moves(self, key) -> tuple:
        out = self.memo.get(key)
        if out is None:
            out = self.memo[key] = self._moves(key)
        return out

    def _moves(self, key) -> tuple:
        n, cur, reached = key
        b, target = self.b, self.target
        karmoy = b.karmoy
        out = []
        for cell in (b.gates if cur == karmoy else b.neighbours(cur)):
            if marker_refusal(b, target, n + 1, reached, cell, self.limits) is not None:
                continue
            side = b.side(cur, cell) if n and cur != karmoy else None  # plan(): the last marker points on
            if reached and cell == b.home:
                out.append((cell, side, None, offer(cell)))  # the 6 Group marker ends the path (6.5.3)
                continue
            after = (n + 1, cell, reached or cell == target)
            if self.moves(after):
                out.append((cell, side, after, offer(cell)))
        if target == karmoy and not reached and karmoy_box_refusal(b, n, cur, self.limits) is None:
            stacked, home = b.karmoy_markers  # 7.10: the box's markers, out and home
            after = (n + stacked + home, karmoy, True)
            if self.moves(after):
                out.append(("karmoy", None, after, offer("karmoy")))
        return tuple(out)


    def witness(self, key):
        """The (hex, hexside) pairs of one way to finish the path from `key` that points no two
        markers of one hex the same way (Table 5), or None if the first ways tried all do."""
        if key in self.witnesses:
            return self.witnesses[key]
        cur = key[1]
        found = None
        for _cell, side, after, _action in self.moves(key):
            rest = frozenset() if after is None else self.witness(after)
            if rest is None:
                continue
            if side is None:
                found = rest
            elif (cur, side) not in rest:
                found = rest | {(cur, side)}
            else:
                continue
            break
        self.witnesses[key] = found
        return found


def routes_for(b, target, limits: dict) -> Routes:
    """The Routes of a target on a board for the data's path limits (kept with the board, which
    games with other data may share)."""
    key = target, limits["min_markers"], limits["max_markers"]
    routes = b.routes.get(key)
    if routes is None:
        routes = b.routes[key] = Routes(b, target, limits)
    return routes


def finishable(routes: Routes, key, used: frozenset, marker=None) -> bool:
    """A path can be finished from position `key` with the hexsides `used` (Table 5), and the
    (hex, hexside) `marker` used too when given."""
    w = routes.witness(key)
    if w is not None and used.isdisjoint(w) and (marker is None or marker not in w):
        return True  # the usual case: a known way home crosses no hexside already used
    if marker is not None:
        used = used | {marker}
    cur = key[1]
    for _cell, side, after, _action in routes.moves(key):
        if side is not None:
            if (cur, side) in used:
                continue
            if after is None or finishable(routes, after, used | {(cur, side)}):
                return True
        elif after is None or finishable(routes, after, used):
            return True
    return False


def plan(state, action, ev, offered: bool = False):
    """Lay the marker (or clear the path). `offered`: the action is one of the legal actions
    listed for this position, already checked."""
    p = current_plan(state)
    b, cur, reached = p.b, p.cur, p.reached
    if action.where == "reset":
        if not state.path:
            raise RuleError("The flight path is empty already", "TaW 6.5.1")
        state.path.clear()
        log(ev, "plan", "The flight path is cleared", path=[])
        return
    if action.where == "karmoy":
        why = None if offered else karmoy_refusal(state, p)
        if why:
            raise RuleError(why, "TaW 7.10")
        out, home = b.karmoy_markers
        state.path += [PathMarker(b.karmoy, "targetbound", karmoy=True) for _ in range(out)]
        state.path += [PathMarker(b.karmoy, "homebound", karmoy=True) for _ in range(home)]
        log(ev, "plan", f"{out} targetbound and {home} homebound markers stacked in the Karmoy box (7.10)",
            cell=b.karmoy, markers=len(state.path))
        return
    spot = p.offers.get(action.where) if offered and p.offers is not None else None
    if spot is not None:
        cell, side = spot  # (found by plan_options for this very path)
    else:
        try:
            cell = action.cell
        except ValueError:
            raise RuleError("Not a hex", "TaW 6.5.1") from None
        why = None if offered else step_refusal(p, cell)
        if why:
            raise RuleError(why, "TaW 6.5.1")
        side = b.side(cur, cell) if state.path and cur != b.karmoy else None
    if side is not None:
        state.path[-1].exit = side  # Table 5: the last marker points to the new one
    leg = "homebound" if reached else "targetbound"
    marker = PathMarker(cell, leg)
    state.path.append(marker)
    state.plan = p.next(marker, side)
    log(ev, "plan", f"Flight path marker {len(state.path)} ({leg}): {b.place(cell)}",
        cell=cell, leg=leg, markers=len(state.path))
    if reached and cell == b.home:
        state.fuel = len(state.path) * state.data.tables["path"]["fuel_per_hex"]  # 6.5.3a
        state.bomb_track = "Low Alt."  # 6.5.3b (errata)
        state.wimpy = b.home
        state.phase = FLY
        log(ev, "plan", f"Flight path complete: {len(state.path)} markers, fuel {state.fuel} (6.5.3)",
            markers=len(state.path), fuel=state.fuel)
