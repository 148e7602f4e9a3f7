"""Compartment use: whether a compartment can be activated, used by presence or used in
a reaction now, with what crew destinations and targets (ST Using the Crew B, ST Exceptions,
ST Conditions for Starting Actions, ST Targeting)."""
from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations, product
from typing import NamedTuple

from ..core import RuleError
from .actions import Activate, React, Use, shared
from .cards import Card
from .crew import closer_cells, open_cells
from .effects import active_crew, effect_targets
from .sea import enemy_position
from .state import CrewMember, State, adjacent

COMMANDER = "C"  # the ship commander's crew id (CrewMember.commander)
ACTIVATED = ("activation", "reaction")  # the symbols a crew member activates (ST Conditions)


def who(m: CrewMember) -> str:
    return "the commander" if m.commander else f"sailor {m.id}"


def compartments_locked(state: State, seat: str) -> bool:
    """ST Turn Sequence 2: no compartment actions on the first turn, reactions included."""
    if state.options["first_turn"] == "round":
        return state.turn <= len(state.players)
    return state.turns_taken[seat] == 0


@dataclass(slots=True)
class UsePlan:
    """How a compartment can be used now (plan_use)."""
    card: Card
    members: list
    section: str | None
    factor: int             # x2: 2; a per-crew attack: its active crew; else 1
    to_options: list
    on_options: list


class Aboard:
    """What the compartment checks of one seat read in a position, taken once for all the
    uses, activations or reactions of a legal_actions computation."""
    __slots__ = ("locked", "position", "crewed", "ready", "boarders")

    def __init__(self, state: State, seat: str):
        me, enemy = state.subs[seat], state.subs[state.other(seat)]
        self.locked = compartments_locked(state, seat)          # ST Turn Sequence 2
        self.position = enemy_position(state.data, me, enemy)   # ST Targeting
        crewed: set[str] = set()                                # cells with own living crew in them
        ready: list[CrewMember] = []                            # ... the ready ones, in crew order
        for m in me.crew:  # (a submarine's crew list holds its own crew)
            if m.alive and m.sub == seat:
                crewed.add(m.cell)
                if m.ready:
                    ready.append(m)
        self.crewed, self.ready = crewed, ready
        boarders = set()                                        # cells with a living enemy in them
        for m in enemy.crew:
            if m.alive and m.sub == seat:
                boarders.add(m.cell)
        self.boarders = boarders


