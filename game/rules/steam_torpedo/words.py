"""A move in words before it is played, without its outcome (issue 31): the hint, a
button's tooltip and the replay name a move so where it rolls the attack's dice.
Compartments are named as their cards name them, never by their place's code."""
from __future__ import annotations

from . import actions as A
from .state import BUILD, SWAP
from .use import who


def _crew(state, seat: str, ids) -> tuple:
    """The crew members named, in words, and the submarine they are aboard."""
    sub = state.subs[seat]
    members = []
    for i in ids:
        try:
            members.append(sub.member(i))
        except StopIteration:
            pass
    aboard = state.subs.get(members[0].sub, sub) if members else sub
    names = [who(m) for m in members] or ["the crew"]
    return " and ".join(names), aboard, len(names)


# the one line where a newcomer decides (issue 31): what the choice costs and how to choose
BREATHE_ADVICE = ("Each turn one oxygen marker goes; with none left the whole crew dies. Breathe from a "
                  "compartment the enemy is likely to damage or destroy: its oxygen would be lost anyway "
                  "(ST Oxygen Supply).")
DAMAGE_ADVICE = ("Each point goes on a compartment of this section; one with no durability left is destroyed, "
                 "with the crew in it. Spread it over compartments you can spare, or replace it all by one "
                 "marker on the control room (ST Attack Results 5).")


def damage_note(state, cell: str) -> str:
    """What one more damage point on the defender's compartment does: "destroys it" when it
    is its last durability point (ST Durability Points), with the crew inside; "" else."""
    pend = state.damage
    if pend is None:
        return ""
    sub = state.subs[pend.defender]
    comp = sub.compartments.get(cell)
    if comp is None or comp.destroyed or comp.remaining > 1:
        return ""
    inside = sum(1 for s in state.subs.values() for m in s.crew if m.alive and m.sub == pend.defender and m.cell == cell)
    crew = f", and the {inside} crew in it die" if inside else ""
    return f"this destroys your {comp.card.name}{crew}"


def describe(state, action) -> str:
    """``action`` as a sentence the screen may show before it is played."""
    seat = state.damage.defender if isinstance(action, (A.Damage, A.Replace)) and state.damage else \
        (state.reaction.reactor if isinstance(action, (A.React, A.Pass)) and state.reaction else
         (state.builder or state.swapper or state.active) if state.phase in (BUILD, SWAP) else state.active)
    sub = state.subs.get(seat)
    name = sub.name if sub is not None else "The submarine"
    if isinstance(action, A.Build):
        card = state.data.cards.get(action.card)
        return f"{name} takes the {card.name if card else 'compartment'} card (ST Setup 1)"
    if isinstance(action, A.Swap):
        return f"{name} swaps {sub.room(action.a)} and {sub.room(action.b)} (ST Setup 2)"
    if isinstance(action, A.Keep):
        return f"{name} keeps its layout (ST Setup 2)"
    if isinstance(action, A.Breathe):
        return f"{name} breathes the oxygen of {sub.room(action.cell)} (ST Oxygen Supply)"
    if isinstance(action, A.Manoeuvre):
        return f"{name} manoeuvres: own figure to sector {action.own}, enemy figure to sector {action.enemy} (ST Manoeuvring)"
    if isinstance(action, A.Move):
        crew, aboard, _ = _crew(state, seat, (action.crew,))
        return f"{crew.capitalize()} moves to {aboard.room(action.path[-1])} (ST Using the Crew A)"
    if isinstance(action, (A.Activate, A.React)):
        crew, aboard, n = _crew(state, seat, action.crew)
        verb = ("activate" if n > 1 else "activates") if isinstance(action, A.Activate) else \
            ("react with" if n > 1 else "reacts with")
        return f"{name}: {crew} {verb} {aboard.room(action.cell)} (ST Using the Crew B)"
    if isinstance(action, A.Use):
        return f"{name} uses {sub.room(action.cell)} (ST Conditions)"
    if isinstance(action, A.EndTurn):
        return f"{name} ends its turn (ST Turn Sequence)"
    if isinstance(action, A.Pass):
        return f"{name} does not react (ST Conditions)"
    if isinstance(action, A.Damage):
        note = damage_note(state, action.cell)
        return f"Place 1 damage on {sub.room(action.cell)}" + (f": {note}" if note else "") + " (ST Attack Results 5)"
    if isinstance(action, A.Replace):
        return "Put one marker on the control room instead of placing the damage (ST Attack Results 5)"
    return "Play this move"
