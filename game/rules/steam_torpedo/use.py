"""Compartment use: whether a compartment can be activated, used by presence or used in
a reaction now, with what crew destinations and targets (ST Using the Crew B, ST Exceptions,
ST Conditions for Starting Actions, ST Targeting)."""
from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations, product

from ..core import RuleError
from .actions import Activate, React, Use
from .cards import Card, numbers
from .crew import closer_cells, members_at, open_cells
from .effects import active_crew, effect_targets
from .sea import position_of_enemy
from .state import CrewMember, State, adjacent

N = numbers()


def who(m: CrewMember) -> str:
    return "the commander" if m.commander else f"sailor {m.id}"


def compartments_locked(state: State, seat: str) -> bool:
    """ST Turn Sequence 2: no compartment actions on the first turn, reactions included."""
    if state.options["first_turn"] == "round":
        return state.turn <= len(state.players)
    return state.turns_taken[seat] == 0


@dataclass
class UsePlan:
    card: Card
    members: list
    section: str | None
    factor: int             # x2: 2; a per-crew attack: its active crew; else 1
    to_options: list
    on_options: list


def plan_use(state: State, seat: str, cell: str, crew_ids: tuple, mode: str,
             step_in: bool = False) -> UsePlan:
    """Check that a compartment can be used now; raise RuleError with the reason.
    mode: "activate" (own turn, a ready crew member), "use" (presence), "react"."""
    if compartments_locked(state, seat):
        raise RuleError("No compartment can be used on the first turn, reactions included",
                        "ST Turn Sequence 2")
    sub = state.subs[seat]
    comp = sub.at(cell)
    card = comp.card
    if comp.destroyed:
        raise RuleError(f"{cell} is destroyed and cannot be used", "ST Durability Points")
    trig = card.trigger
    if trig == "none":
        raise RuleError(f"{card.name} has no action to use", "ST Compartment Actions")
    if mode == "use" and trig != "presence":
        raise RuleError(f"{card.name} is used by activating it with a crew member, not by presence",
                        "ST Conditions for Starting Actions")
    if mode == "activate" and trig == "presence":
        raise RuleError(f"{card.name} works by presence: use it, nobody activates it",
                        "ST Conditions for Starting Actions")
    if mode == "react" and trig != "reaction":
        raise RuleError(f"{card.name} has no reaction symbol", "ST Conditions for Starting Actions")
    members = []
    if mode == "use":
        if not members_at(state, seat, cell, owner=seat):
            raise RuleError(f"{card.name} works only with a crew member in it",
                            "ST Conditions for Starting Actions")
    else:
        if len(crew_ids) > 1 and not (card.double and len(crew_ids) == N["double_crew"]):
            raise RuleError(f"Only an x2 compartment is used by {N['double_crew']} crew members at once",
                            "ST Conditions for Starting Actions")
        for cid in crew_ids:
            m = sub.member(cid)
            if not m.alive:
                raise RuleError(f"{who(m).capitalize()} is dead", "ST Crew")
            if m.sub != seat:
                raise RuleError("Crew aboard the enemy submarine cannot use compartments", "ST Exceptions")
            where = m.cell
            if step_in:
                if not m.commander or len(crew_ids) != 1 or mode != "activate":
                    raise RuleError("Only the commander steps in before his action, in his own turn",
                                    "ST Exceptions")
                if not adjacent(m.cell, cell):
                    raise RuleError(f"{cell} is not adjacent to the commander", "ST Exceptions")
                where = cell
            if where != cell:
                raise RuleError(f"{who(m).capitalize()} is not in {cell}", "ST Using the Crew B")
            if mode == "activate" and not m.ready:
                raise RuleError(f"{who(m).capitalize()} is exhausted", "ST Crew")
            members.append(m)
    if mode == "react":
        if cell in state.reaction.used:
            raise RuleError(f"{card.name} has already reacted to this", "ST Conditions for Starting Actions")
    elif (card.once or mode == "use") and cell in state.used:
        raise RuleError(f"{card.name} can be used only once per turn", "ST Conditions for Starting Actions")
    if members_at(state, seat, cell, owner=state.other(seat)):
        raise RuleError(f"An enemy crew member in {card.name} prevents its use", "ST Exceptions")
    section = None
    if card.targets:
        pos = position_of_enemy(state, seat)
        target = card.target_for(pos)
        if target is None:
            wanted = ", ".join(t.at for t in card.targets)
            raise RuleError(f"No suitable target: {card.name} needs the enemy {wanted}; it is {pos}",
                            "ST Targeting")
        section = target.section
    factor = N["double_factor"] if len(members) == N["double_crew"] else 1
    if card.attack_per_crew:  # ST Attack Results 3: strength per active crew member in it
        factor = active_crew(state, seat, cell, members)
        if factor == 0:
            raise RuleError(f"{card.name} attacks with its ready crew and has none in it",
                            "ST Attack Results 3")
    on_options = effect_targets(state, seat, card, section, factor)
    if not on_options:
        raise RuleError(f"No suitable target for {card.name}", "ST Exceptions")
    to_options = [()]
    if mode == "activate" and not card.control_room and card.effect != "board":
        per = [closer_cells(sub, cell) for _ in members]
        if any(not p for p in per):
            raise RuleError(f"After using {card.name} the crew member cannot move toward the control room",
                            "ST Exceptions")
        to_options = [t for t in product(*per)]
    return UsePlan(card, members, section, factor, to_options, on_options)


