"""Laying the flight path before take-off (TaW 6.5, 6.5.1, 6.5.3, 7.10)."""
from __future__ import annotations

from game.rules.core import RuleError

from . import actions as A
from . import data
from .state import FLY, PathMarker
from .steps import board, log


def plan_state(state):
    b = board(state)
    cur = state.path[-1].cell if state.path else b.home
    reached = any(m.leg == "targetbound" and m.cell == state.target_cell for m in state.path)
    return b, cur, reached


class Plan:
    """The flight path being laid, read once for a position: the last hex, the markers laid,
    whether the target is reached, and the hexsides already crossed from the last hex."""
    __slots__ = ("b", "cur", "reached", "n", "target", "exits")

    def __init__(self, state):
        b, cur, reached = plan_state(state)
        self.b, self.cur, self.reached, self.target = b, cur, reached, state.target_cell
        self.n = len(state.path)  # markers laid; the next one is marker n + 1
        # Table 5: the hexsides the earlier markers in this hex point to
        self.exits = frozenset(m.exit for m in state.path[:-1] if m.cell == cur)


def plan_options(state):
    plan = Plan(state)
    out = [A.PlanHex(f"{c},{r}") for c, r in candidates(state, plan) if step_refusal(plan, (c, r)) is None]
    if karmoy_refusal(state, plan) is None:
        out.append(A.PlanHex("karmoy"))
    if state.path:
        out.append(A.PlanHex("reset"))
    return out


def plan_cells(state):
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
    p = data.tables()["path"]
    n = plan.n + 1
    if not b.on_map(cell):
        return "The flight path must stay on the map"
    if cur == b.karmoy:
        if cell not in b.gates:
            return "From Karmoy the Wimpy re-enters the map at the top edge below the box"
    elif b.distance(cur, cell) != 1:
        return "Each flight path marker goes in a hex next to the previous one"
    if not plan.reached:
        if cell == b.home:
            return "The targetbound path cannot pass through 6 Group"
        # (a Karmoy target: b.distance counts the stacked markers, 7.10)
        need = n + b.distance(cell, plan.target) + b.distance(plan.target, b.home)
        if need > p["max_markers"]:
            return f"That hex leaves too few markers to reach the target and come home (at most {p['max_markers']})"
    else:
        if cell == b.home:
            if n < p["min_markers"]:
                return f"The flight path needs at least {p['min_markers']} markers"
        elif n + b.distance(cell, b.home) > p["max_markers"]:
            return f"That hex leaves too few markers to come home (at most {p['max_markers']})"
    if cur != b.karmoy and plan.exits and b.side(cur, cell) in plan.exits:
        return "Two markers in one hex must point to different hexsides (Table 5)"
    return None


def karmoy_refusal(state, plan=None) -> str | None:
    plan = plan or Plan(state)
    b = plan.b
    p = data.tables()["path"]
    if state.target_cell != b.karmoy or plan.reached:
        return "Only a Karmoy flight leaves the map for the Karmoy box (7.10)"
    if plan.cur not in b.gates:
        return "The Karmoy box is reached from the top edge hexes below it (7.10)"
    out, _home = b.karmoy_markers
    if plan.n + out + b.distance(b.karmoy, b.home) > p["max_markers"]:
        return f"Not enough markers left to fly to Karmoy and back (at most {p['max_markers']})"
    return None


def plan(state, action, ev):
    b, cur, reached = plan_state(state)
    if action.where == "reset":
        if not state.path:
            raise RuleError("The flight path is empty already", "TaW 6.5.1")
        state.path.clear()
        log(ev, "plan", "The flight path is cleared", path=[])
        return
    if action.where == "karmoy":
        why = karmoy_refusal(state)
        if why:
            raise RuleError(why, "TaW 7.10")
        out, home = b.karmoy_markers
        state.path += [PathMarker(b.karmoy, "targetbound", karmoy=True) for _ in range(out)]
        state.path += [PathMarker(b.karmoy, "homebound", karmoy=True) for _ in range(home)]
        log(ev, "plan", f"{out} targetbound and {home} homebound markers stacked in the Karmoy box (7.10)",
            cell=b.karmoy, markers=len(state.path))
        return
    try:
        cell = action.cell
    except ValueError:
        raise RuleError("Not a hex", "TaW 6.5.1") from None
    why = plan_refusal(state, cell)
    if why:
        raise RuleError(why, "TaW 6.5.1")
    if state.path and cur != b.karmoy:
        state.path[-1].exit = b.side(cur, cell)
    leg = "homebound" if reached else "targetbound"
    state.path.append(PathMarker(cell, leg))
    log(ev, "plan", f"Flight path marker {len(state.path)} ({leg}) in hex {cell[0]},{cell[1]}",
        cell=cell, leg=leg, markers=len(state.path))
    if reached and cell == b.home:
        state.fuel = len(state.path) * data.tables()["path"]["fuel_per_hex"]  # 6.5.3a
        state.bomb_track = "Low Alt."  # 6.5.3b (errata)
        state.wimpy = b.home
        state.phase = FLY
        log(ev, "plan", f"Flight path complete: {len(state.path)} markers, fuel {state.fuel} (6.5.3)",
            markers=len(state.path), fuel=state.fuel)
