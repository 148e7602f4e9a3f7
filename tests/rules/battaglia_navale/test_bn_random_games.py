"""30 games to the end with a mildly greedy random policy: invariants at every step. (With the
other tests of tests/rules/battaglia_navale they reach every branch of game/rules/battaglia_navale
that 75 games did: coverage.py's branch coverage, each game's arcs measured alone, the same
3,089 arcs; seed 18 is the last to bring one of its own.)

Pure uniform play mostly shuffles ships about (a few thousand moves a game), so the policy
prefers fire, raids, anti-aircraft fire and missiles when it has them; the engine's own
guarantee of an end is the house quiet limit (docs/rules/battaglia-navale.md), an option these
games choose (80 turns; the rulebook's default is no limit)."""
import random

from game.rules.battaglia_navale import actions as A
from game.session.game import Game
from house import rules as house_rules

RULES = house_rules("battaglia-navale")

GAMES = 30
VICTORY = RULES.data.numbers["victory"]["counters"]
SHOTS = (A.Fire, A.Missile, A.AntiAircraft, A.Raid)
FIDDLY = (A.Place, A.PlaceFleetShip, A.PlacePlane)
SETUP = ("islands", "battery", "fleet")


def policy(r, actions):
    shots = [a for a in actions if isinstance(a, SHOTS)]
    if shots and r.random() < 0.7:
        return r.choice(shots)
    plain = [a for a in actions if not isinstance(a, FIDDLY)]
    if plain and r.random() < 0.8:
        return r.choice(plain)
    return r.choice(actions)


def check_counters(state):
    """Every counter is on the chart (with its owner) or in exactly one tray."""
    for side, fleet in state.fleets.items():
        foe_tray = state.fleets[state.opponent(side)].tray
        for code, ship in fleet.ships.items():
            if code == "S":
                assert not ship.sunk and ship.counters == 0  # BN Polaris: invulnerable
                continue
            total = RULES.data.numbers["units"][code]["counters"]
            assert ship.counters + foe_tray.count(code) == total
            assert ship.sunk == (ship.counters == 0)
        for code, plane in fleet.planes.items():
            assert (plane.status == "down") == (foe_tray.count(code) == 1)
            assert foe_tray.count(code) <= 1
            if plane.status == "aloft":
                assert plane.cell is not None
            if plane.status == "aboard" and state.phase not in SETUP:
                assert fleet.ships["P"].afloat
        assert (1 if fleet.battery.captured else 0) == foe_tray.count("B")
    ships = {c: f.side for f in state.fleets.values() for s in f.ships.values() if s.afloat for c in s.cells}
    planes = [(p.cell, f.side) for f in state.fleets.values() for p in f.planes.values() if p.status == "aloft"]
    assert sum(len(s.cells) for f in state.fleets.values() for s in f.ships.values() if s.afloat) == len(ships)
    assert len({cell for cell, _ in planes}) == len(planes)  # one plane a cell
    # BN Aircraft: a plane flies over free cells, never over an enemy unit (own ships allowed)
    assert all(ships.get(cell, side) == side for cell, side in planes)
    # BN Aircraft: planes that took off together always fly together (one square per flight)
    for fleet in state.fleets.values():
        squares = {}
        for p in fleet.planes.values():
            if p.status == "aloft":
                squares.setdefault(p.flight, set()).add(state.board.square_of(p.cell))
        assert all(len(v) == 1 for v in squares.values())


def test_bn_random_games_reach_the_end_with_counters_accounted_for():
    seen = set()
    ends = {"counters": 0, "quiet": 0}
    for seed in range(GAMES):
        r = random.Random(seed)
        # no undo copies: RULES.clone has its own tests (test_bn_clone.py)
        g = Game(RULES, seed, {"quiet_limit": 80}, keep_history=False)
        steps = 0
        while g.outcome() is None:
            actions = g.legal_actions()
            assert actions, f"seed {seed}: no legal action in phase {g.state.phase}"
            for a in actions:  # every action met, once: its notation reads back as itself
                if a not in seen:
                    seen.add(a)
                    assert RULES.parse(str(a)) == a
            g.play(policy(r, actions))
            check_counters(g.state)
            steps += 1
            assert steps < 5000
        out = g.outcome()
        if out.winner and g.state.captured(out.winner) >= VICTORY:
            ends["counters"] += 1
        else:
            ends["quiet"] += 1
    assert ends["counters"] > GAMES // 2
