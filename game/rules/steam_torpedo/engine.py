"""Legal actions and their effects: the turn (ST Turn Sequence), manoeuvring, the crew,
compartment use, reactions and the defender's damage step."""
from __future__ import annotations

from ..core import Event, RuleError
from .actions import (Activate, Breathe, Build, Damage, EndTurn, Keep, Manoeuvre, Move, Pass,
                      React, Replace, Swap, Use, shared)
from .crew import crew_moves, engine_speed, move_table, open_cells, speed, valid_path
from .effects import apply_effect, check_end, control_room_marker, place_damage
from .phases import PHASES
from .sea import section_tuple
from .setup import apply_build, apply_swap, check_build
from .state import ACTION, BUILD, DAMAGE, OVER, REACTION, RECOVERY, SWAP, Reaction, State
from .turn import start_turn
from .use import Aboard, activations, commander_post, plan_use, reactions, uses, who, wrong_target


# -- whose decision --------------------------------------------------------------------------
def to_move(state: State) -> str:
    if state.phase == BUILD:
        return state.builder
    if state.phase == SWAP:
        return state.swapper
    if state.phase == REACTION:
        return state.reaction.reactor
    if state.phase == DAMAGE:
        return state.damage.defender
    return state.active


# -- the turn ---------------------------------------------------------------------------------
def open_window(state: State, trigger: str) -> list[Event]:
    """After an activation or a manoeuvre the opponent may react (ST Conditions: reaction).
    The window opens only when the opponent has a reaction to make."""
    if state.outcome is not None:
        return []
    state.reaction = Reaction(state.other(state.active), trigger)
    if reactions(state):
        state.phase = REACTION
        return [Event("reaction-offered", f"{state.subs[state.reaction.reactor].name} may react to the {trigger}",
                      {"seat": state.reaction.reactor, "trigger": trigger})]
    state.reaction, state.phase = None, ACTION
    return []


def continue_reactions(state: State) -> None:
    if state.outcome is not None:
        return
    if reactions(state):
        state.phase = REACTION
    else:
        state.reaction, state.phase = None, ACTION


def finish_damage(state: State) -> list[Event]:
    pend, state.damage = state.damage, None
    if state.outcome is not None:
        return []
    state.phase = ACTION
    if pend.after == "window":
        return open_window(state, "activation")
    continue_reactions(state)
    return []


# -- legal actions -------------------------------------------------------------------------------
END_TURN, PASS, REPLACE = EndTurn(), Pass(), Replace()
_MANOEUVRES: dict[tuple[range, int, int, int], tuple[Manoeuvre, ...]] = {}


def manoeuvres(sectors: range, own: int, enemy: int, speed_points: int) -> tuple[Manoeuvre, ...]:
    """Every manoeuvre from these sectors at this speed on a sea of ``sectors`` (the data's),
    (ST Manoeuvring: each figure moves, together at least 1 and at most the speed in
    sectors), a table built once per case."""
    key = (sectors, own, enemy, speed_points)
    out = _MANOEUVRES.get(key)
    if out is None:
        out = _MANOEUVRES[key] = tuple(Manoeuvre(a, b) for a in sectors for b in sectors
                                       if 1 <= abs(a - own) + abs(b - enemy) <= speed_points)
    return out


