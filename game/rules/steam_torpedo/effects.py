"""What compartments do: the effect vocabulary of the house cards, attacks, damage,
destruction and the end of the game (ST Action Results, Attack Results, End of the Game)."""
from __future__ import annotations

from ..core import Event, Outcome
from .cards import Card
from .sea import section_tuple
from .state import DAMAGE, OVER, CrewMember, PendingDamage, State, Submarine


# -- targets ---------------------------------------------------------------------------
def effect_targets(state: State, seat: str, card: Card, section: str | None, factor: int) -> list:
    """The choices an effect offers ([None] when it needs no choice; [] when it has no
    suitable target, which forbids the use: ST Exceptions)."""
    kind = card.effect
    if card.attack or kind == "aim":
        return [None]
    me, enemy = state.subs[seat], state.subs[state.other(seat)]
    if kind == "repair":
        damaged = []
        for c in me.compartments.values():
            # the control room cannot be chosen as the target of compartment actions (ST Type)
            if c.damage > 0 and not c.destroyed and not c.card.control_room:
                damaged.append(c.cell)
        return damaged
    if kind in ("sail", "tow"):
        sub = me if kind == "sail" else enemy
        reach = card.amount * factor
        return [str(s) for s in state.data.sectors if 0 < abs(s - sub.sector) <= reach]
    if kind == "kill":
        if card.where == "aboard":
            pool = [m for m in enemy.crew if m.alive and m.sub == seat]
        else:
            cells = section_tuple(state.data, enemy, section)
            pool = [m for m in enemy.crew if m.alive and m.sub == enemy.seat and m.cell in cells]
        # ST Action Results: a "sailor" target excludes the commander
        return [m.id for m in pool if not (card.victim == "sailor" and m.commander)]
    if kind == "board":
        # the control room cannot be chosen as the target of actions (ST Type)
        return [c for c in section_tuple(state.data, enemy, section)
                if not enemy.at(c).destroyed and not enemy.at(c).card.control_room]
    raise AssertionError(kind)


def active_crew(state: State, seat: str, cell: str, users: list[CrewMember]) -> int:
    """The crew members working a per-crew attack (ST Attack Results 3: "the number of active
    crew members in it"): the seat's own ready crew in the compartment, plus those using it
    now (the activator is counted before he steps toward the control room; a reacting crew
    member counts even when exhausted). Enemy boarders never count (they block the use)."""
    ids = {m.id for m in users}
    active = 0
    for m in state.subs[seat].crew:
        if m.alive and m.sub == seat and (m.id in ids or (m.cell == cell and m.ready)):
            active += 1
    return active


# -- applying ----------------------------------------------------------------------------
def apply_effect(state: State, seat: str, card: Card, section: str | None, factor: int,
                 on, movers: list[CrewMember], after: str) -> list[Event]:
    """Carry out a compartment's action; an attack may leave a damage decision pending."""
    me, enemy = state.subs[seat], state.subs[state.other(seat)]
    kind = card.effect
    if card.attack:
        return attack(state, seat, card, section, factor, after)
    if kind == "aim":
        state.aim += card.amount * factor
        return [Event("aim", f"{card.name}: attacks get +{card.amount * factor} this turn",
                      {"seat": seat, "bonus": state.aim})]
    if kind == "repair":
        comp = me.at(on)
        removed = min(comp.damage, card.amount * factor)
        comp.damage -= removed
        return [Event("repair", f"{card.name}: {removed} damage removed from {comp.card.name}",
                      {"seat": seat, "cell": on, "removed": removed})]
    if kind in ("sail", "tow"):
        sub = me if kind == "sail" else enemy
        before, sub.sector = sub.sector, int(on)
        who = "own figure" if kind == "sail" else "enemy figure"
        return [Event("figure", f"{card.name}: {who} from sector {before} to {sub.sector}",
                      {"seat": sub.seat, "from": before, "to": sub.sector})]
    if kind == "kill":
        victim = enemy.member(on)
        return kill(state, [victim], card.name.replace("{", "{{").replace("}", "}}") + " kills {who}")
    if kind == "board":
        events = []
        for m in movers:
            m.sub, m.cell = enemy.seat, on
            events.append(Event("board", f"{'Commander' if m.commander else 'Sailor ' + m.id} boards "
                                f"the enemy in {enemy.at(on).card.name}",
                                {"seat": seat, "crew": m.id, "sub": enemy.seat, "cell": on}))
        return events
    raise AssertionError(kind)


def armour(state: State, seat: str, section: str) -> int:
    """Crewed armoured compartments of the section (ST Attack Results 4): own crew,
    ready or exhausted, in an armoured compartment that still stands."""
    sub = state.subs[seat]
    cells = section_tuple(state.data, sub, section)
    crewed = set()
    for m in sub.crew:
        if m.alive and m.sub == seat:
            crewed.add(m.cell)
    armoured = 0
    for c in cells:
        if c in crewed and sub.at(c).card.armoured and not sub.at(c).destroyed:
            armoured += 1
    return armoured


def capacity(data, sub: Submarine, section: str) -> int:
    """Damage points the section can still take (the control room takes none of them)."""
    points = 0
    for c in section_tuple(data, sub, section):
        comp = sub.compartments[c]
        if not comp.card.control_room:
            points += comp.remaining
    return points


