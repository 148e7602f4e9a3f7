"""How good a Steam Torpedo position is for a seat: its material, crew, oxygen and speed,
and the attacks its crew can make from where the figures stand, minus the same for the
enemy. The computer scores a position cut short by it (game/ai/steam_torpedo.py), and so
does the one-ply greedy player of every game (game/ai/players.py)."""
from __future__ import annotations

from .cards import Card
from .crew import speed
from .effects import capacity
from .sea import position_of_enemy
from .state import BUILD, DAMAGE, State

W_CONTROL = 6.0     # per control-room durability point
W_CREW = 5.0        # per living sailor (the commander counts one more)
W_OXYGEN = 1.2      # per oxygen marker
W_SPEED = 0.4
W_THREAT = 0.6      # per attack point a crew member could use from here
W_PENDING = 1.0     # per damage point waiting to be placed
GUN_CREW = 2.0      # crew a per-crew attack is expected to have when its card is valued


def card_value(card: Card) -> float:
    if card.control_room:
        return 0.0
    v = 1.0 + 1.2 * card.attack * (2 if card.double else GUN_CREW if card.attack_per_crew else 1)
    if card.effect:
        v += 1.5
    if card.engine or card.armoured:
        v += 1.5
    return v


def side_value(state: State, seat: str) -> float:
    sub = state.subs[seat]
    enemy_seat = state.other(seat)
    v = 0.0
    room = sub.control_room
    v += W_CONTROL * room.remaining
    for comp in sub.compartments.values():
        if comp.destroyed or comp.card.control_room:
            continue
        v += card_value(comp.card) * (0.5 + 0.5 * comp.remaining / comp.durability)
    alive = [m for m in sub.crew if m.alive]
    v += W_CREW * len(alive) + sum(1 for m in alive if m.commander)
    v += W_OXYGEN * sub.oxygen
    v += W_SPEED * speed(state, seat)
    pos = position_of_enemy(state, seat)
    enemy_in = {(m.sub, m.cell) for m in state.subs[enemy_seat].crew if m.alive}
    seen = set()
    for m in alive:
        if m.sub != seat or m.cell in seen:
            continue
        seen.add(m.cell)
        comp = sub.at(m.cell)
        card = comp.card
        if comp.destroyed or (seat, m.cell) in enemy_in or card.trigger == "none":
            continue
        crew = 2 if card.double else 1
        if card.attack_per_crew:  # every own crew member here adds to the strength next use
            crew = sum(1 for o in alive if o.sub == seat and o.cell == m.cell)
        power = card.attack * crew or (1.0 if card.effect else 0.0)
        fits = not card.targets or card.target_for(pos) is not None
        v += W_THREAT * power * (1.0 if fits else 0.3)
        if card.armoured:
            v += 0.5
    if state.phase == DAMAGE and state.damage.defender == seat:
        v -= W_PENDING * min(state.damage.left, capacity(state.data, sub, state.damage.section) + 1)
    return v


def build_value(state: State, seat: str) -> float:
    """A seat's picks while the submarines are built (ST Setup 1): what its compartments will
    be worth once laid out. A pick the seat may not see ("?" in its view) counts as an
    average card."""
    cards = state.data.cards
    average = sum(card_value(c) for c in cards.values()) / max(1, len(cards))
    return sum(card_value(cards[c]) if c in cards else average for c in state.builds.get(seat, ()))


def evaluate(state: State, seat: str) -> float:
    if state.outcome is not None:
        return 1e6 if state.outcome.winner == seat else -1e6
    if state.phase == BUILD:   # no submarine yet: the compartments picked so far
        return build_value(state, seat) - build_value(state, state.other(seat))
    return side_value(state, seat) - side_value(state, state.other(seat))