def legal_actions(state: State) -> list:
    phase = state.phase
    if phase == OVER or state.outcome is not None:
        return []
    seat = to_move(state)
    if phase == BUILD:
        out = []
        for cid in state.data.cards:
            try:
                check_build(state, seat, Build(cid))
            except RuleError:
                continue
            out.append(Build(cid))
        return out
    if phase == SWAP:
        return list(state.data.swaps)
    sub = state.subs[seat]
    if phase == RECOVERY:
        out = []
        for c, comp in sub.compartments.items():
            if comp.oxygen > 0 and not comp.destroyed:
                out.append(shared(Breathe, c))
        return out
    if phase == REACTION:
        return [PASS] + reactions(state)
    if phase == DAMAGE:
        pend = state.damage
        out = [REPLACE] if pend.left == pend.total else []
        defender = state.subs[pend.defender]
        comps = defender.compartments
        for c in section_tuple(state.data, defender, pend.section):
            if not comps[c].destroyed and not comps[c].card.control_room:
                out.append(shared(Damage, c))
        return out
    # ACTION
    aboard = Aboard(state, seat)
    out: list = [END_TURN]
    if not state.manoeuvred:
        sp = engine_speed(state.data, sub, aboard.crewed)
        out += manoeuvres(state.data.sectors, sub.sector, state.subs[state.other(seat)].sector, sp)
    moves = move_table(sub)
    for m in sub.crew:
        if m.alive and m.ready:
            out += moves[m.id, m.cell] if m.sub == seat else crew_moves(state, m)
    out += uses(state, seat, aboard)
    out += activations(state, seat, aboard)
    return out


# -- apply ------------------------------------------------------------------------------------------
ALLOWED = {
    BUILD: (Build,), SWAP: (Swap, Keep), RECOVERY: (Breathe,),
    ACTION: (Manoeuvre, Move, Activate, Use, EndTurn), REACTION: (React, Pass),
    DAMAGE: (Damage, Replace),
}
SETUP_ACTIONS = ALLOWED[BUILD] + ALLOWED[SWAP]


def apply(state: State, action) -> list[Event]:
    if state.outcome is not None or state.phase == OVER:
        raise RuleError("The game is over", PHASES[OVER].rule)
    seat = to_move(state)
    if not isinstance(action, ALLOWED[state.phase]):
        phase = PHASES[state.phase]
        raise RuleError(f"Now {state.subs[seat].name} must {phase.prompt}", phase.rule)
    kind = type(action)
    events = HANDLERS[kind](state, seat, action)
    # setting up ends no game (and a submarine being built has no compartments to lose)
    return events if kind in SETUP_ACTIONS else events + check_end(state, seat)


def _breathe(state: State, seat: str, action: Breathe) -> list[Event]:
    sub = state.subs[seat]
    comp = sub.at(action.cell)
    if comp.destroyed or comp.oxygen <= 0:
        raise RuleError(f"There is no oxygen marker on {sub.room(action.cell)}", "ST Oxygen Supply")
    comp.oxygen -= state.data.numbers["oxygen_removed_per_turn"]
    left = sub.oxygen
    events = [Event("oxygen", f"{sub.name} breathes the oxygen of {comp.card.name}; "
                    f"{left} left", {"seat": seat, "cell": action.cell, "left": left})]
    tired = []
    for m in sub.crew:
        if m.alive and not m.ready:
            tired.append(m)
    for m in tired:
        m.ready = True
    if tired:
        events.append(Event("ready", f"{sub.name} readies {len(tired)} crew",
                            {"seat": seat, "crew": [m.id for m in tired]}))
    state.phase = ACTION
    return events


def _manoeuvre(state: State, seat: str, action: Manoeuvre) -> list[Event]:
    me, enemy = state.subs[seat], state.subs[state.other(seat)]
    if state.manoeuvred:
        raise RuleError("You may manoeuvre once per turn", "ST Manoeuvring")
    if action.own not in state.data.sectors or action.enemy not in state.data.sectors:
        raise RuleError("A submarine cannot leave the battlefield (sectors 1-5)", "ST Manoeuvring")
    cost = abs(action.own - me.sector) + abs(action.enemy - enemy.sector)
    sp = speed(state, seat)
    if cost == 0:
        raise RuleError("A manoeuvre moves a figure at least one sector", "ST Manoeuvring")
    if cost > sp:
        raise RuleError(f"That takes {cost} movement points; your speed is {sp} "
                        "(engine compartments with crew)", "ST Manoeuvring")
    before = (me.sector, enemy.sector)
    me.sector, enemy.sector = action.own, action.enemy
    state.manoeuvred = True
    events = [Event("manoeuvre", f"{me.name} manoeuvres ({cost} of {sp} point{'s' if sp != 1 else ''}): own figure from sector "
                    f"{before[0]} to {me.sector}, enemy figure from sector {before[1]} to {enemy.sector}",
                    {"seat": seat, "own": [before[0], me.sector], "enemy": [before[1], enemy.sector],
                     "points": cost, "speed": sp})]
    return events + open_window(state, "manoeuvre")