def attack(state: State, seat: str, card: Card, section: str, factor: int, after: str) -> list[Event]:
    """ST Attack Results 3-5: strength, armour, then the defender's decision. ``factor`` is
    2 for an x2 use and, for a per-crew attack, the number of active crew (``active_crew``)."""
    defender = state.other(seat)
    bonus = state.aim if seat == state.active else 0
    strength = card.attack * factor + bonus
    arm = armour(state, defender, section)
    dmg = max(0, strength - arm)
    crew = f" ({card.attack} x {factor} crew)" if card.attack_per_crew else ""
    text = (f"{card.name}: attack {strength}{crew} on the {section} - armour {arm} = {dmg} damage")
    data = {"attacker": seat, "defender": defender, "card": card.id, "section": section,
            "strength": strength, "armour": arm, "damage": dmg}
    if card.attack_per_crew:
        data["crew"] = factor
    events = [Event("attack", text, data)]
    if dmg == 0:
        return events
    sub = state.subs[defender]
    if capacity(state.data, sub, section) == 0:
        events += control_room_marker(state, defender, seat, "nothing left in the section to take it")
        return events
    state.damage = PendingDamage(seat, defender, section, dmg, dmg, card.name, after)
    state.phase = DAMAGE
    return events


def place_damage(state: State, cell: str) -> list[Event]:
    """One damage point on a compartment of the attacked section (ST Durability Points)."""
    pend = state.damage
    sub = state.subs[pend.defender]
    comp = sub.at(cell)
    comp.damage += 1
    # house decision: damage covers gears without oxygen first; a compartment keeps at
    # most as many oxygen markers as it has undamaged gears
    comp.oxygen = min(comp.oxygen, comp.durability - comp.damage)
    pend.left -= 1
    events = [Event("damage", f"1 damage on {comp.card.name}",
                    {"seat": pend.defender, "cell": cell, "damage": comp.damage})]
    if comp.damage >= comp.durability:
        events += destroy(state, pend.defender, cell)
    if pend.left and capacity(state.data, sub, pend.section) == 0 and state.outcome is None:
        # the rulebook's example: what cannot be distributed costs a control-room marker
        pend.left = 0
        events += control_room_marker(state, pend.defender, pend.attacker,
                                      "the rest cannot be placed in the section")
    return events


def control_room_marker(state: State, seat: str, attacker: str, why: str) -> list[Event]:
    """The single marker that replaces an attack's damage (ST Attack Results 5)."""
    sub = state.subs[seat]
    room = sub.control_room
    room.damage += state.data.numbers["replacement_markers"]
    room.oxygen = min(room.oxygen, room.durability - room.damage)
    events = [Event("control-room", f"1 damage marker on the control room ({why})",
                    {"seat": seat, "cell": room.cell, "damage": room.damage})]
    if room.damage >= room.durability:
        events += destroy(state, seat, room.cell)
    return events


def destroy(state: State, seat: str, cell: str) -> list[Event]:
    """No durability left: the card is turned over and the crew in it die (ST Durability Points)."""
    sub = state.subs[seat]
    comp = sub.at(cell)
    comp.destroyed, comp.oxygen = True, 0
    events = [Event("destroyed", f"{comp.card.name} is destroyed",
                    {"seat": seat, "cell": cell})]
    inside = [m for s in state.subs.values() for m in s.crew
              if m.alive and m.sub == seat and m.cell == cell]
    return events + kill(state, inside, "{who} dies in the wreck")


def kill(state: State, members: list[CrewMember], line: str) -> list[Event]:
    """The crew members die; ``line`` says how, with ``{who}`` where each is named."""
    events = []
    for m in members:
        m.alive = False
        who = f"{'the commander' if m.commander else f'sailor {m.id}'} of {state.subs[m.owner].name}"
        text = line.format(who=who)
        events.append(Event("crew-killed", text[:1].upper() + text[1:],
                            {"seat": m.owner, "crew": m.id, "sub": m.sub, "cell": m.cell}))
    return events


# -- the end -----------------------------------------------------------------------------
def loss_reason(state: State, seat: str) -> tuple[str, str] | None:
    """ST End of the Game (and Oxygen Supply): (the end's kind, its words), or None."""
    sub = state.subs[seat]
    comps = sub.compartments
    if not comps:
        return None
    room = comps.get(state.data.control_room_cell)  # sub.control_room, read directly (this runs after every action)
    if room is None or not room.card.control_room:
        room = sub.control_room
    if room.destroyed:
        return "control_room", "its control room is destroyed"
    for m in sub.crew:
        if m.alive:
            break
    else:
        return "crew", "its whole crew is dead"
    for c in comps.values():
        if c.oxygen > 0 and not c.destroyed:
            return None
    return "oxygen", "it has no oxygen left: the crew suffocates"  # (sub.oxygen == 0)


def check_end(state: State, actor: str) -> list[Event]:
    """Set the outcome once a side has lost; if both lose at once, the actor wins."""
    if state.outcome is not None:
        return []
    first, second = state.players
    lost_first, lost_second = loss_reason(state, first), loss_reason(state, second)
    if not lost_first and not lost_second:
        return []
    losers = [(s, why) for s, why in ((first, lost_first), (second, lost_second)) if why]
    loser, (kind, why) = losers[0] if len(losers) == 1 else next(l for l in losers if l[0] != actor)
    winner = state.other(loser)
    state.outcome = Outcome(winner, f"{state.subs[loser].name} lost: {why}", kind)
    state.phase = OVER
    state.damage = None
    state.reaction = None
    return [Event("game-over", f"{state.subs[winner].name} wins. {state.subs[loser].name} lost: {why}",
                  {"winner": winner, "loser": loser})]
