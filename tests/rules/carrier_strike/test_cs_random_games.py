"""77 random games to the end (CS Winning), checking invariants and notation on the way.

(With the other tests of tests/rules/carrier_strike they reach every branch of game/ that the
130 games played before did: coverage.py's branch coverage of game/rules/carrier_strike, the
same 2,719 arcs, each game's arcs measured alone. The three-player game of seed 26 is the only
one of them with a carrier pushing two planes onto one space (CS Carriers 6), and the
four-player game of seed 19 the only one with a dogfight's rare branch: 27 and 20 games are
the fewest there; the two-player games add no arc of their own past the second.)"""
import random

import pytest

from game.rules.core import RuleError

from cs_helpers import policy
from house import rules as house_rules

RULES = house_rules("carrier-strike")

GAMES = {2: 30, 3: 27, 4: 20}
MAX_ACTIONS = 20000
SEEN = set()  # actions already shown to round-trip through their notation


def check_spaces(state):
    """Cheap, after every action: planes never share a space nor fly over a carrier."""
    cells = [p.cell for p in state.planes.values() if p.cell is not None]
    assert len(cells) == len(set(cells)), "two planes share a space (CS Planes 6)"
    hulls = {cell for c in state.carriers.values() if c.afloat for cell in c.cells}
    assert not hulls & set(cells), "a plane in flight over a carrier (CS Planes 7)"


def check_invariants(state):
    grid = state.grid
    check_spaces(state)
    afloat = [c for c in state.carriers.values() if c.afloat]
    for c in afloat:
        assert all(grid.contains(x) for x in c.cells)
        assert grid.step(c.middle, c.heading) == c.bow and grid.step(c.middle, c.heading + 3) == c.stern
        around = {n for x in c.cells for n in state.tables.neighbours[x]} | set(c.cells)
        for d in afloat:
            assert d is c or not around & set(d.cells), "carriers adjacent (CS Carriers 5)"
        parts = [p.deck_part for p in state.planes.values() if p.carrier == c.id]
        assert len(parts) == len(set(parts)) and all(1 <= x <= state.data.deck_parts for x in parts)
    for p in state.planes.values():
        assert (p.cell is None) != (p.carrier is None)
        assert p.pilot in (1, 2, 3, 4)
    for t in state.torpedoes.values():
        assert grid.contains(t.cell)
    for side in ("red", "yellow"):
        stock = sum(c.torpedoes for c in state.side_carriers(side))
        carried = sum(p.torpedo for p in state.side_planes(side))
        assert stock + carried <= state.data.carriers_per_side * state.data.torpedoes_per_carrier
    assert RULES.outcome(state) is not None or RULES.to_move(state) in state.seats


def play_random(seed, players):
    rng = random.Random(seed)
    state = RULES.new_state(seed, {"players": players})
    for n in range(MAX_ACTIONS):
        if RULES.outcome(state) is not None:
            return state
        actions = RULES.legal_actions(state)
        assert actions, f"no legal action in phase {state.phase}"
        for a in actions:
            if a not in SEEN:  # (actions are frozen values: a set of them is cheaper than their notations)
                SEEN.add(a)
                assert RULES.parse(str(a)) == a, str(a)
        RULES.apply(state, policy(rng, actions, state))
        if state.phase not in ("place", "pilots"):
            check_spaces(state)
            if n % 10 == 0 or state.phase == "over":
                check_invariants(state)
    pytest.fail(f"seed {seed} with {players} players did not finish in {MAX_ACTIONS} actions")


@pytest.mark.parametrize("players", sorted(GAMES))
def test_cs_winning_random_games_reach_the_end(players):
    outcomes = {}
    for seed in range(GAMES[players]):
        state = play_random(seed, players)
        outcomes[state.outcome.kind] = outcomes.get(state.outcome.kind, 0) + 1
        assert state.phase == "over"
        assert RULES.legal_actions(state) == []
        with pytest.raises(RuleError):
            RULES.apply(state, RULES.parse("end"))
    assert "carriers_sunk" in outcomes and "planes_destroyed" in outcomes