def _move(state: State, seat: str, action: Move) -> list[Event]:
    m = state.subs[seat].member(action.crew)
    if not m.alive:
        raise RuleError(f"{who(m).capitalize()} is dead", "ST Crew")
    if not m.ready:
        raise RuleError(f"{who(m).capitalize()} is exhausted", "ST Crew")
    why = valid_path(state, m, action.path)
    if why:
        raise RuleError(why, "ST Using the Crew A" if len(action.path) == 1 else "ST Exceptions")
    start = m.cell
    m.cell, m.ready = action.path[-1], False
    return [Event("move", f"{who(m).capitalize()} moves from {state.subs[m.sub].room(start)} to {state.subs[m.sub].room(m.cell)}",
                  {"seat": seat, "crew": m.id, "sub": m.sub, "path": [start, *action.path]})]


def _activate(state: State, seat: str, action: Activate) -> list[Event]:
    plan = plan_use(state, seat, action.cell, action.crew, "activate", action.step_in)
    if action.to not in plan.to_options:
        if plan.to_options == [()]:
            raise RuleError(f"Using {plan.card.name} moves nobody toward the control room: leave out 'to'",
                            "ST Exceptions")
        where = state.subs[seat]
        options = " or ".join(" and ".join(where.room(c) for c in t) for t in plan.to_options)
        raise RuleError(f"The crew member must move to an adjacent compartment closer to the control "
                        f"room: {options}", "ST Using the Crew B")
    if action.on not in plan.on_options:
        raise wrong_target(state, seat, plan, action.on)
    post = commander_post(state, seat, action, plan.card)
    if action.then is not None:
        if post is None:
            raise RuleError("Only the commander takes an extra step, before or after his action, once",
                            "ST Exceptions")
        if action.then not in open_cells(state.subs[post[0]], post[1]):
            raise RuleError(f"The commander cannot step from {state.subs[post[0]].room(post[1])} into "
                            f"{state.subs[post[0]].room(action.then)}", "ST Exceptions")
    sub = state.subs[seat]
    events = []
    if action.step_in:
        c = sub.member("C")
        events.append(Event("move", f"The commander steps from {sub.room(c.cell)} into {sub.room(action.cell)}",
                            {"seat": seat, "crew": "C", "sub": seat, "path": [c.cell, action.cell]}))
        c.cell = action.cell
    for i, m in enumerate(plan.members):
        if action.to:
            m.cell = action.to[i]
        m.ready = False
    if plan.card.once:
        state.used.append(action.cell)
    names = " and ".join(who(m) for m in plan.members)
    events.append(Event("activate", f"{sub.name}: {names} activate{'s' if len(plan.members) == 1 else ''} "
                        f"{plan.card.name}",
                        {"seat": seat, "cell": action.cell, "card": plan.card.id, "crew": list(action.crew),
                         "to": list(action.to), "on": action.on}))
    events += apply_effect(state, seat, plan.card, plan.section, plan.factor, action.on,
                           plan.members, after="window")
    if action.then is not None:
        c = sub.member("C")
        if c.alive:
            events.append(Event("move", f"The commander steps from {state.subs[c.sub].room(c.cell)} into "
                                f"{state.subs[c.sub].room(action.then)}",
                                {"seat": seat, "crew": "C", "sub": c.sub, "path": [c.cell, action.then]}))
            c.cell = action.then
    if state.damage is None:
        events += open_window(state, "activation")
    return events