def commander_post(state: State, seat: str, action: Activate, plan: UsePlan) -> tuple[str, str] | None:
    """(submarine, cell) where the commander stands after an activation, for his extra step."""
    if "C" not in action.crew or action.step_in:
        return None
    if plan.card.effect == "board":
        return state.other(seat), action.on
    if action.to:
        return seat, action.to[action.crew.index("C")]
    return seat, action.cell


def activations(state: State, seat: str) -> list[Activate]:
    if compartments_locked(state, seat):
        return []
    sub = state.subs[seat]
    ready = [m for m in sub.crew if m.alive and m.ready and m.sub == seat]
    out: list[Activate] = []
    tries = []
    for m in ready:
        tries.append((m.cell, (m.id,), False))
        if m.commander:
            tries += [(c, (m.id,), True) for c in open_cells(sub, m.cell)]
    for a, b in combinations(ready, 2):
        if a.cell == b.cell and sub.at(a.cell).card.double:
            tries.append((a.cell, (a.id, b.id), False))
    for cell, crew, step_in in tries:
        if sub.at(cell).card.trigger not in ("activation", "reaction"):
            continue
        try:
            plan = plan_use(state, seat, cell, crew, "activate", step_in)
        except RuleError:
            continue
        for to in plan.to_options:
            for on in plan.on_options:
                act = Activate(cell, crew, to, on, step_in)
                out.append(act)
                post = commander_post(state, seat, act, plan)
                if post:
                    psub, pcell = post
                    out += [Activate(cell, crew, to, on, step_in, c)
                            for c in open_cells(state.subs[psub], pcell)]
    return out


def uses(state: State, seat: str) -> list[Use]:
    if compartments_locked(state, seat):
        return []
    out = []
    for cell, comp in state.subs[seat].compartments.items():
        if comp.card.trigger != "presence":
            continue
        try:
            plan = plan_use(state, seat, cell, (), "use")
        except RuleError:
            continue
        out += [Use(cell, on) for on in plan.on_options]
    return out


def reactions(state: State) -> list[React]:
    seat = state.reaction.reactor
    if compartments_locked(state, seat):
        return []
    sub = state.subs[seat]
    out = []
    for cell, comp in sub.compartments.items():
        if comp.card.trigger != "reaction" or comp.destroyed:
            continue
        here = [m.id for m in sub.crew if m.alive and m.sub == seat and m.cell == cell]
        groups = [(i,) for i in here]
        if comp.card.double:
            groups += list(combinations(here, N["double_crew"]))
        for crew in groups:
            try:
                plan = plan_use(state, seat, cell, crew, "react")
            except RuleError:
                continue
            out += [React(cell, crew, on) for on in plan.on_options]
    return out