def plan_use(state: State, seat: str, cell: str, crew_ids: tuple, mode: str,
             step_in: bool = False, aboard: Aboard | None = None) -> UsePlan:
    """Check that a compartment can be used now; raise RuleError with the reason.
    mode: "activate" (own turn, a ready crew member), "use" (presence), "react".
    ``aboard``: the position's Aboard when the caller has it already."""
    if aboard is None:
        aboard = Aboard(state, seat)
    if aboard.locked:
        raise RuleError("No compartment can be used on the first turn, reactions included",
                        "ST Turn Sequence 2")
    sub = state.subs[seat]
    comp = sub.at(cell)
    card = comp.card
    if comp.destroyed:
        raise RuleError(f"{card.name} is destroyed and cannot be used", "ST Durability Points")
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
        if cell not in aboard.crewed:
            raise RuleError(f"{card.name} works only with a crew member in it",
                            "ST Conditions for Starting Actions")
    else:
        double_crew = state.data.double_crew   # ST Conditions "x2"
        if len(crew_ids) > 1 and not (card.double and len(crew_ids) == double_crew):
            raise RuleError(f"Only an x2 compartment is used by {double_crew} crew members at once",
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
                    raise RuleError(f"{card.name} is not adjacent to the commander", "ST Exceptions")
                where = cell
            if where != cell:
                raise RuleError(f"{who(m).capitalize()} is not in {card.name}", "ST Using the Crew B")
            if mode == "activate" and not m.ready:
                raise RuleError(f"{who(m).capitalize()} is exhausted", "ST Crew")
            if len(crew_ids) == double_crew and not m.ready:  # x2, as a reaction too
                raise RuleError(f"{who(m).capitalize()} is exhausted: an x2 compartment is used by "
                                f"{double_crew} crew members in the ready state", "ST Conditions for Starting Actions")
            members.append(m)
    if mode == "react":
        if cell in state.reaction.used:
            raise RuleError(f"{card.name} has already reacted to this", "ST Conditions for Starting Actions")
        if card.once and cell in state.reacted:  # "1" holds for reactions too
            raise RuleError(f"{card.name} can be used only once per turn", "ST Conditions for Starting Actions")
    elif (card.once or mode == "use") and cell in state.used:
        raise RuleError(f"{card.name} can be used only once per turn", "ST Conditions for Starting Actions")
    if cell in aboard.boarders:
        raise RuleError(f"An enemy crew member in {card.name} prevents its use", "ST Exceptions")
    section = None
    if card.targets:
        pos = aboard.position
        target = card.target_for(pos)
        if target is None:
            wanted = ", ".join(t.at for t in card.targets)
            raise RuleError(f"No suitable target: {card.name} needs the enemy {wanted}; it is {pos}",
                            "ST Targeting")
        section = target.section
    options = use_options(state, seat, comp, members, section, mode)
    if isinstance(options, NoUse):
        raise RuleError(options.reason, options.rule)
    factor, to_options, on_options = options
    return UsePlan(card, members, section, factor, to_options, on_options)


def wrong_target(state: State, seat: str, plan: UsePlan, on) -> RuleError:
    """The refusal of a target the use does not offer (``on`` not in plan.on_options)."""
    card = plan.card
    if plan.on_options == [None]:
        return RuleError(f"{card.name} takes no target", "ST Targeting")
    sub = {"repair": state.subs[seat], "board": state.subs[state.other(seat)]}.get(card.effect)
    if sub is not None and on in sub.compartments:
        if sub.at(on).card.control_room:
            return RuleError("The control room cannot be chosen as the target of compartment actions", "ST Type")
        on = sub.at(on).card.name
    if on is None:
        return RuleError(f"{card.name} needs a target", "ST Targeting")
    return RuleError(f"{card.name} cannot target {on} now", "ST Targeting")


class NoUse(NamedTuple):
    """Why a use that passed the checks still cannot be made (plan_use raises it)."""
    reason: str
    rule: str


def use_options(state: State, seat: str, comp, members: list, section: str | None,
                mode: str) -> tuple[int, list, list] | NoUse:
    """The rest of plan_use once the compartment and its crew passed the checks: the
    strength factor, the crew's ways toward the control room and the effect's targets."""
    card, cell = comp.card, comp.cell
    factor = state.data.double_factor if len(members) == state.data.double_crew else 1   # ST Conditions "x2"
    if card.attack_per_crew:  # ST Attack Results 3: strength per active crew member in it
        factor = active_crew(state, seat, cell, members)
        if factor == 0:
            return NoUse(f"{card.name} attacks with its ready crew and has none in it",
                         "ST Attack Results 3")
    on_options = effect_targets(state, seat, card, section, factor) if card.chooses_target else [None]
    if not on_options:
        return NoUse(f"No suitable target for {card.name}", "ST Exceptions")
    to_options = [()]
    if mode == "activate" and not card.control_room and card.effect != "board":
        closer = closer_cells(state.subs[seat], cell)
        if members and not closer:
            return NoUse(f"After using {card.name} the crew member cannot move toward the control room",
                         "ST Exceptions")
        to_options = list(product(*[closer] * len(members)))
    return factor, to_options, on_options


def refused(state: State, aboard: Aboard, comp, mode: str) -> bool:
    """plan_use's checks of the compartment itself (not of its crew), as a yes/no for
    listing legal actions: destroyed, no such trigger, used up, an enemy inside, the enemy
    out of its targets (the first-turn lock is the caller's). Keep the two in step: the
    tests compare the listed actions with plan_use tried on every compartment and crew."""
    card = comp.card
    if comp.destroyed or comp.cell in aboard.boarders:
        return True
    trig = card.trigger
    if mode == "react":
        if trig != "reaction" or comp.cell in state.reaction.used or (card.once and comp.cell in state.reacted):
            return True
    elif mode == "use":
        if trig != "presence" or comp.cell in state.used or comp.cell not in aboard.crewed:
            return True
    elif trig not in ACTIVATED or (card.once and comp.cell in state.used):
        return True
    return bool(card.targets) and aboard.position not in card.targets_at


def target_section(card: Card, aboard: Aboard) -> str | None:
    """The enemy section a use of the card hits from here (ST Targeting); None when the
    card has no targets. Only for a compartment refused() lets through."""
    if not card.targets:
        return None
    return card.targets_at[aboard.position].section


def commander_post(state: State, seat: str, action: Activate, card: Card) -> tuple[str, str] | None:
    """(submarine, cell) where the commander stands after an activation of ``card``, for his
    extra step."""
    if "C" not in action.crew or action.step_in:
        return None
    if card.effect == "board":
        return state.other(seat), action.on
    if action.to:
        return seat, action.to[action.crew.index("C")]
    return seat, action.cell


def activations(state: State, seat: str, aboard: Aboard | None = None) -> list[Activate]:
    if aboard is None:
        aboard = Aboard(state, seat)
    if aboard.locked:
        return []
    sub = state.subs[seat]
    comps = sub.compartments
    ready = aboard.ready
    # Who may activate what (plan_use's crew checks hold by construction): each ready
    # crew member where he stands, the commander also stepping in next door (ST Exceptions),
    # two ready crew members together in an x2 compartment (ST Conditions "x2").
    step_ins: list[str] = []
    reached = set()
    for m in ready:
        reached.add(m.cell)
        if m.id == COMMANDER:
            step_ins = open_cells(sub, m.cell)
            reached.update(step_ins)
    usable: dict[str, str | None] = {}  # cell -> the enemy section its use hits
    for c in reached:
        comp = comps[c]
        if comp.card.trigger in ACTIVATED and not refused(state, aboard, comp, "activate"):
            usable[c] = target_section(comp.card, aboard)
    if not usable:
        return []
    tries = []  # (cell, crew members, their ids, the commander steps in first)
    doubles = []
    for m in ready:
        if m.cell in usable:
            tries.append((m.cell, [m], (m.id,), False))
            if comps[m.cell].card.double:
                doubles.append(m)
        if m.id == COMMANDER:
            for c in step_ins:
                if c in usable:
                    tries.append((c, [m], (m.id,), True))
    for a, b in combinations(doubles, 2):
        if a.cell == b.cell:
            tries.append((a.cell, [a, b], (a.id, b.id), False))
    out: list[Activate] = []
    for cell, members, crew, step_in in tries:
        comp = comps[cell]
        options = use_options(state, seat, comp, members, usable[cell], "activate")
        if isinstance(options, NoUse):
            continue
        _, to_options, on_options = options
        commander = COMMANDER in crew and not step_in  # ... or after it (commander_post)
        for to in to_options:
            for on in on_options:
                act = shared(Activate, cell, crew, to, on, step_in)
                out.append(act)
                post = commander_post(state, seat, act, comp.card) if commander else None
                if post:
                    psub, pcell = post
                    out += [shared(Activate, cell, crew, to, on, step_in, c)
                            for c in open_cells(state.subs[psub], pcell)]
    return out


def uses(state: State, seat: str, aboard: Aboard | None = None) -> list[Use]:
    if aboard is None:
        aboard = Aboard(state, seat)
    if aboard.locked:
        return []
    comps = state.subs[seat].compartments
    # presence needs own crew in it (ST Conditions): look where the crew stand
    cells = []
    for cell in aboard.crewed:
        if comps[cell].card.trigger == "presence":
            cells.append(cell)
    if len(cells) > 1:
        order = list(comps)
        cells.sort(key=order.index)  # listed in the submarine's compartment order
    out = []
    for cell in cells:
        comp = comps[cell]
        if refused(state, aboard, comp, "use"):
            continue
        options = use_options(state, seat, comp, [], target_section(comp.card, aboard), "use")
        if isinstance(options, NoUse):
            continue
        out += [shared(Use, cell, on) for on in options[2]]
    return out


def reactions(state: State) -> list[React]:
    seat = state.reaction.reactor
    if compartments_locked(state, seat):
        return []
    sub = state.subs[seat]
    comps = sub.compartments
    for m in sub.crew:  # a reaction needs own crew in a compartment with the reaction symbol
        if m.alive and m.sub == seat and comps[m.cell].card.trigger == "reaction":
            break
    else:
        return []
    aboard = Aboard(state, seat)
    out = []
    for cell, comp in comps.items():
        if comp.card.trigger != "reaction" or cell not in aboard.crewed or refused(state, aboard, comp, "react"):
            continue
        # who may react with it (plan_use's crew checks hold by construction): each crew
        # member in it, ready or exhausted, or two ready ones together in an x2 compartment
        here = [m for m in sub.crew if m.alive and m.sub == seat and m.cell == cell]
        groups = [[m] for m in here]
        if comp.card.double:
            groups += [list(pair) for pair in combinations([m for m in here if m.ready], state.data.double_crew)]
        section = target_section(comp.card, aboard)
        for members in groups:
            options = use_options(state, seat, comp, members, section, "react")
            if isinstance(options, NoUse):
                continue
            crew = tuple([m.id for m in members])
            out += [shared(React, cell, crew, on) for on in options[2]]
    return out
