"""Shared helpers for the Carrier Strike tests: a scripted setup and a playing policy."""
from __future__ import annotations

import functools

from game.rules.carrier_strike import actions as A
from game.rules.carrier_strike.fleet import behind_space
from game.session.game import Game
from house import rules as house_rules

RULES = house_rules("carrier-strike")

# Carriers far apart, in their own halves, heading at each other: R1/R2 at the top, Y1/Y2 below.
PLACEMENTS = ["place R1 5,4 SE", "place Y1 5,16 NE", "place R2 15,4 SW", "place Y2 15,16 NW"]


def setup_game(seed=1, options=None, placements=PLACEMENTS, pilots=None) -> Game:
    """A game through setup: carriers placed, pilot discs assigned (default: each carrier's
    planes get discs 4,3,2,1 in deck order)."""
    game = Game(RULES, seed, options)
    for text in placements:
        game.play(text)
    pilots = pilots or {}
    while game.state.phase == "pilots":
        seat = game.to_move()
        for plane in [p for p in game.state.planes.values() if p.seat == seat and p.pilot is None]:
            strength = pilots.get(plane.id)
            if strength is None:
                strength = max(A.parse(n).strength for n in game.legal_notations()
                               if n.startswith(f"pilot {plane.id} "))
            game.play(f"pilot {plane.id} {strength}")
    return game


def policy(rng, actions, state):
    """Random play with a purpose, so that random games end: attack when possible, rearm,
    and steer planes towards torpedo-run or dogfight distance."""
    if state.phase == "declare":
        attacks = [a for a in actions if not isinstance(a, A.End)]
        if attacks and rng.random() < 0.8:
            return rng.choice(attacks)
    elif state.phase == "choose":
        return actions[0] if rng.random() < 0.7 else actions[1]
    elif state.phase == "move" and rng.random() < 0.7:
        deck = [a for a in actions if isinstance(a, (A.Launch, A.Taxi))]
        if deck and rng.random() < 0.5:
            return rng.choice(deck)
        lands = [a for a in actions if isinstance(a, A.Land) and not state.planes[a.plane].torpedo]
        if lands:
            return rng.choice(lands)
        flies = [a for a in actions if isinstance(a, A.Fly)]
        if flies:
            distance, goals = _distances(state.grid), {}
            for a in flies:
                if a.plane not in goals:
                    goals[a.plane] = _goals(state, state.planes[a.plane])

            def score(a):
                spots, want = goals[a.plane]
                return min((abs(distance(a.cell, c) - want) for c in spots), default=0)
            scored = [(score(a), a) for a in flies]
            best = min(s for s, _ in scored)
            return rng.choice([a for s, a in scored if s == best])
    return rng.choice(actions)


@functools.lru_cache(maxsize=None)
def _distances(grid):
    """The grid's distance, remembered for every pair of spaces asked (the policy asks often)."""
    return functools.lru_cache(maxsize=None)(grid.distance)


def _goals(state, plane):
    enemy_hulls = [e.middle for e in state.carriers.values() if e.afloat and e.side != plane.side]
    if plane.torpedo:
        return enemy_hulls, 6
    own = [c for c in state.carriers.values() if c.afloat and c.side == plane.side and c.torpedoes]
    if own:
        return [behind_space(state, c) for c in own], 0
    return [e.cell for e in state.planes.values() if e.side != plane.side and e.cell] + enemy_hulls, 4


class FixedRng:
    """Stands in for state.rng: dice faces and shuffled deck orders given in advance."""

    def __init__(self, dice=(), decks=()):
        self.dice, self.decks, self.draws = list(dice), [list(d) for d in decks], 0

    def die(self, sides=6):
        self.draws += 1
        return self.dice.pop(0)

    def randint(self, low, high):
        return self.die()

    def shuffle(self, items, kind=""):
        self.draws += 1
        items[:] = self.decks.pop(0)


T_FACE, F_FACE = 1, 4  # die faces that give T and F on the house T/F die (T,T,T,F,F,F)


def start_turn(game, side):
    """Make it the start of ``side``'s turn (torpedoes of that side advance, as in play)."""
    from game.rules.carrier_strike import turns
    events = []
    turns.begin_side_turn(game.state, side, events)
    return events


def clear_sea(game):
    """Take every plane off the board and the decks except those a test puts back."""
    for p in game.state.planes.values():
        p.cell = None
    game.state.forget_legal()  # the engine's list was for the position before this edit


def put(game, plane_id, cell=None, carrier=None, part=None, torpedo=False):
    """Put a plane in flight over ``cell`` or on ``carrier``'s deck ``part``."""
    p = game.state.planes[plane_id]
    p.cell, p.carrier, p.deck_part, p.torpedo = cell, carrier, part, torpedo
    game.state.forget_legal()  # the engine's list was for the position before this edit
    return p


def only_planes(game, keep):
    """Remove every plane not in ``keep`` (a test's stage)."""
    for pid in list(game.state.planes):
        if pid not in keep:
            del game.state.planes[pid]
    game.state.forget_legal()


def move_carrier(game, cid, middle, heading):
    from game.rules.carrier_strike.fleet import carrier_cells
    c = game.state.carriers[cid]
    c.heading, c.heading_name = heading, game.state.direction_names[heading]
    c.cells = carrier_cells(game.state.grid, middle, heading)
    game.state.forget_legal()
    return c