def _use(state: State, seat: str, action: Use) -> list[Event]:
    plan = plan_use(state, seat, action.cell, (), "use")
    if action.on not in plan.on_options:
        raise wrong_target(state, seat, plan, action.on)
    state.used.append(action.cell)
    sub = state.subs[seat]
    events = [Event("use", f"{sub.name} uses {plan.card.name}",
                    {"seat": seat, "cell": action.cell, "card": plan.card.id, "on": action.on})]
    events += apply_effect(state, seat, plan.card, plan.section, plan.factor, action.on, [],
                           after="window")
    if state.damage is None:
        events += open_window(state, "activation")
    return events


def _end(state: State, seat: str, action: EndTurn) -> list[Event]:
    state.turns_taken[seat] += 1
    return [Event("end-turn", f"{state.subs[seat].name} ends its turn", {"seat": seat})] + \
        start_turn(state, state.other(seat))


def _react(state: State, seat: str, action: React) -> list[Event]:
    plan = plan_use(state, seat, action.cell, action.crew, "react")
    if action.on not in plan.on_options:
        raise wrong_target(state, seat, plan, action.on)
    sub = state.subs[seat]
    room = sub.control_room.cell
    going = plan.members
    if state.options["reaction_return"] == "all":
        going = [m for m in sub.crew if m.alive and m.sub == seat and m.cell == action.cell]
    for m in going:  # ST Conditions (reaction): back to the control room, exhausted
        m.cell, m.ready = room, False
    state.reaction.used.append(action.cell)
    if plan.card.once:  # ST Conditions "1": once per turn, reactions included
        state.reacted.append(action.cell)
    events = [Event("react", f"{sub.name} reacts with {plan.card.name}",
                    {"seat": seat, "cell": action.cell, "card": plan.card.id, "crew": list(action.crew),
                     "returned": [m.id for m in going], "on": action.on})]
    events += apply_effect(state, seat, plan.card, plan.section, plan.factor, action.on,
                           plan.members, after="reaction")
    if state.damage is None:
        continue_reactions(state)
    return events


def _pass(state: State, seat: str, action: Pass) -> list[Event]:
    state.reaction, state.phase = None, ACTION
    return [Event("pass", f"{state.subs[seat].name} does not react", {"seat": seat})]


def _damage(state: State, seat: str, action: Damage) -> list[Event]:
    pend = state.damage
    sub = state.subs[seat]
    if action.cell not in section_tuple(state.data, sub, pend.section):
        raise RuleError(f"{sub.room(action.cell)} is not in the attacked section ({pend.section})", "ST Attack Results")
    comp = sub.at(action.cell)
    if comp.card.control_room:
        raise RuleError("The control room takes only the single marker that replaces an attack",
                        "ST Attack Results 5")
    if comp.destroyed:
        raise RuleError(f"{sub.room(action.cell)} is already destroyed", "ST Durability Points")
    events = place_damage(state, action.cell)
    events += check_end(state, pend.attacker)
    if pend.left == 0:
        events += finish_damage(state)
    return events


def _replace(state: State, seat: str, action: Replace) -> list[Event]:
    pend = state.damage
    if pend.left != pend.total:
        raise RuleError("Only all of an attack's damage can be replaced, before any is placed",
                        "ST Attack Results 5")
    events = control_room_marker(state, seat, pend.attacker, f"replaces {pend.total} damage")
    events += check_end(state, pend.attacker)
    pend.left = 0
    return events + finish_damage(state)


HANDLERS = {  # the handler of each kind of action (ALLOWED says in which phase it is played)
    Build: apply_build, Swap: apply_swap, Keep: apply_swap, Breathe: _breathe, Manoeuvre: _manoeuvre, Move: _move, Activate: _activate, Use: _use,
    EndTurn: _end, React: _react, Pass: _pass, Damage: _damage, Replace: _replace,
}
