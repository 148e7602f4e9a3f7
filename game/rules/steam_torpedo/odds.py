"""What an attack will do before it is made (issue 15). Steam Torpedo rolls no die and draws no
card in play: an attack's damage is its strength less the armour of the section it hits (ST
Attack Results 3-4), so the "odds" are exact numbers. They are read from the engine itself: the
action is played on a copy of the position and its attack line read back, so they can never
drift from the rules. Nothing in play is hidden (only the builds, before play: ST Setup), so the
copy holds nothing the seat may not see.
"""
from __future__ import annotations

import copy
from dataclasses import dataclass

from ..core import Rng
from . import actions as A
from .state import State


@dataclass(frozen=True)
class AttackPreview:
    card: str          # the compartment's name
    section: str       # the enemy section hit (Bow, Stern, Port, Starboard)
    strength: int
    armour: int
    damage: int        # after armour (ST Attack Results 4)
    wins: bool         # the attack destroys the enemy control room: the game is won (ST End of the Game)


def attack_preview(state: State, action) -> AttackPreview | None:
    """The attack an Activate or Use action makes now, or None if it makes none."""
    if not isinstance(action, (A.Activate, A.Use)):
        return None
    from .rules import SteamTorpedoRules
    rules = SteamTorpedoRules(state.data)   # the rules of the position's data
    seat = rules.to_move(state)
    if state.rng is None:  # a view withholds the generator; play draws nothing from it (setup.py)
        state = copy.copy(state)
        state.rng = Rng(0)
    twin = rules.clone(state)
    events = rules.apply(twin, action)
    attack = next((e for e in events if e.kind == "attack" and e.data.get("attacker") == seat), None)
    if attack is None:
        return None
    d = attack.data
    out = rules.outcome(twin)
    name = twin.subs[seat].at(action.cell).card.name
    return AttackPreview(name, d["section"], d["strength"], d["armour"], d["damage"],
                         out is not None and out.winner == seat)


def damage_phrase(previews) -> str:
    """ "3 damage after armour", "2-4 damage after armour", "wins the game" """
    previews = [p for p in previews if p is not None]
    if not previews:
        return ""
    if all(p.wins for p in previews):
        return "wins the game"
    low, high = min(p.damage for p in previews), max(p.damage for p in previews)
    span = f"{low}" if low == high else f"{low}-{high}"
    return f"{span} damage after armour"


def replacement_loses(state: State) -> bool:
    """The defender's Replace puts one marker on its control room (ST Attack Results 5): True
    when that marker destroys it, which loses the game (ST End of the Game)."""
    pend = state.damage
    if pend is None:
        return False
    room = state.subs[pend.defender].control_room
    return room.damage + state.data.numbers["replacement_markers"] >= room.durability
